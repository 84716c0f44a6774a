/// A variable times a coefficient.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant, such as `2 * b.width + 10`.
public struct Expression: Sendable, CustomStringConvertible {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The same expression with each variable once and no zero coefficients,
    /// terms in order of first appearance (so the order stays deterministic).
    public func simplified() -> Expression {
        // Constraints from layouts have two to four terms: a scan beats hashing (every
        // constraint is simplified, and hashing made it a third of building constraints).
        if terms.count <= 8 { return simplifiedByScanning() }
        var order: [ObjectIdentifier] = []
        var merged: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if merged[key] == nil { order.append(key); merged[key] = Term(term.variable, 0) }
            merged[key]!.coefficient += term.coefficient
        }
        let kept = order.compactMap { merged[$0] }.filter { !nearZero($0.coefficient) }
        return Expression(kept, constant: constant)
    }

    /// `simplified()` for a few terms: the same merge, looking each variable up by a scan.
    private func simplifiedByScanning() -> Expression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable === term.variable }) {
                merged[index].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { nearZero($0.coefficient) }
        return Expression(merged, constant: constant)
    }

    public var description: String {
        var parts: [String] = []
        for term in terms {
            let c = term.coefficient
            let sign = parts.isEmpty ? (c < 0 ? "-" : "") : (c < 0 ? " - " : " + ")
            let magnitude = abs(c)
            parts.append(sign + (magnitude == 1 ? "" : "\(magnitude.coefficientText) * ") + term.variable.name)
        }
        if constant != 0 || parts.isEmpty {
            let sign = parts.isEmpty ? (constant < 0 ? "-" : "") : (constant < 0 ? " - " : " + ")
            parts.append(sign + abs(constant).coefficientText)
        }
        return parts.joined()
    }
}


// MARK: - Arithmetic, so that constraints read like math.

public func * (v: Variable, k: Double) -> Expression { Expression([Term(v, k)]) }
public func * (k: Double, v: Variable) -> Expression { Expression([Term(v, k)]) }
public func / (v: Variable, k: Double) -> Expression { Expression([Term(v, 1 / k)]) }
public func * (e: Expression, k: Double) -> Expression {
    Expression(e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
public func * (k: Double, e: Expression) -> Expression { e * k }
public func / (e: Expression, k: Double) -> Expression { e * (1 / k) }
public prefix func - (e: Expression) -> Expression { e * -1 }
public prefix func - (v: Variable) -> Expression { v * -1 }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(a) + Expression(b) }
public func + (a: Expression, k: Double) -> Expression { Expression(a.terms, constant: a.constant + k) }
public func + (k: Double, a: Expression) -> Expression { a + k }
public func + (a: Variable, k: Double) -> Expression { Expression(a) + k }
public func + (k: Double, a: Variable) -> Expression { Expression(a) + k }

public func - (a: Expression, b: Expression) -> Expression { a + -b }
public func - (a: Expression, b: Variable) -> Expression { a + -b }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) + -b }
public func - (a: Variable, b: Variable) -> Expression { Expression(a) + -b }
public func - (a: Expression, k: Double) -> Expression { a + -k }
public func - (k: Double, a: Expression) -> Expression { -a + k }
public func - (a: Variable, k: Double) -> Expression { Expression(a) + -k }
public func - (k: Double, a: Variable) -> Expression { -a + k }
