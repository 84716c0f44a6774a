import ArgumentParser
import Foundation
import LayoutDocuments
import LocalizedStrings
import VisualLayout
import VisualSyntax

/// The engine `visual layout` solved with, reachable from here so that it is never freed
/// (see `KeptLayoutEngine`). A global: a retain the program never balances (an unused
/// `Unmanaged.passRetained`) is removed by the optimizer.
nonisolated(unsafe) private var keptUntilExit: KeptLayoutEngine?

/// `visual layout FILE`: the solved layout, as a table or as JSON.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Solve a format file and print where every view goes."
    )

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The format file (.visual), a source file or an Interface Builder document, or - for standard input.")
    var file: String

    @Option(help: "text: a table for people; json: for programs, as docs/format-file.md describes it.")
    var format: OutputFormat = .text

    @Flag(help: "Print how long each phase took (milliseconds) to standard error, after the diagnostics.")
    var timings = false

    @Flag(help: "Interface Builder documents: measure texts with Visual's fonts instead of taking the sizes Xcode stored.")
    var measure = false

    @OptionGroup var languages: LanguageOptions

    func validate() throws {
        guard languages.strings.count + languages.pseudo.count <= 1,
              languages.locales.count <= 1 else {
            throw ValidationError("layout lays a file out in one language: give one --strings (one --locale) or one --pseudo")
        }
    }

    func run() throws {
        if LayoutDocument.isTranslated(file) { return try runFrames() }
        let clock = ContinuousClock()
        let start = clock.now
        let input: InputFile
        do {
            input = try InputFile.read(file)
        } catch {
            printError(error.rendered)
            if format == .json { print(LayoutOutput.diagnosticsOnlyJSON([error.diagnostic]), terminator: "") }
            throw InputFailure()
        }
        let read = clock.now - start
        let translation = try languages.translations().first
        let kept = KeptLayoutEngine()
        let (result, phases) = LayoutPipeline.timedLayout(text: input.text, name: input.name, translation: translation,
                                                              direction: languages.direction, keeping: kept)
        // The process ends once the layout is printed: its constraints and solver are never
        // freed, the exit reclaims them (see `KeptLayoutEngine`).
        keptUntilExit = kept
        printError(DiagnosticRenderer(source: result.source).render(result.diagnostics))
        guard let tree = result.tree else {
            if format == .json { print(LayoutOutput.diagnosticsOnlyJSON(result.diagnostics), terminator: "") }
            throw InputFailure()
        }
        let output = clock.measure {
            print(format == .json ? LayoutOutput.json(tree) : LayoutOutput.table(tree), terminator: "")
        }
        if timings {
            printError(Self.timingLine(read: read, phases: phases, output: output, total: clock.now - start))
        }
    }

    /// A source file or an Interface Builder document: each layout found in it solved as
    /// a frame of its own; JSON always in the frames form.
    private func runFrames() throws {
        let document: LayoutDocument
        do {
            document = try LayoutDocument.read(file, measure: measure)
        } catch {
            printError(error.rendered)
            if format == .json { print(LayoutOutput.diagnosticsOnlyJSON([error.diagnostic]), terminator: "") }
            throw InputFailure()
        }
        let solved = SolvedDocument(document, direction: languages.direction)
        let (frames, diagnostics) = (solved.frames, solved.diagnostics)
        printError(DiagnosticRenderer(source: document.source).render(diagnostics))
        if format == .json {
            print(LayoutOutput.json(frames: frames, diagnostics: diagnostics), terminator: "")
        } else {
            if frames.isEmpty && !diagnostics.containsErrors {
                printError(FileDiagnostic(file: file, severity: .note, message: "no layout found in this file"))
            }
            for frame in frames { print("\(frame.name)\n" + LayoutOutput.table(frame.tree)) }
        }
        if diagnostics.containsErrors { throw InputFailure() }
    }

    /// `timings (ms): read=0.05 parse=1.20 build=2.31 solve=8.90 report=0.70 output=0.30 total=13.46`:
    /// one line, easy to read for people and for the scaling benchmark.
    static func timingLine(read: Duration, phases: LayoutTimings, output: Duration, total: Duration) -> String {
        let fields: [(String, Duration)] = [
            ("read", read), ("parse", phases.parse), ("build", phases.build), ("solve", phases.solve),
            ("report", phases.report), ("output", output), ("total", total),
        ]
        let milliseconds = fields.map { name, duration in
            let ms = Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
            return "\(name)=" + String(format: "%.2f", ms)
        }
        return "timings (ms): " + milliseconds.joined(separator: " ") + "\n"
    }
}
