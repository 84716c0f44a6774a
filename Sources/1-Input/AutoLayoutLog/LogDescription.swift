/// One constraint description as it stands in a log, found but not yet read: where it is,
/// its text, and the characters the parser reads.
///
/// Three shapes are found besides the usual `<NSLayoutConstraint:0x… EQUATION (active)>`:
/// - iOS 6/7 and AppKit's address-first form, `<NSLayoutConstraint: 0x…> H:[UIView:0x…(80)]`,
///   the equation after the `>` (early SnapKit's `<<App.LayoutConstraint:0x…> <UIView:0x…>.top == …>` too);
/// - a description UIKit printed across two lines because a label's text holds a newline:
///   joined with the lines after it when it does not read alone;
/// - a description a web page set in typographic quotes and dashes (`‘Hello’`, `“|”`,
///   `width – 10`): read as the plain ones, its text kept as written;
/// - a description pasted in Markdown as `\<…\>`, or with its `<…>` taken away
///   (`"NSLayoutConstraint:0x… H:[UIView:0x…(70)]",`): up to its closing quote, else the line's end.
struct LogDescription {
    /// The 1-based line and column of its `<`.
    var line, column: Int
    /// From `<` to its `>` (to the end of the line when cut short).
    var text: String
    var className: String
    /// The constraint's own address (or a Masonry or SnapKit key), empty when none is written.
    var address: String
    /// What the parser reads: the description without its `<` and closing `>`, every
    /// character at its own column (`firstColumn` is that of the first).
    var body: [Character]
    var firstColumn: Int
    /// The description joined with the next lines, when they may continue it.
    var continued: (text: String, body: [Character])?
    /// No `>` closes it on its line: a post wrapped it (its `names:` may be on the next
    /// line), or cut it.
    var isOpen = false

    /// How much of the log's text a reading took.
    enum Span {
        /// Its own line, closed there: as UIKit printed it.
        case ownLine
        /// Joined with the lines after it at a view's label that holds a newline, as UIKit printed it.
        case acrossALabelsNewline
        /// Joined with the lines after it at a break a post or a terminal made.
        case acrossALineBreak
        /// Its line, open at its end: cut short.
        case cutShort
    }

    /// Reads it: alone, else joined with the lines that continue it; the first failure
    /// when neither reads. A joined reading gives the joined text. One left open on its
    /// line reads joined first, so that a wrapped `names:` list is not lost.
    func parse() -> (Result<ParsedDescription, ParseFailure>, text: String, span: Span) {
        let joinedSpan: Span = endsInsideALabel ? .acrossALabelsNewline : .acrossALineBreak
        if isOpen, let continued {
            var joined = DescriptionParser(characters: continued.body, firstColumn: firstColumn)
            if let parsed = try? joined.parse() { return (.success(parsed), continued.text, joinedSpan) }
        }
        var parser = DescriptionParser(characters: body, firstColumn: firstColumn)
        do {
            return (.success(try parser.parse()), text, isOpen ? .cutShort : .ownLine)
        } catch {
            if let continued {
                var joined = DescriptionParser(characters: continued.body, firstColumn: firstColumn)
                if let parsed = try? joined.parse() { return (.success(parsed), continued.text, joinedSpan) }
            }
            return (.failure(error), text, isOpen ? .cutShort : .ownLine)
        }
    }

    /// Whether its line ends inside a view's label, a quote opened right after the view's
    /// address (`UILabel:0x7f01'Hello` then `World'.height == 40`): a text holding a newline.
    /// A layout guide's quote is its identifier (`UILayoutGuide:0x6100'UIViewLayoutMarginsGuide'`),
    /// which holds no newline: a line that ends inside it was cut.
    private var endsInsideALabel: Bool {
        // The quote left open at the end, if any, and whether an address came right before it.
        var open: (index: Int, afterAddress: Bool)?
        for (index, character) in body.enumerated() where character == "'" {
            open = open == nil ? (index, index > 0 && body[index - 1].isHexDigit) : nil
        }
        guard let open, open.afterAddress else { return false }
        return !Self.isLayoutGuide(classBefore: body[..<open.index])
    }

