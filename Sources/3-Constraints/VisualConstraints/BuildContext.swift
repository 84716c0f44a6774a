import VisualSyntax

/// What a dialect builder needs while it turns one statement into constraints: the
/// container the statement is written in, the file's views and metrics, and the
/// system to add constraints and warnings to.
public final class BuildContext {
    public let system: ConstraintSystem
    /// The container the statement is written in: `superview`, `|` and the settings mean it.
    public let container: LayoutContainer
    let views: ViewDirectory
    let metrics: [String: Double]

    init(system: ConstraintSystem, container: LayoutContainer, views: ViewDirectory, metrics: [String: Double]) {
        self.system = system
        self.container = container
        self.views = views
        self.metrics = metrics
    }

    public var settings: ResolvedSettings { container.settings }

    /// The view a name written in the file stands for (each `_spacer` is its own view).
    public func view(_ name: ViewName) -> LayoutView { views.view(for: name) }

    /// A number, or a metric's value. Undefined metrics were reported by the syntax stage
    /// (and the file rejected), so 0 here is never used for a real layout.
    public func value(_ constant: ConstantSyntax) -> Double {
        switch constant {
        case .number(let number): number.value
        case .metric(let name): metrics[name.text] ?? 0
        }
    }

    /// A written priority's value; required when none is written.
    public func priority(_ priority: PrioritySyntax?) -> Double {
        guard let priority else { return 1000 }
        switch priority.value {
        case .number(let number): return number.value
        case .named(let name): return name.value
        case .metric(let name): return metrics[name.text] ?? 1000
        }
    }

    /// The file's layout direction (or the command line's): where every leading and
    /// trailing edge is.
    public var direction: LayoutDirection { system.direction }

    public func add(_ constraint: GeneratedConstraint) {
        system.constraints.append(constraint)
    }

    /// `first REL multiplier × second + constant @priority`, from the text at `range`.
    /// `isSpacing`: the constraint is a gap between facing edges (see `Spacing`).
    /// `direction`: the statement's own direction (a VFL direction option), when it has one.
    public func add(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        range: SourceRange?, reason: String, implicit: Bool = false, isSpacing: Bool = false,
        direction: LayoutDirection? = nil
    ) {
        add(make(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                 range: range, reason: reason, implicit: implicit, isSpacing: isSpacing, direction: direction))
    }

    /// The constraint `add` would add, made in the file's direction (or `direction`), not
    /// yet added: for builders that decide later which of their constraints to keep.
    func make(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        range: SourceRange?, reason: String, implicit: Bool = false, isSpacing: Bool = false,
        direction: LayoutDirection? = nil
    ) -> GeneratedConstraint {
        let rightToLeft = (direction ?? self.direction) == .rightToLeft
        return .make(first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
                     range: range, reason: reason, implicit: implicit, isSpacing: isSpacing,
                     rightToLeftIn: rightToLeft ? system.canvas.view : nil)
    }

    public func warn(_ message: String, at range: SourceRange?) {
        system.diagnostics.append(.warning(message, at: range))
    }

    public func error(_ message: String, at range: SourceRange?) {
        system.diagnostics.append(.error(message, at: range))
    }

    /// The container as an anchor item: what `|` and `superview` mean.
    public var superview: Anchor.Item { .superview(container) }
}

/// The views of a file by name (spacers by where they are written).
struct ViewDirectory {
    var named: [String: LayoutView] = [:]
    var spacers: [SourceLocation: LayoutView] = [:]

    func view(for name: ViewName) -> LayoutView {
        if name.isSpacer { return spacers[name.range.start]! }
        return named[name.name]!
    }
}
