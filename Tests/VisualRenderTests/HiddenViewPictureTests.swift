import Testing
@testable import VisualRender

/// A view declared `hidden` is laid out but not drawn: no box, no tag, no text, no
/// spacing measured to it; and the views inside it are hidden with it.
@Suite struct HiddenViewPictureTests {
    @Test func aHiddenViewLeavesNothingInThePicture() throws {
        let rendered = try PictureRenderer.render(text: """
            canvas 200 x fit
            view title label "Title"
            view badge label "A rather long badge text" hidden
            view holder box hidden
            holder {
              view inner label "Inside"
              H:|[inner]|
              V:|[inner]|
            }
            V:|-[title]-8-[badge]-8-[holder]-|
            H:|-[title]-|
            H:|-[badge(0)]
            H:|-[holder]-|
            badge.height == 0
            holder.height == 0
            """, name: "hidden.visual", format: .svg, options: RenderOptions())
        let scene = rendered.scene
        #expect(scene.views.map(\.name) == ["title"], "\(scene.views.map(\.name))")
        #expect(!scene.texts.contains { $0.view != "title" })
        #expect(!scene.tags.contains { $0.view != "title" })
        #expect(!scene.guides.contains { $0.views.contains("badge") || $0.views.contains("holder") })
        #expect(!rendered.diagnostics.contains { $0.message.contains("truncated") }, "\(rendered.diagnostics)")
        // The legend names what is left out (the hidden holder, not each view inside it).
        let legend = scene.items.compactMap { item -> String? in if case .label(let label) = item { label.text } else { nil } }
        #expect(legend.contains("2 hidden views not drawn: badge, holder"), "\(legend)")
    }

    /// A hidden stack button with a required width of its own conflicts with UIKit's
    /// `UISV-hiding`, and UIKit reports it: the legend lists it, though the view is not
    /// drawn (VLC's player controls lost their five conflicts when the buttons were hidden).
    @Test func aHiddenViewsConflictStaysInTheLegend() throws {
        let rendered = try PictureRenderer.render(text: """
            canvas 200 x 44
            view play button "Play"
            view dvd button "DVD" hidden
            H:|[play]
            V:|[play]|
            V:|[dvd]|
            dvd.width == 0
            dvd.leading == play.trailing
            dvd.width == 44
            """, name: "hidden.visual", format: .svg, options: RenderOptions())
        let scene = rendered.scene
        #expect(!scene.views.contains { $0.name == "dvd" })
        let legend = scene.items.compactMap { item -> String? in if case .label(let label) = item { label.text } else { nil } }
        #expect(legend.contains { $0.contains("dvd width 44 not met") }, "\(legend)")
    }
}
