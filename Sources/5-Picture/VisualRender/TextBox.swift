import TextMeasure

/// The room one line of text takes in a given face, from the same measurer the layout uses.
/// The scene builder measures each text once, places it by its box, and hands the box on
/// with the item, so the painter draws it where it was placed without measuring it again.
public struct TextBox: Sendable, Equatable {
    public let width: Double
    /// From the top of the box to the baseline.
    public let ascent: Double
    public let height: Double

    init(_ text: String, size: Double, weight: FontWeight = .regular, measurer: TextMeasurer) {
        let metrics = measurer.measure(text, size: size, weight: weight)
        width = metrics.width
        ascent = metrics.firstBaseline
        height = metrics.lineHeight
    }
}

/// The faces of the picture's own text (a view's text uses its kind's face). None is
/// smaller than 10 points, so a picture at scale 1 has no text under 10 pixels.
enum Face {
    static let title = (size: 15.0, weight: FontWeight.bold)
    static let canvasSize = (size: 10.0, weight: FontWeight.regular)
    static let viewName = (size: 10.0, weight: FontWeight.bold)
    static let viewSize = (size: 10.0, weight: FontWeight.regular)
    static let guide = (size: 10.0, weight: FontWeight.bold)
    static let rowLabel = (size: 10.0, weight: FontWeight.bold)
    static let legend = (size: 10.0, weight: FontWeight.regular)
    static let marker = (size: 10.0, weight: FontWeight.bold)
    static let inset = (size: 10.0, weight: FontWeight.regular)
}
