import Cassowary
import TextMeasure
import VisualConstraints
import VisualSyntax
import TextFormats

/// Solves a constraint system and reports the layout.
///
/// Constraints enter the solver in the system's order. A required constraint that
/// cannot hold with those before it is left unsatisfied and reported as a `conflict`
/// warning with a minimal set of constraints it conflicts with; views whose position
/// or size the constraints leave open get an `ambiguous` warning.
///
/// `resize(width:height:)` solves the same system at another canvas size.
///
/// Two things make the layout an error rather than an answer, since either would be
/// silently wrong: a constraint the solver refuses (a number that is not finite), and a
/// solved position or size beyond ``maximumCoordinate``.
public final class LayoutEngine {
    /// The largest magnitude a reported position or size may have, in points. Frames are
    /// reported to a thousandth of a point, which a Double holds up to about 9e12; beyond
    /// this the numbers (or infinity, when multipliers compound) are no layout at all.
    public static let maximumCoordinate = 1e12

    public let system: ConstraintSystem
    private var solver = Solver()
    /// The constraints in the solver, in the order they entered.
    private var constraints: [GeneratedConstraint]
    /// The root canvas's size constraints now in the solver.
    private var canvasSizes: CanvasConstraints
    private var conflicts: [(GeneratedConstraint, [GeneratedConstraint])] = []
    /// Constraints the solver would not take, with its reason.
    private var refusals: [(GeneratedConstraint, any Error)] = []
    /// Where each solver constraint is in `constraints`, to name a conflict's constraints;
    /// made at the first conflict (most layouts have none, and a map of every constraint
    /// was a fifth of a large layout's memory), dropped when `constraints` changes.
    private var positions: [ObjectIdentifier: Int]?
    /// How many times the engine has solved from an empty solver (tests check that a
    /// resize normally does not).
    private(set) var solvesFromScratch = 0
    /// The intrinsic height constraints of wrapping views now in `constraints` in place of
    /// the ones the system built, by view (see `fitWrappedHeights`).
    private var wrappedHeights: [ObjectIdentifier: (height: Double, constraints: [GeneratedConstraint])] = [:]
    /// How many times the wrapped heights are measured and solved again at most: a width
    /// that depends on a height (an aspect ratio) could otherwise go back and forth.
    static let wrapRounds = 4

    public init(system: ConstraintSystem) {
        self.system = system
        constraints = system.constraints
        canvasSizes = system.canvasConstraints
        solveFromScratch()
        fitWrappedHeights()
    }

    private func solveFromScratch() {
        solvesFromScratch += 1
        solver = Solver()
        conflicts = []
        refusals = []
        positions = nil
        for generated in constraints { add(generated) }
    }

    private func add(_ generated: GeneratedConstraint) {
        let conflict: Conflict?
        do {
            conflict = try solver.add(generated.constraint)
        } catch {
            // The file's numbers are bounded, but a caller's (`resize`) may not be.
            refusals.append((generated, error))
            return
        }
        guard let conflict else { return }
        // Every constraint in the solver is one of `constraints`.
        if positions == nil {
            positions = Dictionary(constraints.enumerated().map { (ObjectIdentifier($1.constraint), $0) },
                                   uniquingKeysWith: { _, last in last })
        }
        let others = conflict.conflictingConstraints.compactMap { positions![ObjectIdentifier($0)].map { constraints[$0] } }
        conflicts.append((generated, others))
    }

