import VisualSyntax

/// The `fit` sizes, added last: a fitting side is pulled to 0 below every written
/// priority, so it becomes the smallest size the constraints allow (UIKit's compressed
/// fitting size). Nested containers fit on both sides unless their own `canvas` says
/// otherwise. RQVisual rows keep their library's minimum size, computed correctly
/// (semantics.md 1.3): each row needs the container at least as wide as the row, and
/// the rows together need it at least as tall as they are.
enum FittingConstraints {
    static func add(to system: ConstraintSystem, containers: [(syntax: Container, layout: LayoutContainer)]) {
        for (syntax, layout) in containers {
            let fitsWidth = layout.settings.canvasWidth == nil
            let fitsHeight = layout.settings.canvasHeight == nil
            let range = syntax.settings.canvas?.range
            let sizes = RowConstraintBuilder.correctedSizes(rows: syntax.rows, spacing: syntax.settings.rowSpacing,
                                                            settings: layout.settings)
            if fitsWidth {
                for (row, width) in zip(syntax.rows, sizes.rowWidths) {
                    system.constraints.append(.make(.view(layout.view, .width), .greaterThanOrEqual, nil, constant: width,
                                                    range: row.range, reason: "row minimum width", implicit: true))
                }
                system.constraints.append(.make(.view(layout.view, .width), .equal, nil,
                                                priority: ConstraintSystemBuilder.fittingPriority,
                                                range: range, reason: "fitting width", implicit: true))
            }
            if fitsHeight {
                if !syntax.rows.isEmpty {
                    system.constraints.append(.make(.view(layout.view, .height), .greaterThanOrEqual, nil,
                                                    constant: sizes.height, range: syntax.rows[0].range,
                                                    reason: "rows minimum height", implicit: true))
                }
                system.constraints.append(.make(.view(layout.view, .height), .equal, nil,
                                                priority: ConstraintSystemBuilder.fittingPriority,
                                                range: range, reason: "fitting height", implicit: true))
            }
        }
    }
}
