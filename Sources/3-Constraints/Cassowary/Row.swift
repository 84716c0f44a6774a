/// One cell of a row: a symbol and its coefficient.
struct Cell {
    let symbol: Symbol
    var coefficient: Double
}

/// A sparse linear combination of symbols plus a constant.
///
/// While a constraint is being added a row means `0 = constant + Σ cells`; once it
/// sits in the tableau under its basic symbol `b` it means `b = constant + Σ cells`.
///
/// The cells are a flat buffer, in no particular order, which the row allocates and frees
/// itself. Most rows of a layout hold two to five cells, and for those a scan of a few
/// adjacent words finds a symbol sooner than hashing it; a buffer of its own costs no
/// dictionary's bookkeeping on every write, no reference counting, and no generic
/// collection type to make at run time (see `ObjectTable`). A row longer than
/// `indexedLength` (an objective level holds every error it weighs) also keeps a
/// `CellIndex`, so that finding a cell stays O(1). Nothing the solver decides depends on
/// the cells' order: ties always go to the smallest symbol.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `Tableau` explains.
final class Row {
    @exclusivity(unchecked) var constant: Double
    /// Substitutions into this row since it was built: its rounding grows with them.
    @exclusivity(unchecked) var updates = 0
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Cell>
    /// Symbol id → position, once the row has been longer than `indexedLength`.
    @exclusivity(unchecked) private var index: CellIndex?
    private static let indexedLength = 16

    /// `capacity`: how many cells the row is about to get, so that its buffer is
    /// allocated once instead of growing cell by cell.
    init(constant: Double = 0, capacity: Int = 4) {
        self.constant = constant
        self.capacity = Swift.max(capacity, 4)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
        index?.deallocate()
    }

    func copy() -> Row {
        let row = Row(constant: constant, capacity: count)
        row.storage.initialize(from: storage, count: count)
        row.count = count
        if count > Self.indexedLength { row.index = CellIndex(row.storage, count: count) }
        return row
    }

    var isEmpty: Bool { count == 0 }

    /// The cells, in no particular order. (A view of the row: it must not change while
    /// they are read.)
    var cells: Cells { Cells(row: self) }

    var symbols: LazyMapCollection<Cells, Symbol> { cells.lazy.map { $0.symbol } }

    func coefficient(for symbol: Symbol) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        return storage[position].coefficient
    }

    private func position(of symbol: Symbol) -> Int? {
        if let index { return index.position(of: symbol.id, in: storage) }
        var position = 0
        while position < count {
            if storage[position].symbol.id == symbol.id { return position }
            position += 1
        }
        return nil
    }

    /// Adds `coefficient * symbol`; a cell that reaches zero is removed: smaller than
    /// `storageTolerance`, or cancelled to rounding residue of what it was.
    /// Reports whether the symbol entered (`true`) or left (`false`) the row.
    @discardableResult
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool? {
        if let position = position(of: symbol) {
            let old = storage[position].coefficient
            let new = old + coefficient
            if abs(new) < storageTolerance || abs(new) < cancellationTolerance * abs(old) {
                remove(at: position)
                return false
            }
            storage[position].coefficient = new
            return nil
        }
        if abs(coefficient) < storageTolerance { return nil }
        append(Cell(symbol: symbol, coefficient: coefficient))
        return true
    }

    /// Adds `coefficient * other`.
    func insert(_ other: Row, _ coefficient: Double = 1) {
        insert(other, coefficient) { _, _ in }
    }

    /// Adds `coefficient * other`, telling `changed` about every symbol that entered
    /// or left this row (the tableau keeps its column index with it).
    func insert(_ other: Row, _ coefficient: Double, changed: (Symbol, Bool) -> Void) {
        constant += other.constant * coefficient
        for position in 0..<other.count {
            let cell = other.storage[position]
            if let entered = insert(cell.symbol, cell.coefficient * coefficient) { changed(cell.symbol, entered) }
        }
    }

    /// Removes a symbol's cell and returns its coefficient.
    @discardableResult
    func removeCoefficient(for symbol: Symbol) -> Double? {
        guard let position = position(of: symbol) else { return nil }
        let coefficient = storage[position].coefficient
        remove(at: position)
        return coefficient
    }

    func reverseSign() {
        constant = -constant
        scaleCells(by: -1)
    }

    /// Rewrites `0 = … + c·symbol` as `symbol = …`. The symbol leaves the row.
    func solve(for symbol: Symbol) {
        let factor = -1 / removeCoefficient(for: symbol)!
        constant *= factor
        scaleCells(by: factor)
    }

    private func scaleCells(by factor: Double) {
        for position in 0..<count { storage[position].coefficient *= factor }
    }

    /// Rewrites `lhs = … + c·rhs` as `rhs = …` (with `lhs` now on the right).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// The smallest symbol of the row that satisfies `test` and whose coefficient is
    /// not negligible (`epsilon`): one the row can be solved for.
    func first(where test: (Symbol) -> Bool) -> Symbol? {
        var best: Symbol?
        for cell in cells where !nearZero(cell.coefficient) && test(cell.symbol) {
            if best == nil || cell.symbol < best! { best = cell.symbol }
        }
        return best
    }

    /// `constant + Σ coefficient × value` over the external symbols, each symbol's value
    /// read at its id; the other symbols count as 0 (their value in a solved tableau).
    func value(given values: [Double]) -> Double {
        var value = constant
        for position in 0..<count where storage[position].symbol.kind == .external {
            value += storage[position].coefficient * values[storage[position].symbol.id]
        }
        return value
    }

    // MARK: - Storage

    private func append(_ cell: Cell) {
        if count == capacity {
            let grown = storage.moveInitializedBuffer(count: count, capacity: capacity * 2)
            storage = grown
            capacity *= 2
            // The index holds positions, which the move kept; it reads cells from `storage`.
        }
        (storage + count).initialize(to: cell)
        count += 1
        if index != nil {
            index!.insert(cell.symbol.id, at: count - 1, in: storage)
        } else if count > Self.indexedLength {
            index = CellIndex(storage, count: count)
        }
    }

    /// Removes the cell at `position`; the last cell takes its place.
    private func remove(at position: Int) {
        let last = count - 1
        index?.remove(storage[position].symbol.id, in: storage)
        if position != last {
            storage[position] = storage[last]
            index?.move(storage[position].symbol.id, to: position, in: storage)
        }
        count -= 1
    }

    /// The cells of a row, read in place.
    struct Cells: RandomAccessCollection {
        fileprivate let row: Row
        var startIndex: Int { 0 }
        var endIndex: Int { row.count }
        subscript(position: Int) -> (symbol: Symbol, coefficient: Double) {
            let cell = row.storage[position]
            return (cell.symbol, cell.coefficient)
        }
    }
}

private extension UnsafeMutablePointer where Pointee == Cell {
    /// Moves the first `count` cells into a new buffer of `capacity` and frees this one.
    func moveInitializedBuffer(count: Int, capacity: Int) -> UnsafeMutablePointer<Cell> {
        let grown = UnsafeMutablePointer<Cell>.allocate(capacity: capacity)
        grown.moveInitialize(from: self, count: count)
        deallocate()
        return grown
    }
}
