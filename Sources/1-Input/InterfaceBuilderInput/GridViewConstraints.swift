/// A `<gridView>` (AppKit's `NSGridView`) read as a grid arrangement, which makes the
/// constraints the grid makes for its cells' views (`GridEquations.swift`).
///
/// The document writes the rows and columns in order (`<gridRow>`, `<gridColumn>`, with
/// their sizes, paddings and placements), then one `<gridCell row= column=>` per row and
/// column, holding its view as `key="contentView"`; the cells of a merged cell name the
/// one that holds the view in `headOfMergedCell`.
extension DocumentView {
    var isGridView: Bool { element.name == "gridView" }

    var gridArrangement: GridArrangement {
        let rowElements = element.child("rows")?.children("gridRow") ?? []
        let columnElements = element.child("columns")?.children("gridColumn") ?? []
        let rowIndex = Self.positions(rowElements)
        let columnIndex = Self.positions(columnElements)
        let cellElements = element.child("gridCells")?.children("gridCell") ?? []

        // Where each merged cell reaches: the rows and columns of every cell naming it head.
        var spans: [String: (rows: ClosedRange<Int>, columns: ClosedRange<Int>)] = [:]
        for cell in cellElements {
            guard let head = cell["headOfMergedCell"], let row = cell["row"].flatMap({ rowIndex[$0] }),
                  let column = cell["column"].flatMap({ columnIndex[$0] }) else { continue }
            let old = spans[head] ?? (row...row, column...column)
            spans[head] = (min(old.rows.lowerBound, row)...max(old.rows.upperBound, row),
                           min(old.columns.lowerBound, column)...max(old.columns.upperBound, column))
        }
        let viewsByID = Dictionary(subviews.map { ($0.id, $0) }) { first, _ in first }
        var cells: [GridArrangement.Cell] = []
        for cell in cellElements {
            guard let content = cell.children.first(where: { $0["key"] == "contentView" }),
                  let view = content["id"].flatMap({ viewsByID[$0] }),
                  let row = cell["row"].flatMap({ rowIndex[$0] }), let column = cell["column"].flatMap({ columnIndex[$0] })
            else { continue }
            let span = cell["id"].flatMap { spans[$0] } ?? (row...row, column...column)
            cells.append(GridArrangement.Cell(view: view.name, rows: span.rows, columns: span.columns,
                                              xPlacement: Self.placement(cell["xPlacement"]),
                                              yPlacement: Self.placement(cell["yPlacement"]),
                                              rowAlignment: Self.rowAlignment(cell["rowAlignment"])))
        }
        var grid = GridArrangement(
            name: name,
            rows: rowElements.map { row in
                GridArrangement.Track(size: Self.number(row["height"]), paddingBefore: Self.number(row["topPadding"]) ?? 0,
                                      paddingAfter: Self.number(row["bottomPadding"]) ?? 0,
                                      placement: Self.placement(row["yPlacement"]), rowAlignment: Self.rowAlignment(row["rowAlignment"]),
                                      isHidden: row["hidden"] == "YES")
            },
            columns: columnElements.map { column in
                GridArrangement.Track(size: Self.number(column["width"]), paddingBefore: Self.number(column["leadingPadding"]) ?? 0,
                                      paddingAfter: Self.number(column["trailingPadding"]) ?? 0,
                                      placement: Self.placement(column["xPlacement"]), isHidden: column["hidden"] == "YES")
            },
            cells: cells)
        if let spacing = Self.number(element["rowSpacing"]) { grid.rowSpacing = spacing }
        if let spacing = Self.number(element["columnSpacing"]) { grid.columnSpacing = spacing }
        let xPlacement = Self.placement(element["xPlacement"])
        let yPlacement = Self.placement(element["yPlacement"])
        if xPlacement != .inherited { grid.xPlacement = xPlacement }
        if yPlacement != .inherited { grid.yPlacement = yPlacement }
        let alignment = Self.rowAlignment(element["rowAlignment"])
        if alignment != .inherited { grid.rowAlignment = alignment }
        grid.horizontalHugging = Self.number(element["horizontalHuggingPriority"]) ?? 250
        grid.verticalHugging = Self.number(element["verticalHuggingPriority"]) ?? 250
        return grid
    }

    /// The ids of the views in the grid's hidden rows and columns, which AppKit hides.
    var collapsedGridViewIDs: Set<String> {
        let grid = gridArrangement
        let collapsed = Set(grid.cells.filter(grid.isCollapsed).map(\.view))
        return Set(subviews.filter { collapsed.contains($0.name) }.map(\.id))
    }

    /// Each element's position by its `id` (the first, should a document repeat an id).
    private static func positions(_ elements: [XMLElement]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let id = element["id"], positions[id] == nil { positions[id] = index }
        }
        return positions
    }

    /// A placement as Interface Builder spells it (`top` and `bottom` for rows).
    private static func placement(_ text: String?) -> GridArrangement.Placement {
        switch text {
        case "leading", "top": .leading
        case "trailing", "bottom": .trailing
        case "center": .center
        case "fill": .fill
        case "none": .none
        default: .inherited
        }
    }

    private static func rowAlignment(_ text: String?) -> GridArrangement.RowAlignment {
        switch text {
        case "none": .none
        case "firstBaseline": .firstBaseline
        case "lastBaseline": .lastBaseline
        default: .inherited
        }
    }

    /// A finite number; nil for none, for text that is not one, and for AppKit's
    /// "sized for content" mark (a tiny positive number some documents store as a size).
    private static func number(_ text: String?) -> Double? {
        guard let value = text.flatMap(Double.init), value.isFinite, abs(value) < 1e6,
              value == 0 || abs(value) > 1e-6 else { return nil }
        return value
    }
}
