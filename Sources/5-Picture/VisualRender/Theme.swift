/// The look of a picture: `light` for documents, `dark` for dark slides, `blueprint`
/// for a drafting-table look.
public enum Theme: String, Sendable, CaseIterable {
    case light, dark, blueprint

    var palette: Palette {
        switch self {
        case .light: .light
        case .dark: .dark
        case .blueprint: .blueprint
        }
    }
}

/// The colours of one theme. Each view gets its own hue (`ViewHue`); the theme decides
/// how light and how saturated its fill, outline and accent are.
struct Palette: Sendable {
    var sheet: Color
    var canvas: Color
    var canvasBorder: Color
    /// A faint grid on the canvas (blueprint only).
    var grid: Color?
    var text: Color
    var secondaryText: Color
    /// A spacing the file wrote, its pill's fill (a tint, quieter than the layout's own
    /// ink; the line's colour outlines it) and the value on the pill.
    var guide: Color
    var pillFill: Color
    var guideLabelText: Color
    /// A default spacing (`-`, the rows' default padding).
    var implicitGuide: Color
    var conflict: Color
    /// An optional constraint that gave way by design: neutral, not the conflict's red.
    var gaveWay: Color
    var ambiguous: Color
    var rowBand: Color
    var rowLabel: Color
    var safeArea: Color
    var margins: Color
    var hatch: Color
    /// (saturation, lightness, alpha) of a view's fill, outline and name.
    var viewFill: (Double, Double, Double)
    var viewOutline: (Double, Double, Double)
    var viewName: (Double, Double, Double)
    /// The text on an accent (a button's title, a switch's knob).
    var onAccent: Color
    /// The inside of a text field, and its text.
    var fieldFill: Color
    var fieldText: Color
    /// Every button's face and every switch's track: one look per kind, so that two Save
    /// buttons look the same.
    var buttonFill: Color
    /// The value in a default spacing's hollow pill.
    var implicitGuideText: Color
    /// Text on the conflict colour (an unmet spacing's pill, a `!`) and on the ambiguity
    /// colour (a `?H`).
    var onConflict: Color
    var onGaveWay: Color
    var onAmbiguous: Color
    /// The number on a callout (drawn in the view's name colour).
    var calloutText: Color

    func fill(_ hue: Double) -> Color { Color(hue: hue, saturation: viewFill.0, lightness: viewFill.1, alpha: viewFill.2) }
    func outline(_ hue: Double) -> Color {
        Color(hue: hue, saturation: viewOutline.0, lightness: viewOutline.1, alpha: viewOutline.2)
    }
    func name(_ hue: Double) -> Color { Color(hue: hue, saturation: viewName.0, lightness: viewName.1, alpha: viewName.2) }

    static let light = Palette(
        sheet: Color(hex: 0xF3F4F6), canvas: Color(hex: 0xFFFFFF), canvasBorder: Color(hex: 0xCDD2DA), grid: nil,
        text: Color(hex: 0x1F2937), secondaryText: Color(hex: 0x525B68),
        guide: Color(hex: 0xC2368F), pillFill: Color(hex: 0xFCE8F3), guideLabelText: Color(hex: 0x9A1D6B), implicitGuide: Color(hex: 0x8A93A3),
        conflict: Color(hex: 0xDC2626), gaveWay: Color(hex: 0x5B6472), ambiguous: Color(hex: 0xE08600),
        rowBand: Color(hex: 0x6366F1, alpha: 0.06), rowLabel: Color(hex: 0x4338CA),
        safeArea: Color(hex: 0x64748B, alpha: 0.10), margins: Color(hex: 0x64748B, alpha: 0.55),
        hatch: Color(hex: 0x94A3B8),
        viewFill: (0.65, 0.955, 1), viewOutline: (0.40, 0.58, 1),
        viewName: (0.45, 0.30, 1), onAccent: Color(hex: 0xFFFFFF), fieldFill: Color(hex: 0xFFFFFF),
        fieldText: Color(hex: 0x4B5563), buttonFill: Color(hex: 0x2563EB), implicitGuideText: Color(hex: 0x4B5563),
        onConflict: Color(hex: 0xFFFFFF), onGaveWay: Color(hex: 0xFFFFFF), onAmbiguous: Color(hex: 0x1F2937), calloutText: Color(hex: 0xFFFFFF)
    )

