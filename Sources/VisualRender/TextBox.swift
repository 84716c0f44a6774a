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

/// The faces of the picture's own text (a view's text uses its kind's face).
enum Face {
    static let title = (size: 15.0, bold: true)
    static let canvasSize = (size: 10.0, bold: false)
    static let viewName = (size: 8.5, bold: true)
    static let viewSize = (size: 7.5, bold: false)
    static let guide = (size: 8.5, bold: true)
    static let rowLabel = (size: 9.0, bold: true)
    static let legend = (size: 9.0, bold: false)
    static let marker = (size: 9.0, bold: true)
    static let inset = (size: 7.5, bold: false)
}
