/// Values closer to zero than this are zero: coefficients, constants, objective weights.
/// Layout values are points (0.01 matters, 1e-8 does not), so this is far below any
/// visible difference and far above the rounding error of a few thousand pivots.
public let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// A column of the simplex tableau.
///
/// Ids grow in creation order; ties are always broken by the smaller id (Bland's
/// rule), which both prevents cycling and keeps results independent of hashing.
struct Symbol: Hashable, Comparable {
    enum Kind {
        /// A caller's variable: unrestricted in sign.
        case external
        /// The non-negative slack of an inequality.
        case slack
        /// The non-negative error of an optional constraint (weighted in the objective).
        case error
        /// The marker of a required equality: always zero, never pivoted in.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Restricted symbols must stay `>= 0`: slacks and errors (dummies are zero).
    var isRestricted: Bool { kind != .external }
    /// A symbol the simplex may pivot into the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
