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
    /// The characters no installed face can draw (each once, in order): the picture shows
    /// a box with the code point in it, and the layout warns.
    public var undrawable: [Unicode.Scalar] = []
}

/// Measures and draws text with the text engine (Pango, HarfBuzz, Cairo) in the mockup
/// font with fallback (`MockupFont`): the layout's intrinsic sizes and the picture's text
/// come from the same shaping.
///
/// Lines break only at `\n` (no automatic wrapping: a view's intrinsic size is the
/// size of its text as written). Widths are rounded up to whole points, as UIKit
/// rounds intrinsic content sizes up to the pixel grid. A line is as tall as the mockup
/// face's ascent plus descent at the size, or taller when the glyphs of a face its
/// characters fall back to reach higher or lower (Arabic's dots below the line): a hugging
/// label never clips its text.
///
/// A measurer holds one engine for its lifetime: use it on one thread at a time. Making
/// one is cheap (engines are reused).
public final class TextMeasurer {
    let engine: TextEngine

    public init() {
        engine = TextEngine.take()
    }

    deinit {
        TextEngine.give(engine)
    }

    public func measure(_ text: String, size: Double, weight: FontWeight = .regular) -> TextMetrics {
        var (ascent, descent) = engine.extents(size: size, weight: weight)
        var widest: Int64 = 0
        var lineWidths: [Double] = []
        var undrawable: [Unicode.Scalar] = []
        func add(_ line: TextEngine.Line) {
            widest = max(widest, line.width)
            lineWidths.append(Self.points(line.width))
            // Glyphs of a fallback face that reach higher or lower than the mockup face's
            // line box (Noto Sans Arabic's dots below the line) make the line taller, so a
            // hugging label holds them, as UIKit sizes a line from the fonts that drew it.
            if let lineAscent = line.ascent, lineAscent > ascent + Self.lineBoxTolerance { ascent = lineAscent }
            if let lineDescent = line.descent, lineDescent > descent + Self.lineBoxTolerance { descent = lineDescent }
            for value in line.undrawable {
                if let scalar = Unicode.Scalar(value), !undrawable.contains(scalar) { undrawable.append(scalar) }
            }
        }
        if text.utf8.contains(UInt8(ascii: "\n")) {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                add(engine.measureLine(String(line), size: size, weight: weight))
            }
        } else {
            add(engine.measureLine(text, size: size, weight: weight))
        }
        let lineCount = lineWidths.count
        let lineHeight = ascent + descent
        return TextMetrics(
            width: Self.points(widest),
            height: (lineHeight * Double(lineCount)).rounded(.up),
            firstBaseline: ascent,
            lastBaseline: lineHeight * Double(lineCount - 1) + ascent,
            lineCount: lineCount,
            lineHeight: lineHeight,
            lineWidths: lineWidths,
            undrawable: undrawable
        )
    }

    /// Draws one line of text with its baseline's left end at `baseline`, in the Cairo
    /// context's current source colour. Measured and drawn alike: the line is as wide as
    /// `measure` says, at any scale the context has.
    public func draw(_ text: String, on context: OpaquePointer, baseline: (x: Double, y: Double), size: Double,
                     weight: FontWeight = .regular) {
        guard !text.isEmpty else { return }
        engine.draw(text, on: context, x: baseline.x, y: baseline.y, size: size, weight: weight)
        cairo_new_path(context)
    }

    /// A fallback face's line box taller than the mockup face's by less than this is the
    /// same line (Pango's rounding).
    static let lineBoxTolerance = 0.01

    /// Pango units (1/1024 point) to points, rounded up to a whole point. The width is in
    /// whole Pango units already, so the rounding does not depend on floating point.
    private static func points(_ units: Int64) -> Double {
        Double((units + 1023) / 1024)
    }
}
