import VisualSyntax

/// A gap the file asks for between two things along one axis: two views, or a view and
/// an edge of its container (or of the container's safe area or margins).
///
/// The dialect builders record one for every spacing they generate (RQVisual paddings,
/// VFL connections, Visually gaps, VBAutolayout offsets to an Item or the edge), so that
/// later stages can show it as a dimension line without re-reading the constraint. The
/// gap is always measured forwards, from `before` (left or top) to `after` (right or
/// bottom): `gap = after.start − before.end`, and `gap relation constant` is what the
/// constraint means, whichever way the dialect wrote it.
public struct Spacing: @unchecked Sendable {
    /// One end of the gap.
    public enum Side {
        /// The view's edge facing the gap.
        case view(LayoutView)
        /// The container's edge facing the gap, moved inward by a guide's insets when the
        /// spacing is to the safe area or the margins.
        case edge(LayoutContainer, Guide?)
    }

    public let axis: LayoutAxis
    /// The side on the left (H) or at the top (V).
    public let before: Side
    /// The side on the right (H) or at the bottom (V).
    public let after: Side
    /// How the gap compares with `constant`: `-(>=8)-` is `greaterThanOrEqual` 8.
    public let relation: LayoutRelation
    public let constant: Double
    public let priority: Double
    /// True for a default the file did not spell out (`-` in a row or a VFL line, the
    /// default vertical padding between rows), false for a written number.
    public let isImplicit: Bool

    /// The spacing a constraint `first relation second + constant` describes, when it
    /// relates the facing edges of two things along one axis; nil otherwise (alignments,
    /// sizes, centres, baselines).
    ///
    /// A "before" edge is a view's trailing or bottom or a container's leading or top;
    /// an "after" edge is the opposite. `after REL before + c` is the gap REL c;
    /// `before REL after + c` is the gap with the relation reversed and the constant
    /// negated (VBAutolayout's `v.bottom == S.bottom − 10` is a gap of 10 below v).
    static func between(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor, constant: Double,
                        priority: Double, implicit: Bool) -> Spacing? {
        guard first.attribute.axis == second.attribute.axis,
              let firstSide = Facing(first), let secondSide = Facing(second),
              firstSide.isBefore != secondSide.isBefore else { return nil }
        let axis = first.attribute.axis
        if secondSide.isBefore {
            return Spacing(axis: axis, before: secondSide.side, after: firstSide.side, relation: relation,
                           constant: constant, priority: priority, isImplicit: implicit)
        }
        return Spacing(axis: axis, before: firstSide.side, after: secondSide.side, relation: relation.reversed,
                       constant: -constant, priority: priority, isImplicit: implicit)
    }
}

/// An anchor seen as one end of a gap: which thing it is, and whether the gap lies after
/// it (a view's trailing or bottom, a container's leading or top) or before it.
private struct Facing {
    let side: Spacing.Side
    let isBefore: Bool

    init?(_ anchor: Anchor) {
        let isStart: Bool
        switch anchor.attribute {
        case .left, .leading, .top: isStart = true
        case .right, .trailing, .bottom: isStart = false
        case .width, .height, .centerX, .centerY: return nil
        }
        switch anchor.item {
        case .view(let view):
            side = .view(view)
            isBefore = !isStart
        case .superview(let container):
            side = .edge(container, nil)
            isBefore = isStart
        case .guide(let container, let guide):
            side = .edge(container, guide)
            isBefore = isStart
        case .baseline:
            return nil
        }
    }
}

extension LayoutRelation {
    /// The relation with its sides swapped: `a >= b` is `b <= a`.
    var reversed: LayoutRelation {
        switch self {
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        case .lessThanOrEqual: .greaterThanOrEqual
        }
    }
}
