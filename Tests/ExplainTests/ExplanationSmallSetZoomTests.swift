// A set a few points across drawn a few dozen points across reads as a smudge: a status
// bar's 20 points drawn 40 across (the made-up sizes of its window and container refusing
// every larger zoom), a stack view's hidden view 1 wide drawn 60 across under pills wider
// than it, a keyboard's five views in a strip 40 high. Such a set is drawn at least `smallestDrawnExtent` across, its made-up sizes
// grown with the zoom where they would be squeezed.

import AutoLayoutExplain
import AutoLayoutLog
import Testing
import VisualLayout

@Suite struct ExplanationSmallSetZoomTests {
    /// The log's conflict, how many points across its members reach.
    @Test(arguments: [("keyboard-input-set-container-status-bar.log", 20.0),
                      ("datetimepicker-layout-guide-negative-gap.log", 20),
                      ("stackview-uisv-hiding.log", 1),
                      ("system-spacing-after-equation-keyboard.log", 34)])
    func aSmallSetIsDrawnAtLeastAHundredPointsAcross(_ name: String, extent: Double) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let tree = e.layoutTree()
        #expect(tree.zoom * extent >= 100, "\(name): zoom \(tree.zoom)")
        // Grown made-up sizes hold the set: every view of it drawn at least a tag's row high.
        for view in tree.views where !tree.unsizedViews.contains(view.name) && view.height > 0 {
            #expect(view.height >= 22, "\(name): \(view.name) \(view.width) × \(view.height)")
        }
    }

    /// A size the log leaves open is drawn without a number in its tag, also where it is
    /// the difference of two made-up sizes or a made-up row: the keyboard's input container
    /// read `height 31.33`, the tab's stack `height 6`.
    @Test(arguments: [("system-spacing-after-equation-keyboard.log", "inputSetContainerView1"),
                      ("tab-indented-block-comment-stack-top-below-navbar-20.log", "stack1")])
    func aMadeUpSizeShowsNoNumber(_ name: String, view: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let madeUp = e.layoutTree().madeUpSizes
        #expect(madeUp[view]?.contains(.vertical) == true, "\(madeUp)")
    }
}
