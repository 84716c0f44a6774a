import LocalizedStrings
import TextMeasure
import VisualConstraints
import VisualSyntax

/// What laying out a format file gives: the layout when the file has no errors, and every
/// diagnostic (errors, or the layout's warnings).
public struct LayoutResult: Sendable {
    public var tree: LayoutTree?
    public var diagnostics: [Diagnostic]
    public var source: SourceFile
    /// The syntax tree as parsed (before any translation), for readers of the text itself
    /// (an editor's names and outline), so they need not parse it again.
    public var file: FormatFile
    /// True when the text does not parse (errors of later stages aside).
    public var hasSyntaxErrors: Bool

    public var hasErrors: Bool { diagnostics.containsErrors }
}

/// How long each stage of the pipeline took (`visual layout --timings`, the scaling
/// benchmark). A stage that did not run (a file with syntax errors is not built) is zero.
public struct LayoutTimings: Sendable {
    /// Text → syntax tree.
    public var parse: Duration = .zero
    /// Syntax tree → constraints (including measuring text).
    public var build: Duration = .zero
    /// Adding every constraint to the solver.
    public var solve: Duration = .zero
    /// Reading the solution: frames, conflicts, ambiguity, overlap warnings.
    public var report: Duration = .zero

    public init() {}

    public var total: Duration { parse + build + solve + report }
}

/// A format file as read: its text, syntax tree and syntax diagnostics.
public struct ParsedFormatFile: Sendable {
    public var source: SourceFile
    public var file: FormatFile
    public var diagnostics: [Diagnostic]

    public var hasSyntaxErrors: Bool { diagnostics.containsErrors }
}

/// The pipeline up to the solved layout: text → syntax tree → constraints → layout.
public enum LayoutPipeline {
    /// Parses and builds the constraints, with every view's text in `translation`'s
    /// language when one is given. No system when the file has errors.
    ///
    /// The layout direction is `direction` when given (the command line's `--direction`),
    /// else right to left for a right-to-left language (`Translation.isRightToLeft`), else
    /// the file's `direction`.
    public static func constraints(text: String, name: String, measurer: TextMeasurer = TextMeasurer(),
                                   translation: Translation? = nil, direction: LayoutDirection? = nil)
        -> (system: ConstraintSystem?, diagnostics: [Diagnostic], source: SourceFile) {
        var timings = LayoutTimings()
        let built = constraints(text: text, name: name, measurer: measurer, translation: translation,
                                direction: direction, timings: &timings)
        return (built.system, built.diagnostics, built.source)
    }

    /// Parses, builds and solves. A file with errors gives no layout, nor does a solution
    /// with errors (a constraint the solver refused, a value out of range).
    public static func layout(text: String, name: String, measurer: TextMeasurer = TextMeasurer(),
                              translation: Translation? = nil, direction: LayoutDirection? = nil) -> LayoutResult {
        timedLayout(text: text, name: name, measurer: measurer, translation: translation, direction: direction).result
    }

    /// `layout(text:name:measurer:)`, with the time each stage took. With `kept`, the engine
    /// is left there rather than freed on return (see `KeptLayoutEngine`).
    public static func timedLayout(text: String, name: String, measurer: TextMeasurer = TextMeasurer(),
                                   translation: Translation? = nil, direction: LayoutDirection? = nil,
                                   keeping kept: KeptLayoutEngine? = nil)
        -> (result: LayoutResult, timings: LayoutTimings) {
        var timings = LayoutTimings()
        let built = constraints(text: text, name: name, measurer: measurer, translation: translation,
                                direction: direction, timings: &timings)
        let (diagnostics, source, file, hasSyntaxErrors) = (built.diagnostics, built.source, built.file,
                                                            built.hasSyntaxErrors)
        guard let system = built.system else {
            return (LayoutResult(tree: nil, diagnostics: diagnostics, source: source, file: file,
                                 hasSyntaxErrors: hasSyntaxErrors), timings)
        }
        let clock = ContinuousClock()
        var engine: LayoutEngine?
        timings.solve = clock.measure { engine = LayoutEngine(system: system) }
        var solved: LayoutTree?
        timings.report = clock.measure { solved = solvedLayout(engine!, system: system) }
        let tree = solved!
        kept?.engine = engine
        return (LayoutResult(tree: tree.diagnostics.containsErrors ? nil : tree, diagnostics: tree.diagnostics,
                             source: source, file: file, hasSyntaxErrors: false), timings)
    }

