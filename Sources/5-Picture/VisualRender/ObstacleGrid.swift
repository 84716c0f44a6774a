import Geometry

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
    /// reports it from one cell only, the first the query and it share. `next`: the
    /// cell's next entry (-1 at the end).
    private struct Entry {
        let index: Int32
        let column, row: Int32
        var next: Int32
    }

    /// Each cell's entries form a list, in the order filed, through one flat array: no
    /// hashing and no array per cell on the way.
    private struct Grid {
        let cellSize: Double
        let columns: Int
        let rows: Int
        /// Cell (row-major) → its first and last entry in `entries` (-1: empty).
        var first: [Int32]
        var last: [Int32]
        var entries: [Entry] = []

        init(cellSize: Double, columns: Int, rows: Int) {
            self.cellSize = cellSize
            self.columns = columns
            self.rows = rows
            first = [Int32](repeating: -1, count: columns * rows)
            last = first
        }

        mutating func append(_ index: Int, column: Int, row: Int, in cell: Int) {
            let entry = Int32(entries.count)
            entries.append(Entry(index: Int32(index), column: Int32(column), row: Int32(row), next: -1))
            if last[cell] >= 0 { entries[Int(last[cell])].next = entry } else { first[cell] = entry }
            last[cell] = entry
        }
    }

    private let bounds: Rect
    private var grids: [Grid]

    /// The finest cells are at least this big: a label touches a few of them.
    static let smallestCell = 64.0
    /// The finest grid has at most about this many cells, however large the sheet.
    static let mostCells = 65_536.0
    /// A rectangle goes in the finest grid where it touches at most this many cells.
    static let mostCellsPerRectangle = 64

    /// `smallestCell`: the finest cells' least size (smaller cells mean fewer rectangles
    /// looked at per query, but each filed in more cells).
    init(bounds: Rect, smallestCell: Double = ObstacleGrid.smallestCell) {
        let finite = bounds.x.isFinite && bounds.y.isFinite && bounds.maxX.isFinite && bounds.maxY.isFinite
        let covered = finite ? bounds : Rect(x: 0, y: 0, width: 0, height: 0)
        let area = covered.width * covered.height
        let finest = area > 0 ? max(smallestCell, (area / Self.mostCells).squareRoot()) : smallestCell
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
            for row in rows {
                for column in columns {
                    grids[level].append(index, column: columns.lowerBound, row: rows.lowerBound,
                                        in: row * grids[level].columns + column)
                }
            }
            return
        }
    }

    /// Calls `body` with the index of each rectangle that may overlap `rect`, each once,
    /// until `body` returns false. The order is fixed (grid by grid, cell by cell, in the
    /// order filed), so the same query always visits the same way; nothing is allocated.
    func visit(near rect: Rect, _ body: (Int) -> Bool) {
        for grid in grids where !grid.entries.isEmpty {
            guard let (columns, rows) = cellRanges(rect, in: grid) else { return }
            let found = grid.entries.withUnsafeBufferPointer { entries in
                grid.first.withUnsafeBufferPointer { first in
                    for row in rows {
                        for column in columns {
                            var next = first[row * grid.columns + column]
                            while next >= 0 {
                                let entry = entries[Int(next)]
                                next = entry.next
                                // Filed in several cells: reported only from the first one the
                                // query shares with it.
                                guard max(Int(entry.column), columns.lowerBound) == column,
                                      max(Int(entry.row), rows.lowerBound) == row else { continue }
                                if !body(Int(entry.index)) { return false }
                            }
                        }
                    }
                    return true
                }
            }
            if !found { return }
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
