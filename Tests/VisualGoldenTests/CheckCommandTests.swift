import Foundation
import PixelDiff
import PNGCodec
import Testing
import VisualProcessTesting
import VisualGolden
import VisualRender
import VisualSyntax

/// `visual check` run as a process on real files in a temporary folder.
@Suite struct CheckCommandTests {
    /// Two views in a row; `gap` moves `b`.
    static func twoViews(gap: Int) -> String {
        """
        canvas 200 x 80
        H:|-20-[a(40)]-\(gap)-[b(50)]
        V:|-20-[a(30)]
        V:|-20-[b(30)]
        """
    }

    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        try folder.write("screens/row.visual", Self.twoViews(gap: 10))
        try folder.write("screens/toolbar.visual", "canvas 240 x 44\nH:|-[cancel]-(>=8)-[done]-|\nV:|-[cancel]\nV:|-[done]\n")
    }

    func check(_ arguments: [String], ci: Bool = false) throws -> ProcessRun {
        try VisualProcess.run(["check", "screens", "--golden", "g"] + arguments, in: URL(fileURLWithPath: folder.path),
                              environment: ["CI": ci ? "true" : nil, "VISUAL_ARTIFACTS": folder.path + "/artifacts"])
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: folder.path + "/" + relative) }
    func contents(_ relative: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + relative)) }

    @Test func recordsMissingGoldensThenPasses() throws {
        let first = try check([])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.hasSuffix("0 passed, 2 recorded, 0 failed\n"))
        for golden in ["g/row.png", "g/row.json", "g/toolbar.png", "g/toolbar.json"] { #expect(exists(golden)) }
        let second = try check([])
        #expect(second.status == 0)
        #expect(second.stdout.hasSuffix("2 passed, 0 recorded, 0 failed\n"))
    }

    @Test func aViewMovedTwoPointsFailsNamingItAndTheDiffIsRedWhereItMoved() throws {
        _ = try check([])
        let golden = try contents("g/row.png")
        try folder.write("screens/row.visual", Self.twoViews(gap: 12))
        let run = try check([])
        #expect(run.status == 1)
        #expect(run.stdout.contains("FAILED   screens/row.visual"))
        #expect(run.stdout.contains("b.x: expected 70, got 72"))
        #expect(!run.stdout.contains("a.x"))
        #expect(run.stdout.contains("pixels differ"))
        #expect(try contents("g/row.png") == golden, "a failing check must not touch the golden")

        // Red pixels of the diff image: only between a's right edge (60) and b's new right
        // edge (122), or its tag's, where the gap's guide, b and its tag changed (the gap's
        // pill, wider than the gap, overhangs a's edge: from its left end, before or after);
        // a's box and the left are untouched.
        let diff = try PNGDecoder.read(path: folder.path + "/artifacts/row.diff.png")
        let pictures = try [10, 12].map { gap in
            try PictureRenderer.render(text: Self.twoViews(gap: gap), name: "row.visual", format: .png,
                                       options: RenderOptions(scale: 1))
        }
        let picture = pictures[1]
        let canvas = try #require(picture.scene.frames.first?.rect)
        let tagOfB = try #require(picture.scene.tags.first { $0.view == "b" }).rect
        let right = max(124, tagOfB.maxX - canvas.x + 2)
        let pillsOfTheGap = pictures.compactMap { $0.scene.guides.first { $0.views == ["a", "b"] }?.pill }
        let left = min(58, (pillsOfTheGap.map(\.x).min() ?? .infinity) - canvas.x - 1)
        var red = 0
        var outside: [Int] = []
        for y in 0..<diff.height {
            for x in 0..<diff.width {
                let p = diff.pixel(x: x, y: y)
                guard p.red == 255, p.green == 0, p.blue == 0 else { continue }
                red += 1
                let canvasX = Double(x) - canvas.x
                if canvasX < left || canvasX > right { outside.append(x) }
            }
        }
        #expect(red > 50)
        #expect(outside.isEmpty, "\(outside.count) red pixels outside the moved region, e.g. x = \(outside.prefix(5))")
    }

    /// The images of a failure that cannot be saved (here a file is where their folder
    /// should be) are listed as not written, rather than silently left out.
    @Test func aFailureWhoseImagesCannotBeSavedSaysSo() throws {
        _ = try check([])
        try folder.write("screens/row.visual", Self.twoViews(gap: 12))
        try folder.write("artifacts", "a file, not a folder")
        let run = try check([])
        #expect(run.status == 1)
        #expect(run.stdout.contains("    actual: could not be written to \(folder.path)/artifacts/row.actual.png"),
                "\(run.stdout)")
    }

    @Test func recordModeFailedRewritesOnlyWhatDiffers() throws {
        _ = try check([])
        let toolbar = try contents("g/toolbar.png")
        try folder.write("screens/row.visual", Self.twoViews(gap: 12))
        let run = try check(["--record", "failed"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 passed, 1 recorded, 0 failed\n"))
        #expect(String(decoding: try contents("g/row.json"), as: UTF8.self).contains("\"name\": \"b\", \"x\": 72"))
        #expect(try contents("g/toolbar.png") == toolbar)
    }

    @Test func recordModeAllRewritesEverything() throws {
        _ = try check([])
        let run = try check(["--record", "all"])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("0 passed, 2 recorded, 0 failed\n"))
    }

    @Test func recordModeNeverWritesNothingAndAMissingGoldenFails() throws {
        let run = try check(["--record", "never"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("MISSING  screens/row.visual"))
        #expect(run.stdout.hasSuffix("0 passed, 0 recorded, 0 failed, 2 missing\n"))
        #expect(!exists("g"))
    }

    @Test func inCIAMissingGoldenFailsByDefault() throws {
        let run = try check([], ci: true)
        #expect(run.status == 1)
        #expect(!exists("g"))
    }

    @Test func recordModeMissingDoesNotOverwriteADifference() throws {
        _ = try check([])
        let json = try contents("g/row.json")
        try folder.write("screens/row.visual", Self.twoViews(gap: 12))
        #expect(try check(["--record", "missing"]).status == 1)
        #expect(try contents("g/row.json") == json)
    }

    @Test func aCorruptGoldenIsAClearInputError() throws {
        _ = try check([])
        try folder.write("g/row.png", "not a png")
        let run = try check([])
        #expect(run.status == 2)
        #expect(run.stdout.contains("g/row.png: error: cannot read the golden"))
        #expect(String(decoding: try contents("g/row.png"), as: UTF8.self) == "not a png")
    }

    @Test func aFileWithErrorsIsExitTwoWithItsDiagnostics() throws {
        try folder.write("screens/broken.visual", "H:|-[a\n")
        let run = try check([])
        #expect(run.status == 2)
        #expect(run.stdout.contains("ERROR    screens/broken.visual"))
        #expect(run.stdout.contains("screens/broken.visual:1:5: error:"))
    }

    @Test func aFolderWithNothingToCheckSaysWhatItPassedOverAndThatNothingWasFound() throws {
        try folder.write("drafts/.draft.visual", Self.twoViews(gap: 10))
        let run = try VisualProcess.run(["check", "drafts", "--golden", "g"], in: URL(fileURLWithPath: folder.path))
        // Written as compilers write theirs: the path (or the command) first, then the severity.
        #expect(run.stderr.contains("drafts/.draft.visual: note: skipped: a hidden file\n"), "\(run)")
        #expect(run.stderr.contains("visual check: warning: no format files found"), "\(run)")
        #expect(!run.stderr.contains("\nnote: ") && !run.stderr.hasPrefix("note: "), "\(run)")
        #expect(run.status == 0, "\(run)")
    }

    @Test func theReportHasAPageImagesAndJUnit() throws {
        _ = try check([])
        try folder.write("screens/row.visual", Self.twoViews(gap: 12))
        let run = try check(["--report", "report"])
        #expect(run.status == 1)
        let page = String(decoding: try contents("report/index.html"), as: UTF8.self)
        #expect(page.contains("b.x: expected 70, got 72"))
        for image in ["row.expected.png", "row.actual.png", "row.diff.png", "toolbar.actual.png"] {
            #expect(exists("report/images/" + image), "\(image)")
        }
        #expect(String(decoding: try contents("report/junit.xml"), as: UTF8.self).contains("<failure"))
    }

    @Test func pruneListsOrphansAndDeletesOnlyWhenAsked() throws {
        _ = try check([])
        try FileManager.default.removeItem(atPath: folder.path + "/screens/toolbar.visual")
        try folder.write("g/fixture.png", "not one of Visual's goldens")
        let listed = try check(["--prune"])
        #expect(listed.stdout.contains("orphan   g/toolbar.json, g/toolbar.png"), "\(listed)")
        #expect(!listed.stdout.contains("fixture"))
        #expect(exists("g/toolbar.png"))
        let pruned = try check(["--prune", "--yes"])
        #expect(pruned.stdout.contains("pruned   g/toolbar.json, g/toolbar.png"))
        #expect(!exists("g/toolbar.png") && !exists("g/toolbar.json"))
        #expect(exists("g/row.png") && exists("g/row.json") && exists("g/fixture.png"))
    }
}

/// A file with thousands of errors on one long line: the check's output and its report
/// say so in a few kilobytes (they once repeated the 29 KB line for each of its 2,999 errors: 87 MB
/// each).
@Suite struct CheckOutputVolumeTests {
    @Test func thousandsOfErrorsOnOneLineMakeSmallOutputAndReports() throws {
        let folder = try TemporaryFolder()
        let line = "H:|-" + (0..<3_000).map { "[v\($0)]" }.joined(separator: "-m-") + "-|\n"
        try folder.write("screens/metrics.visual", line)
        let run = try VisualProcess.run(["check", "screens", "--golden", "g", "--report", "report"],
                                        in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 2)
        #expect(run.stdout.utf8.count < 64 * 1024, "\(run.stdout.utf8.count) bytes of output")
        #expect(run.stdout.contains("… and 2,989 more like this"))
        for file in ["report/index.html", "report/junit.xml"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + file))
            #expect(data.count < 64 * 1024, "\(file): \(data.count) bytes")
            #expect(String(decoding: data, as: UTF8.self).contains("… and 2,989 more like this"), "\(file)")
        }
    }

    @Test func longListsAreCutWithACount() {
        let lines = (0..<(CheckResult.shownLines + 7)).map { "v\($0).x: expected 1, got 2" }
            + [String(repeating: "a", count: 1_000)]
        var result = CheckResult(location: GoldenLocation(formatFile: "a.visual", name: "a", goldenDirectory: "g"), status: .failed)
        result.findings = (0..<(CheckResult.shownLines + 7)).map { .frame(view: "v\($0)", field: .x, golden: 1, now: 2) }
            + [.viewNew(view: String(repeating: "a", count: 1_000))]
        #expect(result.shownFailures.count == CheckResult.shownLines + 1)
        #expect(result.shownFailures.first == lines[0])
        #expect(result.shownFailures.last == "… and 8 more")
        // The pixel layer's verdict is said after the cut list, not lost in it.
        #expect(result.shownFailuresAndPixels == result.shownFailures)
        let pixels = PixelFinding.sizeChanged(goldenWidth: 1, goldenHeight: 2, width: 3, height: 4)
        result.findings.append(.pixels(pixels))
        #expect(result.shownFailuresAndPixels.last == "image size changed: golden 1 × 2, render 3 × 4")
        result.errors = [.error(lines[lines.count - 2], in: "a.visual"), .error(lines[lines.count - 1], in: "b.visual")]
        #expect(result.shownErrors == "a.visual: error: " + lines[lines.count - 2] + "\n"
                + ("b.visual: error: " + String(repeating: "a", count: 299)).prefix(299) + "…\n")
    }
}
