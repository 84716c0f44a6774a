// Ambiguity detection: which variables could take another value without breaking a
// required constraint or worsening the (lexicographic) objective.
import SeededRandom
import Testing
import Cassowary

@Suite struct AmbiguityTests {
    func names(_ variables: [Variable]) -> [String] { variables.map(\.name) }

    @Test func aHeightBetweenTwoBoundsIsAmbiguous() throws {
        let solver = Solver()
        let h = Variable("h")
        try solver.add([h >= 44, 480 >= 100 + h])
        #expect(names(solver.ambiguousVariables()) == ["h"])
        #expect(solver.value(of: h) >= 44 - tolerance && solver.value(of: h) <= 380 + tolerance)
    }

    @Test func anOptionalPinSettlesIt() throws {
        let solver = Solver()
        let h = Variable("h")
        try solver.add([h >= 44, 480 >= 100 + h])
        let pin = (h == 200).priority(.low)
        try solver.add(pin)
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.value(of: h), 200)
        // Even an optional pin that cannot be met settles it (at the nearest bound).
        try solver.remove(pin)
        try solver.add((h == 1000).priority(.low))
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.value(of: h), 380)
    }

    @Test func fixingEveryVariableLeavesNothingAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([x == 10, y == x + 5, z == 2 * y - x])
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.values([x, y, z]), [10, 15, 20])
    }

    @Test func aVariableInNoDeterminingConstraintIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), free = Variable("free")
        try solver.add([x == 3, y == x + 1, free >= y])
        #expect(names(solver.ambiguousVariables()) == ["free"])
        // A variable the solver never saw is not reported: it knows nothing of it.
        #expect(!solver.ambiguousVariables().contains { $0.name == "never seen" })
    }

    @Test func aSumOfTwoUnknownsIsAmbiguousInBoth() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 10)
        #expect(names(solver.ambiguousVariables()) == ["x", "y"])
        try solver.add((x == 3).priority(.low))
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.values([x, y]), [3, 7])
    }

    @Test func aLoneLowerBoundIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 0)
        #expect(names(solver.ambiguousVariables()) == ["x"])
    }

    @Test func equalWishesPullingApartAreAmbiguousUnequalOnesAreNot() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add([(x == 0).priority(.low), (x == 10).priority(.low)])
        // Anything in [0, 10] costs 10: the solution is not unique.
        #expect(names(solver.ambiguousVariables()) == ["x"])

        let ordered = Solver()
        try ordered.add([(x == 0).priority(.low), (x == 10).priority(.medium)])
        #expect(ordered.ambiguousVariables().isEmpty)
        expectClose(ordered.value(of: x), 10)
    }

    @Test func anEditVariablePinsItsVariable() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(y == x + 10)
        #expect(names(solver.ambiguousVariables()).sorted() == ["x", "y"])
        try solver.addEditVariable(x, priority: .high)
        #expect(solver.ambiguousVariables().isEmpty)
        try solver.suggestValue(x, 5)
        #expect(solver.ambiguousVariables().isEmpty)
        try solver.removeEditVariable(x)
        #expect(names(solver.ambiguousVariables()).sorted() == ["x", "y"])
    }

    @Test func ambiguityFlowsThroughDefinitions() throws {
        // right == left + width with a fixed width: the position of the box is open.
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.add([width == 80, right == left + width, left >= 0])
        #expect(Set(names(solver.ambiguousVariables())) == ["left", "right"])
        try solver.add(left == 16)
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.values([left, width, right]), [16, 80, 96])
    }

    @Test func aRowOfBoxesMissingOneHorizontalAnchor() throws {
        // Three boxes side by side with fixed widths and gaps, but nothing places the
        // first one: every edge is ambiguous. Anchoring it settles them all.
        let solver = Solver()
        let lefts = (0..<3).map { Variable("left\($0)") }, rights = (0..<3).map { Variable("right\($0)") }
        for i in 0..<3 {
            try solver.add(rights[i] == lefts[i] + 50)
            if i > 0 { try solver.add(lefts[i] == rights[i - 1] + 8) }
        }
        try solver.add(rights[2] <= 400)
        #expect(Set(names(solver.ambiguousVariables())) == Set(names(lefts + rights)))
        try solver.add(lefts[0] == 20)
        #expect(solver.ambiguousVariables().isEmpty)
        expectClose(solver.values(rights), [70, 128, 186])
    }

    @Test func anExpressionCanBeDeterminedWhenItsVariablesAreNot() throws {
        // A child pinned 5 inside a parent that could be anywhere: the child's offset in
        // the parent is determined, its position is not; the parent's width is open too.
        let solver = Solver()
        let parent = Variable("parent"), child = Variable("child"), width = Variable("width")
        try solver.add([parent >= 0, child == parent + 5, width >= 0])
        #expect(Set(names(solver.ambiguousVariables())) == ["parent", "child", "width"])
        #expect(solver.ambiguousExpressions([child - parent, Expression(child), 2 * child - 2 * parent + 1,
                                             child - parent + width]) == [false, true, false, true])
        // A variable the solver never saw is open.
        #expect(solver.ambiguousExpressions([Expression(Variable("unseen")), Expression(3)]) == [true, false])
        try solver.add(parent == 10)
        #expect(solver.ambiguousExpressions([Expression(child), child - parent]) == [false, false])
    }

    @Test func reportedInTheOrderFirstSeen() throws {
        let solver = Solver()
        let c = Variable("c"), a = Variable("a"), b = Variable("b")
        try solver.add([c >= 0, a >= c, b + a == 3])
        #expect(names(solver.ambiguousVariables()) == ["c", "a", "b"])
    }

    @Test func randomDeterminedSystemsHaveNoAmbiguity() throws {
        // Every variable tied to x0 by a chain of required equalities, x0 pinned.
        var generator = SplitMix64(seed: 2024)
        for _ in 0..<20 {
            let count = generator.int(2...25)
            let x = (0..<count).map { Variable("x\($0)") }
            var constraints: [Constraint] = [x[0] == Double(generator.int(-50...50))]
            for i in 1..<count {
                let j = generator.int(0...(i - 1))
                constraints.append(x[i] == generator.pick([1.0, -1, 2, 0.5]) * x[j] + Double(generator.int(-20...20)))
            }
            let solver = Solver()
            #expect(try solver.add(generator.shuffled(constraints)).isEmpty)
            #expect(solver.ambiguousVariables().isEmpty)
            // Drop the pin: now every variable moves with x0.
            try solver.remove(constraints[0])
            #expect(solver.ambiguousVariables().count == count)
        }
    }
}
