// A view's name in the picture of a conflict lies near its view: no tag of any corpus log
// is parked on a leader across the picture (snapkit-scrolling-stack's badgeView1, squeezed
// to a 4-point line between its siblings to keep them in one row, hemmed in by pills and
// boxes, was named 273 points away; drawn at its made-up height, its tag is beside it).

import Testing
import VisualRender

@Suite struct ExplanationTagLeaderTests {
    @Test(arguments: Fixtures.logs)
    func noTagIsParkedFarFromItsView(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        for tag in scene.tags {
            guard let (a, b) = tag.leader else { continue }
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            #expect(length <= 120, "\(tag.view)'s tag \(Int(length)) points from it")
        }
    }
}
