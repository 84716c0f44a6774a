import Foundation
import Testing
import VisualProcessTesting
@testable import PixelDiff
@testable import PNGCodec

/// Runs `visual` with `arguments` as a real process.
func visual(_ arguments: [String]) throws -> ProcessRun {
    try VisualProcess.run(arguments)
}

private func fixturePath(_ name: String) -> String {
    pixelmatchDirectory.appendingPathComponent(name).path
}

@Suite("visual diff, run as a process")
struct DiffCommandTests {
    @Test("differences: exit 1, the count first, and the diff image pixelmatch draws")
    func differences() throws {
        let scratch = try TemporaryFolder()
        let run = try visual(["diff", fixturePath("1a.png"), fixturePath("1b.png"), "--threshold", "0.05",
                              "--output", scratch.file("diff.png")])
        #expect(run.status == 1)
        #expect(run.firstLine == "143 pixels differ (0.11 %)")
        #expect(run.stderr.isEmpty)
        #expect(scratch.contents == ["diff.png"])
        let written = try PNGDecoder.read(path: scratch.file("diff.png"))
        #expect(written == (try fixture("1diff.png")))
    }

    @Test("identical images: exit 0; the diff image is still written")
    func identical() throws {
        let scratch = try TemporaryFolder()
        let run = try visual(["diff", fixturePath("6a.png"), fixturePath("6a.png"), "-o", scratch.file("empty.png")])
        #expect(run.status == 0)
        #expect(run.firstLine == "0 pixels differ (0.00 %)")
        #expect(try PNGDecoder.read(path: scratch.file("empty.png")) == (try fixture("6empty.png")))
    }

    /// Budget options and the exit status they give for 143 differing pixels of 131072.
    static let budgets: [([String], Int32)] = [
        (["--max-pixels", "143"], 0), (["--max-pixels", "142"], 1),
        (["--max-ratio", "0.0011"], 0), (["--max-ratio", "0.001"], 1),
        (["--max-pixels", "1000", "--max-ratio", "0.001"], 1), ([], 1),
    ]

    @Test("the budget decides the exit status", arguments: budgets)
    func budget(options: [String], status: Int32) throws {
        let run = try visual(["diff", fixturePath("1a.png"), fixturePath("1b.png"), "--threshold", "0.05"] + options)
        #expect(run.status == status)
        #expect(run.firstLine == "143 pixels differ (0.11 %)")
        #expect(run.stdout.contains("over budget") == (status == 1))
    }

    @Test("options reach the comparison: --include-aa, --no-checkerboard")
    func options() throws {
        #expect(try visual(["diff", fixturePath("1a.png"), fixturePath("1b.png"), "--include-aa"]).firstLine
                    == "167 pixels differ (0.13 %)")
        #expect(try visual(["diff", fixturePath("8a.png"), fixturePath("5b.png"), "--threshold", "0.05",
                            "--no-checkerboard"]).firstLine == "0 pixels differ (0.00 %)")
    }

    @Test("images of different sizes: exit 1, reported as such, no diff image")
    func differentSizes() throws {
        let scratch = try TemporaryFolder()
        let run = try visual(["diff", fixturePath("1a.png"), fixturePath("2a.png"), "-o", scratch.file("diff.png")])
        #expect(run.status == 1)
        #expect(run.firstLine == "images differ in size: \(fixturePath("1a.png")) is 512×256, \(fixturePath("2a.png")) is 256×256")
        #expect(scratch.contents.isEmpty)
    }

    @Test("a corrupt or missing PNG: exit 2 with FILE: error: …, nothing on standard output")
    func corrupt() throws {
        let scratch = try TemporaryFolder()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: fixturePath("1b.png")))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: scratch.file("half.png")))
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: scratch.file("text.png")))

        let truncated = try visual(["diff", fixturePath("1a.png"), scratch.file("half.png")])
        #expect(truncated.status == 2)
        #expect(truncated.stderr == "\(scratch.file("half.png")): error: the file ends too early (truncated PNG)\n")
        #expect(truncated.stdout.isEmpty)

        let both = try visual(["diff", scratch.file("text.png"), scratch.file("missing.png")])
        #expect(both.status == 2)
        #expect(both.stderr == """
            \(scratch.file("text.png")): error: not a PNG file (no PNG signature)
            \(scratch.file("missing.png")): error: no such file

            """)
    }

    @Test("bad option values are usage errors: exit 2", arguments: [
        ["--threshold", "1.5"], ["--alpha", "-1"], ["--max-ratio", "2"], ["--max-pixels", "-3"], ["--bogus"],
    ])
    func badOptions(options: [String]) throws {
        let run = try visual(["diff", fixturePath("1a.png"), fixturePath("1b.png")] + options)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Error:"))
    }
}
