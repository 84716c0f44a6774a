import Foundation
import PNGCodec
import Testing
import VisualProcessTesting

/// `visual diff` of format files, run as a process: two files, and one file against its
/// text at a git revision of a real repository.
@Suite struct LayoutDiffCommandTests {
    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        try folder.write("old.visual", ChangeOverlayTests.before)
        try folder.write("new.visual", ChangeOverlayTests.after)
    }

    func visual(_ arguments: [String]) throws -> ProcessRun {
        try VisualProcess.run(arguments, in: URL(fileURLWithPath: folder.path))
    }

    @Test func twoFilesPrintTheGroupedChangesAndExitOne() throws {
        let run = try visual(["diff", "old.visual", "new.visual", "--output", "changes.png"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout == """
            3 layout changes (largest first, tolerance 0.01 pt)
              c: removed (was at 130, 20, 60 × 30)
              d: added at 134, 20, 60 × 30
              b: moved 4 right, 2 down; 12 taller
            overlay written to changes.png

            """)
        let overlay = try PNGDecoder.read(path: folder.path + "/changes.png")
        #expect(overlay.width > 0)
        let svg = try visual(["diff", "old.visual", "new.visual", "--output", "changes.svg"])
        #expect(svg.status == 1)
        let text = try String(contentsOfFile: folder.path + "/changes.svg", encoding: .utf8)
        #expect(text.hasPrefix("<?xml") && text.contains("<image"))
    }

    @Test func theSameLayoutExitsZeroAndTheToleranceExcusesSmallMoves() throws {
        let same = try visual(["diff", "old.visual", "old.visual"])
        #expect(same.status == 0)
        #expect(same.firstLine == "no layout changes (tolerance 0.01 pt)")
        let excused = try visual(["diff", "old.visual", "new.visual", "--tolerance", "4"])
        // Only what is beyond 4 pt is left: c and d (whole views) and b's 12 taller.
        #expect(excused.status == 1)
        #expect(excused.stdout.contains("  b: 12 taller\n"), "\(excused)")
        let absolute = try visual(["diff", "old.visual", "new.visual", "--absolute"])
        #expect(absolute.stdout.contains("b: moved 4 right, 2 down; 12 taller"))
    }

    /// A container that moves is one change; its children, which moved only with it, are
    /// listed too with `--absolute`, in `diff` and in `check` alike.
    @Test func absoluteListsWhatMovedOnlyWithItsContainer() throws {
        let before = "canvas 300 x 200\ncard {\n  canvas 200 x 80\n  H:|-10-[title(100)]\n  V:|-10-[title(20)]\n}\n"
            + "H:|-20-[card]\nV:|-20-[card]\n"
        let after = before.replacingOccurrences(of: "V:|-20-[card]", with: "V:|-30-[card]")
        try folder.write("card-old.visual", before)
        try folder.write("card-new.visual", after)
        let relative = try visual(["diff", "card-old.visual", "card-new.visual"])
        #expect(relative.stdout.contains("  card: moved 10 down\n") && !relative.stdout.contains("title:"), "\(relative)")
        let absolute = try visual(["diff", "card-old.visual", "card-new.visual", "--absolute"])
        #expect(absolute.stdout.contains("  title: moved 10 down\n"), "\(absolute)")

        try folder.write("cards/card.visual", before)
        #expect(try visual(["check", "cards", "--golden", "card-goldens", "--record", "missing"]).status == 0)
        try folder.write("cards/card.visual", after)
        let check = try visual(["check", "cards", "--golden", "card-goldens", "--record", "never"])
        #expect(check.status == 1 && !check.stdout.contains("title: moved"), "\(check)")
        let checkAbsolute = try visual(["check", "cards", "--golden", "card-goldens", "--record", "never", "--absolute"])
        #expect(checkAbsolute.stdout.contains("title: moved 10 down"), "\(checkAbsolute)")
    }

    @Test func aFileAtAGitRevisionIsComparedWithItsTextNow() throws {
        try folder.write("repo/screens/row.visual", ChangeOverlayTests.before)
        for arguments in [["init", "-q"], ["add", "."], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "first"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git", "-C", folder.path + "/repo"] + arguments
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0)
        }
        try folder.write("repo/screens/row.visual", ChangeOverlayTests.after)
        let run = try visual(["diff", "--base", "HEAD", "repo/screens/row.visual"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("  b: moved 4 right, 2 down; 12 taller\n"))
        let unknown = try visual(["diff", "--base", "no-such-revision", "repo/screens/row.visual"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("repo/screens/row.visual: error: cannot read it at revision 'no-such-revision'"))
    }

    @Test func mistakesAreUsageErrors() throws {
        for arguments in [["diff", "old.visual", "new.png"], ["diff", "old.visual"],
                          ["diff", "--base", "HEAD", "old.visual", "new.visual"],
                          ["diff", "old.visual", "new.visual", "--output", "x.pdf"],
                          ["diff", "old.visual", "new.visual", "--tolerance", "-1"]] {
            let run = try visual(arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
        }
        // A source file holds several layouts: which one's overlay is asked is a usage
        // error, said as the other usage errors are, before any file is read.
        let overlay = try visual(["diff", "Old.swift", "New.swift", "--output", "changes.png"])
        #expect(overlay.status == 2, "\(overlay)")
        #expect(overlay.stderr.hasPrefix("Error: --output draws one layout's overlay; a source file or document holds several"),
                "\(overlay)")
        #expect(overlay.stderr.contains("Usage: visual diff"), "\(overlay)")
        try folder.write("broken.visual", "canvas 100 x 100\nH:|-[a(\n")
        let broken = try visual(["diff", "old.visual", "broken.visual"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.visual:2:"))
    }
}
