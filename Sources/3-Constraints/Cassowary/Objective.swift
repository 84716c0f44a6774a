/// The lexicographic objective that makes priorities strict.
///
/// One row per priority level in use, highest first. A symbol's weight is the vector
/// of its coefficients across the levels, compared lexicographically: a change that
/// costs anything at a higher level is worse than any gain at the lower ones. This is
/// Cassowary's original "symbolic weight"; kiwi folds the levels into one float, which
/// lets many weak constraints outweigh one strong one. Here that cannot happen.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `Tableau` explains.
final class Objective {
    @exclusivity(unchecked) private(set) var priorities: [Priority] = []
    @exclusivity(unchecked) private(set) var levels: [Row] = []
    /// Symbols whose weight may be negative: the simplex's entering candidates.
    @exclusivity(unchecked) private var candidates = MinHeap<Symbol>()

    /// No symbol is weighted. (The constants are not compared: edits move rows'
    /// constants without updating the objective's, as in kiwi, so they carry no meaning.)
    var isEmpty: Bool { levels.allSatisfy { $0.isEmpty } }

    /// The level of `priority`, created on first use.
    func level(of priority: Priority) -> Int {
        var low = 0, high = priorities.count
        while low < high {  // priorities are descending
            let mid = (low + high) / 2
            if priorities[mid] > priority { low = mid + 1 } else { high = mid }
        }
        if low < priorities.count && priorities[low] == priority { return low }
        priorities.insert(priority, at: low)
        levels.insert(Row(), at: low)
        return low
    }

    /// The coefficient vector of a symbol, highest level first.
    func weight(of symbol: Symbol) -> [Double] { levels.map { $0.coefficient(for: symbol) } }

    func insert(_ symbol: Symbol, _ coefficient: Double, at priority: Priority) {
        levels[level(of: priority)].insert(symbol, coefficient)
        consider(symbol)
    }

    func insert(_ row: Row, _ coefficient: Double, at priority: Priority) {
        levels[level(of: priority)].insert(row, coefficient)
        for symbol in row.symbols { consider(symbol) }
    }

    /// Replaces `symbol` by `row` at every level. A coefficient that `sign(of:)` reads as
    /// zero is dropped instead: divided by a small pivot, rounding residue would grow
    /// into a weight that decides, and two symbols could then enter in turn forever.
    func substitute(_ symbol: Symbol, with row: Row) {
        var touched = false
        for level in levels {
            if let coefficient = level.removeCoefficient(for: symbol), !nearZero(coefficient) {
                level.insert(row, coefficient)
                touched = true
            }
        }
        if touched { for other in row.symbols { consider(other) } }
    }

    /// Forgets every level (the solver has no constraint left).
    func removeAll() {
        priorities = []
        levels = []
        candidates.removeAll()
    }

    func remove(_ symbol: Symbol) {
        for level in levels { level.removeCoefficient(for: symbol) }
    }

    /// `-1`, `0` or `1`: the sign of the first non-zero level of a symbol's weight.
    func sign(of symbol: Symbol) -> Int {
        for level in levels {
            let c = level.coefficient(for: symbol)
            if !nearZero(c) { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The smallest pivotable symbol whose weight is negative: bringing it into the
    /// basis improves the objective. `nil` when the objective is optimal.
    func enteringSymbol() -> Symbol? {
        while let symbol = candidates.top {
            if symbol.kind != .dummy && sign(of: symbol) < 0 { return symbol }
            candidates.pop()
        }
        return nil
    }

    private func consider(_ symbol: Symbol) {
        if symbol.kind != .dummy && sign(of: symbol) < 0 { candidates.push(symbol) }
    }

    /// `weight(a) / ca < weight(b) / cb`, lexicographically (for the dual simplex).
    func ratio(_ a: Symbol, over ca: Double, isLessThan b: Symbol, over cb: Double) -> Bool {
        for level in levels {
            let ra = level.coefficient(for: a) / ca, rb = level.coefficient(for: b) / cb
            if !nearZero(ra - rb) { return ra < rb }
        }
        return false
    }
}
