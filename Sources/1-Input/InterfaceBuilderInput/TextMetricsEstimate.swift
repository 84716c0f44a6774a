import TextFormats

/// Where the system font's baselines lie in a view whose size Xcode measured with it, so
/// baseline constraints meet where they met in Xcode without the system font at hand.
///
/// San Francisco's metrics (per point of size): ascender 0.952, line height 1.193 (its
/// ascender 1950 and descender 494 on 2048 units per em, no line gap); UIKit centres a
/// label's, button's and field's lines vertically in the view.
enum TextMetricsEstimate {
    static let ascender = 0.952
    static let lineHeight = 1.193

    /// The first and last baselines from the top of content `height` tall, in text of
    /// `size` points, showing at most `maximumLines` lines (0: as many as the height holds).
    /// A one-line title is centred in a tall view, not taken for the first of the lines the
    /// height could hold (Eureka's week-day buttons, 60 high, had their letters at the top).
    static func baselines(height: Double, size: Double, maximumLines: Int) -> (first: Double, last: Double) {
        let line = lineHeight * size
        var lines = max(1, (height / line).rounded(.down))
        if maximumLines > 0 { lines = min(lines, Double(maximumLines)) }
        let block = lines * line
        let first = (height - block) / 2 + ascender * size
        return (first, first + (lines - 1) * line)
    }

    /// The font element of a view: UIKit's `fontDescription`, or an AppKit control's cell's `font`.
    static func font(of element: XMLElement) -> XMLElement? {
        element.child("fontDescription") ?? element.child("font")
            ?? element.cell?.child("font")
    }

    /// AppKit's named system fonts (`metaFont`) and their sizes.
    static let metaFontSizes: [String: Double] = [
        "system": 13, "systemBold": 13, "systemMedium": 13, "smallSystem": 11, "smallSystemBold": 11,
        "miniSystem": 9, "miniSystemBold": 9, "message": 13, "controlContent": 13, "menu": 14, "label": 10,
        "toolTip": 11, "titleBar": 13, "palette": 11, "user": 12, "fixedUser": 12,
    ]

    /// The point size of a view's font: `pointSize`, a text style's or AppKit named font's
    /// size, or 17.
    static func fontSize(of element: XMLElement) -> Double {
        guard let font = font(of: element) else { return 17 }
        if let size = Double(font["pointSize"] ?? font["size"] ?? ""), size > 0, size < 1000 { return size }
        if let meta = font["metaFont"], let size = metaFontSizes[meta] { return size }
        let styles: [String: Double] = [
            "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
            "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
            "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
            "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
        ]
        return font["style"].flatMap { styles[$0] } ?? 17
    }

    /// The mockup face (DejaVu Sans) is about 12% wider than San Francisco: a text drawn in
    /// a size Xcode measured is drawn this much smaller, so it fits the room Xcode gave it.
    static let drawnScale = 0.88

    /// `font SIZE [bold]`: the document's size for `--measure` (the layout measures it), else
    /// the size the text is drawn at in the room Xcode measured (`drawnScale`, to half
    /// points); `bold` for a bold system font.
    static func fontAttribute(of element: XMLElement, drawnOnly: Bool) -> String {
        var size = fontSize(of: element)
        if drawnOnly { size = max(1, (size * drawnScale * 2).rounded() / 2) }
        let font = font(of: element)
        let bold = font?["type"] == "boldSystem" || font?["weight"] == "bold" || font?["weight"] == "semibold"
            || font?["metaFont"]?.hasSuffix("Bold") == true
            || font?["style"] == "UICTFontTextStyleHeadline"
        return "font \(NumberText.formatFile(size))" + (bold ? " bold" : "")
    }
}
