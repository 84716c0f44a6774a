/// The lines a log was cut from when something hard-wrapped it at a fixed width (a terminal's
/// copy, `fold -w 80`, a log viewer), inside words and all: `"<NSLayoutConstraint:0x12dd33150 BTUICardHint:`
/// then `0x12dd119b0.width == …`. Every line exactly as wide as the widest goes on in the next
/// one, with nothing between them.
///
/// The width gives the cut lines away, but not for sure: a line of the log may be as wide as
/// the widest on its own, and a post wrapped at its spaces (which drops the space) ends some lines
/// at the width too. So this is a second reading of the log, kept only when it reads more (see
/// `AutoLayoutLogReader.read`), and every place in it leads back to the line and column as pasted.
struct CutLines {
    /// The lines joined again.
    var lines: [[Character]]
    /// The 1-based lines as pasted that go on in the next.
    var cuts: Set<Int>
    /// For each joined line, its pieces: the 0-based line as pasted and where in the joined line it starts.
    private var pieces: [[(line: Int, start: Int)]]

    /// Tabs advance to the next multiple of 8, as `fold` and terminals count them.
    static let tabWidth = 8

    /// The lines joined at every line as wide as the widest one that a non-blank line follows;
    /// nil when there is none (or the widest is too narrow to be a cut).
    init?(joining lines: [[Character]]) {
        let widths = lines.map(Self.width)
        guard let widest = widths.max(), widest >= 20 else { return nil }
        let isCut = lines.indices.map { index in
            widths[index] == widest && index + 1 < lines.count && !lines[index + 1].allSatisfy(\.isWhitespace)
        }
        guard isCut.contains(true) else { return nil }
        var joined: [[Character]] = []
        var pieces: [[(line: Int, start: Int)]] = []
        for (index, line) in lines.enumerated() {
            if index > 0, isCut[index - 1] {
                pieces[pieces.count - 1].append((index, joined[joined.count - 1].count))
                joined[joined.count - 1] += line
            } else {
                pieces.append([(index, 0)])
                joined.append(line)
            }
        }
        self.lines = joined
        self.pieces = pieces
        cuts = Set(isCut.indices.filter { isCut[$0] }.map { $0 + 1 })
    }

    /// The 1-based line and column as pasted of a 1-based `line` and `column` of the joined lines
    /// (a column past the line's end stays on its last piece).
    func pasted(line: Int, column: Int) -> (line: Int, column: Int) {
        guard pieces.indices.contains(line - 1) else { return (line, column) }
        let piece = pieces[line - 1].last { $0.start < column } ?? pieces[line - 1][0]
        return (piece.line + 1, column - piece.start)
    }

    /// How wide a line shows: one column a character, a tab to the next tab stop.
    static func width(_ line: [Character]) -> Int {
        line.reduce(0) { column, character in
            character == "\t" ? (column / tabWidth + 1) * tabWidth : column + 1
        }
    }
}
