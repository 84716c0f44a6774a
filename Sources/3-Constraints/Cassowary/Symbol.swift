/// Values closer to zero than this are zero wherever the solver decides something:
/// which symbol enters or leaves, whether a constant or an objective weight is zero,
/// whether a ratio ties. Layout values are points (0.01 matters, 1e-8 does not), so
/// this is far below any visible difference. The simplex never pivots on a cell this
/// small: that would divide by what may be rounding residue.
public let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { abs(x) < epsilon }

/// Tableau cells are *kept* down to this size, far below ``epsilon``. A true cell can
/// be smaller than epsilon (a chain of coefficients like 1/6 multiplies out to 1e-9),
/// and dropping it changes the system: once the symbol it multiplies takes a value,
/// the basic symbol is off by that much. Dropping at epsilon, as kiwi does, was the
/// main source of error in random systems (required constraints off by 1e-5 and,
/// through the wrong pivots it led to, by whole points).
let storageTolerance = 1e-12

/// A sum that cancels to less than this fraction of the cell it updates is rounding
/// residue of a true zero, and is dropped as zero.
let cancellationTolerance = 1e-11

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

    /// The id in 32 bits: a symbol fits in eight bytes instead of sixteen (an `Int` and
    /// an enum, padded). Symbols fill the rows' cells, the column index and every symbol
    /// map, and halving them halves the memory those take, and so the fresh pages a first
    /// solve touches (each a page fault: solving a 100-view chain took 83 before, 64 after).
    private let storedID: Int32
    let kind: Kind

    init(id: Int, kind: Kind) {
        storedID = Int32(id)
        self.kind = kind
    }

    var id: Int { Int(storedID) }

    /// Restricted symbols must stay `>= 0`: slacks and errors (dummies are zero).
    var isRestricted: Bool { kind != .external }
    /// A symbol the simplex may pivot into the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// For the sets and dictionaries of symbols off the hot path (a rebuild's basis,
    /// ambiguity, dumps): ids are small dense integers chosen by the solver (nothing to
    /// flood), so a multiplicative mix spreads them as well as SipHash does, at a fraction
    /// of the cost. Results never depend on iteration order (ties go to the smallest id),
    /// so the hash function cannot change an answer.
    func _rawHashValue(seed: Int) -> Int {
        (id &* -7_046_029_254_386_353_131) ^ seed  // 0x9E3779B97F4A7C15, the golden ratio
    }
}
