import ArgumentParser
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
            Many: `visual render a.visual b.visual -o out/` or `visual render samples/ -o out/` writes
            out/a.png, out/b.png, … (--format picks svg or pdf), drawing on every core.
            """
    )

    @Argument(help: "Format files (.visual), directories of them, or - for standard input.")
    var inputs: [String]

    @Option(name: .shortAndLong, help: "The picture (.png, .svg or .pdf), or a directory (ending in /) for many.")
    var output: String

    // `.unconditional`: `--scale -2` is a value to refuse with a clear message, not a
    // missing value followed by an unknown option.
    @Option(parsing: .unconditional, help: "Pixels per point in a PNG: 1, 2 or 3.")
    var scale: Int = 1

    @Option(help: "light, dark or blueprint.")
    var theme: Theme = .light

    @Flag(help: "Leave out the dimension lines across spacings.")
    var noGuides = false

    @Option(help: "The sheet's heading (default: the file's name).")
    var title: String?

    @Flag(help: "No heading.")
    var noTitle = false

    @Option(name: .customLong("size"),
            help: ArgumentHelp("Draw at this canvas size instead of the file's (WxH, a side may be fit); repeat to draw several sizes side by side.",
                               valueName: "WxH"))
    var sizes: [String] = []

    @Option(help: "The format of each picture when -o is a directory: png, svg or pdf.")
    var format: PictureFormat = .png

    func run() throws {
        let options = try renderOptions()
        let jobs = try makeJobs()
        let outcomes: [RenderOutcome]
        if jobs.count == 1 {
            outcomes = RenderBatch.run(jobs, options: options, threads: 1)
        } else {
            let progress = ProgressLine(verb: "rendered")
            outcomes = RenderBatch.run(jobs, options: options) { done, total in progress.show(done, total) }
            progress.clear()
        }
        var failed = false
        for outcome in outcomes {
            switch outcome.result {
            case .success(let picture):
                printError(DiagnosticRenderer(source: picture.source).render(picture.diagnostics))
            case .failure(let error):
                failed = true
                printError(message(for: error, input: outcome.job.input) + "\n")
            }
        }
        if failed { throw InputFailure() }
    }

    private func renderOptions() throws -> RenderOptions {
        guard (1...3).contains(scale) else { throw usage("--scale must be 1, 2 or 3, not \(scale)") }
        guard !(noTitle && title != nil) else { throw usage("--title and --no-title cannot be used together") }
        var options = RenderOptions(scale: scale, theme: theme, showsGuides: !noGuides)
        options.title = noTitle ? .none : title.map(TitleOption.text) ?? .fileName
        for text in sizes {
            guard let size = CanvasSize(parsing: text) else {
                throw usage("--size '\(text)' is not WxH with sides from 0 to \(Int(CanvasSize.maximumSide)) or fit "
                            + "(for example 375x667, or 320xfit)")
            }
            options.sizes.append(size)
        }
        return options
    }

    /// One job per format file; several, or a directory, need `-o DIR/`.
    private func makeJobs() throws -> [RenderJob] {
        var files: [String] = []
        var sawDirectory = false
        for input in inputs {
            var isDirectory: ObjCBool = false
            if input != "-", FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory),
               isDirectory.boolValue {
                sawDirectory = true
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: input)
                } catch {
                    throw usage("\(input): cannot read the directory")
                }
                let found = names.filter { $0.hasSuffix(".visual") }.sorted()
                guard !found.isEmpty else { throw usage("\(input): no .visual files in the directory") }
                files += found.map { (input as NSString).appendingPathComponent($0) }
            } else {
                files.append(input)
            }
        }
        var isDirectory: ObjCBool = false
        let outputIsDirectory = output.hasSuffix("/")
            || FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue
        guard outputIsDirectory else {
            guard files.count == 1, !sawDirectory else {
                throw usage("several format files need a directory for -o (ending in /), not '\(output)'")
            }
            guard PictureFormat(path: output) != nil else {
                throw usage("\(output): unknown picture format '.\((output as NSString).pathExtension)': "
                            + "use .png, .svg or .pdf")
            }
            return [RenderJob(input: files[0], output: output)]
        }
        guard !files.contains("-") else { throw usage("standard input (-) needs a picture file for -o, not a directory") }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            throw usage("\(output): error: cannot make the directory")
        }
        var jobs: [RenderJob] = []
        var seen: [String: String] = [:]
        for file in files {
            let base = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let picture = (output as NSString).appendingPathComponent("\(base).\(format.rawValue)")
            if let other = seen[picture] {
                throw usage("'\(other)' and '\(file)' would both be drawn to '\(picture)'")
            }
            seen[picture] = file
            jobs.append(RenderJob(input: file, output: picture))
        }
        return jobs
    }

    private func message(for error: RenderError, input: String) -> String {
        switch error {
        case .layoutErrors(let diagnostics, let source):
            return DiagnosticRenderer(source: source).render(diagnostics).trimmingCharacters(in: .newlines)
        case .unreadable(let message):
            return message
        case .unwritable(let path, let reason):
            return "\(path): error: \(reason)"
        case .tooLarge, .drawing:
            return "\(input): error: \(error)"
        }
    }

    private func usage(_ message: String) -> InputFailure {
        printError("error: \(message)\n")
        return InputFailure()
    }
}

extension Theme: ExpressibleByArgument {}
extension PictureFormat: ExpressibleByArgument {}
