// The behaviours Rhea's unit tests check, restated for this solver. Rhea has "stay"
// constraints (keep a variable where it is); here a stay is an optional equality to
// the value the variable should keep, and an edit session is an edit variable.
import Testing
import Cassowary

@Suite struct RheaBehaviourTests {
    @Test func anEqualityBetweenTwoStayingVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([stay(x, 167), stay(y, 2), x == y])
        expectClose(solver.value(of: x), solver.value(of: y))
        // Both stays are equally weak: the common value is anywhere between them.
        #expect(solver.value(of: x) >= 2 - tolerance && solver.value(of: x) <= 167 + tolerance)
    }

    @Test func aWeakEqualityAloneHolds() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).priority(.low))
        expectClose(solver.value(of: x), 10)
    }

    @Test func staysKeepValuesUntilEdited() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([stay(x, 5), stay(y, 10)])
        expectClose(solver.value(of: x), 5)
        expectClose(solver.value(of: y), 10)
        try solver.addEditVariable(x, priority: .high)
        try solver.addEditVariable(y, priority: .high)
        try solver.suggestValue(x, 6)
        try solver.suggestValue(y, 7)
        expectClose(solver.value(of: x), 6)
        expectClose(solver.value(of: y), 7)
    }

    @Test func removingBoundsOneByOne() throws {
        let solver = Solver()
        let x = Variable("x")
        let initial = (x == 100).priority(.low)
        try solver.add(initial)
        expectClose(solver.value(of: x), 100)

        let c10 = x <= 10, c20 = x <= 20
        try solver.add([c10, c20])
        expectClose(solver.value(of: x), 10)
        try solver.remove(c10)
        expectClose(solver.value(of: x), 20)
        try solver.remove(c20)
        expectClose(solver.value(of: x), 100)

        try solver.add(c10)
        expectClose(solver.value(of: x), 10)
        try solver.remove(c10)
        expectClose(solver.value(of: x), 100)

        try solver.remove(initial)
        #expect(solver.isEmpty)
    }

    @Test func removingAndAddingAroundAnEquality() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([(x == 100).priority(.low), (y == 120).priority(.high)])
        expectClose(solver.value(of: x), 100)
        expectClose(solver.value(of: y), 120)

        let c10 = x <= 10, c20 = x <= 20
        try solver.add([c10, c20])
        expectClose(solver.value(of: x), 10)
        try solver.remove(c10)
        expectClose(solver.value(of: x), 20)

        let doubled = 2 * x == y
        try solver.add(doubled)
        expectClose(solver.value(of: x), 20)
        expectClose(solver.value(of: y), 40)

        try solver.remove(c20)
        expectClose(solver.value(of: x), 60)
        expectClose(solver.value(of: y), 120)

        try solver.remove(doubled)
        expectClose(solver.value(of: x), 100)
        expectClose(solver.value(of: y), 120)
    }

    @Test func twoIdenticalBoundsAreTwoConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 100).priority(.low))
        let first = x <= 10, second = x <= 10
        #expect(try solver.add([first, second]).isEmpty)
        expectClose(solver.value(of: x), 10)
        try solver.remove(first)
        expectClose(solver.value(of: x), 10)
        try solver.remove(second)
        expectClose(solver.value(of: x), 100)
    }

    @Test func equallyWeakWishesPickOneOfThem() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add([x <= y, y == x + 3, (x == 10).priority(.low), (y == 10).priority(.low)])
        let (xv, yv) = (solver.value(of: x), solver.value(of: y))
        let first = abs(xv - 10) < tolerance && abs(yv - 13) < tolerance
        let second = abs(xv - 7) < tolerance && abs(yv - 10) < tolerance
        #expect(first || second, "x = \(xv), y = \(yv)")
    }

    @Test func requiredOnlySystem() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        #expect(try solver.add([x <= y, y == x + 3, x == 10]).isEmpty)
        expectClose(solver.value(of: x), 10)
        expectClose(solver.value(of: y), 13)
    }

    @Test func inconsistentEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        let conflict = try #require(try solver.add(x == 5))
        #expect(conflict.conflictingConstraints.count == 1)
        expectClose(solver.value(of: x), 10)
    }

    @Test func inconsistentInequalities() throws {
        let solver = Solver()
        let x = Variable("x")
        let conflicts = try solver.add([x >= 10, x <= 5])
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.conflictingConstraints.count == 1)
        expectClose(solver.value(of: x), 10)
    }

    /// Rhea's explained failure: the explanation of `y <= 5` has five constraints, the
    /// four of the chain and the rejected one.
    @Test func inconsistentChainOfInequalities() throws {
        let solver = Solver()
        let v = Variable("v"), w = Variable("w"), x = Variable("x"), y = Variable("y")
        let chain = [v >= 10, w >= v, x >= w, y >= x]
        #expect(try solver.add(chain).isEmpty)
        let conflict = try #require(try solver.add(y <= 5))
        #expect(conflict.conflictingConstraints.count + 1 == 5)
        #expect(Set(conflict.conflictingConstraints.map(ObjectIdentifier.init)) == Set(chain.map(ObjectIdentifier.init)))
        try expectMinimalConflict(conflict)
    }

    @Test func editsInTwoRounds() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w"), h = Variable("h")
        try solver.add([stay(x, 3), stay(y, -5), stay(w, 0), stay(h, 0)])
        try solver.addEditVariable(x, priority: .high)
        try solver.addEditVariable(y, priority: .high)
        try solver.suggestValue(x, 10)
        try solver.suggestValue(y, 20)
        expectClose(solver.values([x, y, w, h]), [10, 20, 0, 0])

        try solver.addEditVariable(w, priority: .high)
        try solver.addEditVariable(h, priority: .high)
        try solver.suggestValue(w, 30)
        try solver.suggestValue(h, 40)
        expectClose(solver.values([x, y, w, h]), [10, 20, 30, 40])

        try solver.suggestValue(x, 50)
        try solver.suggestValue(y, 60)
        expectClose(solver.values([x, y, w, h]), [50, 60, 30, 40])
    }

    @Test func removingAnEditVariableMidEdit() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.add([stay(x, 7), stay(y, 8), stay(z, 9)])
        for v in [x, y, z] { try solver.addEditVariable(v, priority: .high) }
        try solver.suggestValue(x, 1)
        try solver.suggestValue(z, 2)
        try solver.removeEditVariable(y)
        try solver.suggestValue(x, 3)
        try solver.suggestValue(z, 4)
        expectClose(solver.value(of: x), 3)
        expectClose(solver.value(of: z), 4)
        // With its edit gone, y goes back to its stay.
        expectClose(solver.value(of: y), 8)
    }

    @Test func boundsClampAnEdit() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add([stay(x, 1), x >= 0, x <= 10])
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 20)
        expectClose(solver.value(of: x), 10)
        try solver.suggestValue(x, -20)
        expectClose(solver.value(of: x), 0)
        try solver.suggestValue(x, 4)
        expectClose(solver.value(of: x), 4)
    }

    @Test func aRequiredStayBeatsAStrongEdit() throws {
        let solver = Solver()
        let v = Variable("v")
        try solver.add(v == 0)
        try solver.addEditVariable(v, priority: .high)
        try solver.suggestValue(v, 2)
        expectClose(solver.value(of: v), 0)
    }

    @Test func aStrongEditBeatsAStrongStayAddedLater() throws {
        // Rhea's "required edit" case: here edits cannot be required, so the edit is
        // stronger than the stay instead.
        let solver = Solver()
        let v = Variable("v")
        try solver.add(stay(v, 0, .high))
        expectClose(solver.value(of: v), 0)
        try solver.addEditVariable(v, priority: 999)
        try solver.suggestValue(v, 2)
        expectClose(solver.value(of: v), 2)
    }

    @Test func anEditMovesBothSidesOfAnEquality() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.add([stay(a, 1), a == b])
        try solver.addEditVariable(a, priority: .high)
        try solver.suggestValue(a, 3)
        expectClose(solver.value(of: a), 3)
        expectClose(solver.value(of: b), 3)
    }

    @Test func editsLeaveUnrelatedVariablesAlone() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.add([stay(a, 0), stay(c, 0), a == 10, b == c])
        try solver.addEditVariable(c, priority: .high)
        try solver.suggestValue(c, 100)
        expectClose(solver.values([a, b, c]), [10, 100, 100])
        try solver.suggestValue(c, 90)
        expectClose(solver.values([a, b, c]), [10, 90, 90])
    }

    /// Rhea's quadrilateral: four corners, four midpoints, corners that must not cross
    /// and must stay on a 300×300 canvas. Rhea weights the corners' stays 1, 2, 4, 8;
    /// with strict priorities the same order is four priority levels.
    @Test func quadrilateralWithMidpoints() throws {
        let solver = Solver()
        let cx = (0..<4).map { Variable("c\($0).x") }, cy = (0..<4).map { Variable("c\($0).y") }
        let mx = (0..<4).map { Variable("m\($0).x") }, my = (0..<4).map { Variable("m\($0).y") }
        let start: [(Double, Double)] = [(50, 50), (50, 250), (250, 250), (250, 50)]
        var stays: [[Constraint]] = []
        for i in 0..<4 {
            let priority = Priority(Double(10 + i))
            stays.append([stay(cx[i], start[i].0, priority), stay(cy[i], start[i].1, priority)])
        }
        try solver.add(stays.flatMap { $0 })
        for i in 0..<4 {
            let j = (i + 1) % 4
            try solver.add([mx[i] == (cx[i] + cx[j]) / 2, my[i] == (cy[i] + cy[j]) / 2])
        }
        for (i, j) in [(0, 2), (0, 3), (1, 2), (1, 3)] { try solver.add(cx[i] + 1 <= cx[j]) }
        for (i, j) in [(0, 1), (0, 2), (3, 1), (3, 2)] { try solver.add(cy[i] + 1 <= cy[j]) }
        for v in cx + cy { try solver.add([v >= 0, v <= 300]) }

        func point(_ x: Variable, _ y: Variable) -> [Double] { [solver.value(of: x), solver.value(of: y)] }
        expectClose(point(cx[0], cy[0]), [50, 50])
        expectClose(point(mx[0], my[0]), [50, 150])
        expectClose(point(cx[1], cy[1]), [50, 250])
        expectClose(point(mx[1], my[1]), [150, 250])
        expectClose(point(cx[2], cy[2]), [250, 250])
        expectClose(point(mx[2], my[2]), [250, 150])

        // Drag corner 0 to x = 100, then let it stay there.
        try solver.addEditVariable(cx[0], priority: .high)
        try solver.suggestValue(cx[0], 100)
        expectClose(point(cx[0], cy[0]), [100, 50])
        expectClose(point(mx[0], my[0]), [75, 150])
        expectClose(point(cx[1], cy[1]), [50, 250])
        expectClose(point(mx[1], my[1]), [150, 250])
        expectClose(point(cx[3], cy[3]), [250, 50])
        expectClose(point(mx[3], my[3]), [175, 50])
        try solver.removeEditVariable(cx[0])
        try solver.remove(stays[0][0])
        try solver.add(stay(cx[0], 100, Priority(10)))

        // Drag midpoint 0: the weakest corner (0) gives way.
        try solver.addEditVariable(mx[0], priority: .high)
        try solver.addEditVariable(my[0], priority: .high)
        try solver.suggestValue(mx[0], 50)
        try solver.suggestValue(my[0], 150)
        expectClose(point(mx[0], my[0]), [50, 150])
        expectClose(point(cx[0], cy[0]), [50, 50])
        expectClose(point(mx[3], my[3]), [150, 50])
    }
}
