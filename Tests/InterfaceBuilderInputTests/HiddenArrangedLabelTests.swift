import InterfaceBuilderInput
import Testing
import VisualLayout

/// A label an Interface Builder stack holds hidden (`hidden="YES"`, an error message shown
/// later) is squeezed to nothing by `UISV-hiding`: declared `hidden`, it is neither reported
/// truncated nor drawn.
@Suite struct HiddenArrangedLabelTests {
    @Test func aHiddenLabelInAStackIsNotTruncated() throws {
        let views = [
            StackViewTests.Arranged(id: "a", intrinsic: (0, 0), frame: (0, 0, 300, 20.5), label: "Title"),
            StackViewTests.Arranged(id: "b", intrinsic: (0, 0), frame: (0, 20.5, 300, 0), hidden: true,
                                    label: "Something went wrong"),
        ]
        let text = StackViewTests.document(StackViewTests.stack(id: "st", axis: "vertical", distribution: "fill", alignment: "fill",
                                                                spacing: 8, frame: (0, 0, 300, 20.5), views: views),
                                           width: 300, height: 20.5)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        #expect(layout.text.contains("\"Something went wrong\"") && layout.text.contains(" hidden"), "\(layout.text)")
        let solved = LayoutPipeline.layout(layout)
        let hidden = try #require(solved.tree?.views.first { $0.text == "Something went wrong" })
        #expect(hidden.isHidden && hidden.height == 0)
        let messages = solved.diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("truncated") }, "\(messages)")
    }
}
