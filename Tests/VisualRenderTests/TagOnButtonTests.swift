import Testing
@testable import VisualRender

/// A wrapper the size of the button it holds (Interface Builder screens have them: an
/// action view round its button) shares the button's box: the two are tagged as one chain,
/// `action › primary` (`SameFrameChains`). Any piece of it that lies over the button's blue
/// is drawn on a halo, as the button's own tag is, so its name stays readable.
@Suite struct TagOnButtonTests {
    @Test func aWrappersTagOverItsButtonHasAHalo() throws {
        // The wrapper fills the canvas: above it or inside, the chain tag names both.
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
        let own = try #require(scene.tags.first { $0.view == "primary" })
        let button = try #require(scene.views.first { $0.name == "primary" })
        #expect(tag.text == "action ›" && abs(own.rect.x - tag.rect.maxX) < 0.01 && own.rect.y == tag.rect.y,
                "\(tag.text) at \(tag.rect), \(own.text) at \(own.rect): not one chain")
        for piece in [tag, own] where button.rect.intersects(piece.rect) {
            #expect(piece.hasHalo, "\(piece.rect) lies on the button at \(button.rect) without a halo")
        }
    }
}
