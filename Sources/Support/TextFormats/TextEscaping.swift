/// How one text format escapes text: the characters it names, and what becomes of the
/// other control characters (below U+0020). JSON strings and markup (XML, HTML) are the two;
/// both walk the text by `escaping(_:)`, one scalar at a time.
struct TextEscaping: Sendable {
    /// The characters the format writes another way, and how.
    let named: [Unicode.Scalar: String]
    /// What a control character the table does not name becomes ("" drops it).
    let control: @Sendable (Unicode.Scalar) -> String

    /// `text` with every named character replaced and every other control character
    /// passed through `control`.
    func escaping(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = named[scalar] {
                out += replacement
            } else if scalar.value < 0x20 {
                out += control(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
