import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A value's pill covers little of a control's face: hanging a few points into a wide
/// field's edge is a redline's habit, over a third of a small button it reads as a badge.
@Suite struct PillOffControlsTests {
    /// A browser's bar: 32-point icon buttons 2 apart, 6 from the address field, 8 from the
    /// bar's ends. The 8s and 6s sat on their gaps' lines over 7 to 9 points of the buttons
    /// beside them; now each lies past the bar's end or over the wide field's edge instead.
    @Test func theOmnibarsPillsLeaveItsIconButtons() throws {
        let text = try #require(SceneRulesTests.denseScreens.first { $0.0 == "omnibar" }?.1)
        for sizes in [[], [CanvasSize(width: 320, height: 568)], [CanvasSize(width: 768, height: 1024)]] {
            let picture = try PictureRenderer.render(text: text, name: "omnibar", format: .svg,
                                                     options: RenderOptions(sizes: sizes))
            let scene = picture.scene
            let buttons = scene.views.filter { $0.kind == "button" }
            #expect(buttons.count == 6)
            for guide in scene.guides {
                guard let pill = guide.pill else { continue }
                for button in buttons {
                    #expect(pill.overlapArea(button.rect) <= button.rect.width * button.rect.height / 12,
                            "\(sizes): \(guide.label) covers \(pill.overlapArea(button.rect)) pt² of \(button.name)")
                }
            }
            #expect(SceneRules(scene: scene, layouts: picture.layouts).violations()["pill over a control"] == nil)
        }
    }
}
