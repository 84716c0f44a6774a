import Foundation
import Geometry
import FormatFileInput
import LayoutChanges
import PixelDiff
import PNGCodec
import Testing
@testable import VisualGolden
import VisualProcessTesting

/// The two comparison values `visual check` drives (the layout layer derived from the one
/// layout diff, the pixel layer), the one decode of a golden JSON, and what a result
/// carries back from its worker.
@Suite struct CheckLayersTests {
    static func view(_ name: String, in parent: String? = nil, _ x: Double, _ y: Double, _ width: Double,
                     _ height: Double) -> FramedLayout.View {
        FramedLayout.View(name: name, parent: parent, frame: Rect(x: x, y: y, width: width, height: height))
    }

    @Test func theFieldLevelFailuresAreTheLayoutDiffsDifferencesInRecordedCoordinates() {
        let golden = LayoutSnapshot(canvasWidth: 300, canvasHeight: 200, views: [
            Self.view("card", 20, 20, 200, 120), Self.view("title", in: "card", 60, 10, 100, 20)], warnings: [])
        let fresh = LayoutSnapshot(canvasWidth: 300, canvasHeight: 200, views: [
            Self.view("card", 28, 20, 200, 120), Self.view("title", in: "card", 60, 10, 112, 20)], warnings: [])
        // Measured on the canvas, the title moved too; its recorded frame only grew.
        let comparison = LayoutComparison(expected: golden, actual: fresh, absolute: true)
        #expect(comparison.changes.lines == ["title: moved 8 right; 12 wider", "card: moved 8 right"])
        #expect(comparison.changes.differences == [
            .frame(key: "card", field: .x, before: 20, after: 28),
            .frame(key: "title", field: .width, before: 100, after: 112),
        ])
        #expect(comparison.failures == [.frame(view: "card", field: .x, golden: 20, now: 28),
                                        .frame(view: "title", field: .width, golden: 100, now: 112)])
        #expect(comparison.failures.map(\.description) == ["card.x: expected 20, got 28", "title.width: expected 100, got 112"])
    }

    @Test func oneDecodeOfAGoldenGivesItsLayoutRendererAndSource() throws {
        let json = #"{"canvas": {"width": 10, "height": 20}, "views": [{"name": "a", "x": 1, "y": 2, "width": 3, "height": 4}], "#
            + #""renderer": {"cairo": "1.18.0", "pango": "1.52", "fonts": []}, "source": "../a.visual"}"#
        let record = try GoldenRecord(json: Data(json.utf8), path: "g.json")
        #expect(try record.layout.get().framed.views == [Self.view("a", 1, 2, 3, 4)])
        #expect(record.renderer?.cairo == "1.18.0")
        #expect(record.source == "../a.visual")
        // A layout of its own without the golden's fields is read, and is no golden of Visual's.
        let plain = try GoldenRecord(json: Data(#"{"canvas": {"width": 1, "height": 1}, "views": []}"#.utf8), path: "p.json")
        #expect(try plain.layout.get().framed.canvasWidth == 1)
        #expect(plain.renderer == nil)
        #expect(throws: GoldenError.self) { try GoldenRecord(json: Data("{".utf8), path: "x.json") }
    }

    @Test func theGoldenJSONIsTheLayoutJSONWithTheGoldensFieldsLast() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.visual", "canvas 100 x 40\nH:|-[b]-|\nV:|-[b]-|\n")
        let location = GoldenLocation(formatFile: folder.path + "/a.visual", name: "a", goldenDirectory: folder.path + "/g")
        #expect(GoldenCheck(mode: .missing).check(location).status == .recorded)
        let text = try String(contentsOfFile: location.jsonPath, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"canvas\": {\"width\": 100, \"height\": 40},\n"))
        #expect(text.hasSuffix(",\n  \"source\": \"../a.visual\"\n}\n"))
        let record = try GoldenRecord(json: Data(text.utf8), path: location.jsonPath)
        #expect(record.renderer == .current)
        #expect(try record.layout.get().framed.views.map(\.name) == ["b"])
    }

    @Test func aPassedFileCarriesItsRenderAndAFailureItsGoldenOnlyForAReport() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.visual", "canvas 100 x 40\nH:|-[b]-|\nV:|-[b]-|\n")
        let location = GoldenLocation(formatFile: folder.path + "/a.visual", name: "a", goldenDirectory: folder.path + "/g")
        _ = GoldenCheck(mode: .missing).check(location)
        let forReport = GoldenCheck(mode: .never).check(location)
        #expect(forReport.status == .passed)
        #expect(forReport.images.actual != nil)
        #expect(forReport.images.expected == nil)
        var quiet = GoldenCheck(mode: .never)
        quiet.keepsReportImages = false
        let passed = quiet.check(location)
        #expect(passed.status == .passed)
        #expect(passed.images.actual == nil && passed.images.expected == nil)
        // A failure keeps the pictures its failure images are made of; the golden beside
        // them only for a report.
        try folder.write("a.visual", "canvas 100 x 40\nH:|-30-[b]-|\nV:|-[b]-|\n")
        let failed = quiet.check(location)
        #expect(failed.status == .failed)
        #expect(failed.images.actual != nil && failed.images.overlay != nil)
        #expect(failed.images.expected == nil)
        let reported = GoldenCheck(mode: .never).check(location)
        #expect(reported.images.expected != nil && reported.images.overlay != nil)
    }

    @Test func thePixelLayerSaysHowManyPixelsDifferOrThatTheSizeChanged() throws {
        let white = try #require(RGBAImage(width: 4, height: 4, bytes: [UInt8](repeating: 255, count: 64)))
        var bytes = white.bytes
        bytes[0...2] = [0, 0, 0]
        let dotted = try #require(RGBAImage(width: 4, height: 4, bytes: bytes))
        let layer = PixelLayer()
        #expect(layer.compare(golden: white, fresh: white).finding == nil)
        #expect(layer.compare(golden: white, fresh: dotted).finding?.description == "1 pixel differs (6.25 %)")
        #expect(layer.compare(golden: white, fresh: dotted, masks: [Rect(x: 0, y: 0, width: 1, height: 1)]).finding == nil)
        let wide = try #require(RGBAImage(width: 5, height: 4, bytes: [UInt8](repeating: 255, count: 80)))
        #expect(layer.compare(golden: white, fresh: wide).finding?.description
                == "image size changed: golden 4 × 4, render 5 × 4")
    }
}

