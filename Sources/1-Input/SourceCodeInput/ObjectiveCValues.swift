/// Values of Objective-C expressions given as tokens.
enum ObjectiveCValues {
    /// A number: `8`, `-4`, `8.0f`, `@8`, `@(11.0)`, `@(-4)`, `(CGFloat)8`, `kPad + 4` (with
    /// `kPad` defined); nil otherwise.
    static func number(_ tokens: [ObjectiveCToken], defined: [String: Double] = [:]) -> Double? {
        number(tokens[...], defined: defined, nesting: 0)
    }

    /// Parentheses inside parentheses a value may have: past them it is unknown, since the
    /// file is untrusted and each level is a call deeper on a worker thread's small stack.
    static let deepestNesting = 32

    private static func number(_ tokens: ArraySlice<ObjectiveCToken>, defined: [String: Double], nesting: Int) -> Double? {
        guard nesting <= deepestNesting else { return nil }
        var tokens = tokens
        if tokens.first?.text == "@" { tokens = tokens.dropFirst() }
        // A sum or difference (`UILayoutPriorityRequired - 1`, `kPad + 4`): its terms outside
        // parentheses, added left to right in one pass however many there are. When a term
        // is no number, an operator may be a sign after a cast (`(CGFloat)-4`): read below.
        let operators = operatorsBetweenTerms(in: tokens)
        if !operators.isEmpty, let sum = sum(tokens, at: operators, defined: defined, nesting: nesting) { return sum }
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
        if stripped, tokens.count > 1 { return number(tokens, defined: defined, nesting: nesting + 1) }
        var sign = 1.0
        if tokens.first?.text == "-" { sign = -1; tokens = tokens.dropFirst() }
        guard tokens.count == 1, let only = tokens.first else { return nil }
        if only.kind == .identifier { return defined[only.text].map { $0 * sign } }
        guard only.kind == .number else { return nil }
        var text = only.text.lowercased()
        while let last = text.last, "flu".contains(last), !text.hasPrefix("0x") { text.removeLast() }
        return Double(text).map { $0 * sign }
    }

    /// The terms between `operators` added and subtracted left to right; nil when one is
    /// no number.
    private static func sum(_ tokens: ArraySlice<ObjectiveCToken>, at operators: [Int], defined: [String: Double],
                            nesting: Int) -> Double? {
        let bounds = [tokens.startIndex - 1] + operators + [tokens.endIndex]
        var total = 0.0
        for (number, (before, after)) in zip(bounds, bounds.dropFirst()).enumerated() {
            guard let term = Self.number(tokens[(before + 1)..<after], defined: defined, nesting: nesting) else { return nil }
            total += number == 0 || tokens[before].text == "+" ? term : -term
        }
        return total
    }

    /// The `+` and `-` outside parentheses that stand between two terms (not a sign: the
    /// first token, or one after another operator).
    private static func operatorsBetweenTerms(in tokens: ArraySlice<ObjectiveCToken>) -> [Int] {
        var depth = 0
        var found: [Int] = []
        for index in tokens.indices {
            switch tokens[index].text {
            case "(": depth += 1
            case ")": depth -= 1
            case "+", "-":
                guard depth == 0, index > tokens.startIndex,
                      !["+", "-", "*", "/", "(", "@"].contains(tokens[index - 1].text) else { continue }
                found.append(index)
            default: break
            }
        }
        return found
    }
}
