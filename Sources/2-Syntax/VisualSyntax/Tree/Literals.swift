import TextFormats
/// A number as written, with its value.
///
/// The text is kept so that messages and printed trees show what the user wrote (`50`, not
/// `50.0`).
public struct NumberLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The largest magnitude a number may have anywhere in a format file (sizes, spacings,
    /// multipliers, metrics, insets, layout constants; priorities have their own 1…1000).
    /// A billion points is far beyond any screen, and keeps every number finite and exact
    /// to a thousandth of a point through the solver's sums and products of two.
    public static let maximumMagnitude = 1_000_000_000.0

    /// The message for a number beyond `maximumMagnitude`; `what` names it (`number '5e…'`).
    static func outOfRangeMessage(_ what: String) -> String {
        let bound = NumberText.exact(maximumMagnitude)
        return "\(what) is out of range; numbers go from -\(bound) to \(bound)"
    }

    public var value: Double
    public var text: String
    public var range: SourceRange

    public var description: String { text }
}

/// A quoted string, its escapes already resolved (`\"`, `\\`, `\n`, `\t`).
public struct StringLiteral: Sendable, Hashable, CustomStringConvertible {
    /// The characters between the quotes, escapes resolved.
    public var value: String
    /// From the opening quote (or the `@` of an Objective-C literal) to the closing quote.
    public var range: SourceRange

    public init(value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The value quoted again, with `"` and `\` escaped.
    public var description: String { Self.quoted(value) }

    /// Any text as a format-file string literal: `"…"` with `"`, `\\`, tabs and line breaks
    /// (`\n`, `\r\n`, `\r`) escaped, so it stays on its line. The one writer of such
    /// literals, for generated format files too.
    public static func quoted(_ text: String) -> String {
        var quoted = "\""
        for character in text {
            switch character {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n", "\r\n", "\r": quoted += "\\n"
            case "\t": quoted += "\\t"
            default: quoted.append(character)
            }
        }
        return quoted + "\""
    }
}

/// A constant that is either a number or the name of a `metric`.
///
/// Which names are metrics is known once the whole file is read; an undefined metric is
/// reported by `NameResolver`, not by the parsers.
public enum ConstantSyntax: Sendable, Hashable, CustomStringConvertible {
    case number(NumberLiteral)
    case metric(Identifier)

    public var range: SourceRange {
        switch self {
        case .number(let number): number.range
        case .metric(let name): name.range
        }
    }

    public var description: String {
        switch self {
        case .number(let number): number.text
        case .metric(let name): name.text
        }
    }
}
