import Cassowary

extension Solver {
    /// The value of `expression` with this solver's values plugged in.
    public func value(of expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value(of: $1.variable) }
    }

    /// How far the solved values are from satisfying `constraint` (0 when it holds): what
    /// the fuzzer and the solver's tests measure.
    public func violation(of constraint: Constraint) -> Double {
        let v = value(of: constraint.expression)
        switch constraint.relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(0, v)
        case .greaterOrEqual: return max(0, -v)
        }
    }
}
