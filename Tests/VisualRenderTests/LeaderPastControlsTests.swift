import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A tag's leader never runs across another control's face: through a button it reads as
/// that button's name.
@Suite struct LeaderPastControlsTests {
    /// A row of four equal tab buttons between a large title and a grid of photos, where
    /// no tag fits near them: `albums`' leader from beside the frame ran along the row across
    /// `search`, and in a profile header `followers`' and `following`'s leaders ran down
    /// from below the frame through the Follow and Message buttons.
    @Test(arguments: ["photo-tabs", "profile-header"])
    func noTagsLeaderCrossesAnotherControl(screen: String) throws {
        let text = try SceneRulesTests.denseScreens.first { $0.0 == screen }?.1
            ?? String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent("\(screen).visual"), encoding: .utf8)
        for sizes in [[], [CanvasSize(width: 320, height: 568)]] {
            let picture = try PictureRenderer.render(text: text, name: screen, format: .svg,
                                                     options: RenderOptions(sizes: sizes))
            let violations = SceneRules(scene: picture.scene, layouts: picture.layouts).violations()
            #expect(violations["tag leader over a control"] == nil, "\(sizes): \(violations)")
        }
    }
}
