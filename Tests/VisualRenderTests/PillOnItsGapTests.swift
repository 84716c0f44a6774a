import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A pill sits on its own gap or right beside it; when there is no room there, a short
/// leader to a nearby free place, never a long walk.
@Suite struct PillOnItsGapTests {
    /// The split view's list insets (`12` between the list's edge and `Inbox`, whose text
    /// starts at its box's edge) stood past the gap's end, wholly outside the list; the
    /// dashboard's tile insets (`12×8`) as far off; the stat tiles' `2` between a number and
    /// its caption walked 96 points to the frame's left. A pill wider than its gap now
    /// slides over it as long as it still covers the whole gap (hanging off its open end);
    /// a displaced pill takes a place within `shortWalk` of its line when one has a leader
    /// through no text.
    @Test func everyPillCoversItsGapOrHangsOnAShortLeader() throws {
        let screens = SceneRulesTests.denseScreens.filter { ["dashboard", "split-view", "stat-tiles", "settings-rows",
                                                             "tab-and-navigation-bars", "icon-buttons"].contains($0.0) }
        #expect(screens.count == 6)
        var pills = 0
        for (name, text) in screens {
            let scene = try PictureRenderer.render(text: text, name: name, format: .svg, options: RenderOptions()).scene
            for guide in scene.guides {
                guard let pill = guide.pill else { continue }
                pills += 1
                let horizontal = guide.axis == .horizontal
                let (low, high) = horizontal ? (min(guide.from.x, guide.to.x), max(guide.from.x, guide.to.x))
                    : (min(guide.from.y, guide.to.y), max(guide.from.y, guide.to.y))
                let (start, end) = horizontal ? (pill.x, pill.maxX) : (pill.y, pill.maxY)
                if let leader = guide.leader {
                    let length = ((leader.0.x - leader.1.x) * (leader.0.x - leader.1.x)
                        + (leader.0.y - leader.1.y) * (leader.0.y - leader.1.y)).squareRoot()
                    #expect(length <= PillPlacer.shortWalk, "\(name): \(guide.views)'s \(guide.label) on a leader of \(length)")
                } else {
                    // Over at least half of the gap, or half of itself when the gap is wider;
                    // or, on a gap narrower than itself, on its line just past one end,
                    // touching it (the stat tiles' `2×3` under the 2 points between a number
                    // and its caption).
                    let covered = max(0, min(end, high) - max(start, low))
                    let across = horizontal ? guide.from.y : guide.from.x
                    let (acrossLow, acrossHigh) = horizontal ? (pill.y, pill.maxY) : (pill.x, pill.maxX)
                    let atAnEnd = high - low < end - start && (abs(end - low) < 0.5 || abs(start - high) < 0.5)
                        && across >= acrossLow && across <= acrossHigh
                    #expect(covered >= min(high - low, end - start) / 2 - 0.01 || atAnEnd,
                            "\(name): \(guide.views)'s \(guide.label) at \(start)…\(end), its gap \(low)…\(high)")
                }
            }
        }
        #expect(pills > 60)
    }
}
