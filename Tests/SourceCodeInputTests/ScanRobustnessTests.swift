import Foundation
import Testing
import VisualProcessTesting

/// `visual scan` on what a tree of real code can hold besides ordinary source files: huge
/// generated files, minified one-line files, files that are not text, links that loop. Each
/// finishes, says what it could not read, and prints output proportional to the problems.
///
/// The time limits only catch a hang or a quadratic cost (the tests run in a debug build on
/// a shared machine, where the 100,000 lines take half a minute of CPU and wall time
/// depends on the load); the release build's times are in docs/source-code.md, "Robustness
/// and speed".
@Suite struct ScanRobustnessTests {
    /// How many lines of diagnostics the files below print however often their two kinds
    /// of problem are repeated (the unknown key; the ambiguity of units that lay out one
    /// axis only): per kind `Diagnostic.shownPerKind` diagnostics of three lines each
    /// (message, source line, caret), then the count of the rest.
    private let cappedLines = 2 * (10 * 3 + 1)

    /// Past the first files (2,000) the first pass keeps no layouts, so a large tree's memory
    /// stays flat: those files are read again when their turn comes, and say the same.
    @Test(.timeLimit(.minutes(10)))
    func filesPastTheFirstTwoThousandAreReadAgainAndReportTheSame() throws {
        let folder = try TemporaryFolder()
        for index in 0..<2_010 {
            let body = index % 200 == 7 || index >= 2_005
                ? """
                  func layout() {
                      NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[nmae]-8-|",
                          options: [], metrics: nil, views: ["name": label])
                  }
                  """
                : "let value\(index) = \(index)"
            _ = try folder.write(String(format: "File%04d.swift", index), "import UIKit\n\n" + body + "\n")
        }
        let run = try VisualProcess.run(["scan", "."], in: folder.url)
        #expect(run.status == 1, "\(run)")
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: 'nmae' is not a key") }
        // Ten files before the two thousandth (7, 207, …, 1807) and five past it, each at the
        // same character of its literal.
        #expect(errors.count == 15, "\(run.stderr)")
        #expect(errors.contains { $0.hasPrefix("./File2009.swift:4:") || $0.hasPrefix("File2009.swift:4:") }, "\(errors)")
        #expect(Set(errors.map { $0.split(separator: ":")[1...2].joined(separator: ":") }) == ["4:62"], "\(errors)")
        #expect(run.stdout.contains("2010 files, 15 layouts, 15 errors"), "\(run.stdout)")
    }

