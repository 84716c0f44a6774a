// Forms no fixture log of the corpus happens to show, in one constructed log
// (Fixtures/constructed/forms.log, not a real log): macOS's one-line "Conflicting
// constraints detected: (…). Will attempt to recover by breaking <…>.", multipliers in
// both spellings, @750, NSIBPrototypingLayoutConstraint with (LTR), _UILayoutSupportConstraint,
// a SnapKit path with spaces, a generic class, NSContentSizeLayoutConstraint's Hug/CompressionResistance.

import AutoLayoutExplain
import AutoLayoutLog
import Foundation
import Testing

@Suite struct ReaderFormTests {
    @Test func readsEveryForm() throws {
        let url = Fixtures.directory.deletingLastPathComponent().appendingPathComponent("constructed/forms.log")
        let log = AutoLayoutLogReader.read(text: try String(contentsOf: url, encoding: .utf8), name: "forms.log")
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
        let explanation = Explainer.explain(log)
        #expect(explanation.equations == [
            "view1.width == 0.5*view2.width", "view2.width == 200", "view1.width == 0.25*view2.width + 60",
            "OK.leading == view2.leading + 20", "guide1.height == 20",
            "hostingView1.firstBaseline == view2.top + 12.5", "OK.width >= 60",
        ])
        #expect(log.constraints[2].priority == 750)
        #expect(log.constraints[5].sourceLocation == "/Users/me/My Project/File.swift#88")
        #expect(explanation.broken == 2)
        #expect(explanation.conflict == [0, 1, 2])
    }
}
