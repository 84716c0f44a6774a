/// The fonts every picture is measured and drawn with: the mockup face, then one face per
/// script it lacks, then colour emoji. These files, and no others, are what the text
/// engine sees (`FontConfiguration`), so a picture depends on them and not on the fonts of
/// the machine that draws it; the golden's stamp lists each with its checksum.
///
/// The mockup face is DejaVu Sans (Debian's fonts-dejavu-core): it draws Latin, Greek,
/// Cyrillic and most symbols. Inter is closer to Apple's system face but HarfBuzz shapes it
/// about four times slower (its contextual alternates and kerning), which the measuring
/// budget does not allow; see docs/text.md.
public enum MockupFont {
    /// A font file the engine may use, and the Debian package that installs it.
    public struct File: Sendable, Equatable {
        public var path: String
        public var package: String

        public var name: String { String(path.split(separator: "/").last ?? "") }
    }

    /// The mockup face's family: every text asks for it first.
    public static let family = "DejaVu Sans"

    /// The families after the mockup face, in the order the engine tries them for a
    /// character the ones before cannot draw. Arabic and Hebrew come from Noto although
    /// DejaVu Sans has letters for them (`FontConfiguration` takes those blocks out of its
    /// coverage): Noto's are drawn for those scripts, as a phone's fallbacks are.
    public static let fallbackFamilies = [
        "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
        "Noto Sans CJK SC", "Noto Color Emoji",
    ]

    /// Every font file the engine sees, the mockup face first.
    public static let files: [File] = [
        File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", package: "fonts-dejavu-core"),
        File(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core"),
    ] + ["Arabic", "Hebrew", "Devanagari", "Thai"].flatMap { script in
        ["Regular", "Bold"].map {
            File(path: "/usr/share/fonts/truetype/noto/NotoSans\(script)-\($0).ttf", package: "fonts-noto-core")
        }
    } + [
        File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
        File(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
        File(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji"),
    ]

    /// The family list a text asks Pango for: the mockup face, then the fallbacks.
    static var familyList: String { ([family] + fallbackFamilies).joined(separator: ",") }
}
