/// An explicit constraint:
/// `NAME.ATTR REL [M *] NAME.ATTR [(+|-) C] [@ P]` or `NAME.ATTR REL C [@ P]`.
///
/// `title.top == safeArea.top + 8`, `a.width == 2 * b.width - gap @ high`, `a.height >= 44`.
public struct Equation: Sendable, Equatable {
    public var first: AttributeReference
    public var relation: LayoutRelation
    /// `M` of `M * b.attr`; nil means 1. Only with `second`.
    public var multiplier: ConstantSyntax?
    /// The right side's attribute; nil for `a.attr REL C`.
    public var second: AttributeReference?
    /// `C`, with its sign; nil means 0.
    public var constant: EquationConstant?
    /// Nil means required.
    public var priority: PrioritySyntax?
    public var range: SourceRange
}

/// `NAME.ATTR`.
public struct AttributeReference: Sendable, Equatable {
    public var item: EquationItem
    /// The edge, centre or size; for a baseline, `top` (a vertical position), for a
    /// margin the edge it lies inside (`leadingMargin`: `leading`).
    public var attribute: LayoutAttribute
    /// Whether the attribute is the item's own (`leading`), its layout margin's
    /// (`leadingMargin`) or one of its text baselines (`firstBaseline`).
    public var part: AttributePart
    public var range: SourceRange

    public init(item: EquationItem, attribute: LayoutAttribute, part: AttributePart = .frame, range: SourceRange) {
        self.item = item
        self.attribute = attribute
        self.part = part
        self.range = range
    }

    /// The attribute as written: `leading`, `leadingMargin`, `centerXWithinMargins`, `firstBaseline`.
    public var attributeName: String {
        switch part {
        case .frame: attribute.rawValue
        case .margin: attribute == .centerX || attribute == .centerY ? "\(attribute)WithinMargins" : "\(attribute)Margin"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        }
    }
}

/// Which of an item's rectangles an equation's attribute measures, as Auto Layout's
/// attributes do: the frame (`leading`), the layout margins inside it (`leadingMargin`,
/// `centerXWithinMargins`: a container's `margins`, nothing for a view that is not one),
/// or a text baseline (`firstBaseline`, `lastBaseline`; `baseline` is the last, as
/// Interface Builder writes it). An extension of the contract's equations that leaves
/// every file it allows unchanged.
public enum AttributePart: Sendable, Equatable {
    case frame, margin, firstBaseline, lastBaseline

    /// The written names beyond `LayoutAttribute`'s, and what each means.
    public static let extraNames: [String: (LayoutAttribute, AttributePart)] = [
        "leftMargin": (.left, .margin), "rightMargin": (.right, .margin),
        "topMargin": (.top, .margin), "bottomMargin": (.bottom, .margin),
        "leadingMargin": (.leading, .margin), "trailingMargin": (.trailing, .margin),
        "centerXWithinMargins": (.centerX, .margin), "centerYWithinMargins": (.centerY, .margin),
        "firstBaseline": (.top, .firstBaseline), "lastBaseline": (.top, .lastBaseline),
        "baseline": (.top, .lastBaseline),
    ]
}

/// What an equation's `NAME` refers to: a view, or the container or one of its guides.
public enum EquationItem: Sendable, Equatable, CustomStringConvertible {
    case view(ViewName)
    /// `superview`: the container the equation is written in.
    case superview(SourceRange)
    /// `safeArea`: the container's safe-area guide.
    case safeArea(SourceRange)
    /// `margins`: the container's layout-margins guide.
    case margins(SourceRange)

    /// The names that are not views.
    static let containerNames = ["superview", "safeArea", "margins"]

    public var range: SourceRange {
        switch self {
        case .view(let name): name.range
        case .superview(let range), .safeArea(let range), .margins(let range): range
        }
    }

    public var description: String {
        switch self {
        case .view(let name): name.name
        case .superview: "superview"
        case .safeArea: "safeArea"
        case .margins: "margins"
        }
    }
}

/// The `+ C` or `- C` of an equation, or the lone `C` of `a.attr REL C` (which may be
/// negative: `-5`, `-gap`).
public struct EquationConstant: Sendable, Equatable {
    public var isNegated: Bool
    public var value: ConstantSyntax
    /// From the sign (when written) to the end of the value.
    public var range: SourceRange
}
