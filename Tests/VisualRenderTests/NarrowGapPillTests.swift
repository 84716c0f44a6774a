import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A gap too narrow for its pill between two views that end alike is dimensioned as a
/// redline does it: its line just past both views, an extension line from each edge, and
/// the pill beside that line, centred on the gap.
@Suite struct NarrowGapPillTests {
    /// The settings list's value and chevron, 8 apart (`Home Network  ›`, `On  ›`): the
    /// pill fits neither on the line nor beside it between the two texts. It stood above
    /// the row's text on a leader back to the middle of the gap, read as floating over it;
    /// now it stands on the gap, no leader, its line drawn with both extension lines.
    @Test func aNarrowGapsPillStandsOnItsGap() throws {
        let text = try String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent("settings-list.visual"),
                              encoding: .utf8)
        let scene = try PictureRenderer.render(text: text, name: "settings-list.visual", format: .svg,
                                               options: RenderOptions()).scene
        for (value, chevron) in [("wifiValue", "wifiChevron"), ("bluetoothValue", "bluetoothChevron")] {
            let left = try #require(scene.views.first { $0.name == value }).rect
            let right = try #require(scene.views.first { $0.name == chevron }).rect
            let guide = try #require(scene.guides.first { $0.views == [value, chevron] })
            let pill = try #require(guide.pill)
            #expect(guide.leader == nil, "\(value)'s 8 hangs on a leader")
            #expect(abs(pill.midX - (left.maxX + right.x) / 2) <= 0.5, "\(value)'s 8 at \(pill) is not centred on its gap")
            // On the line: within 2 points of it, and the line just past both views.
            let line = Rect.around(guide.from, guide.to, width: 0)
            #expect(pill.distance(to: line) <= 2, "\(value)'s 8 at \(pill), its line at \(line)")
            #expect(line.maxY <= min(left.y, right.y) || line.y >= max(left.maxY, right.maxY))
            #expect(guide.extensions.count == 2, "\(value)'s 8: \(guide.extensions.count) extension lines")
            // Over neither view.
            #expect(pill.overlapArea(left) <= Placement.tolerance && pill.overlapArea(right) <= Placement.tolerance)
        }
    }
}