    /// A header past the first 2,000 files still gives its constant to the first file: the
    /// first pass keeps what other files need of every file, only the layouts of the first.
    @Test(.timeLimit(.minutes(10)))
    func aConstantDeclaredPastTheFirstTwoThousandFilesReachesTheFirst() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Aa.m", """
            @implementation Aa
            - (void)layout {
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-gap-[a]|"
                    options:0 metrics:@{@"gap": @(kGap)} views:NSDictionaryOfVariableBindings(a)]];
            }
            @end

            """)
        for index in 0..<2_000 {
            _ = try folder.write(String(format: "File%04d.swift", index), "let value\(index) = \(index)\n")
        }
        // Sorted last: the 2,002nd file.
        _ = try folder.write("Zz.h", "static const CGFloat kGap = 12;\n")
        let run = try VisualProcess.run(["scan", "--format", "json", "."], in: folder.url)
        #expect(run.stdout.contains("metric gap = 12"), "\(run.stderr)")
        #expect(!run.stderr.contains("only known at run time"), "\(run.stderr)")
    }

    @Test(.timeLimit(.minutes(10)))
    func aHundredThousandLineFileFinishesWithItsErrorsCapped() throws {
        // 4,000 functions of 26 lines, each a layout among ordinary statements; every tenth
        // names a view the dictionary does not have. (With 20,000 five-line functions, the
        // debug binary took 111 s of CPU; with these, 59 s, and the caps are as tested.)
        var code = "final class Generated {\n"
        for index in 0..<4_000 {
            let name = index % 10 == 0 ? "nmae" : "name"
            code += """
                func layout\(index)() {
                    label\(index).text = "Label \(index)"
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-8-[\(name)]-(>=8)-|",
                        options: [], metrics: nil, views: ["name": label\(index)])

                """
            for step in 0..<20 {
                code += "        total += \(step) * spacing\n"
            }
            code += "    }\n\n"
        }
        code += "}\n"
        #expect(code.split(separator: "\n").count > 100_000)
        let folder = try TemporaryFolder()
        _ = try folder.write("Generated.swift", code)
        let run = try VisualProcess.run(["scan", "Generated.swift"], in: folder.url)
        #expect(run.status == 1)
        // 400 errors, 10 shown; 3,600 warnings, 10 shown.
        let errorLines = run.stderr.split(separator: "\n")
        #expect(errorLines.count == cappedLines, "\(errorLines.prefix(5))")
        #expect(run.stderr.contains("Generated.swift:4:62: error: 'nmae' is not a key in the views dictionary"))
        #expect(run.stderr.contains("Generated.swift: note: … and 390 more like this"))
        #expect(run.stderr.contains("Generated.swift: note: … and 3,590 more like this"))
        // One line per layout found, then the summary: the inventory is the answer.
        let listed = run.stdout.split(separator: "\n")
        #expect(listed.count == 4_001)
        #expect(listed.last == "1 file, 4000 layouts, 400 errors, 3600 warnings", "\(listed.last ?? "")")
    }

    @Test(.timeLimit(.minutes(10)))
    func aOneMegabyteLineFinishesAndItsExcerptsAreCut() throws {
        // Minified Objective-C: a megabyte on one line, with a non-ASCII character first so
        // that columns must count characters rather than bytes.
        var line = "/* é */ @implementation Minified "
        var index = 0
        while line.utf8.count < 1_000_000 {
            let name = index % 100 == 0 ? "nmae" : "name"
            line += "- (void)layout\(index) { [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|-[\(name)]-|\" "
                + "options:0 metrics:nil views:@{@\"name\": _label\(index)}]; } "
            index += 1
        }
        line += "@end"
        let folder = try TemporaryFolder()
        _ = try folder.write("Minified.m", line)
        // Counting the characters before each position anew made this quadratic (minutes).
        let run = try VisualProcess.run(["scan", "Minified.m"], in: folder.url)
        #expect(run.status == 1)
        let errorLines = run.stderr.split(separator: "\n")
        #expect(errorLines.count == cappedLines, "\(errorLines.prefix(5))")
        // The first call's literal starts after "/* é */ @implementation Minified - (void)layout0 { [NSLayoutConstraint constraintsWithVisualFormat:@".
        #expect(run.stderr.hasPrefix("Minified.m:1:107: error: 'nmae' is not a key in the views dictionary\n"), "\(errorLines.first ?? "")")
        // Each excerpt is the part of the line around the column, never the megabyte.
        #expect(errorLines.allSatisfy { $0.count <= 200 })
        #expect(run.stdout.split(separator: "\n").count == index + 1)
    }

    @Test func filesThatAreNotSourceTextAreDiagnosticsAndTheScanGoesOn() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("src/Card.swift", """
            class Card {
                func layout() {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", options: [], metrics: nil, views: ["t": title])
                }
            }
            """)
        // Not UTF-8 (Latin-1's é).
        try Data("let s = \"caf\u{E9}\"".data(using: .isoLatin1)!).write(to: folder.url.appendingPathComponent("src/Latin1.swift"))
        // Binary: an object file's header, NUL bytes and all (valid UTF-8 as it happens).
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00]).write(to: folder.url.appendingPathComponent("src/Object.m"))
        // UTF-16 without a byte-order mark: every other byte NUL, which would otherwise
        // scan as a file with no layouts.
        try Data("class A {}".data(using: .utf16LittleEndian)!).write(to: folder.url.appendingPathComponent("src/Wide.swift"))
        // Unreadable even for root: a link to a file whose reads fail (EIO).
        try FileManager.default.createSymbolicLink(atPath: folder.file("src/Unreadable.h"), withDestinationPath: "/proc/self/mem")
        let run = try VisualProcess.run(["scan", "src"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("src/Latin1.swift: error: the file is not UTF-8 text"), "\(run)")
        #expect(run.stderr.contains("src/Object.m: error: the file holds NUL bytes"), "\(run)")
        #expect(run.stderr.contains("src/Wide.swift: error: the file holds NUL bytes"), "\(run)")
        #expect(run.stderr.contains("src/Unreadable.h: error: cannot read the file"), "\(run)")
        #expect(run.stdout.contains("src/Card.swift:2: Card.layout: 1 call, 1 view"), "\(run)")
        #expect(run.stdout.contains("5 files, 1 layout, 4 errors"), "\(run)")
    }

    /// A loop followed would never end, so any limit catches it; the limit is the suite's
    /// ten minutes because this test runs beside the 100,000-line ones, and under a loaded
    /// machine its 0.2 s once took over a minute of wall time.
    @Test(.timeLimit(.minutes(10)))
    func symbolicLinkLoopsEnd() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("src/deep/Card.swift", """
            class Card {
                func layout() {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", options: [], metrics: nil, views: ["t": title])
                }
            }
            """)
        // A folder that links to its parent, two links to each other, a link to itself.
        try FileManager.default.createSymbolicLink(atPath: folder.file("src/deep/up"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.file("src/A.swift"), withDestinationPath: "B.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.file("src/B.swift"), withDestinationPath: "A.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.file("src/Self.m"), withDestinationPath: "Self.m")
        let run = try VisualProcess.run(["scan", "src"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("1 file, 1 layout"), "\(run)")
        #expect(run.stderr.contains("src/deep/up: note: skipped: a symbolic link to a folder"), "\(run)")
        for name in ["A.swift", "B.swift", "Self.m"] {
            #expect(run.stderr.contains("src/\(name): note: skipped: a symbolic link to nothing readable"), "\(run)")
        }
        // Named through the loop, the folder is searched once, and its link is not followed again.
        let named = try VisualProcess.run(["scan", "src/deep/up/deep/up/deep"], in: folder.url)
        #expect(named.status == 0, "\(named)")
        #expect(named.stdout.contains("1 file, 1 layout"), "\(named)")
    }
}
