/// Text made safe for XML and HTML, in element content and in quoted attributes alike:
/// the five markup characters become entities, and control characters XML 1.0 forbids are
/// dropped (a diagnostic can quote any byte of a format file).
public func escapeMarkup(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
        default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
        }
    }
    return out
}
