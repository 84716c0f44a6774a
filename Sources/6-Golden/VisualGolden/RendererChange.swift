import TextMeasure

/// One way the renderer that drew a golden differs from this one: another Cairo or Pango,
/// or a font file that is new, gone or another file. Goldens are drawn by one renderer and
/// checked on machines with others (a Mac developer, Linux CI): this is what tells "the
/// renderer changed" apart from "the layout changed".
public enum RendererChange: Equatable, Sendable, Codable, CustomStringConvertible {
    case cairo(golden: String, current: String)
    /// The golden's Pango version is empty in goldens drawn before Visual shaped text with it.
    case pango(golden: String, current: String)
    case font(name: String, FontChange)

    public enum FontChange: String, Equatable, Sendable, Codable {
        /// In this renderer's font list, not in the golden's.
        case new
        /// In the golden's list, not in this one's.
        case gone
        case installed
        case uninstalled
        /// Installed on both sides, but another file.
        case anotherFile
    }

    /// `cairo 1.16.0 → 1.18.0`, `DejaVuSans.ttf: another file`, `NotoColorEmoji.ttf: absent → installed`.
    public var description: String {
        switch self {
        case .cairo(let golden, let current): "cairo \(golden) → \(current)"
        case .pango(let golden, let current): "pango \(golden.isEmpty ? "(none)" : golden) → \(current)"
        case .font(let name, .new): "\(name): new in the font list"
        case .font(let name, .gone): "\(name): no longer in the font list"
        case .font(let name, .installed): "\(name): absent → installed"
        case .font(let name, .uninstalled): "\(name): installed → absent"
        case .font(let name, .anotherFile): "\(name): another file"
        }
    }

    /// Every difference between the golden's renderer and `current`, Cairo and Pango first,
    /// then the fonts in the current list's order, then the fonts gone.
    static func differences(golden: RendererStamp, current: RendererStamp) -> [RendererChange] {
        var changes: [RendererChange] = []
        if golden.cairo != current.cairo { changes.append(.cairo(golden: golden.cairo, current: current.cairo)) }
        if golden.pango != current.pango { changes.append(.pango(golden: golden.pango, current: current.pango)) }
        let old = Dictionary(golden.fonts.map { (fontName($0), $0) }, uniquingKeysWith: { first, _ in first })
        for font in current.fonts {
            let name = fontName(font)
            guard let was = old[name] else {
                changes.append(.font(name: name, .new))
                continue
            }
            guard was != font else { continue }
            switch (was.hasSuffix(": absent"), font.hasSuffix(": absent")) {
            case (true, false): changes.append(.font(name: name, .installed))
            case (false, true): changes.append(.font(name: name, .uninstalled))
            default: changes.append(.font(name: name, .anotherFile))
            }
        }
        let current = Set(current.fonts.map(fontName))
        for font in golden.fonts where !current.contains(fontName(font)) {
            changes.append(.font(name: fontName(font), .gone))
        }
        return changes
    }

    /// `DejaVuSans.ttf` from `DejaVuSans.ttf fnv1a64x8:…` or `DejaVuSans.ttf: absent`.
    private static func fontName(_ stamp: String) -> String {
        String(stamp.prefix { $0 != " " && $0 != ":" })
    }
}
