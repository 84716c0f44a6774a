/// What the solver refuses to do. None of these changes the solver's state.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    case duplicateConstraint(String)
    case unknownConstraint(String)
    case duplicateEditVariable(String)
    case unknownEditVariable(String)
    /// An edit variable must be optional: a required one could never follow suggestions.
    case requiredEditVariable(String)
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFiniteValue(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "constraint added twice: \(c)"
        case .unknownConstraint(let c): "constraint not in the solver: \(c)"
        case .duplicateEditVariable(let v): "'\(v)' is already an edit variable"
        case .unknownEditVariable(let v): "'\(v)' is not an edit variable"
        case .requiredEditVariable(let v): "edit variable '\(v)' cannot be required"
        case .nonFiniteValue(let what): "not a finite number in \(what)"
        }
    }
}

/// A required constraint that could not be satisfied together with those added before it.
///
/// The constraint is left out of the system (as Auto Layout breaks it) and the
/// solver goes on with the others.
public struct Conflict: CustomStringConvertible {
    /// The constraint left unsatisfied: the one added last.
    public let constraint: Constraint
    /// A minimal set of earlier required constraints that, with `constraint`, cannot
    /// all hold: drop any one of them and the rest can. In the order they were added.
    /// Empty when `constraint` cannot hold by itself (`0 == 1`).
    public let conflictingConstraints: [Constraint]

    public var description: String {
        "unsatisfiable: \(constraint) conflicts with "
            + (conflictingConstraints.isEmpty ? "nothing (it cannot hold by itself)"
               : conflictingConstraints.map(\.description).joined(separator: "; "))
    }
}

/// An incremental Cassowary solver with strict priorities.
///
/// The algorithm is kiwi's: every constraint becomes a row of a simplex tableau in
/// solved form (basic symbol = constant + Σ coefficient × parametric symbol), with
/// slack symbols for inequalities, error symbols for optional constraints and dummy
/// symbols marking required equalities. A required constraint that needs help to
/// enter the basis gets an artificial variable; the primal simplex minimises the
/// errors; edit variables move by the dual simplex.
///
/// Five things differ from kiwi:
/// - **Strict priorities.** The objective is lexicographic (see `Objective`): one
///   level per priority, so no number of weak constraints outweighs a strong one.
/// - **Sparse work.** A column index maps each symbol to the rows that hold it, so a
///   substitution touches those rows only. A required equality that introduces a
///   variable the solver has never seen (`x2 == x1 + w1 + 10`) becomes a
///   *definition* `x2 := x1 + w1 + 10` that stays out of the tableau: chains of views
///   then cost linear, not quadratic, space. A definition is expanded only where
///   another row needs it, and moved into the tableau if it is removed.
/// - **Conflicts are reported, not thrown.** An unsatisfiable required constraint is
///   left out, with a minimal set of constraints it conflicts with (`Conflict`).
/// - **Rounding is bounded.** Cells are kept far below ``epsilon`` (see
///   `storageTolerance`), and once a row has taken many substitutions the tableau is
///   recomputed from the constraints (see `refactor`).
/// - **Dummies wait until they are needed.** A required equality's dummy symbol is
///   always zero and, while constraints are only added, enters the basis only in a row
///   of other dummies, so it changes no pivot and no value; it is there so that a
///   removal can find the rows the
///   constraint shaped, and so that a conflict's certificate names the equalities. Yet
///   in a chain of equalities between variables the tableau already holds
///   (`w2 == w1`, `w3 == w2`, …) every row collects the dummies of the chain before it:
///   O(n²) cells. So rows leave dummies out. A removal puts back only the few it reads
///   and leaves them out again after it (see `trackDummies(for:)`); the first conflict
///   report recomputes the tableau with all of them (see `trackDummies`), and it keeps
///   them from then on, as kiwi's does.
///
/// Numbers within ``epsilon`` (1e-8) of each other are equal. Ties in the simplex go to
/// the smallest symbol (Bland's rule), so degenerate pivots cannot cycle and the same
/// constraints in the same order always give the same result.
///
/// This file is the algorithm: adding and removing constraints, edit variables, the
/// primal and dual simplex. `Tableau` keeps the rows and does the bookkeeping of every
/// change to them. The extensions in `Refactor.swift`, `Dummies.swift`,
/// `ConflictFinder.swift`, `Ambiguity.swift` and `Dump.swift` each add one idea, through
/// `Tableau`'s operations and the solver's bookkeeping queries.
///
/// Its stored properties are `@exclusivity(unchecked)`, as `Tableau` explains.
public final class Solver {
    /// Where a constraint lives in the tableau.
    struct Record {
        let constraint: Constraint
        /// The slack, error-plus or dummy symbol that tracks the constraint's row.
        let marker: Symbol
        /// The error-minus symbol of an optional equality, or the error of an optional inequality.
        let other: Symbol?
        /// Ordinal of the `add` call: conflict sets are listed in this order.
        let order: Int
        /// The variable the constraint defines, when it is kept as a definition (see `define`).
        var defines: Symbol? = nil
    }

