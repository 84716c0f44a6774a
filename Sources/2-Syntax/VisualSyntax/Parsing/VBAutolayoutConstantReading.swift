import TextFormats
/// How VBAutolayout 2.0.1 reads a layout constant string such as `">=10@999"`, reproduced
/// exactly (docs/semantics.md 3.1), next to what the text seems to say.
///
/// VBAutolayout does not parse the string: it rewrites it with one regular expression,
/// `([><=]*)\(?(-?\d*)\)?@?(\d*)` → `$1,$2,$3` (every match, including empty ones), splits
/// the result at commas and takes part 1 as the constant and part 2 as the priority, each
/// read with `integerValue`; the relation comes from the string's first character. So
/// `"10.7"` is 10, `">= 10"` is `>= 0`, `"=>10"` is `== 10`, and `"abc"` has priority 0.
/// The constraint stage uses `relation`, `constant` and `priority`, and warns with
/// `summary` when `isMisreading`.
public struct VBAutolayoutConstantReading: Sendable, Equatable, CustomStringConvertible {
    /// A relation, constant and priority.
    public struct Value: Sendable, Equatable, CustomStringConvertible {
        public var relation: LayoutRelation
        public var constant: Double
        public var priority: Double

        /// `>= 10`, with ` @999` when the priority is not required.
        public var description: String {
            let body = "\(relation) \(NumberText.exact(constant))"
            return priority == 1000 ? body : "\(body) @\(NumberText.exact(priority))"
        }
    }

    /// The string as written; nil for an absent constant.
    public var text: String?
    /// What VBAutolayout makes of the string.
    public var value: Value
    /// What the string seems to say to a reader who knows VFL (`>= 10` for `">= 10"`, `10.7`
    /// for `"10.7"`); nil when it does not look like a constant at all (`"abc"`).
    public var apparentValue: Value?

    public var relation: LayoutRelation { value.relation }
    public var constant: Double { value.constant }
    public var priority: Double { value.priority }

    /// True when VBAutolayout's reading differs from what the text seems to say.
    public var isMisreading: Bool { apparentValue != value }

    /// The reading of an absent constant (`{Item: x}` without `Constant`): `== 0 @1000`.
    public static let missingConstant: VBAutolayoutConstantReading = {
        let zero = Value(relation: .equal, constant: 0, priority: 1000)
        return VBAutolayoutConstantReading(text: nil, value: zero, apparentValue: zero)
    }()

    private init(text: String?, value: Value, apparentValue: Value?) {
        self.text = text
        self.value = value
        self.apparentValue = apparentValue
    }

    /// Reads `text` as VBAutolayout 2.0.1 does.
    public init(_ text: String) {
        self.init(text: text, value: Self.libraryReading(of: text), apparentValue: Self.apparentReading(of: text))
    }

    /// What VBAutolayout makes of the text, for a warning: `VBAutolayout reads "=>10" as '== 10',
    /// not '>= 10'`.
    public var summary: String {
        let quoted = "\"\(text ?? "")\""
        guard let apparentValue, apparentValue != value else {
            return "VBAutolayout reads \(quoted) as '\(value)'"
        }
        return "VBAutolayout reads \(quoted) as '\(value)', not '\(apparentValue)'"
    }

    public var description: String { value.description }

    // MARK: - VBAutolayout's reading

    private static func libraryReading(of text: String) -> Value {
        let parts = rewrittenLikeVBAutolayout(Array(text)).split(separator: ",", omittingEmptySubsequences: false)
        // The first match is always at offset 0 (the pattern can match the empty string), so
        // parts 1 and 2 are its second and third groups.
        let constantPart = parts.count > 1 ? String(parts[1]) : ""
        let priorityPart = parts.count > 2 ? String(parts[2]) : ""
        let relation: LayoutRelation = text.hasPrefix(">") ? .greaterThanOrEqual
            : text.hasPrefix("<") ? .lessThanOrEqual : .equal
        let constant = constantPart.isEmpty ? 0 : integerValue(constantPart)
        let priority = priorityPart.isEmpty ? 1000 : integerValue(priorityPart)
        return Value(relation: relation, constant: Double(constant), priority: Double(priority))
    }

