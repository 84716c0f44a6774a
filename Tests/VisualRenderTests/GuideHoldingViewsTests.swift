import Testing
import Geometry
@testable import VisualRender

/// A guide that views lie within (the content guide a scroll view's content sizes, as the
/// Interface Builder reader writes it) is not empty space: it is outlined, not hatched as a
/// spacer, and neither its size nor a "spacer" legend entry is written over the content.
@Suite struct GuideHoldingViewsTests {
    @Test func aContentGuideIsOutlinedNotHatched() throws {
        let scene = try render("scroll.visual", text: """
            canvas 320 x 400
            view content guide
            view title label "Donate"
            H:|[content(300)]
            V:|[content(380)]
            title.leading == content.leading + 20
            title.top == content.top + 20
            """, format: .svg).scene
        let content = try #require(scene.views.first { $0.name == "content" })
        #expect(content.isSpacer && content.holdsViews)
        #expect(!scene.labels.contains { $0.role == .spacerSize })
        #expect(!scene.labels.contains { $0.role == .legend && $0.text == "spacer" })
    }

    @Test func anEmptySpacerIsStillHatchedAndSized() throws {
        let scene = try render("scroll.visual", text: """
            canvas 320 x 100
            view gap guide
            view title label "Donate"
            H:|[gap(200)][title]
            V:|[gap(80)]
            V:|[title]
            """, format: .svg).scene
        let gap = try #require(scene.views.first { $0.name == "gap" })
        #expect(gap.isSpacer && !gap.holdsViews)
        #expect(scene.labels.contains { $0.role == .spacerSize && $0.text == "200" })
        #expect(scene.labels.contains { $0.role == .legend && $0.text == "spacer" })
    }
}
