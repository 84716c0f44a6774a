import VisualSyntax

/// The `fit` sizes, added last: a fitting side is pulled to 0 below every written
/// priority, so it becomes the smallest size the constraints allow (UIKit's compressed
/// fitting size). Nested containers fit on both sides unless their own `canvas` says
/// otherwise. RQVisual rows keep their library's minimum size, computed correctly
/// (docs/semantics.md 1.3): each row needs the container at least as wide as the row, and
/// the rows together need it at least as tall as they are (see `ContainerSizing`).
enum FittingConstraints {
    static func add(to system: ConstraintSystem, sizings: [(LayoutContainer, ContainerSizing)]) {
        for (layout, sizing) in sizings {
            let constraints = sizing.fitting(width: layout.settings.canvasWidth == nil,
                                             height: layout.settings.canvasHeight == nil)
            if layout === system.canvas {
                system.canvasConstraints.fitting = constraints
                system.canvasFittingIndex = system.constraints.count
            }
            system.constraints += constraints
        }
    }
}
