import ArgumentParser
import AtomicOutput
import FormatFileInput
import LayoutDocuments
import SourceCodeInput
import Foundation
import VisualRender
import VisualSyntax

/// `visual render FILE -o OUT.png|OUT.svg|OUT.pdf`: the solved layout as a picture; with
/// several files or a directory, `-o DIR/` draws them all on every core.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the solved layout of format files as PNG, SVG or PDF.",
        discussion: """
            One file: `visual render login.visual -o login.png` (the extension picks the format).

            Many: `visual render a.visual b.visual -o out/` or `visual render samples/ -o out/` writes \
            out/a.png, out/b.png, … (--format picks svg or pdf), drawing on every core. Folders are searched \
            at every depth, and each picture keeps its file's path below the folder: out/sub/screen.png.
            """
    )

    @Argument(help: "Format files (.visual), directories of them, or - for standard input.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The picture (.png, .svg or .pdf), or a directory (ending in /) for many.")
    var output: String

    @OptionGroup var picture: PictureOptions

    @OptionGroup var languages: LanguageOptions

    @Option(help: "The format of each picture when -o is a directory: png, svg or pdf.")
    var format: PictureFormat = .png

    @Option(help: ArgumentHelp("Also write what the picture shows, item by item, as JSON (one format file only).",
                               valueName: "SCENE.json"))
    var scene: String?

    func validate() throws {
        guard !output.isEmpty else { throw ValidationError("-o needs a picture file or a folder, not an empty path") }
        guard !inputs.contains("") else { throw ValidationError("an empty path names no format file") }
        if let scene {
            guard !scene.isEmpty else { throw ValidationError("--scene needs a file, not an empty path") }
            let standard = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
            guard standard(scene) != standard(output), !inputs.map(standard).contains(standard(scene)) else {
                throw ValidationError("--scene '\(scene)' would overwrite the picture or a format file: give it a path of its own")
            }
        }
    }

    func run() throws {
        var options = picture.renderOptions
        options.translations = try languages.translations()
        options.direction = languages.direction
        let jobs = try makeJobs()
        if scene != nil && jobs.count != 1 {
            throw ValidationError("--scene describes one picture: give one format file, not \(jobs.count)")
        }
        let outcomes: [RenderOutcome]
        if jobs.count == 1 {
            outcomes = RenderBatch.run(jobs, options: options, threads: 1, read: Self.readDocument(measure: picture.measure))
        } else {
            // Source files drawn together share their helpers and constants, as `scan`'s do.
            let context = LayoutDocument.sourceContext(of: jobs.map(\.input))
            let progress = ProgressLine(verb: "rendered")
            outcomes = RenderBatch.run(jobs, options: options, read: Self.readDocument(measure: picture.measure, context: context)) { done, total in
                progress.show(done, total)
            }
            progress.clear()
        }
        var failed = false
        for outcome in outcomes {
            switch outcome.result {
            case .success(let picture):
                printError(DiagnosticRenderer(source: picture.source).render(picture.diagnostics))
                // A source file's layout with errors is left out of its picture: still an input error.
                if picture.diagnostics.containsErrors { failed = true }
                if let scene {
                    do {
                        try AtomicFile.write(Array(picture.scene.json().utf8), to: scene)
                    } catch {
                        printError(.error("\(error)", in: scene))
                        failed = true
                    }
                }
            case .failure(.noLayout(let diagnostics, let source)) where !outcome.job.wasNamed:
                // A source file or document found in a folder with no layout in it (a model,
                // a menu bar's xib) is passed over, as a search passes over other files.
                printError(DiagnosticRenderer(source: source).render(diagnostics.filter { $0.severity != .error }))
                printError(FileDiagnostic(file: outcome.job.input, severity: .note, message: "skipped: no layout in this file"))
            case .failure(let error):
                failed = true
                printError(error.message(input: outcome.job.input) + "\n")
            }
        }
        if failed { throw InputFailure() }
    }

    /// Every kind of document, each by its own reader (`LayoutDocument`).
    static func readDocument(measure: Bool, context: SourceCodeContext = SourceCodeContext())
        -> @Sendable (String) throws(FormatFileError) -> RenderBatch.Document {
        { path throws(FormatFileError) in
            let document = try LayoutDocument.read(path, measure: measure, context: context)
            return RenderBatch.Document(source: document.source, translated: document.layouts, found: document.diagnostics)
        }
    }

    /// One job per format file; several, or a directory, need `-o DIR/`. A folder is
    /// searched as `visual check` searches it (`FormatFileFinder`), and each picture keeps
    /// its file's path below the folder, so no two files share a picture.
    private func makeJobs() throws -> [RenderJob] {
        let files: [FoundFormatFile]
        let sawDirectory: Bool
        do {
            let search = try FormatFileFinder.find(inputs.filter { $0 != "-" }, extensions: LayoutDocument.extensions)
            for note in search.skipped { printError(note) }
            files = (inputs.contains("-") ? [FoundFormatFile(path: "-", relativeName: "-", wasNamed: true)] : [])
                + search.files
            sawDirectory = search.files.contains { !$0.wasNamed }
        } catch {
            printError("\(error)\n")
            throw InputFailure()
        }
        guard !files.isEmpty else { throw ValidationError("no .visual files in \(inputs.joined(separator: ", "))") }
        var isDirectory: ObjCBool = false
        let outputIsDirectory = output.hasSuffix("/")
            || FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue
        guard outputIsDirectory else {
            guard files.count == 1, !sawDirectory else {
                throw ValidationError("several format files need a directory for -o (ending in /), not '\(output)'")
            }
            guard PictureFormat(path: output) != nil else {
                throw ValidationError("\(output): unknown picture format '.\((output as NSString).pathExtension)': "
                            + "use .png, .svg or .pdf")
            }
            return [RenderJob(input: files[0].path, output: output)]
        }
        guard !inputs.contains("-") else { throw ValidationError("standard input (-) needs a picture file for -o, not a directory") }
        do {
            try AtomicFile.createFolder(output)
        } catch {
            printError(.error("\(error)", in: output))
            throw InputFailure()
        }
        var jobs: [RenderJob] = []
        var seen: [String: String] = [:]
        // Files that differ only in their extension (an Objective-C class's `.h` and `.m`, a
        // controller's `.m` and `.xib`) each keep it in the picture's name: `Card.m.png`.
        let sharedNames = Dictionary(grouping: files, by: \.relativeName).filter { $0.value.count > 1 }
        for file in files {
            let fileExtension = (file.path as NSString).pathExtension
            let name = sharedNames[file.relativeName] != nil && !fileExtension.isEmpty
                ? "\(file.relativeName).\(fileExtension)" : file.relativeName
            let picture = (output as NSString).appendingPathComponent("\(name).\(format.rawValue)")
            if let other = seen[picture] {
                throw ValidationError("'\(other)' and '\(file.path)' would both be drawn to '\(picture)'")
            }
            seen[picture] = file.path
            jobs.append(RenderJob(input: file.path, output: picture, wasNamed: file.wasNamed))
        }
        for folder in Set(jobs.map { ($0.output as NSString).deletingLastPathComponent }) {
            do {
                try AtomicFile.createFolder(folder)
            } catch {
                printError(.error("\(error)", in: folder))
                throw InputFailure()
            }
            StaleTemporaries.remove(in: folder)
        }
        return jobs
    }
}
