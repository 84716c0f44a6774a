// Two values side by side read as one: `8` beside `80 → 75.5 · broken` read `8 80 → 75.5`
// (table-cell-collapsible), `0 → 8` beside `8` read `0 → 8 8` (stackview-nested-hiding),
// `49.5 → 61` placed after `15` and beside it read `15 49.5 → 61` (bonmot).
// The pills a conflict is about keep a margin from the other pills, placed before or after
// them, where their line has room.

import AutoLayoutExplain
import AutoLayoutLog
import Geometry
import Testing
import VisualRender

@Suite struct ExplanationPillSpacingTests {
    @Test(arguments: ["table-cell-collapsible-view-height.log", "stackview-nested-hiding-one-line.log",
                      "bonmot-margins-cell-height-49-5.log"])
    func otherPillsStandApartFromTheUnmetOne(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let (_, scene) = try PictureRenderer.draw([e.layoutTree()], name: name, format: .svg, options: RenderOptions())
        let unmet = scene.guides.filter { !$0.met }.compactMap(\.pill)
        let met = scene.guides.filter(\.met).compactMap(\.pill)
        #expect(!unmet.isEmpty && !met.isEmpty)
        for pill in met {
            for other in unmet {
                #expect(other.insetBy(-5).overlapArea(pill) == 0, "\(name): \(pill) beside the unmet \(other)")
            }
        }
    }
}
