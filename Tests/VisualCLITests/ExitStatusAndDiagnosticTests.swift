// Exit statuses and diagnostics of the real process (docs/format-file.md, "Command-line
// contract"): 0 success; 2 an input or usage error, never argument-parser's 64; on exit 2
// standard output is empty or a JSON object with diagnostics only; diagnostics go to
// standard error compiler style, every problem of the file, each with its line and caret.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct ExitStatusTests {
    /// Every usage and input error, for both commands that read a file: exit 2, nothing or
    /// diagnostics-only JSON on standard output, a message on standard error.
    @Test(arguments: [
        (["layout", "{}", "--bogus"], "Unknown option '--bogus'"),
        (["layout", "{}", "--format", "yaml"], "yaml"),
        (["layout"], "Missing expected argument"),
        (["layout", "{}", "extra"], "Unexpected argument 'extra'"),
        (["frobnicate"], "'frobnicate' is not a visual command"),
        (["constraints", "{}", "--format", "json"], "Unknown option '--format'"),
        (["constraints"], "Missing expected argument"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) throws {
        let run = try Visual.run(file: "H:|[a(50)]|", arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout == "")
        #expect(run.stderr.contains(message), "\(run)")
    }

    @Test func helpAndVersionExitZero() throws {
        for arguments in [["--help"], ["layout", "--help"], ["constraints", "--help"], ["--version"]] {
            let run = try Visual.run(file: "", arguments)
            #expect(run.status == 0, "\(arguments): \(run)")
            #expect(!run.stdout.isEmpty)
        }
        let help = try Visual.run(file: "", ["layout", "--help"])
        #expect(help.stdout.contains("--format") && help.stdout.contains("--timings"))
    }

    @Test func syntaxErrorExitsTwoWithEmptyOutputOrDiagnosticsOnlyJSON() throws {
        let text = "canvas 320 x 480\n[a(50]"
        let plain = try Visual.run(file: text, ["layout", "{}"])
        #expect(plain.status == 2)
        #expect(plain.stdout == "")
        let json = try Visual.layoutJSON(text)
        #expect(json.status == 2)
        let layout = try #require(json.json())
        #expect(layout.keys == ["diagnostics"])
        let diagnostics = try #require(layout["diagnostics"]?.array)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.keys == ["severity", "line", "column", "message"])
        #expect(diagnostics.first?["line"] == .number(2))
        #expect(diagnostics.first?["column"] == .number(3))
        let constraints = try Visual.run(file: text, ["constraints", "{}"])
        #expect(constraints.status == 2)
        #expect(constraints.stdout == "")
        #expect(constraints.stderr == json.stderr)
    }

    @Test func warningsAloneExitZero() throws {
        let run = try Visual.layoutJSON("canvas 100 x 100\nH:|[a]")
        #expect(run.status == 0)
        #expect(run.stderr.contains("warning: layout of 'a' is ambiguous"))
    }

    @Test func missingFile() throws {
        try withTemporaryDirectory { directory in
            let run = try Visual.run(["layout", "missing.visual"], in: directory)
            #expect(run.status == 2)
            #expect(run.stdout == "")
            #expect(run.stderr == "missing.visual: error: no such file\n")
            let json = try Visual.run(["layout", "missing.visual", "--format", "json"], in: directory)
            #expect(json.status == 2)
            let layout = try #require(json.json())
            #expect(layout.keys == ["diagnostics"])
            // A problem of the whole file has no line and column.
            #expect(layout["diagnostics"]?.array?.first?.keys == ["severity", "message"])
            #expect(layout["diagnostics"]?.array?.first?["message"]?.string == "no such file")
            let constraints = try Visual.run(["constraints", "missing.visual"], in: directory)
            #expect(constraints.status == 2)
            #expect(constraints.stderr == "missing.visual: error: no such file\n")
        }
    }

    @Test func directoryAndNonUTF8FilesAreUnreadable() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.visual"),
                                                    withIntermediateDirectories: false)
            try Data([0x5B, 0x61, 0xFF, 0xFE, 0x5D]).write(to: directory.appendingPathComponent("latin.visual"))
            for name in ["folder.visual", "latin.visual"] {
                let run = try Visual.run(["layout", name], in: directory)
                #expect(run.status == 2, "\(name): \(run)")
                #expect(run.stdout == "")
                #expect(run.stderr.hasPrefix("\(name): error: "))
                #expect(!run.stderr.contains("\(name):1:"))
            }
        }
    }
}