    static let dark = Palette(
        sheet: Color(hex: 0x15171C), canvas: Color(hex: 0x23262D), canvasBorder: Color(hex: 0x3B404C), grid: nil,
        text: Color(hex: 0xE5E7EB), secondaryText: Color(hex: 0xBAC0CA),
        guide: Color(hex: 0xF472B6), pillFill: Color(hex: 0x3B1830), guideLabelText: Color(hex: 0xF9A8D4), implicitGuide: Color(hex: 0x8B93A3),
        conflict: Color(hex: 0xF87171), gaveWay: Color(hex: 0xA3ABB8), ambiguous: Color(hex: 0xFBBF24),
        rowBand: Color(hex: 0xA5B4FC, alpha: 0.07), rowLabel: Color(hex: 0xA5B4FC),
        safeArea: Color(hex: 0x94A3B8, alpha: 0.10), margins: Color(hex: 0x94A3B8, alpha: 0.55),
        hatch: Color(hex: 0x6B7484),
        viewFill: (0.22, 0.215, 1), viewOutline: (0.42, 0.62, 1),
        viewName: (0.55, 0.80, 1), onAccent: Color(hex: 0xFFFFFF), fieldFill: Color(hex: 0x1A1C22),
        fieldText: Color(hex: 0xB4BAC4), buttonFill: Color(hex: 0x2F5FC4), implicitGuideText: Color(hex: 0xB4BAC4),
        onConflict: Color(hex: 0x15171C), onGaveWay: Color(hex: 0x15171C), onAmbiguous: Color(hex: 0x15171C), calloutText: Color(hex: 0x15171C)
    )

    static let blueprint = Palette(
        sheet: Color(hex: 0x0B3766), canvas: Color(hex: 0x104A86), canvasBorder: Color(hex: 0xFFFFFF, alpha: 0.55),
        grid: Color(hex: 0xFFFFFF, alpha: 0.06),
        text: Color(hex: 0xF8FAFC), secondaryText: Color(hex: 0xFFFFFF, alpha: 0.84),
        guide: Color(hex: 0xFFD54F), pillFill: Color(hex: 0xFFD54F), guideLabelText: Color(hex: 0x0B3766), implicitGuide: Color(hex: 0xFFFFFF, alpha: 0.55),
        conflict: Color(hex: 0xFF8080), gaveWay: Color(hex: 0xC9D3E0), ambiguous: Color(hex: 0xFFB74D),
        rowBand: Color(hex: 0xFFFFFF, alpha: 0.05), rowLabel: Color(hex: 0xFFFFFF, alpha: 0.7),
        safeArea: Color(hex: 0xFFFFFF, alpha: 0.07), margins: Color(hex: 0xFFFFFF, alpha: 0.45),
        hatch: Color(hex: 0xFFFFFF, alpha: 0.45),
        viewFill: (0.5, 0.7, 0.07), viewOutline: (0.55, 0.86, 1),
        viewName: (0.45, 0.92, 1), onAccent: Color(hex: 0x0B3766), fieldFill: Color(hex: 0x0B3766, alpha: 0.6),
        fieldText: Color(hex: 0xDCE6F2), buttonFill: Color(hex: 0xE3F0FF), implicitGuideText: Color(hex: 0xFFFFFF),
        onConflict: Color(hex: 0x0B3766), onGaveWay: Color(hex: 0x0B3766), onAmbiguous: Color(hex: 0x0B3766), calloutText: Color(hex: 0x0B3766)
    )
}

/// A calm hue per view, derived from its name alone, so a view keeps its colour from one
/// picture to the next and across runs (FNV-1a of the name's UTF-8 bytes, not Swift's
/// seeded `hashValue`).
enum ViewHue {
    /// Ten hues, ordered so that neighbours differ. Reds and oranges are left out: they
    /// mean a conflict or an ambiguity.
    private static let hues: [Double] = [212, 162, 268, 190, 98, 238, 138, 292, 60, 178]

    /// Every hue a view can get.
    static var all: [Double] { hues }

    static func of(_ name: String) -> Double {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hues[Int(hash % UInt32(hues.count))]
    }
}