    /// Solves the layout again with the root canvas `width` × `height` (nil = `fit`), as if
    /// the file's `canvas` setting said so; nested containers keep theirs.
    ///
    /// Only the canvas's size constraints change: they leave the solver and the new ones
    /// enter it, and the solver re-optimises from where it was. That gives the fresh
    /// solve's layout whenever the layout is unique and nothing conflicts. Otherwise the
    /// order in which constraints enter decides the result (which of two conflicting
    /// constraints gives way, which of several optimal layouts comes out), so the engine
    /// solves again from an empty solver in the contract's order, the canvas's
    /// constraints where a fresh build puts them. The file is not parsed again, and no
    /// constraint is rebuilt but the canvas's.
    public func resize(width: Double?, height: Double?) {
        let next = system.canvasConstraints(width: width, height: height)
        let previous = canvasSizes
        canvasSizes = next
        constraints = system.constraints(replacingCanvasWith: next)
        positions = nil
        if !system.wrappingHeights.isEmpty {
            // Wrapped heights start again from the text's own lines at every size, so a size
            // gives the layout a fresh solve of it gives, whatever size came before.
            wrappedHeights = [:]
            solveFromScratch()
            fitWrappedHeights()
            return
        }
        if conflicts.isEmpty && refusals.isEmpty && removeFromSolver(previous.all) {
            for generated in next.all { add(generated) }
            if conflicts.isEmpty && refusals.isEmpty
                && !solver.ambiguousExpressions(layoutVariables.map { Expression($0) }).contains(true) { return }
        }
        solveFromScratch()
    }

    /// Text that wraps takes the height of its lines at the width the layout gives its view,
    /// as UIKit's multi-line labels do: solve, measure each wrapping text at its view's
    /// solved width, swap the view's two intrinsic height constraints for ones at that
    /// height (same priorities, same place in the order), solve again; until no height
    /// changes, at most `wrapRounds` times. Files without wrapping text skip all of it.
    private func fitWrappedHeights() {
        guard !system.wrappingHeights.isEmpty else { return }
        let measurer = TextMeasurer()
        for _ in 0..<Self.wrapRounds {
            var changed: [(WrappingHeight, Double)] = []
            for wrapping in system.wrappingHeights {
                let height = wrapping.height(atWidth: solver.value(of: wrapping.view.width), measurer: measurer)
                let current = wrappedHeights[ObjectIdentifier(wrapping.view)]?.height
                    ?? wrapping.constraints[0].equation.constant
                if abs(height - current) > 0.0005 { changed.append((wrapping, height)) }
            }
            guard !changed.isEmpty else { return }
            replaceIntrinsicHeights(changed)
        }
    }

    private func replaceIntrinsicHeights(_ changed: [(WrappingHeight, Double)]) {
        var index: [ObjectIdentifier: Int] = [:]
        for (position, generated) in constraints.enumerated() { index[ObjectIdentifier(generated.constraint)] = position }
        var removed: [GeneratedConstraint] = []
        var added: [GeneratedConstraint] = []
        for (wrapping, height) in changed {
            let old = wrappedHeights[ObjectIdentifier(wrapping.view)]?.constraints ?? wrapping.constraints
            let new = wrapping.constraints(height: height)
            for (before, after) in zip(old, new) {
                guard let position = index[ObjectIdentifier(before.constraint)] else { continue }
                constraints[position] = after
            }
            wrappedHeights[ObjectIdentifier(wrapping.view)] = (height, new)
            removed += old
            added += new
        }
        positions = nil
        if conflicts.isEmpty && refusals.isEmpty && removeFromSolver(removed) {
            for generated in added { add(generated) }
            if conflicts.isEmpty && refusals.isEmpty { return }
        }
        // A conflict makes the order of entry matter: solve again in the contract's order.
        solveFromScratch()
    }

    /// Takes constraints out of the solver; false if it did not hold one of them. Without
    /// conflicts or refusals it holds every constraint, but should that ever not be so, a
    /// fresh solve is the answer, not a solver in doubt.
    private func removeFromSolver(_ generated: [GeneratedConstraint]) -> Bool {
        do {
            for constraint in generated { try solver.remove(constraint.constraint) }
            return true
        } catch {
            return false
        }
    }

    /// Every view's four unknowns.
    private var layoutVariables: [Variable] {
        system.views.flatMap { [$0.left, $0.width, $0.top, $0.height] }
    }

