// The `visual explain` samples (Samples/explain/*.log, real logs from Fixtures/logs) against
// their goldens (golden/explain/NAME.txt and NAME.png, written by
// scripts/record-explain-goldens): the text must match exactly, the picture pixel for pixel.

import Foundation
import PixelDiff
import PNGCodec
import Testing
import VisualProcessTesting

enum ExplainSamples {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let samples = root.appendingPathComponent("Samples/explain")
    static let goldens = root.appendingPathComponent("golden/explain")

    static var logs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [])
            .filter { $0.hasSuffix(".log") }.sorted()
    }
}

@Suite struct ExplainSampleGoldenTests {
    @Test func thereAreSamples() {
        #expect(ExplainSamples.logs.count >= 3)
    }

    @Test(arguments: ExplainSamples.logs)
    func matchesItsGolden(_ log: String) throws {
        let name = String(log.dropLast(".log".count))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explain-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("\(name).png").path
        let run = try VisualProcess.run(["explain", log, "-o", picture], in: ExplainSamples.samples)
        #expect(run.status == 0, "\(run)")
        let record = "scripts/record-explain-goldens Samples/explain/\(log)"
        let goldenText = try String(contentsOf: ExplainSamples.goldens.appendingPathComponent("\(name).txt"), encoding: .utf8)
        #expect(run.stdout == goldenText, "the explanation changed; if that is meant: \(record)")
        let expected = try PNGDecoder.read(path: ExplainSamples.goldens.appendingPathComponent("\(name).png").path)
        let actual = try PNGDecoder.read(path: picture)
        #expect((actual.width, actual.height) == (expected.width, expected.height), "picture size changed; \(record)")
        if (actual.width, actual.height) == (expected.width, expected.height) {
            let result = try ImageComparison.compare(expected, actual)
            #expect(result.differingPixels == 0, "\(result.differingPixels) pixels differ; if that is meant: \(record)")
        }
    }
}
