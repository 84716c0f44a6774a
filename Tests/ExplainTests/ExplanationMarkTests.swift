// Each mark of an explained conflict readable on its own: views squeezed to a line on a
// shared edge drawn off it, one lane each; two views' badges never side by side as `!!`;
// a set whose met members measure nothing not zoomed into a long empty picture; an unmet
// gap drawn at its wanted length not ending on a view's edge. Logs
// written here for the test, and the corpus of Fixtures/logs.

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

private func markers(_ scene: Scene) -> [SceneItem.Marker] {
    scene.items.compactMap { item in if case .marker(let marker) = item { marker } else { nil } }
}

/// A cell 30 high: a label 30 high at its top, then a view 2 high and a text view down to
/// its bottom (message-cell's and label-text's form): the view and the text view are held
/// at 0 high, both on the cell's bottom edge, where the label's bottom is too.
private let cellBottom = """
    (
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.height == 30   (active)>",
        "<NSLayoutConstraint:0x2 UILabel:0x11'Title'.height == 30   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x12.height == 2   (active)>",
        "<NSLayoutConstraint:0x4 V:|-(0)-[UILabel:0x11'Title']   (active, names: '|':UIView:0x10 )>",
        "<NSLayoutConstraint:0x5 V:[UILabel:0x11'Title']-(0)-[UIView:0x12]   (active)>",
        "<NSLayoutConstraint:0x6 V:[UITextView:0x13'Body']-(0)-|   (active, names: '|':UIView:0x10 )>",
        "<NSLayoutConstraint:0x7 V:[UIView:0x12]-(0)-[UITextView:0x13'Body']   (active)>"
    )
    """

@Suite struct ExplanationMarkTests {
    /// A view squeezed to a line that lies on another box's edge is drawn a lane off it, and
    /// two such lines on one edge are not drawn on each other.
    @Test func linesOnASharedEdgeAreDrawnOffIt() throws {
        let scene = try scene(explain(cellBottom).layoutTree())
        let lines = scene.views.filter { !$0.isSpacer && $0.rect.height < 0.25 }
        #expect(Set(lines.map(\.name)) == ["view2", "body"], "\(scene.views.map { ($0.name, $0.rect) })")
        let boxes = scene.views.filter { !$0.isSpacer && $0.rect.height >= 0.25 }
        for line in lines {
            for box in boxes where min(box.rect.maxX, line.rect.maxX) - max(box.rect.x, line.rect.x) > 2 {
                for edge in [box.rect.y, box.rect.maxY] {
                    #expect(abs(edge - line.rect.y) >= 4, "\(line.name) at \(line.rect) on \(box.name)'s edge \(edge)")
                }
            }
            #expect(line.standOff != 0, "\(line.name)")
        }
        // The two lines are apart where they run side by side.
        if lines.count == 2, min(lines[0].rect.maxX, lines[1].rect.maxX) - max(lines[0].rect.x, lines[1].rect.x) > 0 {
            #expect(abs(lines[0].rect.y - lines[1].rect.y) >= 4)
        }
    }

