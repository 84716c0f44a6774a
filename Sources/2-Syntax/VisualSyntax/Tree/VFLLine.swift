/// One Apple Visual Format Language string: `H:|-[button(>=50@750)]-(8)-[field]| options: .alignAllCenterY`.
///
/// `views.count == connections.count + 1`: `connections[i]` joins `views[i]` and `views[i+1]`.
/// An edge is present exactly when a `|` is written.
public struct VFLLine: Sendable, Equatable {
    public var axis: LayoutAxis
    /// The `H` or `V`.
    public var axisRange: SourceRange
    public var leadingEdge: VFLEdge?
    public var views: [VFLView]
    public var connections: [VFLConnection]
    public var trailingEdge: VFLEdge?
    /// The alignment options after ` options:`, in written order.
    public var options: [VFLOption]
    public var range: SourceRange
}

/// `[name]` or `[name(predicates)]`: the predicates constrain the view's width (H) or height (V).
public struct VFLView: Sendable, Equatable {
    public var name: ViewName
    public var predicates: [VFLPredicate]
    /// From `[` to `]`.
    public var range: SourceRange
}

/// `[relation] object [@priority]`, e.g. `>=50@750` or `==other`.
public struct VFLPredicate: Sendable, Equatable {
    public enum Object: Sendable, Equatable {
        /// A number, or a metric's name.
        case constant(ConstantSyntax)
        /// Another view (only inside a view's own parentheses): equal widths or heights.
        case view(ViewName)
    }

    /// `==` when not written.
    public var relation: LayoutRelation
    public var object: Object
    public var priority: PrioritySyntax?
    public var range: SourceRange
}

/// The spacing between two views, or between a view and the superview edge.
public struct VFLConnection: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Nothing written: 0.
        case flush
        /// A lone `-`: the standard spacing (sibling or edge, from the `spacing` setting).
        case standard
        /// `-8-`, `-(>=8@750)-`, `-(>=8,<=20)-`: one constraint per predicate.
        case predicates([VFLPredicate])
    }

    public var kind: Kind
    /// The connection's text; a point between the brackets for `flush`.
    public var range: SourceRange
}

/// A `|` with the connection between it and the nearest view.
public struct VFLEdge: Sendable, Equatable {
    public var connection: VFLConnection
    public var barRange: SourceRange
}

/// One option of `constraintsWithVisualFormat:options:…`, in any of its spellings.
public struct VFLOption: Sendable, Equatable {
    public enum Kind: Sendable, Hashable {
        /// `NSLayoutFormatAlignAll…`: that attribute is equal for each consecutive pair of views.
        case alignAll(VFLAlignment)
        /// `…DirectionLeadingToTrailing` (the default: the file's direction),
        /// `…DirectionLeftToRight` and `…DirectionRightToLeft`: an `H:` line laid out that way
        /// whatever the file's direction.
        case directionLeadingToTrailing
        case directionLeftToRight
        case directionRightToLeft
    }

    public var kind: Kind
    public var range: SourceRange
}

/// The attributes `NSLayoutFormatAlignAll…` can align.
public enum VFLAlignment: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case left = "Left", right = "Right", top = "Top", bottom = "Bottom"
    case leading = "Leading", trailing = "Trailing", centerX = "CenterX", centerY = "CenterY"
    /// Apple's `AlignAllBaseline` is the same as `AlignAllLastBaseline`.
    case baseline = "Baseline", lastBaseline = "LastBaseline", firstBaseline = "FirstBaseline"

    /// The axis along which the attribute lies: an option is only meaningful on a line of the
    /// other axis (aligning tops of views laid out left to right).
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .horizontal
        case .top, .bottom, .centerY, .baseline, .lastBaseline, .firstBaseline: .vertical
        }
    }

    /// `alignAllCenterY`, the Swift spelling.
    public var description: String { "alignAll\(rawValue)" }
}
