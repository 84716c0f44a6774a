import VisualSyntax

/// One line of a generated format file, each character with the source position it
/// stands for: copied characters their own, written-out ones (`view …`, a replaced name)
/// the position of what they stand for.
struct GeneratedLine {
    /// The text and each character's position: copied characters their own, written-out
    /// ones the position they stand for.
    private(set) var written = LiteralText()
    /// The indices of `written` that stand for a line break of the document.
    private var lineBreaks: Set<Int> = []
    /// The position the line stands for as a whole.
    let whole: SourceLocation
    /// What the line stands for in UIKit's words (a stack view's `UISV-spacing`), named in
    /// messages beside its line.
    var meaning: String?
    /// A constraint a view makes itself (a stack view's), not one the code writes.
    var isImplied = false

    init(standingFor whole: SourceLocation) {
        self.whole = whole
    }

    var text: String { written.text }

    /// Written-out text, standing for `position` (the line's own by default).
    mutating func write(_ text: String, standingFor position: SourceLocation? = nil) {
        for character in text { written.append(character, at: position ?? whole) }
    }

    /// A character copied from a literal; a line break (a multi-line literal's) is copied
    /// as a space, so the generated line stays one line with its origin.
    mutating func copy(_ character: Character, from position: SourceLocation) {
        if character.isNewline { lineBreaks.insert(written.positions.count) }
        written.append(character.isNewline ? " " : character, at: position)
    }

    /// Every character of another generated line, copied with what it stands for.
    mutating func copy(_ other: GeneratedLine) {
        for (index, (character, position)) in zip(other.written.text, other.written.positions).enumerated() {
            copy(other.lineBreaks.contains(index) ? "\n" : character, from: position)
        }
    }

    /// The line's origin for the map.
    var origin: OriginMap.Line {
        OriginMap.Line(whole: whole, firstCopiedColumn: 1, characters: written.positions, lineBreaks: lineBreaks,
                       meaning: meaning, isImplied: isImplied)
    }
}

/// A format file being written, with its origin map.
struct GeneratedFormatFile {
    private(set) var lines: [String] = []
    private(set) var origin = OriginMap()

    mutating func append(_ line: GeneratedLine) {
        lines.append(line.text)
        origin.append(line.origin)
    }

    /// A line written out whole, standing for `position`.
    mutating func append(_ text: String, standingFor position: SourceLocation) {
        var line = GeneratedLine(standingFor: position)
        line.write(text)
        append(line)
    }

    var text: String { lines.joined(separator: "\n") + "\n" }
}
