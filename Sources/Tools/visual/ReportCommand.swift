import ArgumentParser
import Foundation
import VisualGolden
import VisualSyntax

/// `visual report …`: work on the report folders `visual check --report` writes.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work on check reports: merge the partial reports of a sharded run.",
        subcommands: [MergeReportsCommand.self]
    )
}

/// `visual report merge DIR… -o OUT`: the reports of `visual check --shard K/N --report DIR`
/// merged into one, with the page, the JUnit file and the results one run would write.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the reports of visual check --report (e.g. one per shard) into one.",
        discussion: """
            Each DIR is a folder written by visual check --report. OUT gets index.html with its images, \
            junit.xml and results.json for all of their files. A file found in two reports is an error. \
            Exit status: the merged run's (2 when any file had an error, 1 when any failed or a golden \
            is missing, else 0), or 2 when a report cannot be read or OUT cannot be written.
            """
    )

    @Argument(help: "Report folders written by visual check --report.")
    var folders: [String]

    @Option(name: .shortAndLong, help: "The merged report's folder.")
    var output: String

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("name the report folders to merge") }
        guard !output.isEmpty, !folders.contains("") else { throw ValidationError("an empty path names no folder") }
        let target = (output as NSString).standardizingPath
        if folders.contains(where: { ($0 as NSString).standardizingPath == target }) {
            throw ValidationError("-o '\(output)' is one of the reports to merge: write the merged report elsewhere")
        }
    }

    func run() throws {
        var results: [CheckResult] = []
        var approve: ApproveCommand?
        var seen: [String: String] = [:]
        var duplicates: [FileDiagnostic] = []
        for folder in folders {
            let contents: ReportFolder.Contents
            do {
                contents = try ReportFolder.read(folder)
            } catch {
                printError("\(error)\n")
                throw InputFailure()
            }
            approve = approve ?? contents.approve
            for result in contents.results {
                let name = result.location.name
                if let other = seen[name] {
                    duplicates.append(.error("'\(name)' is in two reports, \(other) and this one; merge each shard once", in: folder))
                }
                seen[name] = folder
                results.append(result)
            }
        }
        for duplicate in duplicates { printError(duplicate) }
        guard duplicates.isEmpty else { throw InputFailure() }
        // The order one run reports in: by golden name, then format file.
        results.sort { ($0.location.name, $0.location.formatFile) < ($1.location.name, $1.location.formatFile) }
        let failures = ReportFolder.write(ReportFolder.files(.init(approve: approve, shard: nil, results: results)), to: output)
        for failure in failures { printError(failure + "\n") }
        guard failures.isEmpty else { throw InputFailure() }
        let summary = CheckSummary(results)
        print("merged \(folders.count) \(folders.count == 1 ? "report" : "reports"): \(output)/index.html, \(output)/junit.xml")
        print(summary.line)
        if summary.exitStatus == 2 { throw InputFailure() }
        if summary.exitStatus == 1 { throw ExitCode(1) }
    }
}
