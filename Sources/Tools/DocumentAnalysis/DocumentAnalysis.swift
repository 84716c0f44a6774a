import TextMeasure
import VisualLayout
import VisualSyntax

/// One format file as an editor sees it: its syntax tree, its diagnostics, its solved layout
/// when it has no errors, and every place a view or metric name is written.
///
/// The questions an editor asks (what is under the cursor, where is it defined, what can be
/// typed here) are answered from this in the project's own positions (1-based lines,
/// columns counting characters); converting them to a protocol's units is the caller's job.
public struct DocumentAnalysis: Sendable {
    public let source: SourceFile
    /// The tree of every statement that could be read (statements with errors left out).
    public let file: FormatFile
    /// Every diagnostic `visual layout` prints for the text: the syntax errors, or the
    /// layout's warnings.
    public let diagnostics: [Diagnostic]
    /// The solved layout; nil when the file has errors.
    public let layout: LayoutTree?
    /// Every view and metric name written in the file, in source order.
    public let occurrences: [NameOccurrence]
    /// True when the text does not even parse (later stages' errors aside).
    let hasSyntaxErrors: Bool

    /// Reads and lays out `text` as `visual layout` would (the file's own direction, no
    /// translation), measuring text with `measurer`.
    public init(text: String, name: String, measurer: TextMeasurer) {
        let result = LayoutPipeline.layout(text: text, name: name, measurer: measurer)
        source = result.source
        file = result.file
        hasSyntaxErrors = result.hasSyntaxErrors
        diagnostics = result.diagnostics
        layout = result.tree
        occurrences = NameOccurrence.collect(in: file.root)
    }

    /// The name written at `location` (the cursor may also stand just after its last character).
    public func occurrence(at location: SourceLocation) -> NameOccurrence? {
        occurrences.first { $0.range.start <= location && location <= $0.range.end }
    }

    /// Where the name is defined: a view's `view` statement, else its first use; a metric's
    /// `metric` statement. Nil for an undefined metric.
    public func definition(of occurrence: NameOccurrence) -> SourceRange? {
        switch occurrence.kind {
        case .view:
            guard let entry = file.names.view(named: occurrence.name) else { return nil }
            return entry.declaration?.name.range ?? entry.firstUse
        case .metric:
            return file.names.metric(named: occurrence.name)?.name.range
        }
    }

    /// Every place the name is written, in source order; without its definition when
    /// `includingDefinition` is false.
    public func references(to occurrence: NameOccurrence, includingDefinition: Bool) -> [SourceRange] {
        let definition = includingDefinition ? nil : definition(of: occurrence)
        return occurrences
            .filter { $0.kind == occurrence.kind && $0.name == occurrence.name && $0.range != definition }
            .map(\.range)
    }

    /// The names of every view of the file (spacers left out), in order of first appearance.
    public var viewNames: [String] {
        file.names.views.filter { !$0.isSpacer }.map(\.name)
    }

    /// The names of every metric of the file, sorted, each once (the file's name table; a
    /// metric defined twice is an error, but still one name).
    public var metricNames: [String] {
        file.names.metrics.keys.sorted()
    }
}

extension Container {
    /// The metrics of this container and every container nested in it.
    var allMetrics: [MetricDefinition] {
        metrics + children.flatMap(\.allMetrics)
    }
}
