import ArgumentParser
import VisualConstraints
import VisualLayout
import VisualSyntax

/// `visual constraints FILE`: every constraint the file generates, in solver order, with
/// where it came from: what a user reaches for when a layout surprises them.
struct ConstraintsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "constraints",
        abstract: "List every constraint a format file generates, with its line and origin."
    )

    @Argument(help: "The format file (.visual), or - for standard input.")
    var file: String

    func run() throws {
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
        let texts = system.constraints.map(\.text)
        let width = min(texts.map(\.count).max() ?? 0, 60)
        for constraint in system.constraints {
            let line = constraint.range.map { "line \($0.start.line)" } ?? "-"
            let origin = constraint.isImplicit ? "implicit, \(constraint.reason)" : constraint.reason
            print("\(Self.padded(line, to: 8, gap: 1))\(Self.padded(constraint.text, to: width, gap: 0))   \(origin)")
        }
    }

    /// `text` filled with spaces to `width` characters; a longer one keeps `gap` spaces after it.
    private static func padded(_ text: String, to width: Int, gap: Int) -> String {
        text + String(repeating: " ", count: max(gap, width - text.count))
    }
}
