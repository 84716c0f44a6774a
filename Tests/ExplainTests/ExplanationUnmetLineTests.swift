// The unmet member's dash line is what an explanation is about. The met lines of the same
// stretch are drawn a lane (16 points) beside it, and their values are wider than that:
// centred on their own lines they lay across the dash (bonmot's `margin + 30 = 38 ·
// broken`, the stack views' `16 · broken`), which then read as cut in two. And a met value
// wider than its gap lay across the borders at both its ends, where a place on or beside
// its line crossed none.

import AutoLayoutExplain
import AutoLayoutLog
import Geometry
import Testing
import VisualRender

@Suite struct ExplanationUnmetLineTests {
    @Test(arguments: ["bonmot-margins-cell-height-49-5.log", "stackview-hidden-card-padding.log",
                      "tagflow-autoresizing-height-zero-label.log", "toolbar-height-zero-stack.log"])
    func metValuesKeepOffTheUnmetLine(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        let unmet = scene.guides.filter { !$0.met }
        #expect(!unmet.isEmpty)
        for guide in scene.guides where guide.met {
            let pill = try #require(guide.pill)
            for line in unmet {
                let across = Rect(x: min(line.from.x, line.to.x) - 1, y: min(line.from.y, line.to.y) - 1,
                                  width: abs(line.to.x - line.from.x) + 2, height: abs(line.to.y - line.from.y) + 2)
                #expect(pill.overlapArea(across) == 0, "\(name): `\(guide.label)` at \(pill) across `\(line.label)`")
            }
        }
    }

    @Test(arguments: ["table-cell-image-margins-height-87-5.log", "snapkit-scrolling-stack-badge-width-zero.log"])
    func metValuesKeepOffBorders(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        let outlines = scene.views.map(\.rect)
        for guide in scene.guides where guide.met && abs(guide.to.x - guide.from.x) + abs(guide.to.y - guide.from.y) >= 1 {
            let pill = try #require(guide.pill)
            let area = pill.width * pill.height
            for outline in outlines {
                let shared = pill.overlapArea(outline)
                #expect(shared < 0.01 || shared > area - 0.01, "\(name): `\(guide.label)` at \(pill) across \(outline)")
            }
        }
    }

    /// The unmet value too, where the middle of its dash has room off the borders (it lay
    /// across the clip view's right edge).
    @Test(arguments: ["iina-prefs-subtitles-clipview-scroller-15.log"])
    func theUnmetValueKeepsOffBordersOnItsDash(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        let unmet = try #require(scene.guides.first { !$0.met })
        let pill = try #require(unmet.pill)
        let area = pill.width * pill.height
        for outline in scene.views.map(\.rect) {
            let shared = pill.overlapArea(outline)
            #expect(shared < 0.01 || shared > area - 0.01, "\(name): `\(unmet.label)` at \(pill) across \(outline)")
        }
    }
}
