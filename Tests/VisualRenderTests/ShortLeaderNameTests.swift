import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A tag reaching out from its box on a short leader is its name alone past the shortest
/// distance: its size made it twice as wide and it stood where its neighbours' names go.
@Suite struct ShortLeaderNameTests {
    /// A browser's bar at 320 × 568: six 32-point icon buttons 2 apart round an address
    /// field. `forward 32 × 32`, 18 points above its button, took the room above `reload`
    /// too, and `reload` and `share` were numbered while their neighbours carried names:
    /// one row named two ways, its key beside the frame. Now every button carries its name,
    /// and a tag on a leader longer than the shortest is the name alone.
    @Test func aBarOfIconButtonsIsNamedWithoutCallouts() throws {
        let text = try #require(SceneRulesTests.denseScreens.first { $0.0 == "omnibar" }?.1)
        for sizes in [[], [CanvasSize(width: 320, height: 568)], [CanvasSize(width: 768, height: 1024)]] {
            let scene = try PictureRenderer.render(text: text, name: "omnibar", format: .svg,
                                                   options: RenderOptions(sizes: sizes)).scene
            for button in scene.views where button.kind == "button" {
                let tag = try #require(scene.tags.first { $0.view == button.name })
                #expect(tag.callout == nil, "\(sizes): \(button.name) numbered")
                if let leader = tag.leader, TagPlacer.length(leader) > TagPlacer.shortLeaders[0] + 2 {
                    #expect(tag.text == button.name, "\(sizes): \(button.name)'s tag on a leader is '\(tag.text)'")
                }
            }
        }
    }
}
