import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A gap much narrower than its pill with views on both sides and no room beside it (two
/// photos 2 points apart in a grid): the pill stands on the gap's line just past its end,
/// its edge on the gap, not a few points further off on a stub of a leader.
@Suite struct PillAtNarrowGapsEndTests {
    /// The photo-grid sample: four rows of three square photos, 2 apart, under a title; the
    /// photos' `2×4` stood 6 points beside its gap on a leader, inside a photo.
    static func grid() throws -> String {
        try String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent("photo-grid.visual"), encoding: .utf8)
    }

    @Test func aFoldedPillOfATwoPointGapTouchesItsGap() throws {
        let scene = try PictureRenderer.render(text: try Self.grid(), name: "photo-grid", format: .svg, options: RenderOptions()).scene
        let folded = scene.guides.filter { $0.count > 1 && $0.label.hasPrefix("2×") && $0.pill != nil }
        #expect(!folded.isEmpty, "\(scene.guides.map(\.label))")
        for guide in folded {
            let pill = try #require(guide.pill)
            let line = Rect.around(guide.from, guide.to, width: 0)
            #expect(guide.leader == nil, "\(guide.label) of \(guide.views) at \(pill) on a leader to \(line)")
            #expect(pill.distance(to: line) <= 1.5, "\(guide.label) of \(guide.views) at \(pill), its line \(line)")
        }
    }
}