    private struct Edit {
        let constraint: Constraint
        var value: Double
    }

    /// The rows, definitions and objective. Only its own operations change them.
    let tableau = Tableau()

    // What the caller gave us.
    private let records = ConstraintRecords()
    /// Each variable's symbol id (its symbol is external).
    private let symbols = ObjectTable()
    /// Every variable seen, in the order first seen (the order of their symbols); the
    /// solver keeps them alive, as `symbols` requires.
    @exclusivity(unchecked) private var variables: [Variable] = []
    @exclusivity(unchecked) private var edits: [ObjectKey: Edit] = [:]
    @exclusivity(unchecked) private var unsatisfied: [ObjectKey: Constraint] = [:]
    @exclusivity(unchecked) private var unsatisfiedOrder: [ObjectKey] = []

    @exclusivity(unchecked) private var nextSymbolID = 0
    @exclusivity(unchecked) private var addCount = 0
    /// Solved values by symbol id, until the next change.
    @exclusivity(unchecked) private var cachedValues: [Double]?
    /// Scratch solvers used to shrink conflict sets do not look for conflict sets themselves.
    let reportsConflicts: Bool

    /// An empty solver that reports, for each unsatisfiable required constraint, the
    /// constraints it conflicts with.
    public init() { reportsConflicts = true }

    init(reportsConflicts: Bool) { self.reportsConflicts = reportsConflicts }

    // MARK: - Public API

    /// No constraint, row or definition is left.
    public var isEmpty: Bool {
        tableau.isEmpty && records.isEmpty && unsatisfied.isEmpty
    }

    /// Whether the constraint was added and not removed (satisfied or not).
    public func contains(_ constraint: Constraint) -> Bool {
        records[constraint] != nil || (!unsatisfied.isEmpty && unsatisfied[ObjectKey(constraint)] != nil)
    }

    /// The required constraints left unsatisfied, in the order they were added.
    public var unsatisfiedConstraints: [Constraint] { unsatisfiedOrder.compactMap { unsatisfied[$0] } }

    /// Adds a constraint and re-solves.
    ///
    /// - Returns: `nil` when the constraint was taken in; a ``Conflict`` when it is a
    ///   required constraint that cannot hold together with those before it. It is
    ///   then left unsatisfied (it still counts as added: remove it to forget it).
    @discardableResult
    public func add(_ constraint: Constraint) throws -> Conflict? {
        guard !contains(constraint) else { throw SolverError.duplicateConstraint(constraint.description) }
        let expression = constraint.expression
        guard expression.constant.isFinite, expression.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw SolverError.nonFiniteValue(constraint.description)
        }
        cachedValues = nil
        addCount += 1
        // The new row is expanded against the tableau: rebuild a worn one first.
        if refactorIfWorn() {
            dualOptimize()
            optimize(tableau.objective)
        }

