// A log whose conflict is one constraint alone (action-sheet's `width == -16`): the text,
// the picture's title and the last line speak of one constraint, not of "these 1" or of
// "1 constraints that cannot hold together".

import AutoLayoutExplain
import AutoLayoutLog
import Foundation
import Testing
import VisualProcessTesting

@Suite struct SingleConstraintWordingTests {
    private let name = "action-sheet-width-minus-16.log"

    @Test func theTextSpeaksOfOneConstraint() throws {
        let text = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name)).text
        #expect(text.contains("; this one cannot hold:\n"), "\(text)")
        #expect(text.contains("Without it the rest can hold"), "\(text)")
        #expect(!text.contains("these 1"), "\(text)")
    }

    @Test func theTitleSpeaksOfOneConstraint() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("single-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let picture = directory.appendingPathComponent("conflict.svg").path
        let run = try VisualProcess.run(["explain", "-", "-o", picture], input: try Fixtures.text(name))
        #expect(run.status == 0, "\(run)")
        let svg = try String(contentsOfFile: picture, encoding: .utf8)
        #expect(svg.contains("a constraint that cannot hold"))
        #expect(!svg.contains("1 constraints"))
    }
}
