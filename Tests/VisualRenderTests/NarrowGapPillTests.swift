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

    /// A mail cell's sender and time, each 10 below the cell's top, their text starting at
    /// their box's top: centred on its 10-point line, each pill covered the text by 2
    /// points, so one went off on a leader to the left and the other on a diagonal one to
    /// the navigation title. A pill may hang 5 points past its gap's end (into the cell's
    /// edge, where nothing is written): both sit on their lines.
    @Test func aShortGapsPillHangsPastItsEndRatherThanLeave() throws {
        let text = """
            canvas 375 x 200
            view nav label "Inbox" font 30 bold
            view s1 label "Ana Ruiz" font 16 semibold
            view t1 label "09:41" font 13
            view j1 label "Lunch on Friday?" font 15
            H:|-16-[nav]-16-|
            V:|-8-[nav]-8-[c1(64)]
            H:|[c1]|
            c1 {
              H:|-20-[s1]-(>=8)-[t1]-16-|
              H:|-20-[j1]-16-|
              V:|-10-[s1]-2-[j1]
              V:|-10-[t1]
            }
            """
        let scene = try PictureRenderer.render(text: text, name: "cell", format: .svg, options: RenderOptions()).scene
        for name in ["s1", "t1"] {
            let guide = try #require(scene.guides.first { $0.views == [name] && $0.axis == .vertical })
            let pill = try #require(guide.pill)
            #expect(guide.leader == nil, "\(name)'s 10 hangs on a leader")
            #expect(pill.distance(to: Rect.around(guide.from, guide.to, width: 0)) <= 0.01, "\(name)'s 10 at \(pill)")
        }
    }
}
