/// A sparse linear combination of symbols plus a constant.
///
/// While a constraint is being added a row means `0 = constant + Σ cells`; once it
/// sits in the tableau under its basic symbol `b` it means `b = constant + Σ cells`.
final class Row {
    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient * symbol`; a cell that reaches zero is removed.
    /// Reports whether the symbol entered (`true`) or left (`false`) the row.
    @discardableResult
    func insert(_ symbol: Symbol, _ coefficient: Double = 1) -> Bool? {
        if let old = cells[symbol] {
            let new = old + coefficient
            if nearZero(new) { cells[symbol] = nil; return false }
            cells[symbol] = new
            return nil
        }
        if nearZero(coefficient) { return nil }
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

    func remove(_ symbol: Symbol) { cells[symbol] = nil }

    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites `0 = … + c·symbol` as `symbol = …`. The symbol leaves the row.
    func solve(for symbol: Symbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Rewrites `lhs = … + c·rhs` as `rhs = …` (with `lhs` now on the right).
    func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// The smallest symbol of the row that satisfies `test`.
    func first(where test: (Symbol) -> Bool) -> Symbol? {
        var best: Symbol?
        for symbol in cells.keys where test(symbol) {
            if best == nil || symbol < best! { best = symbol }
        }
        return best
    }
}
