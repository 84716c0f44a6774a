import TextFormats
/// Parses one Visually 2.0.0 expression, `H(…)` or `V(…)` (docs/semantics.md 2.1), possibly over
/// several lines.
///
/// Visually is Swift operator syntax (`|-`, `->=`, `-|`, `~`, subscripts); this parser reads
/// the same text structurally, character by character, with whitespace allowed between
/// pieces. It accepts a little more than Swift's overloads would (`view-<=8-|` with a bare
/// view, which Visually's overload set happens to lack), because the meaning is clear.
///
/// A name between two dashes (`|-gap-label`) may be a gap or a view: Visually's own code
/// decides by the Swift type. Here it is a gap when a `metric` of that name exists and a view
/// otherwise, so the parser needs the file's metric names.
struct VisuallyParser {
    private var scanner: Scanner
    private let metricNames: Set<String>

    init(_ text: StatementText, metricNames: Set<String>) {
        scanner = Scanner(text)
        self.metricNames = metricNames
    }

    /// `H(` chain [`, options:` options] `)`.
    mutating func parse() throws(SyntaxError) -> VisuallyLine {
        scanner.skipWhitespace()
        let start = scanner.index
        let axisName = scanner.current!
        let axis: LayoutAxis = axisName == "V" ? .vertical : .horizontal
        let axisRange = scanner.currentRange
        scanner.advance()
        scanner.openBracket(closer: ")", what: "'\(axisName)('")  // `(`, as classified
        scanner.skipWhitespace()

        var leadingEdge: VisuallyConnection?
        if scanner.current == "|" {
            leadingEdge = try parseOpeningEdge()
        }
        var terms = [try parseTerm()]
        var connections: [VisuallyConnection] = []
        var trailingEdge: VisuallyConnection?
        while true {
            scanner.skipWhitespace()
            guard scanner.current == "-" else { break }
            let (connection, isClosingEdge) = try parseConnection()
            if isClosingEdge {
                trailingEdge = connection
                break
            }
            terms.append(try parseTerm())
            connections.append(connection)
        }
        scanner.skipWhitespace()
        var options: [VisuallyOption] = []
        if scanner.consume(",") {
            scanner.skipWhitespace()
            guard scanner.consumeKeyword("options") else { throw scanner.expected("'options:' after ','") }
            scanner.skipWhitespace()
            guard scanner.consume(":") else { throw scanner.expected("':' after 'options'") }
            options = try parseOptions()
            scanner.skipWhitespace()
        }
        if !scanner.isAtEnd, scanner.current != ")" {
            throw scanner.unexpected(in: "Visually expression")
        }
        try scanner.expectClosingBracket()
        try scanner.expectEnd(after: "')'")
        return VisuallyLine(axis: axis, axisRange: axisRange, leadingEdge: leadingEdge, terms: terms,
                            connections: connections, trailingEdge: trailingEdge, options: options,
                            range: scanner.range(from: start))
    }

    // MARK: Connections

    /// `|-`, `|->=-`, `|-<=-`, `|-c-`, `|->=c-`, `|-<=c-` before the first term.
    private mutating func parseOpeningEdge() throws(SyntaxError) -> VisuallyConnection {
        let start = scanner.index
        scanner.advance()
        guard scanner.consume("-") else {
            throw scanner.expected("'-' after '|' (Visually's edges are '|-' and '-|')")
        }
        scanner.skipWhitespace()
        let (relation, gap) = try parseGapAfterDash()
        return VisuallyConnection(relation: relation, gap: gap, range: scanner.range(from: start))
    }

