import Foundation
import Testing
import VisualProcessTesting

/// `visual render` draws a PNG of a small component (a cell, a banner: every canvas at most
/// 400 × 400 points in area) at 2 pixels a point unless `--scale` says otherwise: its tags
/// and values, a few points high, then read at 100 %. A screen stays at 1.
@Suite struct SmallComponentScaleTests {
    /// The width and height a PNG's header gives.
    static func pixels(_ path: String) throws -> (Int, Int) {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func aSmallComponentIsDrawnAtTwicePixels() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cell = directory.appendingPathComponent("cell.visual"), screen = directory.appendingPathComponent("screen.visual")
        try "canvas 414 x 81\nview title label \"Title\"\nH:|-16-[title]-16-|\nV:|-8-[title]\n"
            .write(to: cell, atomically: true, encoding: .utf8)
        try "canvas 375 x 667\nview title label \"Title\"\nH:|-16-[title]-16-|\nV:|-8-[title]\n"
            .write(to: screen, atomically: true, encoding: .utf8)
        for (input, options, zoomed) in [(cell, [String](), true), (cell, ["--scale", "1"], false), (screen, [], false)] {
            let png = directory.appendingPathComponent("out.png").path, scene = directory.appendingPathComponent("s.json").path
            let run = try VisualProcess.run(["render", input.path, "-o", png, "--scene", scene] + options)
            try #require(run.status == 0, "\(run.stderr)")
            let data = try #require(FileManager.default.contents(atPath: scene))
            let sheet = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let width = try #require(sheet["width"] as? Double), height = try #require(sheet["height"] as? Double)
            let (pixelWidth, pixelHeight) = try Self.pixels(png)
            let factor = zoomed ? 2.0 : 1.0
            #expect(abs(Double(pixelWidth) - (width * factor).rounded(.up)) <= 1
                    && abs(Double(pixelHeight) - (height * factor).rounded(.up)) <= 1,
                    "\(input.lastPathComponent) \(options): \(pixelWidth) × \(pixelHeight) px for a \(width) × \(height) sheet")
        }
    }
}
