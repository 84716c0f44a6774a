// The words every constraint language of the file shares: axes, relations, attributes,
// priorities. Named `Layout…` so they do not clash with the solver's own `Relation` and
// `Priority` when a later stage imports both modules.

/// Horizontal or vertical.
public enum LayoutAxis: String, Sendable, Hashable, CustomStringConvertible {
    case horizontal, vertical

    public var description: String { rawValue }
}

/// How the two sides of a constraint compare.
public enum LayoutRelation: String, Sendable, Hashable, CustomStringConvertible {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="

    public var description: String { rawValue }
}

/// The attributes an equation can name: `left right top bottom leading trailing width height
/// centerX centerY`.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY: .vertical
        }
    }

    /// True for `width` and `height`; false for positions (edges and centres).
    public var isDimension: Bool { self == .width || self == .height }

    public var description: String { rawValue }
}

/// The priority names of equations, which Visually spells `.required`, `.defaultHigh`,
/// `.defaultLow` and `.fittingSizeLevel`.
public enum NamedPriority: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case required, high, low, fitting

    /// Auto Layout's value for the name.
    public var value: Double {
        switch self {
        case .required: 1000
        case .high: 750
        case .low: 250
        case .fitting: 50
        }
    }

    public var description: String { rawValue }
}

/// A priority as written after `@` or `~`.
///
/// Literal numbers are checked to lie in 1…1000 by the parsers; a metric's value is checked
/// by `NameResolver`, which knows it.
public struct PrioritySyntax: Sendable, Hashable, CustomStringConvertible {
    public enum Value: Sendable, Hashable {
        case number(NumberLiteral)
        case named(NamedPriority)
        case metric(Identifier)
    }

    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// Auto Layout's value, when it does not depend on a metric.
    public var literalValue: Double? {
        switch value {
        case .number(let number): number.value
        case .named(let name): name.value
        case .metric: nil
        }
    }

    public var description: String {
        switch value {
        case .number(let number): number.text
        case .named(let name): name.rawValue
        case .metric(let name): name.text
        }
    }

    /// The valid range of a priority, as Auto Layout's: above 0, at most required.
    public static let validRange: ClosedRange<Double> = 1...1000
}
