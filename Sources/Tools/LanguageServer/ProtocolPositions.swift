import VisualSyntax

// The project counts columns in characters (grapheme clusters) from 1; the protocol counts
// UTF-16 code units from 0. An `é` is one of both, an emoji one character but two UTF-16
// units, a flag one character but four: every conversion walks the line's characters.

extension SourceFile {
    /// The protocol's position of `location`. A column past the end of its line (the end of
    /// a range that closes the line) counts the missing characters as one unit each.
    func position(of location: SourceLocation) -> Position {
        let column = max(location.column - 1, 0)
        guard let text = line(location.line) else { return Position(line: max(location.line - 1, 0), character: column) }
        var units = 0
        var characters = 0
        for character in text {
            guard characters < column else { break }
            units += character.utf16.count
            characters += 1
        }
        return Position(line: location.line - 1, character: units + (column - characters))
    }

    func range(of range: SourceRange) -> ProtocolRange {
        ProtocolRange(start: position(of: range.start), end: position(of: range.end))
    }

    /// The project's location of `position`. A position inside a character (between the two
    /// halves of an emoji's surrogate pair) is that character's.
    func location(of position: Position) -> SourceLocation {
        let lineNumber = position.line + 1
        guard let text = line(lineNumber) else { return SourceLocation(line: lineNumber, column: position.character + 1) }
        var units = 0
        var column = 1
        for character in text {
            let width = character.utf16.count
            guard units + width <= position.character else { break }
            units += width
            column += 1
        }
        return SourceLocation(line: lineNumber, column: column)
    }

    /// The position just after the last character: where a whole-document edit ends.
    var endPosition: Position {
        guard let last = lines.last else { return Position(line: 0, character: 0) }
        if endsWithLineBreak { return Position(line: lines.count, character: 0) }
        return Position(line: lines.count - 1, character: last.utf16.count)
    }
}
