/// A format file as read: its name for diagnostics, its text and that text split into lines.
public struct SourceFile: Sendable, Equatable {
    /// The name diagnostics start with: the path as the user gave it, or `-` for standard input.
    public let name: String
    /// The whole text, exactly as read (a leading byte-order mark removed).
    public let text: String
    /// The lines without their terminators. `lines[0]` is line 1.
    public let lines: [String]

    public init(name: String, text: String) {
        // A BOM is not part of line 1's first column.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        self.name = name
        self.text = text
        self.lines = SourceFile.splitLines(text)
    }

    /// True when the text ends with a line break (`\n`, `\r\n` or `\r`). Read on the last
    /// byte: to `hasSuffix("\n")` a closing `\r\n` is one other character.
    public var endsWithLineBreak: Bool {
        text.utf8.last == UInt8(ascii: "\n") || text.utf8.last == UInt8(ascii: "\r")
    }

    /// The text of the 1-based line `number`, or nil past the end of the file.
    public func line(_ number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// Splits at `\n`, `\r\n` and `\r`.
    ///
    /// Swift treats `\r\n` as a single `Character`, so splitting on `"\n"` alone would leave
    /// Windows files as one long line. A terminator at the very end does not start an extra
    /// empty line.
    ///
    /// The split works on UTF-8 bytes (going character by character cost more than the rest of
    /// parsing a long file). It cuts where the characters would: a line break is always a
    /// character of its own (Unicode never joins it with what is around it, except `\r\n`),
    /// and its bytes are ASCII, so they never occur inside another character's bytes.
    private static func splitLines(_ text: String) -> [String] {
        let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        var lines: [String] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        var endsWithTerminator = false
        while index != utf8.endIndex {
            let byte = utf8[index]
            guard byte == newline || byte == carriageReturn else {
                index = utf8.index(after: index)
                endsWithTerminator = false
                continue
            }
            lines.append(String(text[lineStart..<index]))
            index = utf8.index(after: index)
            if byte == carriageReturn, index != utf8.endIndex, utf8[index] == newline {
                index = utf8.index(after: index)
            }
            lineStart = index
            endsWithTerminator = true
        }
        if lineStart != utf8.endIndex || (!endsWithTerminator && !text.isEmpty) {
            lines.append(String(text[lineStart..<utf8.endIndex]))
        }
        return lines
    }
}