/// A run reads and decodes each golden JSON once: the folder's scan for the plan, whose
/// decoded golden the check of the file takes instead of the file while it is the same file.
@Suite struct OneGoldenReadTests {
    @Test func theCheckTakesThePlansDecodedGoldenWhileTheFileIsTheOneRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("s/a.visual", "canvas 100 x 40\nH:|-[b]-|\nV:|-[b]-|\n")
        let found = [FoundFormatFile(path: folder.path + "/s/a.visual", relativeName: "a", wasNamed: false)]
        let goldenFolder = GoldenFolder(path: folder.path + "/g")
        let location = try #require(goldenFolder.plan(found).locations.first)
        #expect(GoldenCheck(mode: .missing).check(location).status == .recorded)

        let plan = goldenFolder.plan(found)
        var decoded = try #require(plan.decodedGoldens["a"])
        #expect(GoldenCheck(mode: .never).check(location, golden: decoded).status == .passed)
        // A decoded golden that says otherwise than the file wins while the file is unchanged:
        // the check did not read the file.
        let width = decoded.layout.framed.views[0].frame.width
        decoded.layout.framed.views[0].frame.width += 5
        let fromScan = GoldenCheck(mode: .never).check(location, golden: decoded)
        #expect(fromScan.status == .failed)
        #expect(fromScan.failures == [.frame(view: "b", field: .width, golden: width + 5, now: width)], "\(fromScan.failures)")
        // Once the file is written again (here in place, the same bytes), it is read again.
        let json = try Data(contentsOf: URL(fileURLWithPath: location.jsonPath))
        Thread.sleep(forTimeInterval: 0.02)  // past the file system's clock tick
        try json.write(to: URL(fileURLWithPath: location.jsonPath))
        #expect(GoldenCheck(mode: .never).check(location, golden: decoded).status == .passed)
    }
}