    /// A connection after a term, starting at its `-`: a sibling connection (`-`, `-c-`,
    /// `->=-`, `->=c-`, …) followed by a term, or a closing edge (`-|`, `-c-|`, `->=-|`, …).
    private mutating func parseConnection() throws(SyntaxError) -> (VisuallyConnection, isClosingEdge: Bool) {
        let start = scanner.index
        let dashRange = scanner.currentRange
        scanner.advance()
        scanner.skipWhitespace()
        if scanner.isAtEnd || scanner.current == ")" || scanner.current == "," {
            throw scanner.isAtEnd ? scanner.expected("a view or '|' after '-'")
                : SyntaxError("'-' has no view or '|' after it; Visually has no postfix '-', end the chain with '-|'",
                              at: dashRange)
        }
        var relation = LayoutRelation.equal
        var gap: VisuallyValue?
        if scanner.current != "|" {
            (relation, gap) = try parseGapAfterDash()
            scanner.skipWhitespace()
        }
        let isClosingEdge = scanner.consume("|")
        return (VisuallyConnection(relation: relation, gap: gap, range: scanner.range(from: start)), isClosingEdge)
    }

    /// After the first dash of a connection: `>=-`, `<=-`, `>=c-`, `<=c-`, `c-` or nothing
    /// (a plain dash, gap 0).
    private mutating func parseGapAfterDash() throws(SyntaxError) -> (LayoutRelation, VisuallyValue?) {
        if let (relation, _) = try scanner.scanRelation() {
            scanner.skipWhitespace()
            if scanner.consume("-") { return (relation, nil) }
            let value = try parseValue()
            try expectDash(after: value)
            return (relation, value)
        }
        if isAtValue() {
            let value = try parseValue()
            try expectDash(after: value)
            return (.equal, value)
        }
        return (.equal, nil)
    }

    private mutating func expectDash(after value: VisuallyValue) throws(SyntaxError) {
        scanner.skipWhitespace()
        guard scanner.consume("-") else {
            throw scanner.expected("'-' after the gap '\(valueText(value))'")
        }
    }

    private func valueText(_ value: VisuallyValue) -> String {
        guard let priority = value.priority else { return value.constant.description }
        return "(\(value.constant) ~ \(priority))"
    }

    /// A gap value starts here: a number, `(`, or a metric's name (not followed by `[`,
    /// which would make it a sized term).
    private func isAtValue() -> Bool {
        if scanner.isAtNumberStart() || scanner.current == "(" { return true }
        guard let name = scanner.peekIdentifier(), metricNames.contains(name) else { return false }
        var offset = name.count
        while scanner.peek(offset)?.isWhitespaceFast == true { offset += 1 }
        return scanner.peek(offset) != "["
    }

    // MARK: Values

    /// `8`, `gap`, or `(8 ~ priority)` (also `(-8)`, `(gap ~ priority)`).
    private mutating func parseValue() throws(SyntaxError) -> VisuallyValue {
        let start = scanner.index
        if let number = try scanner.scanNumber() {
            return VisuallyValue(constant: .number(number), priority: nil, range: number.range)
        }
        if scanner.current == "(" {
            scanner.openBracket(closer: ")", what: "the value")
            scanner.skipWhitespace()
            let constant = try parseConstant()
            let priority = try parsePriorityIfAny()
            try scanner.expectClosingBracket()
            return VisuallyValue(constant: constant, priority: priority, range: scanner.range(from: start))
        }
        if let name = scanner.scanIdentifier() {
            return VisuallyValue(constant: .metric(name), priority: nil, range: name.range)
        }
        throw scanner.expected("a number")
    }

    /// A number (signed inside parentheses) or a metric's name.
    private mutating func parseConstant() throws(SyntaxError) -> ConstantSyntax {
        if let number = try scanner.scanNumber(allowingSign: true) { return .number(number) }
        if let name = scanner.scanIdentifier() { return .metric(name) }
        throw scanner.expected("a number or metric name")
    }

    /// `~ priority` before a closing `)`, if written.
    private mutating func parsePriorityIfAny() throws(SyntaxError) -> PrioritySyntax? {
        scanner.skipWhitespace()
        guard scanner.consume("~") else { return nil }
        scanner.skipWhitespace()
        let priority = try parsePriority()
        scanner.skipWhitespace()
        return priority
    }

