import VisualSyntax

/// An item as a description writes it, before `names:` says who `|` and named items are.
enum ItemReference: Hashable {
    case item(LogItem)
    /// A name from the `names:` list (`[label]`, `label.leading`).
    case name(String)
    /// `|` of a VFL description: the superview.
    case superview
}

struct RawTerm {
    var item: ItemReference
    var attribute: LogAttribute
    var coefficient: Double
}

struct RawEquation {
    var lhs: [RawTerm]
    var relation: LogRelation
    var rhs: [RawTerm]
    var constant: Double
}

/// One description read, its items not yet resolved.
struct ParsedDescription {
    var className = ""
    var address = ""
    var identifier: String?
    var sourceLocation: String?
    var autoresizingMask: String?
    var equations: [RawEquation] = []
    /// Items a VFL description names without constraining (none today; kept for the list).
    var sizeOnlyItems: [ItemReference] = []
    var names: [String: LogItem] = [:]
    var priority: Double = 1000
}

struct ParseFailure: Error {
    var message: String
    var column: Int
}

/// Reads one description, between its `<` and `>`.
struct DescriptionParser {
    let characters: [Character]
    /// The column of `characters[0]` in its line.
    let firstColumn: Int
    var position = 0
    /// Names of the description's `names:` list that a view's name would not read whole:
    /// a space (`progress background`), a hyphen or dots (`ListViewImage-a...`, UIKit's
    /// cut accessibility identifier), longest first: read as written where the equation names them.
    var writtenNames: [String] = []

    init(characters: [Character], firstColumn: Int) {
        self.characters = characters
        self.firstColumn = firstColumn
    }

