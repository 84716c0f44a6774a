// Long chains of constraints between variables the tableau already holds (every view's
// size is `>= 0` before anything else): the tableau must stay sparse, or adding n of
// them costs O(n²). Checked on the tableau's shape and the cells substitutions wrote,
// which do not depend on the machine's speed.
@testable import Cassowary
import Testing

@Suite struct ChainScalingTests {
    static let length = 2_000

    /// The most cells any row holds.
    func longestRow(_ solver: Solver) -> Int {
        solver.tableau.allRows.map { $0.1.cells.count }.max() ?? 0
    }

    /// `w[i] == w[i - 1]` for every i, `w[0] == 20`: without dummies in the rows each
    /// width is a constant; with them, w[i]'s row would hold i dummies.
    @Test func aChainOfEqualitiesKeepsRowsShort() throws {
        let w = (0..<Self.length).map { Variable("w\($0)") }
        let solver = Solver()
        for v in w { try solver.add(v >= 0) }
        try solver.add(w[0] == 20)
        for i in 1..<w.count { try solver.add(w[i] == w[i - 1]) }
        #expect(longestRow(solver) <= 2)
        expectClose(solver.value(of: w.last!), 20)
    }

    /// `h[i] == h[0]` (rows aligning every view with the first): each new row has a zero
    /// constant and is solved for its least-held slack, which one row holds. Solving for
    /// the oldest slack instead rewrites every earlier row: O(n²) cells in all.
    @Test func aligningEveryVariableWithTheFirstRewritesFewCells() throws {
        let h = (0..<Self.length).map { Variable("h\($0)") }
        let solver = Solver()
        for v in h { try solver.add(v >= 0) }
        for i in 1..<h.count { try solver.add(h[i] == h[0]) }
        #expect(solver.tableau.workSinceRebuild + solver.tableau.workOfLastRebuild < 10 * Self.length)
        try solver.add((h[0] == 30).priority(.medium))
        expectClose(solver.value(of: h.last!), 30)
    }

    /// Recomputing that tableau solves each alignment for the basic slack the fewest rows
    /// hold: equal coefficients leave the choice free, and the smallest symbol (the
    /// oldest) would again be substituted into every earlier row.
    @Test func refactorisingAnAlignedChainRewritesFewCells() throws {
        let h = (0..<Self.length).map { Variable("h\($0)") }
        let solver = Solver()
        for v in h { try solver.add(v >= 0) }
        for i in 1..<h.count { try solver.add(h[i] == h[0]) }
        try solver.add(h[0] >= 30)
        #expect(solver.rebuildTableau())
        #expect(solver.tableau.workOfLastRebuild < 10 * Self.length)
        expectClose(solver.value(of: h.last!), 30)
    }

    /// A conflict at the end of a chain names the whole chain: the dummies the rows left
    /// out are put back to read the certificate.
    @Test func aConflictAfterAChainNamesTheChain() throws {
        let w = (0..<6).map { Variable("w\($0)") }
        let solver = Solver()
        for v in w { try solver.add(v >= 0) }
        let chain = (1..<w.count).map { w[$0] == w[$0 - 1] }
        try solver.add(chain)
        let low = w[0] <= 10
        try solver.add(low)
        let conflict = try #require(try solver.add(w.last! >= 30))
        #expect(conflict.conflictingConstraints.map(\.description) == (chain + [low]).map(\.description))
        try expectMinimalConflict(conflict)
    }

    /// Removing the chain's links one by one frees each width in turn.
    @Test func removingLinksOfAChainFreesTheRest() throws {
        let w = (0..<5).map { Variable("w\($0)") }
        let solver = Solver()
        for v in w { try solver.add(v >= 0) }
        try solver.add(w[0] == 20)
        let chain = (1..<w.count).map { w[$0] == w[$0 - 1] }
        try solver.add(chain)
        for v in w { try solver.add((v == 5).priority(.low)) }
        try solver.remove(chain[1])  // w2 no longer follows w1
        expectClose(solver.values(w), [20, 20, 5, 5, 5])
        try solver.remove(chain[3])
        expectClose(solver.values(w), [20, 20, 5, 5, 5])
        try solver.add(w[4] == 40)
        expectClose(solver.values(w), [20, 20, 5, 5, 40])
    }

    /// A removal puts back only the dummies it reads and leaves them out again: the rows of
    /// the chain stay short (with every dummy back, w[i]'s row would hold i of them), and an
    /// equality that was redundant takes over from the one removed.
    @Test func removingAPinLeavesTheChainShort() throws {
        let w = (0..<Self.length).map { Variable("w\($0)") }
        let solver = Solver()
        for v in w { try solver.add(v >= 0) }
        let pin = w[0] == 20
        try solver.add(pin)
        for i in 1..<w.count { try solver.add(w[i] == w[i - 1]) }
        let redundant = w[1] == 20
        try solver.add(redundant)
        try solver.remove(pin)
        #expect(!solver.tableau.tracksDummies && solver.tableau.trackedDummies.isEmpty)
        #expect(longestRow(solver) <= 2)
        expectClose(solver.value(of: w.last!), 20)  // held by the redundant equality now
        try solver.remove(redundant)
        try solver.add(w[0] == 30)
        #expect(longestRow(solver) <= 2)
        expectClose(solver.value(of: w.last!), 30)
    }

    /// The fallback when the tableau cannot be recomputed with dummies: taking every
    /// constraint again gives the same values, and the solver goes on (removals,
    /// suggestions) as before.
    @Test func replayingWithDummiesKeepsTheSolution() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        try solver.add(x[0] >= 0)
        let link = x[1] == x[0] + 10
        try solver.add([link, x[2] == x[1] + 10, x[3] >= x[2] + 5, (x[3] == 100).priority(.medium)])
        try solver.addEditVariable(x[0], priority: .high)
        try solver.suggestValue(x[0], 7)
        let before = solver.values(x)
        solver.replayWithDummies()
        #expect(solver.tableau.tracksDummies)
        expectClose(solver.values(x), before)
        try solver.suggestValue(x[0], 12)
        expectClose(solver.values(x), [12, 22, 32, 100])
        try solver.remove(link)
        try solver.suggestValue(x[0], 3)
        #expect(solver.value(of: x[0]) == 3)
    }
}
