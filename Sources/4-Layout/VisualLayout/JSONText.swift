import NumberText

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
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Values already written, as an array.
    public static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

    /// Names and values already written, as an object, in the order given.
    public static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
