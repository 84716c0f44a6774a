import Testing
@testable import VisualRender

/// A met `≥ 0` (a stack view's alignment, a written `-(>=0)-`) says only what the picture
/// shows, that a view keeps inside its container: it is not drawn, nor counted as left out.
/// One that gives way is drawn, as any spacing that did.
@Suite struct AtLeastZeroGuideTests {
    static func stack(labelWidth: Int, edges priority: String = "") -> String {
        """
        canvas 320 x 200
        view stack box
        H:|-20-[stack]-20-|
        V:|-40-[stack(100)]
        stack {
          view title label "Title"
          title.centerX == superview.centerX
          title.leading >= superview.leading\(priority)
          title.trailing <= superview.trailing\(priority)
          title.width == \(labelWidth)
          V:|-10-[title]
        }
        """
    }

    @Test func aMetAtLeastZeroIsNotDrawn() throws {
        let picture = try render("stack.visual", text: Self.stack(labelWidth: 60), format: .svg)
        let titleGuides = picture.scene.guides.filter { $0.views.contains("title") }
        #expect(!titleGuides.isEmpty, "the 10 above the title is drawn")
        #expect(!titleGuides.contains { $0.label == "≥ 0" }, "\(titleGuides.map(\.label))")
        let legend = picture.scene.labels.filter { $0.role == .legend }.map(\.text)
        #expect(!legend.contains { $0.contains("not drawn") }, "\(legend)")
    }

    @Test func anUnmetAtLeastZeroIsDrawn() throws {
        let picture = try render("stack.visual", text: Self.stack(labelWidth: 400, edges: " @750"), format: .svg)
        #expect(picture.scene.guides.contains { $0.views.contains("title") && $0.label.hasPrefix("≥ 0") },
                "\(picture.scene.guides.map(\.label))")
    }
}
