/// Parses Visually's centring helpers: `centerInSuperview(a, b)`, `centerHorizontally(a, b)`, …
struct CenteringParser: ScanningParser {
    var scanner: Scanner

    /// `FUNCTION(view, view, …)`.
    mutating func parse() throws(SyntaxError) -> CenteringStatement {
        scanner.skipWhitespace()
        let start = scanner.index
        let functionName = scanner.scanIdentifier()!
        let function = CenteringFunction(rawValue: functionName.text)!
        scanner.openBracket(closer: ")", what: "'\(function)('")  // `(`, as classified
        var views: [ViewName] = []
        scanner.skipWhitespace()
        if scanner.current != ")" {
            repeat {
                scanner.skipWhitespace()
                let name = try scanner.expectIdentifier("a view name")
                views.append(ViewName(name.text, range: name.range))
                scanner.skipWhitespace()
            } while scanner.consume(",")
        }
        try scanner.expectClosingBracket()
        try scanner.expectEnd(after: "')'")
        let range = scanner.range(from: start)
        guard views.count >= function.minimumViewCount else {
            let needed = function.minimumViewCount == 1 ? "a view" : "at least two views"
            throw SyntaxError("'\(function)' needs \(needed)", at: range)
        }
        return CenteringStatement(function: function, functionRange: functionName.range, views: views, range: range)
    }
}
