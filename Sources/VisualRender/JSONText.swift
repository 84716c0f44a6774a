import NumberText
import VisualLayout

/// JSON written field by field, so that the same values always give the same bytes:
/// fields in the order given, numbers to the thousandth, rectangles as `[x, y, w, h]`.
/// The scene (`visual render --scene`) and `visual serve`'s hover data are written with it.
public enum JSONText {
    /// A finite number to the thousandth (`12`, `0.5`); `null` otherwise.
    public static func number(_ value: Double) -> String { value.isFinite ? NumberText.thousandths(value) : "null" }

    /// `[x, y, width, height]`.
    public static func rect(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// `[x, y]`.
    public static func point(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

    /// A quoted, escaped string.
    public static func string(_ text: String) -> String { LayoutOutput.quote(text) }

    /// Values already written, as an array.
    public static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// Names and values already written, as an object, in the order given.
    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
