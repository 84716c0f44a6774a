import CCairo
import CPango
import Foundation

/// The text engine: Pango (itemizing, bidi, fallback) with HarfBuzz (shaping) and Cairo
/// (drawing), on the private font configuration. One engine is used by one thread at a
/// time: `TextMeasurer` takes an engine from a pool for its lifetime and gives it back, so
/// each thread reuses its Pango objects, shapers and faces instead of making them per call,
/// and no thread shares them.
///
/// Most texts are Latin that the mockup face draws alone. For those Pango would make one
/// run in that face, shape it with HarfBuzz and draw its glyphs with Cairo; the engine does
/// exactly that itself (the fast path: the same HarfBuzz font, buffer settings and glyph
/// placement), a third of the cost, and without loading Pango, GLib and GIO at all: a
/// process whose text is all plain Latin never loads them (CPango loads them on first
/// need). `TextEngineTests` checks that both ways measure the same to the 1/1024 point and
/// draw the same pixels. Anything else (another script, a character the face lacks, a
/// control or invisible character, bidi) goes through Pango.
///
/// Measuring and drawing use the same options (no hinting, metrics unhinted, grey
/// antialiasing, glyph positions not rounded to pixels), so a text drawn at any scale is as
/// wide as it measured.
final class TextEngine: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pool: [TextEngine] = []

    /// An engine for the caller alone until it calls `give(_:)`.
    static func take() -> TextEngine {
        lock.lock()
        let engine = pool.popLast()
        lock.unlock()
        return engine ?? TextEngine()
    }

    static func give(_ engine: TextEngine) {
        lock.lock()
        pool.append(engine)
        lock.unlock()
    }

    /// A line as measured: its advance width in Pango units (1/1024 point) and the
    /// characters no face could draw.
    struct Line {
        var width: Int64
        var undrawable: [UInt32]
        /// How far its glyphs' ink reaches above and below the baseline, in points; nil: the
        /// mockup face drew it alone (its line box holds its glyphs).
        var ascent: Double? = nil
        var descent: Double? = nil
        /// The line box of the faces that drew it (the largest of their ascents and
        /// descents), in points; nil as above.
        var faceAscent: Double? = nil
        var faceDescent: Double? = nil
    }

    struct StyleKey: Hashable {
        var size: Double
        var weight: FontWeight
    }

    private struct LineKey: Hashable {
        var text: String
        var style: StyleKey
    }

    /// The mockup face in one weight, as Pango picks it: its pattern (file, coverage), the
    /// characters the fast path takes, and its Cairo face.
    private final class Primary {
        let pattern: OpaquePointer?
        let fast: [Bool]
        let cairoFace: OpaquePointer?

        init(weight: FontWeight) {
            pattern = visual_match(FontConfiguration.shared, MockupFont.family, Int32(weight.value), 15)
            var table = [Bool](repeating: false, count: Int(FastPath.limit))
            var charset: OpaquePointer?
            if let pattern, FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset {
                for value in 0..<FastPath.limit where FastPath.isPlain(value) {
                    table[Int(value)] = FcCharSetHasChar(charset, value) != 0
                }
            }
            fast = table
            cairoFace = pattern.map { visual_cairo_face($0) }
        }

        var file: (path: String, index: UInt32)? {
            guard let pattern else { return nil }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
            return (String(cString: file), UInt32(index))
        }

        deinit {
            if let cairoFace { cairo_font_face_destroy(cairoFace) }
            if let pattern { FcPatternDestroy(pattern) }
        }
    }

    private var primaries: [FontWeight: Primary] = [:]
    private var shapers: [StyleKey: OpaquePointer] = [:]
    private var lastShaper: (style: StyleKey, shaper: OpaquePointer)?
    private var pango: OpaquePointer?
    private var pangoTried = false
    private var descriptions: [StyleKey: UnsafeMutableRawPointer] = [:]
    private let fontOptions = visual_font_options()
    /// Lines measured before: a layout measures each text several times (its intrinsic
    /// size, its fit in the solved frame, the picture).
    private var measured: [LineKey: Line] = [:]
    private static let measuredLimit = 50_000

    private init() {}

    deinit {
        for shaper in shapers.values { visual_shaper_free(shaper) }
        for description in descriptions.values { visual_pango_description_free(description) }
        if let pango { visual_pango_free(pango) }
        cairo_font_options_destroy(fontOptions)
    }

    private func primary(_ weight: FontWeight) -> Primary {
        if let primary = primaries[weight] { return primary }
        let primary = Primary(weight: weight)
        primaries[weight] = primary
        return primary
    }

    /// HarfBuzz on the mockup face at a size and weight; nil if HarfBuzz or the face is missing.
    private func shaper(_ style: StyleKey) -> OpaquePointer? {
        if let last = lastShaper, last.style == style { return last.shaper }
        if let shaper = shapers[style] {
            lastShaper = (style, shaper)
            return shaper
        }
        guard let file = primary(style.weight).file,
              let shaper = visual_shaper_new(file.path, file.index, style.size) else { return nil }
        shapers[style] = shaper
        lastShaper = (style, shaper)
        return shaper
    }

    private func pangoEngine() -> OpaquePointer? {
        if !pangoTried {
            pangoTried = true
            pango = visual_pango_new(FontConfiguration.shared)
        }
        return pango
    }

    private func description(_ style: StyleKey) -> UnsafeMutableRawPointer? {
        if let description = descriptions[style] { return description }
        guard let description = visual_pango_description_new(MockupFont.familyList, Int32(style.weight.value),
                                                               style.size) else { return nil }
        descriptions[style] = description
        return description
    }

    /// The mockup face's ascent and descent in points (a line's height is their sum).
    func extents(size: Double, weight: FontWeight) -> (ascent: Double, descent: Double) {
        var ascent = 0.0, descent = 0.0
        if let shaper = shaper(StyleKey(size: size, weight: weight)) {
            visual_shaper_extents(shaper, &ascent, &descent)
            return (ascent, descent)
        }
        return (size * 0.8, size * 0.2)
    }

    /// Pango's own metrics for the mockup face (the fast path's extents are checked against them).
    func pangoExtents(size: Double, weight: FontWeight) -> (ascent: Double, descent: Double)? {
        guard let pango = pangoEngine(), let description = description(StyleKey(size: size, weight: weight))
        else { return nil }
        var ascent = 0.0, descent = 0.0
        visual_pango_extents(pango, description, &ascent, &descent)
        return (ascent, descent)
    }

    /// One line (no `\n`) measured: shaped with fallback and bidi.
    func measureLine(_ text: String, size: Double, weight: FontWeight) -> Line {
        let key = LineKey(text: text, style: StyleKey(size: size, weight: weight))
        if let line = measured[key] { return line }
        let line = fastWidth(text, size: size, weight: weight).map { Line(width: $0, undrawable: []) }
            ?? layoutLine(text, size: size, weight: weight)
        if measured.count >= Self.measuredLimit { measured.removeAll(keepingCapacity: true) }
        measured[key] = line
        return line
    }

    /// One line measured by Pango's layout (`measureLine` without the fast path or memory).
    func layoutLine(_ text: String, size: Double, weight: FontWeight) -> Line {
        let style = StyleKey(size: size, weight: weight)
        guard let pango = pangoEngine(), let description = description(style) else {
            // No Pango (a broken install): every character the mockup face lacks is named.
            let fast = primary(weight).fast
            let missing = text.unicodeScalars.map(\.value).filter { $0 >= FastPath.limit || !fast[Int($0)] }
            return Line(width: 0, undrawable: missing.reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
        }
        var found = [UInt32](repeating: 0, count: 64)
        var count: Int32 = 0
        var ascent: Int32 = 0, descent: Int32 = 0, faceAscent: Int32 = 0, faceDescent: Int32 = 0
        let width = visual_pango_measure(pango, description, text, Int32(text.utf8.count), &found,
                                         Int32(found.count), &count, &ascent, &descent, &faceAscent, &faceDescent)
        var undrawable: [UInt32] = []
        if count > 0 {
            let unknown = Set(found.prefix(min(Int(count), found.count)))
            // In the text's order (the glyphs are in visual order, right to left in Arabic).
            for scalar in text.unicodeScalars where unknown.contains(scalar.value) && !undrawable.contains(scalar.value) {
                undrawable.append(scalar.value)
            }
        }
        return Line(width: width, undrawable: undrawable, ascent: Double(ascent) / 1024,
                    descent: Double(descent) / 1024, faceAscent: Double(faceAscent) / 1024,
                    faceDescent: Double(faceDescent) / 1024)
    }

    /// Draws one line with its baseline's left end at (x, y) on `context`, in its source.
    func draw(_ text: String, on context: OpaquePointer, x: Double, y: Double, size: Double, weight: FontWeight) {
        if let script = fastScript(text, weight: weight), drawFast(text, script: script, on: context, x: x, y: y,
                                                                 size: size, weight: weight) {
            return
        }
        guard let pango = pangoEngine(), let description = description(StyleKey(size: size, weight: weight)) else {
            return
        }
        cairo_move_to(context, x, y)
        visual_pango_draw(pango, context, description, text, Int32(text.utf8.count))
    }

    /// Pango's own drawing of a line (the fast path's pixels are checked against it).
    func drawWithPango(_ text: String, on context: OpaquePointer, x: Double, y: Double, size: Double,
                       weight: FontWeight) {
        guard let pango = pangoEngine(), let description = description(StyleKey(size: size, weight: weight)) else {
            return
        }
        cairo_move_to(context, x, y)
        visual_pango_draw(pango, context, description, text, Int32(text.utf8.count))
    }

    // MARK: The fast path

    enum FastPath {
        /// Coverage is kept for code points below this (through the currency symbols).
        static let limit: UInt32 = 0x20C0

        /// Characters Pango itemizes with the Latin run and shapes without special cases:
        /// printable ASCII, Latin-1 and Latin Extended-A/B letters and signs (no soft hyphen),
        /// general punctuation (no zero-width, bidi or invisible characters), currency signs.
        static func isPlain(_ value: UInt32) -> Bool {
            switch value {
            case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x24F, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF: true
            default: false
            }
        }

        /// Letters of the Latin script (the rest of the plain characters are common to all
        /// scripts, and a run of them alone is shaped as such).
        static func isLatinLetter(_ value: UInt32) -> Bool {
            switch value {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: true
            default: false
            }
        }
    }

    /// For a text the fast path takes, whether it has a Latin letter (the run's script is
    /// then Latin, else common); nil for any other text.
    private func fastScript(_ text: String, weight: FontWeight) -> Bool? {
        let fast = primary(weight).fast
        var latin = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard value < FastPath.limit, fast[Int(value)] else { return nil }
            if !latin && FastPath.isLatinLetter(value) { latin = true }
        }
        return latin
    }

    /// The width of a text the fast path takes, in Pango units; nil for any other text.
    func fastWidth(_ text: String, size: Double, weight: FontWeight) -> Int64? {
        guard let latin = fastScript(text, weight: weight), let shaper = shaper(StyleKey(size: size, weight: weight))
        else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                visual_shaper_advance(shaper, latin ? 1 : 0, $0.baseAddress, Int32($0.count))
            }
        }
    }

    private func drawFast(_ text: String, script latin: Bool, on context: OpaquePointer, x: Double, y: Double,
                          size: Double, weight: FontWeight) -> Bool {
        guard let shaper = shaper(StyleKey(size: size, weight: weight)), let face = primary(weight).cairoFace else {
            return false
        }
        // Pango's renderer starts from Cairo's current point, which Cairo keeps in 24.8 fixed
        // point: the origin is rounded to 1/256 point as Pango's is.
        var x = x, y = y
        cairo_move_to(context, x, y)
        cairo_get_current_point(context, &x, &y)
        var text = text
        let capacity = text.utf8.count + 8
        var glyphs = [cairo_glyph_t](repeating: cairo_glyph_t(), count: capacity)
        var clusters = [cairo_text_cluster_t](repeating: cairo_text_cluster_t(), count: capacity)
        var clusterCount: Int32 = 0
        let count = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                visual_shaper_glyphs(shaper, latin ? 1 : 0, $0.baseAddress, Int32($0.count), x, y, &glyphs, &clusters,
                                     Int32(capacity), &clusterCount)
            }
        }
        // As Pango's Cairo font map sets a font: the face, its size in user space, the options.
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, size)
        cairo_set_font_options(context, fontOptions)
        if cairo_surface_has_show_text_glyphs(cairo_get_target(context)) != 0 {
            // A PDF keeps the text with its glyphs (a ligature copies as its letters), as Pango does.
            text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) {
                    cairo_show_text_glyphs(context, $0.baseAddress, Int32($0.count), glyphs, count, clusters,
                                           clusterCount, cairo_text_cluster_flags_t(rawValue: 0))
                }
            }
        } else {
            cairo_show_glyphs(context, glyphs, count)
        }
        return true
    }
}
