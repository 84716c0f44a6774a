import CCairo

/// The font every mockup uses, and the Cairo settings that make text deterministic.
///
/// DejaVu Sans is the only family on the machines this runs on (Debian's
/// fonts-dejavu-core), so naming it keeps layouts identical everywhere. Cairo's text
/// output depends on font options, so they are set explicitly on every context:
/// no hinting, hint metrics off (advances are not rounded to pixels, so a text
/// measures the same at every scale) and grey antialiasing.
public enum MockupFont {
    public static let family = "DejaVu Sans"

    /// Applies the family, size, weight and the deterministic font options to a context.
    public static func apply(to context: OpaquePointer, size: Double, bold: Bool = false) {
        cairo_select_font_face(context, family, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }
}
