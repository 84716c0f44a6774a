// `visual explain` end to end: the real process on real logs and on standard input.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct ExplainCommandTests {
    @Test func readsStandardInput() throws {
        let log = try Fixtures.text("folding-cell-two-heights.log")
        let run = try VisualProcess.run(["explain", "-", "--format", "json"], input: log)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\"conflict\": [0, 1]"), "\(run)")
        #expect(run.stdout.contains("\"broken\": 0"), "\(run)")
    }

    @Test func aLogWithoutConstraintsExitsTwo() throws {
        let run = try VisualProcess.run(["explain", "-"], input: "Unable to simultaneously satisfy constraints:\n<private>\n")
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("error: no constraint"), "\(run)")
        #expect(run.stderr.contains("<private>"), "\(run)")
    }

    @Test func aLogWithOnlyItsBrokenLineSaysSo() throws {
        // A post that cut the list down to `...`, keeping the broken line.
        let run = try VisualProcess.run(["explain", "-"], input: """
            Unable to simultaneously satisfy constraints:
            ...
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000099690 H:[NSView:0x600000150ac0]-(>=5)-[NSButton:0x60000014df70'Bitstamp'](LTR)>
            """)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.contains("names only the constraint UIKit broke"), "\(run)")
    }

    @Test func anUnreadableLineIsAWarningWithItsColumn() throws {
        let input = """
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == UIView:0x3.sideways + 8>",
                "<NSLayoutConstraint:0x5 UIView:0x2.width == -16   (active)>"
            )
            """
        let run = try VisualProcess.run(["explain", "-", "--format", "json"], input: input)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("-:2:"), "\(run)")
        #expect(run.stderr.contains("warning: cannot read this constraint"), "\(run)")
        #expect(run.stderr.contains("^"), "\(run)")
        // The unreadable line keeps its entry; `width == -16` cannot hold by itself: every
        // width is at least 0.
        #expect(run.stdout.contains("\"equation\": null"), "\(run)")
        #expect(run.stdout.contains("\"conflict\": [1]"), "\(run)")
    }

    @Test func textNamesTheBrokenConstraint() throws {
        let path = Fixtures.directory.appendingPathComponent("snapkit-trip-settings-encapsulated-width.log").path
        let run = try VisualProcess.run(["explain", path])
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("label1.left == image1.right + 10"), "\(run)")
        #expect(run.stdout.contains("@TripSettingsViewController.swift#73  ← the log broke this one"), "\(run)")
    }
}

@Suite struct ExplainPictureTests {
    /// A 2-constraint log, a bigger one, and a constructed 25-constraint cell
    /// (Fixtures/constructed, not a real log: no real log that long was found whole) draw a PNG.
    @Test(arguments: ["folding-cell-two-heights.log", "table-cell-page-control-height.log",
                      "../constructed/mail-cell-25-constraints.log"])
    func drawsAPNG(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("conflict.png").path
        let log = Fixtures.directory.appendingPathComponent(name).path
        let run = try VisualProcess.run(["explain", log, "-o", picture])
        #expect(run.status == 0, "\(run)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: picture))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(bytes.count > 2000)
    }

    @Test func refusesAnUnknownPictureFormat() throws {
        let log = Fixtures.directory.appendingPathComponent("folding-cell-two-heights.log").path
        let run = try VisualProcess.run(["explain", log, "-o", "/tmp/conflict.gif"])
        #expect(run.status == 2, "\(run)")
    }
}
