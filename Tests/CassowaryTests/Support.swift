// Shared helpers for the Cassowary tests: tolerant comparisons, evaluating an
// expression against a solver's values (from FuzzedSystems), a from-scratch feasibility check, and a
// small seeded random generator so that every "random" test is reproducible.
import Testing
import Cassowary
import FuzzedSystems

/// The tolerance the suite uses for solved values.
let tolerance = 1e-6

/// Expects `actual` within `tolerance` of `expected`, with both numbers in the message.
func expectClose(
    _ actual: Double, _ expected: Double, tolerance: Double = tolerance,
    _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(actual - expected) <= tolerance,
        "\(what.isEmpty ? "value" : what) = \(actual), expected \(expected)",
        sourceLocation: sourceLocation)
}

extension Solver {
    /// Whether `constraint` holds to within `tolerance` (`violation(of:)` is in FuzzedSystems).
    func holds(_ constraint: Constraint, tolerance: Double = tolerance) -> Bool {
        violation(of: constraint) <= tolerance
    }

    /// Adds constraints one by one and returns the conflicts in order (empty when every
    /// constraint was taken in).
    @discardableResult
    func add(_ constraints: [Constraint]) throws -> [Conflict] {
        var conflicts: [Conflict] = []
        for constraint in constraints {
            if let conflict = try add(constraint) { conflicts.append(conflict) }
        }
        return conflicts
    }

    /// The values of `variables`, in order.
    func values(_ variables: [Variable]) -> [Double] { variables.map { value(of: $0) } }
}

/// Whether the required constraints among `constraints` can all hold, decided by a
/// fresh solver (independent of the solver under test's incremental state).
func isFeasible(_ constraints: [Constraint]) throws -> Bool {
    let solver = Solver()
    for constraint in constraints where constraint.isRequired {
        if try solver.add(constraint) != nil { return false }
    }
    return true
}

/// Checks the promise of `Conflict.conflictingConstraints`: the rejected constraint
/// together with the set cannot hold, and dropping any single member of the set makes
/// the rest feasible. Every member must be a required constraint.
func expectMinimalConflict(_ conflict: Conflict, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let set = conflict.conflictingConstraints
    #expect(set.allSatisfy { $0.isRequired }, "conflict set holds an optional constraint", sourceLocation: sourceLocation)
    let together = try isFeasible(set + [conflict.constraint])
    #expect(
        !together,
        "the conflict set and the rejected constraint are feasible together: \(conflict)",
        sourceLocation: sourceLocation)
    for index in set.indices {
        var rest = set
        let dropped = rest.remove(at: index)
        let withoutOne = try isFeasible(rest + [conflict.constraint])
        #expect(
            withoutOne,
            "not minimal: still infeasible without \(dropped)", sourceLocation: sourceLocation)
    }
}

/// The tags of a conflict's set, sorted (for order-insensitive comparisons).
func sortedTags(_ conflict: Conflict?) -> [String] {
    (conflict?.conflictingConstraints.map(\.tag) ?? []).sorted()
}

/// A stay: `variable` prefers `value`, at a weak priority unless told otherwise.
func stay(_ variable: Variable, _ value: Double, _ priority: Priority = .low) -> Constraint {
    (variable == value).priority(priority).tagged("stay \(variable.name)")
}

/// An expression from parallel lists of variables and coefficients, plus a constant.
func linear(_ variables: [Variable], _ coefficients: [Double], constant: Double = 0) -> Expression {
    Expression(zip(variables, coefficients).map { Term($0, $1) }, constant: constant)
}

/// Expects two lists of numbers to agree entry by entry within `tolerance`.
func expectClose(
    _ actual: [Double], _ expected: [Double], tolerance: Double = tolerance,
    _ what: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    let agree = actual.count == expected.count
        && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(agree, "\(what.isEmpty ? "values" : what) = \(actual), expected \(expected)", sourceLocation: sourceLocation)
}
