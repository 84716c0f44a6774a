import ArgumentParser
import VisualLayout
import VisualSyntax

/// `visual layout FILE`: the solved layout, as a table or as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a format file and print where every view goes."
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The format file (.visual), or - for standard input.")
    var file: String

    @Option(help: "text: a table for people; json: the contract's JSON for programs.")
    var format: OutputFormat = .text

    func run() throws {
        let input: InputFile
        do {
            input = try InputFile.read(file)
        } catch {
            printError(error.message + "\n")
            if format == .json { print(LayoutOutput.diagnosticsOnlyJSON([]), terminator: "") }
            throw InputFailure()
        }
        let result = LayoutPipeline.layout(text: input.text, name: input.name)
        printError(DiagnosticRenderer(source: result.source).render(result.diagnostics))
        guard let tree = result.tree else {
            if format == .json { print(LayoutOutput.diagnosticsOnlyJSON(result.diagnostics), terminator: "") }
            throw InputFailure()
        }
        print(format == .json ? LayoutOutput.json(tree) : LayoutOutput.table(tree), terminator: "")
    }
}
