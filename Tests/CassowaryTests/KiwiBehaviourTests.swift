// The behaviours kiwi's solver tests check (C++ and Python suites), restated for this
// solver: its API reports an unsatisfiable required constraint as a `Conflict`
// instead of throwing, and its priorities are strict.
import Testing
import Cassowary

@Suite struct KiwiBehaviourTests {
    @Test func aNewSolverIsEmpty() {
        let solver = Solver()
        #expect(solver.isEmpty)
        #expect(solver.unsatisfiedConstraints.isEmpty)
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(solver.value(of: Variable("never seen")) == 0)
    }

    @Test func nonNegativeVariablesRestAtZero() throws {
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1")
        try solver.add([x0 >= 0, x1 >= 0])
        #expect(solver.value(of: x0) == 0)
        #expect(solver.value(of: x1) == 0)
    }

    @Test func managingConstraints() throws {
        let solver = Solver()
        let v = Variable("v")
        let atLeastOne = v >= 1, atMostZero = v <= 0

        #expect(!solver.contains(atLeastOne))
        #expect(try solver.add(atLeastOne) == nil)
        #expect(solver.contains(atLeastOne))
        #expect(throws: SolverError.duplicateConstraint(atLeastOne.description)) { try solver.add(atLeastOne) }
        #expect(throws: SolverError.unknownConstraint(atMostZero.description)) { try solver.remove(atMostZero) }

        // Unsatisfiable: reported, kept as "added but unsatisfied".
        let conflict = try #require(try solver.add(atMostZero))
        #expect(conflict.constraint === atMostZero)
        #expect(conflict.conflictingConstraints.map { $0 === atLeastOne } == [true])
        #expect(solver.contains(atMostZero))
        #expect(solver.unsatisfiedConstraints.map { $0 === atMostZero } == [true])
        expectClose(solver.value(of: v), 1)

        try solver.remove(atLeastOne)
        #expect(!solver.contains(atLeastOne))
        try solver.remove(atMostZero)
        #expect(!solver.contains(atMostZero))
        #expect(solver.isEmpty)

        #expect(try solver.add(atMostZero) == nil)
        #expect(solver.contains(atMostZero))
        #expect(solver.value(of: v) <= 0)
    }

    @Test func underConstrainedSystemFollowsAnEdit() throws {
        let solver = Solver()
        let v = Variable("v")
        let c = 2 * v + 1 >= 0
        try solver.addEditVariable(v, priority: .low)
        try solver.add(c)
        try solver.suggestValue(v, 10)
        expectClose(solver.value(of: c.expression), 21)
        expectClose(solver.value(of: v), 10)
    }

    @Test func requiredWinsOverWeak() throws {
        let solver = Solver()
        let v1 = Variable("v1"), v2 = Variable("v2")
        try solver.add([v1 + v2 == 0, v1 == 10, (v2 >= 0).priority(.low)])
        expectClose(solver.value(of: v1), 10)
        expectClose(solver.value(of: v2), -10)
    }

    @Test func strongWinsOverMedium() throws {
        let solver = Solver()
        let v1 = Variable("v1"), v2 = Variable("v2")
        try solver.add([v1 + v2 == 0, (v1 >= 10).priority(.medium), (v2 == 2).priority(.high)])
        expectClose(solver.value(of: v1), -2)
        expectClose(solver.value(of: v2), 2)
    }

    @Test func aViolatedWeakConstraintGivesWay() throws {
        let solver = Solver()
        let v = Variable("v")
        let required = v >= 10, weak = (v <= -5).priority(.low)
        try solver.add([required, weak])
        #expect(solver.value(of: v) >= 10 - tolerance)
        #expect(solver.holds(required))
        #expect(!solver.holds(weak))
        // Weak constraints never count as unsatisfied required ones.
        #expect(solver.unsatisfiedConstraints.isEmpty)
    }

    @Test func editEntersAWeakEquality() throws {
        let solver = Solver()
        let v = Variable("v")
        try solver.addEditVariable(v, priority: .medium)
        try solver.add((v == 1).priority(.low))
        try solver.suggestValue(v, 2)
        expectClose(solver.value(of: v), 2)
    }

    @Test func editEntersSeveralRows() throws {
        let solver = Solver()
        let v1 = Variable("v1"), v2 = Variable("v2")
        try solver.addEditVariable(v2, priority: .low)
        try solver.add([v1 + v2 == 0, v2 <= -1, (v2 >= 0).priority(.low)])
        try solver.suggestValue(v2, 0)
        #expect(solver.value(of: v2) <= -1 + tolerance)
        // Every optional wish pulls v2 up, so it sits at the required bound.
        expectClose(solver.value(of: v2), -1)
        expectClose(solver.value(of: v1), 1)
    }

    /// kiwi's "infeasible constraints" case: an edit pushes past a bound and the dual
    /// simplex has to bring the rows back to feasibility.
    @Test func dualSimplexAfterAnInfeasibleSuggestion() throws {
        let solver = Solver()
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        try solver.addEditVariable(xm, priority: .high)
        try solver.addEditVariable(xl, priority: .low)
        try solver.addEditVariable(xr, priority: .low)
        #expect(try solver.add([2 * xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100]).isEmpty)

        try solver.suggestValue(xm, 40)
        try solver.suggestValue(xr, 50)
        try solver.suggestValue(xl, 30)
        try solver.suggestValue(xm, 60)
        try solver.suggestValue(xm, 90)

        expectClose(solver.value(of: xl) + solver.value(of: xr), 2 * solver.value(of: xm))
        expectClose(solver.value(of: xl), 80)
        expectClose(solver.value(of: xr), 100)
        expectClose(solver.value(of: xm), 90)
    }

    /// kiwi's simplex maximisation: a weak edit on the objective pulled towards a huge
    /// value maximises it.
    @Test func maximisationThroughAnEdit() throws {
        let solver = Solver()
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        #expect(try solver.add([
            x1 >= 0, x2 >= 0, x3 >= 0,
            2 * x1 - 5 * x2 <= 11,
            -x1 + 3 * x2 + x3 == 7,
            x1 - 8 * x2 + 4 * x3 >= 33,
            z == -2 * x1 + 7 * x2 + 4 * x3,
        ]).isEmpty)
        try solver.addEditVariable(z, priority: .low)
        try solver.suggestValue(z, 1e6)
        expectClose(solver.value(of: x1), 13, tolerance: 1e-4)
        expectClose(solver.value(of: x2), 3, tolerance: 1e-4)
        expectClose(solver.value(of: x3), 11, tolerance: 1e-4)
        expectClose(solver.value(of: z), 39, tolerance: 1e-4)
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 3)
        for bad in [x == .infinity, x <= .nan, Double.nan * x == 1, x + .infinity >= 0] {
            #expect(throws: SolverError.nonFiniteValue(bad.description)) { try solver.add(bad) }
            #expect(!solver.contains(bad))
        }
        expectClose(solver.value(of: x), 3)
        #expect(solver.unsatisfiedConstraints.isEmpty)
    }
}
