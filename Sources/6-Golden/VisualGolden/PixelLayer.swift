import Geometry
import PixelDiff
import PNGCodec

/// The pixel layer of a golden comparison: two pictures compared pixelmatch's way
/// (`PixelDiff`), with the areas left out (`masks`) hatched alike in both first, judged
/// against a budget of differing pixels. `visual check`, `visual diff` and the snapshot
/// strategy compare pictures with it.
public struct PixelLayer: Sendable {
    /// Per-pixel colour threshold and anti-aliasing handling (pixelmatch's defaults).
    public var options = DiffOptions()
    /// How many pixels may differ before the layer fails (by default none).
    public var budget = PixelBudget()
    /// Whether to draw the diff image (`PixelComparison.diffImage`); a caller that shows no
    /// picture of the differences saves drawing one.
    public var drawsDiffImage = true

    public init() {}

    /// Compares the golden picture with the fresh one.
    public func compare(golden: RGBAImage, fresh: RGBAImage, masks: [Rect] = []) -> PixelComparison {
        var golden = golden, fresh = fresh
        if !masks.isEmpty, golden.width == fresh.width, golden.height == fresh.height {
            golden = PixelMask.hatched(golden, masks)
            fresh = PixelMask.hatched(fresh, masks)
        }
        do {
            let diff = try ImageComparison.compare(golden, fresh, options: options, drawsDiffImage: drawsDiffImage)
            let verdict = PixelVerdict(diff, budget: budget)
            return PixelComparison(verdict: verdict, finding: verdict.passes ? nil : PixelFinding(diff), golden: golden,
                                   fresh: fresh, diffImage: diff.diffImage)
        } catch {
            let finding = PixelFinding.sizeChanged(goldenWidth: error.first.width, goldenHeight: error.first.height,
                                                   width: error.second.width, height: error.second.height)
            return PixelComparison(verdict: nil, finding: finding, golden: golden, fresh: fresh, diffImage: nil)
        }
    }
}

/// What the pixel layer found, with the pictures as it compared them (hatched where masked).
public struct PixelComparison: Sendable {
    /// The count of differing pixels judged against the budget; nil when the sizes differ.
    public var verdict: PixelVerdict?
    /// Why the pictures fail; nil when they pass.
    public var finding: PixelFinding?
    public var golden: RGBAImage
    public var fresh: RGBAImage
    /// The golden in faint grey with the differences in colour.
    public var diffImage: RGBAImage?
}

/// Why two pictures fail the pixel layer.
public enum PixelFinding: Equatable, Sendable, Codable, CustomStringConvertible {
    /// More pixels differ than the budget allows: `count` of `total` differ by more than the
    /// threshold and are not anti-aliasing (`antiAliased` more are excused), in the columns
    /// and rows from the first of them to the last (from 0, top-left).
    case differ(count: Int, antiAliased: Int, total: Int, columns: ClosedRange<Int>?, rows: ClosedRange<Int>?)
    /// The pictures are not the same size, so no pixel can be compared.
    case sizeChanged(goldenWidth: Int, goldenHeight: Int, width: Int, height: Int)

    init(_ result: DiffResult) {
        self = .differ(count: result.differingPixels, antiAliased: result.antiAliasedPixels, total: result.pixelCount,
                       columns: result.differingColumns, rows: result.differingRows)
    }

    /// `143 pixels differ (0.11 %)`; `image size changed: golden 485 × 803, render 495 × 803`.
    public var description: String {
        switch self {
        case .differ(let count, _, let total, _, _): PixelVerdict.summary(differingPixels: count, of: total)
        case .sizeChanged(let goldenWidth, let goldenHeight, let width, let height):
            "image size changed: golden \(goldenWidth) × \(goldenHeight), render \(width) × \(height)"
        }
    }
}
