// Where a member that sets a size is drawn: along its view, from the view's edge, whatever
// the size is set from. Logs written here for the test, modelled on real ones
// (snapkit-scrolling-stack's `image1.width == 0.25 * roundedCornerView1.width`).

import AutoLayoutExplain
import AutoLayoutLog
import Testing
import VisualLayout
import VisualRender

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

/// An image a quarter as wide as its 16-wide cell (4), and 20 wide.
private let quarterWidth = """
    (
        "<NSLayoutConstraint:0x1 UIImageView:0x11.width == UIView:0x10.width * 0.25   (active)>",
        "<NSLayoutConstraint:0x2 UIView:0x10.width == 16   (active)>",
        "<NSLayoutConstraint:0x3 UIImageView:0x11.width == 20   (active)>"
    )
    """

@Suite struct ExplanationSizeLineTests {
    private func frames(_ tree: LayoutTree) -> [String: (x: Double, y: Double, w: Double, h: Double)] {
        var frames: [String: (x: Double, y: Double, w: Double, h: Double)] = [:]
        for view in tree.views {
            let origin = view.parent.flatMap { frames[$0] } ?? (0, 0, 0, 0)
            frames[view.name] = (origin.x + view.x, origin.y + view.y, view.width, view.height)
        }
        return frames
    }

    @Test func aSizeWithAMultiplierIsDrawnAlongItsView() throws {
        let e = explain(quarterWidth)
        #expect(e.conflict == [0, 1, 2])
        let tree = e.layoutTree()
        let image = try #require(frames(tree)["image1"])
        let quarter = try #require(tree.guides.first { $0.line == 2 })
        // From the image's leading edge to its trailing one, beside it: not at x = 4.
        #expect(abs(quarter.start - image.x) < 0.01 && abs(quarter.end - (image.x + image.w)) < 0.01,
                "\(quarter.start)…\(quarter.end), image \(image)")
        #expect(quarter.position >= image.y && quarter.position <= image.y + image.h, "\(quarter.position) \(image)")
        // And it says the log's value, not a place on the canvas.
        let scene = try PictureRenderer.draw([tree], name: "quarter", format: .png, options: RenderOptions()).1
        #expect(scene.guides.contains { $0.label.hasSuffix(" = 4") }, "\(scene.guides.map(\.label))")
        #expect(!scene.guides.contains { $0.label.contains("−") }, "\(scene.guides.map(\.label))")
    }

    /// A view held at 0 high between a label's bottom and its superview's (label-text's
    /// shape): it is drawn a lane off the label's bottom, and its own size's mark, the
    /// `2 → 0` badge, goes with it rather than staying on the label's edge among its pins.
    @Test func aFlatViewsOwnSizeIsDrawnWhereItsLineIs() throws {
        let tree = explain("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.height == 45   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x11'Notebook'.height == 45   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x11'Notebook'.top == UIView:0x10.top   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x12.top == UILabel:0x11'Notebook'.bottom   (active)>",
                "<NSLayoutConstraint:0x5 UIView:0x10.bottom == UIView:0x12.bottom   (active)>",
                "<NSLayoutConstraint:0x6 UIView:0x12.height == 2   (active)>"
            )
            """).layoutTree()
        let scene = try PictureRenderer.draw([tree], name: "flat", format: .png, options: RenderOptions()).1
        let flat = try #require(scene.views.first { $0.rect.height < 0.5 && $0.rect.width > 4 }, "\(scene.views.map(\.name))")
        let label = try #require(scene.views.first { $0.name == "notebook" })
        // Stood off the label's bottom, far enough to read as a bracket, not a double edge…
        #expect(abs(flat.rect.y - label.rect.maxY) >= 10, "\(flat.rect) \(label.rect)")
        // …with its own height's mark on its line.
        let size = try #require(scene.guides.first { $0.views == [flat.name] && $0.axis == .vertical },
                                "\(scene.guides.map { ($0.label, $0.views) })")
        #expect(abs(size.from.y - flat.rect.y) < 0.5, "\(size.from) \(flat.rect)")
    }
}
