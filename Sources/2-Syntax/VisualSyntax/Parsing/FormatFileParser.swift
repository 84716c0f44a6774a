/// The first stage of the pipeline: format-file text → syntax tree.
///
/// ```swift
/// let source = SourceFile(name: "card.visual", text: text)
/// let (file, diagnostics) = FormatFileParser.parse(source)
/// if diagnostics.containsErrors {
///     print(DiagnosticRenderer(source: source).render(diagnostics), to: &standardError)
/// }
/// ```
///
/// The work happens in passes, each in its own type:
/// 1. `StatementSplitter` cuts the file into statements (one per line; `layout` and `H(`/`V(`
///    continue while a bracket is open), drops comments and blank lines, and classifies each
///    statement by its first word (`StatementClassifier`).
/// 2. The metric names of the whole file are collected, because a name in a VFL predicate or
///    between Visually dashes is a metric if one is defined and a view otherwise.
/// 3. `StatementParser` hands each statement to the parser of its language (`RowParser`,
///    `VFLParser`, `VisuallyParser`, …). A statement with an error is reported and dropped;
///    parsing goes on with the next line, so every line's first error is reported.
/// 4. `ContainerTreeBuilder` nests statements in their `NAME {` … `}` blocks, at most
///    `maximumNestingDepth` deep.
/// 5. `NameResolver` checks what needs the whole file (undefined metrics, metrics named like
///    views, row labels, …) and lists the views in order of first appearance (`file.names`).
public enum FormatFileParser {
    /// How deep `NAME {` blocks may nest. Deeper blocks are an error at the brace of the first
    /// one too deep and are left out of the tree, so no stage after the parser, each of which
    /// walks the containers recursively, ever meets more levels. 256 is far beyond any real
    /// screen and keeps every stage's recursion well inside a thread's stack, even in a debug
    /// build.
    public static let maximumNestingDepth = 256

    /// The tree of every statement that could be read, and every problem found, ordered by
    /// position. Statements with a syntax error are left out of the tree, so it is only fit for
    /// laying out when `diagnostics.containsErrors` is false.
    public static func parse(_ source: SourceFile) -> (file: FormatFile, diagnostics: [Diagnostic]) {
        let statements = StatementSplitter.split(source)
        let metricNames = metricNames(in: statements)
        let parser = StatementParser(metricNames: metricNames)
        var diagnostics: [Diagnostic] = []
        var tree = ContainerTreeBuilder()
        for statement in statements {
            switch statement.kind {
            case .blockOpening:
                do {
                    let (name, brace) = try parseBlockOpening(statement.text)
                    tree.openBlock(name: name, brace: brace)
                } catch {
                    diagnostics.append(error.diagnostic)
                }
            case .blockClosing:
                var scanner = Scanner(statement.text)
                scanner.skipWhitespace()
                let brace = scanner.currentRange
                scanner.advance()
                do {
                    try scanner.expectEnd(after: "'}'")
                } catch {
                    diagnostics.append(error.diagnostic)
                }
                tree.closeBlock(brace: brace)
            default:
                if let parsed = parser.parse(statement, diagnostics: &diagnostics) {
                    tree.add(parsed)
                }
            }
        }
        let root = tree.finish(fileEnd: endOfFile(source))
        diagnostics += tree.diagnostics
        if statements.isEmpty {
            // An empty file is a valid, empty layout (RQVisual gives a 0×0 container), but it
            // is almost certainly not what was meant: a warning, not an error.
            diagnostics.append(.warning("the file has no statements", at: nil))
        }
        var file = FormatFile(source: source, root: root)
        let (names, nameDiagnostics) = NameResolver.resolve(file, metricStatementNames: metricNames)
        file.names = names
        return (file, (diagnostics + nameDiagnostics).sortedByLocation())
    }

    /// The names of every `metric` statement, read ahead of parsing (a metric may be used above
    /// its definition or in another container).
    private static func metricNames(in statements: [SplitStatement]) -> Set<String> {
        var names: Set<String> = []
        for statement in statements where statement.kind == .metric {
            var scanner = Scanner(statement.text)
            _ = scanner.passKeyword("metric")
            if let name = scanner.scanIdentifier() { names.insert(name.text) }
        }
        return names
    }

    /// `NAME {`, alone on its line.
    private static func parseBlockOpening(_ text: StatementText) throws(SyntaxError) -> (ViewName, SourceRange) {
        var scanner = Scanner(text)
        scanner.skipWhitespace()
        let name = scanner.scanIdentifier()!
        scanner.skipWhitespace()
        let brace = scanner.currentRange
        scanner.advance()
        try scanner.expectEnd(after: "'{'")
        return (ViewName(name.text, range: name.range), brace)
    }

    private static func endOfFile(_ source: SourceFile) -> SourceLocation {
        guard let last = source.lines.last else { return SourceLocation(line: 1, column: 1) }
        return SourceLocation(line: source.lines.count, column: last.count + 1)
    }
}
