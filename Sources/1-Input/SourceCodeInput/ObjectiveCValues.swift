/// Values of Objective-C expressions given as tokens.
enum ObjectiveCValues {
    /// A number: `8`, `-4`, `8.0f`, `@8`, `@(11.0)`, `@(-4)`, `(CGFloat)8`, `kPad + 4` (with
    /// `kPad` defined); nil otherwise.
    static func number(_ tokens: [ObjectiveCToken], defined: [String: Double] = [:]) -> Double? {
        var tokens = tokens[...]
        if tokens.first?.text == "@" { tokens = tokens.dropFirst() }
        // A sum or difference (`UILayoutPriorityRequired - 1`, `kPad + 4`), split at its last
        // operator outside parentheses so that `a - b + c` is `(a - b) + c`.
        // When a side is no number, the operator may be a sign after a cast (`(CGFloat)-4`).
        if let split = lastOperator(in: tokens),
           let left = number(Array(tokens[..<split]), defined: defined),
           let right = number(Array(tokens[(split + 1)...]), defined: defined) {
            return tokens[split].text == "+" ? left + right : left - right
        }
        // Parentheses and casts: `(8)`, `(CGFloat)8`, `(kPad - 2)`.
        var stripped = false
        while tokens.first?.text == "(" {
            stripped = true
            if tokens.last?.text == ")" {
                tokens = tokens.dropFirst().dropLast()
            } else if let close = tokens.firstIndex(where: { $0.text == ")" }) {
                tokens = tokens[(close + 1)...]
            } else {
                return nil
            }
        }
        if stripped, tokens.count > 1 { return number(Array(tokens), defined: defined) }
        var sign = 1.0
        if tokens.first?.text == "-" { sign = -1; tokens = tokens.dropFirst() }
        guard tokens.count == 1, let only = tokens.first else { return nil }
        if only.kind == .identifier { return defined[only.text].map { $0 * sign } }
        guard only.kind == .number else { return nil }
        var text = only.text.lowercased()
        while let last = text.last, "flu".contains(last), !text.hasPrefix("0x") { text.removeLast() }
        return Double(text).map { $0 * sign }
    }

    /// The index of the last `+` or `-` outside parentheses that stands between two
    /// operands (not a sign: the first token, or one after another operator).
    private static func lastOperator(in tokens: ArraySlice<ObjectiveCToken>) -> Int? {
        var depth = 0
        for index in tokens.indices.reversed() {
            switch tokens[index].text {
            case ")": depth += 1
            case "(": depth -= 1
            case "+", "-":
                guard depth == 0, index > tokens.startIndex else { continue }
                if !["+", "-", "*", "/", "(", "@"].contains(tokens[index - 1].text) { return index }
            default: break
            }
        }
        return nil
    }
}
