// A size a constraint wanted and did not get, drawn as a faint outline where the view would
// lie at that size: a view held at 0 wide reads as "wanted 320, got 0", not as a bracket
// with a badge across it. Logs written here for the test.

import AutoLayoutExplain
import AutoLayoutLog
import Geometry
import Testing
import VisualLayout
import VisualRender

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

private func scene(_ tree: LayoutTree) throws -> Scene {
    try PictureRenderer.draw([tree], name: "test", format: .png, options: RenderOptions()).1
}

/// A cell's content view held at 0 wide that a constraint wants 320 wide (table-cell-width-zero's).
private let widthZero = """
    (
        "<NSLayoutConstraint:0x1 UITableViewCellContentView:0x10.width == 320   (active)>",
        "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x10.width == 0   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x1 UITableViewCellContentView:0x10.width == 320   (active)>
    """

@Suite struct ExplanationWantedSizeTests {
    @Test func aViewHeldAtZeroShowsTheSizeItWanted() throws {
        let tree = explain(widthZero).layoutTree()
        let wanted = try #require(tree.wantedSizes.first)
        #expect(tree.wantedSizes.count == 1)
        #expect(wanted.view == "cellContent1" && wanted.axis == .horizontal)
        // 320 of the log's points, whatever the zoom.
        #expect(tree.layoutLength(.horizontal, from: wanted.x, to: wanted.x + wanted.width) == 320)
        let view = try #require(tree.views.first { $0.name == "cellContent1" })
        #expect(view.width == 0 && abs(wanted.x - view.x) < 0.5, "\(view) \(wanted)")

        let scene = try scene(tree)
        let outline = try #require(scene.items.lazy.compactMap { item -> SceneItem.WantedSize? in
            if case .wantedSize(let outline) = item { outline } else { nil }
        }.first)
        #expect(outline.isLarger && outline.rect.width >= 300, "\(outline.rect)")
        // The unmet width's line runs along the outline, its badge off the bracket and in the outline.
        let bracket = try #require(scene.views.first { $0.name == "cellContent1" }).rect
        let unmet = try #require(scene.guides.first { !$0.met })
        #expect(unmet.label == "320 → 0 · broken")
        #expect(abs(unmet.to.x - unmet.from.x - outline.rect.width) < 0.5, "\(unmet.from) \(unmet.to)")
        let badge = try #require(unmet.pill)
        #expect(badge.x > bracket.maxX + 4, "badge \(badge) across the bracket at \(bracket.x)")
        #expect(outline.rect.insetBy(-0.5).contains(badge), "badge \(badge) outside the outline \(outline.rect)")
        // The key says what the outline is.
        #expect(scene.items.contains { if case .label(let label) = $0 { label.text == "the size it wanted" } else { false } })
    }

    @Test func aHeightHeldShortShowsTheHeightItWanted() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.height == 200   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.height == 84   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0x10.height == 200   (active)>
            """).layoutTree()
        let wanted = try #require(tree.wantedSizes.first)
        #expect(wanted.axis == .vertical)
        #expect(tree.layoutLength(.vertical, from: wanted.y, to: wanted.y + wanted.height) == 200)
    }

    /// A box in a pane 50 wide that wants 560 (appkit-split-view's): outlined, it would
    /// shrink the pane to a sliver; the set is drawn readable, without it.
    @Test func aWantedSizeFarPastTheSetIsLeftOut() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 NSSplitViewItemViewWrapper:0x10.width == 50   (active)>",
                "<NSLayoutConstraint:0x2 NSView:0x11.leading == NSSplitViewItemViewWrapper:0x10.leading   (active)>",
                "<NSLayoutConstraint:0x3 NSSplitViewItemViewWrapper:0x10.trailing == NSView:0x11.trailing   (active)>",
                "<NSLayoutConstraint:0x4 NSBox:0x12.width == 560   (active)>",
                "<NSLayoutConstraint:0x5 NSBox:0x12.leading == NSView:0x11.leading + 20   (active)>",
                "<NSLayoutConstraint:0x6 NSView:0x11.trailing == NSBox:0x12.trailing + 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x4 NSBox:0x12.width == 560   (active)>
            """).layoutTree()
        #expect(tree.wantedSizes.isEmpty)
        #expect(tree.zoom > 1, "\(tree.zoom)")
    }

    /// A view held at 50 that its encapsulated width wants 20, where its image begins 20 in
    /// (snapkit-trip-settings'): the outline would end on the image's edge, one line drawn
    /// twice. One 44 wide in a cell of 86 holding two fields 61 apart is drawn: its end
    /// falls in the gap the conflict is about.
    @Test func aSmallerWantedSizeEndingOnAnotherViewsEdgeIsLeftOut() throws {
        let onEdge = explain("""
            (
                "<NSLayoutConstraint:0x1 UIImageView:0x11.left == UIView:0x10.left + 20   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x12.left == UIImageView:0x11.right + 10   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x12.right == UIView:0x10.right - 20   (active)>",
                "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 20   (active)>"
            )
            """).layoutTree()
        #expect(onEdge.wantedSizes.isEmpty, "\(onEdge.wantedSizes)")
        let inGap = explain("""
            (
                "<NSLayoutConstraint:0x1 NSView:0x10.trailing >= NSTextField:0x11.trailing + 20   (active)>",
                "<NSLayoutConstraint:0x2 'NSView-Encapsulated-Layout-Width' NSView:0x10.width == 44   (active)>",
                "<NSLayoutConstraint:0x3 NSTextField:0x11.leading == NSTextField:0x12.trailing + 61   (active)>",
                "<NSLayoutConstraint:0x4 NSTextField:0x12.leading == NSView:0x10.leading + 5   (active)>"
            )
            """).layoutTree()
        let wanted = try #require(inGap.wantedSizes.first)
        #expect(inGap.layoutLength(.horizontal, from: wanted.x, to: wanted.x + wanted.width) == 44)
    }

    /// A cell wanted 27 wide, its three labels needing 70 (stackview-safe-area-cell-spacing's
    /// kind): an outline ending inside a set of four views reads as one more edge among
    /// theirs, and is left out.
    @Test func aSmallerWantedSizeAcrossManyViewsIsLeftOut() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x11.leading == UITableViewCellContentView:0x10.leading + 5   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x12.leading == UILabel:0x11.trailing + 30   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x13.leading == UILabel:0x12.trailing + 30   (active)>",
                "<NSLayoutConstraint:0x4 UITableViewCellContentView:0x10.trailing == UILabel:0x13.trailing + 5   (active)>",
                "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x10.width == 27   (active)>"
            )
            """).layoutTree()
        #expect(tree.views.filter { !tree.unsizedViews.contains($0.name) }.count == 4)
        #expect(tree.wantedSizes.isEmpty, "\(tree.wantedSizes)")
    }

    /// A view pinned 20 below its window's top and at its top (in-call-status-bar's): the
    /// unmet 20's line runs the 20 it wanted from the top, its badge off the top edge, where
    /// the met pin's `0` and the markers are.
    @Test func anUnmetGapThatGotNothingRunsTheGapItWanted() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 V:|-(20)-[UIInputSetContainerView:0x11]   (Names: '|':UITextEffectsWindow:0x10 )>",
                "<NSLayoutConstraint:0x2 'UIInputWindowController-top' V:|-(0)-[UIInputSetContainerView:0x11]   (Names: '|':UITextEffectsWindow:0x10 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 V:|-(20)-[UIInputSetContainerView:0x11]   (Names: '|':UITextEffectsWindow:0x10 )>
            """).layoutTree()
        let scene = try scene(tree)
        let unmet = try #require(scene.guides.first { !$0.met })
        #expect(unmet.label == "20 → 0 · broken")
        #expect(abs(abs(unmet.to.y - unmet.from.y) - 20 * tree.zoom) < 0.5, "\(unmet.from) \(unmet.to) zoom \(tree.zoom)")
        let child = try #require(scene.views.first { $0.name == "inputSetContainerView1" }).rect
        let badge = try #require(unmet.pill)
        #expect(badge.y > child.y + 1, "badge \(badge) on the top edge \(child.y)")
    }
}
