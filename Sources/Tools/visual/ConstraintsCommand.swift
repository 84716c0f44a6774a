import ArgumentParser
import LayoutDocuments
import VisualConstraints
import VisualLayout
import VisualSyntax

/// `visual constraints FILE`: every constraint the file generates, in solver order, with
/// where it came from: what a user reaches for when a layout surprises them.
struct ConstraintsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraints",
        abstract: "List every constraint a layout file generates, with its line and origin."
    )

    @Argument(help: "The format file (.visual), a source file or an Interface Builder document, or - for standard input.")
    var file: String

    func run() throws {
        if LayoutDocument.isTranslated(file) { return try runDocument() }
        let input: InputFile
        do {
            input = try InputFile.read(file)
        } catch {
            printError(error.rendered)
            throw InputFailure()
        }
        let (system, diagnostics, source) = LayoutPipeline.constraints(text: input.text, name: input.name)
        printError(DiagnosticRenderer(source: source).render(diagnostics))
        guard let system else { throw InputFailure() }
        Self.list(system) { $0 }
    }

    /// A source file's units or a document's scenes: each one's constraints under its name,
    /// with the document's lines (the generated format file's mean nothing to its reader).
    private func runDocument() throws {
        let document: LayoutDocument
        do {
            document = try LayoutDocument.read(file)
        } catch {
            printError(error.rendered)
            throw InputFailure()
        }
        var diagnostics = document.diagnostics
        var listed = false
        for layout in document.layouts ?? [] {
            let built = LayoutPipeline.constraints(text: layout.text, name: layout.name)
            diagnostics += built.diagnostics.map { layout.origin.original($0) }
            guard let system = built.system else { continue }
            print("\(listed ? "\n" : "")\(layout.name)")
            Self.list(system) { layout.origin.original($0) }
            listed = true
        }
        printError(DiagnosticRenderer(source: document.source).render(diagnostics.sortedByLocation()))
        if !listed && !diagnostics.containsErrors {
            printError(FileDiagnostic(file: file, severity: .note, message: "no layout found in this file"))
        }
        if diagnostics.containsErrors { throw InputFailure() }
    }

    /// One line per constraint: its line (through `place`), its equation, where it came from.
    private static func list(_ system: ConstraintSystem, place: (SourceRange) -> SourceRange?) {
        let width = min(system.constraints.map(\.text.count).max() ?? 0, 60)
        for constraint in system.constraints {
            let line = constraint.range.flatMap(place).map { "line \($0.start.line)" } ?? "-"
            let origin = constraint.isImplicit ? "implicit, \(constraint.reason)" : constraint.reason
            print("\(padded(line, to: 8, gap: 1))\(padded(constraint.text, to: width, gap: 0))   \(origin)")
        }
    }

    /// `text` filled with spaces to `width` characters; a longer one keeps `gap` spaces after it.
    private static func padded(_ text: String, to width: Int, gap: Int) -> String {
        text + String(repeating: " ", count: max(gap, width - text.count))
    }
}
