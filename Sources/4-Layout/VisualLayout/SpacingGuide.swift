import Cassowary
import Geometry
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
    /// What the line measures: a gap between two edges (a spacing, or any constraint between
    /// two positions on one axis), or a view's own width or height.
    public var measures: Measure = .gap
    /// Words its label adds after the value (`visual explain`: `broken in the log`, on the
    /// member the log broke when the picture draws it met and another one not).
    public var note: String?
    /// What the constraint sets the size to when that is another view's size (`visual
    /// explain`: `scroll1 − 386`, `0.25 × cell1`): the label says it before the value it
    /// comes to, which alone (a `0`) would not say where it comes from.
    public var formula: String?

    public enum Measure: Sendable, Equatable {
        case gap
        /// `before` and `after` both name the view.
        case size
        /// Where one of a view's positions is (`end`) against where the constraint wanted it
        /// (`start`, also `constant`): for constraints with no gap to draw (a position set
        /// from a size, or with a multiplier). `before` and `after` both name the view.
        case position(LayoutAttribute)
    }

    public init(axis: LayoutAxis, start: Double, end: Double, position: Double, before: String?, after: String?,
                relation: LayoutRelation, constant: Double, priority: Double, isImplicit: Bool, isSatisfied: Bool,
                line: Int?, measures: Measure = .gap) {
        self.axis = axis
        self.start = start
        self.end = end
        self.position = position
        self.before = before
        self.after = after
        self.relation = relation
        self.constant = constant
        self.priority = priority
        self.isImplicit = isImplicit
        self.isSatisfied = isSatisfied
        self.line = line
        self.measures = measures
    }

    /// The solved size of the gap (negative when the two sides overlap): what the
    /// constraint got, to compare with `constant`, what it asked for.
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

    /// Every spacing the builders recorded, in constraint order, where the solver put it;
    /// and every other constraint the layout leaves unmet (a conflict's broken one, or an
    /// optional one the file wrote that gave way) that can be drawn as a line: a view's size,
    /// or the distance between two positions on one axis.
    func guides(constraints: [GeneratedConstraint], unsatisfied: Set<ObjectIdentifier>) -> [SpacingGuide] {
        constraints.compactMap { generated in
            guard let spacing = generated.spacing else {
                return unmetGuide(generated, broken: unsatisfied.contains(ObjectIdentifier(generated.constraint)))
            }
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

    /// The value of a linear expression in the solved layout.
    private func evaluate(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// A guide for a constraint that is not a spacing, when the layout leaves it unmet; nil
    /// when it is met, was not written by the file (an intrinsic size giving way is normal),
    /// or has no line to draw (it mixes axes, or relates a size to a position).
    private func unmetGuide(_ generated: GeneratedConstraint, broken: Bool) -> SpacingGuide? {
        let equation = generated.equation
        let attribute = equation.first.attribute
        guard broken || (generated.range != nil && !generated.isImplicit && equation.priority < 1000) else { return nil }
        // As the equation reads its sides (from the right for a mirrored right-to-left one).
        let wanted = (equation.second.map { evaluate(equation.value(of: $0)) * equation.multiplier } ?? 0)
            + equation.constant
        let got = evaluate(equation.value(of: equation.first))
        let meets = switch equation.relation {
        case .equal: abs(got - wanted) < 0.01
        case .greaterThanOrEqual: got > wanted - 0.01
        case .lessThanOrEqual: got < wanted + 0.01
        }
        guard broken || !meets else { return nil }
        let axis = attribute.axis
        let other: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        if attribute.isDimension {
            // A view's width or height: the line runs along the view, just beside it (below a
            // width, right of a height), never through its text.
            guard let view = equation.first.view else { return nil }
            let (low, high) = span(.view(view), along: axis)
            let (_, across1) = span(.view(view), along: other)
            return SpacingGuide(
                axis: axis, start: clean(low), end: clean(high), position: clean(across1 + Self.besideView),
                before: view.name, after: view.name, relation: equation.relation, constant: clean(wanted),
                priority: equation.priority, isImplicit: false, isSatisfied: false,
                line: generated.range?.start.line, measures: .size)
        }
        // Two positions on one axis: from the second (what the first is measured from) to
        // the first, so the line's length is what the constraint got.
        guard let second = equation.second, !second.attribute.isDimension, second.attribute.axis == axis,
              equation.multiplier == 1 else {
            // No gap between two edges: a line from where the position should be to where it is
            // (on the canvas: a mirrored equation's positions are read back from the left).
            guard let view = equation.first.view else { return nil }
            let (across0, across1) = span(.view(view), along: other)
            let (from, to) = axis == .horizontal
                ? (equation.canvasPosition(wanted, evaluate: evaluate), equation.canvasPosition(got, evaluate: evaluate))
                : (wanted, got)
            return SpacingGuide(
                axis: axis, start: clean(from), end: clean(to), position: clean((across0 + across1) / 2),
                before: view.name, after: view.name, relation: equation.relation, constant: clean(from),
                priority: equation.priority, isImplicit: false, isSatisfied: false,
                line: generated.range?.start.line, measures: .position(attribute))
        }
        let from = evaluate(second.expression)
        let views = [second.view, equation.first.view]
        let spans = views.map { view in view.map { span(.view($0), along: other) } }
        let known = spans.compactMap { $0 }
        let across = known.isEmpty ? 0
            : known.count == 1 ? (known[0].0 + known[0].1) / 2
            : Self.middle(known[0], known[1])
        return SpacingGuide(
            axis: axis, start: clean(from), end: clean(got), position: clean(across),
            before: second.view?.name, after: equation.first.view?.name, relation: equation.relation,
            constant: clean(equation.constant), priority: equation.priority, isImplicit: false,
            isSatisfied: false, line: generated.range?.start.line)
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
        // The edges the constraints pin: a view's (or a container's) alignment rectangle, or
        // a container's guide, its insets in from its frame.
        let (view, insets) = switch side {
        case .view(let view): (view, view.alignmentInsets)
        case .edge(let container, let guide):
            (container.view, guide.map { $0 == .safeArea ? container.settings.safeArea : container.settings.margins }
                ?? container.view.alignmentInsets)
        }
        return axis == .horizontal
            ? (value(view.left) + insets.left, value(view.left) + value(view.width) - insets.right)
            : (value(view.top) + insets.top, value(view.top) + value(view.height) - insets.bottom)
    }

    /// The middle of what two sides have in common across the axis; when they have
    /// nothing in common, the middle of the space between them.
    private func position(between a: Spacing.Side, _ b: Spacing.Side, across axis: LayoutAxis) -> Double {
        let other: LayoutAxis = axis == .horizontal ? .vertical : .horizontal
        return Self.middle(span(a, along: other), span(b, along: other))
    }

    /// How far beside a view the line of its unmet size runs.
    static let besideView = 5.0

    /// The middle of what two spans have in common, or of the space between them.
    private static func middle(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let (a0, a1) = a, (b0, b1) = b
        let low = max(a0, b0), high = min(a1, b1)
        if low <= high { return (low + high) / 2 }
        return (min(a1, b1) + max(a0, b0)) / 2
    }
}
