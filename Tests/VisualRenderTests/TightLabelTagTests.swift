import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A label barely taller than a tag is named inside its own box, past its text.
@Suite struct TightLabelTagTests {
    /// An article's byline (13 pt, 16 high, stretched across the page) between its headline
    /// 4 above and its paragraph 12 below, its right-hand end under the inset's 16 pill: no
    /// place beside it is free, and with a point's inset above and below a tag (14.6 high)
    /// did not fit in it, so its name went beside the frame on a leader. It now lies in the
    /// byline's box, right of "By A. Writer", with its size.
    @Test func aBylineIsNamedInsideItsBox() throws {
        let text = """
            canvas 375 x 400
            view headline label "How layouts are solved" font 22 bold
            view byline label "By A. Writer · 5 min" font 13
            view para text "A constraint solver finds the frames that satisfy every required constraint and as many optional ones as it can."
            H:|[page]|
            V:|-44-[page]|
            page {
              H:|-16-[headline]-16-|
              H:|-16-[byline]-16-|
              H:|-16-[para]-16-|
              V:|-16-[headline]-4-[byline]-12-[para]
            }
            """
        let picture = try PictureRenderer.render(text: text, name: "article.visual", format: .svg, options: RenderOptions())
        let scene = picture.scene
        let box = try #require(scene.views.first { $0.name == "byline" }).rect
        let tag = try #require(scene.tags.first { $0.view == "byline" })
        #expect(tag.leader == nil && tag.callout == nil, "\(tag)")
        #expect(box.contains(tag.rect), "\(tag.rect) not in \(box)")
        #expect(tag.text == "byline 343 × 16")
        #expect(SceneRules(scene: scene, layouts: picture.layouts).violations().isEmpty)
    }
}
