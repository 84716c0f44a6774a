import TextMeasure

/// The room one line of text takes in a given face, from the same measurer the layout uses.
struct TextBox {
    let width: Double
    let ascent: Double
    let height: Double

    init(_ text: String, size: Double, bold: Bool = false, measurer: TextMeasurer) {
        let metrics = measurer.measure(text, size: size, bold: bold)
        width = metrics.width
        ascent = metrics.firstBaseline
        height = metrics.lineHeight
    }
}

/// The faces of the picture's own text (a view's text uses its kind's face). None is
/// smaller than 10 points, so a picture at scale 1 has no text under 10 pixels.
enum Face {
    static let title = (size: 15.0, bold: true)
    static let canvasSize = (size: 10.0, bold: false)
    static let viewName = (size: 10.0, bold: true)
    static let viewSize = (size: 10.0, bold: false)
    static let guide = (size: 10.0, bold: true)
    static let rowLabel = (size: 10.0, bold: true)
    static let legend = (size: 10.0, bold: false)
    static let marker = (size: 10.0, bold: true)
    static let inset = (size: 10.0, bold: false)
}
