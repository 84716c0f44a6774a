import CCairo
import CPango
import Foundation

/// What drew a golden: the versions of the libraries that turn text and shapes into pixels,
/// and every font file the text engine can use, with its checksum.
///
/// Goldens are pixels, and pixels drift when Cairo, Pango, HarfBuzz, FreeType or a font
/// changes even though the layout did not. Each golden's JSON carries the stamp it was made
/// with; when a pixel comparison fails and the stamps differ, that is said first, since it is
/// the usual cause.
public struct RendererStamp: Equatable, Sendable, CustomStringConvertible {
    public var cairo: String
    /// `1.50.12 (harfbuzz 6.0.0, freetype 2.12.1)`: the text engine's versions; empty in
    /// goldens drawn before Visual shaped text with Pango.
    public var pango: String
    /// `DejaVuSans.ttf fnv1a64x8:…`, one per file of `MockupFont.files`, in that order
    /// (`…: absent` for a file that is not installed).
    public var fonts: [String]

    /// The renderer of this process.
    public static let current = RendererStamp(
        cairo: String(cString: cairo_version_string()),
        pango: textEngineVersions(),
        fonts: MockupFont.files.map { fontStamp($0.path) }
    )

    public init(cairo: String, pango: String = "", fonts: [String]) {
        self.cairo = cairo
        self.pango = pango
        self.fonts = fonts
    }

    public var description: String {
        "cairo \(cairo), " + (pango.isEmpty ? "" : "pango \(pango), ") + fonts.joined(separator: ", ")
    }

    private static func textEngineVersions() -> String {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        visual_freetype_version(&major, &minor, &patch)
        return "\(String(cString: visual_pango_version())) (harfbuzz \(String(cString: visual_harfbuzz_version())), "
            + "freetype \(major).\(minor).\(patch))"
    }

    /// A font file by name and checksum.
    static func fontStamp(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        guard FileManager.default.fileExists(atPath: path) else { return "\(name): absent" }
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
            return "\(name): unreadable"
        }
        let hex = String(fnv1a64x8(data), radix: 16)
        return "\(name) fnv1a64x8:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// FNV-1a, 64 bits, taken eight bytes at a time (a little-endian word, then the last
    /// bytes one by one): enough to tell two font files apart, fast enough for the 50 MB of
    /// the CJK and emoji faces at every `visual check` (about 10 ms); not a security
    /// checksum.
    static func fnv1a64x8(_ data: Data) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            let words = bytes.count / 8
            for index in 0..<words {
                hash ^= UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
                hash &*= prime
            }
            for byte in bytes[(words * 8)...] {
                hash ^= UInt64(byte)
                hash &*= prime
            }
        }
        return hash
    }
}
