// A view squeezed to no height is drawn as a bracket across its cell; the cell's unmet
// height runs down through it. Its `0 → 22` pill touching the bracket's cap read as the
// squeezed view's value, so pills keep a margin around the bracket, caps and all.

import AutoLayoutExplain
import AutoLayoutLog
import Geometry
import Testing
import VisualRender

@Suite struct ExplanationBracketClearanceTests {
    /// Half a bracket's cap, across its line (`ScenePainter.Metrics.flatBarLength / 2`).
    private let halfCap = 4.0

    @Test(arguments: ["splitrow-ios9-text-field-cell-height-zero.log", "stackview-hidden-card-padding.log",
                      "toolbar-height-zero-stack.log", "tagflow-autoresizing-height-zero-label.log",
                      "snapkit-tag-view-header-encapsulated-width-zero.log"])
    func unmetPillsStandOffBrackets(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let (_, scene) = try PictureRenderer.draw([e.layoutTree()], name: name, format: .svg, options: RenderOptions())
        let brackets = scene.views.filter { min($0.rect.width, $0.rect.height) < 0.25 }.map { view in
            view.rect.width < view.rect.height
                ? Rect(x: view.rect.midX - halfCap, y: view.rect.y, width: 2 * halfCap, height: view.rect.height)
                : Rect(x: view.rect.x, y: view.rect.midY - halfCap, width: view.rect.width, height: 2 * halfCap)
        }
        #expect(!brackets.isEmpty)
        let pills = scene.guides.filter { !$0.met }.compactMap(\.pill)
        #expect(!pills.isEmpty)
        for pill in pills {
            for bracket in brackets {
                #expect(bracket.insetBy(-6).overlapArea(pill) == 0, "\(name): pill \(pill) by bracket \(bracket)")
            }
        }
    }
}
