import TextFormats

/// The constraints an `NSGridView` makes, as equations written inside the grid's container
/// (`superview` is the grid).
///
/// Each row and column is a guide, an invisible view (`view NAME guide`) as AppKit's own
/// row and column layout guides are:
/// - the columns follow each other from the grid's leading edge to its trailing edge,
///   `columnSpacing` apart plus their paddings; the rows likewise from top to bottom;
/// - a column with a width of its own has it; one sized by its content shrinks onto its
///   cells' views at the grid's hugging priority (at most 249, below the views' compression
///   resistance), the last column one below it, so that room the grid is given past its
///   content goes to the last column (and row) rather than to no column in particular;
/// - each cell's view sits in the rows and columns it covers by its placement: `leading`
///   (top), `trailing` (bottom), `center` or `fill` pins that edge (or both), and every
///   view stays inside its cell (below required: `insidePriority`); `none` only keeps it
///   inside, for the view's own constraints to place;
/// - the views of a row aligned by baseline share the baseline of the row's first such
///   view, the group placed as a whole: at the top (or bottom, or centre) as far as its
///   views allow, each still inside the row;
/// - a hidden row or column is 0 long, without its padding, and one spacing lies between
///   the visible tracks on either side of it; the views of its cells (hidden) sit at their
///   cell's corner, out of the tracks' sizes.
extension GridArrangement {
    func rowName(_ index: Int) -> String { "\(name)_row\(index + 1)" }
    func columnName(_ index: Int) -> String { "\(name)_column\(index + 1)" }

    /// Every equation the grid makes, to be written after the layout's own.
    func equations() -> [String] {
        guard !rows.isEmpty, !columns.isEmpty else { return [] }
        return trackEquations(columns, name: columnName, spacing: columnSpacing, hugging: horizontalHugging,
                              edges: ("leading", "trailing", "width"), across: ("top", "height"))
            + trackEquations(rows, name: rowName, spacing: rowSpacing, hugging: verticalHugging,
                             edges: ("top", "bottom", "height"), across: ("leading", "width"))
            + cells.filter { !isCollapsed($0) }.flatMap(horizontalPlacement)
            + verticalPlacements()
            + cells.filter(isCollapsed).flatMap(collapsedPlacement)
    }

    /// A hidden cell's view at its cell's top-leading corner, taking no room: AppKit hides
    /// it, so it neither widens its column nor heightens its row.
    private func collapsedPlacement(_ cell: Cell) -> [String] {
        [edge(cell, "leading", "==", "\(columnName(cell.columns.lowerBound)).leading"),
         edge(cell, "top", "==", "\(rowName(cell.rows.lowerBound)).top")]
    }

    /// The guides of one axis, chained from the grid's start to its end.
    private func trackEquations(_ tracks: [Track], name: (Int) -> String, spacing: Double, hugging: Double,
                                edges: (start: String, end: String, size: String),
                                across: (start: String, size: String)) -> [String] {
        var equations: [String] = []
        for (index, track) in tracks.enumerated() {
            let guide = name(index)
            equations.append("view \(guide) guide")
            // The guide's other axis is free: pin it to the grid so it is not ambiguous.
            equations.append("\(guide).\(across.start) == superview.\(across.start)")
            equations.append("\(guide).\(across.size) == 0")
            // A hidden track has no padding, and the spacing is between visible tracks: one
            // before each visible track that follows another.
            let before = track.isHidden ? 0 : track.paddingBefore
            if index == 0 {
                equations.append("\(guide).\(edges.start) == superview.\(edges.start)" + NumberText.formatFileConstant(before))
            } else {
                let previous = tracks[index - 1]
                let gap = !track.isHidden && tracks[..<index].contains { !$0.isHidden } ? spacing : 0
                equations.append("\(guide).\(edges.start) == \(name(index - 1)).\(edges.end)"
                                 + NumberText.formatFileConstant((previous.isHidden ? 0 : previous.paddingAfter) + gap + before))
            }
            if track.isHidden {
                equations.append("\(guide).\(edges.size) == 0")
            } else if let size = track.size {
                equations.append("\(guide).\(edges.size) == \(NumberText.formatFile(max(0, size)))")
            } else {
                // Below the views' compression resistance, or the track would squeeze the
                // views it is sized by (a grid hugging at 750 ties with a label's 750).
                let shrink = min(hugging, 249)
                let isLast = index == tracks.count - 1
                equations.append("\(guide).\(edges.size) == 0 @ \(NumberText.formatFile(isLast ? max(1, shrink - 1) : shrink))")
            }
        }
        if let last = tracks.last {
            equations.append("\(name(tracks.count - 1)).\(edges.end) == superview.\(edges.end)"
                             + NumberText.formatFileConstant(last.isHidden ? 0 : -last.paddingAfter))
        }
        return equations
    }

