/// One Visually expression: `H(|-8-label[100]->=8-|, options: .toSafeArea)`.
///
/// `terms.count == connections.count + 1`: `connections[i]` joins `terms[i]` and `terms[i+1]`.
/// Unlike Apple's VFL, a dash without a number is 0.
public struct VisuallyLine: Sendable, Equatable {
    public var axis: LayoutAxis
    /// The `H` or `V`.
    public var axisRange: SourceRange
    /// `|-…` before the first term.
    public var leadingEdge: VisuallyConnection?
    public var terms: [VisuallyTerm]
    public var connections: [VisuallyConnection]
    /// `…-|` after the last term.
    public var trailingEdge: VisuallyConnection?
    public var options: [VisuallyOption]
    /// From `H` to the closing `)`; may span lines.
    public var range: SourceRange
}

/// A view, optionally with a size: `button`, `button[44]`, `view[>=(50% ~ .defaultHigh)]`.
public struct VisuallyTerm: Sendable, Equatable {
    public var view: ViewName
    public var size: VisuallySize?
    public var range: SourceRange
}

/// The `[…]` after a term: the view's width (H) or height (V).
public struct VisuallySize: Sendable, Equatable {
    public enum Amount: Sendable, Equatable {
        /// `[44]`, `[gap]`: a number of points.
        case constant(ConstantSyntax)
        /// `[50%]`: that percentage of the superview's width or height (always the
        /// superview itself, never a guide).
        case percent(NumberLiteral)
        /// `[other]`, a name that is not a metric: the same width or height as that view
        /// (an extension; docs/format-file.md, "Names").
        case view(ViewName)
    }

    public var relation: LayoutRelation
    public var amount: Amount
    /// From `~`, when written.
    public var priority: PrioritySyntax?
    /// From `[` to `]`.
    public var range: SourceRange
}

/// A gap: between two terms, or between a term and the superview edge (`|-` / `-|`).
///
/// The relation applies to the gap: `->=8-` means "at least 8 apart".
public struct VisuallyConnection: Sendable, Equatable {
    public var relation: LayoutRelation
    /// Nil for a dash without a number (`-`, `->=-`, `|-`), which is 0 in Visually.
    public var gap: VisuallyValue?
    /// The whole operator, e.g. `->=(8 ~ .defaultHigh)-`, or `|-` and `-|` for edges.
    public var range: SourceRange
}

/// `8`, `gap` or `(8 ~ .defaultHigh)`.
public struct VisuallyValue: Sendable, Equatable {
    public var constant: ConstantSyntax
    public var priority: PrioritySyntax?
    public var range: SourceRange
}

/// An option of a Visually expression (`options: .toSafeArea` or `options: [.a, .b]`).
public struct VisuallyOption: Sendable, Equatable {
    public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Edges go to the container's safe-area guide (`safe-area`).
        case toSafeArea
        /// Edges go to the container's layout-margins guide (`margins`).
        case toLayoutMargins
        /// Edges go to the readable-content guide; the format has no setting for it.
        case toReadableMargins
        /// Left and right instead of leading and trailing (`H` only): the line stays left to
        /// right under `direction rtl`.
        case disregardLayoutDirection

        public var description: String { ".\(rawValue)" }
    }

    public var kind: Kind
    public var range: SourceRange
}
