// What makes an explained conflict readable at a glance: views the set puts in one place
// drawn apart, a view and its superview not sharing edges, a view squeezed to no width
// drawn as a bracket, and tags on the canvas. Logs written here for the test.

import AutoLayoutExplain
import AutoLayoutLog
import Geometry
import PNGCodec
import Testing
import VisualLayout
import VisualRender

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

/// A toast holding a view and a label, both pinned 10 from its top and bottom, with two
/// heights that cannot both hold: a conflict of heights only, as tvos-toast's.
private let toast = """
    (
        "<NSLayoutConstraint:0x1 V:|-(10)-[UIView:0x12]   (active, names: '|':Toast:0x10 )>",
        "<NSLayoutConstraint:0x2 UIView:0x12.bottom == Toast:0x10.bottom - 10   (active)>",
        "<NSLayoutConstraint:0x3 UIView:0x12.height == 140   (active)>",
        "<NSLayoutConstraint:0x4 V:|-(10)-[UILabel:0x11'Build started']   (active, names: '|':Toast:0x10 )>",
        "<NSLayoutConstraint:0x5 UILabel:0x11'Build started'.bottom == Toast:0x10.bottom - 10   (active)>",
        "<NSLayoutConstraint:0x6 UILabel:0x11'Build started'.height == 120   (active)>"
    )
    """

@Suite struct ExplanationClarityTests {
    private func frames(_ tree: LayoutTree) -> [String: (x: Double, y: Double, w: Double, h: Double)] {
        var frames: [String: (x: Double, y: Double, w: Double, h: Double)] = [:]
        for view in tree.views {
            let origin = view.parent.flatMap { frames[$0] } ?? (0, 0, 0, 0)
            frames[view.name] = (origin.x + view.x, origin.y + view.y, view.width, view.height)
        }
        return frames
    }

    @Test func siblingsTheSetPutsInOnePlaceAreDrawnSideBySide() throws {
        let e = explain(toast)
        #expect(e.conflict.count == 6)
        let frames = frames(e.layoutTree())
        let view = try #require(frames["view1"]), label = try #require(frames["buildStarted"])
        // Apart across the width the set leaves free, still where the set puts them down it.
        #expect(view.x + view.w <= label.x || label.x + label.w <= view.x, "\(view) \(label)")
        #expect(abs(view.y - label.y) < 0.001)
    }

    @Test func aViewKeepsOffItsSuperviewsEdgesTheSetDoesNotPin() throws {
        let frames = frames(explain(toast).layoutTree())
        let toast = try #require(frames["toast1"])
        for name in ["view1", "buildStarted"] {
            let child = try #require(frames[name])
            #expect(child.x > toast.x + 1 && child.x + child.w < toast.x + toast.w - 1, "\(name): \(child) in \(toast)")
        }
    }

    /// A stack view the set squeezes to no width (trust-wallet's navigation bar): a bar in
    /// the view's own colour, a box squeezed flat, not a bare line, and without caps across
    /// its ends, which made it a dimension line's double.
    @Test func aViewWithNoWidthIsDrawnAsABar() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 H:|-(4)-[UIStackView:0x11]   (active, names: '|':Bar:0x10 )>",
                "<NSLayoutConstraint:0x2 UIStackView:0x11.trailing == Bar:0x10.trailing - 10   (active)>",
                "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' Bar:0x10.width == 0   (active)>"
            )
            """).layoutTree()
        let (bytes, scene) = try PictureRenderer.draw([tree], name: "bar", format: .png, options: RenderOptions())
        let stack = try #require(scene.views.first { $0.name == "stack1" })
        #expect(stack.rect.width < 0.25 && stack.rect.height > 20)
        let image = try PNGDecoder.decode(bytes)
        let x = Int(stack.rect.x), middle = Int(stack.rect.midY)
        let background = image.pixel(x: x + 5, y: middle)
        // A point either side of the line, along it, the bar (in a 1× PNG).
        #expect(image.pixel(x: x - 1, y: middle) != background && image.pixel(x: x + 1, y: middle) != background)
        // Beside each end, 4 points off the line, nothing: no cap.
        for y in [Int(stack.rect.y) + 1, Int(stack.rect.maxY) - 1] {
            #expect(image.pixel(x: x + 4, y: y) == background && image.pixel(x: x - 4, y: y) == background, "a cap at \(y)")
        }
    }

    /// A button the set pins to no width and to 24: its conflict badge beside the top end
    /// of its bar, not over it.
    @Test func aFlatViewsBadgeLeavesItsEndShowing() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 NSButton:0x10'Button'.width == 24   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& NSButton:0x10'Button'.width == 0   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 NSButton:0x10'Button'.width == 24   (active)>
            """).layoutTree()
        let scene = try PictureRenderer.draw([tree], name: "button", format: .png, options: RenderOptions()).1
        let button = try #require(scene.views.first { $0.name == "button" })
        #expect(button.rect.width < 0.25)
        let badges = scene.items.compactMap { item -> SceneItem.Marker? in
            if case .marker(let marker) = item, marker.view == "button" { marker } else { nil }
        }
        #expect(!badges.isEmpty)
        let end = Rect(x: button.rect.x - 4, y: button.rect.y - 1, width: 8, height: 2)
        for badge in badges { #expect(badge.rect.overlapArea(end) == 0, "\(badge.rect) over the bar's end \(end)") }
    }

    /// Every tag of the picture of the set a few points across stays on the canvas.
    @Test func tagsOfASmallSetStayOnTheCanvas() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x11.width == BTUIVisaVectorArtView:0x12.width + 1   (active)>",
                "<NSLayoutConstraint:0x2 'UISV-hiding' UIView:0x11.width == 0   (active)>"
            )
            """).layoutTree()
        let scene = try PictureRenderer.draw([tree], name: "small", format: .png, options: RenderOptions()).1
        let canvas = try #require(scene.items.lazy.compactMap { item -> Rect? in
            if case .canvas(let canvas) = item { canvas.rect } else { nil }
        }.first)
        #expect(scene.tags.contains { $0.text.hasPrefix("visaVectorArtView1") }, "\(scene.tags.map(\.text))")
        for tag in scene.tags {
            #expect(tag.rect.x >= canvas.x - 0.5 && tag.rect.maxX <= canvas.maxX + 0.5,
                    "\(tag.text): \(tag.rect.x)…\(tag.rect.maxX) past \(canvas.x)…\(canvas.maxX)")
        }
    }
}
