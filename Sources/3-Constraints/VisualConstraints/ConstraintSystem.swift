import Cassowary
import VisualSyntax

/// Everything the constraint stage made of a format file: its views and containers,
/// every constraint in the order it enters the solver, and what it found wrong.
///
/// The order is the contract's: every view's `>= 0` sizes, the canvas, the statements
/// in source order (a nested block's where the block is written), then intrinsic sizes
/// and fitting sizes. The solver leaves the *later* of two conflicting required
/// constraints unsatisfied, so this order decides which one breaks.
public final class ConstraintSystem: @unchecked Sendable {
    public let canvas: LayoutContainer
    /// The layout direction: the command line's, a right-to-left language's, or the file's
    /// `direction` (left to right when none says).
    public internal(set) var direction: LayoutDirection = .leftToRight
    /// The canvas and every nested container, in source order.
    public internal(set) var containers: [LayoutContainer] = []
    /// Every view except the canvas, in order of first appearance (parents first).
    public internal(set) var views: [LayoutView] = []
    public internal(set) var constraints: [GeneratedConstraint] = []
    /// The root canvas's size constraints (also in `constraints`), kept apart so that a
    /// renderer can swap them for another size without rebuilding the rest (see
    /// `canvasConstraints(width:height:)` and `LayoutEngine.resize`).
    public internal(set) var canvasConstraints = CanvasConstraints(fixed: [], fitting: [])
    /// Where the root canvas's fixed and fitting constraints start in `constraints`.
    var canvasFixedIndex = 0
    var canvasFittingIndex = 0
    /// What the root canvas's size constraints are made of.
    var canvasSizing: ContainerSizing?
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The RQVisual rows of each container, for the overlap check and row bands.
    public internal(set) var rows: [RowGroup] = []
    /// The views the file's `mask` statements name, in file order: a golden check leaves
    /// their boxes out of the pixel comparison.
    public internal(set) var maskedViews: [String] = []
    /// Views whose intrinsic height follows their solved width (text that wraps), with
    /// their height constraints (also in `constraints`), for the layout to measure again.
    public internal(set) var wrappingHeights: [WrappingHeight] = []

    init(canvas: LayoutContainer) {
        self.canvas = canvas
    }

    /// Puts earlier stages' warnings before this stage's.
    public func prependDiagnostics(_ earlier: [Diagnostic]) {
        diagnostics = earlier + diagnostics
    }

    /// The root canvas's size constraints for another size (nil = `fit`), as a build of the
    /// file with `canvas W x H` written that way would make them.
    public func canvasConstraints(width: Double?, height: Double?) -> CanvasConstraints {
        guard let canvasSizing else { return CanvasConstraints(fixed: [], fitting: []) }
        return CanvasConstraints(fixed: canvasSizing.fixed(width: width, height: height),
                                 fitting: canvasSizing.fitting(width: width == nil, height: height == nil))
    }

    /// Every constraint in the order they enter the solver, with the root canvas's size
    /// constraints replaced by `canvas`'s, each group where a fresh build puts it.
    public func constraints(replacingCanvasWith canvas: CanvasConstraints) -> [GeneratedConstraint] {
        let fixedEnd = canvasFixedIndex + canvasConstraints.fixed.count
        let fittingEnd = canvasFittingIndex + canvasConstraints.fitting.count
        return Array(constraints[..<canvasFixedIndex]) + canvas.fixed
            + constraints[fixedEnd..<canvasFittingIndex] + canvas.fitting
            + constraints[fittingEnd...]
    }

    public func view(named name: String) -> LayoutView? {
        views.first { $0.name == name && !$0.isSpacer }
    }
}

/// The views of one RQVisual row, as laid out side by side.
public struct RowGroup: @unchecked Sendable {
    public let label: String?
    public let container: LayoutContainer
    public let views: [LayoutView]
    public let range: SourceRange
}
