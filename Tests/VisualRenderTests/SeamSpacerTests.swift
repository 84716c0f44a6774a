import Geometry
import Testing
@testable import VisualRender

/// A pill never sits inside a view of another container (across a seam it reads as the
/// other pane's value), but a spacer or layout guide is no pane: a scroll view's content
/// guide lies over its content view, and the `20`s between the boxes stacked in that
/// content view were refused every place near their gaps (a real storyboard parked them
/// 340 points off on leaders).
@Suite struct SeamSpacerTests {
    /// The shape of the storyboard: a scroll view holding its content view (pulled 20 up,
    /// so its content guide does not enclose it whole) and its content guide, the gap's pill
    /// spot inside both.
    private func placement(guideIsSpacer: Bool) -> (Placement, content: Int) {
        var placement = Placement(bounds: Rect(x: 0, y: 0, width: 400, height: 900),
                                  preferred: Rect(x: 0, y: 0, width: 400, height: 900))
        let scroll = placement.addBox(Rect(x: 0, y: 0, width: 320, height: 800), ancestors: [])
        let content = placement.addBox(Rect(x: 0, y: -20, width: 320, height: 792), ancestors: [scroll])
        placement.addBox(Rect(x: 0, y: 0, width: 320, height: 772), ancestors: [scroll], isSpacer: guideIsSpacer)
        placement.addBox(Rect(x: 20, y: 20, width: 200, height: 173), ancestors: [scroll, content])
        placement.addBox(Rect(x: 20, y: 213, width: 200, height: 173), ancestors: [scroll, content])
        return (placement, content)
    }

    @Test func aContentGuideOverTheGapIsNoOtherPane() {
        let pill = Rect(x: 109, y: 196, width: 22, height: 14)
        let (withGuide, content) = placement(guideIsSpacer: true)
        #expect(withGuide.pillAllowed(pill, context: content))
        // The same box as a view of the scroll view's: another pane, refused as before.
        let (withView, sameContent) = placement(guideIsSpacer: false)
        #expect(!withView.pillAllowed(pill, context: sameContent))
    }
}
