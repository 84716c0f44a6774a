import Geometry
import TextMeasure
import Testing
@testable import VisualRender

/// The spacings left out of a picture of several frames (a storyboard's scenes) are added up
/// by reason: Rectangle's main storyboard listed "41 spacings not drawn: met with the views
/// overlapping", then "19 …", "9 …" with the same words, one line per scene without its name.
@Suite struct LegendNotDrawnTests {
    private func frame(_ notDrawn: [NotDrawn], drawnAsOne: [String] = []) -> FrameDraft {
        FrameDraft(items: [], extent: Rect(x: 0, y: 0, width: 100, height: 100), unmet: [], notDrawn: notDrawn,
                   drawnAsOne: drawnAsOne)
    }

    @Test func countsOfOneReasonAreAddedUpAcrossFrames() {
        let overlapping = " not drawn: met with the views overlapping"
        let legend = Legend(frames: [
            frame([NotDrawn(count: 41, reason: overlapping)]),
            frame([NotDrawn(count: 1, reason: " not drawn: no place for the value whose leader misses text"),
                   NotDrawn(count: 19, reason: overlapping)], drawnAsOne: ["a.leading: 3 offsets from one edge to a crowd's views, drawn as one"]),
        ], views: [], source: nil, maximumWidth: 800, measurer: TextMeasurer())
        let lines = legend.items.compactMap { item -> String? in
            if case .label(let label) = item { label.text } else { nil }
        }
        #expect(lines == ["60 spacings not drawn: met with the views overlapping",
                          "1 spacing not drawn: no place for the value whose leader misses text",
                          "a.leading: 3 offsets from one edge to a crowd's views, drawn as one"], "\(lines)")
    }
}
