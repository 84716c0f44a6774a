// Small literal systems that the random tests once broke, shrunk by hand or by
// delta debugging, kept so that each failure has a readable reproduction.
import FuzzedSystems
import Testing
import Cassowary

@Suite struct RegressionTests {
    /// Four required equalities on three variables (one of them redundant) and an
    /// optional bound. Removing one equality leaves the system fully determined by the
    /// other three, so nothing may move.
    @Test func removingOneOfFourRedundantEqualitiesKeepsTheOthers() throws {
        let v0 = Variable("v0"), v1 = Variable("v1"), v2 = Variable("v2")
        let c0 = 3 * v0 - v1 + 3 * v2 + 288 == 0
        let c1 = -2 * v0 + v2 + 0.5 * v1 + 198 == 0
        let c2 = v0 == 4
        let c3 = v1 == -108
        let wish = (-2 * v2 - 288 >= 0).priority(.medium)  // v2 <= -144, cannot be met
        for (label, order) in [("in order", [c0, c1, c2, c3, wish]), ("reversed", [wish, c3, c2, c1, c0])] {
            let solver = Solver()
            #expect(try solver.add(order).isEmpty)
            expectClose(solver.values([v0, v1, v2]), [4, -108, -136], "\(label), all added")
            try solver.remove(c1)
            expectClose(solver.values([v0, v1, v2]), [4, -108, -136], "\(label), after removing c1")
            for c in [c0, c2, c3] { #expect(solver.holds(c), "\(label): \(c) broken") }
        }
    }

    /// An edit suggested away from zero, then everything removed: nothing may be left.
    @Test func removingEverythingAfterASuggestionEmptiesTheSolver() throws {
        let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
        let constraints = [2 * middle == left + right, left + 10 <= right, left >= 0]
        let solver = Solver()
        try solver.add(constraints)
        try solver.addEditVariable(middle, priority: .high)
        try solver.suggestValue(middle, 90)
        try solver.removeEditVariable(middle)
        for c in constraints { try solver.remove(c) }
        #expect(solver.isEmpty)
    }

    /// Thirty-one random constraints (delta-debugged from a 65-constraint random
    /// system; the required ones hold at v0 = -282, v1 = 137, v2 = -227, v3 = 9, ...).
    /// Added in order and removed in reverse, they must leave nothing behind. Rounding
    /// left weights of about 1e-8 to 1e-5 in the objective, so `isEmpty` stayed false.
    @Test func addingAndRemovingARandomSystemLeavesNoRoundingDust() throws {
        let v = (0..<25).map { Variable("v\($0)") }
        var cs: [Constraint] = []
        cs.append((-2 * v[11] - 525 >= 0).priority(100))
        cs.append((3 * v[22] + 77 <= 0).priority(999))
        cs.append((2 * v[10] + 2 * v[11] + 92 >= 0).priority(750))
        cs.append((-2 * v[21] + v[8] - 2 * v[13] + 41 >= 0).priority(750))
        cs.append(2 * v[10] - v[15] - 399 >= 0)
        cs.append((-v[1] + 98 <= 0).priority(0.5))
        cs.append((v[19] + 2 * v[21] - 395 <= 0).priority(999))
        cs.append((0.5 * v[21] - 179.5 == 0).priority(500))
        cs.append((2 * v[20] - 2 * v[3] + 470 == 0).priority(250))
        cs.append((v[11] + 2 * v[6] + 139 == 0).priority(1))
        cs.append((2 * v[13] - 2 * v[8] + v[4] + 464 == 0).priority(999))
        cs.append(-2 * v[2] - 484 <= 0)
        cs.append(2 * v[1] + 3 * v[16] - v[2] + 66 >= 0)
        cs.append((v[6] - 2 * v[3] + 2 * v[16] + 323 == 0).priority(750))
        cs.append(v[19] - 2 * v[10] + 0.5 * v[1] + 476.5 >= 0)
        cs.append(v[14] - v[10] + v[15] + 517 <= 0)
        cs.append(-v[23] + 2 * v[10] - v[14] - 850 >= 0)
        cs.append(3 * v[19] + v[3] + 3 * v[8] + 610 <= 0)
        cs.append(0.5 * v[21] - v[11] - 2 * v[0] - 945.5 == 0)
        cs.append(2 * v[16] - v[21] + 3 * v[1] + 234 >= 0)
        cs.append((-2 * v[3] + 3 * v[20] + 666 >= 0).priority(500))
        cs.append(v[21] - v[23] - 2 * v[2] - 906 >= 0)
        cs.append((3 * v[3] + v[22] + 39 >= 0).priority(750))
        cs.append(-v[14] + v[13] - 52 >= 0)
        cs.append((-v[6] + 2 * v[10] + 0.5 * v[4] - 197.5 == 0).priority(750))
        cs.append((-2 * v[19] - 2 * v[11] - 869 == 0).priority(999))
        cs.append((2 * v[0] - 2 * v[16] + 174 == 0).priority(250))
        cs.append(0.5 * v[24] + 3 * v[1] - 307.5 <= 0)
        cs.append(3 * v[14] + v[24] + 1084 == 0)
        cs.append(v[19] + v[20] + 356 <= 0)
        cs.append(-2 * v[22] + v[4] + 75 == 0)
        let solver = Solver()
        #expect(try solver.add(cs).isEmpty)
        for c in cs where c.isRequired { #expect(solver.holds(c), "\(c)") }
        for c in cs.reversed() { try solver.remove(c) }
        #expect(solver.isEmpty)
    }

    /// Forty-four random constraints (delta-debugged from a 70-constraint random system
    /// whose required constraints all hold at an integer point), all accepted, yet two
    /// required ones ended up off by 1e-6 and 3e-6: rounding that grows past the
    /// suite's tolerance of 1e-6 on values of a few hundred.
    @Test func requiredConstraintsHoldToWithinAMillionthAfterManyPivots() throws {
        let v = (0..<45).map { Variable("v\($0)") }
        var cs: [Constraint] = []
        cs.append((2 * v[16] - 2 * v[26] - 157 >= 0).priority(100))
        cs.append((2 * v[9] - 2 * v[44] + 0.5 * v[43] - 368 <= 0).priority(250))
        cs.append((0.5 * v[43] + 145 == 0).priority(0.5))
        cs.append((v[24] - 2 * v[27] + 0.5 * v[10] + 298 == 0).priority(250))
        cs.append(0.5 * v[16] - 98.5 <= 0)
        cs.append((-v[20] - v[16] + v[31] - 29 >= 0).priority(999))
        cs.append((-2 * v[43] - 2 * v[39] - 171 >= 0).priority(100))
        cs.append((2 * v[43] - 2 * v[42] + 828 >= 0).priority(999))
        cs.append(-2 * v[30] + v[4] - 49 == 0)
        cs.append(0.5 * v[42] - 2 * v[10] - 161 <= 0)
        cs.append((3 * v[28] - v[20] - 2 * v[34] - 973 <= 0).priority(750))
        cs.append((-2 * v[4] + 0.5 * v[24] + 0.5 * v[34] - 693 <= 0).priority(100))
        cs.append(-v[36] - v[31] + 3 * v[21] + 130 >= 0)
        cs.append(v[34] + v[13] + 0.5 * v[32] - 2.5 == 0)
        cs.append(-2 * v[19] + 466 <= 0)
        cs.append((v[32] + 2 * v[28] - 104 >= 0).priority(0.5))
        cs.append(-v[37] - 188 >= 0)
        cs.append((v[1] + 3 * v[26] + 2 * v[9] - 177 == 0).priority(100))
        cs.append((-v[41] + 2 <= 0).priority(999))
        cs.append((v[19] + 3 * v[27] - v[14] - 649 == 0).priority(1))
        cs.append(3 * v[29] - 440 >= 0)
        cs.append(-2 * v[21] + 0.5 * v[10] + 35 == 0)
        cs.append(0.5 * v[6] + 3 * v[43] + 913.5 <= 0)
        cs.append((v[37] + 0.5 * v[30] + 2 * v[44] + 770 <= 0).priority(1))
        cs.append(0.5 * v[6] + 0.5 * v[1] + 117.5 <= 0)
        cs.append(-v[41] + v[29] + 2 * v[28] - 511 == 0)
        cs.append((3 * v[1] - v[13] + 539 >= 0).priority(750))
        cs.append((3 * v[24] - v[27] - v[22] - 256 == 0).priority(0.5))
        cs.append(-v[5] - 2 * v[8] - 586 <= 0)
        cs.append((0.5 * v[15] - v[16] + 71.5 >= 0).priority(250))
        cs.append(0.5 * v[36] - v[21] + 3 * v[4] + 808.5 == 0)
        cs.append((3 * v[34] + 2 * v[43] + 915 <= 0).priority(500))
        cs.append((-v[25] + 173 == 0).priority(999))
        cs.append(-2 * v[42] + 312 == 0)
        cs.append((3 * v[21] - 2 * v[8] - 510 >= 0).priority(100))
        cs.append(-2 * v[39] + 0.5 * v[27] + 3 * v[31] + 349.5 == 0)
        cs.append((-2 * v[29] + v[27] + 68 == 0).priority(1))
        cs.append((v[5] + 2 * v[14] - v[12] - 175 <= 0).priority(250))
        cs.append(3 * v[22] + v[13] - 553 >= 0)
        cs.append((2 * v[25] + 3 * v[12] - 738 == 0).priority(0.5))
        cs.append((-v[29] + 2 * v[34] + 3 * v[15] - 353 == 0).priority(999))
        cs.append((2 * v[30] + 3 * v[21] + 299 == 0).priority(250))
        cs.append(-v[15] + 0.5 * v[31] + v[16] + 88.5 <= 0)
        cs.append(-v[16] + 2 * v[13] + 3 * v[10] - 283 <= 0)
        let solver = Solver()
        #expect(try solver.add(cs).isEmpty)
        // Cells below 1e-8 used to be dropped as zero; here that left two of these off
        // by 1e-6 and 3e-6 (see `storageTolerance`).
        for c in cs where c.isRequired {
            #expect(solver.violation(of: c) <= tolerance, "\(c) is off by \(solver.violation(of: c))")
        }
    }

    /// The systems `cassowary-bench fuzz 1 80 300 SEED` builds: 300 random constraints
    /// on 80 variables, half of them required and built around a hidden integer
    /// solution. With seed 27 a phase one pivoted on rounding residue (a cell of 1e-8
    /// that should have been 0) and left a required constraint off by 7.5e10; seed 34
    /// left one off by 13. Every required constraint must hold after every add.
    @Test(arguments: [27, 34])
    func fuzzedSystemsHoldAfterEveryAdd(seed: Int) throws {
        let solver = Solver()
        var required: [Constraint] = []
        for (index, (constraint, isRequired)) in FuzzedSystem(seed: seed, variables: 80, constraints: 300).constraints.enumerated() {
            if isRequired { required.append(constraint) }
            let conflict = try solver.add(constraint)
            try #require(conflict == nil, "add #\(index) rejected although the hidden solution satisfies it")
            let broken = required.filter { !solver.holds($0) }
            try #require(broken.isEmpty, "after add #\(index): \(broken.map { "\($0) off by \(solver.violation(of: $0))" })")
        }
    }
}
