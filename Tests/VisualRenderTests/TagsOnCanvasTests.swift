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

    /// A short name at a canvas's corner, its places over its box taken by the values of
    /// the gaps above and beside it (right-to-left: `free` at the top right, 8 from the
    /// side, 10 from the top, 12 from `name`): it was drawn touching its box 13 points past
    /// the canvas's side. A tag no wider than its box is numbered on the canvas instead;
    /// every tag lies within the canvas's sides.
    @Test func aNarrowTagIsNumberedRatherThanPastTheCanvasSide() throws {
        let picture = try PictureRenderer.render(text: """
            canvas 320 x 200
            direction rtl
            view free label "مجاني" hug 1000 1000
            view name label "علي" hug 1000 1000
            view note text "هذا النص العربي يلتف على سطرين داخل المربع."
            H:|-8-[free]-12-[name]
            H:|-8-[note]-8-|
            V:|-10-[free]-8-[note(50)]
            V:|-10-[name]
            """, name: "rtl-marks.visual", format: .svg, options: RenderOptions())
        let scene = picture.scene
        let canvas = try canvas(scene)
        for tag in scene.tags {
            #expect(tag.rect.x >= canvas.x - 0.5 && tag.rect.maxX <= canvas.maxX + 0.5,
                    "\(tag.view): \(tag.rect.x)…\(tag.rect.maxX) past the canvas \(canvas.x)…\(canvas.maxX)")
        }
        let free = try #require(scene.tags.first { $0.view == "free" })
        #expect(free.callout != nil && free.leader == nil, "\(free)")
        #expect(free.text == "free 37 × 22")
        #expect(SceneRules(scene: scene, layouts: picture.layouts).violations().isEmpty)
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
