import AtomicOutput
import ArgumentParser
import LayoutDocuments
import SourceCodeInput
import Foundation
import FormatFileInput
import Geometry
import PixelDiff
import VisualGolden
import VisualRender
import VisualSyntax

/// `visual check [PATHS…]`: renders format files and compares them with their goldens.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render format files and compare them with their goldens (layout JSON and PNG).",
        discussion: """
            The golden of ROOT/sub/screen.visual is GOLDEN/sub/screen.png and .json, and its JSON records the \
            format file it belongs to. The layout must match within 0.01 points; the picture within the pixel \
            threshold.

            A failed file lists its layout changes, one line per view, largest first (moves relative to \
            the container; --absolute for canvas moves), and its report or failure images include the \
            overlay picture of them. A golden drawn by another renderer is compared by layout only \
            (--strict-renderer compares its pixels too).

            Exit status: 2 for any input error, 1 when anything differs or a golden is missing under \
            --record never, else 0.
            """
    )

    @Argument(help: "Format files, source files (.swift, .m, .mm, .h: a golden per layout), Interface Builder documents (.xib, .storyboard: a golden per scene), or directories searched recursively for all of them (default: the current directory).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Leave out files below a searched folder whose path below it matches this pattern (fnmatch, as in 'lint/*'; repeatable).",
                               valueName: "PATTERN"))
    var exclude: [String] = []

    @Option(help: "Where the goldens live.")
    var golden: String = "golden"

    @Option(help: ArgumentHelp("missing: write absent goldens; failed: rewrite those that differ; all: rewrite every one; never: write nothing. Default: never when CI=true, else missing.", valueName: "mode"))
    var record: RecordMode?

    @Option(help: "Write an HTML page (with images), a JUnit XML file and results.json (for visual report merge) here.")
    var report: String?

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, github
    }

    @Option(help: "text: a line per file for people; github: the same, and a GitHub Actions annotation for each failed file or error.")
    var format: OutputFormat = .text

    // `.unconditional`: a value such as `-1` is the option's value, to be checked, rather
    // than an option name (argument-parser's default says "Missing value").
    @Option(parsing: .unconditional, help: "Per-pixel colour difference that counts, 0 to 1 (pixelmatch's threshold).")
    var threshold: Double = 0.1

    @Option(parsing: .unconditional, help: "How many pixels may differ before a picture fails.")
    var maxPixels: Int = 0

    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Check only these files, by golden name (sub/screen) or path, e.g. to approve them with --record failed or all.",
                               valueName: "name"))
    var only: [String] = []

    @Option(help: ArgumentHelp("Check only shard K of N: the files whose path below the searched folder hashes to it (for CI; merge the reports with visual report merge).",
                               valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Leave this view's box out of the pixel comparison (repeatable; adds to the files' mask statements).",
                               valueName: "view"))
    var mask: [String] = []

    @Option(help: ArgumentHelp("Leave this rectangle of the picture out of the pixel comparison, in pixels at scale 1 (repeatable).",
                               valueName: "x,y,w,h"))
    var maskRect: [String] = []

    @Flag(help: "Leave masked views, and the views inside them, out of the layout comparison too (their frames are compared by default).")
    var maskLayout = false

    @Flag(help: "Compare the layout only, not the pixels (the layout is the same on every platform).")
    var layoutOnly = false

    @Flag(help: "Compare pixels even when the golden was drawn by another renderer (by default such goldens are compared by layout only, with a note).")
    var strictRenderer = false

    @Flag(help: "Report each view's move in canvas coordinates, not relative to its container.")
    var absolute = false

    @Flag(help: "List goldens whose format file no longer exists; with --yes, delete them. Needs folders, not files.")
    var prune = false

    @Flag(help: "With --prune: really delete.")
    var yes = false

    @Flag(help: .hidden)
    var worker = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1, not \(threshold)") }
        guard maxPixels >= 0 else { throw ValidationError("--max-pixels cannot be negative") }
        guard !yes || prune else { throw ValidationError("--yes only confirms --prune") }
        guard !golden.isEmpty else { throw ValidationError("--golden needs a folder, not an empty path") }
        if let report, report.isEmpty { throw ValidationError("--report needs a folder, not an empty path") }
        if let bad = maskRect.first(where: { Rect(maskParsing: $0) == nil }) {
            throw ValidationError("--mask-rect '\(bad)': expected X,Y,W,H in whole pixels, W and H at least 1")
        }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard '\(shard)': expected K/N with 1 ≤ K ≤ N, as in 2/3")
        }
        if shard != nil, prune { throw ValidationError("--prune judges the whole golden folder: run it without --shard") }
        if mask.contains("") { throw ValidationError("--mask needs a view name") }
        if paths.contains("") { throw ValidationError("an empty path names no file or folder") }
        if prune, let file = paths.first(where: isExistingFile) {
            throw ValidationError("--prune judges the whole golden folder, so it needs folders to search, not the file '\(file)'")
        }
        if isExistingFile(golden) { throw ValidationError("--golden '\(golden)' is a file, not a folder") }
    }

    func run() throws {
        if worker { return CheckWorkerLoop.run(makeCheck()) }
        let workers = startWorkers()
        let search: FormatFileSearch
        do {
            search = try FormatFileFinder.find(paths.isEmpty ? ["."] : paths, extensions: Self.checkedExtensions,
                                               excluding: exclude)
        } catch {
            printError("\(error)\n")
            throw InputFailure()
        }
        for note in search.skipped { printError(note) }
        if let named = search.files.first(where: { file in
            file.wasNamed && !Self.checkedExtensions.contains((file.path as NSString).pathExtension) }) {
            printError(.error("not a format file (expected a .visual file, a source file, an Interface Builder document or a directory)",
                             in: named.path))
            throw InputFailure()
        }
        if search.files.isEmpty {
            printError(.warning("no format files found (.visual files, source files or Interface Builder documents)",
                                running: "visual check"))
        }

        let folder = GoldenFolder(path: golden)
        let notice = OnceNotice("waiting for another visual run that is using the goldens in \(golden)…\n")
        let waiting: @Sendable () -> Void = { notice.show() }
        folder.repair(waiting: waiting)
        let plan = folder.plan(search.files, layouts: try layoutsOfTranslatedFiles(search.files, context: sourceContext()))
        for collision in plan.collisions { printError(collision + "\n") }
        for note in plan.notes { printError(note + "\n") }
        var locations = only.isEmpty ? plan.locations : try onlyNamed(plan.locations)
        if let selectedShard {
            let relative = Dictionary(search.files.map { ($0.path, $0.relativeName) }, uniquingKeysWith: { first, _ in first })
            locations = locations.filter { selectedShard.contains(relativePath: relative[$0.formatFile] ?? $0.name) }
        }

        let progress = ProgressLine(verb: "checked")
        let total = locations.count
        let results = workers.run(locations, goldens: plan.decodedGoldens) { done in progress.show(done, total) }
        progress.clear()

        // With a report the images are in it; without one they go to a private folder.
        let images = report == nil ? FailureImages(folder: ProcessInfo.processInfo.environment["VISUAL_ARTIFACTS"]) : nil
        for result in results {
            let saved = images.map { saveFailureImages(of: result, to: $0) } ?? ""
            print(describe(result) + saved, terminator: "")
            if format == .github {
                for annotation in GitHubWorkflowCommands.annotations(for: result) { print(annotation) }
            }
        }
        var summary = CheckSummary(results)
        summary.errors += plan.collisions.count
        if prune { summary.errors += pruneGoldens(folder, scan: plan.scan, rewritten: jsonWritten(by: results), waiting: waiting) }
        if let report { summary.errors += writeReport(results, to: report) }
        print(summary.line)
        if summary.exitStatus == 2 { throw InputFailure() }
        if summary.exitStatus == 1 { throw ExitCode(1) }
    }

    /// What `check` looks for in a folder: format files, source files and Interface
    /// Builder documents.
    static let checkedExtensions = LayoutDocument.extensions

    /// The layouts of each source file and Interface Builder document found, by path: each
    /// gets a golden of its own. A file that cannot be read is an error of the run.
    private func layoutsOfTranslatedFiles(_ files: [FoundFormatFile], context: SourceCodeContext) throws -> [String: [String]] {
        var layouts: [String: [String]] = [:]
        for file in files where LayoutDocument.isTranslated(file.path) {
            do {
                layouts[file.path] = try LayoutDocument.read(file.path, context: context).layouts?.map(\.name) ?? []
            } catch {
                printError(error.rendered)
                throw InputFailure()
            }
            // A file named on the command line is meant to be checked: with no layout found
            // (one calling a helper another file defines) it silently passed having checked
            // nothing. A warning, not an error: a list of changed files given to `check` may
            // hold files without layouts. Found in a folder, it is passed over quietly.
            if file.wasNamed, layouts[file.path]?.isEmpty ?? true {
                printError(FileDiagnostic(file: file.path, severity: .warning,
                                            message: PictureRenderer.noLayoutMessage + ": nothing of it is checked"))
            }
        }
        return layouts
    }

    /// The locations `--only` names, by golden name or by format file path; a name that
    /// matches none is a usage error, so a mistyped approval writes nothing.
    private func onlyNamed(_ locations: [GoldenLocation]) throws -> [GoldenLocation] {
        func matches(_ location: GoldenLocation, _ name: String) -> Bool {
            name == location.name || (name as NSString).standardizingPath == (location.formatFile as NSString).standardizingPath
        }
        let unknown = only.filter { name in !locations.contains { matches($0, name) } }
        if !unknown.isEmpty {
            let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
            printError(.error("--only: no file checked here is named \(names)", running: "visual check"))
            throw InputFailure()
        }
        return locations.filter { location in only.contains { matches(location, $0) } }
    }

    private var selectedShard: Shard? { shard.flatMap(Shard.init(parsing:)) }

    /// The comparison this run asked for, as the workers run it.
    private func makeCheck() -> GoldenCheck {
        var check = GoldenCheck(mode: recordMode)
        check.pixels.options.threshold = threshold
        check.pixels.budget = PixelBudget(maximumPixels: maxPixels)
        check.keepsReportImages = report != nil
        check.absoluteMoves = absolute
        check.maskedViews = mask
        check.maskRects = maskRect.compactMap(Rect.init(maskParsing:))
        check.masksLayout = maskLayout
        check.layoutOnly = layoutOnly
        check.strictRenderer = strictRenderer
        check.sourceContext = sourceContext()
        // The workers of one run wait for each other's writes all the time: only the
        // supervisor says when another run holds the folder (before the run starts).
        return check
    }

    /// The helpers and constants of the run's source files, gathered by the supervisor and
    /// by each worker alike from the paths of the command line (a worker is sent files, not
    /// the search), as `scan` gathers them.
    private func sourceContext() -> SourceCodeContext {
        guard let search = try? FormatFileFinder.find(paths.isEmpty ? ["."] : paths, extensions: SourceCodeLayouts.extensions,
                                                      excluding: exclude) else { return SourceCodeContext() }
        return LayoutDocument.sourceContext(of: search.files.map(\.path))
    }

    private var recordMode: RecordMode {
        record ?? RecordMode.default(environment: ProcessInfo.processInfo.environment)
    }

    /// One worker process per core, each running this executable's `check --worker` with
    /// this run's own arguments: a worker reads them as this process did (`makeCheck`), so
    /// no option can be left out of its command line. (It ignores the paths and the options
    /// of the whole run, `--report`, `--only`, `--shard`: it checks the files it is sent.)
    /// Started first thing, so that they start up while this process plans the run.
    private func startWorkers() -> CheckWorkers {
        // `visual check …`: the subcommand comes first (the root command takes no options),
        // and `--worker` goes right after it, before any `--` that would make it a path.
        let arguments = Array(CommandLine.arguments.dropFirst())
        precondition(arguments.first == "check", "visual check runs as `visual check …`")
        let options = ["check", "--worker"] + arguments.dropFirst()
        let environment = ProcessInfo.processInfo.environment
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let command = environment["VISUAL_CHECK_WORKER"].map { [$0, executable] } ?? [executable]
        return CheckWorkers(command: command + options, count: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// One line per file, and below it what differs, notes and errors.
    private func describe(_ result: CheckResult) -> String {
        let label = switch result.status {
        case .passed: "passed  "
        case .recorded: "recorded"
        case .failed: "FAILED  "
        case .missing: "MISSING "
        case .error: "ERROR   "
        }
        var text = "\(label) \(result.location.formatFile)" + (result.location.layout.map { " (\($0))" } ?? "") + "\n"
        if let kind = result.kind { text += "    \(kind)\n" }
        if result.status == .failed { text += result.changesText(indent: "    ") }
        for line in result.shownFailures { text += "    \(line)\n" }
        for note in result.shownNotes { text += "    note: \(note)\n" }
        text += result.shownErrors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { "    \($0)\n" }.joined()
        return text
    }

    /// Writes a failed file's render and diff image; one line each saying where they went.
    private func saveFailureImages(of result: CheckResult, to images: FailureImages) -> String {
        guard result.status == .failed else { return "" }
        var lines = ""
        for (suffix, bytes) in [("actual", result.images.actual), ("diff", result.images.diff),
                                ("overlay", result.images.overlay)] {
            guard let bytes else { continue }
            do {
                lines += "    \(suffix): \(try images.write(bytes, name: result.location.name, suffix: suffix))\n"
            } catch {
                // Only a help for looking into the failure, which is reported either way.
                lines += "    \(suffix): could not be written to \(images.path(name: result.location.name, suffix: suffix)) (\(error))\n"
            }
        }
        return lines
    }

    /// The goldens whose JSON this run wrote, by name: they record the file just checked.
    private func jsonWritten(by results: [CheckResult]) -> Set<String> {
        Set(results.filter { result in
            result.findings.contains { finding in
                if case .wrote(let paths, _) = finding { paths.contains(result.location.jsonPath) } else { false }
            }
        }.map(\.location.name))
    }

    /// Lists (or with --yes deletes) the goldens whose format file is gone, judged from the
    /// walk the plan was made from and what this run wrote since; the number of deletions
    /// that failed.
    private func pruneGoldens(_ folder: GoldenFolder, scan: GoldenFolder.Scan, rewritten: Set<String>,
                              waiting: () -> Void) -> Int {
        let (orphans, unjudged) = folder.orphans(in: scan, rewritten: rewritten)
        for json in unjudged {
            print("kept     \(json)   (records no format file; --record all adds the record)")
        }
        var errors = 0
        for orphan in orphans {
            let files = [orphan.json, orphan.png].compactMap { $0 }.joined(separator: ", ")
            guard yes else {
                print("orphan   \(files)   (its format file is gone; --prune --yes deletes it)")
                continue
            }
            do {
                try folder.delete(orphan, waiting: waiting)
                print("pruned   \(files)")
            } catch {
                printError("\(error)\n")
                errors += 1
            }
        }
        return errors
    }

    /// The HTML page, its images, `junit.xml` and `results.json` (see `ReportFolder`); the
    /// number of files that failed to write.
    private func writeReport(_ results: [CheckResult], to folder: String) -> Int {
        let contents = ReportFolder.Contents(approve: ApproveCommand(paths: paths.isEmpty ? ["."] : paths, golden: golden),
                                             shard: selectedShard, results: results)
        let failures = ReportFolder.write(ReportFolder.files(contents), to: folder)
        for failure in failures { printError(failure + "\n") }
        if failures.isEmpty { print("report: \(folder)/index.html, \(folder)/junit.xml") }
        return failures.count
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func isExistingFile(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path) && !isDirectory(path)
    }
}

extension RecordMode: ExpressibleByArgument {}

/// A message shown at most once per run, from any thread.
final class OnceNotice: @unchecked Sendable {
    private let message: String
    private var shown = false
    private let lock = NSLock()

    init(_ message: String) {
        self.message = message
    }

    func show() {
        let first = lock.withLock { () -> Bool in
            defer { shown = true }
            return !shown
        }
        if first { printError(message) }
    }
}
