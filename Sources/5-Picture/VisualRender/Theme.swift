/// The look of a picture: `light` for documents, `dark` for dark slides, `blueprint`
/// for a drafting-table look.
public enum Theme: String, Sendable, CaseIterable {
    case light, dark, blueprint

    var palette: Palette { Palette(theme: self) }
}

/// The colours of one theme, a role a row: each role's light, dark and blueprint colour side
/// by side, so that the themes are compared role by role and a new role is one line. Each
/// view gets its own hue (`ViewHue`); the theme decides how light and how saturated its fill,
/// outline and accent are.
struct Palette: Sendable {
    /// A colour's saturation, lightness and alpha, its hue left to the view.
    typealias Tone = (saturation: Double, lightness: Double, alpha: Double)

    let theme: Theme

    //                                  light                              dark                               blueprint
    var sheet: Color             { pick(Color(hex: 0xF3F4F6),              Color(hex: 0x15171C),              Color(hex: 0x0B3766)) }
    var canvas: Color            { pick(Color(hex: 0xFFFFFF),              Color(hex: 0x23262D),              Color(hex: 0x104A86)) }
    var canvasBorder: Color      { pick(Color(hex: 0xCDD2DA),              Color(hex: 0x3B404C),              Color(hex: 0xFFFFFF, alpha: 0.55)) }
    /// A faint grid on the canvas (blueprint only).
    var grid: Color?             { pick(nil,                               nil,                               Color(hex: 0xFFFFFF, alpha: 0.06)) }
    var text: Color              { pick(Color(hex: 0x1F2937),              Color(hex: 0xE5E7EB),              Color(hex: 0xF8FAFC)) }
    var secondaryText: Color     { pick(Color(hex: 0x525B68),              Color(hex: 0xBAC0CA),              Color(hex: 0xFFFFFF, alpha: 0.84)) }
    /// A spacing the file wrote, its pill's fill (a tint, quieter than the layout's own
    /// ink; the line's colour outlines it) and the value on the pill.
    var guide: Color             { pick(Color(hex: 0xC2368F),              Color(hex: 0xF472B6),              Color(hex: 0xFFD54F)) }
    var pillFill: Color          { pick(Color(hex: 0xFCE8F3),              Color(hex: 0x3B1830),              Color(hex: 0xFFD54F)) }
    var guideLabelText: Color    { pick(Color(hex: 0x9A1D6B),              Color(hex: 0xF9A8D4),              Color(hex: 0x0B3766)) }
    /// A default spacing (`-`, the rows' default padding).
    var implicitGuide: Color     { pick(Color(hex: 0x8A93A3),              Color(hex: 0x8B93A3),              Color(hex: 0xFFFFFF, alpha: 0.55)) }
    var conflict: Color          { pick(Color(hex: 0xDC2626),              Color(hex: 0xF87171),              Color(hex: 0xFF8080)) }
    /// An optional constraint that gave way by design: neutral, not the conflict's red.
    var gaveWay: Color           { pick(Color(hex: 0x5B6472),              Color(hex: 0xA3ABB8),              Color(hex: 0xC9D3E0)) }
    var ambiguous: Color         { pick(Color(hex: 0xE08600),              Color(hex: 0xFBBF24),              Color(hex: 0xFFB74D)) }
    var rowBand: Color           { pick(Color(hex: 0x6366F1, alpha: 0.06), Color(hex: 0xA5B4FC, alpha: 0.07), Color(hex: 0xFFFFFF, alpha: 0.05)) }
    var rowLabel: Color          { pick(Color(hex: 0x4338CA),              Color(hex: 0xA5B4FC),              Color(hex: 0xFFFFFF, alpha: 0.7)) }
    var safeArea: Color          { pick(Color(hex: 0x64748B, alpha: 0.10), Color(hex: 0x94A3B8, alpha: 0.10), Color(hex: 0xFFFFFF, alpha: 0.07)) }
    var margins: Color           { pick(Color(hex: 0x64748B, alpha: 0.55), Color(hex: 0x94A3B8, alpha: 0.55), Color(hex: 0xFFFFFF, alpha: 0.45)) }
    var hatch: Color             { pick(Color(hex: 0x94A3B8),              Color(hex: 0x6B7484),              Color(hex: 0xFFFFFF, alpha: 0.45)) }
    /// A view's fill, outline and name, in its hue (`ViewHue`).
    var viewFill: Tone           { pick((0.65, 0.955, 1),                  (0.22, 0.215, 1),                  (0.5, 0.7, 0.07)) }
    var viewOutline: Tone        { pick((0.40, 0.58, 1),                   (0.42, 0.62, 1),                   (0.55, 0.86, 1)) }
    var viewName: Tone           { pick((0.45, 0.30, 1),                   (0.55, 0.80, 1),                   (0.45, 0.92, 1)) }
    /// The text on an accent (a button's title, a switch's knob).
    var onAccent: Color          { pick(Color(hex: 0xFFFFFF),              Color(hex: 0xFFFFFF),              Color(hex: 0x0B3766)) }
    /// The inside of a text field, and its text.
    var fieldFill: Color         { pick(Color(hex: 0xFFFFFF),              Color(hex: 0x1A1C22),              Color(hex: 0x0B3766, alpha: 0.6)) }
    /// A stand-in for a text set at run time (`sample`), lighter than a written one as a
    /// field's placeholder is.
    var sampleText: Color        { pick(Color(hex: 0x7C8594),              Color(hex: 0x8B93A3),              Color(hex: 0xFFFFFF, alpha: 0.6)) }
    var fieldText: Color         { pick(Color(hex: 0x4B5563),              Color(hex: 0xB4BAC4),              Color(hex: 0xDCE6F2)) }
    /// Every button's face and every switch's track: one look per kind, so that two Save
    /// buttons look the same.
    var buttonFill: Color        { pick(Color(hex: 0x2563EB),              Color(hex: 0x2F5FC4),              Color(hex: 0xE3F0FF)) }
    /// A UIKit pop-up's title and chevron where its face is not filled: UIKit tints them as a
    /// plain button's title, lighter on the dark themes to be read on their canvas.
    var tint: Color              { pick(Color(hex: 0x2563EB),              Color(hex: 0x7EA6F8),              Color(hex: 0xA8D0FF)) }
    /// The value in a default spacing's hollow pill.
    var implicitGuideText: Color { pick(Color(hex: 0x4B5563),              Color(hex: 0xB4BAC4),              Color(hex: 0xFFFFFF)) }
    /// Text on the conflict colour (an unmet spacing's pill, a `!`) and on the ambiguity
    /// colour (a `?H`).
    var onConflict: Color        { pick(Color(hex: 0xFFFFFF),              Color(hex: 0x15171C),              Color(hex: 0x0B3766)) }
    var onGaveWay: Color         { pick(Color(hex: 0xFFFFFF),              Color(hex: 0x15171C),              Color(hex: 0x0B3766)) }
    var onAmbiguous: Color       { pick(Color(hex: 0x1F2937),              Color(hex: 0x15171C),              Color(hex: 0x0B3766)) }
    /// The number on a callout (drawn in the view's name colour).
    var calloutText: Color       { pick(Color(hex: 0xFFFFFF),              Color(hex: 0x15171C),              Color(hex: 0x0B3766)) }

    func fill(_ hue: Double) -> Color { color(hue, viewFill) }
    func outline(_ hue: Double) -> Color { color(hue, viewOutline) }
    func name(_ hue: Double) -> Color { color(hue, viewName) }

    private func color(_ hue: Double, _ tone: Tone) -> Color {
        Color(hue: hue, saturation: tone.saturation, lightness: tone.lightness, alpha: tone.alpha)
    }

    /// This theme's column of a row.
    private func pick<Value>(_ light: Value, _ dark: Value, _ blueprint: Value) -> Value {
        switch theme {
        case .light: light
        case .dark: dark
        case .blueprint: blueprint
        }
    }
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
