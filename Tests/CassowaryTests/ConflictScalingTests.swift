// A conflict set proved minimal by rank, or shrunk by QuickXplain: the same set a deletion
// filter finds, in time that does not grow with the square of its members.

import Foundation
import Testing
@testable import Cassowary
import FuzzedSystems
import SeededRandom

@Suite struct ConflictScalingTests {
    /// `x0 == 0`, then `x(i+1) == x(i) + w(i) + 8` with every `w(i) >= 0`, then `x(n) <= 375`:
    /// a line of views with standard spacing that cannot fit. Every spacing and every width
    /// is needed to prove it, so the set is the whole line: 2n + 1 constraints.
    static func line(_ count: Int) -> (constraints: [Constraint], last: Variable) {
        let x = (0...count).map { Variable("x\($0)") }
        var constraints: [Constraint] = [(x[0] == 0).tagged("start")]
        for i in 0..<count {
            let width = Variable("w\(i)")
            constraints.append((width >= 0).tagged("w\(i) >= 0"))
            constraints.append((x[i + 1] == x[i] + width + 8).tagged("gap \(i)"))
        }
        return (constraints, x[count])
    }

    /// 2,000 views: proved minimal by rank in about the time of one solve. Found by taking
    /// each of 4,001 members out in turn it took minutes in a debug build (6.5 s released).
    @Test func aLongLineThatCannotFitIsProvedMinimalQuickly() throws {
        let (constraints, last) = Self.line(2000)
        let solver = Solver()
        #expect(try solver.add(constraints).isEmpty)
        let start = ContinuousClock.now
        let conflict = try #require(try solver.add((last <= 375).tagged("canvas")))
        let elapsed = ContinuousClock.now - start
        #expect(conflict.conflictingConstraints.map(\.tag) == constraints.map(\.tag))
        #expect(elapsed < .seconds(20), "\(elapsed)")
        // Minimal: without any one member (a sample of them, each a solve of the whole line)
        // the rest can hold.
        let members = conflict.conflictingConstraints
        for index in [0, 1, 2, 1000, 1001, 3999, 4000] {
            var rest = members
            rest.remove(at: index)
            #expect(Solver.isFeasible(rest + [conflict.constraint]), "still infeasible without \(members[index])")
        }
        try expectMinimalConflict(try #require(try Self.shortLineConflict()))
    }

    /// The same shape, short enough to check every member.
    static func shortLineConflict() throws -> Conflict? {
        let (constraints, last) = line(30)
        let solver = Solver()
        _ = try solver.add(constraints)
        return try solver.add(last <= 100)
    }

    /// The rank of a chain is its length; two paths to the same bound add a dependent row.
    @Test func rankOfChainsAndCycles() {
        let (constraints, last) = Self.line(50)
        #expect(ConstraintRank.of(constraints) == constraints.count)
        #expect(ConstraintRank.of(constraints + [last <= 375]) == constraints.count)
        let a = Variable("a"), b = Variable("b"), x = Variable("x")
        #expect(ConstraintRank.of([a >= 10, x >= a, b >= 12, x >= b, x <= 8]) == 3)
        #expect(ConstraintRank.of([2 * a + b == 1, a - b >= 0, 3 * a <= 4]) == 2)
        #expect(ConstraintRank.of([Constraint(Expression(1), .equal)]) == 0)
    }

    /// On random infeasible systems, QuickXplain keeps exactly the set the deletion filter
    /// (each candidate in add order, dropped while the rest still conflict) keeps.
    @Test func quickXplainKeepsWhatTheDeletionFilterKeeps() {
        var generator = SplitMix64(seed: 29)
        var compared = 0
        for _ in 0..<300 {
            var system = RandomSystem(variableCount: generator.int(2...6), generator: &generator)
            let candidates = (0..<generator.int(3...14)).map { _ in system.randomRequired(&generator) }
            system.constraints = candidates
            // A constraint against the hidden solution's neighbourhood: often infeasible.
            let (expression, value) = system.randomExpression(&generator)
            let bad = generator.chance(0.5) ? expression >= value + 40 : expression <= value - 40
            guard !Solver.isFeasible(candidates + [bad]), Solver.isFeasible(candidates) else { continue }
            compared += 1
            var kept = candidates
            var index = 0
            while index < kept.count {
                var trial = kept
                trial.remove(at: index)
                if Solver.isFeasible(trial + [bad]) { index += 1 } else { kept = trial }
            }
            let found = Solver.quickXplain(background: [bad], candidates: candidates)
            #expect(found.map(ObjectIdentifier.init) == kept.map(ObjectIdentifier.init),
                    "\(found) != \(kept)")
        }
        #expect(compared > 50)
    }
}
