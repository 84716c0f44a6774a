import CPango
import Foundation

/// The text engine's private fontconfig configuration: the files of `MockupFont.files`
/// and nothing else, whatever the machine's own configuration, fonts or environment say.
///
/// Built from a document in memory, not from /etc/fonts: the folders of the named files
/// are read from fontconfig's system cache (written when Debian installs a font package,
/// so starting takes well under a millisecond), and filters keep only the named files and,
/// in them, the faces of the named families. No substitution rules, no aliases, no hinting settings: the one rule kept is the
/// one that scales bitmap fonts (colour emoji) to the size asked, as Debian's
/// 10-scale-bitmap-fonts.conf does.
///
/// The coverage of the faces is then narrowed: no face draws the private-use areas (a code
/// point there is an app's own icon font, which no mockup face has: better a box and a
/// warning than some face's private symbol), and the mockup face leaves Arabic and Hebrew
/// to Noto's faces for them.
enum FontConfiguration {
    /// The configuration, made once per process. Fontconfig is thread-safe: every engine,
    /// on any thread, finds its fonts in it. Empty (every character drawn as a box, and
    /// warned about) if fontconfig refused the document, which only a broken install does.
    nonisolated(unsafe) static let shared: OpaquePointer = make()

    private static func make() -> OpaquePointer {
        // Pango picks the language of a script the text's language does not write (Han,
        // Arabic…) from PANGO_LANGUAGE, else LANGUAGE: that language changes glyph shapes
        // (Chinese and Japanese forms of the same character). Fixed here, before Pango's
        // first use, so a machine's locale does not change pictures.
        setenv("PANGO_LANGUAGE", "en", 1)
        let config = FcConfigCreate()!
        let loaded = document.withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: document.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue) == FcTrue
            }
        }
        guard loaded, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return FcConfigCreate()!
        }
        narrowCoverage(config)
        // Pango starts fontconfig's own initialisation in a thread whenever it makes a font
        // map (FcInit: the system's configuration, every installed font) and waits for it
        // before its first text, though it never uses it: some 25 ms of a process. With this
        // configuration current, FcInit finds one and returns, and nothing in the process
        // can reach the system's fonts even through the default configuration.
        FcConfigSetCurrent(config)
        return config
    }

    /// The configuration as fontconfig's XML.
    static var document: String {
        let paths = MockupFont.files.map(\.path)
        var folders: [String] = []
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            if !folders.contains(folder) { folders.append(folder) }
        }
        var xml = "<?xml version=\"1.0\"?>\n<fontconfig>\n"
        xml += "  <cachedir>/var/cache/fontconfig</cachedir>\n  <cachedir prefix=\"xdg\">fontconfig</cachedir>\n"
        xml += folders.map { "  <dir>\(escaped($0))</dir>\n" }.joined()
        // Files by name, and in them the faces of the named families only (a CJK collection
        // has ten: Japanese, Korean, Chinese, monospaced… and one is asked for).
        xml += "  <selectfont>\n    <acceptfont>\n"
        xml += paths.map { "      <glob>\(escaped($0))</glob>\n" }.joined()
        xml += "    </acceptfont>\n    <rejectfont><glob>*</glob></rejectfont>\n  </selectfont>\n"
        xml += "  <selectfont>\n    <acceptfont>\n"
        xml += ([MockupFont.family] + MockupFont.fallbackFamilies).map {
            "      <pattern><patelt name=\"family\"><string>\(escaped($0))</string></patelt></pattern>\n"
        }.joined()
        xml += "    </acceptfont>\n    <rejectfont><pattern/></rejectfont>\n  </selectfont>\n"
        xml += """
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double>
                        <double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>

        """
        return xml
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Code points no face draws: the private-use area of the first plane. (None of the
    /// named files has glyphs in the supplementary planes' private-use areas, whose 131,068
    /// code points would take milliseconds to list here at every start.)
    static let privateUse: [ClosedRange<UInt32>] = [0xE000...0xF8FF]
    /// The Arabic and Hebrew blocks, which the mockup face leaves to Noto's faces.
    static let arabicAndHebrew: [ClosedRange<UInt32>] = [
        0x0590...0x05FF, 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF,
        0xFB1D...0xFB4F, 0xFB50...0xFDFF, 0xFE70...0xFEFF,
    ]

    /// Takes the code points each face should not draw out of its coverage (its charset,
    /// which Pango reads to choose a face for each character).
    private static func narrowCoverage(_ config: OpaquePointer) {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return }
        let privateUseSet = charset(privateUse)
        let mockupSet = charset(privateUse + arabicAndHebrew)
        defer {
            FcCharSetDestroy(privateUseSet)
            FcCharSetDestroy(mockupSet)
        }
        for index in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[index] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            let isMockup = FcPatternGetString(font, FC_FAMILY, 0, &family) == FcResultMatch
                && family.map { String(cString: $0) } == MockupFont.family
            let removed = isMockup ? mockupSet : privateUseSet
            var coverage: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &coverage) == FcResultMatch, let coverage,
                  FcCharSetIntersectCount(coverage, removed) > 0,
                  let narrowed = FcCharSetSubtract(coverage, removed), let copy = FcPatternDuplicate(font)
            else { continue }
            FcPatternDel(copy, FC_CHARSET)
            FcPatternAddCharSet(copy, FC_CHARSET, narrowed)
            FcCharSetDestroy(narrowed)
            set.pointee.fonts[index] = copy
            FcPatternDestroy(font)
        }
    }

    private static func charset(_ ranges: [ClosedRange<UInt32>]) -> OpaquePointer {
        let set = FcCharSetCreate()!
        for range in ranges {
            for codePoint in range { FcCharSetAddChar(set, codePoint) }
        }
        return set
    }
}
