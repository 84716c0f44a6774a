import Testing
import Geometry
@testable import VisualRender

/// A full-screen view beside the content (a blur or background view, as Interface Builder
/// screens often have behind a keypad) is not another pane: the content's pills stay on
/// their gaps instead of being parked off the canvas.
@Suite struct BackgroundViewPillTests {
    @Test func aBackgroundViewDoesNotPushPillsOffTheCanvas() throws {
        let scene = try render("keypad.visual", text: """
            canvas 320 x 400
            view blur box
            view screen box
            H:|[blur]|
            V:|[blur]|
            H:|[screen]|
            V:|[screen]|
            screen {
              view pad box
              H:|-20-[pad]-20-|
              V:|-40-[pad]
              pad {
                view one button "1"
                view two button "2"
                H:|[one(66)]-25-[two(66)]
                V:|[one(66)]|
                V:|[two(66)]
              }
            }
            """, format: .svg).scene
        let canvas = try #require(scene.views.first { $0.name == "blur" }).rect
        let gap = try #require(scene.guides.first { $0.views == ["one", "two"] })
        let pill = try #require(gap.pill)
        #expect(canvas.contains(pill), "the 25 between the buttons is parked at \(pill)")
        #expect(gap.leader == nil, "its pill sits on its line: \(String(describing: gap.leader))")
    }
}