    /// A `UILayoutPriority`: a number, `.required`, `.defaultHigh`, `.defaultLow`,
    /// `.fittingSizeLevel` (also qualified, `UILayoutPriority.defaultHigh`), or
    /// `LayoutPriority(n)` / `UILayoutPriority(n)` / `UILayoutPriority(rawValue: n)`.
    ///
    /// Swift's arithmetic on a priority is read too, in parentheses or not:
    /// `(.defaultHigh + 1)` is 751, as `UILayoutPriority`'s `+` makes it.
    private mutating func parsePriority() throws(SyntaxError) -> PrioritySyntax {
        let start = scanner.index
        if scanner.current == "(" {
            scanner.openBracket(closer: ")", what: "'('")
            scanner.skipWhitespace()
            let inner = try parsePriority()
            scanner.skipWhitespace()
            try scanner.expectClosingBracket()
            return PrioritySyntax(inner.value, range: scanner.range(from: start))
        }
        let base = try parsePriorityTerm()
        let afterBase = scanner.index
        scanner.skipWhitespace()
        guard let sign = scanner.current, sign == "+" || sign == "-" else {
            scanner.reset(to: afterBase)
            return base
        }
        scanner.advance()
        scanner.skipWhitespace()
        let offset = try scanner.expectNumber("a number to add to the priority")
        guard let value = base.literalValue else { throw scanner.expected("a priority that is a number or a name before '\(sign)'") }
        let total = value + (sign == "+" ? offset.value : -offset.value)
        let range = scanner.range(from: start)
        try Scanner.checkPriority(NumberLiteral(value: total, text: NumberText.thousandths(total), range: range))
        return PrioritySyntax(.number(NumberLiteral(value: total, text: NumberText.thousandths(total), range: range)), range: range)
    }

    private mutating func parsePriorityTerm() throws(SyntaxError) -> PrioritySyntax {
        let start = scanner.index
        if let number = try scanner.scanNumber() {
            try Scanner.checkPriority(number)
            return PrioritySyntax(.number(number), range: number.range)
        }
        let typeName = scanner.peekIdentifier()
        let isPriorityType = typeName == "LayoutPriority" || typeName == "UILayoutPriority"
        if isPriorityType {
            scanner.advance(typeName!.count)
            if scanner.current == "(" {
                scanner.openBracket(closer: ")", what: "'\(typeName!)('")
                scanner.skipWhitespace()
                if scanner.consumeKeyword("rawValue") {
                    scanner.skipWhitespace()
                    guard scanner.consume(":") else { throw scanner.expected("':' after 'rawValue'") }
                    scanner.skipWhitespace()
                }
                let number = try scanner.expectNumber("a priority from 1 to 1000")
                try Scanner.checkPriority(number)
                scanner.skipWhitespace()
                try scanner.expectClosingBracket()
                return PrioritySyntax(.number(number), range: scanner.range(from: start))
            }
        }
        guard scanner.consume(".") else {
            throw scanner.expected("a priority such as '.defaultHigh', 'LayoutPriority(700)' or a number")
        }
        let name = try scanner.expectIdentifier("a priority name after '.'")
        let named: NamedPriority? = switch name.text {
        case "required": .required
        case "defaultHigh": .high
        case "defaultLow": .low
        case "fittingSizeLevel": .fitting
        default: nil
        }
        guard let named else {
            throw SyntaxError("unknown priority '.\(name)'; use '.required', '.defaultHigh', '.defaultLow', '.fittingSizeLevel', 'LayoutPriority(n)' or a number",
                              at: name.range)
        }
        return PrioritySyntax(.named(named), range: scanner.range(from: start))
    }

    // MARK: Terms

