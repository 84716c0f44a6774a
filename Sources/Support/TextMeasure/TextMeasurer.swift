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
/// face's ascent plus descent at the size, or deeper where a face its characters fall back
/// to drew glyphs that reach near or past its bottom (Arabic's dots below the line): then
/// the line keeps `inkRoom` below their ink, as far as that face's own line box goes; ink
/// past its top (an emoji) makes it as tall as the ink. A hugging label never clips its
/// text nor lets it touch its box's bottom, as UIKit sizes a line from the fonts that drew
/// it. (Not the whole fallback line box: Noto Sans Arabic keeps 2.1 em for stacked marks,
/// which would draw a one-line Arabic label twice as tall as a phone does.)
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

    /// Loads the fonts and a text engine now, for a process with time to spare before
    /// its first text (`check`'s workers, while the supervisor plans the run).
    public static func prepare() {
        _ = TextMeasurer().measure("Aa", size: 12)
    }

    public func measure(_ text: String, size: Double, weight: FontWeight = .regular) -> TextMetrics {
        var (ascent, descent) = engine.extents(size: size, weight: weight)
        var widest: Int64 = 0
        var lineWidths: [Double] = []
        var undrawable: [Unicode.Scalar] = []
        func add(_ line: TextEngine.Line) {
            widest = max(widest, line.width)
            lineWidths.append(Self.points(line.width))
            // A fallback face's glyphs that reach near or past the bottom of the line box
            // (Arabic's dots below the line) make the line deeper: room below their ink,
            // within that face's own line box. Above, the mockup face's ascent leaves room
            // over any script's letters; ink past it (a shadda over a lam, an emoji) makes
            // the line as tall as the ink, no taller: wrapped lines keep their count.
            if let ink = line.ascent, ink > ascent + Self.lineBoxTolerance { ascent = ink }
            if let ink = line.descent {
                let wanted = max(ink, min(line.faceDescent ?? ink, ink + size * Self.inkRoom))
                if wanted > descent + Self.lineBoxTolerance { descent = wanted }
            }
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

    /// A fallback face's line taller than the mockup face's by less than this is the same
    /// line (Pango's rounding).
    static let lineBoxTolerance = 0.01

    /// The room a line keeps below a fallback face's ink where it reaches near or past the
    /// bottom of the mockup face's line box, in ems.
    static let inkRoom = 0.1

    /// Pango units (1/1024 point) to points, rounded up to a whole point. The width is in
    /// whole Pango units already, so the rounding does not depend on floating point.
    private static func points(_ units: Int64) -> Double {
        Double((units + 1023) / 1024)
    }
}
