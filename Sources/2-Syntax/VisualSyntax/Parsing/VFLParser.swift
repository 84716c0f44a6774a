/// Parses one Apple Visual Format Language line (docs/semantics.md 4.1), with the extensions of the
/// contract: a priority on a bare number or metric (`-0@999-`) and a trailing
/// ` options: …`.
///
/// Whitespace between tokens is allowed (it is needed before `options:` anyway).
struct VFLParser {
    private var scanner: Scanner
    /// Inside a view's parentheses a name is a constant when it is a metric and a view otherwise
    /// (docs/format-file.md, "Names"), so the parser needs the file's metric names.
    private let metricNames: Set<String>
    /// Problems that do not stop the line (an option along the line's own axis).
    private(set) var diagnostics: [Diagnostic] = []

    init(_ text: StatementText, metricNames: Set<String>) {
        scanner = Scanner(text)
        self.metricNames = metricNames
    }

    /// `H:` or `V:`, then `[| connection] view (connection view)* [connection |] [options: …]`.
    mutating func parse() throws(SyntaxError) -> VFLLine {
        scanner.skipWhitespace()
        let start = scanner.index
        let axis: LayoutAxis = scanner.current == "V" ? .vertical : .horizontal
        let axisRange = scanner.currentRange
        scanner.advance(2)  // `H:` or `V:`, as classified
        scanner.skipWhitespace()

        var leadingEdge: VFLEdge?
        if scanner.current == "|" {
            let bar = scanner.currentRange
            scanner.advance()
            scanner.skipWhitespace()
            let connection = try parseConnection()
            scanner.skipWhitespace()
            guard scanner.current == "[" else { throw scanner.expected("a view after '|', such as '[button]'") }
            leadingEdge = VFLEdge(connection: connection, barRange: bar)
        }
        guard scanner.current == "[" else { throw scanner.expected("a view, such as '[button]'") }
        var views = [try parseView()]
        var connections: [VFLConnection] = []
        var trailingEdge: VFLEdge?
        while true {
            scanner.skipWhitespace()
            guard let character = scanner.current, character == "-" || character == "[" || character == "|" else { break }
            if character == "|" {
                trailingEdge = VFLEdge(connection: VFLConnection(kind: .flush, range: .point(scanner.location)),
                                       barRange: scanner.currentRange)
                scanner.advance()
                break
            }
            let connection = try parseConnection()
            scanner.skipWhitespace()
            if scanner.current == "|" {
                trailingEdge = VFLEdge(connection: connection, barRange: scanner.currentRange)
                scanner.advance()
                break
            }
            guard scanner.current == "[" else {
                throw SyntaxError("connection '-' has no view or '|' after it", at: connection.range)
            }
            views.append(try parseView())
            connections.append(connection)
        }
        scanner.skipWhitespace()
        var options: [VFLOption] = []
        if scanner.consumeKeyword("options") {
            scanner.skipWhitespace()
            guard scanner.consume(":") else { throw scanner.expected("':' after 'options'") }
            options = try VFLOptionParser.parse(&scanner)
        } else if !scanner.isAtEnd {
            throw SyntaxError("unexpected \(scanner.currentDescription) in VFL line", at: scanner.currentRange)
        }
        try scanner.expectEnd(after: "the options")
        checkAlignmentOptions(options, axis: axis, viewCount: views.count)
        checkDirectionOptions(options)
        return VFLLine(axis: axis, axisRange: axisRange, leadingEdge: leadingEdge, views: views,
                       connections: connections, trailingEdge: trailingEdge, options: options,
                       range: scanner.range(from: start))
    }

    /// Aligning the left edges of views laid out left to right would contradict the line's
    /// own spacing; Apple's parser rejects it, and so does the contract when two or more views
    /// are on the line.
    private mutating func checkAlignmentOptions(_ options: [VFLOption], axis: LayoutAxis, viewCount: Int) {
        guard viewCount >= 2 else { return }
        let line = axis == .horizontal ? "an H: line" : "a V: line"
        let alignable = axis == .horizontal ? "tops, bottoms, centerY or baselines"
                                            : "lefts, rights, leadings, trailings or centerX"
        for option in options {
            guard case .alignAll(let alignment) = option.kind, alignment.axis == axis else { continue }
            diagnostics.append(.error(
                "option '.\(alignment)' aligns along the line's own \(axis) axis; \(line) can only align \(alignable)",
                at: option.range))
        }
    }