    /// Hidden, or inside a hidden container: UIKit shows nothing of a hidden view's subviews.
    private func isHidden(_ view: LayoutView) -> Bool {
        var current: LayoutView? = view
        while let checked = current {
            if checked.isHidden { return true }
            current = checked.parent?.view
        }
        return false
    }

    /// The solved layout with every diagnostic of the file.
    public func layout() -> LayoutTree {
        let canvas = system.canvas.view
        let openAxes = ambiguousAxes()
        let conflicted = Set(conflicts.flatMap { $0.0.views.map(ObjectIdentifier.init) })
        var views: [SolvedView] = []
        for view in system.views {
            let parent = view.parent?.view
            let originX = parent.map { solver.value(of: $0.left) } ?? 0
            let originY = parent.map { solver.value(of: $0.top) } ?? 0
            var solved = SolvedView(
                name: view.name,
                kind: view.kind,
                text: view.text,
                content: view.content,
                attributes: view.attributes,
                isSpacer: view.isSpacer,
                isHidden: isHidden(view),
                parent: parent.flatMap { $0.isCanvas ? nil : $0.name },
                x: clean(solver.value(of: view.left) - originX),
                y: clean(solver.value(of: view.top) - originY),
                width: clean(solver.value(of: view.width)),
                height: clean(solver.value(of: view.height)),
                conflict: conflicted.contains(ObjectIdentifier(view)),
                ambiguous: openAxes[ObjectIdentifier(view)] ?? []
            )
            solved.alignmentInsets = view.alignmentInsets
            views.append(solved)
        }
        var diagnostics = system.diagnostics
        diagnostics += refusals.map { generated, error in
            // The solver's own message repeats the constraint; its reason is enough.
            let reason = if case SolverError.nonFiniteValue = error { "a number in it is not finite" } else { "\(error)" }
            return .error("the solver cannot take '\(generated.text)': \(reason)", at: generated.range)
        }
        diagnostics += outOfRangeErrors(views, canvas: canvas)
        diagnostics += conflicts.map(conflictWarning)
        diagnostics += ambiguityWarnings(views)
        diagnostics += RowOverlapCheck.warnings(system: system, views: views)
        diagnostics += TextFitCheck.warnings(system: system, views: views)
        diagnostics += UndrawableTextCheck.warnings(system: system, views: views)
        let solved = solver
        let geometry = SolvedGeometry(system: system, value: { solved.value(of: $0) }, clean: clean)
        return LayoutTree(
            canvasWidth: clean(solver.value(of: canvas.width)),
            canvasHeight: clean(solver.value(of: canvas.height)),
            views: views,
            diagnostics: diagnostics.sortedByLocation(),
            guides: geometry.guides(constraints: constraints,
                                    unsatisfied: Set(conflicts.map { ObjectIdentifier($0.0.constraint) })),
            rows: geometry.rows(),
            insets: geometry.insets()
        )
    }

    /// Values within the solver's tolerance of a whole number of thousandths are that
    /// number (and never -0), so the same layout always prints the same digits.
    private func clean(_ value: Double) -> Double {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == 0 ? 0 : rounded
    }

    /// An error for each view (and the canvas) with a position or size that is not finite
    /// or beyond ``maximumCoordinate``: such a layout is not output (JSON has no `inf`).
    private func outOfRangeErrors(_ views: [SolvedView], canvas: LayoutView) -> [Diagnostic] {
        func outOfRange(_ values: KeyValuePairs<String, Double>) -> String? {
            // `!(… <= …)` is also true for NaN.
            let wrong = values.filter { !(abs($0.value) <= Self.maximumCoordinate) }
            guard !wrong.isEmpty else { return nil }
            let listed = wrong.map { key, value in
                "\(key) " + (value.isNaN ? "not a number" : value.isInfinite ? "infinite" : NumberText.thousandths(value))
            }.joined(separator: ", ")
            return "\(listed); positions and sizes stop at \(NumberText.thousandths(Self.maximumCoordinate)) points either way"
        }
        var errors: [Diagnostic] = []
        if let what = outOfRange(["width": solver.value(of: canvas.width), "height": solver.value(of: canvas.height)]) {
            errors.append(.error("the canvas is out of range: \(what)", at: nil))
        }
        for (view, solved) in zip(system.views, views) {
            guard let what = outOfRange(["x": solved.x, "y": solved.y, "width": solved.width, "height": solved.height])
            else { continue }
            errors.append(.error("layout of '\(solved.name)' is out of range: \(what)", at: view.declaredAt))
        }
        return errors
    }

