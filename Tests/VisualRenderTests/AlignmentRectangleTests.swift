import Geometry
import Testing
@testable import VisualRender

/// A view with `inset T L B R` (an AppKit control from an Interface Builder document) is
/// drawn as its alignment rectangle, the face its constraints pin: two push buttons 12
/// points apart read 12 apart, though their frames, larger for the shadow, overlap.
@Suite struct AlignmentRectangleTests {
    private static let buttons = """
        canvas 300 x 100
        view cancel button "Cancel" intrinsic 76 32 inset 5 7 7 7
        view ok button "OK" intrinsic 76 32 inset 5 7 7 7
        view group box inset 2 3 4 3
        H:|-20-[cancel]-12-[ok]
        V:|-20-[cancel]
        ok.top == cancel.top
        H:|-20-[group(100)]
        V:[cancel]-20-[group(40)]
        """

    @Test func theFacesAreDrawnTwelveApartWithTheirTwelve() throws {
        let scene = try render("buttons.visual", text: Self.buttons).scene
        let frame = try #require(scene.frames.first).rect
        let cancel = try #require(scene.views.first { $0.name == "cancel" }).rect
        let ok = try #require(scene.views.first { $0.name == "ok" }).rect
        #expect(cancel == Rect(x: frame.x + 20, y: frame.y + 20, width: 62, height: 20), "\(cancel)")
        #expect(ok.x - cancel.maxX == 12, "the faces are \(ok.x - cancel.maxX) apart")
        let gap = try #require(scene.guides.first { $0.views == ["cancel", "ok"] })
        #expect(gap.label == "12" && gap.met)
        #expect(gap.from.x == cancel.maxX && gap.to.x == ok.x)
        // A tag gives the size of the box drawn, not of the frame (106 × 46).
        let group = try #require(scene.views.first { $0.name == "group" })
        #expect(group.rect.width == 100 && group.frameRect?.width == 106)
        #expect(scene.tags.first { $0.view == "group" }?.text == "group 100 × 40")
        let title = try #require(scene.items.compactMap { item -> SceneItem.Text? in
            if case .text(let text) = item, text.view == "cancel" { text } else { nil }
        }.first)
        #expect(cancel.contains(title.rect) && !title.truncated)
    }
}
