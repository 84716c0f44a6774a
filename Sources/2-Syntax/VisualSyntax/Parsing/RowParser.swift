/// Parses RQVisual rows (`r1:|-(30)-[imageView(50)<]-[label](60)`) and the `rows` format
/// (`|-5-[r1]-5-[r2]-15-|`), which share their shape: bracketed elements joined by
/// connections, optional `|` edges.
///
/// RQVisual itself scans rows with three regular expressions and silently skips whatever they
/// do not match (docs/semantics.md 1.1, 1.5): `[a(>=50)]` loses the view, `-(>=8)-` becomes 0, a
/// space breaks a spacing. Here every character must belong to the grammar of docs/semantics.md
/// 1.1, and anything else is an error at its position (docs/format-file.md, "Rows").
struct RowParser: ScanningParser {
    var scanner: Scanner

    /// A row: `[LABEL:] [| connection] item (connection item)* [connection |] [(height)]`.
    mutating func parseRow() throws(SyntaxError) -> Row {
        scanner.skipWhitespace()
        let start = scanner.index
        var label: Identifier?
        if scanner.isAtIdentifierStart {
            // The classifier only calls a line a row when `LABEL:` is followed by `[` or `|`.
            label = scanner.scanIdentifier()
            _ = scanner.consume(":")
        }
        let sequence = try parseSequence(context: "row") { parser throws(SyntaxError) in try parser.parseItem() }
        var height: NumberLiteral?
        if scanner.current == "(" {
            height = try parseHeight()
            if !scanner.isAtEnd {
                throw SyntaxError("unexpected \(scanner.currentDescription) after the row height; the height ends the row",
                                  at: scanner.currentRange)
            }
        }
        try expectEndOfSequence(sequence, context: "row")
        return Row(label: label, leadingEdge: sequence.leadingEdge, items: sequence.elements,
                   connections: sequence.connections, trailingEdge: sequence.trailingEdge, height: height,
                   range: scanner.range(from: start))
    }

    /// A `rows` format: `[| connection] [label] (connection [label])* [connection |]`.
    mutating func parseRowSpacingFormat() throws(SyntaxError) -> RowSpacingFormat {
        let start = scanner.index
        let sequence = try parseSequence(context: "rows format") { parser throws(SyntaxError) in try parser.parseRowLabel() }
        if scanner.current == "(" {
            throw SyntaxError("a rows format has no height; give the row its height in the row itself",
                              at: scanner.currentRange)
        }
        try expectEndOfSequence(sequence, context: "rows format")
        return RowSpacingFormat(leadingEdge: sequence.leadingEdge, labels: sequence.elements,
                                connections: sequence.connections, trailingEdge: sequence.trailingEdge,
                                range: scanner.range(from: start))
    }

    // MARK: The shared shape

    private struct Sequence<Element> {
        var leadingEdge: RowEdge?
        var elements: [Element] = []
        var connections: [RowConnection] = []
        var trailingEdge: RowEdge?
    }

    private mutating func parseSequence<Element>(
        context: String,
        element parseElement: (inout RowParser) throws(SyntaxError) -> Element
    ) throws(SyntaxError) -> Sequence<Element> {
        var sequence = Sequence<Element>()
        if scanner.current == "|" {
            let bar = scanner.index
            scanner.advance()
            let connection = try parseConnection(context: context)
            guard scanner.current == "[" else { throw scanner.expected("'[' after the leading '|'") }
            sequence.leadingEdge = RowEdge(connection: connection, barRange: scanner.range(from: bar, to: bar + 1))
        }
        guard scanner.current == "[" else { throw scanner.expected("'['") }
        sequence.elements.append(try parseElement(&self))
        while let character = scanner.current, character == "-" || character == "[" || character == "|" {
            if character == "|" {
                sequence.trailingEdge = RowEdge(connection: RowConnection(kind: .flush, range: .point(scanner.location)),
                                                barRange: scanner.currentRange)
                scanner.advance()
                break
            }
            let connection = try parseConnection(context: context)
            if scanner.current == "|" {
                sequence.trailingEdge = RowEdge(connection: connection, barRange: scanner.currentRange)
                scanner.advance()
                break
            }
            sequence.elements.append(try parseElement(&self))
            sequence.connections.append(connection)
        }
        return sequence
    }

    /// After the last element (and height): only the end of the line may follow.
    private func expectEndOfSequence<Element>(_ sequence: Sequence<Element>, context: String) throws(SyntaxError) {
        guard !scanner.isAtEnd else { return }
        if sequence.trailingEdge != nil {
            throw SyntaxError("unexpected \(scanner.currentDescription) after the closing '|'", at: scanner.currentRange)
        }
        throw scanner.unexpected(in: context)
    }

