/// How the two sides of a constraint compare.
public enum Relation: Sendable, CustomStringConvertible {
    case equal, lessOrEqual, greaterOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        }
    }
}

/// A linear relation between expressions, with a priority and a tag from the caller.
///
/// Stored normalised as `expression RELATION 0` (the right side moved to the left).
/// A constraint is a reference: the solver adds and removes it by identity.
public final class Constraint: @unchecked Sendable, CustomStringConvertible {
    /// `lhs - rhs`, simplified.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority
    /// The caller's label, reported back in conflicts: a source location, a description.
    public let tag: String

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, tag: String = "") {
        self.expression = expression.simplified()
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// The same relation at another priority.
    public func priority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    /// The same relation with a tag.
    public func tagged(_ tag: String) -> Constraint {
        Constraint(expression, relation, priority: priority, tag: tag)
    }

    public var isRequired: Bool { priority.isRequired }

    public var description: String {
        let body = "\(expression) \(relation) 0"
        let withPriority = isRequired ? body : "\(body) @\(priority)"
        return tag.isEmpty ? withPriority : "\(withPriority)  [\(tag)]"
    }
}

// MARK: - Relations: `a.width == 2 * b.width + 10`.

private func make(_ lhs: Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
    Constraint(lhs - rhs, relation)
}

public func == (a: Expression, b: Expression) -> Constraint { make(a, .equal, b) }
public func == (a: Expression, b: Variable) -> Constraint { make(a, .equal, Expression(b)) }
public func == (a: Variable, b: Expression) -> Constraint { make(Expression(a), .equal, b) }
public func == (a: Variable, b: Variable) -> Constraint { make(Expression(a), .equal, Expression(b)) }
public func == (a: Expression, k: Double) -> Constraint { make(a, .equal, Expression(k)) }
public func == (a: Variable, k: Double) -> Constraint { make(Expression(a), .equal, Expression(k)) }
public func == (k: Double, a: Expression) -> Constraint { make(Expression(k), .equal, a) }
public func == (k: Double, a: Variable) -> Constraint { make(Expression(k), .equal, Expression(a)) }

public func <= (a: Expression, b: Expression) -> Constraint { make(a, .lessOrEqual, b) }
public func <= (a: Expression, b: Variable) -> Constraint { make(a, .lessOrEqual, Expression(b)) }
public func <= (a: Variable, b: Expression) -> Constraint { make(Expression(a), .lessOrEqual, b) }
public func <= (a: Variable, b: Variable) -> Constraint { make(Expression(a), .lessOrEqual, Expression(b)) }
public func <= (a: Expression, k: Double) -> Constraint { make(a, .lessOrEqual, Expression(k)) }
public func <= (a: Variable, k: Double) -> Constraint { make(Expression(a), .lessOrEqual, Expression(k)) }
public func <= (k: Double, a: Expression) -> Constraint { make(Expression(k), .lessOrEqual, a) }
public func <= (k: Double, a: Variable) -> Constraint { make(Expression(k), .lessOrEqual, Expression(a)) }

public func >= (a: Expression, b: Expression) -> Constraint { make(a, .greaterOrEqual, b) }
public func >= (a: Expression, b: Variable) -> Constraint { make(a, .greaterOrEqual, Expression(b)) }
public func >= (a: Variable, b: Expression) -> Constraint { make(Expression(a), .greaterOrEqual, b) }
public func >= (a: Variable, b: Variable) -> Constraint { make(Expression(a), .greaterOrEqual, Expression(b)) }
public func >= (a: Expression, k: Double) -> Constraint { make(a, .greaterOrEqual, Expression(k)) }
public func >= (a: Variable, k: Double) -> Constraint { make(Expression(a), .greaterOrEqual, Expression(k)) }
public func >= (k: Double, a: Expression) -> Constraint { make(Expression(k), .greaterOrEqual, a) }
public func >= (k: Double, a: Variable) -> Constraint { make(Expression(k), .greaterOrEqual, Expression(a)) }
