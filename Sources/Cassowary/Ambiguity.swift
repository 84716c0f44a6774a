/// Finding the variables that the constraints leave undetermined.
///
/// At the optimum, a parametric symbol whose weight is zero at every level can move
/// without changing the objective. If it can also move a positive distance without
/// driving a restricted row negative (or a dummy row off zero), the solution is not
/// unique: every variable whose row holds that symbol, directly or through
/// definitions, could take another value. One pass over the tableau, no extra linear
/// programs.
///
/// Known limit: a move blocked by a degenerate row (a restricted basic symbol at zero)
/// is treated as impossible, though a combination of moves might exist; such a
/// variable is reported as determined.
extension Solver {
    /// The variables that could take another value without breaking a constraint or
    /// worsening the objective, in the order the solver first saw them.
    public func ambiguousVariables() -> [Variable] {
        let movable = movableSymbols()
        var dependence: [Symbol: [Symbol: Double]] = [:]

        func movableDependence(of symbol: Symbol) -> [Symbol: Double] {
            if let known = dependence[symbol] { return known }
            if let row = rows[symbol] {
                return row.cells.filter { movable.contains($0.key) }
            }
            return movable.contains(symbol) ? [symbol: 1] : [:]
        }
        for (defined, definition) in definitions {  // symbol order: a definition uses earlier symbols
            var combined: [Symbol: Double] = [:]
            for (symbol, c) in definition.row.cells {
                for (free, k) in movableDependence(of: symbol) { combined[free, default: 0] += c * k }
            }
            dependence[defined] = combined.filter { !nearZero($0.value) }
        }
        return variables
            .filter { symbol, _ in !movableDependence(of: symbol).isEmpty }
            .map { $0.1 }
    }

    /// Of `candidates`, those that are ambiguous, and those no constraint mentions
    /// (nothing determines them at all). In the order given.
    public func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        let open = Set(ambiguousVariables().map(ObjectIdentifier.init))
        return candidates.filter { variable in
            let key = ObjectIdentifier(variable)
            return open.contains(key) || symbols[key] == nil
        }
    }

    private func movableSymbols() -> Set<Symbol> {
        var candidates = Set<Symbol>()
        for (_, row) in rows { candidates.formUnion(row.symbols) }
        for (symbol, _) in variables where rows[symbol] == nil && definitions[symbol] == nil {
            candidates.insert(symbol)
        }
        var movable = Set<Symbol>()
        for symbol in candidates where symbol.kind != .dummy && objective.sign(of: symbol) == 0 {
            if canMove(symbol, up: true) || (symbol.kind == .external && canMove(symbol, up: false)) {
                movable.insert(symbol)
            }
        }
        return movable
    }

    private func canMove(_ symbol: Symbol, up: Bool) -> Bool {
        for basic in columns.rows(holding: symbol) where basic.isRestricted {
            let row = rows[basic]!
            let change = row.coefficient(for: symbol) * (up ? 1 : -1)
            if basic.kind == .dummy && !nearZero(change) { return false }
            if change < 0 && nearZero(row.constant) { return false }
        }
        return true
    }
}