    mutating func parse() throws(ParseFailure) -> ParsedDescription {
        var result = ParsedDescription()
        skipSpaces()
        result.className = scanWhile { $0.isClassNameCharacter }
        try expect(":")
        skipSpaces()  // `<NSLayoutConstraint: 0x…>` of iOS 6/7 and AppKit
        result.address = scanWhile { !$0.isWhitespace && $0 != "@" }
        if peek == "@" {
            position += 1
            result.sourceLocation = scanSourceLocation()
        }
        // The names come last but say how the equation's names read: one may hold spaces.
        writtenNames = ((try? namesList()) ?? [:]).keys
            .filter { $0 != "|" && !$0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" } }
            .sorted { $0.count > $1.count }
        skipSpaces()
        if peek == "'" {
            result.identifier = Self.undoingStrikethrough(try scanQuoted(closingBefore: { $0 == nil || $0!.isWhitespace }))
        }
        skipSpaces()
        if startsWith("h=") {
            var mask = scanWhile { !$0.isWhitespace }
            skipSpaces()
            if startsWith("v=") { mask += " " + scanWhile { !$0.isWhitespace } }
            result.autoresizingMask = mask
            // `h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[…]`: the identifier after the mask.
            skipSpaces()
            if peek == "'", result.identifier == nil {
                result.identifier = Self.undoingStrikethrough(try scanQuoted(closingBefore: { $0 == nil || $0!.isWhitespace }))
            }
        }
        skipSpaces()
        guard !atEnd else { throw failure("expected a constraint after '\(result.className)'") }
        if startsWith("H:") || startsWith("V:") {
            result.equations = try parseVFL()
        } else {
            result.equations = [try parseEquation()]
        }
        try parseTail(&result)
        return result
    }

    // MARK: - Equations: `A.attr == 0.5*B.attr + 8`

    mutating func parseEquation() throws(ParseFailure) -> RawEquation {
        let (lhsTerms, lhsConstant) = try parseSide()
        skipSpaces()
        let relation: LogRelation
        if startsWith("==") { relation = .equal } else if startsWith("<=") { relation = .lessOrEqual }
        else if startsWith(">=") { relation = .greaterOrEqual }
        else { throw failure(atEnd ? "expected '==', '<=' or '>=' (the line is cut short)" : "expected '==', '<=' or '>='") }
        position += 2
        skipSpaces()
        let (rhsTerms, rhsConstant) = try parseSide()
        return RawEquation(lhs: lhsTerms, relation: relation, rhs: rhsTerms, constant: rhsConstant - lhsConstant)
    }

    /// A sum of parts: `A.attr`, `0.5*A.attr`, `A.attr * 0.5`, numbers, with `+` and `-`.
    mutating func parseSide() throws(ParseFailure) -> ([RawTerm], Double) {
        var terms: [RawTerm] = []
        var constant = 0.0
        while true {
            skipSpaces()
            var sign = 1.0
            if peek == "+" || peek == "-" {
                sign = peek == "-" ? -1 : 1
                position += 1
                skipSpaces()
            }
            guard !atEnd else { throw failure("expected a number or an attribute (the line is cut short)") }
            if let spacing = try scanNamedSpacing() {
                // `A.bottom <= B.bottom NSLayoutAnchorConstraintSpace(8)` (a system spacing
                // of an anchor's `…SystemSpacingBelow:`): the spacing is added, as the
                // anchor adds it to the second item.
                constant += sign * spacing
            } else if let number = scanNumber() {
                let save = position
                skipSpaces()
                if peek == "*" {
                    position += 1
                    skipSpaces()
                    var term = try parseItemAttribute()
                    term.coefficient *= sign * number
                    terms.append(term)
                } else {
                    position = save
                    constant += sign * number
                }
            } else {
                var term = try parseItemAttribute()
                let save = position
                skipSpaces()
                if peek == "*" {
                    position += 1
                    skipSpaces()
                    guard let number = scanNumber() else { throw failure("expected a multiplier after '*'") }
                    term.coefficient *= number
                } else {
                    position = save
                }
                term.coefficient *= sign
                terms.append(term)
            }
            // Another part follows only after `+` or `-`, or a named spacing without either.
            let save = position
            skipSpaces()
            var probe = self
            let more = peek == "+" || peek == "-" || (try? probe.scanNamedSpacing()) != nil
            position = save
            if !more { break }
        }
        return (terms, constant)
    }

    mutating func parseItemAttribute() throws(ParseFailure) -> RawTerm {
        let start = position
        let reference = try parseItem(allowsBareName: true)
        var attributeName: String
        if case .name(let dotted) = reference, dotted.contains("."), !writtenNames.contains(dotted) {
            // `label.leading`: a bare name and its attribute.
            let parts = dotted.split(separator: ".", omittingEmptySubsequences: false)
            attributeName = String(parts.last!)
            let name = parts.dropLast().joined(separator: ".")
            guard let attribute = LogAttribute(logName: attributeName) else {
                throw ParseFailure(message: "'\(attributeName)' is not a layout attribute", column: firstColumn + start)
            }
            return RawTerm(item: .name(name), attribute: attribute, coefficient: 1)
        }
        // `(LTR)` can follow an item in AppKit's descriptions.
        if startsWith("(LTR)") || startsWith("(RTL)") { position += 5 }
        guard peek == "." else {
            throw failure(atEnd ? "expected '.' and an attribute (the line is cut short)" : "expected '.' and an attribute after the view")
        }
        position += 1
        let attributeStart = position
        attributeName = scanWhile { $0.isLetter }
        guard let attribute = LogAttribute(logName: attributeName) else {
            throw ParseFailure(message: attributeName.isEmpty ? "expected an attribute"
                               : "'\(attributeName)' is not a layout attribute",
                               column: firstColumn + attributeStart)
        }
        return RawTerm(item: reference, attribute: attribute, coefficient: 1)
    }

    /// `UILabel:0x7fb…'title'`, `MyApp.CardView:0x…`, `SwiftUI._UIHostingView<…>:0x…`,
    /// `UILabel:titleLabel` (a Masonry key), `<UIView:0x…>` (early SnapKit), or a bare name.
    mutating func parseItem(allowsBareName: Bool) throws(ParseFailure) -> ItemReference {
        if peek == "<" {
            // SnapKit's first versions wrote items in angle brackets: `<UIView:0x…>.top`.
            position += 1
            let item = try parseItem(allowsBareName: false)
            try expect(">")
            return item
        }
        for name in writtenNames where startsWith(name) {
            let after = position + name.count
            if after == characters.count || ".[]()-".contains(characters[after]) {
                position = after
                return .name(name)
            }
        }
        let start = position
        var className = ""
        while let c = peek {
            if c.isClassNameCharacter {
                className.append(c)
                position += 1
            } else if c == "<", !className.isEmpty {
                // Generic arguments, nested, may hold spaces and commas.
                var depth = 0
                while let d = peek {
                    className.append(d)
                    position += 1
                    if d == "<" { depth += 1 } else if d == ">" { depth -= 1; if depth == 0 { break } }
                }
            } else {
                break
            }
        }
        guard !className.isEmpty, className.first!.isLetter || className.first == "_" || className.first == "$" else {
            position = start
            throw failure(atEnd ? "expected a view (the line is cut short)" : "expected a view")
        }
        guard peek == ":", position + 1 < characters.count, !characters[position + 1].isWhitespace else {
            guard allowsBareName else { throw failure("expected ':' and an address after '\(className)'") }
            return .name(className)
        }
        position += 1
        let address = scanWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        guard !address.isEmpty else { throw failure("expected an address after '\(className):'") }
        var label: String?
        if peek == "'" {
            label = try scanQuoted(closingBefore: { next in
                guard let next else { return true }
                return next.isWhitespace || ".]()>,-".contains(next)
            })
        }
        className = SwiftName.demangled(className)
        label = label.map(Self.unescapingUnicode).map(Self.undoingStrikethrough)
        // Masonry's `mas_key` and SnapKit's labels stand where the address would: the
        // developer's own name for the view.
        let isKey = !address.hasPrefix("0x")
        return .item(LogItem(id: className + ":" + address, className: className, label: label,
                             givenName: isKey ? address : nil))
    }

    /// A quoted identifier or label as UIKit printed it, where Jira's markup (issues
    /// synchronized from Jira) turned each `-` between two words into `~~`, as it does a
    /// connection's (`'UISV~~alignment~~spanner'` is `'UISV-alignment-spanner'`). A `~~`
    /// not between letters or digits is kept as written.
    static func undoingStrikethrough(_ text: String) -> String {
        guard text.contains("~~") else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if index > 0, index + 2 < characters.count, characters[index] == "~", characters[index + 1] == "~",
               characters[index - 1].isLetter || characters[index - 1].isNumber,
               characters[index + 2].isLetter || characters[index + 2].isNumber {
                result.append("-")
                index += 2
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// A label as older UIKit printed it, each character beyond ASCII escaped
    /// (`'\\U5206\\U4eab'`), read as the text it stands for (`'分享'`).
    static func unescapingUnicode(_ label: String) -> String {
        guard label.contains("\\U") || label.contains("\\u") else { return label }
        var result = ""
        var characters = Substring(label)
        while let first = characters.first {
            if first == "\\", let marker = characters.dropFirst().first, marker == "U" || marker == "u" {
                let hex = characters.dropFirst(2).prefix(4)
                if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    result.unicodeScalars.append(scalar)
                    characters = characters.dropFirst(6)
                    continue
                }
            }
            result.append(first)
            characters = characters.dropFirst()
        }
        return result
    }

    // MARK: - VFL: `H:|-(8)-[UILabel:0x…]`, `V:[a]-(0)-|`, `H:[UIView:0x…(100)]`

    enum VFLElement {
        case edge
        case view(ItemReference, [(LogRelation, Double?, ItemReference?)])
        case gap(LogRelation, Double)
    }

    mutating func parseVFL() throws(ParseFailure) -> [RawEquation] {
        let horizontal = peek == "H"
        position += 2
        var elements: [VFLElement] = []
        while let c = peek, !c.isWhitespace {
            if c == "|" {
                elements.append(.edge)
                position += 1
            } else if c == "[" {
                position += 1
                let item = try parseItem(allowsBareName: true)
                var predicates: [(LogRelation, Double?, ItemReference?)] = []
                if peek == "(" {
                    position += 1
                    predicates = try parsePredicates()
                    try expect(")")
                }
                try expect("]")
                elements.append(.view(item, predicates))
            } else if consumeDash() {
                if peek == "(" {
                    position += 1
                    let predicates = try parsePredicates()
                    try expect(")")
                    try expectDash()
                    guard let (relation, constant, _) = predicates.first, let constant else {
                        throw failure("expected a number in the spacing")
                    }
                    elements.append(.gap(relation, constant))
                } else if let number = scanNumber() {
                    try expectDash()
                    elements.append(.gap(.equal, number))
                } else {
                    elements.append(.gap(.equal, 8))  // `-` alone: the standard spacing
                }
            } else if c == "(" {
                break  // `(LTR)` after the description: the tail
            } else {
                throw failure("unexpected \(c.quotedForMessage) in a visual-format description")
            }
        }
        let start: LogAttribute = horizontal ? .leading : .top
        let end: LogAttribute = horizontal ? .trailing : .bottom
        let size: LogAttribute = horizontal ? .width : .height
        var equations: [RawEquation] = []
        // `H:|-(0)-[view]-(0)-|` (an autoresizing mask's flexible size): one constraint, the
        // view's size against its superview's.
        if elements.count == 5, case .edge = elements[0], case .gap(.equal, let a) = elements[1],
           case .view(let item, let predicates) = elements[2], predicates.isEmpty,
           case .gap(.equal, let b) = elements[3], case .edge = elements[4] {
            return [RawEquation(lhs: [RawTerm(item: item, attribute: size, coefficient: 1)], relation: .equal,
                                rhs: [RawTerm(item: .superview, attribute: size, coefficient: 1)], constant: -a - b)]
        }
        for element in elements {
            if case .view(let item, let predicates) = element {
                for (relation, constant, other) in predicates {
                    equations.append(RawEquation(
                        lhs: [RawTerm(item: item, attribute: size, coefficient: 1)], relation: relation,
                        rhs: other.map { [RawTerm(item: $0, attribute: size, coefficient: 1)] } ?? [],
                        constant: constant ?? 0))
                }
            }
        }
        // Each pair of neighbours, with the gap between them (none: 0).
        var index = 0
        while index < elements.count {
            guard isItemOrEdge(elements[index]) else { index += 1; continue }
            var next = index + 1
            var gap: (LogRelation, Double) = (.equal, 0)
            if next < elements.count, case .gap(let relation, let constant) = elements[next] {
                gap = (relation, constant)
                next += 1
            }
            guard next < elements.count, isItemOrEdge(elements[next]) else { index = next; continue }
            let before = reference(elements[index]), after = reference(elements[next])
            let isTrailingEdge = { if case .edge = elements[next] { return true } else { return false } }()
            if isTrailingEdge {
                // `[A]-(8)-|`: `|.trailing == A.trailing + 8`.
                equations.append(RawEquation(lhs: [RawTerm(item: .superview, attribute: end, coefficient: 1)],
                                             relation: gap.0, rhs: [RawTerm(item: before, attribute: end, coefficient: 1)],
                                             constant: gap.1))
            } else {
                let beforeAttribute: LogAttribute = { if case .edge = elements[index] { return start } else { return end } }()
                equations.append(RawEquation(lhs: [RawTerm(item: after, attribute: start, coefficient: 1)],
                                             relation: gap.0, rhs: [RawTerm(item: before, attribute: beforeAttribute, coefficient: 1)],
                                             constant: gap.1))
            }
            index = next
        }
        guard !equations.isEmpty else { throw failure("the visual-format description constrains nothing") }
        return equations
    }

    /// A connection's `-`; or `~~`, as Jira's markup turns `-(8)-` into strikethrough and
    /// issues synchronized from Jira print it (`V:|~~(0)~~[UIStackView:0x…]`).
    private mutating func consumeDash() -> Bool {
        if peek == "-" { position += 1; return true }
        if startsWith("~~") { position += 2; return true }
        return false
    }

    private mutating func expectDash() throws(ParseFailure) {
        if !consumeDash() { try expect("-") }
    }

    private func isItemOrEdge(_ element: VFLElement) -> Bool {
        if case .gap = element { return false }
        return true
    }

    private func reference(_ element: VFLElement) -> ItemReference {
        if case .view(let item, _) = element { return item }
        return .superview
    }

    /// `100`, `>=44`, `44@750`, `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`, `==other`,
    /// separated by commas.
    mutating func parsePredicates() throws(ParseFailure) -> [(LogRelation, Double?, ItemReference?)] {
        var predicates: [(LogRelation, Double?, ItemReference?)] = []
        repeat {
            if peek == "," { position += 1 }
            var relation = LogRelation.equal
            if startsWith("==") { position += 2 } else if startsWith(">=") { relation = .greaterOrEqual; position += 2 }
            else if startsWith("<=") { relation = .lessOrEqual; position += 2 }
            if let spacing = try scanNamedSpacing() {
                predicates.append((relation, spacing, nil))
            } else if let number = scanSignedNumber() {
                predicates.append((relation, number, nil))
            } else {
                predicates.append((relation, nil, try parseItem(allowsBareName: true)))
            }
            if peek == "@" {
                position += 1
                _ = scanNumber()
            }
        } while peek == ","
        return predicates
    }

    // MARK: - After the relation: `(active, names: …)`, `@750`, `Hug:250`, `(LTR)`

    mutating func parseTail(_ result: inout ParsedDescription) throws(ParseFailure) {
        while true {
            skipSpaces()
            guard let c = peek else { return }
            if c == "(" {
                let start = position
                var depth = 0
                while let d = peek {
                    position += 1
                    if d == "(" { depth += 1 } else if d == ")" { depth -= 1; if depth == 0 { break } }
                }
                let group = Array(characters[(start + 1)..<(depth == 0 ? position - 1 : position)])
                if let namesAt = AutoLayoutLogReader.find("names:", in: group.map { Character($0.lowercased()) }) {
                    var names = DescriptionParser(characters: Array(group[(namesAt + 6)...]),
                                                  firstColumn: firstColumn + start + 1 + namesAt + 6)
                    result.names = try names.parseNames()
                }
            } else if c == "@" {
                position += 1
                if let number = scanNumber() { result.priority = number }
            } else if startsWith("priority:") {
                position += 9
                if let number = scanNumber() { result.priority = number }
            } else {
                let word = scanWhile { !$0.isWhitespace }
                let lowered = word.lowercased()
                guard lowered.hasPrefix("hug:") || lowered.hasPrefix("compressionresistance:")
                      || lowered.hasPrefix("priority") || lowered == "\"" || lowered == "\"," else {
                    position -= word.count
                    throw failure("unexpected '\(word)' after the constraint")
                }
            }
        }
    }

    /// `'|':UIView:0x…, label:UILabel:0x… `.
    mutating func parseNames() throws(ParseFailure) -> [String: LogItem] {
        var names: [String: LogItem] = [:]
        while true {
            skipSpaces()
            guard !atEnd else { return names }
            let name: String
            if peek == "'" {
                name = try scanQuoted(closingBefore: { $0 == ":" })
            } else {
                // A name may hold spaces (`progress background:0x1089a5290`).
                name = scanWhile { $0 != ":" && $0 != "," && $0 != ")" }.squeezingSpaces
            }
            try expect(":")
            if startsWith("0x") {
                // `ItemCell:0x78b50b000`: a name and an address, no class.
                let address = scanWhile { $0.isLetter || $0.isNumber }
                names[name] = LogItem(id: name + ":" + address, className: name)
            } else if case .item(let item) = try parseItem(allowsBareName: false) {
                names[name] = item
            }
            skipSpaces()
            if peek == "," { position += 1 } else { return names }
        }
    }

    /// The `names:` list of the description's tail, read ahead of the equation; empty when
    /// there is none.
    func namesList() throws(ParseFailure) -> [String: LogItem] {
        let lowered = characters.map { Character($0.lowercased()) }
        guard let namesAt = AutoLayoutLogReader.find("names:", in: lowered) else { return [:] }
        var names = DescriptionParser(characters: Array(characters[(namesAt + 6)...]), firstColumn: firstColumn + namesAt + 6)
        return try names.parseNames()
    }

    /// `NSSpace(8)`, `NSLayoutAnchorConstraintSpace(8)`: a system spacing that names its
    /// value; nil (nothing read) when no such name stands here.
    mutating func scanNamedSpacing() throws(ParseFailure) -> Double? {
        let start = position
        let name = scanWhile { $0.isLetter }
        guard name.count > 1, name.hasSuffix("Space"), peek == "(" else { position = start; return nil }
        position += 1
        guard let number = scanSignedNumber() else { throw failure("expected a number in \(name)(…)") }
        try expect(")")
        return number
    }

    // MARK: - Scanning

    var peek: Character? { position < characters.count ? characters[position] : nil }
    var atEnd: Bool { position >= characters.count }

    func startsWith(_ text: String) -> Bool {
        let pattern = Array(text)
        return position + pattern.count <= characters.count
            && characters[position..<(position + pattern.count)].elementsEqual(pattern)
    }

    mutating func skipSpaces() {
        while let c = peek, c.isWhitespace { position += 1 }
    }

    mutating func scanWhile(_ predicate: (Character) -> Bool) -> String {
        let start = position
        while let c = peek, predicate(c) { position += 1 }
        return String(characters[start..<position])
    }

    mutating func expect(_ character: Character) throws(ParseFailure) {
        guard peek == character else {
            throw failure(atEnd ? "expected '\(character)' (the line is cut short)" : "expected '\(character)'")
        }
        position += 1
    }

    /// `'…'` whose closing quote is followed by what `closingBefore` accepts.
    mutating func scanQuoted(closingBefore: (Character?) -> Bool) throws(ParseFailure) -> String {
        let open = position
        var index = position + 1
        while index < characters.count {
            if characters[index] == "'" {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if closingBefore(next) {
                    position = index + 1
                    return String(characters[(open + 1)..<index])
                }
            }
            index += 1
        }
        throw ParseFailure(message: "unterminated quote", column: firstColumn + open)
    }

    /// `12`, `0.5`, `187.5`, `1e-05`: a number without sign.
    mutating func scanNumber() -> Double? {
        let start = position
        var text = scanWhile { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !text.isEmpty, text.contains(where: \.isNumber) else { position = start; return nil }
        if peek == "e" || peek == "E" {
            let save = position
            var exponent = String(peek!)
            position += 1
            if peek == "-" || peek == "+" { exponent.append(peek!); position += 1 }
            let digits = scanWhile { $0.isASCII && $0.isNumber }
            if digits.isEmpty { position = save } else { text += exponent + digits }
        }
        guard let value = Double(text) else { position = start; return nil }
        return value
    }

    mutating func scanSignedNumber() -> Double? {
        let start = position
        var sign = 1.0
        if peek == "-" { sign = -1; position += 1 } else if peek == "+" { position += 1 }
        guard let number = scanNumber() else { position = start; return nil }
        return sign * number
    }

    /// After SnapKit's `@`: `File.swift#88`, or a whole path that may hold spaces.
    mutating func scanSourceLocation() -> String {
        let start = position
        var index = position
        while index < characters.count {
            if characters[index] == "#" {
                var end = index + 1
                while end < characters.count, characters[end].isNumber { end += 1 }
                if end > index + 1, end == characters.count || characters[end].isWhitespace {
                    position = end
                    return String(characters[start..<end])
                }
            }
            index += 1
        }
        return scanWhile { !$0.isWhitespace }
    }

    func failure(_ message: String) -> ParseFailure {
        ParseFailure(message: message, column: firstColumn + min(position, characters.count))
    }
}