        // Each variable's symbol, looked up once, up to the first variable never seen.
        var terms: [(Symbol, Double)] = []
        terms.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            guard let symbol = knownSymbol(of: term.variable) else { break }
            terms.append((symbol, term.coefficient))
        }
        if terms.count < expression.terms.count {
            if constraint.isRequired && constraint.relation == .equal {
                define(expression.terms[terms.count], by: constraint)
                return nil
            }
            // New symbols in term order, as the variables are written.
            for term in expression.terms[terms.count...] {
                terms.append((symbol(for: term.variable), term.coefficient))
            }
        }
        let (row, marker, other) = makeRow(for: constraint, terms: terms)
        let record = Record(constraint: constraint, marker: marker, other: other, order: addCount)
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy || nearZero($0.coefficient) }) {
            if nearZero(row.constant) {
                subject = marker
            } else {
                return leaveUnsatisfied(constraint, certificate: Certificate())
            }
        }
        if let subject, subject.kind == .dummy, !tableau.tracksDummies {
            tableau.addRedundantDummy(subject)  // its row would hold dummies only
        } else if let subject {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(row, for: subject)
        } else {
            let outcome = addWithArtificialVariable(row, holdsDummy: marker.kind == .dummy)
            if !outcome.success {
                var certificate = outcome.certificate
                if reportsConflicts && !tableau.tracksDummies && trackDummies() {
                    certificate = farkasCertificate(of: terms)
                }
                optimize(tableau.objective)
                return leaveUnsatisfied(constraint, certificate: certificate)
            }
        }
        records.insert(record, for: constraint)
        optimize(tableau.objective)
        return nil
    }

    /// Removes a constraint (satisfied or not) and re-solves.
    public func remove(_ constraint: Constraint) throws {
        let key = ObjectKey(constraint)
        guard contains(constraint) else { throw SolverError.unknownConstraint(constraint.description) }
        cachedValues = nil
        // Only its dummy finds the rows a required equality shaped. While rows leave dummies
        // out, this removal puts back the few it needs, and they leave again after it (see
        // `trackDummies(for:)`); any other constraint's symbols are in the rows already.
        var untrackAfterwards = false
        if let record = records[constraint], record.marker.kind == .dummy, !tableau.tracksDummies {
            if tableau.removeRedundantDummy(record.marker) {
                // A redundant equality's row would hold only dummies: no other row changes.
            } else if trackDummies(for: record.marker) {
                untrackAfterwards = true
            } else {
                replayWithDummies()
            }
        }
        if unsatisfied.removeValue(forKey: key) != nil {
            unsatisfiedOrder.removeAll { $0 == key }
            return
        }
        let record = records.removeValue(for: constraint)!
        // A definition moves into the tableau first; then it leaves like any other row.
        if let defined = record.defines, tableau.definition(of: defined) != nil { materialize(defined) }
        removeEffects(of: record)
        if tableau.removeRow(for: record.marker) == nil, let leaving = markerLeavingSymbol(record.marker) {
            let row = tableau.removeRow(for: leaving)!
            row.solve(for: leaving, record.marker)
            tableau.substitute(record.marker, with: row)
        }
        // Kiwi leaves the error-minus of an optional equality behind: weightless, but
        // still in rows, where it would read as a free direction (a false ambiguity) and
        // leave rounding dust in the objective. A basic symbol's row only defined it, so
        // it goes; a parametric one is 0, so dropping its column changes no value.
        for symbol in [record.marker, record.other].compactMap({ $0 }) { tableau.eliminate(symbol) }
        if untrackAfterwards { tableau.untrackDummies() }
        if records.isEmpty && edits.isEmpty {
            // Nothing left to represent: whatever cells remain are rounding residue.
            tableau.removeAll()
        }
        optimize(tableau.objective)
    }

    /// Makes `variable` follow ``suggestValue(_:_:)`` at `priority` (below required).
    public func addEditVariable(_ variable: Variable, priority: Priority) throws {
        let key = ObjectKey(variable)
        guard edits[key] == nil else { throw SolverError.duplicateEditVariable(variable.name) }
        guard !priority.isRequired else { throw SolverError.requiredEditVariable(variable.name) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority, tag: "edit \(variable.name)")
        try add(constraint)
        edits[key] = Edit(constraint: constraint, value: 0)
    }

    /// Stops `variable` following suggestions: its edit constraint is removed, and the
    /// variable keeps only what the other constraints say.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let edit = edits.removeValue(forKey: ObjectKey(variable)) else {
            throw SolverError.unknownEditVariable(variable.name)
        }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable (see ``addEditVariable(_:priority:)``).
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectKey(variable)] != nil }

    /// Moves an edit variable towards `value` and re-solves incrementally (dual simplex):
    /// only the rows that hold the edit's error symbols change.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        let key = ObjectKey(variable)
        guard var edit = edits[key], let record = records[edit.constraint] else {
            throw SolverError.unknownEditVariable(variable.name)
        }
        guard value.isFinite else { throw SolverError.nonFiniteValue("suggested value for \(variable.name)") }
        cachedValues = nil
        let delta = value - edit.value
        edit.value = value
        edits[key] = edit
        let plus = record.marker, minus = record.other!
        if tableau.row(for: plus) != nil {
            tableau.shiftConstant(of: plus, by: -delta)
        } else if tableau.row(for: minus) != nil {
            tableau.shiftConstant(of: minus, by: delta)
        } else {
            for basic in tableau.rows(holding: plus) {
                tableau.shiftConstant(of: basic, by: tableau.row(for: basic)!.coefficient(for: plus) * delta)
            }
        }
        dualOptimize()
    }

    /// The solved value of a variable (0 for one the solver has never seen).
    public func value(of variable: Variable) -> Double {
        guard let symbol = knownSymbol(of: variable) else { return 0 }
        if cachedValues == nil { cachedValues = computeValues() }
        return cachedValues![symbol.id]
    }

    /// Every variable that occurs in a constraint, in the order the solver first saw them.
    public var knownVariables: [Variable] { variables }

    // MARK: - Bookkeeping, for the other files

    /// Every variable the solver has seen, with its symbol, in the order first seen.
    var variableSymbols: [(symbol: Symbol, variable: Variable)] {
        variables.map { (knownSymbol(of: $0)!, $0) }
    }

    /// The symbol of a variable; `nil` for one the solver has never seen.
    func knownSymbol(of variable: Variable) -> Symbol? { symbols[variable].map { Symbol(id: $0, kind: .external) } }

    /// Where a constraint lives; `nil` if it is not in the tableau (never added, removed
    /// or unsatisfied).
    func record(of constraint: Constraint) -> Record? { records[constraint] }

    /// The constraints in the tableau, in the order they were added.
    var recordsInAddOrder: [Record] { records.values.sorted { $0.order < $1.order } }

    /// The constraints whose marker or other symbol is one of `symbols` (a conflict's
    /// certificate). Found by a pass over the records rather than kept in a map by symbol:
    /// conflicts are rare, and keeping that map cost every constraint added.
    func owners(of symbols: [Symbol]) -> [Constraint] {
        let wanted = Set(symbols)
        return records.values
            .filter { wanted.contains($0.marker) || $0.other.map(wanted.contains) == true }
            .map(\.constraint)
    }

    /// Each edit variable's constraint with the value last suggested for it.
    var suggestions: [(constraint: Constraint, value: Double)] { edits.values.map { ($0.constraint, $0.value) } }

    /// Forgets every constraint, keeping the variables' symbols and the edit variables,
    /// whose values go back to 0: their constraints, added again, start at their own
    /// constants. Unsatisfied constraints stay unsatisfied.
    func forgetConstraints() {
        tableau.removeAll()
        records.removeAll()
        for key in edits.keys { edits[key]!.value = 0 }
    }

    // MARK: - Rows

    func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    func symbol(for variable: Variable) -> Symbol {
        if let symbol = knownSymbol(of: variable) { return symbol }
        let symbol = newSymbol(.external)
        symbols[variable] = symbol.id
        variables.append(variable)
        return symbol
    }

    /// Turns a required equality with a never-seen variable into a definition of it.
    private func define(_ fresh: Term, by constraint: Constraint) {
        // 0 = Σ terms + constant + dummy, solved for the fresh variable (as kiwi would).
        // New symbols in term order, so variables count as first seen in the order written,
        // and the dummy after them. (A definition may use a later symbol, but only one the
        // tableau owns: defined variables always use earlier definitions, which is all
        // evaluation needs.)
        let row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 1)
        var defined: Symbol?
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if term.variable === fresh.variable { defined = symbol }
            row.insert(symbol, term.coefficient)
        }
        let dummy = newSymbol(.dummy)
        row.insert(dummy)
        row.solve(for: defined!)
        tableau.define(defined!, as: row)
        records.insert(Record(constraint: constraint, marker: dummy, other: nil, order: addCount, defines: defined),
                       for: constraint)
    }

    /// Kiwi's createRow: the constraint as `0 = row`, with its slack, error or dummy
    /// symbols, and its errors weighted in the objective at the constraint's priority.
    private func makeRow(for constraint: Constraint, terms: [(Symbol, Double)]) -> (Row, Symbol, Symbol?) {
        let row = Row(constant: constraint.expression.constant, capacity: terms.count + 2)
        tableau.expand(terms, into: row)
        let priority = constraint.priority
        let marker: Symbol, other: Symbol?
        switch constraint.relation {
        case .lessOrEqual, .greaterOrEqual:
            let sign: Double = constraint.relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if priority.isRequired {
                other = nil
            } else {
                let error = newSymbol(.error)
                row.insert(error, -sign)
                tableau.objective.insert(error, 1, at: priority)
                other = error
            }
        case .equal:
            if priority.isRequired {
                marker = newSymbol(.dummy)
                if tableau.tracksDummies { row.insert(marker) }
                other = nil
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                tableau.objective.insert(plus, 1, at: priority)
                tableau.objective.insert(minus, 1, at: priority)
                marker = plus
                other = minus
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, marker, other)
    }

    /// Kiwi's chooseSubject: an external variable if any (the smallest), else the
    /// constraint's own slack or error when its coefficient is negative; then one change,
    /// for a row whose constant is zero (see `leastHeldSymbol`).
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol?) -> Symbol? {
        if let external = row.first(where: { $0.kind == .external }) { return external }
        if marker.isPivotable && row.coefficient(for: marker) < -epsilon { return marker }
        if let other, other.isPivotable && row.coefficient(for: other) < -epsilon { return other }
        if nearZero(row.constant) { return leastHeldSymbol(of: row) }
        return nil
    }

    /// The pivotable symbol of `row` that the fewest rows hold (the smallest on ties).
    ///
    /// A row whose constant is zero holds when every parametric symbol is zero, as they
    /// all are: solving it for any of its slacks or errors, whatever the sign, leaves
    /// every value, and so every row's feasibility, as it was. Phase one would pivot in
    /// the smallest symbol with a negative coefficient, usually the oldest, whose column
    /// is the longest: in `b.bottom == a.bottom`, `c.bottom == a.bottom`, … every view's
    /// height slack then ends up in every earlier row, and adding n such constraints
    /// rewrites O(n²) rows. Solving for the least-held symbol rewrites the fewest.
    private func leastHeldSymbol(of row: Row) -> Symbol? {
        var best: (symbol: Symbol, holders: Int)?
        for (symbol, c) in row.cells where symbol.isPivotable && !nearZero(c) {
            let holders = tableau.rows(holding: symbol).count
            if best == nil || holders < best!.holders || (holders == best!.holders && symbol < best!.symbol) {
                best = (symbol, holders)
            }
        }
        return best?.symbol
    }

    /// Phase one for a row with no easy subject: an artificial variable equal to the
    /// row, minimised. If it cannot reach zero the row is infeasible: it is dropped and
    /// the symbols left in the artificial objective (the Farkas certificate) are returned.
    /// `holdsDummy`: the row is a required equality's, which has a dummy even when rows
    /// leave it out.
    private func addWithArtificialVariable(_ row: Row, holdsDummy: Bool) -> (success: Bool, certificate: Certificate) {
        if addBySolvingForItsOnlySymbol(row) { return (true, Certificate()) }
        let art = newSymbol(.slack)
        tableau.insertRow(row.copy(), for: art)
        let phaseOne = Objective()
        phaseOne.insert(row, 1, at: .required)
        tableau.artificial = phaseOne
        optimize(phaseOne, artificialSymbol: art)
        let residual = phaseOne.levels[0]
        let success = nearZero(residual.constant)
        tableau.artificial = nil

        if !success {
            // The artificial stayed basic the whole time (leaving would have zeroed the
            // objective), and the new row's own symbols never left it: dropping the row
            // restores the previous system exactly.
            let certificate = Certificate(residual)
            tableau.removeRow(for: art)
            return (false, certificate)
        }
        if let artRow = tableau.removeRow(for: art) {
            // A row of rounding residue only means the constraint was redundant; but one
            // with a dummy needs a pivot to leave (kiwi's rule, kept whether or not the
            // dummy is written in the row).
            if holdsDummy || artRow.cells.contains(where: { !nearZero($0.coefficient) }) {
                guard let entering = artRow.first(where: { $0.isPivotable }) else { return (false, Certificate()) }
                artRow.solve(for: art, entering)
                tableau.substitute(entering, with: artRow)
                tableau.insertRow(artRow, for: entering)
            }
        }
        tableau.eliminate(art)
        return (true, Certificate())
    }

    private func leaveUnsatisfied(_ constraint: Constraint, certificate: Certificate) -> Conflict {
        let key = ObjectKey(constraint)
        unsatisfied[key] = constraint
        unsatisfiedOrder.append(key)
        let others = reportsConflicts ? minimalConflict(for: constraint, certificate: certificate) : []
        return Conflict(constraint: constraint, conflictingConstraints: others)
    }

    /// Moves a definition into the tableau as the row of its variable.
    private func materialize(_ defined: Symbol) {
        // No row holds a defined variable (it is always expanded), so none needs rewriting.
        let definition = tableau.removeDefinition(of: defined)!
        let row = Row(constant: definition.constant)
        tableau.expand(definition.cells.map { ($0.symbol, $0.coefficient) }, into: row)
        tableau.insertRow(row, for: defined)
    }

    /// Kiwi's removeConstraintEffects: take the constraint's errors out of the objective.
    private func removeEffects(of record: Record) {
        let priority = record.constraint.priority
        for symbol in [record.marker, record.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = tableau.row(for: symbol) {
                tableau.objective.insert(row, -1, at: priority)
            } else {
                tableau.objective.insert(symbol, -1, at: priority)
            }
        }
    }

    /// Kiwi's getMarkerLeavingRow: the row to pivot a removed constraint's marker into.
    /// Restricted rows first (by ratio, keeping the others feasible), then any row.
    ///
    /// One change: a row whose basic symbol is a dummy (a redundant required equality,
    /// worth exactly 0) comes before everything. Kiwi ranks it like a slack row, so it
    /// may pivot elsewhere and shift that row's constant, which a slack tolerates but a
    /// dummy does not: the redundant equality silently breaks. Pivoting into the dummy's
    /// own row moves no constant at all, since that row's constant is 0.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        let holders = tableau.rows(holding: marker).filter {
            !nearZero(tableau.row(for: $0)!.coefficient(for: marker))
        }
        if let dummy = holders.filter({ $0.kind == .dummy }).min() { return dummy }
        var first: (Symbol, Double)?, second: (Symbol, Double)?, third: Symbol?
        func better(_ candidate: (Symbol, Double), than current: (Symbol, Double)?) -> Bool {
            guard let current else { return true }
            if nearZero(candidate.1 - current.1) { return candidate.0 < current.0 }
            return candidate.1 < current.1
        }
        for basic in holders {
            let row = tableau.row(for: basic)!
            let c = row.coefficient(for: marker)
            if basic.kind == .external {
                if third == nil || basic < third! { third = basic }
            } else if c < 0 {
                let candidate = (basic, -row.constant / c)
                if better(candidate, than: first) { first = candidate }
            } else {
                let candidate = (basic, row.constant / c)
                if better(candidate, than: second) { second = candidate }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    // MARK: - Simplex

    /// Swaps `entering` into the basis for `leaving`: the row of `leaving`, solved for
    /// `entering`, replaces `entering` everywhere and becomes its row.
    private func pivot(entering: Symbol, leaving: Symbol) {
        let row = tableau.removeRow(for: leaving)!
        row.solve(for: leaving, entering)
        tableau.substitute(entering, with: row)
        tableau.insertRow(row, for: entering)
    }

    /// Primal simplex: pivot while some symbol's weight is negative.
    ///
    /// In phase one (`artificialSymbol` set) the artificial variable leaves whenever it
    /// ties for the minimum ratio: that ends phase one at once (its objective is the
    /// artificial variable itself), where Bland's smallest-id tie-break would pivot an
    /// older row and spread the new constraint's symbols through the tableau. In a
    /// degenerate system (many ties at ratio 0, like rows of views sharing a fitting
    /// canvas width) that spreading made adding n constraints cost O(n²) pivots' work.
    private func optimize(_ objective: Objective, artificialSymbol: Symbol? = nil) {
        while true {
            if refactorIfWorn() { dualOptimize() }
            guard let entering = objective.enteringSymbol() else { return }
            // Every level is a sum of non-negative errors, so no direction lowers one
            // forever: a column with no row to stop it has a weight of rounding residue.
            guard let leaving = leavingSymbol(for: entering, preferring: artificialSymbol) else {
                objective.remove(entering)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that limits `entering` first (minimum ratio, smallest id on
    /// ties, except that `preferred` wins a tie).
    private func leavingSymbol(for entering: Symbol, preferring preferred: Symbol? = nil) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        var preferredRatio: Double?
        for basic in tableau.rows(holding: entering) where basic.isRestricted {
            let row = tableau.row(for: basic)!
            let c = row.coefficient(for: entering)
            guard c < -epsilon else { continue }
            let ratio = -row.constant / c
            if basic == preferred { preferredRatio = ratio }
            if best == nil || ratio < bestRatio - epsilon || (ratio <= bestRatio + epsilon && basic < best!) {
                best = basic
                bestRatio = ratio
            }
        }
        if let preferred, let preferredRatio, preferredRatio <= bestRatio + epsilon { return preferred }
        return best
    }

    /// Dual simplex, after edits: pivot infeasible rows back to feasibility while the
    /// objective stays optimal.
    func dualOptimize() {
        let objective = tableau.objective
        while true {
            _ = refactorIfWorn()
            guard let leaving = tableau.popInfeasibleRow() else { return }
            guard let row = tableau.row(for: leaving), !nearZero(row.constant), row.constant < 0 else { continue }
            var entering: Symbol?
            var enteringCoefficient = 0.0
            // The entering symbol keeps the objective optimal: the smallest weight/coefficient
            // ratio, compared level by level; the smallest symbol on ties.
            for (symbol, c) in row.cells where symbol.kind != .dummy && c > epsilon {
                let better: Bool
                if let current = entering {
                    let less = objective.ratio(symbol, over: c, isLessThan: current, over: enteringCoefficient)
                    let greater = objective.ratio(current, over: enteringCoefficient, isLessThan: symbol, over: c)
                    better = less || (!greater && symbol < current)
                } else {
                    better = true
                }
                if better {
                    entering = symbol
                    enteringCoefficient = c
                }
            }
            guard let entering else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Recomputes the tableau from the constraints once some row is worn (see
    /// `refactor` and `Tableau.isDueForRebuild`), and says whether it did. Rows that turn
    /// out infeasible are then queued for the dual simplex. Not during phase one: its
    /// artificial row belongs to no constraint.
    private func refactorIfWorn() -> Bool {
        guard tableau.artificial == nil && tableau.isDueForRebuild else { return false }
        rebuildTableau()
        return true
    }

    /// `refactor`, forgetting the values it may change.
    @discardableResult
    func rebuildTableau() -> Bool {
        cachedValues = nil
        return refactor()
    }

    // MARK: - Values

    /// Basic variables read their rows' constants, parametric ones are 0, and defined
    /// ones are evaluated in symbol order (a definition only uses earlier symbols).
    private func computeValues() -> [Double] {
        var values = [Double](repeating: 0, count: nextSymbolID)
        for (symbol, row) in tableau.allRows where symbol.kind == .external { values[symbol.id] = row.constant }
        for (defined, row) in tableau.allDefinitions {  // symbol order: a definition uses earlier symbols
            let value = row.value(given: values)
            values[defined.id] = value
        }
        return values
    }
}
