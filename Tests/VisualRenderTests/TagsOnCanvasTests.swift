import Geometry
import Testing
@testable import VisualRender

/// Tags stay on the canvas: a name too long for its size beside the box is drawn alone
/// within the canvas rather than with its size past the canvas's side, where it overhangs
/// the frame (long Interface Builder names), and shortened with `…` where even that would.
@Suite struct TagsOnCanvasTests {
    private func scene(_ text: String) throws -> Scene {
        try PictureRenderer.render(text: text, name: "screen.visual", format: .svg, options: RenderOptions()).scene
    }

    private func canvas(_ scene: Scene) throws -> Rect {
        try #require(scene.items.lazy.compactMap { item -> Rect? in
            if case .canvas(let canvas) = item { canvas.rect } else { nil }
        }.first)
    }

    /// Two boxes in the corners of a narrow canvas, named as Interface Builder names views
    /// (its label and class): with their sizes their tags are wider than the canvas.
    @Test func longNamesStayWithinTheCanvasSides() throws {
        let scene = try scene("""
            canvas 190 x 120
            view forgotPasswordButtonView box
            view emailAddressTextFieldImage image
            H:|-8-[forgotPasswordButtonView(40)]
            H:[emailAddressTextFieldImage(40)]-8-|
            V:|-8-[forgotPasswordButtonView(40)]
            V:[emailAddressTextFieldImage(40)]-8-|
            """)
        let canvas = try canvas(scene)
        #expect(scene.tags.count == 2)
        for tag in scene.tags {
            // Beside its box at most a few points past the canvas's side (`sideOverhang`).
            let side = TagPlacer.sideOverhang
            #expect(tag.rect.x >= canvas.x - side && tag.rect.maxX <= canvas.maxX + side,
                    "\(tag.text): \(tag.rect.x)…\(tag.rect.maxX) past the canvas \(canvas.x)…\(canvas.maxX)")
            #expect(tag.leader == nil, "\(tag.text) beside its box")
        }
        // The name that finds no place whole on the canvas is shortened, never dropped.
        let image = try #require(scene.tags.first { $0.view == "emailAddressTextFieldImage" })
        #expect(image.text.hasPrefix("emailAddress") && image.text.hasSuffix("…"), "\(image.text)")
    }

    /// A tag that fits beside its box within the canvas keeps its size.
    @Test func aTagThatFitsKeepsItsSize() throws {
        let scene = try scene("""
            canvas 320 x 120
            view avatar image
            H:|-8-[avatar(40)]
            V:|-8-[avatar(40)]
            """)
        #expect(scene.tags.map(\.text) == ["avatar 40 × 40"])
    }
}
