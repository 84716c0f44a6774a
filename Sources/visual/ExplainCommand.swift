import ArgumentParser
import AutoLayoutExplain
import AutoLayoutLog
import Foundation
import VisualSyntax

/// `visual explain LOG`: which constraints of an Auto Layout conflict log cannot hold together.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Read an Auto Layout \"Unable to simultaneously satisfy constraints\" log and show one minimal conflicting set."
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The log (as UIKit or AppKit printed it, with any text around it), or - for standard input.")
    var log: String

    @Option(help: "text: the conflict in words for people; json: the contract's JSON for programs.")
    var format: OutputFormat = .text

    func run() throws {
        let input: InputFile
        do {
            input = try InputFile.read(log)
        } catch {
            printError(error.rendered)
            if format == .json { print(Self.diagnosticsOnly([error.diagnostic]), terminator: "") }
            throw InputFailure()
        }
        let parsed = AutoLayoutLogReader.read(text: input.text, name: input.name)
        var diagnostics = parsed.diagnostics
        guard !parsed.constraints.isEmpty else {
            diagnostics.append(.error("no constraint description in the log (expected lines like "
                                      + "<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 8>)", at: nil))
            printError(DiagnosticRenderer(source: parsed.source).render(diagnostics))
            if format == .json { print(Self.diagnosticsOnly(diagnostics), terminator: "") }
            throw InputFailure()
        }
        printError(DiagnosticRenderer(source: parsed.source).render(diagnostics))
        let explanation = Explainer.explain(parsed)
        print(format == .json ? explanation.json : explanation.text, terminator: "")
    }

    static func diagnosticsOnly(_ diagnostics: [Diagnostic]) -> String {
        "{\n" + Explanation.diagnosticsJSON(diagnostics) + "\n}\n"
    }
}
