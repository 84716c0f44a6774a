/// Parses the two declarations: `metric NAME = NUMBER` and
/// `view NAME KIND ["TEXT"] [hug H V] [resist H V]`.
struct DeclarationParser {
    private var scanner: Scanner

    init(_ text: StatementText) {
        scanner = Scanner(text)
    }

    /// `metric NAME = NUMBER`; the number may be negative.
    mutating func parseMetric() throws(SyntaxError) -> MetricDefinition {
        scanner.skipWhitespace()
        let start = scanner.index
        scanner.advance("metric".count)
        scanner.skipWhitespace()
        let name = try scanner.expectIdentifier("a metric name after 'metric'")
        scanner.skipWhitespace()
        guard scanner.consume("=") else {
            throw scanner.expected("'=' after metric name '\(name)', as in 'metric \(name) = 8'")
        }
        scanner.skipWhitespace()
        let value = try scanner.expectNumber("a number after '='", allowingSign: true)
        try scanner.expectEnd(after: "the metric's value")
        return MetricDefinition(name: name, value: value, range: scanner.range(from: start))
    }

    /// `view NAME KIND ["TEXT"] [hug H V] [resist H V]`, `hug` and `resist` in either order.
    mutating func parseView() throws(SyntaxError) -> ViewDeclaration {
        scanner.skipWhitespace()
        let start = scanner.index
        scanner.advance("view".count)
        scanner.skipWhitespace()
        let name = try scanner.expectIdentifier("a view name after 'view'")
        scanner.skipWhitespace()
        let kinds = ViewKind.allCases.map(\.rawValue).joined(separator: ", ")
        let kindName = try scanner.expectIdentifier("a view kind after '\(name)' (\(kinds))")
        guard let kind = ViewKind(rawValue: kindName.text) else {
            throw SyntaxError("unknown view kind '\(kindName)'; expected one of \(kinds)", at: kindName.range)
        }
        scanner.skipWhitespace()
        let text = try scanner.scanStringLiteral()
        var hugging: ContentPriorities?
        var resistance: ContentPriorities?
        while true {
            scanner.skipWhitespace()
            if scanner.isAtEnd { break }
            let keywordStart = scanner.index
            if scanner.consumeKeyword("hug") {
                guard hugging == nil else {
                    throw SyntaxError("'hug' is written twice", at: scanner.range(from: keywordStart))
                }
                hugging = try parseContentPriorities(from: keywordStart, keyword: "hug")
            } else if scanner.consumeKeyword("resist") {
                guard resistance == nil else {
                    throw SyntaxError("'resist' is written twice", at: scanner.range(from: keywordStart))
                }
                resistance = try parseContentPriorities(from: keywordStart, keyword: "resist")
            } else if scanner.current == "\"" || scanner.current == "'" {
                throw SyntaxError(text == nil ? "the text must come right after the kind, in double quotes"
                                              : "a view has one text", at: scanner.currentRange)
            } else {
                throw scanner.expected("'hug' or 'resist' after the view's kind and text")
            }
        }
        return ViewDeclaration(name: ViewName(name.text, range: name.range), kind: kind, kindRange: kindName.range,
                               text: text, hugging: hugging, compressionResistance: resistance,
                               range: scanner.range(from: start))
    }

    /// The two priorities after `hug` or `resist`.
    private mutating func parseContentPriorities(from start: Int, keyword: String) throws(SyntaxError) -> ContentPriorities {
        scanner.skipWhitespace()
        let horizontal = try scanner.expectPriority(allowingNames: true, allowingMetrics: false)
        scanner.skipWhitespace()
        guard !scanner.isAtEnd, scanner.peekIdentifier() != "hug", scanner.peekIdentifier() != "resist" else {
            throw scanner.expected("a vertical priority: '\(keyword)' takes a horizontal and a vertical priority")
        }
        let vertical = try scanner.expectPriority(allowingNames: true, allowingMetrics: false)
        return ContentPriorities(horizontal: horizontal, vertical: vertical, range: scanner.range(from: start))
    }
}
