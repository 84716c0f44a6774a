// Edit variables: the protocol (add, suggest, remove, errors) and incremental
// re-solving by suggestion, checked against solving from scratch.
import SeededRandom
import Testing
import Cassowary

@Suite struct EditVariableTests {
    @Test func addHasRemove() throws {
        let solver = Solver()
        let v = Variable("v"), w = Variable("w")
        #expect(!solver.hasEditVariable(v))
        try solver.addEditVariable(v, priority: .low)
        #expect(solver.hasEditVariable(v))
        #expect(!solver.hasEditVariable(w))
        try solver.removeEditVariable(v)
        #expect(!solver.hasEditVariable(v))
        #expect(solver.isEmpty)
    }

    @Test func protocolErrors() throws {
        let solver = Solver()
        let v = Variable("v"), w = Variable("w")
        try solver.addEditVariable(v, priority: .low)
        #expect(throws: SolverError.duplicateEditVariable("v")) { try solver.addEditVariable(v, priority: .medium) }
        #expect(throws: SolverError.unknownEditVariable("w")) { try solver.removeEditVariable(w) }
        #expect(throws: SolverError.unknownEditVariable("w")) { try solver.suggestValue(w, 10) }
        #expect(throws: SolverError.requiredEditVariable("w")) { try solver.addEditVariable(w, priority: .required) }
        #expect(!solver.hasEditVariable(w))
        #expect(throws: SolverError.nonFiniteValue("suggested value for v")) { try solver.suggestValue(v, .nan) }
        #expect(throws: SolverError.nonFiniteValue("suggested value for v")) { try solver.suggestValue(v, .infinity) }

        try solver.removeEditVariable(v)
        #expect(throws: SolverError.unknownEditVariable("v")) { try solver.removeEditVariable(v) }
        #expect(throws: SolverError.unknownEditVariable("v")) { try solver.suggestValue(v, 1) }
        #expect(solver.isEmpty)
    }

    @Test func errorsLeaveTheSolutionAlone() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([x + y == 100, x >= 10])
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 30)
        let before = solver.values([x, y])
        _ = try? solver.addEditVariable(x, priority: .low)
        _ = try? solver.suggestValue(x, .nan)
        _ = try? solver.suggestValue(y, 5)
        _ = try? solver.addEditVariable(y, priority: .required)
        _ = try? solver.removeEditVariable(y)
        expectClose(solver.values([x, y]), before)
        // The edit still works afterwards.
        try solver.suggestValue(x, 40)
        expectClose(solver.values([x, y]), [40, 60])
    }

    @Test func anEditStartsAtZeroLikeKiwi() throws {
        let solver = Solver()
        let v = Variable("v")
        try solver.add((v == 7).priority(.low))
        try solver.addEditVariable(v, priority: .high)
        expectClose(solver.value(of: v), 0)
        try solver.suggestValue(v, 3)
        expectClose(solver.value(of: v), 3)
        try solver.removeEditVariable(v)
        expectClose(solver.value(of: v), 7)
    }

    @Test func reSuggestingManyTimes() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([y == 2 * x + 1, x >= -50, x <= 50])
        try solver.addEditVariable(x, priority: .high)
        for step in 0...400 {
            let target = Double(step % 130) - 65  // sweeps in and out of [-50, 50]
            try solver.suggestValue(x, target)
            let expected = min(50, max(-50, target))
            expectClose(solver.value(of: x), expected, "x after suggesting \(target)")
            expectClose(solver.value(of: y), 2 * expected + 1, "y after suggesting \(target)")
        }
        // The same value twice changes nothing.
        try solver.suggestValue(x, 12)
        try solver.suggestValue(x, 12)
        expectClose(solver.value(of: x), 12)
    }

    @Test func removeAndReAddAnEditVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add([stay(x, 5), x <= 100])
        for round in 0..<5 {
            try solver.addEditVariable(x, priority: .high)
            try solver.suggestValue(x, Double(20 * round + 1))
            expectClose(solver.value(of: x), Double(20 * round + 1))
            try solver.removeEditVariable(x)
            expectClose(solver.value(of: x), 5)
        }
        #expect(!solver.hasEditVariable(x))
    }

    @Test func theStrongerEditWins() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add(a == b)
        try solver.addEditVariable(a, priority: .high)
        try solver.addEditVariable(b, priority: .low)
        try solver.suggestValue(a, 10)
        try solver.suggestValue(b, 20)
        expectClose(solver.values([a, b]), [10, 10])
        try solver.removeEditVariable(a)
        expectClose(solver.values([a, b]), [20, 20])
    }

    @Test func aWeakEditLosesToAStrongerConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 5).priority(.high))
        try solver.addEditVariable(x, priority: .low)
        for target in [-100.0, 0, 5, 100] {
            try solver.suggestValue(x, target)
            expectClose(solver.value(of: x), 5)
        }
    }

    @Test func editingADefinedVariable() throws {
        // `right == left + width` with `right` never seen before makes `right` a
        // definition; editing it must move what it is defined by.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add([left == 10, width >= 0])
        try solver.add(right == left + width)
        try solver.addEditVariable(right, priority: .high)
        try solver.suggestValue(right, 50)
        expectClose(solver.values([left, width, right]), [10, 40, 50])
        try solver.suggestValue(right, 5)  // width cannot go negative
        expectClose(solver.values([left, width, right]), [10, 0, 10])
        try solver.suggestValue(right, 70)
        expectClose(solver.values([left, width, right]), [10, 60, 70])
    }

    @Test func editingTheStartOfAChainOfDefinitions() throws {
        let solver = Solver()
        let x = (0...20).map { Variable("x\($0)") }
        try solver.addEditVariable(x[0], priority: .high)
        for i in 1...20 { try solver.add(x[i] == x[i - 1] + 10) }
        for target in [0.0, 7, -30, 1000] {
            try solver.suggestValue(x[0], target)
            for i in 0...20 { expectClose(solver.value(of: x[i]), target + Double(10 * i), "x\(i)") }
        }
        try solver.add(x[20] <= 150)
        try solver.suggestValue(x[0], 1000)
        expectClose(solver.value(of: x[0]), -50)
        expectClose(solver.value(of: x[20]), 150)
    }

    /// A drag across the line example: each incremental suggestion must give what a
    /// solver built from scratch with that suggestion gives.
    @Test func incrementalSuggestionsMatchFreshSolves() throws {
        func build() throws -> (Solver, Variable, Variable, Variable) {
            let solver = Solver()
            let l = Variable("left"), m = Variable("middle"), r = Variable("right")
            try solver.add([2 * m == l + r, l + 10 <= r, r <= 100, l >= 0, stay(l, 0), stay(r, 100)])
            try solver.addEditVariable(m, priority: .high)
            return (solver, l, m, r)
        }
        let (solver, l, m, r) = try build()
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let target = Double(generator.int(-40...140)) + (generator.chance(0.5) ? 0.5 : 0)
            try solver.suggestValue(m, target)
            let (fresh, fl, fm, fr) = try build()
            try fresh.suggestValue(fm, target)
            expectClose(solver.values([l, m, r]), fresh.values([fl, fm, fr]), "after suggesting \(target)")
        }
    }
}
