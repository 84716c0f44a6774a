import VisualConstraints
import VisualLayout

/// A second frame for a layout whose `fit` side solves to 0.
///
/// A `fit` side is the smallest the constraints allow. Layouts read from code are often
/// fragments whose height the container gives them (`V:|[webView]|`, a view centred on
/// `centerY`): their fitting height is 0, and drawn at that size every view is a line or
/// hatched as outside the canvas, which is true and shows nothing. So the picture draws
/// the layout as written and, beside it, the same constraints solved in a container that
/// sets that side (375 wide, an iPhone's width; 200 high, room for a few rows), named
/// so. Only the picture gets the second frame: the layout, its JSON and its warnings are
/// the written size's.
enum OpenSidePreview {
    static let width = 375.0
    static let height = 200.0

    /// The size to solve `layout` again at and the frame's name (which side its container
    /// sets), or nil when it needs no second frame: every `fit` side of its canvas solved
    /// above 0, or it has no view to show.
    static func frame(of layout: LayoutTree, canvas settings: ResolvedSettings) -> (size: CanvasSize, name: String)? {
        let openWidth = settings.canvasWidth == nil && layout.canvasWidth < 0.5
        let openHeight = settings.canvasHeight == nil && layout.canvasHeight < 0.5
        guard openWidth || openHeight, layout.views.contains(where: { !$0.isSpacer && !$0.isHidden }) else {
            return nil
        }
        // A side that is not open keeps what the file says of it (a number, or fit).
        let size = CanvasSize(width: openWidth ? width : settings.canvasWidth,
                              height: openHeight ? height : settings.canvasHeight)
        let side = openWidth && openHeight ? "size" : openWidth ? "width" : "height"
        return (size, "\(side) set by its container")
    }

    /// `engine`'s system solved at `size`, or nil when that frame would not help: no view
    /// moves or grows (what leaves them flat is not the container: a side left ambiguous),
    /// or a constraint fails at that size that holds at the file's own, a conflict the
    /// picture would show that the file does not have. (A view the fitting pull placed may
    /// be ambiguous in a container of fixed size: that is so, and its badge says it.)
    /// Leaves `engine` at `size`.
    static func layout(of original: LayoutTree, engine: LayoutEngine, system: ConstraintSystem,
                       size: CanvasSize) -> LayoutTree? {
        engine.resize(width: size.width, height: size.height)
        let preview = LayoutPipeline.solvedLayout(engine, system: system)
        let conflicted = Set(original.views.filter(\.conflict).map(\.name))
        guard !preview.diagnostics.containsErrors,
              preview.views.allSatisfy({ !$0.conflict || conflicted.contains($0.name) }) else { return nil }
        let moved = zip(original.views, preview.views).contains { before, after in
            !before.isSpacer && !before.isHidden
                && [before.x - after.x, before.y - after.y, before.width - after.width,
                    before.height - after.height].contains { abs($0) > 0.5 }
        }
        return moved ? preview : nil
    }
}
