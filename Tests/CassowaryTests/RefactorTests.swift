// Refactorisation recomputes the tableau from the constraints. It must rebuild every
// kind of row the solver keeps (inequalities, optional equalities and their errors,
// definitions moved into the tableau, edits at their suggested values) to the same
// rows and the same solution; otherwise a rebuild would quietly change the layout.
@testable import Cassowary
import Testing

@Suite struct RefactorTests {
    /// Every kind of record, after removals and a suggestion. Returns the solver, the
    /// variables and the edit variable.
    func mixedSystem() throws -> (Solver, [Variable], Variable) {
        let x = (0..<6).map { Variable("x\($0)") }, w = (0..<6).map { Variable("w\($0)") }
        let solver = Solver()
        try solver.add(x[0] == 0)
        for i in 1..<6 {
            try solver.add(x[i] == x[i - 1] + w[i - 1] + 8)  // a definition of x[i]
            try solver.add(w[i] >= 10)
            try solver.add((w[i] == 40 + Double(i)).priority(.medium))
            try solver.add((2 * w[i] <= w[i - 1] + 30).priority(.low))
        }
        let right = x[5] + w[5] <= 300
        try solver.add(right)
        let wide = (w[0] >= 90).priority(.high)
        try solver.add(wide)
        try solver.remove(wide)
        try solver.addEditVariable(w[0], priority: .high)
        try solver.suggestValue(w[0], 70)
        // Removing the constraint that defined x[3] moves its definition through the
        // tableau and out; an inequality in its place keeps x[3] tied to the chain.
        let tie = solver.recordsInAddOrder.first { $0.defines == solver.knownSymbol(of: x[3]) }!.constraint
        try solver.remove(tie)
        try solver.add(x[3] >= x[2] + w[2] + 8)
        return (solver, x + w, w[0])
    }

    @Test func rebuildingGivesTheSameRowsAndValues() throws {
        let (solver, variables, _) = try mixedSystem()
        let before = solver.values(variables)
        var rowsBefore: [Symbol: (Double, [Symbol: Double])] = [:]
        for (basic, row) in solver.tableau.allRows { rowsBefore[basic] = (row.constant, Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol, $0.coefficient) })) }

        #expect(solver.refactor())
        expectClose(solver.values(variables), before)
        #expect(Set(solver.tableau.allRows.map(\.0)) == Set(rowsBefore.keys), "the basis changed")
        for (basic, row) in solver.tableau.allRows {
            let (constant, cells) = rowsBefore[basic]!
            expectClose(row.constant, constant, tolerance: 1e-9, "constant of \(basic)")
            for symbol in Set(cells.keys).union(row.symbols) {
                expectClose(row.coefficient(for: symbol), cells[symbol] ?? 0, tolerance: 1e-9, "\(basic) · \(symbol)")
            }
        }
        #expect(solver.tableau.popInfeasibleRow() == nil, "a feasible tableau rebuilt infeasible")
    }

    /// After a rebuild the solver goes on as if nothing happened: the same suggestions
    /// give the same values as in a solver that was never rebuilt.
    @Test func aRebuiltSolverFollowsSuggestionsLikeAnUntouchedOne() throws {
        let (rebuilt, variables, edit) = try mixedSystem()
        let (untouched, others, otherEdit) = try mixedSystem()
        #expect(rebuilt.refactor())
        for value in [20.0, 95, 55, 130] {
            try rebuilt.suggestValue(edit, value)
            try untouched.suggestValue(otherEdit, value)
            expectClose(rebuilt.values(variables), untouched.values(others), "after suggesting \(value)")
        }
    }
}