    /// The engine's layout, with the direction the system was built in.
    public static func solvedLayout(_ engine: LayoutEngine, system: ConstraintSystem) -> LayoutTree {
        var tree = engine.layout()
        tree.direction = system.direction
        return tree
    }

    private static func constraints(text: String, name: String, measurer: TextMeasurer, translation: Translation?,
                                    direction: LayoutDirection?, timings: inout LayoutTimings)
        -> (system: ConstraintSystem?, diagnostics: [Diagnostic], source: SourceFile, file: FormatFile,
            hasSyntaxErrors: Bool) {
        let clock = ContinuousClock()
        var read: ParsedFormatFile?
        timings.parse = clock.measure { read = parse(text: text, name: name) }
        let parsed = read!
        guard !parsed.hasSyntaxErrors else {
            return (nil, parsed.diagnostics.sortedByLocation(), parsed.source, parsed.file, true)
        }
        let built = build(parsed, measurer: measurer, translation: translation, direction: direction, timings: &timings)
        return (built.system, built.diagnostics, parsed.source, parsed.file, false)
    }

    /// Reads a format file once, for building it in several languages
    /// (`constraints(of:translation:)`): the text is parsed once, each language's texts
    /// put into its syntax tree.
    public static func parse(text: String, name: String) -> ParsedFormatFile {
        let source = SourceFile(name: name, text: text)
        let (file, diagnostics) = FormatFileParser.parse(source)
        return ParsedFormatFile(source: source, file: file, diagnostics: diagnostics)
    }

    /// `constraints(text:…)` of a file already parsed: its constraints with every view's
    /// text in `translation`'s language. No system when the file has errors.
    public static func constraints(of parsed: ParsedFormatFile, measurer: TextMeasurer = TextMeasurer(),
                                   translation: Translation? = nil, direction: LayoutDirection? = nil)
        -> (system: ConstraintSystem?, diagnostics: [Diagnostic], source: SourceFile) {
        guard !parsed.hasSyntaxErrors else { return (nil, parsed.diagnostics.sortedByLocation(), parsed.source) }
        var timings = LayoutTimings()
        let built = build(parsed, measurer: measurer, translation: translation, direction: direction, timings: &timings)
        return (built.system, built.diagnostics, parsed.source)
    }

    /// The syntax tree (in `translation`'s language) built into constraints.
    private static func build(_ parsed: ParsedFormatFile, measurer: TextMeasurer, translation: Translation?,
                              direction: LayoutDirection?, timings: inout LayoutTimings)
        -> (system: ConstraintSystem?, diagnostics: [Diagnostic]) {
        var file = parsed.file
        var syntaxDiagnostics = parsed.diagnostics
        if let translation {
            let (translated, warnings) = translation.apply(to: file)
            file = translated
            syntaxDiagnostics += warnings
        }
        var built: ConstraintSystem?
        let chosen = direction ?? (translation?.isRightToLeft == true ? .rightToLeft : nil)
        timings.build = ContinuousClock().measure {
            built = ConstraintSystemBuilder.build(file, measurer: measurer, direction: chosen)
        }
        let system = built!
        system.prependDiagnostics(syntaxDiagnostics)
        guard !system.diagnostics.containsErrors else { return (nil, system.diagnostics.sortedByLocation()) }
        return (system, system.diagnostics)
    }
}
