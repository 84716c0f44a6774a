// Removing and re-adding constraints, and redundant required constraints (the same
// equality twice, an equality the others already imply), including the solver's
// "definitions" (required equalities that introduce a fresh variable).
import SeededRandom
import Testing
import Cassowary

@Suite struct RemovalAndRedundancyTests {
    @Test func removeThenReAddTheSameConstraint() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let sum = x + y == 20, pin = x == 5
        try solver.add([sum, pin, stay(y, 0)])
        expectClose(solver.values([x, y]), [5, 15])
        for _ in 0..<3 {
            try solver.remove(pin)
            #expect(!solver.contains(pin))
            expectClose(solver.values([x, y]), [20, 0])
            #expect(try solver.add(pin) == nil)
            expectClose(solver.values([x, y]), [5, 15])
        }
    }

    @Test func removingTwiceOrNeverAddedThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 1
        #expect(throws: SolverError.unknownConstraint(c.description)) { try solver.remove(c) }
        try solver.add(c)
        // A constraint equal in every field is still another constraint.
        let lookalike = x == 1
        #expect(!solver.contains(lookalike))
        #expect(throws: SolverError.unknownConstraint(lookalike.description)) { try solver.remove(lookalike) }
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint(c.description)) { try solver.remove(c) }
        #expect(solver.isEmpty)
    }

    @Test func addingTwiceThrowsAndChangesNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = (x == 3).priority(.medium)
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c.description)) { try solver.add(c) }
        try solver.remove(c)
        #expect(solver.isEmpty)  // it was recorded once only
    }

    @Test func theSameEqualityTwice() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let first = x == y + 10, second = x == y + 10
        #expect(try solver.add(first) == nil)
        #expect(try solver.add(second) == nil)
        try solver.add(y == 5)
        expectClose(solver.values([x, y]), [15, 5])
        #expect(solver.unsatisfiedConstraints.isEmpty)
        try solver.remove(first)
        expectClose(solver.values([x, y]), [15, 5])
        try solver.remove(second)
        try solver.add(stay(x, 0))
        expectClose(solver.value(of: x), 0)
    }

    @Test func anEqualityImpliedByOthers() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let ab = a == b + 1, bc = b == c + 2, ac = a == c + 3
        #expect(try solver.add([ab, bc, ac]).isEmpty)
        try solver.add(c == 10)
        expectClose(solver.values([a, b, c]), [13, 12, 10])
        // Any one of the three can go: the other two still imply it.
        for removed in [ab, bc, ac] {
            try solver.remove(removed)
            expectClose(solver.values([a, b, c]), [13, 12, 10])
            try solver.add(removed)
        }
        try solver.remove(ab)
        try solver.remove(ac)
        try solver.add(stay(a, -1))
        expectClose(solver.values([a, b, c]), [-1, 12, 10])
    }

    @Test func anEqualityImpliedByTwoInequalities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(try solver.add([x <= y, x >= y, x == y, y == 4]).isEmpty)
        expectClose(solver.values([x, y]), [4, 4])
        let looser = x == y
        #expect(try solver.add(looser) == nil)
        #expect(solver.unsatisfiedConstraints.isEmpty)
    }

    @Test func aRedundantScaledEquality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(try solver.add([x + 2 * y == 10, 2 * x + 4 * y == 20, -0.5 * x - y == -5, y == 1]).isEmpty)
        expectClose(solver.values([x, y]), [8, 1])
    }

    @Test func removingADefinitionThatOthersUse() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        let right = Variable("right"), next = Variable("next")
        let defineRight = right == left + width       // right is new: a definition
        let defineNext = next == right + 8            // next is new: defined through right
        try solver.add([defineRight, defineNext, left == 0, width == 100])
        expectClose(solver.values([left, width, right, next]), [0, 100, 100, 108])

        try solver.remove(defineRight)
        // `next == right + 8` still holds; right is now free of left and width.
        try solver.add(stay(right, 40))
        expectClose(solver.values([right, next]), [40, 48])
        expectClose(solver.values([left, width]), [0, 100])

        try solver.add(defineRight)
        expectClose(solver.values([left, width, right, next]), [0, 100, 100, 108])
        try solver.remove(defineNext)
        try solver.add(next <= 5)
        expectClose(solver.value(of: right), 100)
        #expect(solver.value(of: next) <= 5 + tolerance)
    }

    @Test func definitionsOfDefinitionsRemovedInAnyOrder() throws {
        var generator = SplitMix64(seed: 11)
        for round in 0..<6 {
            let solver = Solver()
            let x = (0...30).map { Variable("x\($0)") }
            var chain: [Constraint] = []
            for i in 1...30 { chain.append(x[i] == x[i - 1] + 3) }  // each one a definition
            try solver.add(chain)
            let pin = x[0] == 2
            try solver.add(pin)
            for i in 0...30 { expectClose(solver.value(of: x[i]), 2 + Double(3 * i)) }

            for c in generator.shuffled(chain + [pin]) {
                try solver.remove(c)
                #expect(!solver.contains(c))
            }
            #expect(solver.isEmpty, "round \(round)")
        }
    }

    @Test func removingEveryKindOfConstraintEmptiesTheSolver() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let constraints = [
            a == 1, b >= a + 2, (c <= 10).priority(.low), (c == b).priority(.medium),
            b == c + 0.5, (a >= 100).priority(0.5), c - a == 3 + b - b,
        ]
        try solver.add(constraints)
        try solver.addEditVariable(c, priority: .high)
        try solver.suggestValue(c, 50)
        let conflict = try solver.add(a == 2)
        #expect(conflict != nil)
        #expect(!solver.isEmpty)
        for constraint in constraints.reversed() { try solver.remove(constraint) }
        #expect(!solver.isEmpty)  // the edit and the unsatisfied constraint remain
        try solver.removeEditVariable(c)
        #expect(!solver.isEmpty)
        try solver.remove(conflict!.constraint)
        #expect(solver.isEmpty)
    }
}
