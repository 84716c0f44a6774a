import TextMeasure

/// What differs between the renderer that drew a golden and this one, in words:
/// `cairo 1.16.0 → 1.18.0`, `DejaVuSans.ttf: another file`, `NotoColorEmoji.ttf: absent → installed`.
/// Goldens are drawn by one renderer and checked on machines with others (a Mac developer,
/// Linux CI): this is what tells "the renderer changed" apart from "the layout changed".
enum RendererChange {
    static func differences(golden: RendererStamp, current: RendererStamp) -> [String] {
        var lines: [String] = []
        if golden.cairo != current.cairo { lines.append("cairo \(golden.cairo) → \(current.cairo)") }
        if golden.pango != current.pango {
            lines.append("pango \(golden.pango.isEmpty ? "(none)" : golden.pango) → \(current.pango)")
        }
        let old = Dictionary(golden.fonts.map { (fontName($0), $0) }, uniquingKeysWith: { first, _ in first })
        for font in current.fonts {
            let name = fontName(font)
            guard let was = old[name] else {
                lines.append("\(name): new in the font list")
                continue
            }
            guard was != font else { continue }
            switch (was.hasSuffix(": absent"), font.hasSuffix(": absent")) {
            case (true, false): lines.append("\(name): absent → installed")
            case (false, true): lines.append("\(name): installed → absent")
            default: lines.append("\(name): another file")
            }
        }
        let current = Set(current.fonts.map(fontName))
        for font in golden.fonts where !current.contains(fontName(font)) {
            lines.append("\(fontName(font)): no longer in the font list")
        }
        return lines
    }

    /// `DejaVuSans.ttf` from `DejaVuSans.ttf fnv1a64x8:…` or `DejaVuSans.ttf: absent`.
    private static func fontName(_ stamp: String) -> String {
        String(stamp.prefix { $0 != " " && $0 != ":" })
    }
}
