import CCairo
import CPango
import Synchronization

/// The text engine: Pango (itemizing, bidi, fallback) with HarfBuzz (shaping) and Cairo
/// (drawing), on the private font configuration. One engine's Pango objects are used by one
/// thread at a time: `TextMeasurer` takes an engine from a pool for its lifetime and gives
/// it back, so each thread reuses a font map (its loaded faces and shaping caches) instead
/// of making one per call, and no thread shares one.
///
/// Measuring and drawing ask the same objects with the same options (no hinting, metrics
/// unhinted, grey antialiasing, glyph positions not rounded to pixels), so a text drawn at
/// any scale is as wide as it measured.
final class TextEngine: @unchecked Sendable {
    private static let pool = Mutex<[TextEngine]>([])

    /// An engine for the caller alone until it calls `give(_:)`.
    static func take() -> TextEngine {
        pool.withLock { $0.popLast() } ?? TextEngine()
    }

    static func give(_ engine: TextEngine) {
        pool.withLock { $0.append(engine) }
    }

    /// A text's line as measured: its advance width in Pango units (1/1024 point) and the
    /// characters no face could draw.
    struct Line {
        var width: Int64
        var undrawable: [UInt32]
    }

    /// A face at a size: its vertical metrics and, for the fast path, its HarfBuzz font.
    struct Face {
        var font: UnsafeMutablePointer<PangoFont>
        var hbFont: OpaquePointer
        var ascent: Double
        var descent: Double
    }

    private struct StyleKey: Hashable {
        var size: Double
        var weight: FontWeight
    }

    private struct LineKey: Hashable {
        var text: String
        var style: StyleKey
    }

    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let measuringContext: OpaquePointer
    private let measuringLayout: OpaquePointer
    private let drawingContext: OpaquePointer
    private let drawingLayout: OpaquePointer
    private let buffer: OpaquePointer
    private let english: OpaquePointer
    private var descriptions: [StyleKey: OpaquePointer] = [:]
    private var faces: [StyleKey: Face] = [:]
    /// Per weight, per code point below `FastPath.limit`: whether the fast path takes it
    /// (a plain character the mockup face draws).
    private var fastCharacters: [FontWeight: [Bool]] = [:]
    /// The style asked last, and its face: most calls ask the same style as the one before.
    private var lastFace: (style: StyleKey, face: Face)?
    /// Lines measured before: a layout measures each text several times (its intrinsic
    /// size, its fit in the solved frame, the picture).
    private var measured: [LineKey: Line] = [:]
    private static let measuredLimit = 50_000

    private init() {
        fontMap = visual_font_map_new(FontConfiguration.shared)
        english = hb_language_from_string("en", -1)
        buffer = hb_buffer_create()
        (measuringContext, measuringLayout) = Self.makeContext(fontMap)
        (drawingContext, drawingLayout) = Self.makeContext(fontMap)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        hb_buffer_destroy(buffer)
        for object in [UnsafeMutableRawPointer(measuringLayout), UnsafeMutableRawPointer(measuringContext),
                       UnsafeMutableRawPointer(drawingLayout), UnsafeMutableRawPointer(drawingContext),
                       UnsafeMutableRawPointer(fontMap)] {
            visual_object_unref(object)
        }
    }

    private static func makeContext(_ fontMap: UnsafeMutablePointer<PangoFontMap>) -> (OpaquePointer, OpaquePointer) {
        let context = pango_font_map_create_context(fontMap)!
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        let layout = pango_layout_new(context)!
        // A line is one paragraph: a line separator inside it is drawn, not obeyed, so a
        // line measures and draws as one.
        pango_layout_set_single_paragraph_mode(layout, 1)
        return (context, layout)
    }

