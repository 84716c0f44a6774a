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
    /// Parses and builds the constraints. No system when the file has errors.
    public static func constraints(text: String, name: String, measurer: TextMeasurer = TextMeasurer())
        -> (system: ConstraintSystem?, diagnostics: [Diagnostic], source: SourceFile) {
        let source = SourceFile(name: name, text: text)
        let (file, syntaxDiagnostics) = FormatFileParser.parse(source)
        guard !syntaxDiagnostics.containsErrors else {
            return (nil, syntaxDiagnostics.sortedByLocation(), source)
        }
        let system = ConstraintSystemBuilder.build(file, measurer: measurer)
        system.prependDiagnostics(syntaxDiagnostics)
        guard !system.diagnostics.containsErrors else {
            return (nil, system.diagnostics.sortedByLocation(), source)
        }
        return (system, system.diagnostics, source)
    }

    /// Parses, builds and solves. A file with errors gives no layout.
    public static func layout(text: String, name: String, measurer: TextMeasurer = TextMeasurer()) -> LayoutResult {
        let (system, diagnostics, source) = constraints(text: text, name: name, measurer: measurer)
        guard let system else { return LayoutResult(tree: nil, diagnostics: diagnostics, source: source) }
        let tree = LayoutEngine(system: system).layout()
        return LayoutResult(tree: tree, diagnostics: tree.diagnostics, source: source)
    }
}