    /// A view inset in another, both breaking a constraint (emptykit's view pinned to its
    /// empty view's top and bottom): each `!` by its own box, not the two side by side at
    /// one corner, read as one `!!`.
    @Test func nestedViewsBadgesAreApart() throws {
        let scene = try scene(explain("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x11.centerY == Empty.EmptyView:0x10.centerY - 44   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(0)-[UIView:0x11]   (active, names: '|':Empty.EmptyView:0x10 )>",
                "<NSLayoutConstraint:0x3 V:[UIView:0x11]-(0)-|   (active, names: '|':Empty.EmptyView:0x10 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIView:0x11.centerY == Empty.EmptyView:0x10.centerY - 44   (active)>
            """).layoutTree())
        let badges = markers(scene)
        #expect(Set(badges.map(\.view)) == ["emptyView1", "view1"], "\(badges.map(\.view))")
        for (i, a) in badges.enumerated() {
            for b in badges[(i + 1)...] where a.view != b.view {
                #expect(a.rect.insetBy(-10).overlapArea(b.rect) == 0, "\(a.view) at \(a.rect) beside \(b.view) at \(b.rect)")
            }
        }
        // Each lies on or inside its own box.
        for badge in badges {
            let box = try #require(scene.views.first { $0.name == badge.view })
            #expect(box.rect.insetBy(-8).contains(badge.rect), "\(badge.view): \(badge.rect) off \(box.rect)")
        }
    }

    /// Every picture of the corpus: two views' badges stand 10 points apart or more, so
    /// that neither crowds the other at a corner: 6 apart, diagonal, the `!` of a view inset
    /// in another read as a pair with the other's (emptykit's, in-call status bar's,
    /// table-cell-height's, tvos-toast's).
    @Test(arguments: Fixtures.logs)
    func corpusBadgesOfTwoViewsStandApart(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let badges = markers(try scene(e.layoutTree()))
        for (i, a) in badges.enumerated() {
            for b in badges[(i + 1)...] where a.view != b.view {
                #expect(a.rect.insetBy(-10).overlapArea(b.rect) == 0, "\(name): \(a.view) at \(a.rect) by \(b.view) at \(b.rect)")
            }
        }
    }

    /// An unmet pill keeps a margin that the pills placed after it keep off where their
    /// line has room: the `8` of a stack's height beside its `0 → 8`, and the `61` under
    /// id's `44 → 86`, had read as one value with it (`0 → 8 8`).
    @Test(arguments: ["stackview-nested-hiding-all-on-one-line.log", "appkit-names-id-table-cell-width-44.log"])
    func pillsStandOffAnUnmetPill(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let guides = try scene(e.layoutTree()).guides
        let unmet = guides.filter { !$0.met }.compactMap(\.pill)
        #expect(!unmet.isEmpty)
        for guide in guides where guide.met {
            guard let pill = guide.pill else { continue }
            for other in unmet {
                #expect(other.insetBy(-3).overlapArea(pill) == 0, "\(name): \(guide.label) at \(pill) by the unmet pill at \(other)")
            }
        }
    }

    /// A set whose met members all measure nothing (FloatingPanel's views, all 0 high, and
    /// one that would need `height - 35`): zoomed only until the 35 reads, not drawn 350
    /// points long across an empty picture.
    @Test func nothingMeasuredIsNotZoomedIntoALongLine() throws {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 Panel.SurfaceView:0x10.bottom == Panel.PassThroughView:0x11.bottom   (active)>",
                "<NSLayoutConstraint:0x2 V:[Panel.PassThroughView:0x11]-(0)-[Panel.SurfaceView:0x10]   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x12.height == Panel.SurfaceView:0x10.height - 35   (active)>"
            )
            """)
        #expect(e.conflict == [0, 1, 2])
        let tree = e.layoutTree()
        #expect(tree.zoom * 35 <= 120, "zoom \(tree.zoom)")
        #expect(tree.zoom >= 1)
        #expect(tree.canvasHeight < 300, "\(tree.canvasHeight)")
    }
    /// A container pinned at its window's top and 20 below it (in-call status bar's): the
    /// unmet 20, drawn the length it wanted, ends clear of every view's edge: ending on the
    /// window's bottom, it read as the window's height.
    @Test func anUnmetGapDrawnAtItsLengthEndsOffEveryEdge() throws {
        let scene = try scene(explain("""
            (
                "<NSLayoutConstraint:0x1 V:|-(20)-[UIInputSetContainerView:0x11]   (active, names: '|':UITextEffectsWindow:0x10 )>",
                "<NSLayoutConstraint:0x2 'UIInputWindowController-top' V:|-(0)-[UIInputSetContainerView:0x11]   (active, names: '|':UITextEffectsWindow:0x10 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 V:|-(20)-[UIInputSetContainerView:0x11]   (active, names: '|':UITextEffectsWindow:0x10 )>
            """).layoutTree())
        let unmet = try #require(scene.guides.first { !$0.met })
        #expect(abs(unmet.to.y - unmet.from.y) > 4, "drawn \(unmet.from) → \(unmet.to)")
        for view in scene.views where view.rect.x <= unmet.to.x && unmet.to.x <= view.rect.maxX {
            for edge in [view.rect.y, view.rect.maxY] {
                #expect(abs(edge - unmet.to.y) >= 4, "ends at \(unmet.to.y) on \(view.name)'s edge \(edge)")
            }
        }
    }
}
