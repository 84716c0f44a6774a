/// A sparse linear combination of symbols plus a constant.
///
/// While a constraint is being added a row means `0 = constant + Σ cells`; once it
/// sits in the tableau under its basic symbol `b` it means `b = constant + Σ cells`.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `Tableau` explains.
final class Row {
    @exclusivity(unchecked) var constant: Double
    /// Substitutions into this row since it was built: its rounding grows with them.
    @exclusivity(unchecked) var updates = 0
    @exclusivity(unchecked) private(set) var cells: [Symbol: Double] = [:]

    /// `capacity`: how many cells the row is about to get, so that its dictionary is
    /// allocated once instead of growing cell by cell.
    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        // (Made at its size rather than `reserveCapacity`, which is not specialised and
        // looks the dictionary's type up at run time on every call.)
        if capacity > 0 { cells = Dictionary(minimumCapacity: capacity) }
    }

    func copy() -> Row {
        let row = Row(constant: constant)
        row.cells = cells
        return row
    }

    var isEmpty: Bool { cells.isEmpty }
    var symbols: Dictionary<Symbol, Double>.Keys { cells.keys }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient * symbol`; a cell that reaches zero is removed: smaller than
    /// `storageTolerance`, or cancelled to rounding residue of what it was.
    /// Reports whether the symbol entered (`true`) or left (`false`) the row.
    @discardableResult
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool? {
        if let index = cells.index(forKey: symbol) {  // one hash for a cell that exists
            let old = cells.values[index]
            let new = old + coefficient
            if abs(new) < storageTolerance || abs(new) < cancellationTolerance * abs(old) {
                cells.remove(at: index)
                return false
            }
            cells.values[index] = new
            return nil
        }
        if abs(coefficient) < storageTolerance { return nil }
        cells[symbol] = coefficient
        return true
    }

    /// Adds `coefficient * other`, telling `changed` about every symbol that entered
    /// or left this row (the tableau keeps its column index with it).
    func insert(_ other: Row, _ coefficient: Double = 1, changed: ((Symbol, Bool) -> Void)? = nil) {
        constant += other.constant * coefficient
        for (symbol, value) in other.cells {
            if let entered = insert(symbol, value * coefficient) { changed?(symbol, entered) }
        }
    }

    /// Removes a symbol's cell and returns its coefficient.
    @discardableResult
    func removeCoefficient(for symbol: Symbol) -> Double? {
        cells.removeValue(forKey: symbol)
    }

    func reverseSign() {
        constant = -constant
        scaleCells(by: -1)
    }

    /// Rewrites `0 = … + c·symbol` as `symbol = …`. The symbol leaves the row.
    func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        scaleCells(by: factor)
    }

    /// Multiplies every cell by `factor`, in place. (Walking `cells.indices` instead keeps a
    /// second reference to the storage, and the first write then copies the whole row.)
    private func scaleCells(by factor: Double) {
        var index = cells.values.startIndex
        while index != cells.values.endIndex {
            cells.values[index] *= factor
            cells.values.formIndex(after: &index)
        }
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
        for (symbol, c) in cells where !nearZero(c) && test(symbol) {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }
}
