import Cassowary
import VisualConstraints
import VisualSyntax

/// A spacing constraint where the solver put its two ends: what a picture draws as a
/// dimension line across the gap, labelled with the constraint's value.
///
/// Coordinates are absolute (from the canvas's top-left corner), unlike a view's frame,
/// so a guide between nested views needs no lookup of parents.
public struct SpacingGuide: Sendable, Equatable {
    public var axis: LayoutAxis
    /// Where the gap begins (the left or top side) along the axis.
    public var start: Double
    /// Where the gap ends (the right or bottom side) along the axis.
    public var end: Double
    /// Where the dimension line runs across the axis: the middle of what the two sides
    /// have in common (an edge spans its whole container).
    public var position: Double
    /// The view before the gap; nil for the container's edge.
    public var before: String?
    /// The view after the gap; nil for the container's edge.
    public var after: String?
    /// How the gap compares with `constant` (`-(>=8)-`: `greaterThanOrEqual` 8).
    public var relation: LayoutRelation
    public var constant: Double
    public var priority: Double
    /// A default the file did not spell out (`-`, the rows' default padding).
    public var isImplicit: Bool
    /// False when the solved gap does not meet the constraint: an optional one that gave
    /// way, or a required one left unsatisfied by a conflict.
    public var isSatisfied: Bool
    /// The line of the text it came from.
    public var line: Int?

    /// The solved size of the gap (negative when the two sides overlap).
    public var length: Double { end - start }
}

/// An RQVisual row where the solver put it: the band its views occupy.
public struct SolvedRow: Sendable, Equatable {
    /// The row's label (`r1`); nil when it has none.
    public var label: String?
    /// 1 for the first row of its container.
    public var number: Int
    /// The nested container the row is written in; nil for the canvas.
    public var container: String?
    /// The top of its highest view and the bottom of its lowest, absolute.
    public var top: Double
    public var bottom: Double
}

/// A container's safe-area and margin insets (only containers with any are listed).
public struct ContainerInsets: Sendable, Equatable {
    /// The nested container; nil for the canvas.
    public var container: String?
    public var safeArea: Insets
    public var margins: Insets
}

/// Reads guides, rows and insets off a solved system.
struct SolvedGeometry {
    let system: ConstraintSystem
    let value: (Variable) -> Double
    let clean: (Double) -> Double

    /// Every spacing the builders recorded, in constraint order, where the solver put it.
    func guides(constraints: [GeneratedConstraint], unsatisfied: Set<ObjectIdentifier>) -> [SpacingGuide] {
        constraints.compactMap { generated in
            guard let spacing = generated.spacing else { return nil }
            let start = edge(spacing.before, axis: spacing.axis, facingStart: false)
            let end = edge(spacing.after, axis: spacing.axis, facingStart: true)
            let gap = end - start
            let meets = switch spacing.relation {
            case .equal: abs(gap - spacing.constant) < 0.01
            case .greaterThanOrEqual: gap > spacing.constant - 0.01
            case .lessThanOrEqual: gap < spacing.constant + 0.01
            }
            return SpacingGuide(
                axis: spacing.axis, start: clean(start), end: clean(end),
                position: clean(position(between: spacing.before, spacing.after, across: spacing.axis)),
                before: name(spacing.before), after: name(spacing.after),
                relation: spacing.relation, constant: spacing.constant, priority: spacing.priority,
                isImplicit: spacing.isImplicit,
                isSatisfied: meets && !unsatisfied.contains(ObjectIdentifier(generated.constraint)),
                line: generated.range?.start.line
            )
        }
    }

    /// Every RQVisual row, numbered within its container, with the band its views occupy.
    func rows() -> [SolvedRow] {
        var counts: [ObjectIdentifier: Int] = [:]
        return system.rows.map { row in
            let key = ObjectIdentifier(row.container)
            counts[key, default: 0] += 1
            let tops = row.views.map { value($0.top) }
            let bottoms = row.views.map { value($0.top) + value($0.height) }
            return SolvedRow(label: row.label, number: counts[key]!, container: containerName(row.container),
                             top: clean(tops.min() ?? 0), bottom: clean(bottoms.max() ?? 0))
        }
    }

    /// The containers whose safe area or margins are not all 0.
    func insets() -> [ContainerInsets] {
        system.containers.compactMap { container in
            let settings = container.settings
            guard settings.safeArea != .zero || settings.margins != .zero else { return nil }
            return ContainerInsets(container: containerName(container), safeArea: settings.safeArea,
                                   margins: settings.margins)
        }
    }

    private func containerName(_ container: LayoutContainer) -> String? {
        container.view.isCanvas ? nil : container.view.name
    }

    private func name(_ side: Spacing.Side) -> String? {
        if case .view(let view) = side { return view.name }
        return nil
    }

    /// The side's coordinate along `axis`: a view's near edge, or a container's edge moved
    /// in by its guide's insets. `facingStart`: the side lies after the gap, so its start
    /// (left, top) faces it.
    private func edge(_ side: Spacing.Side, axis: LayoutAxis, facingStart: Bool) -> Double {
        let (low, high) = span(side, along: axis)
        // A view faces the gap with the edge nearest to it; a container faces it from inside.
        switch side {
        case .view: return facingStart ? low : high
        case .edge: return facingStart ? high : low
        }
    }

    /// Where a side begins and ends along an axis (a container's guide insets applied).
    private func span(_ side: Spacing.Side, along axis: LayoutAxis) -> (Double, Double) {
        switch side {
        case .view(let view):
            return axis == .horizontal
                ? (value(view.left), value(view.left) + value(view.width))
                : (value(view.top), value(view.top) + value(view.height))
        case .edge(let container, let guide):
            let view = container.view
            let insets = guide.map { $0 == .safeArea ? container.settings.safeArea : container.settings.margins }
                ?? .zero
            return axis == .horizontal
                ? (value(view.left) + insets.left, value(view.left) + value(view.width) - insets.right)
                : (value(view.top) + insets.top, value(view.top) + value(view.height) - insets.bottom)
        }
    }

    /// The middle of what two sides have in common across the axis; when they have
    /// nothing in common, the middle of the space between them.
    private func position(between a: Spacing.Side, _ b: Spacing.Side, across axis: LayoutAxis) -> Double {
        let other: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        let (a0, a1) = span(a, along: other)
        let (b0, b1) = span(b, along: other)
        let low = max(a0, b0), high = min(a1, b1)
        if low <= high { return (low + high) / 2 }
        return (min(a1, b1) + max(a0, b0)) / 2
    }
}
