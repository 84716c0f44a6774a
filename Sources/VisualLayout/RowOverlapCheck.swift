import VisualConstraints
import VisualSyntax
import NumberText

/// RQVisual's centring can place views of one row on top of each other (the pod page's
/// `[imageView(50)<]-[label(50)<>]`): the contract asks for an `overlap` warning.
enum RowOverlapCheck {
    static func warnings(system: ConstraintSystem, views: [SolvedView]) -> [Diagnostic] {
        var solvedByView: [ObjectIdentifier: SolvedView] = [:]
        for (view, solved) in zip(system.views, views) { solvedByView[ObjectIdentifier(view)] = solved }
        var warnings: [Diagnostic] = []
        for row in system.rows {
            let members = row.views.compactMap { view in solvedByView[ObjectIdentifier(view)].map { (view, $0) } }
            for i in members.indices {
                for j in members.indices where j > i {
                    let (a, fa) = members[i], (b, fb) = members[j]
                    let overlapX = min(fa.x + fa.width, fb.x + fb.width) - max(fa.x, fb.x)
                    let overlapY = min(fa.y + fa.height, fb.y + fb.height) - max(fa.y, fb.y)
                    // Zero-height rows still overlap when their spans cross horizontally.
                    let crossesY = overlapY > 0.001 || (fa.height == 0 || fb.height == 0) && overlapY >= 0
                    if overlapX > 0.001 && crossesY {
                        let label = row.label.map { "row '\($0)'" } ?? "row at line \(row.range.start.line)"
                        warnings.append(.warning(
                            "views '\(a.name)' and '\(b.name)' of \(label) overlap by \(NumberText.thousandths(overlapX)) points",
                            at: row.range))
                    }
                }
            }
        }
        return warnings
    }
}
