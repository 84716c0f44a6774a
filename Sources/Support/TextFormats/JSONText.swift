/// JSON written field by field, so that the same values always give the same bytes:
/// fields in the order given, numbers to the thousandth. The layout's JSON, goldens, the
/// scene (`visual render --scene`), `visual explain --format json` and `visual serve`'s
/// hover data are written with it (VisualRender adds rectangles and points).
public enum JSONText {
    /// A finite number to the thousandth (`12`, `0.5`); `null` otherwise.
    public static func number(_ value: Double) -> String { value.isFinite ? NumberText.thousandths(value) : "null" }

    /// `string` as a JSON string literal, quotes included: the one escaping every JSON
    /// writer of the project uses.
    public static func string(_ string: String) -> String {
        "\"" + TextEscaping.json.escaping(string) + "\""
    }

    /// Values already written, as an array.
    public static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// Names and values already written, as an object, in the order given.
    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}

extension TextEscaping {
    /// Quotes, backslashes and the three common controls by their short escapes; any other
    /// control character as `\u00XX`.
    static let json = TextEscaping(
        named: ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"],
        control: { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        })
}
