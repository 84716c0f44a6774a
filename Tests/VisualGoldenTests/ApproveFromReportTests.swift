import Foundation
import Testing
import VisualGolden
import VisualProcessTesting

/// Approving from the report: the command the page offers, run as a shell would run it,
/// makes the next check pass and touches no other golden; `--only` approves named files.
@Suite struct ApproveFromReportTests {
    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        try folder.write("screens/row.visual", CheckCommandTests.twoViews(gap: 10))
        try folder.write("screens/sub/other.visual", CheckCommandTests.twoViews(gap: 10))
    }

    func check(_ arguments: [String]) throws -> ProcessRun {
        try VisualProcess.run(["check", "screens", "--golden", "the goldens"] + arguments,
                              in: URL(fileURLWithPath: folder.path), environment: ["CI": nil])
    }

    func contents(_ relative: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + relative)) }

    /// The approve commands on the page, as the field shows them (entities undone).
    func approveCommands() throws -> [String] {
        let page = try String(contentsOfFile: folder.path + "/report/index.html", encoding: .utf8)
        return page.components(separatedBy: "readonly value=\"").dropFirst().map { rest in
            String(rest.prefix { $0 != "\"" }).replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
    }

    @Test func theCopiedCommandRunMakesTheNextCheckPassAndLeavesTheOthers() throws {
        #expect(try check([]).status == 0)
        let other = try contents("the goldens/sub/other.png")
        try folder.write("screens/row.visual", CheckCommandTests.twoViews(gap: 14))
        try folder.write("screens/sub/other.visual", CheckCommandTests.twoViews(gap: 16))
        try folder.write("screens/sub/new.visual", CheckCommandTests.twoViews(gap: 12))
        let failing = try check(["--record", "never", "--report", "report"])
        #expect(failing.status == 1)
        let page = try String(contentsOfFile: folder.path + "/report/index.html", encoding: .utf8)
        #expect(page.contains("<p class=\"verdict\" id=\"verdict\">0 passed, 2 failed, 0 recorded, 1 missing, 0 errors</p>"))
        // Said once: the verdict counts everything, so no second line repeats it in another order.
        #expect(page.components(separatedBy: "0 passed, ").count == 3, "the verdict and the <title> only")
        #expect(page.contains("id=\"failures-only\""))
        let commands = try approveCommands()
        #expect(commands == [
            "visual check screens --golden 'the goldens' --record all --only row",
            "visual check screens --golden 'the goldens' --record all --only sub/other",
            "visual check screens --golden 'the goldens' --record all --only sub/new",
        ])

        // Run the first as a user would, in a shell, with `visual` on the PATH.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", commands[0]]
        shell.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = VisualProcess.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "")
        environment["CI"] = nil
        shell.environment = environment
        shell.standardOutput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)

        let next = try check(["--record", "never", "--only", "row"])
        #expect(next.status == 0, "\(next)")
        #expect(try contents("the goldens/sub/other.png") == other, "approving row must not touch other")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/the goldens/sub/new.png"))
        let rest = try check(["--record", "never"])
        #expect(rest.stdout.hasSuffix("1 passed, 0 recorded, 1 failed, 1 missing\n"), "\(rest)")
    }

    @Test func recordFailedOnlyApprovesTheNamedFiles() throws {
        #expect(try check([]).status == 0)
        try folder.write("screens/row.visual", CheckCommandTests.twoViews(gap: 14))
        try folder.write("screens/sub/other.visual", CheckCommandTests.twoViews(gap: 16))
        let approve = try check(["--record", "failed", "--only", "screens/sub/other.visual"])
        #expect(approve.stdout.contains("recorded screens/sub/other.visual"), "\(approve)")
        #expect(!approve.stdout.contains("screens/row.visual"))
        let after = try check(["--record", "never"])
        #expect(after.stdout.contains("FAILED   screens/row.visual"))
        #expect(after.stdout.contains("passed   screens/sub/other.visual"))
        let unknown = try check(["--only", "nothing-like-this"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("visual check: error: --only: no file checked here is named 'nothing-like-this'"))
    }
}

/// The approve command's words, quoted so a POSIX shell reads them back as they were.
@Suite struct ApproveCommandQuotingTests {
    @Test func awkwardNamesAreQuotedAndPlainOnesAreNot() throws {
        let command = ApproveCommand(paths: ["screens", "my screens/it's here", "odd;name"], golden: "g")
            .command(for: GoldenLocation(formatFile: "x", name: "sub/a b", goldenDirectory: "g"))
        #expect(command == #"visual check screens 'my screens/it'\''s here' 'odd;name' --golden g --record all --only 'sub/a b'"#)
        // The shell gives back each word as it was.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s\\n' " + command.dropFirst("visual check ".count)]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let words = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(words == "screens\nmy screens/it's here\nodd;name\n--golden\ng\n--record\nall\n--only\nsub/a b\n")
    }
}
