import Foundation
import PixelDiff
import PNGCodec
import SnapshotTesting
import VisualGolden
import VisualLayout
import VisualRender
import VisualSyntax

// swift-snapshot-testing strategies for format files, so an app's tests can write
// `assertSnapshot(of: file, as: .visualPNG)` on Linux, where the library has no image
// strategy of its own. Each strategy is a way to make a snapshot (render, lay out) paired
// with a way to compare two of them (`Diffing`), the library's own composition.

extension Snapshotting where Value == FormatFileText, Format == Data {
    /// The picture as `visual render` draws it at scale 1, compared pixelmatch's way.
    public static var visualPNG: Snapshotting { visualPNG() }

    /// The picture at `scale`; fails when more than `maximumDifferingPixels` pixels differ
    /// by more than `threshold` (anti-aliased pixels excused).
    public static func visualPNG(scale: Int = 1, threshold: Double = 0.1, maximumDifferingPixels: Int = 0) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .visualPNG(threshold: threshold, maximumDifferingPixels: maximumDifferingPixels)) { file in
            Data(VisualSnapshot.render(file, format: .png, scale: scale))
        }
    }
}

extension Snapshotting where Value == FormatFileText, Format == String {
    /// The layout JSON of `visual layout --format json`; differences are named per view
    /// and field (`label.width: expected 240, got 230`), frames within 0.01 pt.
    public static var visualLayout: Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .visualLayout) { file in
            let result = LayoutPipeline.layout(text: file.text, name: file.name)
            guard let tree = result.tree else { return LayoutOutput.diagnosticsOnlyJSON(result.diagnostics) }
            return LayoutOutput.json(tree)
        }
    }

    /// The picture as SVG text, compared line by line.
    public static var visualSVG: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { file in
            String(decoding: VisualSnapshot.render(file, format: .svg, scale: 1), as: UTF8.self)
        }
    }
}

extension Diffing where Value == Data {
    /// PNGs compared with `PixelDiff`; a failure carries the diff image as an attachment.
    public static func visualPNG(threshold: Double = 0.1, maximumDifferingPixels: Int = 0) -> Diffing {
        Diffing(toData: { $0 }, fromData: { $0 }) { reference, fresh in
            let expected: RGBAImage, actual: RGBAImage
            do {
                expected = try PNGDecoder.decode(Array(reference))
                actual = try PNGDecoder.decode(Array(fresh))
            } catch {
                // A file with layout errors snapshots as its diagnostics (see `render`).
                return ("not a picture: \(error)\n\(String(decoding: fresh.prefix(2000), as: UTF8.self))", [])
            }
            var layer = PixelLayer()
            layer.options.threshold = threshold
            layer.budget = PixelBudget(maximumPixels: maximumDifferingPixels)
            let comparison = layer.compare(golden: expected, fresh: actual)
            switch comparison.finding {
            case nil:
                return nil
            case .sizeChanged(let goldenWidth, let goldenHeight, let width, let height):
                return ("images differ in size: \(goldenWidth)×\(goldenHeight) and \(width)×\(height)", [])
            case let finding?:
                let attachments = comparison.diffImage.flatMap { try? PNGEncoder.encode($0) }.map { [XCTAttachment(data: Data($0))] } ?? []
                return (finding.description, attachments)
            }
        }
    }
}

extension Diffing where Value == String {
    /// Layout JSON compared view by view; text that is not layout JSON falls back to lines.
    public static var visualLayout: Diffing {
        Diffing(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { reference, fresh in
            guard let expected = try? LayoutSnapshot(json: Data(reference.utf8), path: "reference"),
                  let actual = try? LayoutSnapshot(json: Data(fresh.utf8), path: "snapshot") else {
                return Diffing<String>.lines.diff(reference, fresh)
            }
            let comparison = LayoutComparison(expected: expected, actual: actual)
            return comparison.matches ? nil : (comparison.failures.map(\.description).joined(separator: "\n"), [])
        }
    }
}

/// Rendering for the strategies: a file with errors becomes its diagnostics as text, so
/// the snapshot fails with them instead of crashing the test run.
enum VisualSnapshot {
    static func render(_ file: FormatFileText, format: PictureFormat, scale: Int) -> [UInt8] {
        do {
            return try PictureRenderer.render(text: file.text, name: file.name, format: format,
                                              options: RenderOptions(scale: scale)).bytes
        } catch {
            switch error {
            case .layoutErrors(let diagnostics, let source), .noLayout(let diagnostics, let source):
                return Array(DiagnosticRenderer(source: source).render(diagnostics).utf8)
            default:
                return Array("\(error)".utf8)
            }
        }
    }
}
