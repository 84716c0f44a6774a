import Testing
@testable import VisualRender

/// A window's views usually sit in one content view: the canvas holds that container
/// alone. `--guides outer` (and the crowded screen's fallback to it) then keeps the
/// spacings of the views inside it, not none at all.
@Suite struct OuterGuidesInsideALoneContainerTests {
    private static let window = """
        canvas 300 x 200
        content {
          box {
            H:|-10-[title]-10-|
            V:|-10-[title(20)]-10-|
          }
          H:|-20-[box]-20-|
          V:|-20-[box]
          H:|-20-[ok(60)]
          V:[box]-12-[ok(20)]
        }
        H:|[content]|
        V:|[content]|
        """

    @Test func theLevelInsideTheLoneContentViewIsTheTopLevel() throws {
        var options = RenderOptions()
        options.guides = .outer
        let guides = try PictureRenderer.render(text: Self.window, name: "window.visual", format: .svg,
                                                options: options).scene.guides
        #expect(guides.contains { $0.views == ["box"] && $0.label == "20" })
        #expect(guides.contains { $0.views == ["box", "ok"] && $0.label == "12" })
        #expect(!guides.contains { $0.views.contains("title") })
    }
}
