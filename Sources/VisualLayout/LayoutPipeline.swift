import TextMeasure
import VisualConstraints
import VisualSyntax

/// What laying out a format file gives: the layout when the file has no errors, and every
/// diagnostic (errors, or the layout's warnings).
public struct LayoutResult: Sendable {
    public var tree: LayoutTree?
    public var diagnostics: [Diagnostic]
    public var source: SourceFile

    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// The pipeline up to the solved layout: text → syntax tree → constraints → layout.
public enum LayoutPipeline {
    /// Parses, builds and solves. A file with errors gives no layout.
    public static func layout(text: String, name: String, measurer: TextMeasurer = TextMeasurer()) -> LayoutResult {
        let source = SourceFile(name: name, text: text)
        let (file, syntaxDiagnostics) = parse(source)
        guard !syntaxDiagnostics.containsErrors else {
            return LayoutResult(tree: nil, diagnostics: syntaxDiagnostics.sortedByLocation(), source: source)
        }
        let system = ConstraintSystemBuilder.build(file, measurer: measurer)
        system.prependDiagnostics(syntaxDiagnostics)
        guard !system.diagnostics.containsErrors else {
            return LayoutResult(tree: nil, diagnostics: system.diagnostics.sortedByLocation(), source: source)
        }
        let tree = LayoutEngine(system: system).layout()
        return LayoutResult(tree: tree, diagnostics: tree.diagnostics, source: source)
    }

    /// Stage 1. Wired to the format file parser.
    static func parse(_ source: SourceFile) -> (FormatFile, [Diagnostic]) {
        fatalError("parser not wired yet")
    }
}