    /// Replaces every match of `([><=]*)\(?(-?\d*)\)?@?(\d*)` with `$1,$2,$3`, as
    /// `stringByReplacingOccurrencesOfString:…options:NSRegularExpressionSearch` does.
    ///
    /// ICU's rules for empty matches apply: after a non-empty match the next search starts
    /// where it ended (and may match the empty string there); after an empty match the
    /// character at that position is copied and the search moves on by one.
    static func rewrittenLikeVBAutolayout(_ text: [Character]) -> String {
        var output = ""
        var position = 0
        while position <= text.count {
            let (groups, end) = matchPattern(in: text, at: position)
            output += groups.joined(separator: ",")
            if end == position {
                if position < text.count { output.append(text[position]) }
                position += 1
            } else {
                position = end
            }
        }
        return output
    }

    /// The pattern is a sequence of optional parts, so a greedy left-to-right scan is exactly
    /// what the regular expression engine does at one starting position.
    private static func matchPattern(in text: [Character], at start: Int) -> (groups: [String], end: Int) {
        var index = start
        func take(while predicate: (Character) -> Bool) -> String {
            var taken = ""
            while index < text.count, predicate(text[index]) {
                taken.append(text[index])
                index += 1
            }
            return taken
        }
        func takeOptional(_ character: Character) -> String {
            guard index < text.count, text[index] == character else { return "" }
            index += 1
            return String(character)
        }
        let relation = take { "><=".contains($0) }
        _ = takeOptional("(")
        var constant = takeOptional("-")
        constant += take { $0.isASCII && $0.isNumber }
        _ = takeOptional(")")
        _ = takeOptional("@")
        let priority = take { $0.isASCII && $0.isNumber }
        return ([relation, constant, priority], index)
    }

    /// `-[NSString integerValue]`: leading whitespace, an optional sign, then decimal digits up
    /// to the first other character; 0 when there are none. Saturates instead of overflowing.
    static func integerValue(_ string: String) -> Int {
        var characters = Substring(string).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var sign = 1
        if let first = characters.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            characters = characters.dropFirst()
        }
        var magnitude = 0
        for character in characters {
            guard character.isASCII, let digit = character.wholeNumberValue else { break }
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return sign == 1 ? Int.max : Int.min }
            magnitude = next
        }
        return sign * magnitude
    }

    // MARK: - What the text seems to say

    /// Reads `[relation] [(] [sign] number [)] [@ priority]` with spaces allowed anywhere and
    /// decimals allowed, as someone who knows VFL would read it; `=>`/`=<` count as `>=`/`<=`.
    /// Nil when the text is not of that shape.
    private static func apparentReading(of text: String) -> Value? {
        var scanner = Array(text)[...]
        func skipSpaces() { scanner = scanner.drop { $0 == " " || $0 == "\t" } }
        func consume(_ prefix: String) -> Bool {
            guard scanner.starts(with: prefix) else { return false }
            scanner = scanner.dropFirst(prefix.count)
            return true
        }
        func number() -> Double? {
            var digits = ""
            if consume("-") { digits = "-" } else { _ = consume("+") }
            skipSpaces()
            let body = scanner.prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
            scanner = scanner.dropFirst(body.count)
            return Double(digits + String(body))
        }

        skipSpaces()
        var relation = LayoutRelation.equal
        for (spelling, meaning) in [(">=", LayoutRelation.greaterThanOrEqual), ("=>", .greaterThanOrEqual),
                                    ("<=", .lessThanOrEqual), ("=<", .lessThanOrEqual), ("==", .equal),
                                    (">", .greaterThanOrEqual), ("<", .lessThanOrEqual), ("=", .equal)]
        where consume(spelling) {
            relation = meaning
            break
        }
        skipSpaces()
        var constant = 0.0
        if scanner.first != "@", !scanner.isEmpty {
            let parenthesised = consume("(")
            skipSpaces()
            guard let value = number() else { return nil }
            constant = value
            skipSpaces()
            if parenthesised, !consume(")") { return nil }
            skipSpaces()
        }
        var priority = 1000.0
        if consume("@") {
            skipSpaces()
            guard let value = number() else { return nil }
            priority = value
            skipSpaces()
        }
        return scanner.isEmpty ? Value(relation: relation, constant: constant, priority: priority) : nil
    }
}