    /// A line has one direction: two different direction options contradict each other.
    private mutating func checkDirectionOptions(_ options: [VFLOption]) {
        let directions = options.filter {
            [.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft].contains($0.kind)
        }
        guard let first = directions.first,
              let other = directions.first(where: { $0.kind != first.kind }) else { return }
        diagnostics.append(.error("option '\(other)' contradicts '\(first)': a line has one direction",
                                  at: other.range))
    }

    // MARK: Connections

    /// Nothing (flush, before `[` or `|`), `-`, `-N-`, `-N@P-`, `->=N-`, `-name-` or `-(predicates)-`.
    private mutating func parseConnection() throws(SyntaxError) -> VFLConnection {
        let dash = scanner.index
        guard scanner.consume("-") else {
            return VFLConnection(kind: .flush, range: .point(scanner.location))
        }
        let dashRange = scanner.range(from: dash)
        scanner.skipWhitespace()
        switch scanner.current {
        case "["?, "|"?:
            return VFLConnection(kind: .standard, range: dashRange)
        case nil:
            throw SyntaxError("connection '-' has no view or '|' after it", at: dashRange)
        case "("?:
            let predicates = try parsePredicateList(enclosing: "the spacing", inViewNamed: nil)
            try expectClosingDash(after: "the spacing")
            return VFLConnection(kind: .predicates(predicates), range: scanner.range(from: dash))
        default:
            // Apple's grammar has only a number or metric between bare dashes, but its parser
            // takes a whole predicate there, as shipped code relies on: `->=0-`, `-0@999-`.
            guard scanner.isAtNumberStart() || scanner.isAtIdentifierStart
                    || ["=", ">", "<"].contains(scanner.current) else {
                throw scanner.unexpected(in: "connection")
            }
            let predicate = try parsePredicate(inViewNamed: nil)
            try expectClosingDash(after: "the spacing")
            return VFLConnection(kind: .predicates([predicate]), range: scanner.range(from: dash))
        }
    }

    private mutating func expectClosingDash(after what: String) throws(SyntaxError) {
        scanner.skipWhitespace()
        guard scanner.consume("-") else { throw scanner.expected("'-' after \(what)") }
    }

    // MARK: Views and predicates

    /// `[name]` or `[name(predicates)]`.
    private mutating func parseView() throws(SyntaxError) -> VFLView {
        let open = scanner.index
        scanner.advance()
        scanner.skipWhitespace()
        let name = try scanner.expectIdentifier("a view name after '['")
        scanner.enterBracket(openedAt: open, closer: "]", what: "view '\(name)'")
        scanner.skipWhitespace()
        var predicates: [VFLPredicate] = []
        if scanner.current == "(" {
            predicates = try parsePredicateList(enclosing: "the predicates of view '\(name)'", inViewNamed: name.text)
            scanner.skipWhitespace()
        }
        try scanner.expectClosingBracket()
        return VFLView(name: ViewName(name.text, range: name.range), predicates: predicates,
                       range: scanner.range(from: open))
    }

    /// `(predicate, predicate, …)`.
    private mutating func parsePredicateList(enclosing what: String, inViewNamed viewName: String?) throws(SyntaxError) -> [VFLPredicate] {
        scanner.openBracket(closer: ")", what: what)
        var predicates: [VFLPredicate] = []
        repeat {
            scanner.skipWhitespace()
            predicates.append(try parsePredicate(inViewNamed: viewName))
            scanner.skipWhitespace()
        } while scanner.consume(",")
        try scanner.expectClosingBracket()
        return predicates
    }

    /// `[relation] object [@priority]`. Inside a view's parentheses (`viewName` set), a name
    /// that is not a metric is another view; in a connection every name is a metric.
    private mutating func parsePredicate(inViewNamed viewName: String?) throws(SyntaxError) -> VFLPredicate {
        let start = scanner.index
        let relation = try scanner.scanRelation()?.relation ?? .equal
        scanner.skipWhitespace()
        let object: VFLPredicate.Object
        if let number = try scanner.scanNumber(allowingSign: true) {
            object = .constant(.number(number))
        } else if let name = scanner.scanIdentifier() {
            if viewName != nil, !metricNames.contains(name.text) {
                object = .view(ViewName(name.text, range: name.range))
            } else {
                object = .constant(.metric(name))
            }
        } else {
            throw scanner.expected(viewName == nil ? "a number or metric name" : "a number, metric or view name")
        }
        scanner.skipWhitespace()
        var priority: PrioritySyntax?
        if scanner.consume("@") {
            scanner.skipWhitespace()
            priority = try scanner.expectPriority(allowingNames: false, allowingMetrics: true)
        }
        return VFLPredicate(relation: relation, object: object, priority: priority, range: scanner.range(from: start))
    }
}
