import ArgumentParser
import Cassowary

/// `visual solve`: a demonstration of the constraint solver on the Cassowary paper's
/// line example, re-solved as the line's right end is dragged.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve the Cassowary paper's line example and print the solved system."
    )

    // `.unconditional`: a negative position is a value, not an unknown option.
    @Option(parsing: .unconditional, help: "Where to drag the right end of the line (an edit variable).")
    var right: Double = 90

    func validate() throws {
        guard right.isFinite else { throw ValidationError("--right must be a finite number") }
    }

    func run() throws {
        let left = Variable("left"), middle = Variable("middle"), rightEnd = Variable("right")
        let solver = Solver()
        let constraints = [
            (2 * middle == left + rightEnd).tagged("middle is halfway"),
            (left + 10 <= rightEnd).tagged("at least 10 long"),
            (rightEnd <= 100).tagged("right inside 100"),
            (left >= 0).tagged("left inside 0"),
            (left == 40).priority(.low).tagged("left prefers 40"),
        ]
        for constraint in constraints {
            try solver.add(constraint)
            print("added   \(constraint)")
        }
        try solver.addEditVariable(rightEnd, priority: .high)
        try solver.suggestValue(rightEnd, right)
        print("suggest right = \(right) @\(Priority.high)")
        for variable in [left, middle, rightEnd] {
            print("\(variable.name) = \(solver.value(of: variable))")
        }
    }
}
