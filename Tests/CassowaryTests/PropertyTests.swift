// Property tests on random systems from a seeded generator (SplitMix64, see
// Support.swift): every run builds the same systems, so a failure names its seed.
//
// Required constraints are built around a hidden solution, so they are always
// feasible together; optional ones get random constants and priorities and may
// contradict each other and the required ones.
import FuzzedSystems
import SeededRandom
import Testing
import Cassowary

/// Fails the test unless every value is finite and every required constraint holds.
func expectConsistent(_ solver: Solver, _ system: RandomSystem, _ label: String,
                      sourceLocation: SourceLocation = #_sourceLocation) {
    for v in system.variables {
        #expect(solver.value(of: v).isFinite, "\(label): \(v) = \(solver.value(of: v))", sourceLocation: sourceLocation)
    }
    for c in system.constraints where c.isRequired && solver.contains(c) {
        let violation = solver.violation(of: c)
        #expect(violation <= tolerance, "\(label): \(c) violated by \(violation)", sourceLocation: sourceLocation)
    }
}

/// One random system's recipe: the seed and its size.
struct SystemCase: Sendable, CustomTestStringConvertible {
    let seed: UInt64
    let variableCount: Int
    let constraintCount: Int

    init(_ seed: UInt64, _ variableCount: Int, _ constraintCount: Int) {
        self.seed = seed
        self.variableCount = variableCount
        self.constraintCount = constraintCount
    }

    var testDescription: String { "seed \(seed), \(variableCount) variables, \(constraintCount) constraints" }
}

@Suite struct PropertyTests {
    /// From 50 to 500 constraints, about two constraints per three variables and one to
    /// three variables per constraint, as in a layout. (Much denser random systems make
    /// the debug build slow; the numerical trouble they exposed is pinned down by the
    /// small literal cases in RegressionTests.swift.)
    static let sizes = [
        SystemCase(1, 25, 50), SystemCase(103, 100, 200), SystemCase(104, 200, 300), SystemCase(105, 350, 500),
    ]
    static let removalSizes = [
        SystemCase(101, 25, 50), SystemCase(3, 100, 200), SystemCase(4, 200, 300),
    ]