    private func description(_ style: StyleKey) -> OpaquePointer {
        if let description = descriptions[style] { return description }
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, MockupFont.familyList)
        pango_font_description_set_weight(description, style.weight.pango)
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        descriptions[style] = description
        return description
    }

    /// The mockup face at a size and weight (the face Pango puts first for that style).
    func face(size: Double, weight: FontWeight) -> Face? {
        let style = StyleKey(size: size, weight: weight)
        if let last = lastFace, last.style == style { return last.face }
        if let face = faces[style] {
            lastFace = (style, face)
            return face
        }
        guard let font = pango_font_map_load_font(fontMap, measuringContext, description(style)),
              let hbFont = pango_font_get_hb_font(font) else { return nil }
        let metrics = pango_font_get_metrics(font, pango_language_from_string("en"))
        defer { pango_font_metrics_unref(metrics) }
        let face = Face(font: font, hbFont: hbFont,
                        ascent: Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE),
                        descent: Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE))
        faces[style] = face
        lastFace = (style, face)
        return face
    }

    /// One line (no `\n`) measured in the engine: shaped with fallback and bidi.
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
        pango_layout_set_font_description(measuringLayout, description(StyleKey(size: size, weight: weight)))
        pango_layout_set_text(measuringLayout, text, Int32(text.utf8.count))
        var logical = PangoRectangle()
        pango_layout_get_extents(measuringLayout, nil, &logical)
        var undrawable: [UInt32] = []
        if pango_layout_get_unknown_glyphs_count(measuringLayout) > 0 {
            var found = [UInt32](repeating: 0, count: 64)
            let count = Int(visual_unknown_characters(measuringLayout, &found, Int32(found.count)))
            let unknown = Set(found.prefix(min(count, found.count)))
            // In the text's order (the glyphs are in visual order, right to left in Arabic).
            for scalar in text.unicodeScalars where unknown.contains(scalar.value) && !undrawable.contains(scalar.value) {
                undrawable.append(scalar.value)
            }
        }
        return Line(width: Int64(logical.width), undrawable: undrawable)
    }

    /// Draws one line with its baseline's left end at the current point of `context`.
    func draw(_ text: String, on context: OpaquePointer, size: Double, weight: FontWeight) {
        pango_cairo_update_context(context, drawingContext)
        pango_layout_set_font_description(drawingLayout, description(StyleKey(size: size, weight: weight)))
        pango_layout_set_text(drawingLayout, text, Int32(text.utf8.count))
        visual_flatten_baselines(drawingLayout)
        guard let line = pango_layout_get_line_readonly(drawingLayout, 0) else { return }
        pango_cairo_show_layout_line(context, line)
    }

    // MARK: The fast path

    /// Most texts are Latin that the mockup face draws alone: for those, Pango's layout
    /// would make one run in that face and shape it with HarfBuzz, and its width is the sum
    /// of HarfBuzz's advances. The fast path asks HarfBuzz directly, with the buffer set as
    /// Pango sets it, at a third of the cost (`FastPathTests` checks both give the same
    /// width, to the 1/1024 point). Anything else (another script, a character the face
    /// lacks, a control or invisible character, bidi) goes through the layout.
    private enum FastPath {
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

    /// The width of a text the fast path takes, in Pango units; nil for any other text.
    func fastWidth(_ text: String, size: Double, weight: FontWeight) -> Int64? {
        let fast = fastCharacters[weight] ?? fastCharacterTable(weight: weight, size: size)
        var latin = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard value < FastPath.limit, fast[Int(value)] else { return nil }
            if !latin && FastPath.isLatinLetter(value) { latin = true }
        }
        guard let face = face(size: size, weight: weight) else { return nil }
        var text = text
        return text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                visual_advance(face.hbFont, buffer, english, latin ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON,
                               $0.baseAddress, Int32($0.count))
            }
        }
    }

    /// Which characters the fast path takes in a weight, asked of the face once (about 700
    /// plain characters, a few microseconds each engine).
    private func fastCharacterTable(weight: FontWeight, size: Double) -> [Bool] {
        var table = [Bool](repeating: false, count: Int(FastPath.limit))
        if let face = face(size: size, weight: weight) {
            for value in 0..<FastPath.limit where FastPath.isPlain(value) {
                table[Int(value)] = pango_font_has_char(face.font, value) != 0
            }
        }
        fastCharacters[weight] = table
        return table
    }
}
