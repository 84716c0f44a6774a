import AtomicOutput
import ArgumentParser
import Foundation
import VisualGolden

/// `visual check [PATHS…]`: renders format files and compares them with their goldens.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render format files and compare them with their goldens (layout JSON and PNG).",
        discussion: """
            The golden of ROOT/sub/screen.visual is GOLDEN/sub/screen.png and .json. The layout must match
            within 0.01 points; the picture within the pixel threshold. Exit status: 2 for any input error,
            1 when anything differs or a golden is missing under --record never, else 0.
            """
    )

    @Argument(help: "Format files, or directories searched recursively for *.visual (default: the current directory).")
    var paths: [String] = []

    @Option(help: "Where the goldens live.")
    var golden: String = "golden"

    @Option(help: ArgumentHelp("missing: write absent goldens; failed: rewrite those that differ; all: rewrite every one; never: write nothing. Default: never when CI=true, else missing.", valueName: "mode"))
    var record: RecordMode?

    @Option(help: "Write an HTML page (with images) and a JUnit XML file here.")
    var report: String?

    @Option(help: "Per-pixel colour difference that counts, 0 to 1 (pixelmatch's threshold).")
    var threshold: Double = 0.1

    @Option(help: "How many pixels may differ before a picture fails.")
    var maxPixels: Int = 0

    @Flag(help: "List goldens that no checked format file has; with --yes, delete them.")
    var prune = false

    @Flag(help: "With --prune: really delete.")
    var yes = false

    func run() throws {
        guard (0...1).contains(threshold) else { throw usage("--threshold must be between 0 and 1") }
        guard maxPixels >= 0 else { throw usage("--max-pixels cannot be negative") }
        guard !yes || prune else { throw usage("--yes only confirms --prune") }
        let locations: [GoldenLocation]
        do {
            locations = try GoldenLocation.find(paths.isEmpty ? ["."] : paths, goldenDirectory: golden)
        } catch {
            printError("\(error)\n")
            throw InputFailure()
        }
        if locations.isEmpty { printError("warning: no .visual files found\n") }

        var check = GoldenCheck(mode: record ?? RecordMode.default(environment: ProcessInfo.processInfo.environment))
        check.diffOptions.threshold = threshold
        check.maximumDifferingPixels = maxPixels
        let progress = ProgressLine(verb: "checked")
        let results = check.run(locations) { done in progress.show(done, locations.count) }
        progress.clear()

        // With a report the images are in it; without one they go to a temporary folder.
        let artifacts = report == nil ? Self.defaultArtifactFolder : nil
        for result in results { print(describe(result, artifacts: artifacts), terminator: "") }
        var summary = CheckSummary(results)
        if prune { summary.errors += pruneGoldens(kept: locations) }
        if let report { summary.errors += writeReport(results, to: report) }
        print(summary.line)
        if summary.exitStatus == 2 { throw InputFailure() }
        if summary.exitStatus == 1 { throw ExitCode(1) }
    }

    /// Where a failure's render and diff image go when there is no report: a folder of the
    /// system's temporary directory (`VISUAL_ARTIFACTS` overrides), never the goldens' folder.
    static var defaultArtifactFolder: String {
        ProcessInfo.processInfo.environment["VISUAL_ARTIFACTS"] ?? (NSTemporaryDirectory() + "visual-check")
    }

    /// One line per file, and below a failure what differs and where its images went (as
    /// much of it as `CheckResult.shownLines` allows).
    private func describe(_ result: CheckResult, artifacts: String?) -> String {
        let label = switch result.status {
        case .passed: "passed  "
        case .recorded: "recorded"
        case .failed: "FAILED  "
        case .missing: "MISSING "
        case .error: "ERROR   "
        }
        var text = "\(label) \(result.location.formatFile)\n"
        for line in result.shownFailures { text += "    \(line)\n" }
        for note in result.shownNotes { text += "    note: \(note)\n" }
        text += result.shownErrors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { "    \($0)\n" }.joined()
        if result.status == .failed, let artifacts {
            for (suffix, bytes) in [("actual", result.images.actual), ("diff", result.images.diff)] {
                guard let bytes else { continue }
                let path = "\(artifacts)/\(result.location.name).\(suffix).png"
                if (try? writeCreatingFolders(bytes, to: path)) != nil { text += "    \(suffix): \(path)\n" }
            }
        }
        return text
    }

    /// Golden files under the golden folder that no checked format file claims. Counted as
    /// errors: none, since listing them is what was asked.
    private func pruneGoldens(kept: [GoldenLocation]) -> Int {
        let claimed = Set(kept.flatMap { [$0.pngPath, $0.jsonPath] })
        var orphans: [String] = []
        if let walker = FileManager.default.enumerator(atPath: golden) {
            while let relative = walker.nextObject() as? String {
                guard relative.hasSuffix(".png") || relative.hasSuffix(".json") else { continue }
                let path = golden + "/" + relative
                if !claimed.contains(path) { orphans.append(path) }
            }
        }
        var errors = 0
        for path in orphans.sorted() {
            if yes {
                do {
                    try FileManager.default.removeItem(atPath: path)
                    print("pruned   \(path)")
                } catch {
                    printError("\(path): error: cannot delete: \(error.localizedDescription)\n")
                    errors += 1
                }
            } else {
                print("orphan   \(path)   (no format file; --prune --yes deletes it)")
            }
        }
        return errors
    }

    /// The HTML page, its images and `junit.xml`; the number of files that failed to write.
    private func writeReport(_ results: [CheckResult], to folder: String) -> Int {
        var files = HTMLReport.files(results)
        files.append(("junit.xml", Array(JUnitReport.xml(results).utf8)))
        var errors = 0
        for file in files {
            let path = folder + "/" + file.path
            do {
                try writeCreatingFolders(file.bytes, to: path)
            } catch {
                printError("\(path): error: cannot write the report: \(error)\n")
                errors += 1
            }
        }
        if errors == 0 { print("report: \(folder)/index.html, \(folder)/junit.xml") }
        return errors
    }

    private func writeCreatingFolders(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try AtomicFile.write(bytes, to: path)
    }

    private func usage(_ message: String) -> InputFailure {
        printError("error: \(message)\n")
        return InputFailure()
    }
}

extension RecordMode: ExpressibleByArgument {}
