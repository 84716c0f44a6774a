import CCairo
import CFontconfig
import Foundation

/// What drew a golden: the Cairo version and the font files with their checksums.
///
/// Goldens are pixels, and pixels drift when Cairo or the font changes even though the
/// layout did not. Each golden's JSON carries the stamp it was made with; when a pixel
/// comparison fails and the stamps differ, that is said first, since it is the usual cause.
public struct RendererStamp: Equatable, Sendable, CustomStringConvertible {
    public var cairo: String
    /// `DejaVuSans.ttf fnv1a64:…`, one per face the renderer uses.
    public var fonts: [String]

    /// The renderer of this process.
    public static let current = RendererStamp(
        cairo: String(cString: cairo_version_string()),
        fonts: ["\(MockupFont.family)", "\(MockupFont.family):bold"].map(fontStamp)
    )

    public init(cairo: String, fonts: [String]) {
        self.cairo = cairo
        self.fonts = fonts
    }

    public var description: String { "cairo \(cairo), " + fonts.joined(separator: ", ") }

    /// The file fontconfig picks for a pattern, by name and checksum, as Cairo will find it.
    private static func fontStamp(_ pattern: String) -> String {
        guard let file = fontFile(pattern) else { return "\(pattern): no font file" }
        let name = (file as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: file) else { return "\(name): unreadable" }
        return "\(name) fnv1a64:\(String(fnv1a64(data), radix: 16))"
    }

    private static func fontFile(_ name: String) -> String? {
        guard let pattern = FcNameParse(name) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }

    /// FNV-1a, 64 bits: enough to tell two font files apart; not a security checksum.
    static func fnv1a64(_ data: Data) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
