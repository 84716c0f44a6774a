import VisualSyntax

/// The attributes a line of one axis works with: Apple VFL's `H:`/`V:` and Visually's
/// `H(…)`/`V(…)` both lay views out from the leading (top) edge to the trailing (bottom)
/// edge and size them along the same axis.
extension LayoutAxis {
    /// Where a line of this axis starts: `leading` (H) or `top` (V).
    var startAttribute: LayoutAttribute { self == .horizontal ? .leading : .top }

    /// Where it ends: `trailing` (H) or `bottom` (V).
    var endAttribute: LayoutAttribute { self == .horizontal ? .trailing : .bottom }

    /// The size along it: `width` (H) or `height` (V).
    var sizeAttribute: LayoutAttribute { self == .horizontal ? .width : .height }
}

extension LayoutAttribute {
    /// Leading and trailing: the edges the layout direction decides (docs/format-file.md,
    /// "Layout direction"). Left, right and centre X never follow it.
    var followsLayoutDirection: Bool { self == .leading || self == .trailing }

    /// An edge or centre along the horizontal axis (not the width).
    var isHorizontalPosition: Bool { axis == .horizontal && !isDimension }
}
