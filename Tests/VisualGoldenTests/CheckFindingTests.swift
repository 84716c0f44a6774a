import Foundation
import Geometry
import LayoutChanges
import Testing
@testable import VisualGolden

/// A check's result carries what it found as values, which each writer words; results.json
/// keeps the values, so a merged report words them as one run does.
@Suite struct CheckFindingTests {
    static let everyFinding: [CheckFinding] = [
        .comparedLayoutOnly(rendererChanges: [.cairo(golden: "1.16.0", current: "1.18.0"), .font(name: "DejaVuSans.ttf", .anotherFile)]),
        .canvasSize(goldenWidth: 320, goldenHeight: 100, width: 300, height: 100),
        .viewGone(view: "image"), .viewNew(view: "badge"), .container(view: "label", golden: nil, now: "card"),
        .frame(view: "_spacer#2", field: .width, golden: 20, now: 22.5),
        .warningGone("3:1: ambiguous layout"), .newWarning("4:1: conflict"),
        .masked(views: ["clock"], rectangles: [Rect(x: 0, y: 0, width: 10, height: 4)]),
        .pixels(.differ(count: 143, antiAliased: 12, total: 130_000, columns: 4...80, rows: 10...12)),
        .rewrote(.pixels(.sizeChanged(goldenWidth: 485, goldenHeight: 803, width: 495, height: 803))),
        .wrote(paths: ["g/a.png", "g/a.json"], because: .rewroteFailed),
        .goldenMissing(path: "g/b.png"),
    ]

    static var changes: [ViewChange] {
        var moved = ViewChange(key: "b", kind: .changed, before: Rect(x: 70, y: 20, width: 50, height: 30),
                               after: Rect(x: 74, y: 20, width: 54, height: 30))
        (moved.dx, moved.dwidth) = (4, 4)
        var adopted = ViewChange(key: "label", kind: .changed, before: Rect(x: 1, y: 2, width: 3, height: 4),
                                 after: Rect(x: 1, y: 2, width: 3, height: 4))
        adopted.containerChange = .init(from: nil, to: "card")
        return [moved, adopted, ViewChange(key: "extra", kind: .added, before: nil, after: Rect(x: 20, y: 20, width: 20, height: 20))]
    }

    @Test func resultsJSONHoldsTheValuesAndReadsBackTheSame() throws {
        var result = CheckResult(location: GoldenLocation(formatFile: "s/a.visual", name: "a", goldenDirectory: "g"), status: .failed)
        result.kind = .rendererChanged([.pango(golden: "", current: "1.52")], layoutChanged: true, pixelsCompared: false)
        result.findings = Self.everyFinding
        result.changes = Self.changes
        let json = try JSONEncoder().encode(result)
        let read = try JSONDecoder().decode(CheckResult.self, from: json)
        #expect(read.findings == result.findings)
        #expect(read.kind == result.kind)
        #expect(read.changes == result.changes)
        #expect(read.shownChanges == ["b: moved 4 right; 4 wider", "label: moved from the canvas into card",
                                      "extra: added at 20, 20, 20 × 20"])
        // Values, not sentences: a reader of the file gets the numbers and names by key.
        let text = String(decoding: json, as: UTF8.self)
        #expect(!text.contains("expected"))
        #expect(!text.contains("wider"))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let pixels = try #require(findings.compactMap { $0["pixels"] as? [String: Any] }.first?["finding"] as? [String: Any])
        let differ = try #require(pixels["differ"] as? [String: Any])
        #expect(differ["count"] as? Int == 143)
        #expect(differ["columns"] as? [Int] == [4, 80])
        let frame = try #require(findings.compactMap { $0["frame"] as? [String: Any] }.first)
        #expect(frame["view"] as? String == "_spacer#2" && frame["field"] as? String == "width")
        #expect(frame["golden"] as? Double == 20 && frame["now"] as? Double == 22.5)
    }

    @Test func theTextWritersWordEachFindingOnOneLine() {
        #expect(Self.everyFinding.map(\.description) == [
            "the renderer changed (cairo 1.16.0 → 1.18.0; DejaVuSans.ttf: another file): compared the layout only (--strict-renderer compares the pixels too)",
            "canvas: expected 320 × 100, got 300 × 100",
            "image: expected in the layout, but the file no longer has it",
            "badge: new in the layout, not in the golden",
            "label.parent: expected the canvas, got card",
            "_spacer#2.width: expected 20, got 22.5",
            "warning gone: 3:1: ambiguous layout",
            "new warning: 4:1: conflict",
            "masked from the pixel comparison: clock, rectangle 0,0,10,4",
            "pixels: 143 pixels differ (0.11 %)",
            "was: pixels: image size changed: golden 485 × 803, render 495 × 803",
            "rewrote the goldens that differed (--record failed): g/a.png, g/a.json",
            "g/b.png does not exist (record mode 'never' writes no goldens)",
        ])
        #expect(Self.everyFinding.filter(\.fails).count == 7)
        #expect(FailureKind.pixelsOnly.description == "the layout did not change; only the pixels differ")
        #expect(FailureKind.rendererChanged([.font(name: "Noto.ttf", .installed)], layoutChanged: true, pixelsCompared: false)
            .description == "the layout changed, and so did the renderer (Noto.ttf: absent → installed): pixels not compared")
        #expect(FailureKind.rendererChanged([.pango(golden: "", current: "1.52")], layoutChanged: false, pixelsCompared: true)
            .description == "the renderer changed, not the layout: pango (none) → 1.52")
    }

    @Test func theCanvasChangeIsListedFirstAsTheLayoutDiffSaysIt() {
        let golden = LayoutSnapshot(canvasWidth: 300, canvasHeight: 200,
                                    views: [.init(name: "a", parent: nil, frame: Rect(x: 10, y: 10, width: 50, height: 20))], warnings: [])
        var fresh = golden
        (fresh.framed.canvasWidth, fresh.framed.canvasHeight) = (310, 200.005)  // the height within the tolerance
        fresh.framed.views[0].frame.x = 14
        let comparison = LayoutComparison(expected: golden, actual: fresh)
        #expect(comparison.viewChanges.map(\.line) == comparison.changes.lines)
        #expect(comparison.viewChanges.map(\.line) == ["canvas: 10 wider", "a: moved 4 right"])
        #expect(LayoutComparison(expected: golden, actual: golden).viewChanges.isEmpty)
    }
}
