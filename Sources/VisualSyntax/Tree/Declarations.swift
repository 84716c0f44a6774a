/// `metric NAME = NUMBER`: a named constant for VFL lines, Visually lines and equations.
///
/// Metrics are file-wide: one defined inside a nested container can be used anywhere, and a
/// metric can be used above its definition (like settings, it is not a step in time).
public struct MetricDefinition: Sendable, Equatable {
    public var name: Identifier
    public var value: NumberLiteral
    public var range: SourceRange

    public init(name: Identifier, value: NumberLiteral, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// The kinds of view `view` can declare. They decide how a view is drawn and whether its text
/// gives it an intrinsic size; the syntax stage only checks the word.
public enum ViewKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case box, label, button, image, text, field, `switch`

    public var description: String { rawValue }
}

/// A font weight of `font SIZE WEIGHT`, UIKit's names.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case regular, medium, semibold, bold, heavy

    public var description: String { rawValue }
}

/// `align leading|center|trailing`: where a view's lines sit across its width (`leading`
/// and `trailing` follow the layout direction).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case leading, center, trailing

    public var description: String { rawValue }
}

/// `font SIZE [WEIGHT]`.
public struct FontAttribute: Sendable, Equatable {
    public var size: NumberLiteral
    public var weight: FontWeight?
    public var range: SourceRange

    public init(size: NumberLiteral, weight: FontWeight?, range: SourceRange) {
        self.size = size
        self.weight = weight
        self.range = range
    }
}

/// `view NAME KIND ["TEXT"] [hug H V] [resist H V] [font SIZE [WEIGHT]] [lines N]
/// [align A] [on|off]`: the attributes in any order, each at most once.
public struct ViewDeclaration: Sendable, Equatable {
    public var name: ViewName
    public var kind: ViewKind
    public var kindRange: SourceRange
    public var text: StringLiteral?
    /// Content hugging priorities; nil when not written (250 250).
    public var hugging: ContentPriorities?
    /// Compression resistance priorities; nil when not written (750 750).
    public var compressionResistance: ContentPriorities?
    /// `font SIZE [WEIGHT]`; nil: the kind's.
    public var font: FontAttribute?
    /// `lines N` (0: as many as needed); nil: the kind's (1, or 0 for `text`).
    public var lines: NumberLiteral?
    /// `align …`; nil: the kind's.
    public var alignment: TextAlignment?
    /// A switch's `on` (true) or `off` (false); nil: off.
    public var isOn: Bool?
    public var range: SourceRange

    public init(name: ViewName, kind: ViewKind, kindRange: SourceRange, text: StringLiteral?,
                hugging: ContentPriorities?, compressionResistance: ContentPriorities?, range: SourceRange) {
        self.name = name
        self.kind = kind
        self.kindRange = kindRange
        self.text = text
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.range = range
    }
}

/// The two numbers after `hug` or `resist`: horizontal, then vertical.
public struct ContentPriorities: Sendable, Equatable {
    public var horizontal: PrioritySyntax
    public var vertical: PrioritySyntax
    /// From the keyword to the second priority.
    public var range: SourceRange

    public init(horizontal: PrioritySyntax, vertical: PrioritySyntax, range: SourceRange) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.range = range
    }
}
