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

    @Test func otherTextsTakeTheLayout() {
        let engine = TextEngine.take()
        defer { TextEngine.give(engine) }
        for text in ["Вход", "登录", "a\tb", "Brand™", "soft\u{AD}hyphen", "zero\u{200B}width", "👋", "تسجيل", "\u{E000}"] {
            #expect(engine.fastWidth(text, size: 15, weight: .regular) == nil, "\(text)")
        }
    }
}
