import Testing
@testable import VisualRender

/// A wrapper the size of the button it holds (Interface Builder screens have them: an
/// action view round its button) is tagged inside its box, over the button's blue: its
/// tag is drawn on a halo there, as the button's own is, so its name stays readable.
@Suite struct TagOnButtonTests {
    @Test func aWrappersTagOverItsButtonHasAHalo() throws {
        // The wrapper fills the canvas: no room for its tag but inside, over the button.
        let scene = try render("wrapper.visual", text: """
            canvas 320 x 44
            view action box
            H:|[action]|
            V:|[action]|
            action {
              view primary button "Continue"
              H:|[primary]|
              V:|[primary]|
            }
            """, format: .svg).scene
        let tag = try #require(scene.tags.first { $0.view == "action" })
        let button = try #require(scene.views.first { $0.name == "primary" })
        try #require(tag.callout == nil && button.rect.intersects(tag.rect), "\(tag.rect) is not on the button")
        #expect(tag.hasHalo, "\(tag.rect) lies on the button at \(button.rect) without a halo")
    }
}
