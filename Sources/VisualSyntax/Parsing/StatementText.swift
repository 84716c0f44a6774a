/// The text of one statement: the code of its lines (comments and trailing spaces removed),
/// each character with its position in the file.
///
/// Statements that continue over several lines (`layout`, `H(…)`) are joined with a `\n`
/// placed just after the end of the previous line, so a parser sees one string and every
/// diagnostic still points at the right line and column.
struct StatementText {
    private(set) var characters: [Character] = []
    private(set) var locations: [SourceLocation] = []
    /// The position just after the last character: where "unexpected end" is reported.
    private(set) var endLocation: SourceLocation

    /// The text of `code`, the code part of line `line`, starting at column 1.
    init(line: Int, code: [Character]) {
        // Most statements are one line: take its characters as they are, without copying.
        characters = code
        locations = code.indices.map { SourceLocation(line: line, column: $0 + 1) }
        endLocation = SourceLocation(line: line, column: code.count + 1)
    }

    /// Appends the next line of a continued statement.
    mutating func appendLine(_ line: Int, code: [Character]) {
        characters.append("\n")
        locations.append(endLocation)
        append(line: line, code: code)
    }

    private mutating func append(line: Int, code: [Character]) {
        for (offset, character) in code.enumerated() {
            characters.append(character)
            locations.append(SourceLocation(line: line, column: offset + 1))
        }
        endLocation = SourceLocation(line: line, column: code.count + 1)
    }

    var count: Int { characters.count }

    /// The position of the character at `index`, or the end position past the last one.
    func location(at index: Int) -> SourceLocation {
        index < locations.count ? locations[index] : endLocation
    }

    /// The characters `start..<end` as a string.
    func string(from start: Int, to end: Int) -> String {
        String(joining: characters[start..<end])
    }

    /// The range of the characters `start..<end`; a point when it is empty.
    func range(from start: Int, to end: Int) -> SourceRange {
        guard end > start else { return .point(location(at: start)) }
        let last = locations[min(end, locations.count) - 1]
        return SourceRange(start: location(at: start), end: SourceLocation(line: last.line, column: last.column + 1))
    }
}
