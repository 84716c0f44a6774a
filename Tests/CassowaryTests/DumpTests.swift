import Cassowary
import Testing

/// `Solver.dump()` shows the tableau for debugging.
@Suite struct DumpTests {
    @Test func aDumpNamesRowsConstraintsAndEdits() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.add(x + y == 100)
        try solver.add((x == 30).priority(.medium))
        try solver.addEditVariable(y, priority: .high)
        try solver.suggestValue(y, 40)
        let dump = solver.dump()
        for section in ["Objective\n", "Rows\n", "Edits\n", "Constraints\n"] {
            #expect(dump.contains(section), "\(dump)")
        }
        #expect(dump.contains("(x)") && dump.contains("(y)"), "\(dump)")
        #expect(dump.contains("#1 x + y - 100 == 0   [d"), "\(dump)")
        #expect(dump.contains("v0(x) = 100 - v1(y) - d2"), "\(dump)")
        #expect(dump.contains("→ 40"), "\(dump)")
        #expect(solver.dump() == dump, "the same state dumps the same text")
    }
}
