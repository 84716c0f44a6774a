/// An AppKit `NSGridView` as a document stores it: rows and columns (each sized to its
/// content or to a size of its own, with padding before and after), the spacing between
/// them, and cells holding one content view each, some merged across rows or columns.
/// The constraints the grid makes come from this value alone (`GridEquations.swift`).
struct GridArrangement: Equatable {
    /// Where a cell's view sits in its column (`xPlacement`) or row (`yPlacement`):
    /// `leading` is also `top` and `trailing` also `bottom`, as in AppKit, where each pair
    /// is one value. `inherited` takes the row's or column's, then the grid's.
    enum Placement: Equatable { case inherited, none, leading, trailing, center, fill }

    /// How the views of a row line up: by their first or last baselines, or not at all.
    enum RowAlignment: Equatable { case inherited, none, firstBaseline, lastBaseline }

    /// A row or a column.
    struct Track: Equatable {
        /// Its own size (`height` of a row, `width` of a column); nil: as its content needs.
        var size: Double?
        /// Padding before (`topPadding`, `leadingPadding`) and after it.
        var paddingBefore = 0.0
        var paddingAfter = 0.0
        /// Placement across this track's length for its cells (`xPlacement` of a column,
        /// `yPlacement` of a row).
        var placement = Placement.inherited
        /// A row's `rowAlignment`.
        var rowAlignment = RowAlignment.inherited
        /// `hidden="YES"`: AppKit collapses the track to nothing, without its padding or a
        /// spacing of its own, and hides its cells' views.
        var isHidden = false
    }

    /// A cell with a view: the rows and columns it covers (more than one when merged).
    struct Cell: Equatable {
        var view: String
        var rows: ClosedRange<Int>
        var columns: ClosedRange<Int>
        var xPlacement = Placement.inherited
        var yPlacement = Placement.inherited
        var rowAlignment = RowAlignment.inherited
    }

    /// The grid's name in the format file (its row and column guides are named after it).
    var name: String
    var rows: [Track]
    var columns: [Track]
    var cells: [Cell]
    /// AppKit's defaults: 6 points between rows and between columns (measured: MacPass's
    /// grids that set none store their rows and columns 6 points apart).
    var rowSpacing = 6.0
    var columnSpacing = 6.0
    /// The grid's own placements and row alignment, which rows, columns and cells inherit.
    var xPlacement = Placement.leading
    var yPlacement = Placement.leading
    var rowAlignment = RowAlignment.none
    /// The grid's content hugging: rows and columns sized by their content shrink onto it
    /// at this priority.
    var horizontalHugging = 250.0
    var verticalHugging = 250.0

    /// True when a cell lies in a hidden row or column: its view is hidden and takes no room.
    func isCollapsed(_ cell: Cell) -> Bool {
        cell.rows.allSatisfy { rows[$0].isHidden } || cell.columns.allSatisfy { columns[$0].isHidden }
    }

    /// A cell's placement across its columns: its own, else its first column's, else the grid's.
    func xPlacement(of cell: Cell) -> Placement {
        [cell.xPlacement, columns[cell.columns.lowerBound].placement, xPlacement].first { $0 != .inherited } ?? .leading
    }

    /// A cell's placement across its rows: its own, else its first row's, else the grid's.
    func yPlacement(of cell: Cell) -> Placement {
        [cell.yPlacement, rows[cell.rows.lowerBound].placement, yPlacement].first { $0 != .inherited } ?? .leading
    }

    /// A cell's row alignment: its own, else its row's, else the grid's; none for a cell
    /// merged across rows, which has no one row to line up with.
    func rowAlignment(of cell: Cell) -> RowAlignment {
        guard cell.rows.count == 1 else { return .none }
        return [cell.rowAlignment, rows[cell.rows.lowerBound].rowAlignment, rowAlignment].first { $0 != .inherited } ?? .none
    }
}