    /// A connection at the cursor: nothing (flush, before `[` or `|`), `-`, `-N-` or `-(N)-`.
    /// On return the cursor is at the `[` or `|` that follows.
    private mutating func parseConnection(context: String) throws(SyntaxError) -> RowConnection {
        let dash = scanner.index
        guard scanner.consume("-") else {
            return RowConnection(kind: .flush, range: .point(scanner.location))
        }
        let dashRange = scanner.range(from: dash)
        switch scanner.current {
        case "["?, "|"?:
            return RowConnection(kind: .padding, range: dashRange)
        case nil:
            throw SyntaxError("connection '-' has no view or '|' after it", at: dashRange)
        case "("?:
            let number = try parseParenthesisedNumber(what: "spacing", context: context)
            guard scanner.consume("-") else {
                if scanner.isAtEnd {
                    // The pod page's `[label(50)<>]-(60)`: RQVisual reads `(60)` as the row
                    // height and drops the dash (docs/semantics.md 1.6.10, 5.5).
                    throw SyntaxError(
                        "connection '-' has no view or '|' after it; RQVisual would read '(\(number.text))' as the row height and ignore the '-'",
                        at: dashRange)
                }
                throw scanner.expected("'-' after the spacing '(\(number.text))'")
            }
            return RowConnection(kind: .explicit(number), range: scanner.range(from: dash))
        case let character? where character.isASCIIDigit:
            let number = try scanner.expectNumber("a spacing")
            guard scanner.consume("-") else { throw scanner.expected("'-' after the spacing '\(number.text)'") }
            return RowConnection(kind: .explicit(number), range: scanner.range(from: dash))
        case let character? where character.isIdentifierStart:
            let name = scanner.scanIdentifier()!
            throw SyntaxError(
                "unsupported spacing '\(name)' in a \(context): RQVisual reads only numbers here (and would silently use 0)",
                at: name.range)
        default:
            throw scanner.unexpected(in: context)
        }
    }

    /// `(N)` at the cursor, for a spacing or the row height. Anything else inside the
    /// parentheses (a relation, a sign, a priority, a metric) is RQVisual-unsupported.
    private mutating func parseParenthesisedNumber(what: String, context: String) throws(SyntaxError) -> NumberLiteral {
        let open = scanner.openBracket(closer: ")", what: "the \(what)")
        if scanner.isAtNumberStart(), let number = try scanner.scanNumber(), scanner.current == ")" {
            try scanner.expectClosingBracket()
            return number
        }
        throw unsupported("\(what)", openedAt: open, context: context, accepted: "a plain number, as in '(10)'")
    }

    /// The error for unsupported text inside the parentheses opened at `open` (the innermost
    /// open bracket): reported over that text, or at the `(` when it is never closed.
    private func unsupported(_ what: String, openedAt open: Int, context: String, accepted: String) -> SyntaxError {
        guard let close = scanner.text.characters[open...].firstIndex(of: ")") else {
            let enclosed = scanner.openBrackets.last?.what ?? "the \(what)"
            return SyntaxError("expected ')' to close \(enclosed)", at: scanner.range(from: open, to: open + 1))
        }
        let inside = scanner.string(from: open + 1, to: close)
        let range = close > open + 1 ? scanner.range(from: open + 1, to: close) : scanner.range(from: open, to: close + 1)
        return SyntaxError(
            "unsupported \(what) '(\(inside))' in a \(context); RQVisual reads only \(accepted) (and would silently drop the rest)",
            at: range)
    }

    // MARK: Elements

    /// `[name(width)align]`.
    private mutating func parseItem() throws(SyntaxError) -> RowItem {
        let open = scanner.index
        scanner.advance()
        let name = try scanner.expectIdentifier("a view name after '['")
        scanner.enterBracket(openedAt: open, closer: "]", what: "view '\(name)'")
        var width: RowWidth?
        if scanner.current == "(" {
            width = try parseWidth(of: name)
        }
        let marksStart = scanner.index
        while let character = scanner.current, character == "<" || character == ">" {
            scanner.advance()
        }
        var alignment: RowAlignment?
        if scanner.index > marksStart {
            let marks = scanner.string(from: marksStart, to: scanner.index)
            guard let mark = RowAlignment(rawValue: marks) else {
                throw SyntaxError("unsupported alignment '\(marks)'; use '<', '>' or '<>'",
                                  at: scanner.range(from: marksStart))
            }
            alignment = mark
        }
        try scanner.expectClosingBracket()
        return RowItem(view: ViewName(name.text, range: name.range), width: width, alignment: alignment,
                       range: scanner.range(from: open))
    }

    /// `(50)`, `(==50)` or `(==)`.
    private mutating func parseWidth(of name: Identifier) throws(SyntaxError) -> RowWidth {
        let open = scanner.openBracket(closer: ")", what: "the width of view '\(name)'")
        let equals = scanner.consume("==")
        var kind: RowWidth.Kind?
        if scanner.isAtNumberStart() {
            kind = .fixed(try scanner.scanNumber()!)
        } else if equals {
            kind = .equalWidthGroup
        }
        guard let kind, scanner.current == ")" else {
            throw unsupported("width", openedAt: open, context: "row", accepted: "'(N)', '(==)' and '(==N)'")
        }
        try scanner.expectClosingBracket()
        return RowWidth(kind: kind, writtenWithEquals: equals, range: scanner.range(from: open))
    }

    /// `(60)` after the last item.
    private mutating func parseHeight() throws(SyntaxError) -> NumberLiteral {
        try parseParenthesisedNumber(what: "row height", context: "row")
    }

    /// `[r1]` in a `rows` format.
    private mutating func parseRowLabel() throws(SyntaxError) -> Identifier {
        let open = scanner.index
        scanner.advance()
        let label = try scanner.expectIdentifier("a row label after '['")
        scanner.enterBracket(openedAt: open, closer: "]", what: "row label '\(label)'")
        if scanner.current == "(" || scanner.current == "<" || scanner.current == ">" {
            throw SyntaxError("a rows format holds only row labels, as in '[\(label)]'", at: scanner.currentRange)
        }
        try scanner.expectClosingBracket()
        return label
    }
}
