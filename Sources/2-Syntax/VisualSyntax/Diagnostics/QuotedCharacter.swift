/// How a message names a character so that a reader sees which one it is.
///
/// A control character (DEL, NUL, an escape), a format character (a zero-width space, a
/// byte-order mark, a direction mark), a space other than the plain one, an unassigned or
/// private code point, or a combining mark with nothing to sit on prints as nothing, or as
/// something that looks like another character: `unexpected '' at the start of a
/// statement` says nothing. Such a character is named by its code points instead
/// (`U+007F`); every other one is quoted as it is (`'x'`).
extension Character {
    public var quotedForMessage: String {
        switch self {
        case " ": return "space"
        case "\t": return "tab"
        case "\n", "\r\n", "\r": return "line break"
        default: break
        }
        guard isInvisibleInMessages else { return "'\(self)'" }
        return unicodeScalars.map(\.codePoint).joined(separator: " ")
    }

    /// True when the character would not show, or not as itself, between quotes.
    var isInvisibleInMessages: Bool {
        guard let first = unicodeScalars.first else { return true }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true  // nothing to combine with
        default: break
        }
        return unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                return true
            case .spaceSeparator:
                return scalar != " "
            default:
                return false
            }
        }
    }
}

extension Unicode.Scalar {
    /// `U+007F`: at least four hexadecimal digits, as Unicode writes code points.
    var codePoint: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
