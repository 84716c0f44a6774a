import Geometry
import Testing
@testable import VisualRender

/// A badge keeps off every view's text, also of views drawn after its own: ResearchKit's
/// quantity view put the `?V` of a 0-high image beside its point, over the first letters of
/// the label that follows it ("Va" of "Value" read as `?V` `lue`).
@Suite struct BadgeOffTextTests {
    @Test func anAmbiguousBadgeKeepsOffTheNextViewsText() throws {
        let picture = try PictureRenderer.render(text: """
            canvas 240 x 60
            view icon image
            view value label "Value"
            H:|-40-[icon]-10-[value]
            V:|-20-[value]
            icon.centerY == value.centerY
            """, name: "quantity.visual", format: .png, options: RenderOptions(scale: 1))
        let markers = picture.scene.items.compactMap { item -> SceneItem.Marker? in
            if case .marker(let marker) = item { marker } else { nil }
        }
        let badge = try #require(markers.first { $0.view == "icon" })
        #expect(badge.text.hasPrefix("?"))
        let text = try #require(picture.scene.texts.first { $0.view == "value" })
        #expect(badge.rect.overlapArea(text.rect) == 0, "\(badge.rect) \(text.rect)")
    }
}
