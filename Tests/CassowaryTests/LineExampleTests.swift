// The running example of the Cassowary paper (Badros, Borning & Stuckey): a line
// segment with a midpoint, `2·middle == left + right`, `left + 10 <= right`,
// `right <= 100`, `left >= 0`, weak stays, and the middle or the right end dragged.
import Testing
import Cassowary

@Suite struct LineExampleTests {
    let left = Variable("left"), middle = Variable("middle"), right = Variable("right")

    func makeSolver() throws -> Solver {
        let solver = Solver()
        let conflicts = try solver.add([
            (2 * middle == left + right).tagged("midpoint"),
            (left + 10 <= right).tagged("min length"),
            (right <= 100).tagged("right bound"),
            (left >= 0).tagged("left bound"),
            stay(left, 0), stay(right, 100),
        ])
        #expect(conflicts.isEmpty)
        return solver
    }

    func values(_ solver: Solver) -> [Double] { solver.values([left, middle, right]) }

    @Test func restsWhereTheStaysSay() throws {
        let solver = try makeSolver()
        expectClose(values(solver), [0, 50, 100])
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func draggingTheMiddle() throws {
        let solver = try makeSolver()
        try solver.addEditVariable(middle, priority: .high)
        // (suggestion, expected left, middle, right)
        let drag: [(Double, [Double])] = [
            (50, [0, 50, 100]),
            (80, [60, 80, 100]),   // the left end gives: right is at its bound
            (95, [90, 95, 100]),   // as far right as the minimum length allows
            (99, [90, 95, 100]),   // past it: the middle stops at 95
            (30, [0, 30, 60]),     // the right end gives: left is at its bound
            (5, [0, 5, 10]),
            (-10, [0, 5, 10]),     // the middle cannot go below 5
            (50, [0, 50, 100]),
        ]
        for (target, expected) in drag {
            try solver.suggestValue(middle, target)
            expectClose(values(solver), expected, "after suggesting middle = \(target)")
        }
    }

    @Test func draggingTheRightEnd() throws {
        let solver = try makeSolver()
        try solver.addEditVariable(right, priority: .high)
        let drag: [(Double, [Double])] = [
            (60, [0, 30, 60]),
            (5, [0, 5, 10]),       // right >= left + 10 >= 10
            (200, [0, 50, 100]),   // right <= 100
            (42, [0, 21, 42]),
        ]
        for (target, expected) in drag {
            try solver.suggestValue(right, target)
            expectClose(values(solver), expected, "after suggesting right = \(target)")
        }
    }

    @Test func switchingFromTheMiddleToTheRight() throws {
        let solver = try makeSolver()
        try solver.addEditVariable(middle, priority: .high)
        try solver.suggestValue(middle, 70)
        expectClose(values(solver), [40, 70, 100])
        try solver.removeEditVariable(middle)
        expectClose(values(solver), [0, 50, 100])
        try solver.addEditVariable(right, priority: .high)
        try solver.suggestValue(right, 30)
        expectClose(values(solver), [0, 15, 30])
        try solver.removeEditVariable(right)
        expectClose(values(solver), [0, 50, 100])
    }

    @Test func bothEndsEditedAtDifferentStrengths() throws {
        let solver = try makeSolver()
        try solver.addEditVariable(middle, priority: .high)
        try solver.addEditVariable(left, priority: .medium)
        try solver.suggestValue(left, 20)
        try solver.suggestValue(middle, 30)
        expectClose(values(solver), [20, 30, 40])
        try solver.suggestValue(left, 40)  // middle wins: left + 10 <= right = 60 - left
        expectClose(values(solver), [25, 30, 35])
    }

    @Test func aConflictingRequirementNamesTheGeometry() throws {
        let solver = try makeSolver()
        let conflict = try #require(try solver.add((middle >= 96).tagged("middle >= 96")))
        #expect(sortedTags(conflict) == ["midpoint", "min length", "right bound"])
        try expectMinimalConflict(conflict)
        expectClose(values(solver), [0, 50, 100])
    }

    @Test func removingEverythingEmptiesTheSolver() throws {
        let solver = Solver()
        let constraints = [2 * middle == left + right, left + 10 <= right, right <= 100, left >= 0,
                           stay(left, 0), stay(right, 100)]
        try solver.add(constraints)
        try solver.addEditVariable(middle, priority: .high)
        try solver.suggestValue(middle, 90)
        try solver.removeEditVariable(middle)
        for c in constraints { try solver.remove(c) }
        #expect(solver.isEmpty)
    }
}
