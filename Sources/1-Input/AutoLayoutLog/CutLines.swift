/// The lines a log was cut from when something hard-wrapped it at a fixed width (a terminal's
/// copy, `fold -w 80`, a log viewer), inside words and all: `"<NSLayoutConstraint:0x12dd33150 BTUICardHint:`
/// then `0x12dd119b0.width == …`. Every line exactly as wide as the widest goes on in the next
/// one, with nothing between them; so does a line that ends inside a character (`fold` counts
/// bytes, and may cut a label's `ğ` in two).
///
/// A cut log is often pasted as a Markdown quote as well, `> ` before every line (`>` alone on
/// an empty one): the quote's markers are taken off before the widths are compared and the
/// lines joined, since the quote came after the cut.
///
/// The width gives the cut lines away, but not for sure: a line of the log may be as wide as
/// the widest on its own, and a post wrapped at its spaces (which drops the space) ends some lines
/// at the width too; and it is counted in characters by some tools and in bytes by others. So
/// this is another reading of the log, kept only when it reads more (see
/// `AutoLayoutLogReader.read`), and every place in it leads back to the line and column as pasted.
struct CutLines {
    /// The lines joined again.
    var lines: [[Character]]
    /// The 1-based lines as pasted that go on in the next.
    var cuts: Set<Int>
    /// For each joined line, its pieces: the 0-based line as pasted, where in the joined line
    /// it starts, and how many characters of quote marker were taken off its start.
    private var pieces: [[(line: Int, start: Int, marker: Int)]]

    /// Tabs advance to the next multiple of 8, as `fold` and terminals count them.
    static let tabWidth = 8

    /// The lines as pasted, without their quote markers when `unquoting`, measured by `width`
    /// (of a 0-based line's text, as the cutting tool counted: in characters or bytes), joined at every line as wide as
    /// the widest, or that ends inside a character, that a non-blank line follows; nil when
    /// there is none (or the widest is too narrow to be a cut), or when `unquoting` finds no
    /// quote.
    init?(joining pasted: [[Character]], width: ([Character], Int) -> Int = { line, _ in CutLines.width(line) },
          cutInsideACharacter: Set<Int> = [], unquoting: Bool = false) {
        let markers = unquoting ? pasted.map(Self.quoteMarkerLength) : pasted.map { _ in 0 }
        if unquoting, !markers.contains(where: { $0 > 0 }) { return nil }
        let lines = zip(pasted, markers).map { Self.dropping($1, of: $0) }
        // Measured without the marker: the quote came after the cut (tabs count from the cut's start).
        let widths = lines.enumerated().map { width($1, $0) }
        guard let widest = widths.max(), widest >= 20 else { return nil }
        let isCut = lines.indices.map { index in
            (widths[index] == widest || cutInsideACharacter.contains(index))
                && index + 1 < lines.count && !lines[index + 1].allSatisfy(\.isWhitespace)
        }
        guard isCut.contains(true) else { return nil }
        var joined: [[Character]] = []
        var pieces: [[(line: Int, start: Int, marker: Int)]] = []
        for (index, line) in lines.enumerated() {
            if index > 0, isCut[index - 1] {
                pieces[pieces.count - 1].append((index, joined[joined.count - 1].count, markers[index]))
                joined[joined.count - 1] += line
            } else {
                pieces.append([(index, 0, markers[index])])
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
        return (piece.line + 1, column - piece.start + piece.marker)
    }

    /// How wide a line shows: one column a character, a tab to the next tab stop.
    static func width(_ line: [Character]) -> Int {
        line.reduce(0) { column, character in
            character == "\t" ? (column / tabWidth + 1) * tabWidth : column + 1
        }
    }

    /// The characters of a Markdown quote's marker at the start of a line: `>` and the space
    /// after it, if any; 0 when the line does not start with one. A line cut just before a
    /// joiner or an accent (`👩|‍👩`) starts with it, and the quote's space takes it into its
    /// character: that space is a marker's too.
    static func quoteMarkerLength(_ line: [Character]) -> Int {
        guard line.first == ">" else { return 0 }
        return line.count > 1 && line[1].unicodeScalars.first == " " ? 2 : 1
    }

    /// The line without its first `count` characters, and without the space that starts the
    /// last of them when more follows in its character (a joiner the cut left at the line's start).
    static func dropping(_ count: Int, of line: [Character]) -> [Character] {
        guard count > 0 else { return line }
        let last = line[count - 1].unicodeScalars
        guard last.count > 1 else { return Array(line.dropFirst(count)) }
        return [Character(String(String.UnicodeScalarView(last.dropFirst())))] + line.dropFirst(count)
    }
}
