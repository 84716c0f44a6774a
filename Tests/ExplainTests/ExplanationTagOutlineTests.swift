// A view's name in the picture of a conflict lies inside each container its view lies in,
// or wholly outside it, never across its outline: the containers of a conflict are outlined
// in red, and a tag across the outline cut it (faqview's `whatIsReddit height 0`, a line
// inside its cell, named across the cell's left edge).

import Geometry
import Testing
import VisualRender

@Suite struct ExplanationTagOutlineTests {
    @Test(arguments: Fixtures.logs)
    func noTagLiesAcrossTheOutlineOfItsViewsContainer(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        let views = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for tag in scene.tags where tag.callout == nil {
            var container = views[tag.view]?.parent
            while let name = container, let box = views[name] {
                let shared = tag.rect.overlapArea(box.rect)
                #expect(shared <= 0.01 || shared >= tag.rect.width * tag.rect.height - 0.01,
                        "\(tag.text) lies across \(name)'s outline")
                container = box.parent
            }
        }
    }
}