    @Test(arguments: sizes)
    func requiredConstraintsHoldAndValuesAreFinite(_ size: SystemCase) throws {
        let (seed, variableCount, constraintCount) = (size.seed, size.variableCount, size.constraintCount)
        var generator = SplitMix64(seed: seed)
        var system = RandomSystem(variableCount: variableCount, generator: &generator)
        system.addRandom(count: constraintCount, &generator)
        let solver = Solver()
        for c in system.constraints {
            let conflict = try solver.add(c)
            #expect(conflict == nil, "seed \(seed): feasible required constraint rejected: \(conflict.map(\.description) ?? "")")
        }
        #expect(solver.unsatisfiedConstraints.isEmpty)
        expectConsistent(solver, system, "seed \(seed)")
        // Values of variables no constraint mentions stay 0; known ones are finite.
        for v in solver.knownVariables { #expect(solver.value(of: v).isFinite) }
    }

    @Test(arguments: removalSizes)
    func removingEverythingInRandomOrderEmptiesTheSolver(_ size: SystemCase) throws {
        let (seed, variableCount, constraintCount) = (size.seed, size.variableCount, size.constraintCount)
        var generator = SplitMix64(seed: seed)
        var system = RandomSystem(variableCount: variableCount, generator: &generator)
        system.addRandom(count: constraintCount, &generator)
        let solver = Solver()
        try solver.add(system.constraints)

        // A few edits and a few rejected constraints, so every kind of record is there.
        let edited = generator.distinctIndices(min(3, variableCount), below: variableCount).map { system.variables[$0] }
        for v in edited {
            try solver.addEditVariable(v, priority: generator.pick([.high, .medium, 1]))
            try solver.suggestValue(v, Double(generator.int(-500...500)))
        }
        var rejected: [Constraint] = []
        for c in system.constraints where c.isRequired && c.relation == .equal && rejected.count < 2 {
            let contradiction = Constraint(c.expression + 7, .equal)  // same terms, other constant
            #expect(try solver.add(contradiction) != nil, "seed \(seed): \(contradiction) accepted")
            rejected.append(contradiction)
        }
        expectConsistent(solver, system, "seed \(seed) after edits")

        // Remove in random order, checking consistency along the way now and then.
        var remaining = generator.shuffled(system.constraints + rejected)
        var step = 0
        while let c = remaining.popLast() {
            try solver.remove(c)
            step += 1
            if step % 25 == 0 { expectConsistent(solver, system, "seed \(seed) after \(step) removals") }
        }
        #expect(!solver.isEmpty)  // the edits remain
        for v in generator.shuffled(edited) { try solver.removeEditVariable(v) }
        #expect(solver.isEmpty, "seed \(seed)")
        #expect(solver.unsatisfiedConstraints.isEmpty)
    }

    /// Many small but dense systems (more constraints than variables, so redundant and
    /// interlocking required equalities are common): after every single removal, in a
    /// random order, the required constraints still in the solver must hold, and at the
    /// end nothing may be left. Each seed reports at most its first failure.
    @Test func smallDenseSystemsSurviveRandomRemovals() throws {
        var failures: [String] = []
        for seed in UInt64(1000)..<UInt64(1150) {
            var generator = SplitMix64(seed: seed)
            let variableCount = generator.int(3...10), constraintCount = generator.int(8...30)
            var system = RandomSystem(variableCount: variableCount, generator: &generator)
            system.addRandom(count: constraintCount, &generator)
            let solver = Solver()
            let conflicts = try solver.add(system.constraints)
            if !conflicts.isEmpty { failures.append("seed \(seed): rejected \(conflicts[0].constraint)"); continue }
            var remaining = system.constraints
            var failure: String?
            for index in generator.shuffled(Array(system.constraints.indices)) {
                let removed = system.constraints[index]
                try solver.remove(removed)
                remaining.removeAll { $0 === removed }
                if let broken = remaining.first(where: { $0.isRequired && !solver.holds($0) }) {
                    failure = "seed \(seed): after removing \(removed), \(broken) is off by \(solver.violation(of: broken))"
                    break
                }
            }
            if failure == nil && !solver.isEmpty { failure = "seed \(seed): not empty after removing everything" }
            if let failure { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) of 150 seeds failed:\n\(failures.joined(separator: "\n"))")
    }

    /// Every variable is tied to v0 by a chain of required equalities and v0 is pinned,
    /// so the solution is the hidden one, whatever else is there and in whatever order
    /// the constraints arrive.
    @Test(arguments: [SystemCase(11, 20, 0), SystemCase(12, 40, 0), SystemCase(13, 80, 0), SystemCase(14, 120, 0)])
    func determinedSystemsDoNotDependOnOrder(_ size: SystemCase) throws {
        let (seed, variableCount) = (size.seed, size.variableCount)
        var generator = SplitMix64(seed: seed)
        var system = RandomSystem(variableCount: variableCount, generator: &generator)
        let v = system.variables, h = system.hidden
        system.constraints.append(v[0] == h[0])
        for i in 1..<variableCount {
            let j = generator.int(0...(i - 1))
            let k = generator.pick([1.0, -1, 2, -0.5])
            system.constraints.append(v[i] == k * v[j] + (h[i] - k * h[j]))
        }
        // Redundant equalities, loose inequalities and optional noise.
        for _ in 0..<(variableCount / 2) {
            let a = generator.int(0...(variableCount - 1)), b = generator.int(0...(variableCount - 1))
            if a != b { system.constraints.append(v[a] - v[b] == h[a] - h[b]) }
        }
        system.addRandom(count: variableCount, &generator)

        var results: [[Double]] = []
        for order in 0..<3 {
            let solver = Solver()
            let conflicts = try solver.add(generator.shuffled(system.constraints))
            #expect(conflicts.isEmpty, "seed \(seed) order \(order): \(conflicts.map(\.description))")
            expectConsistent(solver, system, "seed \(seed) order \(order)")
            expectClose(solver.values(v), h, "seed \(seed) order \(order)")
            #expect(solver.ambiguousVariables().isEmpty, "seed \(seed) order \(order)")
            results.append(solver.values(v))
        }
        expectClose(results[1], results[0])
        expectClose(results[2], results[0])
    }

    /// Shifting the pin of a determined system incrementally (remove, re-add with another
    /// constant) gives what a fresh solve of the new system gives.
    @Test(arguments: [UInt64(21), 22, 23])
    func movingThePinOfADeterminedSystem(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        let count = 60
        let v = (0..<count).map { Variable("v\($0)") }
        var links: [Constraint] = []
        var slope = [1.0], offset = [0.0]  // v[i] = slope[i] * v[0] + offset[i]
        for i in 1..<count {
            let j = generator.int(0...(i - 1))
            let k = generator.pick([1.0, -1, 2, 0.5]), c = Double(generator.int(-30...30))
            links.append(v[i] == k * v[j] + c)
            slope.append(k * slope[j])
            offset.append(k * offset[j] + c)
        }
        let solver = Solver()
        try solver.add(generator.shuffled(links))
        var pin = v[0] == 0
        try solver.add(pin)
        for round in 0..<8 {
            let x0 = Double(generator.int(-200...200))
            try solver.remove(pin)
            pin = v[0] == x0
            #expect(try solver.add(pin) == nil)
            let expected = (0..<count).map { slope[$0] * x0 + offset[$0] }
            expectClose(solver.values(v), expected, "seed \(seed) round \(round)")
            let fresh = Solver()
            try fresh.add(links + [pin])
            expectClose(solver.values(v), fresh.values(v), "seed \(seed) round \(round) vs fresh")
        }
    }

    /// Remove a few constraints and re-add them with other constants: the incremental
    /// solver must agree with a fresh solver given the final system (in another order).
    /// Tie-breaking stays make the optimum unique, so "agree" means the same values.
    @Test(arguments: [SystemCase(31, 20, 50), SystemCase(32, 50, 100)])
    func incrementalReSolveEqualsFreshSolve(_ size: SystemCase) throws {
        let (seed, variableCount, constraintCount) = (size.seed, size.variableCount, size.constraintCount)
        var generator = SplitMix64(seed: seed)
        var system = RandomSystem(variableCount: variableCount, generator: &generator)
        system.addRandom(count: constraintCount, &generator)
        system.constraints += system.tieBreakers(&generator)

        let solver = Solver()
        #expect(try solver.add(system.constraints).isEmpty)
        let first = Solver()
        try first.add(generator.shuffled(system.constraints))
        expectClose(solver.values(system.variables), first.values(system.variables), "seed \(seed) initial")

        for round in 0..<3 {
            let replaced = generator.distinctIndices(generator.int(1...6), below: system.constraints.count)
            for index in replaced {
                let old = system.constraints[index]
                try solver.remove(old)
                let new: Constraint
                if old.tag.hasPrefix("stay") {
                    new = Constraint(old.expression + Double(generator.int(-50...50)), .equal,
                                     priority: old.priority, tag: old.tag)
                } else if !old.isRequired {
                    new = system.randomOptional(&generator)
                } else if old.relation == .equal {
                    new = Constraint(old.expression * -2, .equal)  // the same equality, written otherwise
                } else {
                    new = system.randomRequired(&generator)
                }
                system.constraints[index] = new
            }
            for index in replaced {
                #expect(try solver.add(system.constraints[index]) == nil, "seed \(seed) round \(round)")
            }
            let fresh = Solver()
            try fresh.add(generator.shuffled(system.constraints))
            expectConsistent(solver, system, "seed \(seed) round \(round)")
            expectClose(solver.values(system.variables), fresh.values(system.variables), tolerance: 1e-5,
                        "seed \(seed) round \(round): incremental vs fresh")
        }
    }

    /// A row of boxes filling a canvas whose width changes: the incremental solver,
    /// after each width change, equals a solver built for that width.
    @Test func changingTheCanvasWidthEqualsAFreshSolve() throws {
        let count = 8
        var generator = SplitMix64(seed: 41)
        let lefts = (0..<count).map { Variable("left\($0)") }
        let widths = (0..<count).map { Variable("width\($0)") }
        let rights = (0..<count).map { Variable("right\($0)") }
        let minimums = (0..<count).map { _ in Double(generator.int(10...60)) }
        var fixed: [Constraint] = [lefts[0] == 10]
        for i in 0..<count {
            fixed.append(rights[i] == lefts[i] + widths[i])
            fixed.append(widths[i] >= minimums[i])
            if i > 0 {
                fixed.append(lefts[i] == rights[i - 1] + 6)
                fixed.append((widths[i] == widths[i - 1]).priority(.medium))
            }
            fixed.append((widths[i] == 0).priority(Priority(0.1 + 0.01 * Double(i))))  // tie-breakers
        }
        func canvas(_ width: Double) -> [Constraint] {
            [rights[count - 1] + 10 <= width, (rights[count - 1] + 10 == width).priority(.high)]
        }
        let smallest = 20 + minimums.reduce(0, +) + 6 * Double(count - 1)
        let solver = Solver()
        var current = canvas(1000)
        #expect(try solver.add(fixed + current).isEmpty)
        let variables = lefts + widths + rights
        for width in [1000.0, 400, 2000, smallest, smallest + 3, 640, 999.5] {
            for c in current { try solver.remove(c) }
            current = canvas(width)
            #expect(try solver.add(current).isEmpty, "width \(width)")
            let fresh = Solver()
            try fresh.add(current + generator.shuffled(fixed))
            expectClose(solver.values(variables), fresh.values(variables), "width \(width)")
            expectClose(solver.value(of: rights[count - 1]) + 10, width, "filled width")
            for i in 0..<count { #expect(solver.value(of: widths[i]) >= minimums[i] - tolerance) }
            #expect(solver.ambiguousVariables().isEmpty)
        }
        // Narrower than the boxes allow: the canvas constraint is rejected, the rest holds.
        for c in current { try solver.remove(c) }
        let conflict = try #require(try solver.add(rights[count - 1] + 10 <= smallest - 1))
        try expectMinimalConflict(conflict)
        for c in fixed where c.isRequired { #expect(solver.holds(c)) }
    }

    /// Random contradictions of a random feasible system: each is rejected with a
    /// minimal conflict set and leaves the solution exactly as it was.
    @Test(arguments: [UInt64(51), 52])
    func contradictionsAreRejectedWithMinimalSets(seed: UInt64) throws {
        var generator = SplitMix64(seed: seed)
        var system = RandomSystem(variableCount: 25, generator: &generator)
        system.addRandom(count: 70, required: (3, of: 5), &generator)
        system.constraints += system.tieBreakers(&generator)
        let solver = Solver()
        #expect(try solver.add(system.constraints).isEmpty)
        let before = solver.values(system.variables)

        var tried = 0
        for c in system.constraints where c.isRequired && tried < 10 {
            tried += 1
            // Push the constraint's own expression past what it allows: `e == 0` against
            // `e + 1 == 0`, `e <= 0` against `e - 1 >= 0`, `e >= 0` against `e + 1 <= 0`.
            let contradiction: Constraint = switch c.relation {
            case .equal: Constraint(c.expression + 1, .equal)
            case .lessOrEqual: Constraint(c.expression - 1, .greaterOrEqual)
            case .greaterOrEqual: Constraint(c.expression + 1, .lessOrEqual)
            }
            let conflict = try #require(try solver.add(contradiction), "seed \(seed): \(contradiction) accepted")
            try expectMinimalConflict(conflict)
            expectClose(solver.values(system.variables), before, "seed \(seed) after rejecting \(contradiction)")
            try solver.remove(contradiction)
        }
        #expect(tried > 0)
        #expect(solver.unsatisfiedConstraints.isEmpty)
    }
}
