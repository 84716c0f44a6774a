import ArgumentParser
import AtomicOutput
import AutoLayoutExplain
import AutoLayoutLog
import FormatFileInput
import Foundation
import VisualLayout
import VisualRender
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

    @Option(help: "text: the conflict in words for people; json: for programs, as docs/format-file.md describes it.")
    var format: OutputFormat = .text

    @Option(name: .customShort("o"),
            help: ArgumentHelp("Also draw the conflict: the views as boxes, the conflicting constraints as red guides with their log lines (.png, .svg or .pdf).",
                               valueName: "PICTURE"))
    var picture: String?

    @Option(parsing: .unconditional, help: "Pixels per point in a PNG: 1, 2 or 3.")
    var scale: Int = 1

    @Option(help: "light, dark or blueprint.")
    var theme: Theme = .light

    func validate() throws {
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let picture {
            guard !picture.isEmpty else { throw ValidationError("-o needs a picture file, not an empty path") }
            guard PictureFormat(path: picture) != nil else {
                throw ValidationError("\(picture): unknown picture format '.\((picture as NSString).pathExtension)': "
                                      + "use .png, .svg or .pdf")
            }
        }
    }

    func run() throws {
        // The bytes, not text: a log cut at a fixed width may have a character cut in two.
        let bytes: Data
        do {
            bytes = try FormatFileReader.readBytes(log)
        } catch {
            printError(error.rendered)
            if format == .json { print(Self.diagnosticsOnly([error.diagnostic]), terminator: "") }
            throw InputFailure()
        }
        let parsed = AutoLayoutLogReader.read(bytes: bytes, name: log)
        var diagnostics = parsed.diagnostics
        guard !parsed.constraints.isEmpty else {
            diagnostics.append(.error("no constraint description in the log (expected lines like "
                                      + "<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 8>)"
                                      + Self.whyNoConstraint(parsed.source.text), at: nil))
            printError(DiagnosticRenderer(source: parsed.source).render(diagnostics))
            if format == .json { print(Self.diagnosticsOnly(diagnostics), terminator: "") }
            throw InputFailure()
        }
        printError(DiagnosticRenderer(source: parsed.source).render(diagnostics))
        let explanation = Explainer.explain(parsed)
        print(format == .json ? explanation.json : explanation.text, terminator: "")
        if let picture { try draw(explanation, to: picture) }
    }

    /// What a log without a list of constraints holds instead, when it says: only the one
    /// UIKit broke (the list was left out of the post), or `<private>` where the unified log
    /// redacted the list.
    static func whyNoConstraint(_ text: String) -> String {
        if text.contains("Will attempt to recover by breaking"), text.contains("Constraint:") {
            return "; it names only the constraint UIKit broke, not the list of those in conflict: "
                + "paste the list between '(' and ')' as well"
        }
        if text.contains("<private>") {
            return "; the unified log printed the constraints as <private>: "
                + "read them in Xcode's console, where they are printed whole"
        }
        return ""
    }

    /// The conflict as a picture, through the renderer every command draws with.
    private func draw(_ explanation: Explanation, to path: String) throws {
        var options = RenderOptions(scale: scale, theme: theme)
        options.keyLines = explanation.keyLines
        let used = Set(explanation.drawnSet.flatMap { explanation.log.constraints[$0].items })
        // The views of the set in focus, the others faded.
        if used.count < explanation.log.items.count {
            options.focus = explanation.log.items.filter { used.contains($0.id) }.map { explanation.names[$0.id]! }
        }
        let name = explanation.log.source.name == "-" ? "standard input" : explanation.log.source.name
        options.title = .text((name as NSString).lastPathComponent + " — "
                              + (explanation.conflict.count == 1 ? "a constraint that cannot hold"
                                 : !explanation.conflict.isEmpty ? "\(explanation.conflict.count) constraints that cannot hold together"
                                 : explanation.alternative.map { "no conflict as read here; \($0.conflict.count) with \($0.brief)" }
                                 ?? "no conflict as read here"))
        do {
            let (bytes, _) = try PictureRenderer.draw([explanation.layoutTree()], name: name,
                                                      format: PictureFormat(path: path)!, options: options)
            try AtomicFile.write(bytes, to: path)
        } catch let error as RenderError {
            printError(.error("\(error)", in: path))
            throw InputFailure()
        } catch {
            printError(.error("\(error)", in: path))
            throw InputFailure()
        }
    }

    static func diagnosticsOnly(_ diagnostics: [Diagnostic]) -> String {
        LayoutOutput.diagnosticsOnlyJSON(diagnostics)
    }
}
