import VisualSyntax

/// One line of a generated format file, each character with the source position it
/// stands for: copied characters their own, written-out ones (`view …`, a replaced name)
/// the position of what they stand for.
struct GeneratedLine {
    private(set) var text = ""
    private(set) var positions: [SourceLocation] = []
    /// The position the line stands for as a whole.
    let whole: SourceLocation

    init(standingFor whole: SourceLocation) {
        self.whole = whole
    }

    /// Written-out text, standing for `position` (the line's own by default).
    mutating func write(_ written: String, standingFor position: SourceLocation? = nil) {
        for character in written {
            text.append(character)
            positions.append(position ?? whole)
        }
    }

    /// A character copied from a literal. A line break (a multi-line literal's, a `\n`) is
    /// copied as a space: the format file's line must stay one line, or the lines after it
    /// would have no origin (found by fuzzing); a space is the same whitespace to the lint.
    mutating func copy(_ character: Character, from position: SourceLocation) {
        let character: Character = character.isNewline ? " " : character
        if !positions.isEmpty, character.mayJoinThePrevious(text.unicodeScalars.last) {
            let count = text.count
            text.append(character)
            if text.count > count { positions.append(position) }
        } else {
            text.append(character)
            positions.append(position)
        }
    }

    /// The line's origin for the map.
    var origin: OriginMap.Line {
        OriginMap.Line(whole: whole, firstCopiedColumn: 1, characters: positions)
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

/// Text made a format-file string literal: quotes, backslashes and line breaks escaped.
func formatFileString(_ text: String) -> String {
    var quoted = "\""
    for character in text {
        switch character {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n", "\r\n", "\r": quoted += "\\n"
        case "\t": quoted += "\\t"
        default: quoted.append(character)
        }
    }
    return quoted + "\""
}
