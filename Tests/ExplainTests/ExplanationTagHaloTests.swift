// A guide's line that runs under a view's name (a conflict's dash-dot line up a view, past
// its `inputView1 height 216` in the box's corner) is hidden under the name's halo: the
// line through the glyphs read `height 2|16`.

import Geometry
import Testing
import VisualRender

@Suite struct ExplanationTagHaloTests {
    @Test(arguments: Fixtures.logs)
    func aNameALineRunsUnderHasAHalo(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        // Each line as the strip a point wide it paints.
        func strip(_ a: Point, _ b: Point) -> Rect {
            let x = min(a.x, b.x), y = min(a.y, b.y)
            return Rect(x: x - 0.5, y: y - 0.5, width: abs(a.x - b.x) + 1, height: abs(a.y - b.y) + 1)
        }
        var lines: [Rect] = []
        // A pin (a line of no length) is a dot, which a halo would hide.
        for guide in scene.guides {
            if abs(guide.from.x - guide.to.x) + abs(guide.from.y - guide.to.y) >= 0.5 { lines.append(strip(guide.from, guide.to)) }
            for (a, b) in guide.extensions { lines.append(strip(a, b)) }
        }
        for tag in scene.tags where tag.callout == nil && lines.contains(where: { $0.overlapArea(tag.rect) > 0.01 }) {
            #expect(tag.hasHalo, "\(tag.text): a line runs under it")
        }
    }
}
