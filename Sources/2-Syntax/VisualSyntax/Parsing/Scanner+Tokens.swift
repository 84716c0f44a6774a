// The tokens every statement language of the file spells the same way: identifiers,
// numbers, quoted strings, relations.

extension Character {
    /// Identifiers start like C identifiers (letters of any script are welcome).
    var isIdentifierStart: Bool {
        guard let byte = asciiFirstByte else { return isLetter }
        return byte.isASCIILetter || (byte == UInt8(ascii: "_") && isSingleByte)
    }

    var isIdentifierContinuation: Bool {
        guard let byte = asciiFirstByte else { return isLetter }
        return byte.isASCIILetter || ((byte == UInt8(ascii: "_") || byte.isASCIIDigit) && isSingleByte)
    }

    var isASCIIDigit: Bool {
        guard let byte = asciiFirstByte else { return false }
        return byte.isASCIIDigit && isSingleByte
    }
}

extension Scanner {
    // MARK: Identifiers

    var isAtIdentifierStart: Bool { current?.isIdentifierStart ?? false }

    /// The identifier at the cursor without consuming it.
    func peekIdentifier(at offset: Int = 0) -> String? {
        identifierEnd(at: index + offset).map { string(from: index + offset, to: $0) }
    }

    /// How many characters the identifier at the cursor has, without making it a string;
    /// nil when none starts here.
    func identifierLength() -> Int? {
        identifierEnd(at: index).map { $0 - index }
    }

    /// Where the identifier starting at position `start` ends, or nil when none starts there.
    private func identifierEnd(at start: Int) -> Int? {
        if let bytes = text.asciiBytes {  // the same tests on the same characters, as bytes
            guard start >= 0, start < bytes.count, bytes[start].isASCIIIdentifierStart else { return nil }
            var end = start + 1
            while end < bytes.count, bytes[end].isASCIIIdentifierContinuation { end += 1 }
            return end
        }
        guard start >= 0, start < text.count, text.characters[start].isIdentifierStart else { return nil }
        var end = start + 1
        while end < text.count, text.characters[end].isIdentifierContinuation { end += 1 }
        return end
    }

    mutating func scanIdentifier() -> Identifier? {
        guard let end = identifierEnd(at: index) else { return nil }
        let start = index
        advance(end - start)
        return Identifier(string(from: start, to: end), range: range(from: start))
    }

    /// Reads an identifier or fails with `expected \(what)` (a message only made on failure).
    mutating func expectIdentifier(_ what: @autoclosure () -> String) throws(SyntaxError) -> Identifier {
        guard let identifier = scanIdentifier() else { throw expected(what()) }
        return identifier
    }

    /// Reads the keyword `word` if it comes next as a whole identifier.
    mutating func consumeKeyword(_ word: String) -> Bool {
        guard peekIdentifier() == word else { return false }
        advance(word.count)
        return true
    }

    // MARK: Numbers

    /// True at a digit, or at a `.` followed by a digit (`.5`), after `offset` characters.
    func isAtNumberStart(offset: Int = 0) -> Bool {
        guard let character = peek(offset) else { return false }
        if character.isASCIIDigit { return true }
        return character == "." && (peek(offset + 1)?.isASCIIDigit ?? false)
    }

    /// True at a number, or at a sign directly followed by one.
    func isAtSignedNumberStart() -> Bool {
        if current == "-" || current == "+" { return isAtNumberStart(offset: 1) }
        return isAtNumberStart()
    }

    /// Reads a number (`50`, `0.5`, `.5`; with `allowingSign`, also `-5`); nil when no number
    /// starts here.
    ///
    /// A number glued to letters or dots (`12px`, `320x480`, `1.2.3`) is read as one token and
    /// rejected whole, so the message shows all of it rather than a confusing remainder. A
    /// number beyond `NumberLiteral.maximumMagnitude` is an error too: every number of the
    /// file is read here, so none can be infinite (309 digits) or absurdly large downstream.
    mutating func scanNumber(allowingSign: Bool = false) throws(SyntaxError) -> NumberLiteral? {
        let start = index
        let signLength = (allowingSign && (current == "-" || current == "+")) ? 1 : 0
        guard isAtNumberStart(offset: signLength) else { return nil }
        advance(signLength)
        let bodyStart = index
        while let character = current, character.isIdentifierContinuation || character == "." {
            advance()
        }
        let body = string(from: bodyStart, to: index)
        let token = string(from: start, to: index)
        let isWellFormed = body.allSatisfy { $0.isASCIIDigit || $0 == "." }
            && body.filter { $0 == "." }.count <= 1
            && body.contains(where: \.isASCIIDigit)
        guard isWellFormed, let value = Double(token.hasSuffix(".") ? token + "0" : token) else {
            throw SyntaxError("invalid number '\(token)'", at: range(from: start))
        }
        guard abs(value) <= NumberLiteral.maximumMagnitude else {
            // A token of hundreds of digits is shortened; the caret line shows all of it.
            let shown = token.count <= 16 ? "'\(token)'" : "'\(token.prefix(12))…' (\(token.count) characters)"
            throw SyntaxError(NumberLiteral.outOfRangeMessage("number \(shown)"), at: range(from: start))
        }
        return NumberLiteral(value: value, text: token, range: range(from: start))
    }

