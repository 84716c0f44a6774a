// Strict priorities: no number of weaker constraints outweighs one stronger constraint
// (kiwi folds strengths into one weighted sum, where enough weak ones would win).
import Testing
import Cassowary

@Suite struct StrictPriorityTests {
    @Test func tenThousandPriorityOneAgainstOnePriorityTwo() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(2))
        for _ in 0..<10_000 { try solver.add((x >= 10).priority(1)) }
        #expect(solver.value(of: x) == 0, "x = \(solver.value(of: x))")
    }

    @Test func manyPriorityOneAddedFirst() throws {
        // Added in this order the solver is superlinear (about 4 s for 1,000 and 19 s for
        // 2,000 in a debug build), so this case stays at 200.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<200 { try solver.add((x == 10).priority(1)) }
        expectClose(solver.value(of: x), 10)
        let strong = (x <= 0).priority(2)
        try solver.add(strong)
        #expect(solver.value(of: x) == 0, "x = \(solver.value(of: x))")
        try solver.remove(strong)
        expectClose(solver.value(of: x), 10)
    }

    @Test func oneAt999AgainstAThousandAt998() throws {
        // Each 998 constraint sits on its own variable, tied to x by a required equality.
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(999).tagged("the 999"))
        for i in 0..<1000 {
            let v = Variable("v\(i)")
            try solver.add(v == x + Double(i))
            try solver.add((v >= Double(i) + 50).priority(998))
        }
        #expect(solver.value(of: x) == 0, "x = \(solver.value(of: x))")
        #expect(solver.value(of: Variable("unrelated")) == 0)
    }

    @Test func aPriorityBelowOneLosesToPriorityOne() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).priority(0.5))
        try solver.add((x == 10).priority(1))
        expectClose(solver.value(of: x), 10)

        let many = Solver()
        for _ in 0..<200 { try many.add((x == 0).priority(0.999)) }
        try many.add((x >= 10).priority(1))
        expectClose(many.value(of: x), 10)
    }

    @Test func fractionalPrioritiesAreOrderedToo() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).priority(0.01))
        try solver.add((x == 2).priority(0.02))
        expectClose(solver.value(of: x), 2)
        try solver.add((x == 3).priority(0.5))
        expectClose(solver.value(of: x), 3)
    }

    @Test func eachLevelIsSettledBeforeTheNext() throws {
        // x + y == 100; level 750 wants x >= 60, level 500 wants y >= 70 (cannot both
        // hold), level 250 wants x as small as it can be.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([x + y == 100, x >= 0, y >= 0])
        try solver.add((x == 0).priority(.low))
        try solver.add((y >= 70).priority(.medium))
        expectClose(solver.values([x, y]), [0, 100])
        try solver.add((x >= 60).priority(.high))
        expectClose(solver.values([x, y]), [60, 40])
    }

    @Test func aStrongerInequalityBeatsManyWeakEqualitiesOnOtherVariables() throws {
        // A row of 50 boxes each wanting width 20 (weak), in a 600-wide container
        // (strong). The container wins; the boxes share the squeeze somehow.
        let solver = Solver()
        let widths = (0..<50).map { Variable("w\($0)") }
        let total = Variable("total")
        try solver.add(total == widths.dropFirst().reduce(Expression(widths[0])) { $0 + $1 })
        for w in widths { try solver.add([w >= 0, (w == 20).priority(.low)]) }
        try solver.add((total <= 600).priority(.high))
        expectClose(solver.value(of: total), 600)
        for w in widths { #expect(solver.value(of: w) >= -tolerance) }
    }

    @Test func requiredBeatsEveryOptionalLevel() throws {
        let solver = Solver()
        let x = Variable("x")
        for p in [0.5, 1, 250, 500, 750, 999, 999.5] { try solver.add((x == p).priority(Priority(p))) }
        expectClose(solver.value(of: x), 999.5)
        try solver.add(x <= -1)
        expectClose(solver.value(of: x), -1)
    }
}
