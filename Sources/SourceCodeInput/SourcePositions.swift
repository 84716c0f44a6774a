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
        let characters = String(decoding: bytes[start..<offset], as: UTF8.self).count
        return SourceLocation(line: low + 1, column: characters + 1)
    }
}
