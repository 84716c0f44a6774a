/// Phase one's result for the row it is given most, worked out without running it.
///
/// A required equality over symbols the tableau already holds, such as `w == 30` after
/// `w >= 0` (a fixed width: `w` is basic in `w = s`), becomes a row `30 - s = 0` with no
/// subject: phase one adds an artificial variable `a = 30 - s`, pivots `s` in and `a` out,
/// and drops `a`. A third of adding the constraints of 10,000 views in VFL lines went to
/// that machinery (a row copied, a scratch objective, two index updates and removals).
///
/// When the row is a single slack or error `s` with a negative coefficient and no other
/// row can stop `s` first, that pivot is certain, and its outcome is `s` solved from the
/// row itself: the same arithmetic on the same numbers, every other row substituted the
/// same way, minus the artificial variable's cells, which phase one removes again. The
/// artificial variable's symbol is still taken, so later symbols keep their numbers (ties
/// go to the smallest), and the substitution's work is counted as phase one's was, so the
/// tableau is rebuilt at the same moments. Anything else goes through phase one.
extension Solver {
    /// Adds `row` (`0 = constant + c·s`, constant > 0) as phase one would, if it is that
    /// simple case; false, changing nothing, otherwise.
    func addBySolvingForItsOnlySymbol(_ row: Row) -> Bool {
        guard row.count == 1, let (symbol, c) = row.cells.first, symbol.isPivotable, c < -epsilon
        else { return false }
        // Phase one's ratio test: the artificial row must be the only one limiting `symbol`.
        let holders = tableau.rows(holding: symbol)
        for basic in holders where basic.isRestricted && tableau.row(for: basic)!.coefficient(for: symbol) < -epsilon {
            return false
        }
        // Phase one succeeds when its objective, `constant + c·symbol`, comes to zero: true
        // but for rounding, and false when `constant / c` overflows, which phase one is left to.
        let solved = row.constant * (-1 / c)
        guard nearZero(row.constant + solved * c) else { return false }

        _ = newSymbol(.slack)  // the artificial variable's
        row.solve(for: symbol)
        tableau.substitute(symbol, with: row)
        tableau.countWork(cells: holders.count)  // each row took the artificial variable's cell too
        tableau.insertRow(row, for: symbol)
        return true
    }
}
