/// The text of one statement: the code of its lines (comments and trailing spaces removed),
/// each character with its position in the file.
///
/// Statements that continue over several lines (`layout`, `H(…)`) are joined with a `\n`
/// placed just after the end of the previous line, so a parser sees one string and every
/// diagnostic still points at the right line and column.
///
/// Positions are worked out from where each line starts in `characters` rather than stored
/// per character (16 bytes for every character of the file, for the few a diagnostic or a
/// syntax node's range ever asks about).
struct StatementText {
    private(set) var characters: [Character]
    /// The characters as bytes, one each, when every line of the statement is ASCII: the
    /// scanner's commonest tests (names, whitespace) then read bytes, not characters.
    private(set) var asciiBytes: [UInt8]?
    /// Where each line's code starts in `characters`, and its line number; the `\n` joining
    /// a line to the next counts as the column after the line's end.
    private var lineStarts: [(index: Int, line: Int)]
    /// The position just after the last character: where "unexpected end" is reported.
    private(set) var endLocation: SourceLocation

    /// The text of `code`, the code part of line `line`, starting at column 1.
    init(line: Int, code: LineCode) {
        // Most statements are one line: take its characters as they are, without copying.
        characters = code.characters
        asciiBytes = code.asciiBytes
        lineStarts = [(0, line)]
        endLocation = SourceLocation(line: line, column: code.characters.count + 1)
    }

    /// Appends the next line of a continued statement.
    mutating func appendLine(_ line: Int, code: LineCode) {
        characters.append("\n")
        lineStarts.append((characters.count, line))
        characters += code.characters
        if let bytes = code.asciiBytes, asciiBytes != nil {
            asciiBytes!.append(UInt8(ascii: "\n"))
            asciiBytes! += bytes
        } else {
            asciiBytes = nil
        }
        endLocation = SourceLocation(line: line, column: code.characters.count + 1)
    }

    var count: Int { characters.count }

    /// The position of the character at `index`, or the end position past the last one.
    func location(at index: Int) -> SourceLocation {
        guard index < characters.count else { return endLocation }
        // The last line starting at or before `index` (a binary search: a `layout` may span
        // thousands of lines).
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle].index <= index { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        return SourceLocation(line: start.line, column: index - start.index + 1)
    }

    /// The characters `start..<end` as a string.
    func string(from start: Int, to end: Int) -> String {
        if let asciiBytes { return String(decoding: asciiBytes[start..<end], as: UTF8.self) }
        return String(joining: characters[start..<end])
    }

    /// The range of the characters `start..<end`; a point when it is empty.
    func range(from start: Int, to end: Int) -> SourceRange {
        guard end > start else { return .point(location(at: start)) }
        let last = location(at: min(end, characters.count) - 1)
        return SourceRange(start: location(at: start), end: SourceLocation(line: last.line, column: last.column + 1))
    }
}
