import VisualConstraints
import VisualSyntax
import TextFormats

/// RQVisual's centring can place views of one row on top of each other (the pod page's
/// `[imageView(50)<]-[label(50)<>]`): the contract asks for an `overlap` warning.
enum RowOverlapCheck {
    /// Overlaps of less than this (points) are rounding, not an overlap.
    private static let tolerance = 0.001

    static func warnings(system: ConstraintSystem, views: [SolvedView]) -> [Diagnostic] {
        var solvedByView: [ObjectIdentifier: Int] = [:]
        for (index, view) in system.views.enumerated() { solvedByView[ObjectIdentifier(view)] = index }
        var warnings: [Diagnostic] = []
        for row in system.rows {
            let members = row.views.compactMap { solvedByView[ObjectIdentifier($0)] }.map { views[$0] }
            let label = row.label.map { "row '\($0)'" } ?? "row at line \(row.range.start.line)"
            for (i, j) in overlappingPairs(members) {
                let (a, b) = (members[i], members[j])
                let overlapX = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
                warnings.append(.warning(
                    "views '\(a.name)' and '\(b.name)' of \(label) overlap by \(NumberText.thousandths(overlapX)) points",
                    at: row.range))
            }
        }
        return warnings
    }

    /// The pairs `(i, j)`, `i < j`, of views that overlap, in that order.
    ///
    /// A sweep from left to right: only views whose horizontal spans cross are compared,
    /// so a row of thousands of views side by side costs a sort, not every pair.
    static func overlappingPairs(_ views: [SolvedView]) -> [(Int, Int)] {
        let byLeft = views.indices.sorted { views[$0].x < views[$1].x }
        var open: [Int] = []  // views whose right edge the sweep has not passed
        var pairs: [(Int, Int)] = []
        for index in byLeft {
            let view = views[index]
            open.removeAll { views[$0].x + views[$0].width - view.x <= tolerance }
            for other in open where overlaps(views[other], view) {
                pairs.append((min(other, index), max(other, index)))
            }
            open.append(index)
        }
        return pairs.sorted { $0 < $1 }
    }

    static func overlaps(_ a: SolvedView, _ b: SolvedView) -> Bool {
        let overlapX = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let overlapY = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        // Zero-height rows still overlap when their spans cross horizontally.
        let crossesY = overlapY > tolerance || (a.height == 0 || b.height == 0) && overlapY >= 0
        return overlapX > tolerance && crossesY
    }
}
