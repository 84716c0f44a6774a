import VisualSyntax

/// Turns UTF-8 offsets of a source file into the CLI's positions: 1-based lines and
/// columns counting characters, lines broken at `\n`, `\r\n` and a lone `\r` as
/// `SourceFile` breaks them.
///
/// SwiftSyntax and the Objective-C scanner both work on UTF-8 offsets; diagnostics count
/// characters (an `é` or a CJK character in a literal is one column).
struct SourcePositions: Sendable {
    private let bytes: [UInt8]
    /// The offset at which each line starts; `lineStarts[0]` is line 1's.
    private let lineStarts: [Int]
    /// Lines whose bytes are all ASCII, where a column is a byte count.
    private let asciiLines: [Bool]
    /// For each line that is not all ASCII, the column of each of its byte offsets (from the
    /// line's start), counted once: counting the characters before each position anew
    /// made a long minified line quadratic (a megabyte line took minutes).
    private let columnsOfLine: [Int: [Int32]]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var ascii: [Bool] = []
        var lineIsASCII = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                starts.append(index + 1)
                ascii.append(lineIsASCII)
                lineIsASCII = true
            } else if byte >= 0x80 {
                lineIsASCII = false
            }
            index += 1
        }
        ascii.append(lineIsASCII)
        lineStarts = starts
        asciiLines = ascii
        var columns: [Int: [Int32]] = [:]
        for (line, isASCII) in ascii.enumerated() where !isASCII {
            let start = starts[line]
            var end = line + 1 < starts.count ? starts[line + 1] : bytes.count
            while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            columns[line] = Self.columns(of: bytes[start..<end])
        }
        columnsOfLine = columns
    }

    /// The 1-based column of each byte offset of a line, and of the offset just past it: a
    /// character's first byte has its column; a byte inside a character (a combining mark
    /// after a quote) the column after it, as counting the characters before it would say.
    private static func columns(of line: ArraySlice<UInt8>) -> [Int32] {
        var columns = [Int32](repeating: 0, count: line.count + 1)
        let text = String(decoding: line, as: UTF8.self)
        var offset = 0
        var column: Int32 = 1
        for character in text {
            let width = character.utf8.count
            guard offset < columns.count else { break }
            columns[offset] = column
            var inside = offset + 1
            while inside < min(offset + width, columns.count) {
                columns[inside] = column + 1
                inside += 1
            }
            offset += width
            column += 1
        }
        // Invalid UTF-8 decodes to U+FFFD (three bytes for one); what is left past the
        // decoded text is the end of the line.
        while offset < columns.count {
            columns[offset] = column
            offset += 1
        }
        return columns
    }

    /// The position of the character that starts at `offset` (an offset past the end of a
    /// line is a column past its last character).
    func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        if asciiLines[low] { return SourceLocation(line: low + 1, column: offset - start + 1) }
        guard let columns = columnsOfLine[low] else { return SourceLocation(line: low + 1, column: offset - start + 1) }
        // An offset among the line break's bytes is past the line's last character.
        return SourceLocation(line: low + 1, column: Int(columns[min(offset - start, columns.count - 1)]))
    }
}

/// How many bytes the UTF-8 character starting with `lead` takes (1 for a stray
/// continuation byte, so a walk over broken text still moves on).
func utf8Length(lead: UInt8) -> Int {
    lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
}