@Suite struct CompilerStyleDiagnosticTests {
    @Test func errorLineSourceAndCaret() throws {
        let run = try Visual.run(file: "canvas 320 x 480\nH:|-gap-[a]", named: "card.visual", ["layout", "{}"])
        #expect(run.stderr == """
            card.visual:2:5: error: undefined metric 'gap'
            H:|-gap-[a]
                ^~~

            """)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let run = try Visual.run(file: "view t label \"Grüße\" wobble", ["layout", "{}"])
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("case.visual:1:22: error: "))
        #expect(lines[1] == "view t label \"Grüße\" wobble")
        #expect(lines[2] == String(repeating: " ", count: 21) + "^")
    }

    @Test func tabsAreKeptSoTheCaretLinesUp() throws {
        let run = try Visual.run(file: "box {\n\t[a(50]\n}", ["layout", "{}"])
        #expect(run.stderr.hasPrefix("case.visual:2:4: error: "))
        #expect(run.stderr.contains("\n\t[a(50]\n\t  ^\n"))
    }

    @Test func unclosedBracketsAreReportedAtTheBracket() throws {
        let run = try Visual.run(file: "H(|-a[10]-b\ncard {\n[c]", ["layout", "{}"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("case.visual:1:2: error: "))
        #expect(run.stderr.contains("case.visual:2:6: error: "))
    }
}

/// docs/format-file.md: every problem of a file is reported, each line's own; parsing resumes at
/// the next line, also after a multi-line statement whose bracket never closes.
@Suite struct MultipleErrorTests {
    static let file = """
        canvas 100 x fit
        layout v {Top: "10",
          Leading: "5"
        H:|[a(50]|
        V(|-b[10]
        [c]-[d]-
        box {
          H:|[e(>=x@)]|
          padding 4
          padding 5
        }
        view f slider
        f.width == 2 * g.height
        g.top == f.width
        }
        """

    /// (line, column) of each error, in file order.
    static let expected: [(Int, Int)] = [(2, 10), (4, 6), (5, 2), (6, 8), (8, 13), (10, 3), (12, 8), (14, 10), (15, 1)]

    @Test func everyErrorOnStandardError() throws {
        let run = try Visual.run(file: Self.file, ["layout", "{}"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        let headers = run.stderr.split(separator: "\n").filter { $0.hasPrefix("case.visual:") && $0.contains(": error: ") }
        let positions = headers.map { header -> (Int, Int) in
            let parts = header.split(separator: ":")
            return (Int(parts[1]) ?? 0, Int(parts[2]) ?? 0)
        }
        #expect(positions.map(\.0) == Self.expected.map(\.0), "\(run.stderr)")
        #expect(positions.map(\.1) == Self.expected.map(\.1), "\(run.stderr)")
        // Each error shows its own source line.
        let lines = Self.file.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, _) in Self.expected {
            #expect(run.stderr.contains("\n\(lines[line - 1])\n"), "line \(line)")
        }
    }

    @Test func everyErrorInTheJSON() throws {
        let run = try Visual.layoutJSON(Self.file)
        #expect(run.status == 2)
        let layout = try #require(run.json())
        let errors = try #require(layout["diagnostics"]?.array).filter { $0["severity"]?.string == "error" }
        #expect(errors.map { Int($0["line"]?.number ?? 0) } == Self.expected.map(\.0))
        #expect(errors.map { Int($0["column"]?.number ?? 0) } == Self.expected.map(\.1))
    }

    @Test func constraintsReportsThemToo() throws {
        let run = try Visual.run(file: Self.file, ["constraints", "{}"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        let layout = try Visual.run(file: Self.file, ["layout", "{}"])
        #expect(run.stderr == layout.stderr)
    }
}
