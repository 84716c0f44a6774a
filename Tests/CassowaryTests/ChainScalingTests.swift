// Long chains of constraints between variables the tableau already holds (every view's
// size is `>= 0` before anything else): the tableau must stay sparse, or adding n of
// them costs O(n²). Checked on the tableau's shape and the cells substitutions wrote,
// which do not depend on the machine's speed.
@testable import Cassowary
import Testing

@Suite struct ChainScalingTests {
    static let length = 2_000

    /// `h[i] == h[0]` (rows aligning every view with the first): each new row has a zero
    /// constant and is solved for its least-held slack, which one row holds. Solving for
    /// the oldest slack instead rewrites every earlier row: O(n²) cells in all.
    @Test func aligningEveryVariableWithTheFirstRewritesFewCells() throws {
        let h = (0..<Self.length).map { Variable("h\($0)") }
        let solver = Solver()
        for v in h { try solver.add(v >= 0) }
        for i in 1..<h.count { try solver.add(h[i] == h[0]) }
        #expect(solver.workSinceRefactor + solver.workOfLastRefactor < 10 * Self.length)
        try solver.add((h[0] == 30).priority(.medium))
        expectClose(solver.value(of: h.last!), 30)
    }
}
