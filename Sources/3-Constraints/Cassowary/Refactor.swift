/// Refactorisation: recomputing the tableau from the constraints themselves.
///
/// Every pivot rounds, and each cell and constant of the tableau carries the rounding
/// of every pivot that touched it. After a few hundred pivots, cells that should have
/// cancelled to zero survive above ``epsilon``, the simplex pivots on one, and
/// dividing by rounding residue turns it into errors of whole points (random systems
/// of 300 constraints had required constraints off by 1e-6 and up to 1e10).
///
/// The tableau of a basis is unique: each basic symbol equals one combination of the
/// parametric ones, whatever pivots led there. So it can be recomputed from the
/// constraints: take their equations in the order they were added, substitute the
/// basic symbols solved so far, and solve each for the not-yet-solved basic symbol
/// with the largest coefficient (partial pivoting). The result carries the rounding
/// of one elimination instead of the whole history. The objective is rebuilt the
/// same way, from the errors of the optional constraints.
extension Solver {
    /// Recomputes every row and the objective for the current basis, and queues for the
    /// dual simplex exactly the restricted rows whose constants are negative.
    ///
    /// - Returns: `false`, with the rows as they were, when the basis is numerically
    ///   singular (an equation has no basic symbol left with a usable coefficient).
    @discardableResult
    func refactor() -> Bool {
        let (basis, saved) = tableau.beginRebuild()
        var unsolved = basis
        let suggested = Dictionary(uniqueKeysWithValues: suggestions.map { (ObjectKey($0.constraint), $0.value) })
        let inAddOrder = recordsInAddOrder
        var rebuilt = true
        for record in inAddOrder {
            // A definition stays outside the tableau and is never rewritten: it is exact.
            // (Only removing its constraint moves it in, and then the record goes too.)
            if record.defines != nil { continue }
            // A redundant equality's row would hold only dummies: none while they are left out.
            if tableau.isLeftOut(record.marker) { continue }
            let row = equation(of: record, suggested: suggested[ObjectKey(record.constraint)] ?? 0)
            guard let subject = largestCell(of: row, among: unsolved) else {
                rebuilt = false
                break
            }
            unsolved.remove(subject)
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, for: subject)
        }
        tableau.endRebuild(restoring: rebuilt ? nil : saved)
        rebuildObjective(from: inAddOrder)
        return rebuilt
    }

    /// The constraint's equation `0 = row` as `makeRow` built it, with the basic
    /// symbols solved so far and the definitions substituted. An edit's constant
    /// includes the value last suggested.
    private func equation(of record: Record, suggested: Double) -> Row {
        let constraint = record.constraint
        var terms = constraint.expression.terms.map { (knownSymbol(of: $0.variable)!, $0.coefficient) }
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            terms.append((record.marker, sign))
            if let error = record.other { terms.append((error, -sign)) }
        case .equal:
            if let minus = record.other {
                terms += [(record.marker, -1), (minus, 1)]
            } else {
                terms.append((record.marker, 1))
            }
        }
        let row = Row(constant: constraint.expression.constant - suggested)
        tableau.expand(terms, into: row)
        return row
    }

    /// The symbol of `candidates` with the largest coefficient in `row`, or `nil` when
    /// there is none above ``epsilon``. On ties, the one the fewest rows hold, whose row is
    /// substituted into the fewest (then the smallest): in a row of views each aligned
    /// with the first, the oldest slack is in every row, and solving for it each time
    /// made a rebuild O(n²).
    private func largestCell(of row: Row, among candidates: Set<Symbol>) -> Symbol? {
        var best: (symbol: Symbol, size: Double, holders: Int)?
        for (symbol, c) in row.cells where candidates.contains(symbol) && !nearZero(c) {
            let holders = tableau.rows(holding: symbol).count
            if let current = best, abs(c) < current.size || abs(c) == current.size
                && (holders > current.holders || holders == current.holders && symbol > current.symbol) {
                continue
            }
            best = (symbol, abs(c), holders)
        }
        return best?.symbol
    }

    /// Each optional constraint's errors, weighted 1 at its priority, in parametric terms,
    /// into the objective `refactor` emptied.
    private func rebuildObjective(from records: [Record]) {
        for record in records where !record.constraint.isRequired {
            for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
                if let row = tableau.row(for: error) {
                    tableau.objective.insert(row, 1, at: record.constraint.priority)
                } else {
                    tableau.objective.insert(error, 1, at: record.constraint.priority)
                }
            }
        }
    }
}
