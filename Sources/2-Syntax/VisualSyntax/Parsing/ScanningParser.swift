/// A parser of one kind of statement: a `Scanner` over the statement's text and the
/// grammar of that kind. The parsers with nothing but the scanner get their
/// `init(scanner:)` from Swift and `init(_:)` from here.
protocol ScanningParser {
    init(scanner: Scanner)
}

extension ScanningParser {
    /// A parser at the start of `text`.
    init(_ text: StatementText) {
        self.init(scanner: Scanner(text))
    }
}
