import Foundation
@testable import PixelDiff
import PNGCodec
import Testing
import VisualGolden
import VisualProcessTesting

/// A golden PNG that differs from the fresh render only in anti-aliased edge pixels (those
/// pixelmatch's detector, `AntiAliasingDetector`, classifies so in the render) passes the
/// check with the default options; the same change to pixels that are not anti-aliased
/// fails it.
///
/// The change is what a rasterizer that covers edges a little differently does: an edge
/// pixel takes the colour of the neighbour it differs from most, as if the edge had moved
/// by a fraction of a pixel. The changed pixels are at least three apart, so no change
/// alters the neighbourhood another one is judged by.
@Suite struct AntiAliasingTests {
    static let screen = """
        canvas 320 x 200
        view title label "Sign in"
        view email field "Email"
        view go button "Continue"
        V:|-16-[title]-12-[email]-16-[go(44)]
        H:|-[title]
        H:|-[email]-|
        H:|-[go]-|
        """

    let folder: TemporaryFolder
    let location: GoldenLocation
    let render: RGBAImage

    /// Records the goldens of `screen` and reads back its render.
    init() throws {
        folder = try TemporaryFolder()
        try folder.write("screen.visual", Self.screen)
        location = GoldenLocation(formatFile: folder.path + "/screen.visual", name: "screen",
                                  goldenDirectory: folder.path + "/golden")
        let recorded = GoldenCheck(mode: .missing).check(location)
        try #require(recorded.status == .recorded, "\(recorded.errors)")
        render = try PNGDecoder.read(path: location.pngPath)
    }

    static let brightness = YIQDelta(checkerboard: DiffOptions().checkerboard)

    /// The byte offset of the neighbour of (`x`, `y`) that differs from it most in
    /// brightness.
    func farthestNeighbour(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Int {
        let center = (y * render.width + x) * 4
        var farthest = center, largest = 0.0
        for ny in max(y - 1, 0)...min(y + 1, render.height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, render.width - 1) {
                let offset = (ny * render.width + nx) * 4
                let difference = abs(Self.brightness.brightnessDifference(image, center, offset))
                if difference > largest { (farthest, largest) = (offset, difference) }
            }
        }
        return farthest
    }

    /// The render with every pixel in `pixels` set to the colour of its farthest neighbour.
    func shifted(_ pixels: [(x: Int, y: Int)]) -> RGBAImage {
        var bytes = render.bytes
        render.bytes.withUnsafeBufferPointer { image in
            for (x, y) in pixels {
                let from = farthestNeighbour(image.baseAddress!, x, y), to = (y * render.width + x) * 4
                for channel in 0..<4 { bytes[to + channel] = render.bytes[from + channel] }
            }
        }
        return RGBAImage(width: render.width, height: render.height, bytes: bytes)!
    }

    /// Pixels at least three apart (in both directions) that `keep` accepts and whose
    /// change by `shifted` is over the default colour threshold (a pixel whose neighbours
    /// all look like it would not change visibly).
    func spacedPixels(where keep: (UnsafePointer<UInt8>, Int, Int) -> Bool) -> [(x: Int, y: Int)] {
        let threshold = DiffOptions().threshold
        let visible = YIQDelta.maximum * threshold * threshold
        var chosen: [(x: Int, y: Int)] = []
        var taken = [Bool](repeating: false, count: render.pixelCount)
        render.bytes.withUnsafeBufferPointer { buffer in
            let image = buffer.baseAddress!
            for y in 1..<(render.height - 1) {
                for x in 1..<(render.width - 1) {
                    let center = (y * render.width + x) * 4
                    let change = Self.brightness.signedDistance(image, center, image, farthestNeighbour(image, x, y))
                    guard abs(change) > visible, keep(image, x, y) else { continue }
                    let near = (max(y - 2, 0)...y).contains { ny in
                        (max(x - 2, 0)...min(x + 2, render.width - 1)).contains { nx in taken[ny * render.width + nx] }
                    }
                    guard !near else { continue }
                    chosen.append((x, y))
                    taken[y * render.width + x] = true
                }
            }
        }
        return chosen
    }

    /// Writes `golden` over the recorded golden PNG and checks with the default options.
    func check(against golden: RGBAImage) throws -> CheckResult {
        try PNGEncoder.write(golden, to: location.pngPath)
        return GoldenCheck(mode: .never).check(location)
    }

    @Test func aGoldenThatDiffersOnlyInAntiAliasedPixelsPasses() throws {
        let detector = AntiAliasingDetector(width: render.width, height: render.height, delta: Self.brightness)
        let edges = spacedPixels { image, x, y in detector.isAntiAliased(image, other: image, x: x, y: y) }
        #expect(edges.count > 100, "only \(edges.count) anti-aliased pixels to change")
        let golden = shifted(edges)

        let comparison = try ImageComparison.compare(golden, render)
        #expect(comparison.antiAliasedPixels == edges.count)
        #expect(comparison.differingPixels == 0)
        let result = try check(against: golden)
        #expect(result.status == .passed, "\(result.failures)")
    }

    @Test func theSameChangeToPixelsThatAreNotAntiAliasedFails() throws {
        let detector = AntiAliasingDetector(width: render.width, height: render.height, delta: Self.brightness)
        let solid = spacedPixels { image, x, y in !detector.isAntiAliased(image, other: image, x: x, y: y) }
        #expect(solid.count > 100)
        let result = try check(against: shifted(solid))
        #expect(result.status == .failed)
        #expect(result.failures.count == 1, "only the pixel layer differs: \(result.failures)")
        #expect(result.failures.first == result.pixelFinding.map(CheckFinding.pixels))
    }
}
