/// Dummy symbols kept out of the tableau until something needs them.
///
/// A required equality `e == 0` enters the tableau as `e + dummy = 0`, the dummy fixed
/// at zero. While constraints are only added, a dummy is basic only for a redundant
/// equality, in a row of other dummies (`Tableau.addRedundantDummy` stands for those
/// rows), and decides no pivot: rows without dummies give the same basis and the same
/// values. Two things read them: a removal (the dummy's column lists the rows its
/// equality shaped) and a conflict report (phase one's certificate names the equalities
/// by their dummies). A conflict report recomputes the tableau with all of them, and they
/// stay. A removal puts back only what it reads, its own dummy and the redundant
/// equalities' (whose rows it may be in), and leaves dummies out again afterwards: with
/// all of them, the rows of a chain of equalities hold O(n²) cells, and drawing a grid of
/// 4,000 views tied by chains at another canvas size (which removes the canvas's size
/// constraints) took 23 s and 3 GB.
extension Solver {
    /// Recomputes the tableau for the current basis with `dummy` and the redundant
    /// equalities' dummies in its rows: what removing `dummy`'s equality reads (its column;
    /// a redundant row that holds it is where it leaves). The other dummies would be the
    /// same columns they are in a fully tracked tableau, and no pivot of the removal reads
    /// them. `false`, leaving them out, when the basis is numerically singular. After the
    /// removal, `tableau.untrackDummies()` leaves them out again.
    func trackDummies(for dummy: Symbol) -> Bool {
        tableau.track(dummy)
        return rebuildTracking(orUndo: { $0.untrackDummies() })
    }

    /// Recomputes the tableau for the current basis with the dummies in its rows, and
    /// keeps them from now on. `false`, leaving them out, when the basis is numerically
    /// singular (see `refactor`).
    func trackDummies() -> Bool {
        tableau.tracksDummies = true
        return rebuildTracking(orUndo: { $0.tracksDummies = false })
    }

    /// Rebuilds the tableau with the dummies now tracked; if the basis is singular, `undo`
    /// stops tracking them again and the answer is `false`.
    private func rebuildTracking(orUndo undo: (Tableau) -> Void) -> Bool {
        guard rebuildTableau() else {
            undo(tableau)
            return false
        }
        dualOptimize()  // a rebuilt constant can round below zero
        return true
    }

    /// The certificate phase one leaves when it rejects a constraint with these terms:
    /// its row over the current basis, dummies included (the symbols of the constraints
    /// that prove it cannot hold). Phase one's objective is that row, so computing it
    /// again once the rows hold dummies gives what it would have held with them.
    func farkasCertificate(of terms: [(Symbol, Double)]) -> Certificate {
        let row = Row()
        tableau.expand(terms, into: row)
        return Certificate(row)
    }

    /// When the tableau cannot be recomputed with dummies: a tableau made again from the
    /// start, dummies kept, taking the constraints in the order they came and then the
    /// edits' last suggestions. Values are the same; where the constraints leave a choice
    /// (ambiguity, ties) the basis may differ from the one the solver had.
    func replayWithDummies() {
        let constraints = recordsInAddOrder.map(\.constraint)
        let suggested = suggestions
        forgetConstraints()
        tableau.tracksDummies = true
        for constraint in constraints { _ = try? add(constraint) }
        for (constraint, value) in suggested {
            try? suggestValue(constraint.expression.terms[0].variable, value)
        }
    }
}
