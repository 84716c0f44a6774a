/// Values of Objective-C expressions given as tokens.
enum ObjectiveCValues {
    /// A number: `8`, `-4`, `8.0f`, `@8`, `@(11.0)`, `@(-4)`, `(CGFloat)8`, `kPad + 4`,
    /// `2 * (kArrow + kLine)` (with the names defined); nil otherwise.
    static func number(_ tokens: [ObjectiveCToken], defined: [String: Double] = [:]) -> Double? {
        number(tokens[...], defined: defined, nesting: 0)
    }

    /// A size written with numbers: `CGSizeMake(w, h)`, `NSMakeSize(w, h)`, `(CGSize){w, h}`,
    /// `(CGSize){.width = w, .height = h}`, each value a number or UIKit's "no intrinsic
    /// metric" (nil in the size); nil when a value is only known at run time.
    static func size(_ tokens: [ObjectiveCToken], defined: [String: Double]) -> CustomViewClasses.DeclaredSize? {
        var inner: ArraySlice<ObjectiveCToken>
        if tokens.count > 3, ["CGSizeMake", "NSMakeSize"].contains(tokens[0].text), tokens[1].text == "(", tokens.last?.text == ")" {
            inner = tokens[2..<(tokens.count - 1)]
        } else if tokens.count > 5, tokens[0].text == "(", tokens[1].text == "CGSize" || tokens[1].text == "NSSize",
                  tokens[2].text == ")", tokens[3].text == "{", tokens.last?.text == "}" {
            inner = tokens[4..<(tokens.count - 1)]
        } else {
            return nil
        }
        var values: [String: Double?] = [:]
        var depth = 0, start = inner.startIndex, position = 0
        for index in inner.startIndex...inner.endIndex {
            if index < inner.endIndex {
                switch inner[index].text {
                case "(", "{", "[": depth += 1; continue
                case ")", "}", "]": depth -= 1; continue
                case ",": if depth != 0 { continue }
                default: continue
                }
            }
            var part = inner[start..<index]
            start = index + 1
            // `.width = w`: the field named; otherwise width, then height.
            var field = position == 0 ? "width" : "height"
            position += 1
            if part.count > 3, part.first?.text == ".", part[part.startIndex + 2].text == "=" {
                field = part[part.startIndex + 1].text
                part = part.dropFirst(3)
            }
            guard field == "width" || field == "height", values[field] == nil else { return nil }
            if part.count == 1, let only = part.first, CustomViewClasses.isNoIntrinsicMetric(only.text) {
                values[field] = .some(nil)
            } else if let number = number(part, defined: defined, nesting: 0), number >= 0 {
                values[field] = number
            } else {
                return nil
            }
        }
        guard position == 2, let width = values["width"], let height = values["height"] else { return nil }
        return CustomViewClasses.DeclaredSize(width: width, height: height)
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
        let signs = operators(["+", "-"], in: tokens)
        if !signs.isEmpty, let sum = fold(tokens, at: signs, defined: defined, nesting: nesting, {
            $1 == "+" ? $0 + $2 : $0 - $2
        }) {
            return sum
        }
        // A product or quotient (`2 * kPad`, `kWidth / 2`), left to right: a term of the sum;
        // a division by zero is no number.
        let factors = operators(["*", "/"], in: tokens)
        if !factors.isEmpty {
            return fold(tokens, at: factors, defined: defined, nesting: nesting) { $1 == "*" ? $0 * $2 : $0 / $2 }
                .flatMap { $0.isFinite ? $0 : nil }
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

    /// The operands between `operators`, combined left to right by `combine(total, operator,
    /// operand)` in one pass however many there are; nil when one is no number.
    private static func fold(_ tokens: ArraySlice<ObjectiveCToken>, at operators: [Int], defined: [String: Double],
                             nesting: Int, _ combine: (Double, String, Double) -> Double) -> Double? {
        let bounds = [tokens.startIndex - 1] + operators + [tokens.endIndex]
        var total: Double?
        for (before, after) in zip(bounds, bounds.dropFirst()) {
            guard let operand = Self.number(tokens[(before + 1)..<after], defined: defined, nesting: nesting) else { return nil }
            total = total.map { combine($0, tokens[before].text, operand) } ?? operand
        }
        return total
    }

    /// The operators among `symbols` outside parentheses that stand between two operands
    /// (not a sign: the first token, or one after another operator).
    private static func operators(_ symbols: Set<String>, in tokens: ArraySlice<ObjectiveCToken>) -> [Int] {
        var depth = 0
        var found: [Int] = []
        for index in tokens.indices {
            let text = tokens[index].text
            if text == "(" { depth += 1 } else if text == ")" { depth -= 1 }
            guard symbols.contains(text), depth == 0, index > tokens.startIndex,
                  !["+", "-", "*", "/", "(", "@"].contains(tokens[index - 1].text) else { continue }
            found.append(index)
        }
        return found
    }
}
