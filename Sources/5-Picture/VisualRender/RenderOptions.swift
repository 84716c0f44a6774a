import Foundation
import LocalizedStrings
import VisualConstraints
import VisualSyntax
import TextFormats

/// How to draw a picture (`visual render`'s options).
public struct RenderOptions: Sendable, Equatable {
    /// Pixels per point in a PNG (1, 2 or 3; retina is 2). SVG and PDF are in points.
    public var scale: Int = 1
    public var theme: Theme = .light
    /// Which spacings get dimension lines (`--guides`; `--no-guides` is `none`). Unmet
    /// ones are drawn whatever this says.
    public var guides: GuideLevel = .auto
    /// Views to focus on (`--focus`): only guides that touch them are drawn, the other
    /// views are faded. Empty: every view.
    public var focus: [String] = []
    /// Dimension lines across spacings at all.
    public var showsGuides: Bool { guides != .none }
    /// The heading of the sheet.
    public var title: TitleOption = .fileName
    /// The canvas sizes to draw side by side; empty: the file's own `canvas`.
    public var sizes: [CanvasSize] = []
    /// The languages to draw, one frame each (at each size), side by side; empty: the
    /// file's own text.
    public var translations: [Translation] = []
    /// Lines added at the end of the legend, as given (`visual explain`'s key: each view's
    /// short name and full id).
    public var keyLines: [String] = []
    /// The layout direction for every frame (`--direction`); nil: the file's, or right to
    /// left for a right-to-left language.
    public var direction: LayoutDirection?
    /// The largest picture allowed, in pixels (PNG) or square points (SVG, PDF).
    public var maximumPixels = 50_000_000
    /// Interface Builder documents' texts measured with Visual's fonts (`--measure`) rather
    /// than sized as Xcode stored them.
    public var measure = false
    /// A PNG of small components only (every canvas at most `smallComponentArea` square
    /// points: a cell, a banner, a bar, not a phone's screen) drawn at 2 pixels a point
    /// when `scale` is 1: their names, sizes and values are set in a few points, over
    /// boxes too small to hold them, and at 1 they read only zoomed in (`visual render`
    /// without `--scale`).
    public var zoomsSmallComponents = false
    /// The largest canvas `zoomsSmallComponents` zooms: 400 × 400 points (a 414 × 81 cell,
    /// a 309 × 289 collection cell; a 320 × 568 screen is larger).
    public static let smallComponentArea = 160_000.0

    /// The pixels per point of a PNG of `scene`.
    func pngScale(for scene: Scene) -> Int {
        let small = !scene.frames.isEmpty && scene.frames.allSatisfy {
            $0.width * $0.height <= Self.smallComponentArea
        }
        return zoomsSmallComponents && scale == 1 && small ? 2 : scale
    }

    public init(scale: Int = 1, theme: Theme = .light, showsGuides: Bool = true, title: TitleOption = .fileName,
                sizes: [CanvasSize] = []) {
        self.scale = scale
        self.theme = theme
        self.guides = showsGuides ? .auto : .none
        self.title = title
        self.sizes = sizes
    }
}

/// How many dimension lines a picture draws.
public enum GuideLevel: String, Sendable, Equatable, CaseIterable {
    /// Every spacing, unless a frame would draw more than `GuideFilter.mostDrawn` of them
    /// (equal ones folded): then the outer ones, the rest counted in the legend.
    case auto
    /// Every spacing.
    case all
    /// Spacings between the top level's views and to the canvas's edges: the screen's
    /// outline, without what happens inside containers.
    case outer
    /// None (unmet spacings are still drawn).
    case none
}

/// The sheet's heading.
public enum TitleOption: Sendable, Equatable {
    /// The format file's name as given, without its directory.
    case fileName
    case text(String)
    case none
}

/// A canvas size that overrides the file's `canvas` (`--size 375x667`); nil is `fit`.
public struct CanvasSize: Sendable, Equatable, CustomStringConvertible {
    /// The largest side `--size` takes: a format file's largest number.
    public static let maximumSide = NumberLiteral.maximumMagnitude

    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// `375x667`, `375×667`, `320xfit`; nil when it is not one, or a side is not in
    /// 0…`maximumSide`.
    public init?(parsing text: String) {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x",
                                                                                     omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func side(_ part: Substring) -> Double?? {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if trimmed == "fit" { return .some(nil) }
            guard let value = Double(trimmed), value >= 0, value <= Self.maximumSide else { return nil }
            return .some(value)
        }
        guard let width = side(parts[0]), let height = side(parts[1]) else { return nil }
        self.init(width: width, height: height)
    }

    public var description: String {
        "\(width.map(NumberText.thousandths) ?? "fit")x\(height.map(NumberText.thousandths) ?? "fit")"
    }
}

/// The kinds of picture file, chosen by the output's extension.
public enum PictureFormat: String, Sendable, CaseIterable {
    case png, svg, pdf

    /// The format a path's extension names (any case); nil for another extension.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        self.init(rawValue: ext)
    }
}