    /// `view` or `view[size]`.
    private mutating func parseTerm() throws(SyntaxError) -> VisuallyTerm {
        scanner.skipWhitespace()
        let start = scanner.index
        guard let name = scanner.scanIdentifier() else {
            throw scanner.expected("a view")
        }
        let view = ViewName(name.text, range: name.range)
        var offset = 0
        while scanner.peek(offset)?.isWhitespaceFast == true { offset += 1 }
        guard scanner.peek(offset) == "[" else {
            return VisuallyTerm(view: view, size: nil, range: name.range)
        }
        scanner.skipWhitespace()
        let size = try parseSize(of: view)
        return VisuallyTerm(view: view, size: size, range: scanner.range(from: start))
    }

    /// `[n]`, `[>=n]`, `[<=n]`, `[n%]`, `[(n ~ p)]`, `[>=(n% ~ p)]`, `[other]`, and `~ p` without the
    /// parentheses (`[50 ~ 500]`, `[>=50 ~ 750]`), as Visually's own tests write it.
    private mutating func parseSize(of view: ViewName) throws(SyntaxError) -> VisuallySize {
        let open = scanner.openBracket(closer: "]", what: "the size of '\(view)'")
        scanner.skipWhitespace()
        let relation = try scanner.scanRelation()?.relation ?? .equal
        scanner.skipWhitespace()
        let amount: VisuallySize.Amount
        var priority: PrioritySyntax?
        if scanner.current == "(" {
            scanner.openBracket(closer: ")", what: "the size")
            scanner.skipWhitespace()
            amount = try parseSizeAmount()
            priority = try parsePriorityIfAny()
            try scanner.expectClosingBracket()
        } else {
            amount = try parseSizeAmount()
            priority = try parsePriorityIfAny()
        }
        scanner.skipWhitespace()
        try scanner.expectClosingBracket()
        return VisuallySize(relation: relation, amount: amount, priority: priority, range: scanner.range(from: open))
    }

    /// A number, a percentage (`50%`, whole numbers only, as Visually's `%` takes an `Int`),
    /// a metric, or another view.
    private mutating func parseSizeAmount() throws(SyntaxError) -> VisuallySize.Amount {
        if let number = try scanner.scanNumber(allowingSign: true) {
            scanner.skipWhitespace()
            guard scanner.consume("%") else { return .constant(.number(number)) }
            guard number.text.allSatisfy(\.isASCIIDigit) else {
                throw SyntaxError("a percentage must be a whole number from 0 up (Visually's '%' takes an Int)",
                                  at: number.range)
            }
            return .percent(number)
        }
        if let name = scanner.scanIdentifier() {
            if metricNames.contains(name.text) { return .constant(.metric(name)) }
            return .view(ViewName(name.text, range: name.range))
        }
        throw scanner.expected("a size: a number, a percentage, a metric or a view")
    }

    // MARK: Options

    /// `.toSafeArea` or `[.toSafeArea, .disregardLayoutDirection]` (or `[]`).
    private mutating func parseOptions() throws(SyntaxError) -> [VisuallyOption] {
        scanner.skipWhitespace()
        guard scanner.current == "[" else { return [try parseOption()] }
        scanner.openBracket(closer: "]", what: "the options")
        var options: [VisuallyOption] = []
        scanner.skipWhitespace()
        while scanner.current == "." {
            options.append(try parseOption())
            guard scanner.consumeItemSeparator() else { break }
        }
        try scanner.expectClosingBracket()
        return options
    }

    private mutating func parseOption() throws(SyntaxError) -> VisuallyOption {
        let start = scanner.index
        guard scanner.consume(".") else { throw scanner.expected("an option such as '.toSafeArea'") }
        let name = try scanner.expectIdentifier("an option name after '.'")
        guard let kind = VisuallyOption.Kind(rawValue: name.text) else {
            let known = VisuallyOption.Kind.allCases.map { "'\($0)'" }.joined(separator: ", ")
            throw SyntaxError("unknown option '.\(name)'; expected one of \(known)", at: scanner.range(from: start))
        }
        return VisuallyOption(kind: kind, range: scanner.range(from: start))
    }
}
