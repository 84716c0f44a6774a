import Geometry
import Testing
@testable import VisualRender

/// A container's margins are drawn as a dashed outline, a line like a guide's: a tag laid
/// across it would read struck through (Interface Builder panels named along their bottom
/// margin). A tag that lies across it is drawn on a halo that hides the line under its text.
@Suite struct MarginOutlineTagTests {
    /// A 60-point panel with 8-point margins top and bottom, as AppKit panels have them: its
    /// tag goes in the bottom margin, across the outline's side.
    private static let panel = """
        canvas 500 x 60
        panel.left == superview.left
        panel.top == superview.top
        panel.width == superview.width
        panel.height == superview.height
        panel {
          margins 8 20 8 20
          view crop label "Crop"
          view slider box
          view cancel button "Cancel"
          view done button "Done"
          crop.leading == superview.leading + 24
          crop.top == superview.top
          slider.leading == superview.leading + 24
          slider.width == 280
          slider.height == 21
          superview.bottom == slider.bottom + 16
          done.trailing == superview.trailing - 17
          cancel.trailing == done.leading - 8
          cancel.centerY == slider.centerY
          done.centerY == slider.centerY
        }
        """

    @Test func aTagAcrossTheMarginsOutlineHidesItUnderAHalo() throws {
        let scene = try render("panel.visual", text: Self.panel).scene
        let outlines = scene.items.compactMap { item -> Rect? in
            if case .insets(let insets) = item { insets.marginsOutline } else { nil }
        }
        #expect(outlines.count == 1)
        func crossesAnOutline(_ rect: Rect) -> Bool {
            outlines.contains { outline in
                let inside = outline.insetBy(1), around = outline.insetBy(-1)
                return rect.intersects(around) && !inside.contains(rect)
            }
        }
        let panelTag = try #require(scene.tags.first { $0.view == "panel" })
        #expect(crossesAnOutline(panelTag.rect), "the fixture leaves the panel's tag on the outline")
        for tag in scene.tags where tag.callout == nil && crossesAnOutline(tag.rect) {
            #expect(tag.hasHalo, "\(tag.text) lies across the margins' outline without a halo")
        }
    }
}
