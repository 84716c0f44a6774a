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
        let directions = FreeDirections(tableau, movable: movableSymbols())
        return variableSymbols
            .filter { !directions.dependence(of: $0.symbol).isEmpty }
            .map(\.variable)
    }

    /// For each expression, whether it could take another value without breaking a
    /// constraint or worsening the objective. An expression can be determined although its
    /// variables are not: `child.x - parent.x` when the child is pinned inside a parent that
    /// could move. An expression with a variable no constraint mentions is ambiguous.
    public func ambiguousExpressions(_ expressions: [Expression]) -> [Bool] {
        let directions = FreeDirections(tableau, movable: movableSymbols())
        return expressions.map { expression in
            if expression.terms.count == 1, let term = expression.terms.first, !nearZero(term.coefficient) {
                guard let symbol = knownSymbol(of: term.variable) else { return true }
                return !directions.dependence(of: symbol).isEmpty
            }
            var combined: [Symbol: Double] = [:]
            for term in expression.terms {
                guard let symbol = knownSymbol(of: term.variable) else { return true }
                for (free, k) in directions.dependence(of: symbol) {
                    combined[free, default: 0] += term.coefficient * k
                }
            }
            return combined.values.contains { !nearZero($0) }
        }
    }

    /// The free directions of the solution: the movable symbols, and how each variable
    /// changes along them (a basic variable through its row, a defined one through its
    /// definition, a parametric one by itself).
    private struct FreeDirections {
        let tableau: Tableau
        let movable: Set<Symbol>
        var defined: [Symbol: [Symbol: Double]] = [:]

        init(_ tableau: Tableau, movable: Set<Symbol>) {
            self.tableau = tableau
            self.movable = movable
            // Nothing can move in most layouts: then nothing depends on anything (and working
            // out each definition's empty dependence was most of a large layout's report).
            guard !movable.isEmpty else { return }
            for (symbol, definition) in tableau.allDefinitions {  // symbol order: a definition uses earlier symbols
                var combined: [Symbol: Double] = [:]
                for (cell, c) in definition.cells {
                    for (free, k) in dependence(of: cell) { combined[free, default: 0] += c * k }
                }
                defined[symbol] = combined.filter { !nearZero($0.value) }
            }
        }

        /// How `symbol` changes per unit of each movable symbol (empty: it cannot move).
        func dependence(of symbol: Symbol) -> [Symbol: Double] {
            if let known = defined[symbol] { return known }
            if let row = tableau.row(for: symbol) {
                guard !movable.isEmpty else { return [:] }
                return Dictionary(uniqueKeysWithValues: row.cells.filter { movable.contains($0.symbol) && !nearZero($0.coefficient) })
            }
            return movable.contains(symbol) ? [symbol: 1] : [:]
        }
    }

    /// The parametric symbols that can move a positive step (an external one: in either
    /// direction) without changing the objective or breaking a row.
    private func movableSymbols() -> Set<Symbol> {
        var candidates = Set<Symbol>()
        for (_, row) in tableau.allRows { candidates.formUnion(row.symbols) }
        for (symbol, _) in variableSymbols
        where tableau.row(for: symbol) == nil && tableau.definition(of: symbol) == nil {
            candidates.insert(symbol)
        }
        var movable = Set<Symbol>()
        for symbol in candidates where symbol.kind != .dummy && tableau.objective.sign(of: symbol) == 0 {
            if canMove(symbol, up: true) || (symbol.kind == .external && canMove(symbol, up: false)) {
                movable.insert(symbol)
            }
        }
        return movable
    }

    private func canMove(_ symbol: Symbol, up: Bool) -> Bool {
        for basic in tableau.rows(holding: symbol) where basic.isRestricted {
            let row = tableau.row(for: basic)!
            let change = row.coefficient(for: symbol) * (up ? 1 : -1)
            if basic.kind == .dummy && !nearZero(change) { return false }
            if change < -epsilon && nearZero(row.constant) { return false }
        }
        return true
    }
}
