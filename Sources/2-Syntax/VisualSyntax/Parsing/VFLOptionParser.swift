/// Parses the options after `options:` on a VFL line, in the spellings code uses, so that a
/// call can be pasted:
///
/// - Swift: `.alignAllCenterY`, `NSLayoutConstraint.FormatOptions.alignAllCenterY`,
///   `[.alignAllTop, .alignAllBottom]`, `[]`
/// - Swift 2: `.AlignAllCenterY`, `NSLayoutFormatOptions.AlignAllCenterY`
/// - Objective-C: `NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom`, `0`, `kNilOptions`
///
/// Several options are joined by `,` or `|`, optionally inside `[ ]` or `( )`.
enum VFLOptionParser {
    static func parse(_ scanner: inout Scanner) throws(SyntaxError) -> [VFLOption] {
        scanner.skipWhitespace()
        for (opener, closer) in [("[", "]"), ("(", ")")] as [(Character, Character)] where scanner.current == opener {
            scanner.openBracket(closer: closer, what: "the options")
            scanner.skipWhitespace()
            let options = scanner.current == closer ? [] : try parseList(&scanner)
            scanner.skipWhitespace()
            try scanner.expectClosingBracket()
            return options
        }
        return try parseList(&scanner)
    }

    /// `option ((, | "|") option)*`; a trailing `,` is allowed inside brackets.
    private static func parseList(_ scanner: inout Scanner) throws(SyntaxError) -> [VFLOption] {
        var options: [VFLOption] = []
        repeat {
            scanner.skipWhitespace()
            if scanner.current == "]" { break }  // `[.a, .b,]`
            if let option = try parseOption(&scanner) {
                options.append(option)
            }
            scanner.skipWhitespace()
        } while scanner.consume(",") || scanner.consume("|")
        return options
    }

    /// One option; nil for the spellings of "no option" (`0`, `kNilOptions`).
    private static func parseOption(_ scanner: inout Scanner) throws(SyntaxError) -> VFLOption? {
        let start = scanner.index
        if let number = try scanner.scanNumber() {
            guard number.value == 0 else {
                throw SyntaxError("options must be named, as in '.alignAllCenterY'; only 0 may be written as a number",
                                  at: number.range)
            }
            return nil
        }
        let hasLeadingDot = scanner.consume(".")
        var components = [try scanner.expectIdentifier("an option such as '.alignAllCenterY'").text]
        while scanner.consume(".") {
            components.append(try scanner.expectIdentifier("an option name after '.'").text)
        }
        let range = scanner.range(from: start)
        let written = scanner.string(from: start, to: scanner.index)
        guard let name = optionName(components: components, hasLeadingDot: hasLeadingDot) else {
            if !hasLeadingDot, components == ["kNilOptions"] { return nil }
            throw SyntaxError("unknown format option '\(written)'; expected an alignment such as '.alignAllCenterY'",
                              at: range)
        }
        if let alignment = VFLAlignment.allCases.first(where: { "alignall\($0.rawValue)".lowercased() == name }) {
            return VFLOption(kind: .alignAll(alignment), range: range)
        }
        switch name {
        case "directionleadingtotrailing": return VFLOption(kind: .directionLeadingToTrailing, range: range)
        case "directionlefttoright": return VFLOption(kind: .directionLeftToRight, range: range)
        case "directionrighttoleft": return VFLOption(kind: .directionRightToLeft, range: range)
        case "directionmask", "alignmentmask", "spacingedgetoedge", "spacingbaselinetobaseline", "spacingmask":
            throw SyntaxError("unsupported format option '\(written)'; only alignments and directions are supported",
                              at: range)
        default:
            throw SyntaxError("unknown format option '\(written)'; expected an alignment such as '.alignAllCenterY'",
                              at: range)
        }
    }

    /// The option's own name, lowercased, with its type qualifier or `NSLayoutFormat` prefix
    /// removed; nil when the qualifier is not one of the option type's names.
    private static func optionName(components: [String], hasLeadingDot: Bool) -> String? {
        let qualifiers = Array(components.dropLast())
        var name = components.last!
        switch (hasLeadingDot, qualifiers) {
        case (true, []), (false, ["NSLayoutFormatOptions"]), (false, ["NSLayoutConstraint", "FormatOptions"]),
             (false, ["FormatOptions"]):
            break
        case (false, []):
            guard name.hasPrefix("NSLayoutFormat") else { return nil }
            name.removeFirst("NSLayoutFormat".count)
        default:
            return nil
        }
        return name.lowercased()
    }
}
