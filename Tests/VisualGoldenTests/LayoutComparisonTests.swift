import Foundation
import LayoutChanges
import Geometry
import Testing
import VisualGolden
import VisualLayout

@Suite struct LayoutComparisonTests {
    let file = """
        canvas 320 x 100
        view label label "Hello"
        H:|-[image(50)]-[label]-|
        V:|-[image(60)]
        V:|-[label]
        """

    func snapshot(_ text: String) throws -> LayoutSnapshot {
        let result = LayoutPipeline.layout(text: text, name: "t.visual")
        let tree = try #require(result.tree, "\(result.diagnostics)")
        return LayoutSnapshot(tree)
    }

    @Test func aGoldenReadBackFromItsJSONMatchesTheLayoutItCameFrom() throws {
        let result = LayoutPipeline.layout(text: file, name: "t.visual")
        let tree = try #require(result.tree)
        let read = try LayoutSnapshot(json: Data(LayoutOutput.json(tree).utf8), path: "g.json")
        #expect(read == LayoutSnapshot(tree))
        #expect(LayoutComparison(expected: read, actual: LayoutSnapshot(tree)).matches)
    }

    @Test func aMovedViewIsNamedWithItsFieldAndBothValues() throws {
        let before = try snapshot(file)
        let after = try snapshot(file.replacingOccurrences(of: "image(50)", with: "image(40)"))
        let comparison = LayoutComparison(expected: before, actual: after)
        #expect(comparison.failures.map(\.description).contains("image.width: expected 50, got 40"))
        #expect(comparison.failures.map(\.description).contains { $0.hasPrefix("label.x: expected 78, got 68") })
        #expect(!comparison.failures.map(\.description).contains { $0.hasPrefix("image.x") })
    }

    @Test func differencesWithinAHundredthOfAPointPass() throws {
        var moved = try snapshot(file)
        let golden = moved
        moved.framed.views[0].frame.x += 0.009
        #expect(LayoutComparison(expected: golden, actual: moved).matches)
        moved.framed.views[0].frame.x += 0.002
        #expect(LayoutComparison(expected: golden, actual: moved).failures.count == 1)
    }

    @Test func viewsThatAppearOrDisappearAndChangedParentsFail() throws {
        let golden = try snapshot(file)
        var fresh = golden
        fresh.framed.views.removeAll { $0.name == "image" }
        fresh.framed.views.append(.init(name: "badge", parent: nil, frame: Rect(x: 0, y: 0, width: 1, height: 1)))
        fresh.framed.views[fresh.framed.views.firstIndex { $0.name == "label" }!].parent = "card"
        let failures = LayoutComparison(expected: golden, actual: fresh).failures.map(\.description)
        #expect(failures.contains { $0.hasPrefix("image: expected in the layout") })
        #expect(failures.contains("badge: new in the layout, not in the golden"))
        #expect(failures.contains("label.parent: expected the canvas, got card"))
    }

    @Test func aCanvasChangeFails() throws {
        let golden = try snapshot(file)
        let fresh = try snapshot(file.replacingOccurrences(of: "320 x 100", with: "300 x 100"))
        #expect(LayoutComparison(expected: golden, actual: fresh).failures.first == .canvasSize(goldenWidth: 320, goldenHeight: 100, width: 300, height: 100))
        #expect(LayoutComparison(expected: golden, actual: fresh).failures.first?.description == "canvas: expected 320 × 100, got 300 × 100")
    }

    @Test func changedWarningsAreNotesNotFailures() throws {
        let golden = try snapshot(file)
        var fresh = golden
        fresh.warnings = ["3:1: ambiguous layout"]
        let comparison = LayoutComparison(expected: golden, actual: fresh)
        #expect(comparison.matches)
        #expect(comparison.notes == [.newWarning("3:1: ambiguous layout")])
        #expect(comparison.notes.map(\.description) == ["new warning: 3:1: ambiguous layout"])
    }

    @Test(arguments: ["", "[]", "{\"canvas\": {\"width\": 1}}", "{\"canvas\": {\"width\": 1, \"height\": 2}, \"views\": [{\"name\": \"a\"}]}", "\u{89}PNG"])
    func aCorruptGoldenIsAnErrorThatSaysWhy(json: String) {
        #expect(throws: GoldenError.self) { try LayoutSnapshot(json: Data(json.utf8), path: "g.json") }
    }

    @Test func theErrorNamesWhatIsMissingOrWrong() {
        func reason(_ json: String) -> String? {
            do {
                _ = try LayoutSnapshot(json: Data(json.utf8), path: "g.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(reason("{\"canvas\": {\"width\": 1}}") == "g.json: error: cannot read the golden: no canvas.height")
        #expect(reason("{\"canvas\": {\"width\": 1, \"height\": 2}, \"views\": [{\"name\": \"a\", \"x\": \"0\"}]}")
                == "g.json: error: cannot read the golden: views[0].x is not what a golden holds there")
        #expect(reason("\u{89}PNG") == "g.json: error: cannot read the golden: not a JSON object")
    }
}

@Suite struct SharedNameTests {
    @Test func viewsSharingANameAreMatchedInFileOrder() {
        let frames = [FramedLayout.View(name: "_spacer", parent: "a", frame: Rect(x: 0, y: 0, width: 10, height: 5)),
                      FramedLayout.View(name: "_spacer", parent: "b", frame: Rect(x: 5, y: 0, width: 20, height: 5))]
        let golden = LayoutSnapshot(canvasWidth: 100, canvasHeight: 100, views: frames, warnings: [])
        #expect(LayoutComparison(expected: golden, actual: golden).matches)
        var moved = golden
        moved.framed.views[1].frame.width = 22
        #expect(LayoutComparison(expected: golden, actual: moved).failures.map(\.description) == ["_spacer#2.width: expected 20, got 22"])
    }
}
