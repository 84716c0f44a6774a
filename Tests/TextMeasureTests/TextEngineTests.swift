import CCairo
import CPango
import Foundation
import Testing
@testable import TextMeasure

/// The engine's own rules: only the named font files, and a fast path that measures as the
/// layout does.
@Suite struct TextEngineTests {
    @Test func theEngineSeesOnlyTheNamedFontFiles() {
        let set = FcConfigGetFonts(FontConfiguration.shared, FcSetSystem)!
        var files = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        let named = Set(MockupFont.files.map(\.path).filter { FileManager.default.fileExists(atPath: $0) })
        #expect(files == named)
        // The installs this project sets up have every one of them.
        #expect(named.count == MockupFont.files.count)
        // Nothing else on the machine, not even DejaVu Sans's own Bold Oblique.
        #expect(FcConfigGetFonts(FontConfiguration.shared, FcSetApplication) == nil)
    }

    /// Texts the fast path takes: kerning pairs, ligatures, digits and punctuation alone,
    /// Latin with diacritics, general punctuation and currency signs.
    static let latin = [
        "Sign in", "AVAWAY To Ty Yo", "office affluent fjord", "12:41", "12:43 · Read", "— 3/4 —", "€5 £3 ¥2 ₹9",
        "“Quoted” ‘single’ …", "Ångström Łódź Ærø Ğü ǅ ſ", "Forgot password?", "New here? Create an account",
        "x", " ", "  leading and trailing  ", "#1 *2 ©3 ®4 °5", "Ça va? ¿Qué tal? ¡Hola!", "a‰b′c″",
    ]

    @Test func theFastPathMeasuresAsTheLayoutDoes() {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        for weight in [FontWeight.regular, .bold] {
            for size in [10.0, 15, 17.5] {
                for text in Self.latin {
                    let fast = engine.fastWidth(text, size: size, weight: weight)
                    let layout = engine.layoutLine(text, size: size, weight: weight)
                    #expect(fast != nil, "\(text) takes the fast path")
                    #expect(fast == layout.width, "\(text) at \(size) \(weight)")
                }
            }
        }
    }

    @Test func theFastPathDrawsAsPangoDoes() {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        for scale in [1.0, 2.0] {
            for (text, weight) in [("Sign in — AVAWAY office", FontWeight.regular), ("Forgot password? 12:41", .bold)] {
                let fast = pixels(scale: scale) { engine.draw(text, on: $0, x: 3.25, y: 15, size: 15, weight: weight) }
                let pango = pixels(scale: scale) {
                    engine.drawWithPango(text, on: $0, x: 3.25, y: 15, size: 15, weight: weight)
                }
                #expect(fast == pango, "\(text) at scale \(scale)")
                #expect(fast.contains { $0 != 0 }, "\(text) draws something")
            }
        }
    }

    @Test func theFastPathsLineHeightIsPangos() throws {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        for weight in [FontWeight.regular, .bold] {
            for size in [10.0, 15] {
                let pango = try #require(engine.pangoExtents(size: size, weight: weight))
                let fast = engine.extents(size: size, weight: weight)
                #expect(abs(fast.ascent - pango.ascent) < 1.0 / 1024 && abs(fast.descent - pango.descent) < 1.0 / 1024)
            }
        }
    }

    @Test func theFastPathPlacesGlyphsAsPangoDoesInVectorPictures() throws {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        // A baseline between Cairo's 1/256 steps, as a centred label's often is.
        for y in [15.0, 41.923828125, 41.9] {
            let fast = try svg { engine.draw("Sign in AV", on: $0, x: 3.3, y: y, size: 15, weight: .regular) }
            let pango = try svg { engine.drawWithPango("Sign in AV", on: $0, x: 3.3, y: y, size: 15, weight: .regular) }
            #expect(fast == pango, "baseline \(y)")
        }
    }

    @Test func theFastPathKeepsTheTextInPDFsAsPangoDoes() throws {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        // "ffi" is one glyph in DejaVu Sans: the PDF says which letters it stands for.
        let fast = try pdf { engine.draw("office affine", on: $0, x: 3, y: 15, size: 15, weight: .regular) }
        let pango = try pdf { engine.drawWithPango("office affine", on: $0, x: 3, y: 15, size: 15, weight: .regular) }
        #expect(fast == pango)
    }

    private func pdf(_ draw: (OpaquePointer) -> Void) throws -> Data {
        let path = NSTemporaryDirectory() + "visual-text-engine-\(UUID().uuidString).pdf"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = cairo_pdf_surface_create(path, 200, 60)!
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2000-01-01T00:00:00Z")
        let context = cairo_create(surface)!
        draw(context)
        cairo_destroy(context)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The glyph uses of a small SVG drawn by `draw`.
    private func svg(_ draw: (OpaquePointer) -> Void) throws -> [String] {
        let path = NSTemporaryDirectory() + "visual-text-engine-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = cairo_svg_surface_create(path, 200, 60)!
        let context = cairo_create(surface)!
        draw(context)
        cairo_destroy(context)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.components(separatedBy: "<use").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    /// The alpha of a 240 × 24 point picture drawn at `scale`.
    private func pixels(scale: Double, _ draw: (OpaquePointer) -> Void) -> [UInt8] {
        let width = Int32(240 * scale), height = Int32(24 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        let context = cairo_create(surface)!
        cairo_scale(context, scale, scale)
        draw(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let bytes = Array(UnsafeBufferPointer(start: data, count: stride * Int(height)))
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        return bytes
    }

    @Test func otherTextsTakeTheLayout() {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        for text in ["Вход", "登录", "a\tb", "Brand™", "soft\u{AD}hyphen", "zero\u{200B}width", "👋", "تسجيل", "\u{E000}"] {
            #expect(engine.fastWidth(text, size: 15, weight: .regular) == nil, "\(text)")
        }
    }
}