    /// Reads a number or fails with `expected \(what)` (a message only made on failure).
    mutating func expectNumber(_ what: @autoclosure () -> String, allowingSign: Bool = false) throws(SyntaxError) -> NumberLiteral {
        guard let number = try scanNumber(allowingSign: allowingSign) else { throw expected(what()) }
        return number
    }

    // MARK: Strings

    /// Reads `"…"` (and, with `allowingObjectiveC`, `@"…"`); nil when no string starts here.
    ///
    /// Escapes: `\"`, `\\`, `\n`, `\t`. A string ends on its line: an unterminated one is
    /// reported at its opening quote.
    mutating func scanStringLiteral(allowingObjectiveC: Bool = false) throws(SyntaxError) -> StringLiteral? {
        let start = index
        if allowingObjectiveC, current == "@", peek(1) == "\"" { advance() }
        guard current == "\"" else {
            reset(to: start)
            return nil
        }
        let quote = index
        advance()
        var value = ""
        while let character = current, character != "\n" {
            advance()
            switch character {
            case "\"":
                return StringLiteral(value: value, range: range(from: start))
            case "\\":
                let escapeStart = index - 1
                switch current {
                case "\""?: value.append("\"")
                case "\\"?: value.append("\\")
                case "n"?: value.append("\n")
                case "t"?: value.append("\t")
                default:
                    throw SyntaxError("invalid escape sequence in string literal; use \\\", \\\\, \\n or \\t",
                                      at: range(from: escapeStart, to: min(index + 1, text.count)))
                }
                advance()
            default:
                value.append(character)
            }
        }
        throw SyntaxError("unterminated string literal", at: range(from: quote, to: quote + 1))
    }

    // MARK: Relations

    /// Reads `==`, `>=` or `<=`; nil when no relation starts here.
    ///
    /// Near misses (`=`, `=>`, `>`, `<`) are errors rather than nil, because in every grammar
    /// that calls this they can only be a mistyped relation.
    mutating func scanRelation() throws(SyntaxError) -> (relation: LayoutRelation, range: SourceRange)? {
        let start = index
        for relation in [LayoutRelation.equal, .greaterThanOrEqual, .lessThanOrEqual] where consume(relation.rawValue) {
            return (relation, range(from: start))
        }
        guard let first = current, "=<>".contains(first) else { return nil }
        while let character = current, "=<>".contains(character) { advance() }
        throw SyntaxError("unknown relation '\(string(from: start, to: index))'; use '==', '>=' or '<='",
                          at: range(from: start))
    }
}

extension Scanner {
    // MARK: Priorities

    /// Reads a priority: a number from 1 to 1000, and where allowed a priority name
    /// (`required`, `high`, `low`, `fitting`) or a metric name.
    mutating func expectPriority(allowingNames: Bool, allowingMetrics: Bool) throws(SyntaxError) -> PrioritySyntax {
        if let number = try scanNumber() {
            try Self.checkPriority(number)
            return PrioritySyntax(.number(number), range: number.range)
        }
        if let name = peekIdentifier() {
            if allowingNames, let named = NamedPriority(rawValue: name) {
                let identifier = scanIdentifier()!
                return PrioritySyntax(.named(named), range: identifier.range)
            }
            if allowingMetrics {
                let identifier = scanIdentifier()!
                return PrioritySyntax(.metric(identifier), range: identifier.range)
            }
            let identifier = scanIdentifier()!
            throw SyntaxError("unknown priority '\(name)'; use a number from 1 to 1000, 'required', 'high', 'low' or 'fitting'",
                              at: identifier.range)
        }
        throw expected(allowingNames ? "a priority (1 to 1000, 'required', 'high', 'low' or 'fitting')"
                                     : "a priority (a number from 1 to 1000 or a metric)")
    }

    /// Auto Layout priorities lie in 1…1000.
    static func checkPriority(_ number: NumberLiteral) throws(SyntaxError) {
        guard PrioritySyntax.validRange.contains(number.value) else {
            throw SyntaxError("priority \(number.text) is out of range; priorities go from 1 to 1000", at: number.range)
        }
    }
}
