/// Parses the container settings: `canvas`, `padding`, `spacing`, `safe-area`, `margins`,
/// `rows` (whose format is a row-like string read by `RowParser`) and `direction`.
///
/// Sizes, paddings, spacings and insets are unsigned numbers: a negative padding or inset has
/// no sensible meaning, and the sign would more likely be a typo.
struct SettingParser: ScanningParser {
    var scanner: Scanner

    mutating func parse(_ kind: SettingKind) throws(SyntaxError) -> Setting {
        scanner.skipWhitespace()
        let start = scanner.index
        scanner.advance(kind.rawValue.count)
        scanner.skipWhitespace()
        switch kind {
        case .canvas:
            return .canvas(try parseCanvas(from: start))
        case .padding:
            let (first, second) = try parseOneOrTwoNumbers(after: "padding")
            return .padding(PaddingSetting(horizontal: first, vertical: second, range: scanner.range(from: start)))
        case .spacing:
            let (first, second) = try parseOneOrTwoNumbers(after: "spacing")
            return .spacing(SpacingSetting(sibling: first, edge: second, range: scanner.range(from: start)))
        case .safeArea:
            return .safeArea(try parseInsets(from: start, keyword: "safe-area"))
        case .margins:
            return .margins(try parseInsets(from: start, keyword: "margins"))
        case .rowSpacing:
            guard !scanner.isAtEnd else {
                throw scanner.expected("a row-spacing format after 'rows', such as '|-5-[r1]-5-[r2]-15-|'")
            }
            var rows = RowParser(scanner: scanner)
            var format = try rows.parseRowSpacingFormat()
            // Like every setting, the whole statement: "set twice" points at the keyword.
            format.range = SourceRange(start: scanner.range(from: start).start, end: format.range.end)
            return .rowSpacing(format)
        case .direction:
            let name = try scanner.expectIdentifier("'ltr' or 'rtl' after 'direction'")
            guard let direction = LayoutDirection(rawValue: name.text) else {
                throw SyntaxError("unknown direction '\(name.text)'; expected 'ltr' or 'rtl'", at: name.range)
            }
            try scanner.expectEnd(after: "the direction")
            return .direction(DirectionSetting(direction: direction, range: scanner.range(from: start)))
        }
    }

    /// `canvas W x H` or `canvas fit`.
    private mutating func parseCanvas(from start: Int) throws(SyntaxError) -> CanvasSetting {
        let width = try parseDimension("a width (a number or 'fit') after 'canvas'")
        scanner.skipWhitespace()
        if scanner.isAtEnd, case .fit(let range) = width {
            // `canvas fit` means `canvas fit x fit`.
            return CanvasSetting(width: width, height: .fit(range), range: scanner.range(from: start))
        }
        guard scanner.consumeKeyword("x") else {
            throw scanner.expected("'x' between the canvas width and height, as in 'canvas 320 x 480'")
        }
        scanner.skipWhitespace()
        let height = try parseDimension("a height (a number or 'fit') after 'x'")
        try scanner.expectEnd(after: "the canvas size")
        return CanvasSetting(width: width, height: height, range: scanner.range(from: start))
    }

    private mutating func parseDimension(_ what: String) throws(SyntaxError) -> CanvasDimension {
        let start = scanner.index
        if scanner.consumeKeyword("fit") {
            return .fit(scanner.range(from: start))
        }
        // `320x480` is one token to the number scanner; say what is wrong with it.
        if let word = wordAtCursor(), word.contains("x"), word.split(separator: "x").count == 2,
           word.allSatisfy({ $0.isASCIIDigit || $0 == "x" || $0 == "." }) {
            throw SyntaxError("write the canvas size with spaces around 'x', as in 'canvas 320 x 480'",
                              at: scanner.range(from: start, to: start + word.count))
        }
        return .points(try scanner.expectNumber(what))
    }

    /// The run of letters, digits and dots at the cursor.
    private func wordAtCursor() -> String? {
        var word = ""
        var offset = 0
        while let character = scanner.peek(offset), character.isIdentifierContinuation || character == "." {
            word.append(character)
            offset += 1
        }
        return word.isEmpty ? nil : word
    }

    /// `padding H [V]` and `spacing S [E]`.
    private mutating func parseOneOrTwoNumbers(after keyword: String) throws(SyntaxError) -> (NumberLiteral, NumberLiteral?) {
        let first = try scanner.expectNumber("a number after '\(keyword)'")
        scanner.skipWhitespace()
        let second = try scanner.scanNumber()
        try scanner.expectEnd(after: "'\(keyword)' and its numbers")
        return (first, second)
    }

    /// `safe-area T L B R` and `margins T L B R`.
    private mutating func parseInsets(from start: Int, keyword: String) throws(SyntaxError) -> InsetsSetting {
        var numbers: [NumberLiteral] = []
        for side in ["top", "left", "bottom", "right"] {
            numbers.append(try scanner.expectNumber("the \(side) inset (\(keyword) takes top, left, bottom and right)"))
            scanner.skipWhitespace()
        }
        try scanner.expectEnd(after: "the four insets")
        return InsetsSetting(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3],
                             range: scanner.range(from: start))
    }
}
