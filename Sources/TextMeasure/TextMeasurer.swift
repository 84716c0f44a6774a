import CCairo

/// How much room a text needs, and where its baselines sit.
public struct TextMetrics: Equatable, Sendable {
    /// The widest line's advance width, in points.
    public var width: Double
    /// Line height × number of lines.
    public var height: Double
    /// From the top of the text to the first line's baseline.
    public var firstBaseline: Double
    /// From the top of the text to the last line's baseline.
    public var lastBaseline: Double
    public var lineCount: Int
    public var lineHeight: Double
    /// Each line's advance width, rounded up like `width`: where the renderer places a
    /// line (centred in a button) without measuring it again.
    public var lineWidths: [Double]
}

/// Measures text with Cairo in the font the renderer draws with.
///
/// Lines break only at `\n` (no automatic wrapping: a view's intrinsic size is the
/// size of its text as written). Results are rounded up to whole points, as UIKit
/// rounds intrinsic content sizes up to the pixel grid, which also keeps them stable
/// across Cairo versions' last-bit differences.
///
/// A measurer owns a tiny Cairo context: use one per thread.
public final class TextMeasurer {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    /// The face the context is set to, and its extents: set again only when it changes.
    private var face: Face?
    private var faceExtents = cairo_font_extents_t()
    /// Every text measured so far: a picture measures the same sizes and names many times
    /// (a tag's name, then the name with its size; `30 × 20` under every view).
    private var measured: [Key: TextMetrics] = [:]

    private struct Face: Equatable {
        let size: Double
        let bold: Bool
    }

    private struct Key: Hashable {
        let text: String
        let size: Double
        let bold: Bool
    }

    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public func measure(_ text: String, size: Double, bold: Bool = false) -> TextMetrics {
        let key = Key(text: text, size: size, bold: bold)
        if let metrics = measured[key] { return metrics }
        let metrics = measureWithCairo(text, size: size, bold: bold)
        measured[key] = metrics
        return metrics
    }

    private func measureWithCairo(_ text: String, size: Double, bold: Bool) -> TextMetrics {
        if face != Face(size: size, bold: bold) {
            MockupFont.apply(to: context, size: size, bold: bold)
            cairo_font_extents(context, &faceExtents)
            face = Face(size: size, bold: bold)
        }
        let font = faceExtents
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var widest = 0.0
        var lineWidths: [Double] = []
        for line in lines {
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, String(line), &extents)
            widest = max(widest, extents.x_advance)
            lineWidths.append(extents.x_advance.rounded(.up))
        }
        let lineHeight = font.ascent + font.descent
        return TextMetrics(
            width: widest.rounded(.up),
            height: (lineHeight * Double(lines.count)).rounded(.up),
            firstBaseline: font.ascent,
            lastBaseline: lineHeight * Double(lines.count - 1) + font.ascent,
            lineCount: lines.count,
            lineHeight: lineHeight,
            lineWidths: lineWidths
        )
    }
}
