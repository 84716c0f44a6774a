import Testing
@testable import VisualRender
import VisualLayout

/// A text whose size was given (`intrinsic W H`: an Interface Builder document stores what
/// Xcode measured with Apple's system font) fits a view of that size: our fonts run wider,
/// so it is drawn a little smaller, never cut, and no truncation is reported. A view smaller
/// than its given size still truncates.
@Suite struct GivenTextSizeTests {
    private let file = """
        canvas 320 x 100
        view learn button "Learn More" intrinsic 108 39 font 19.5
        view done button "Done" intrinsic 41 30 font 17
        view cut button "Learn More" intrinsic 108 39 font 19.5
        H:|-10-[learn]-10-[done]-10-[cut(60)]
        V:|-10-[learn]
        V:|-10-[done]
        V:|-10-[cut]
        """

    @Test func textAtItsGivenSizeIsDrawnWholeAndSmaller() throws {
        let result = LayoutPipeline.layout(text: file, name: "buttons.visual")
        let truncated = result.diagnostics.filter { $0.message.contains("truncated") }.map(\.message)
        #expect(truncated.count == 1 && truncated[0].contains("'cut'"), "\(truncated)")

        let scene = try render("buttons.visual", text: file, format: .svg).scene
        for name in ["learn", "done"] {
            let text = try #require(scene.texts.first { $0.view == name })
            let box = try #require(scene.views.first { $0.name == name }).rect
            #expect(!text.truncated && !text.text.contains("…"), "\(name): \(text.text)")
            #expect(box.contains(text.rect), "\(name): \(text.rect) outside \(box)")
        }
        let learn = try #require(scene.texts.first { $0.view == "learn" })
        #expect(learn.size < 19.5 && learn.size >= 19.5 * 0.6)
        #expect(try #require(scene.texts.first { $0.view == "cut" }).truncated)
    }
}