    /// A conflict names its first `conflictMembersShown` members, then how many more:
    /// a line of 2,000 views that cannot fit conflicts with some 4,000 constraints. The
    /// JSON's message names them all.
    static let conflictMembersShown = 10

    private func conflictWarning(_ conflict: (GeneratedConstraint, [GeneratedConstraint])) -> Diagnostic {
        let (broken, others) = conflict
        let listed = others.map { other in
            "'\(other.text)'" + (other.range.map { " (line \($0.start.line))" } ?? " (\(other.reason))")
        }
        func message(naming members: [String]) -> String {
            "conflict: '\(broken.text)' cannot be satisfied together with "
                + (members.isEmpty ? "itself" : members.joined(separator: ", "))
                + "; it is left unsatisfied"
        }
        let shown = Self.conflictMembersShown
        var notes = others.prefix(shown).compactMap { other in
            other.range.map { Diagnostic.note("conflicting constraint '\(other.text)' (\(other.reason))", at: $0) }
        }
        guard others.count > shown else { return .warning(message(naming: listed), at: broken.range, notes: notes) }
        let more = "… and \((others.count - shown).grouped) more"
        notes.append(.note("\(more) conflicting constraints (`--format json` lists them all)", at: nil))
        return .warning(message(naming: listed.prefix(shown) + [more]), at: broken.range, notes: notes,
                        completeMessage: message(naming: listed))
    }

    /// Horizontal: a view's x or width is undetermined; vertical: its y or height. As the
    /// layout reports them: x and y relative to the parent, so a view pinned inside a
    /// container that could move is not ambiguous itself (the container is).
    private func ambiguousAxes() -> [ObjectIdentifier: [LayoutAxis]] {
        var expressions: [Expression] = []
        for view in system.views {
            let parent = view.parent.flatMap { $0.view.isCanvas ? nil : $0.view }
            expressions.append(parent.map { view.left - $0.left } ?? Expression(view.left))
            expressions.append(Expression(view.width))
            expressions.append(parent.map { view.top - $0.top } ?? Expression(view.top))
            expressions.append(Expression(view.height))
        }
        let open = solver.ambiguousExpressions(expressions)
        var axes: [ObjectIdentifier: [LayoutAxis]] = [:]
        for (index, view) in system.views.enumerated() {
            var viewAxes: [LayoutAxis] = []
            if open[4 * index] || open[4 * index + 1] { viewAxes.append(.horizontal) }
            if open[4 * index + 2] || open[4 * index + 3] { viewAxes.append(.vertical) }
            if !viewAxes.isEmpty { axes[ObjectIdentifier(view)] = viewAxes }
        }
        return axes
    }

    private func ambiguityWarnings(_ views: [SolvedView]) -> [Diagnostic] {
        zip(system.views, views).compactMap { view, solved in
            guard !solved.ambiguous.isEmpty else { return nil }
            let axes = solved.ambiguous.map(\.rawValue).joined(separator: " and ")
            let what = solved.ambiguous.map { $0 == .horizontal ? "x or width" : "y or height" }
                .joined(separator: ", ")
            return .warning("layout of '\(view.name)' is ambiguous (\(axes)): the constraints leave its \(what) open",
                            at: view.declaredAt)
        }
    }
}