    /// A cell's view across its columns.
    private func horizontalPlacement(_ cell: Cell) -> [String] {
        let start = "\(columnName(cell.columns.lowerBound)).leading"
        let end = "\(columnName(cell.columns.upperBound)).trailing"
        return placement(cell, xPlacement(of: cell), edges: ("leading", "trailing", "centerX"), start: start, end: end)
    }

    /// Each row's views: those aligned by baseline as a group, the others each by its placement.
    private func verticalPlacements() -> [String] {
        var equations: [String] = []
        var firstAligned: [Int: Cell] = [:]
        for cell in cells where !isCollapsed(cell) {
            let start = "\(rowName(cell.rows.lowerBound)).top"
            let end = "\(rowName(cell.rows.upperBound)).bottom"
            let alignment = rowAlignment(of: cell)
            guard alignment == .firstBaseline || alignment == .lastBaseline else {
                equations += placement(cell, yPlacement(of: cell), edges: ("top", "bottom", "centerY"), start: start, end: end)
                continue
            }
            let baseline = alignment == .firstBaseline ? "firstBaseline" : "lastBaseline"
            let row = cell.rows.lowerBound
            if let first = firstAligned[row] {
                equations.append("\(cell.view).\(baseline) == \(first.view).\(baseline)")
            } else {
                firstAligned[row] = cell
            }
            let keep = Self.insidePriority(cell.rows.upperBound)
            equations.append(edge(cell, "top", ">=", start) + keep)
            equations.append(edge(cell, "bottom", "<=", end) + keep)
            // Every view of the group pulls it toward its place, weakly: each is kept inside
            // the row, so the group stops where its first view touches that edge.
            switch yPlacement(of: cell) {
            case .trailing: equations.append(edge(cell, "bottom", "==", end) + " @ 1")
            case .center: equations.append(edge(cell, "centerY", "==", "\(rowName(row)).centerY") + " @ 1")
            default: equations.append(edge(cell, "top", "==", start) + " @ 1")
            }
        }
        return equations
    }

    /// A view between `start` and `end` by `placement`; always inside them.
    private func placement(_ cell: Cell, _ placement: Placement, edges: (start: String, end: String, center: String),
                           start: String, end: String) -> [String] {
        let isHorizontal = edges.start == "leading"
        let keep = Self.insidePriority(isHorizontal ? cell.columns.upperBound : cell.rows.upperBound)
        let inside = [edge(cell, edges.start, ">=", start) + keep, edge(cell, edges.end, "<=", end) + keep]
        switch placement {
        case .leading, .inherited: return [edge(cell, edges.start, "==", start), inside[1]]
        case .trailing: return [edge(cell, edges.end, "==", end), inside[0]]
        case .fill: return [edge(cell, edges.start, "==", start), edge(cell, edges.end, "==", end) + keep]
        case .center:
            // A cell of one row and column centres on its guide; a merged one on a guide of
            // its own, from its first guide's start to its last one's end.
            let isMerged = isHorizontal ? cell.columns.count > 1 : cell.rows.count > 1
            let guide = isMerged ? "\(cell.view)_\(isHorizontal ? "columns" : "rows")" : String(start.dropLast(edges.start.count + 1))
            var equations: [String] = []
            if isMerged {
                let (acrossStart, acrossSize) = isHorizontal ? ("top", "height") : ("leading", "width")
                equations += ["view \(guide) guide", "\(guide).\(edges.start) == \(start)", "\(guide).\(edges.end) == \(end)",
                              "\(guide).\(acrossStart) == superview.\(acrossStart)", "\(guide).\(acrossSize) == 0"]
            }
            return equations + [edge(cell, edges.center, "==", "\(guide).\(edges.center)")] + inside
        case .none: return inside
        }
    }

    /// How firmly a view is kept inside the rows (columns) up to `index`: below the views'
    /// compression resistance, so that a grid held smaller than its content lets a view run
    /// past its cell rather than squeeze it (real documents store such views a few points
    /// over the next row), and a step lower for each later track, so that the last ones give
    /// way first rather than any of them.
    static func insidePriority(_ index: Int) -> String { " @ \(max(500, 740 - index))" }

    /// `VIEW.attribute RELATION OTHER`: the view's alignment rectangle, what the grid places.
    private func edge(_ cell: Cell, _ attribute: String, _ relation: String, _ other: String) -> String {
        "\(cell.view).\(attribute) \(relation) \(other)"
    }
}