    /// Whether the item whose address ends `text` is a layout guide or a stack's spacer guide
    /// (`UILayoutGuide`, `NSLayoutGuide`, `_UILayoutSpacer`): its class is the name before the
    /// address's colon.
    private static func isLayoutGuide(classBefore text: ArraySlice<Character>) -> Bool {
        guard let colon = text.lastIndex(of: ":") else { return false }
        let name = String(text[..<colon].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
        return name.hasSuffix("LayoutGuide") || name.hasSuffix("LayoutSpacer")
    }

    /// Every description of a log, in order.
    static func all(in lines: [[Character]]) -> [LogDescription] {
        var result: [LogDescription] = []
        for (lineIndex, characters) in lines.enumerated() {
            let starts = AutoLayoutLogReader.constraintStarts(in: characters)
            for (n, start) in starts.enumerated() {
                let limit = n + 1 < starts.count ? starts[n + 1] : characters.count
                guard characters[start] == "<" else {
                    var description = readBare(characters, from: start, to: limit, line: lineIndex + 1)
                    if n == starts.count - 1, description.isOpen,
                       let joined = continuation(of: characters, from: start, after: lineIndex, in: lines,
                                                 closing: { line, end in line[..<end].lastIndex { $0.plainPunctuation == "\"" } }) {
                        var body = joined.dropFirst().dropLast().map(\.plainPunctuation)
                        while let last = body.last, last.isWhitespace || last == "," { body.removeLast() }
                        description.continued = (String(body), body)
                    }
                    result.append(description)
                    continue
                }
                var description = read(characters, from: start, to: limit, line: lineIndex + 1)
                // The last on its line may go on in the next lines: a label's newline, or a
                // post wrapped mid-description (after a `>=` too).
                if n == starts.count - 1,
                   let joined = continuation(of: characters, from: start, after: lineIndex, in: lines,
                                             closing: { line, end in closingBracket(in: line, from: 0, to: end) }) {
                    var body = joined.dropFirst().dropLast().map(\.plainPunctuation)
                    if body.last == "\\" { body.removeLast() }
                    description.continued = (String(joined), body)
                }
                result.append(description)
            }
        }
        return result
    }

    private static func read(_ characters: [Character], from start: Int, to limit: Int, line: Int) -> LogDescription {
        var index = start + 1
        if characters[index] == " " { index += 1 }
        let classStart = index
        while index < limit, characters[index].isClassNameCharacter { index += 1 }
        let className = String(characters[classStart..<index])
        index += 1  // the colon
        while index < limit, characters[index] == " " { index += 1 }
        let addressStart = index
        while index < limit, !characters[index].isWhitespace, !"@>".contains(characters[index]) { index += 1 }
        let address = String(characters[addressStart..<index])
        var body: [Character]
        var textStart = start, textEnd: Int
        var isOpen = false
        if index < limit, characters[index] == ">", isEquationAfterHeader(characters, from: index + 1, to: limit) {
            // `<NSLayoutConstraint: 0x…> EQUATION`: the `>` read as a space, so that every
            // character keeps its column. Wrapped in one more `<…>` (early SnapKit): up to its `>`.
            var end = limit
            if start > 0, characters[start - 1] == "<", let close = characters[(index + 1)..<limit].lastIndex(of: ">") {
                textStart = start - 1
                end = close
                textEnd = close + 1
            } else {
                while end > index + 1, characters[end - 1].isWhitespace || characters[end - 1] == "\""
                    || characters[end - 1] == "," { end -= 1 }
                textEnd = end
            }
            body = characters[(start + 1)..<end].map(\.plainPunctuation)
            body[index - start - 1] = " "
        } else {
            // The last `>` before the next description closes this one, the last one a quote
            // or comma follows if any (a list pasted as a Markdown quote and joined into one
            // line puts the next line's `>` before the next description); none: cut short.
            var end = limit
            let listed = closingBracket(in: characters, from: start, to: limit)
            if let close = listed ?? characters[start..<limit].lastIndex(of: ">") { end = close }
            isOpen = listed == nil
            body = characters[(start + 1)..<end].map(\.plainPunctuation)
            textEnd = min(end + 1, characters.count)
        }
        // Pasted in Markdown as `\<…\>`.
        if body.last == "\\" { body.removeLast() }
        return LogDescription(line: line, column: textStart + 1, text: String(characters[textStart..<textEnd]),
                              className: className, address: address, body: body, firstColumn: start + 2,
                              isOpen: isOpen)
    }

    /// A description without its `<…>`, starting at its opening quote or at its class.
    private static func readBare(_ characters: [Character], from start: Int, to limit: Int, line: Int) -> LogDescription {
        let quoted = characters[start].plainPunctuation == "\""
        let classStart = quoted ? start + 1 : start
        var end = limit
        let close = quoted ? characters[classStart..<limit].lastIndex(where: { $0.plainPunctuation == "\"" }) : nil
        if let close { end = close }
        while end > classStart, characters[end - 1].isWhitespace || characters[end - 1] == "," { end -= 1 }
        let body = characters[classStart..<end].map(\.plainPunctuation)
        let colon = body.firstIndex(of: ":") ?? 0
        var addressStart = colon + 1
        while addressStart < body.count, body[addressStart] == " " { addressStart += 1 }
        let address = body[addressStart...].prefix { !$0.isWhitespace && $0 != "@" }
        return LogDescription(line: line, column: classStart + 1, text: String(body),
                              className: String(body[..<colon]), address: String(address),
                              body: body, firstColumn: classStart + 1, isOpen: quoted && close == nil)
    }

    /// The `>` that closes a description within `characters[from..<limit]`: the last one a
    /// quote, comma or backslash follows, or that ends its line (a list pasted as a Markdown
    /// quote and joined into one line puts the next line's `>` before the next description,
    /// and a `>=` is no close); nil when none does.
    static func closingBracket(in characters: [Character], from: Int, to limit: Int) -> Int? {
        characters[from..<limit].indices.last { close in
            guard characters[close] == ">" else { return false }
            let rest = characters[(close + 1)..<limit]
            guard let next = rest.first else { return true }
            return next.plainPunctuation == "\"" || next == "," || next == "\\"
                || (limit == characters.count && rest.allSatisfy(\.isWhitespace))
        }
    }

    /// Whether a `>` right after the address ends only the header: an equation follows.
    private static func isEquationAfterHeader(_ characters: [Character], from index: Int, to limit: Int) -> Bool {
        let rest = String(characters[index..<limit]).trimmingCharacters(in: " \"',")
        return ["==", ">=", "<=", "H:", "V:"].contains { rest.contains($0) }
    }

    /// A description joined with the lines after it (up to eight: a post wrapped at 40
    /// columns spreads a long one over as many) up to the first close `closing` finds before
    /// the next description; nil when none closes it.
    private static func continuation(of characters: [Character], from start: Int, after lineIndex: Int,
                                     in lines: [[Character]],
                                     closing: ([Character], Int) -> Int?) -> [Character]? {
        var joined = Array(characters[start...])
        for next in lines.dropFirst(lineIndex + 1).prefix(8) {
            let nextStart = AutoLayoutLogReader.constraintStarts(in: next).first
            joined.append("\n")
            if let close = closing(next, nextStart ?? next.count) { return joined + next[...close] }
            guard nextStart == nil else { return nil }
            joined += next
        }
        return nil
    }
}

extension Character {
    /// The ASCII quote or hyphen a web page's typography replaced (`‘’` `“”` `–—−`); the
    /// character itself otherwise. One character for one, so that columns stay the log's.
    var plainPunctuation: Character {
        switch self {
        case "\u{2018}", "\u{2019}", "\u{2032}": "'"
        case "\u{201C}", "\u{201D}": "\""
        case "\u{2013}", "\u{2014}", "\u{2212}": "-"
        default: self
        }
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) || first.isWhitespace { text.removeFirst() }
        while let last = text.last, set.contains(last) || last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
