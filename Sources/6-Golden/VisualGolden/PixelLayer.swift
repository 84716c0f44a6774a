import PixelDiff
import PNGCodec

/// The pixel layer of a golden comparison: two pictures compared pixelmatch's way
/// (`PixelDiff`), with the areas left out (`masks`) hatched alike in both first, judged
/// against a budget of differing pixels. `visual check` and the snapshot strategy compare
/// pictures with it.
public struct PixelLayer: Sendable {
    /// Per-pixel colour threshold and anti-aliasing handling (pixelmatch's defaults).
    public var options = DiffOptions()
    /// How many pixels may differ before the layer fails.
    public var maximumDifferingPixels = 0

    public init() {}

    /// Compares the golden picture with the fresh one.
    public func compare(golden: RGBAImage, fresh: RGBAImage, masks: [MaskRect] = []) -> PixelComparison {
        var golden = golden, fresh = fresh
        if !masks.isEmpty, golden.width == fresh.width, golden.height == fresh.height {
            golden = PixelMask.hatched(golden, masks)
            fresh = PixelMask.hatched(fresh, masks)
        }
        do {
            let diff = try ImageComparison.compare(golden, fresh, options: options)
            let verdict = PixelVerdict(diff, budget: PixelBudget(maximumPixels: maximumDifferingPixels))
            return PixelComparison(finding: verdict.passes ? nil : .differ(verdict), golden: golden, fresh: fresh,
                                   diffImage: diff.diffImage)
        } catch {
            return PixelComparison(finding: .sizeChanged(golden: error.first, fresh: error.second), golden: golden,
                                   fresh: fresh, diffImage: nil)
        }
    }
}

/// What the pixel layer found, with the pictures as it compared them (hatched where masked).
public struct PixelComparison: Sendable {
    /// Why the pictures fail; nil when they pass.
    public var finding: PixelFinding?
    public var golden: RGBAImage
    public var fresh: RGBAImage
    /// The golden in faint grey with the differences in colour.
    public var diffImage: RGBAImage?
}

/// Why two pictures fail the pixel layer.
public enum PixelFinding: Equatable, Sendable, CustomStringConvertible {
    /// More pixels differ than the budget allows.
    case differ(PixelVerdict)
    /// The pictures are not the same size, so no pixel can be compared.
    case sizeChanged(golden: (width: Int, height: Int), fresh: (width: Int, height: Int))

    /// `143 pixels differ (0.11 %)`; `image size changed: golden 485 × 803, render 495 × 803`.
    public var description: String {
        switch self {
        case .differ(let verdict): verdict.summary
        case .sizeChanged(let golden, let fresh):
            "image size changed: golden \(golden.width) × \(golden.height), render \(fresh.width) × \(fresh.height)"
        }
    }

    public static func == (lhs: PixelFinding, rhs: PixelFinding) -> Bool {
        switch (lhs, rhs) {
        case (.differ(let a), .differ(let b)): a == b
        case (.sizeChanged(let a, let b), .sizeChanged(let c, let d)): a == c && b == d
        default: false
        }
    }
}
