import Testing
import VisualLayout

/// `inset T L B R`: constraints pin a view's alignment rectangle, which lies that far inside
/// the frame the layout reports (an AppKit push button's bezel inside a frame with room for
/// its shadow), and its intrinsic size stays the frame's.
@Suite struct AlignmentInsetTests {
    private static let buttons = """
        canvas 300 x 100
        view cancel button "Cancel" intrinsic 76 32 inset 5 7 7 7
        view ok button "OK" intrinsic 76 32 inset 5 7 7 7
        H:|-20-[cancel]-12-[ok]
        V:|-20-[cancel]
        ok.top == cancel.top
        """

    @Test func constraintsPinTheAlignmentRectangleAndTheFrameIsReported() {
        // Cancel's face starts 20 in, its frame 7 before; OK's face 12 after Cancel's, so
        // the frames overlap by 2.
        expectLayout(Self.buttons, ["cancel": (13, 15, 76, 32), "ok": (87, 15, 76, 32)])
    }

    @Test func theGuideMeasuresTheFacesGap() throws {
        let tree = try #require(LayoutPipeline.layout(text: Self.buttons, name: "case.visual").tree)
        let gap = try #require(tree.guides.first { $0.before == "cancel" && $0.after == "ok" })
        #expect(gap.constant == 12 && gap.isSatisfied)
        #expect(gap.start == 82 && gap.end == 94, "from Cancel's face's right to OK's face's left: \(gap.start)…\(gap.end)")
        #expect(tree.views.first { $0.name == "ok" }?.alignmentInsets.left == 7)
    }

    /// A frame's size stays 0 or more, though its alignment rectangle, its insets smaller,
    /// may be asked for less.
    @Test func aSqueezedFrameStaysZeroOrMore() {
        expectLayout("""
            canvas 100 x 100
            view b button "Go" inset 5 7 7 7
            H:|[b]
            b.width == -20 @ 999
            V:|[b(10)]
            """, ["b": (-7, -5, 0, 22)], warnings: nil)
    }
}
