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
    /// The canvas and every nested container, in source order.
    public internal(set) var containers: [LayoutContainer] = []
    /// Every view except the canvas, in order of first appearance (parents first).
    public internal(set) var views: [LayoutView] = []
    public internal(set) var constraints: [GeneratedConstraint] = []
    /// The canvas size constraints, kept apart so a renderer can swap them for another
    /// size without rebuilding the rest (see `LayoutEngine.resize`).
    public internal(set) var canvasConstraints: [GeneratedConstraint] = []
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The RQVisual rows of each container, for the overlap check and row bands.
    public internal(set) var rows: [RowGroup] = []

    init(canvas: LayoutContainer) {
        self.canvas = canvas
    }

    /// Puts earlier stages' warnings before this stage's.
    public func prependDiagnostics(_ earlier: [Diagnostic]) {
        diagnostics = earlier + diagnostics
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
