// Unsatisfiable required constraints: `add` returns a `Conflict` naming a minimal set
// of earlier required constraints, leaves the new one unsatisfied, and the solver
// carries on with the rest exactly as before.
import Testing
import Cassowary

@Suite struct ConflictTests {
    @Test func aConflictLeavesTheSolverAsItWas() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let kept = [x >= 10, y == x + 5, (y <= 0).priority(.low)]
        try solver.add(kept)
        let before = solver.values([x, y])

        let rejected = (x <= 3).tagged("x <= 3")
        let conflict = try #require(try solver.add(rejected))
        #expect(conflict.constraint === rejected)
        #expect(solver.unsatisfiedConstraints.count == 1 && solver.unsatisfiedConstraints[0] === rejected)
        #expect(solver.contains(rejected))
        expectClose(solver.values([x, y]), before)
        for c in kept where c.isRequired { #expect(solver.holds(c)) }
        #expect(!solver.holds(rejected))
        #expect(conflict.description.contains("x <= 3"))

        // The solver goes on: more constraints, edits, removals.
        try solver.add(x <= 20)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 15)
        expectClose(solver.values([x, y]), [15, 20])
        try solver.removeEditVariable(x)

        // Forgetting the rejected constraint works and leaves the rest alone.
        try solver.remove(rejected)
        #expect(solver.unsatisfiedConstraints.isEmpty)
        #expect(!solver.contains(rejected))
        expectClose(solver.values([x, y]), before)
        // Adding it twice while unsatisfied is still a duplicate.
        try solver.add(rejected)
        #expect(throws: SolverError.duplicateConstraint(rejected.description)) { try solver.add(rejected) }
    }

    @Test func aRejectedConstraintCanComeBackOnceItsObstacleIsGone() throws {
        let solver = Solver()
        let x = Variable("x")
        let obstacle = x == 10, wish = x == 5
        try solver.add(obstacle)
        #expect(try solver.add(wish) != nil)
        try solver.remove(wish)
        try solver.remove(obstacle)
        #expect(try solver.add(wish) == nil)
        expectClose(solver.value(of: x), 5)
        #expect(solver.unsatisfiedConstraints.isEmpty)
    }

    @Test func unsatisfiedConstraintsStayInAddOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 1)
        let rejected = (2...6).map { (x == Double($0)).tagged("x == \($0)") }
        let conflicts = try solver.add(rejected)
        #expect(conflicts.count == 5)
        #expect(solver.unsatisfiedConstraints.map(\.tag) == rejected.map(\.tag))
        try solver.remove(rejected[2])
        #expect(solver.unsatisfiedConstraints.map(\.tag) == ["x == 2", "x == 3", "x == 5", "x == 6"])
    }

    @Test func aConstraintThatCannotHoldByItself() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 1)
        for impossible in [Expression(0) == 1, Expression(2) <= 1, Expression(-1) >= 0, x - x == 3] {
            let conflict = try #require(try solver.add(impossible))
            #expect(conflict.conflictingConstraints.isEmpty, "\(impossible)")
        }
        expectClose(solver.value(of: x), 1)
        #expect(solver.unsatisfiedConstraints.count == 4)
        // A constraint with no variable that does hold is simply taken in.
        #expect(try solver.add(Expression(1) <= 2) == nil)
        #expect(try solver.add(Expression(0) == 0) == nil)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 1)
        for priority: Priority in [999, .high, .medium, .low, 1, 0.5] {
            #expect(try solver.add((x == 2).priority(priority)) == nil)
            #expect(try solver.add((x >= 3).priority(priority)) == nil)
        }
        #expect(solver.unsatisfiedConstraints.isEmpty)
        expectClose(solver.value(of: x), 1)
    }

    @Test func conflictNamesTheOneEquality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([(x == 10).tagged("pin x"), (y == 3).tagged("pin y"), (x + y >= 0).tagged("sum")])
        let conflict = try solver.add((x == 5).tagged("x == 5"))
        #expect(sortedTags(conflict) == ["pin x"])
        try expectMinimalConflict(try #require(conflict))
    }

    @Test func conflictWithInequalities() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add([
            (left >= 20).tagged("margin"),
            (width >= 100).tagged("min width"),
            (right == left + width).tagged("right edge"),
            (width <= 500).tagged("max width"),
            (left <= 1000).tagged("left bound"),
        ])
        let conflict = try solver.add((right <= 100).tagged("canvas"))
        #expect(sortedTags(conflict) == ["margin", "min width", "right edge"])
        try expectMinimalConflict(try #require(conflict))
        // Still feasible and unchanged after the rejection.
        #expect(solver.value(of: right) >= 120 - tolerance)
    }

    @Test func conflictThroughAChainOfEqualities() throws {
        for n in [1, 2, 5, 40] {
            let solver = Solver()
            let x = (0...n).map { Variable("x\($0)") }
            try solver.add((x[0] == 0).tagged("x0 == 0"))
            for i in 1...n { try solver.add((x[i] == x[i - 1] + 10).tagged("link \(i)")) }
            // Unrelated and redundant company that must not be blamed.
            let other = Variable("other")
            try solver.add([(other == 7).tagged("other"), (x[n] >= -1).tagged("loose bound"),
                            (x[n] - x[0] == Double(10 * n)).tagged("implied")])
            let conflict = try solver.add((x[n] == 5).tagged("x\(n) == 5"))
            let c = try #require(conflict, "n = \(n)")
            try expectMinimalConflict(c)
            // Either the chain or the implied shortcut explains it, with the pin.
            let chain = ["x0 == 0"] + (1...n).map { "link \($0)" }
            let viaChain = chain.sorted(), viaShortcut = ["implied", "x0 == 0"]
            let tags = sortedTags(c)
            #expect(tags == viaChain || tags == viaShortcut, "n = \(n): \(tags)")
            expectClose(solver.value(of: x[n]), Double(10 * n))
        }
    }

    @Test func conflictThroughAChainWithoutShortcut() throws {
        let n = 25
        let solver = Solver()
        let x = (0...n).map { Variable("x\($0)") }
        // Added backwards so the chain is not all definitions.
        for i in stride(from: n, through: 1, by: -1) { try solver.add((x[i] == x[i - 1] + 10).tagged("link \(i)")) }
        try solver.add((x[0] == 0).tagged("x0 == 0"))
        let conflict = try #require(try solver.add((x[n] <= 5).tagged("x\(n) <= 5")))
        #expect(sortedTags(conflict) == (["x0 == 0"] + (1...n).map { "link \($0)" }).sorted())
        try expectMinimalConflict(conflict)
    }

    @Test func aConflictBetweenTwoPathsIsMinimal() throws {
        // Two independent reasons for x >= 10: the set must hold one of them, not both.
        let solver = Solver()
        let x = Variable("x"), a = Variable("a"), b = Variable("b")
        try solver.add([(a >= 10).tagged("a"), (x >= a).tagged("x >= a"),
                        (b >= 12).tagged("b"), (x >= b).tagged("x >= b")])
        let conflict = try #require(try solver.add((x <= 8).tagged("x <= 8")))
        try expectMinimalConflict(conflict)
        let tags = sortedTags(conflict)
        #expect(tags == ["a", "x >= a"] || tags == ["b", "x >= b"], "\(tags)")
    }

    @Test func conflictsListedInAddOrder() throws {
        let solver = Solver()
        let v = (0..<4).map { Variable("v\($0)") }
        try solver.add((v[3] >= v[2]).tagged("3"))
        try solver.add((v[0] >= 10).tagged("0"))
        try solver.add((v[2] >= v[1]).tagged("2"))
        try solver.add((v[1] >= v[0]).tagged("1"))
        let conflict = try #require(try solver.add(v[3] <= 0))
        #expect(conflict.conflictingConstraints.map(\.tag) == ["3", "0", "2", "1"])
    }

    @Test func editsAndOptionalConstraintsAreNeverBlamed() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 50)
        try solver.add([(x <= y).tagged("x <= y"), (y <= 20).tagged("y <= 20"), (y == 100).priority(.low)])
        let conflict = try #require(try solver.add((x >= 30).tagged("x >= 30")))
        #expect(sortedTags(conflict) == ["x <= y", "y <= 20"])
        try expectMinimalConflict(conflict)
    }

    @Test func manyConflictsInARowKeepTheSolverConsistent() throws {
        let solver = Solver()
        let x = (0..<10).map { Variable("x\($0)") }
        var required: [Constraint] = [x[0] == 0]
        for i in 1..<10 { required.append(x[i] >= x[i - 1] + 5) }
        required.append(x[9] <= 60)
        #expect(try solver.add(required).isEmpty)
        for i in 1..<10 {
            // x[i] can be at most 60 - 5 * (9 - i) and at least 5 * i.
            let tooLow = x[i] <= Double(5 * i) - 1, tooHigh = x[i] >= Double(60 - 5 * (9 - i)) + 1
            for bad in [tooLow, tooHigh] {
                let conflict = try #require(try solver.add(bad), "\(bad)")
                try expectMinimalConflict(conflict)
            }
        }
        for c in required { #expect(solver.holds(c), "\(c)") }
        #expect(solver.unsatisfiedConstraints.count == 18)
        for c in solver.unsatisfiedConstraints { try solver.remove(c) }
        for c in required { try solver.remove(c) }
        #expect(solver.isEmpty)
    }
}
