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

    /// Nor over a check box's square, which is what tells it from a label: where every
    /// corner covers its title or its square, the badge stays at the first (MacPass's
    /// duplicate-entry options had their `?V` moved onto the squares).
    @Test func aBadgeKeepsOffACheckBoxsSquare() throws {
        let picture = try PictureRenderer.render(text: """
            canvas 240 x 80
            view a checkbox "Reference names"
            view b checkbox "Duplicate"
            H:|-20-[a]
            H:|-20-[b]
            V:|-10-[a]
            b.top >= a.bottom + 4
            """, name: "options.visual", format: .png, options: RenderOptions(scale: 1))
        let markers = picture.scene.items.compactMap { item -> SceneItem.Marker? in
            if case .marker(let marker) = item { marker } else { nil }
        }
        let views = picture.scene.items.compactMap { item -> SceneItem.View? in
            if case .view(let view) = item { view } else { nil }
        }
        let badge = try #require(markers.first { $0.view == "b" })
        let square = try #require(views.first { $0.name == "b" }?.stateMark)
        #expect(badge.rect.overlapArea(square) == 0, "\(badge.rect) \(square)")
    }
}
