// Which view a view is drawn inside when the log names no superview: the evidence its pins
// give. Logs written here for the test, modelled on real ones (Antidote issue 87's call
// buttons; visual-effect-margins' segmented control).

import AutoLayoutExplain
import AutoLayoutLog
import Testing
import VisualLayout

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

@Suite struct ExplanationNestingTests {
    /// Call buttons each flush with one edge of a plain view, none named its superview
    /// (Antidote issue 87's shape): a button holds no views, so they lie inside the view.
    @Test func controlsPinnedFlushToAPlainViewAreDrawnInsideIt() {
        let tree = explain("""
            (
                "<MASLayoutConstraint:0x1 UIButton:0x11.width == 75>",
                "<MASLayoutConstraint:0x2 UIButton:0x11.right == UIView:0x10.right>",
                "<MASLayoutConstraint:0x3 UIButton:0x12.left == UIView:0x10.left>",
                "<MASLayoutConstraint:0x4 UIButton:0x12.right == UIButton:0x11.left - 15>",
                "<MASLayoutConstraint:0x5 UIButton:0x12.width == 75>",
                "<MASLayoutConstraint:0x6 UIView:0x10.width == 100>"
            )
            """).layoutTree()
        let parents = Dictionary(tree.views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
        #expect(parents["button1"] == "view1" && parents["button2"] == "view1", "\(parents)")
    }

    /// Two plain views flush at top and bottom, one sized by its autoresizing mask alone (a
    /// nib's root view): it holds the other, whose own subview sets its height. Drawn as
    /// siblings, the two lay over each other, the content view half outside the root.
    @Test func aViewSizedByItsMaskAloneHoldsTheViewPinnedFlushToIt() {
        let log = """
            (
            "<NSAutoresizingMaskLayoutConstraint:0x1 Card:0x10.height == 234>",
            "<NSLayoutConstraint:0x2 UIView:0x11.bottom == UIImageView:0x12.bottom + 25>",
            "<NSLayoutConstraint:0x3 UIImageView:0x12.top == UIView:0x11.top + 2>",
            "<NSLayoutConstraint:0x4 UIImageView:0x12.height == 221>",
            "<NSLayoutConstraint:0x5 Card:0x10.bottom == UIView:0x11.bottom>",
            "<NSLayoutConstraint:0x6 UIView:0x11.top == Card:0x10.top>"
            )
            """
        let parents = Dictionary(explain(log).layoutTree().views.map { ($0.name, $0.parent) }, uniquingKeysWith: { a, _ in a })
        #expect(parents["view1"] == "card1" && parents["image1"] == "view1", "\(parents)")
        // A mask naming another view makes it that view's subview, not a root: no nesting
        // from the mask then (here the log says nothing else of which holds which).
        let subview = explain("""
            (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- Entry:0x10.width == Host:0x11.width + 375>",
            "<NSLayoutConstraint:0x2 Entry:0x10.right == Host:0x11.right>",
            "<NSLayoutConstraint:0x3 Entry:0x10.left == Host:0x11.left>"
            )
            """).layoutTree()
        #expect(subview.views.allSatisfy { $0.parent == nil }, "\(subview.views.map { ($0.name, $0.parent) })")
    }

    /// A control's class only settles a tie: a segmented control inside a content view's
    /// margins, and flush with another view outside the set, stays drawn in the content view.
    @Test func aControlsClassDoesNotOutweighAnInset() {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x13.trailing == UISegmentedControl:0x11.trailing   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x13.leading == UISegmentedControl:0x11.leading   (active)>",
                "<NSLayoutConstraint:0x3 UISegmentedControl:0x11.leading == _UIVisualEffectContentView:0x10.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x4 _UIVisualEffectContentView:0x10.trailingMargin == UISegmentedControl:0x11.trailing   (active)>",
                "<NSLayoutConstraint:0x5 _UIVisualEffectContentView:0x10.width == 0   (active)>"
            )
            """).layoutTree()
        let control = tree.views.first { $0.name.hasPrefix("segmentedControl") }
        #expect(control?.parent == "visualEffectContentView1", "\(tree.views.map { ($0.name, $0.parent) })")
    }

    /// Siblings drawn apart because they overlap (a button as wide as its view above one
    /// in it) keep their made-up heights: keeping them in one row was as strong as a
    /// made-up size, and Antidote's button1 was drawn 90 × 0.
    @Test func siblingsDrawnApartKeepTheirMadeUpSizes() {
        let tree = explain("""
            (
                "<MASLayoutConstraint:0x1 UIButton:0x11.width == 75>",
                "<MASLayoutConstraint:0x2 UIButton:0x11.centerX == UIView:0x10.centerX>",
                "<MASLayoutConstraint:0x3 UIButton:0x11.right == UIView:0x10.right>",
                "<MASLayoutConstraint:0x4 UIButton:0x12.left == UIView:0x10.left>",
                "<MASLayoutConstraint:0x5 UIButton:0x12.right == UIButton:0x13.left - 15>",
                "<MASLayoutConstraint:0x6 UIButton:0x12.width == 75>",
                "<MASLayoutConstraint:0x7 UIButton:0x13.right == UIView:0x10.right>"
            )
            """).layoutTree()
        let buttons = tree.views.filter { $0.name.hasPrefix("button") }
        #expect(buttons.count == 3)
        let heights = buttons.map(\.height)
        #expect(heights.allSatisfy { $0 >= 20 }, "\(buttons.map { ($0.name, $0.width, $0.height) })")
    }
}
