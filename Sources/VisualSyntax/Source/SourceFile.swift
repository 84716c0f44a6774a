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

    /// The text of the 1-based line `number`, or nil past the end of the file.
    public func line(_ number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }

    /// Splits at `\n`, `\r\n` and `\r`.
    ///
    /// Swift treats `\r\n` as a single `Character`, so splitting on `"\n"` alone would leave
    /// Windows files as one long line. A terminator at the very end does not start an extra
    /// empty line.
    private static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var endsWithTerminator = false
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(current)
                current = ""
                endsWithTerminator = true
            } else {
                current.append(character)
                endsWithTerminator = false
            }
        }
        if !current.isEmpty || (!endsWithTerminator && !text.isEmpty) {
            lines.append(current)
        }
        return lines
    }
}
