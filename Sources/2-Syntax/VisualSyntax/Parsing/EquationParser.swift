/// Parses an equation: `NAME.ATTR REL [M *] NAME.ATTR [(+|-) C] [@ P]` or
/// `NAME.ATTR REL C [@ P]`.
///
/// Pairs Auto Layout refuses to relate are errors here already: a position with a size
/// (`a.left == b.width`) and the two axes (`a.left == b.top`), since each statement alone
/// shows them.
struct EquationParser: ScanningParser {
    var scanner: Scanner

    mutating func parse() throws(SyntaxError) -> Equation {
        scanner.skipWhitespace()
        let start = scanner.index
        let first = try parseAttributeReference()
        scanner.skipWhitespace()
        guard let (relation, _) = try scanner.scanRelation() else {
            throw scanner.expected("'==', '>=' or '<=' after '\(first)'")
        }
        scanner.skipWhitespace()

        var multiplier: ConstantSyntax?
        var second: AttributeReference?
        var constant: EquationConstant?
        if isAtConstant() {
            let value = try parseSignedConstant()
            scanner.skipWhitespace()
            if scanner.consume("*") {
                guard !value.isNegated else {
                    throw SyntaxError("a multiplier cannot be negated; write a negative number such as '-2 *'",
                                      at: value.range)
                }
                multiplier = value.value
                scanner.skipWhitespace()
                second = try parseAttributeReference()
            } else {
                constant = value
            }
        } else {
            second = try parseAttributeReference()
        }
        if let second {
            try checkRelatable(first, second)
            scanner.skipWhitespace()
            if scanner.current == "*" {
                throw SyntaxError("write the multiplier before the attribute, as in '2 * \(second.item).\(second.attribute)'",
                                  at: scanner.currentRange)
            }
            let signStart = scanner.index
            if scanner.current == "+" || scanner.current == "-" {
                let isNegated = scanner.current == "-"
                scanner.advance()
                scanner.skipWhitespace()
                let value = try parseUnsignedConstant()
                constant = EquationConstant(isNegated: isNegated, value: value, range: scanner.range(from: signStart))
            }
        }
        scanner.skipWhitespace()
        var priority: PrioritySyntax?
        if scanner.consume("@") {
            scanner.skipWhitespace()
            priority = try scanner.expectPriority(allowingNames: true, allowingMetrics: false)
        }
        try scanner.expectEnd(after: "the equation")
        return Equation(first: first, relation: relation, multiplier: multiplier, second: second,
                        constant: constant, priority: priority, range: scanner.range(from: start))
    }

    /// A constant (rather than `NAME.ATTR`) starts here: a number, a sign, or a name not
    /// followed by `.`.
    private func isAtConstant() -> Bool {
        if scanner.isAtSignedNumberStart() || scanner.current == "-" || scanner.current == "+" { return true }
        guard let length = scanner.identifierLength() else { return false }
        return scanner.peek(length) != "."
    }

    /// `5`, `-5`, `gap`, `-gap`.
    private mutating func parseSignedConstant() throws(SyntaxError) -> EquationConstant {
        let start = scanner.index
        if let number = try scanner.scanNumber(allowingSign: true) {
            return EquationConstant(isNegated: false, value: .number(number), range: number.range)
        }
        let isNegated = scanner.current == "-"
        if scanner.current == "-" || scanner.current == "+" {
            scanner.advance()
            scanner.skipWhitespace()
        }
        let value = try parseUnsignedConstant()
        return EquationConstant(isNegated: isNegated, value: value, range: scanner.range(from: start))
    }

    /// A number or a metric's name.
    private mutating func parseUnsignedConstant() throws(SyntaxError) -> ConstantSyntax {
        if let number = try scanner.scanNumber() { return .number(number) }
        if let name = scanner.scanIdentifier() { return .metric(name) }
        throw scanner.expected("a number or metric name")
    }

    /// `NAME.ATTR`, where NAME is a view, `superview`, `safeArea` or `margins`.
    private mutating func parseAttributeReference() throws(SyntaxError) -> AttributeReference {
        let start = scanner.index
        let name = try scanner.expectIdentifier("a view name, 'superview', 'safeArea' or 'margins'")
        guard scanner.consume(".") else {
            throw scanner.expected("'.' and an attribute after '\(name)', as in '\(name).top'")
        }
        // The messages are built only on failure: every equation of a file passes here twice.
        guard let attributeName = scanner.scanIdentifier() else {
            throw scanner.expected("an attribute after '\(name).' (\(Self.attributeList))")
        }
        let attribute: LayoutAttribute
        var part = AttributePart.frame
        if let plain = LayoutAttribute(rawValue: attributeName.text) {
            attribute = plain
        } else if let (base, extra) = AttributePart.extraNames[attributeName.text] {
            (attribute, part) = (base, extra)
        } else {
            throw SyntaxError("unknown attribute '\(attributeName)'; expected one of \(Self.attributeList)",
                              at: attributeName.range)
        }
        let item: EquationItem = switch name.text {
        case "superview": .superview(name.range)
        case "safeArea": .safeArea(name.range)
        case "margins": .margins(name.range)
        default: .view(ViewName(name.text, range: name.range))
        }
        return AttributeReference(item: item, attribute: attribute, part: part, range: scanner.range(from: start))
    }

    /// The contract's attributes, for messages: `left, right, …` (the margins and
    /// baselines Interface Builder documents need are accepted too, but not offered).
    private static var attributeList: String {
        LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")
    }

    /// Auto Layout relates sizes with sizes and positions with positions of the same axis
    /// (a width may equal a height: an aspect ratio).
    private func checkRelatable(_ first: AttributeReference, _ second: AttributeReference) throws(SyntaxError) {
        let (a, b) = (first.attribute, second.attribute)
        if a.isDimension != b.isDimension {
            throw SyntaxError("cannot relate \(a.isDimension ? "size" : "position") '\(a)' to \(b.isDimension ? "size" : "position") '\(b)'",
                              at: second.range)
        }
        if !a.isDimension, a.axis != b.axis {
            throw SyntaxError("cannot relate \(a.axis) position '\(a)' to \(b.axis) position '\(b)'", at: second.range)
        }
    }
}
