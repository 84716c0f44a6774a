// How large an explanation draws its set, and what it cuts. A cell 44 points high beside
// an image 120 wide was drawn at 1 (its 16, 12 and 16 in a strip a few dozen pixels high);
// a 1-point gap was zoomed 120 times beside a view's 840 points cut to a few dozen; an
// image's aspect ratio was cut across its height and drawn landscape; an autoresizing
// centre in its superview's coordinates was a stub at the view's middle.

@testable import AutoLayoutExplain
import AutoLayoutLog
import Testing
import VisualLayout

@Suite struct ExplanationScaleTests {
    private func explain(_ name: String) throws -> Explanation {
        Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
    }

    /// A set short along one axis is zoomed until that axis reads, as far as the other lets it.
    @Test(arguments: [("list-cell-aspect-ratio-encapsulated-height-44.log", 3.0),
                      ("table-cell-collapsible-view-height.log", 2),
                      ("swiftui-app-navigation-title-back-button-width-zero.log", 5)])
    func aSetShortAlongOneAxisIsDrawnLarger(_ name: String, least: Double) throws {
        let tree = try explain(name).layoutTree()
        #expect(tree.zoom >= least, "\(name): zoom \(tree.zoom)")
    }

    /// A set 194 points across with gaps of 6, 3 and 8 between its views, too wide for the
    /// short-axis zoom, is still drawn larger where it fits: at 1 each gap's value was wider
    /// than its gap and covered the borders at both its ends.
    @Test func gapsNarrowerThanTheirValuesAreDrawnLarger() throws {
        let tree = try explain("appkit-sidebar-item-cell.log").layoutTree()
        #expect(tree.zoom >= 2, "zoom \(tree.zoom)")
    }

    /// A member relating a width to a height (`width == 0.384615 * height`) keeps both axes
    /// whole: the image is drawn as tall as its ratio says, not cut to a landscape box.
    @Test func anAspectRatioIsNeverCut() throws {
        let tree = try explain("aspect-ratio-image-in-autoresizing-height.log").layoutTree()
        #expect(tree.axisBreaks.isEmpty, "\(tree.axisBreaks)")
        let image = try #require(tree.views.first { $0.name == "image1" })
        #expect(abs(image.width / image.height - 0.384615) < 0.01, "\(image.width) × \(image.height)")
    }

    /// What is cut out of a stretch is bounded, so the rest is not drawn hundreds of times
    /// its scale beside it: the 1-point gap next to 840 points is not zoomed 120 times.
    @Test func aCutKeepsTheRestNearItsScale() throws {
        let tree = try explain("ios6-rotation-gap-past-superview.log").layoutTree()
        #expect(!tree.axisBreaks.isEmpty)
        #expect(tree.axisBreaks.allSatisfy { $0.removed <= 20_000 }, "\(tree.axisBreaks)")
        #expect(tree.zoom <= 20, "zoom \(tree.zoom)")
    }

    /// `view1.midY == + 70`, read in toast1's coordinates, is a 70-point gap from toast1's
    /// top to view1's centre.
    @Test func anAutoresizingCentreIsAGapFromItsSuperview() throws {
        let tree = try explain("tvos-toast-autoresizing-midy.log").layoutTree()
        let guide = try #require(tree.guides.first { $0.line == 7 })
        #expect(guide.measures == .gap)
        #expect(guide.before == "toast1" && guide.after == "view1", "\(guide.before ?? "-") → \(guide.after ?? "-")")
        #expect(abs(abs(guide.end - guide.start) - 70 * tree.zoom) < 0.01, "\(guide.start) … \(guide.end)")
    }

    /// The reason names this log's own position, not an example from another log.
    @Test func theReasonQuotesTheLogsOwnPosition() throws {
        let e = try explain("gauge-label-comma-title-autoresizing-midy-39.log")
        #expect(e.reasons.contains { $0.contains("line 8 `v374.centerY == 39`") }, "\(e.reasons)")
        #expect(!e.reasons.contains { $0.contains("+ 70") })
    }

    /// A third line on the same stretch goes the other way from the second: within a view
    /// three lanes high, not onto its edge.
    @Test func lanesAlternateSides() {
        func guide() -> SpacingGuide {
            SpacingGuide(axis: .horizontal, start: 0, end: 100, position: 50, before: "a", after: "b",
                         relation: .equal, constant: 100, priority: 1000, isImplicit: false, isSatisfied: true, line: 1)
        }
        var guides = [guide(), guide(), guide()]
        Explanation.separateLanes(&guides)
        #expect(guides.map(\.position) == [50, 66, 34])
    }

    /// A line 3 points under a border it runs along moves off it, to where its value
    /// clears the border; a pin's line of no length stays on its border.
    @Test func linesKeepOffTheBordersTheyRunAlong() {
        func guide(start: Double, end: Double, position: Double) -> SpacingGuide {
            SpacingGuide(axis: .horizontal, start: start, end: end, position: position, before: "a", after: "b",
                         relation: .equal, constant: end - start, priority: 1000, isImplicit: false, isSatisfied: true, line: 1)
        }
        var guides = [guide(start: 0, end: 100, position: 63), guide(start: 150, end: 150, position: 60)]
        Explanation.keepOffBorders(&guides, frames: [(x: 20, y: 0, w: 60, h: 60), (x: 130, y: 0, w: 40, h: 60)])
        #expect(abs(guides[0].position - 60) >= Explanation.borderClearance, "\(guides[0].position)")
        #expect(guides[1].position == 60)
    }

    /// In a fixture: initials-badge's `≥ 36` stood 3 points under the badge's bottom edge,
    /// its value across that edge.
    @Test func aGapLineStandsClearOfTheBadgesEdge() throws {
        let tree = try explain("initials-badge-greater-equal-leading.log").layoutTree()
        let frames = Explanation.absoluteFrames(tree)
        let badge = try #require(frames["initialsBadge1"])
        let line = try #require(tree.guides.first { $0.constant == 36 })
        #expect(abs(line.position - (badge.y + badge.h)) >= 9, "\(line.position) \(badge)")
    }
}
