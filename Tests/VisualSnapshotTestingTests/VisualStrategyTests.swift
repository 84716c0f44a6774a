import Foundation
import PixelDiff
import PNGCodec
import SnapshotTesting
import Testing
import VisualSnapshotTesting

/// The strategies as an app's tests use them: recorded once, then compared.
@Suite struct VisualStrategyTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func row(gap: Int) -> FormatFileText {
        FormatFileText(text: "canvas 200 x 80\nH:|-20-[a(40)]-\(gap)-[b(50)]\nV:|-20-[a(30)]\nV:|-20-[b(30)]\n", name: "row.visual")
    }

    /// A folder of its own per test, so references never leak between tests.
    let references = NSTemporaryDirectory() + "visual-snapshots-\(UUID().uuidString)"

    /// Records when there is no reference, then compares: the library's `missing` mode.
    func verify(_ file: FormatFileText, as strategy: Snapshotting<FormatFileText, Data>) -> String? {
        verifySnapshot(of: file, as: strategy, named: "row", record: .missing, snapshotDirectory: references)
    }

    func verify(_ file: FormatFileText, as strategy: Snapshotting<FormatFileText, String>) -> String? {
        verifySnapshot(of: file, as: strategy, named: "row", record: .missing, snapshotDirectory: references)
    }

    @Test func thePNGStrategyRecordsThenPassesThenNamesTheDifference() throws {
        defer { try? FileManager.default.removeItem(atPath: references) }
        let first = verify(Self.row(gap: 10), as: .visualPNG)
        #expect(first?.contains("No reference was found on disk") == true, "\(first ?? "nil")")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: references)
        #expect(recorded.count == 1)
        let png = try PNGDecoder.read(path: references + "/" + recorded[0])
        #expect(png.width > 200 && png.height > 80)
        #expect(verify(Self.row(gap: 10), as: .visualPNG) == nil)
        let moved = try #require(verify(Self.row(gap: 12), as: .visualPNG))
        #expect(moved.contains("pixels differ"))
    }

    @Test func theLayoutStrategyNamesTheViewAndField() throws {
        defer { try? FileManager.default.removeItem(atPath: references) }
        _ = verify(Self.row(gap: 10), as: .visualLayout)
        #expect(verify(Self.row(gap: 10), as: .visualLayout) == nil)
        let moved = try #require(verify(Self.row(gap: 12), as: .visualLayout))
        #expect(moved.contains("b.x: expected 70, got 72"))
        #expect(!moved.contains("a.x"))
    }

    @Test func theSVGStrategyComparesText() throws {
        defer { try? FileManager.default.removeItem(atPath: references) }
        _ = verify(Self.row(gap: 10), as: .visualSVG)
        #expect(verify(Self.row(gap: 10), as: .visualSVG) == nil)
        #expect(verify(Self.row(gap: 12), as: .visualSVG) != nil)
    }

    @Test func aFileWithErrorsFailsWithItsDiagnostics() throws {
        defer { try? FileManager.default.removeItem(atPath: references) }
        _ = verify(Self.row(gap: 10), as: .visualPNG)
        let broken = try #require(verify(FormatFileText(text: "H:|-[a\n", name: "row.visual"), as: .visualPNG))
        #expect(broken.contains("row.visual:1:5: error:"))
    }

    /// The way an app writes it, against a reference committed under `__Snapshots__`.
    @Test func toolbarSample() throws {
        let file = try FormatFileText(contentsOf: Self.repository + "/Samples/toolbar.visual")
        assertSnapshot(of: file, as: .visualPNG)
        assertSnapshot(of: file, as: .visualLayout)
    }
}
