import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A tag on a short leader is no nearer a sibling control than its own box: in a row of
/// buttons each named beside its face, a name under the neighbour reads as the neighbour's.
@Suite struct SiblingControlTagTests {
    /// The card list at 320 × 568: each card's footer holds a Save and a Share button 8
    /// apart. `save1 73 × 32` stood diagonally below Save, wholly under Share, on a short
    /// leader, and `share1` went up beside the card's corner, where it read as the card's.
    /// Now each Save is named nearer its own button than Share, and each Share below its own.
    @Test func aButtonsNameDoesNotStandUnderItsNeighbour() throws {
        let text = try String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent("card-list.visual"),
                              encoding: .utf8)
        let scene = try PictureRenderer.render(text: text, name: "card-list.visual", format: .svg,
                                               options: RenderOptions(sizes: [CanvasSize(width: 320, height: 568)])).scene
        for card in 1...3 {
            let save = try #require(scene.views.first { $0.name == "save\(card)" }).rect
            let share = try #require(scene.views.first { $0.name == "share\(card)" }).rect
            for (name, own, other) in [("save\(card)", save, share), ("share\(card)", share, save)] {
                let tag = try #require(scene.tags.first { $0.view == name }).rect
                #expect(tag.distance(to: own) <= tag.distance(to: other) + 0.5,
                        "\(name)'s tag \(tag) is \(tag.distance(to: own)) from its button, \(tag.distance(to: other)) from its neighbour")
            }
        }
    }
}
