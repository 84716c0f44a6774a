/// Values of Objective-C expressions given as tokens.
enum ObjectiveCValues {
    /// A number: `8`, `-4`, `8.0f`, `@8`, `@(11.0)`, `@(-4)`, `(CGFloat)8`; nil otherwise.
    static func number(_ tokens: [ObjectiveCToken], defined: [String: Double] = [:]) -> Double? {
        var tokens = tokens[...]
        if tokens.first?.text == "@" { tokens = tokens.dropFirst() }
        // Parentheses and casts: `(8)`, `(CGFloat)8`.
        while tokens.first?.text == "(" {
            if tokens.last?.text == ")" {
                tokens = tokens.dropFirst().dropLast()
            } else if let close = tokens.firstIndex(where: { $0.text == ")" }) {
                tokens = tokens[(close + 1)...]
            } else {
                return nil
            }
        }
        var sign = 1.0
        if tokens.first?.text == "-" { sign = -1; tokens = tokens.dropFirst() }
        guard tokens.count == 1, let only = tokens.first else { return nil }
        if only.kind == .identifier { return defined[only.text].map { $0 * sign } }
        guard only.kind == .number else { return nil }
        var text = only.text.lowercased()
        while let last = text.last, "flu".contains(last), !text.hasPrefix("0x") { text.removeLast() }
        return Double(text).map { $0 * sign }
    }
}
