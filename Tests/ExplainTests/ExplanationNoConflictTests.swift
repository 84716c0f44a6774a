// A log whose list holds together in every reading was drawn as its views alone, small,
// in a grid that placed them nowhere in particular (AutoPkgr's field under a button it
// stands beside). It is drawn as the list lays it out, every line met, the key saying so,
// each view the list gives no size at a made-up one.

import AutoLayoutExplain
import AutoLayoutLog
import Testing
import VisualLayout

@Suite struct ExplanationNoConflictTests {
    private func explain(_ name: String) throws -> Explanation {
        Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
    }

    @Test func aListThatHoldsIsDrawnAsItLaysOut() throws {
        let e = try explain("appkit-schedule-tab-negative-gap.log")
        #expect(e.conflict.isEmpty && e.alternative == nil)
        let tree = e.layoutTree()
        #expect(Set(tree.guides.compactMap(\.line)) == Set(e.log.constraints.map(\.line)))
        #expect(tree.guides.allSatisfy { $0.isSatisfied })
        // The row the horizontal constraints make: the button, the two fields, the button.
        let x = Dictionary(tree.views.map { ($0.name, $0.x) }, uniquingKeysWith: { a, _ in a })
        let row = ["checkForNewVersions", "field1", "field2", "checkAppsNow"].compactMap { x[$0] }
        #expect(row.count == 4 && row == row.sorted(), "\(x)")
        #expect(e.keyLines.contains("drawn: one way all 9 hold together"), "\(e.keyLines)")
    }

    /// A view the list gives no height keeps a made-up one: the default order of siblings
    /// does not flatten it to a line that would read as `height 0`.
    @Test func aViewWithNoHeightInTheListKeepsAMadeUpOne() throws {
        let tree = try explain("ib-prototyping-top-layout-guide.log").layoutTree()
        for name in ["view1", "view3"] {
            let view = try #require(tree.views.first { $0.name == name })
            #expect(view.height >= 20, "\(name): \(view.width) × \(view.height)")
        }
    }
}
