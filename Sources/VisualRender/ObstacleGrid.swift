/// Rectangles filed by the cells of a grid they touch, so that the ones near a small
/// rectangle are found without looking at all of them.
///
/// Placing a tag or a pill checks each candidate place against what is near it; on a
/// sheet of thousands of views, looking at everything for every candidate made placing
/// quadratic. The grids cover `bounds` (where candidates lie); a rectangle reaching outside
/// is filed in the border cells, so anything that overlaps a candidate shares a cell with
/// it. There are three grids, each with cells 8 times as wide as the one before: a
/// rectangle goes in the finest where it touches at most 64 cells, so a container as large
/// as the sheet costs as little to file as a label.
struct ObstacleGrid {
    /// A rectangle's index, with the first cell it is filed in (column, row): a visit
    /// reports it from one cell only, the first the query and it share.
    private struct Entry {
        let index: Int
        let column: Int
        let row: Int
    }

    private struct Grid {
        let cellSize: Double
        let columns: Int
        let rows: Int
        /// Cell (row-major) → the rectangles filed there, in the order they were filed.
        var cells: [Int: [Entry]] = [:]
    }

    private let bounds: Rect
    private var grids: [Grid]

    /// The finest cells are at least this big: a label touches a few of them.
    static let smallestCell = 64.0
    /// The finest grid has at most about this many cells, however large the sheet.
    static let mostCells = 65_536.0
    /// A rectangle goes in the finest grid where it touches at most this many cells.
    static let mostCellsPerRectangle = 64

    init(bounds: Rect) {
        let finite = bounds.x.isFinite && bounds.y.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite
        let covered = finite ? bounds : Rect(x: 0, y: 0, width: 0, height: 0)
        let area = covered.width * covered.height
        let finest = area > 0 ? max(Self.smallestCell, (area / Self.mostCells).squareRoot()) : Self.smallestCell
        self.bounds = covered
        grids = [1.0, 8, 64].map { factor in
            let size = finest * factor
            return Grid(cellSize: size, columns: max(1, Int((covered.width / size).rounded(.up))),
                        rows: max(1, Int((covered.height / size).rounded(.up))))
        }
    }

    /// Files rectangle number `index`. A rectangle with no area overlaps nothing and is not
    /// filed.
    mutating func insert(_ index: Int, _ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        for level in grids.indices {
            guard let (columns, rows) = cellRanges(rect, in: grids[level]) else { return }
            if columns.count * rows.count > Self.mostCellsPerRectangle && level < grids.count - 1 { continue }
            let entry = Entry(index: index, column: columns.lowerBound, row: rows.lowerBound)
            for row in rows {
                for column in columns { grids[level].cells[row * grids[level].columns + column, default: []].append(entry) }
            }
            return
        }
    }

    /// Calls `body` with the index of each rectangle that may overlap `rect`, each once,
    /// until `body` returns false. The order is fixed (grid by grid, cell by cell, in the
    /// order filed), so the same query always visits the same way; nothing is allocated.
    func visit(near rect: Rect, _ body: (Int) -> Bool) {
        for grid in grids {
            guard let (columns, rows) = cellRanges(rect, in: grid) else { return }
            for row in rows {
                for column in columns {
                    guard let entries = grid.cells[row * grid.columns + column] else { continue }
                    for entry in entries {
                        // Filed in several cells: reported only from the first one the query
                        // shares with it.
                        guard max(entry.column, columns.lowerBound) == column,
                              max(entry.row, rows.lowerBound) == row else { continue }
                        if !body(entry.index) { return }
                    }
                }
            }
        }
    }

    /// The cells of `grid` a rectangle touches, clamped to the grid; nil for a rectangle
    /// that is not a finite one with a size (it overlaps nothing).
    private func cellRanges(_ rect: Rect, in grid: Grid) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              rect.width >= 0, rect.height >= 0 else { return nil }
        func cell(_ value: Double, from start: Double, count: Int) -> Int {
            Int(min(max(((value - start) / grid.cellSize).rounded(.down), 0), Double(count - 1)))
        }
        return (cell(rect.x, from: bounds.x, count: grid.columns)...cell(rect.maxX, from: bounds.x, count: grid.columns),
                cell(rect.y, from: bounds.y, count: grid.rows)...cell(rect.maxY, from: bounds.y, count: grid.rows))
    }
}
