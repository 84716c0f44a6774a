/// The simplex tableau: the rows in solved form and what keeps them consistent.
///
/// - **Rows**: `basic = constant + Σ coefficient × parametric symbol`, one per basic symbol.
/// - **Definitions**: `variable := constant + Σ cells`, required equalities kept out of
///   the rows (see `Solver`), expanded wherever a new row needs them.
/// - **The column index**: for each parametric symbol, the rows that hold it, so that a
///   substitution visits those rows only.
/// - **The objectives**: the objective, and phase one's while it runs. Both follow every
///   substitution.
/// - **Infeasible rows**: the restricted rows whose constants a change made negative,
///   for the dual simplex.
/// - **Dummies**: whether rows hold the dummies of required equalities (see `trackDummies`).
/// - **Wear**: how many substitutions rows took since the last rebuild (see `refactor`).
///
/// The solver decides what to pivot; this type does the bookkeeping. Every change to a
/// row's cells goes through it, so the column index and the infeasible rows always match
/// the rows. The rows it hands out are for reading (their constants change through
/// `shiftConstant`).
///
/// Stored state here and in `Solver`, `Row` and `Objective` is `@exclusivity(unchecked)`:
/// the solver is single-threaded and no method keeps a property open across a call that
/// reaches it again (the debug test suite, run with the checks on before they were turned
/// off, never tripped them; the attribute turns them off in debug builds too, so a change
/// here is best tried once without it), so the run-time
/// checks of overlapping access (one per access of a class's property, with a
/// thread-local lookup) only cost: a tenth of laying out 10,000 views.
final class Tableau {
    @exclusivity(unchecked) private var rows = SymbolMap<Row>()
    @exclusivity(unchecked) private var columns = ColumnIndex()
    @exclusivity(unchecked) private var definitions = SymbolMap<Row>()
    let objective = Objective()
    /// Phase one's objective while it runs (see `Solver.addWithArtificialVariable`).
    @exclusivity(unchecked) var artificial: Objective?
    @exclusivity(unchecked) private var infeasibleRows = MinHeap<Symbol>()

    /// Whether rows hold the dummy symbols of required equalities (see `trackDummies`).
    @exclusivity(unchecked) var tracksDummies = false
    /// While rows leave dummies out: the few a removal puts back for itself (see
    /// `trackDummies(for:)`); empty otherwise.
    @exclusivity(unchecked) private(set) var trackedDummies = Set<Symbol>()
    /// While dummies are left out: the dummies of redundant required equalities, which
    /// would be basic, each in a row of other dummies only.
    @exclusivity(unchecked) private var redundantDummies = Set<Symbol>()

    /// Whether some row has taken `wornRowUpdates` substitutions since the last rebuild.
    @exclusivity(unchecked) private var isWorn = false
    /// Cells written by substitutions since the last rebuild, and the cells that rebuild wrote.
    @exclusivity(unchecked) private(set) var workSinceRebuild = 0
    @exclusivity(unchecked) private(set) var workOfLastRebuild = 0

    /// A row substituted into this often carries enough rounding to recompute the
    /// tableau. Layouts never get near it (rows of 10,000-view chains take one to three
    /// substitutions); random dense systems pass it within a few dozen pivots, and
    /// recomputing at 100 kept every required constraint of them within 5e-9
    /// (`cassowary-bench fuzz`; at 30, many 500-constraint systems took over 10 s).
    static let wornRowUpdates = 100

    /// No row, definition, objective weight or redundant dummy is left.
    var isEmpty: Bool { rows.isEmpty && definitions.isEmpty && objective.isEmpty && redundantDummies.isEmpty }

    /// Forgets everything (the solver has no constraint left, or is replaying them).
    func removeAll() {
        rows = SymbolMap()
        columns = ColumnIndex()
        definitions = SymbolMap()
        objective.removeAll()
        infeasibleRows.removeAll()
        redundantDummies = []
        tracksDummies = false
        trackedDummies = []
    }

    // MARK: - Rows

    /// The row of a basic symbol; `nil` for a parametric one.
    func row(for basic: Symbol) -> Row? { rows[basic] }

    /// The basic symbols whose rows hold `symbol`.
    func rows(holding symbol: Symbol) -> [Symbol] { columns.rows(holding: symbol) }

    /// Every row with its basic symbol, in symbol order.
    var allRows: some Sequence<(Symbol, Row)> { rows }

    /// Makes `row` the row of `basic`. No other row may hold `basic`: substitute it first.
    func insertRow(_ row: Row, for basic: Symbol) {
        rows[basic] = row
        for symbol in row.symbols { columns.entered(symbol, row: basic) }
    }

    /// Takes out the row of `basic`, which becomes parametric; `nil` if it had none.
    @discardableResult
    func removeRow(for basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.symbols { columns.left(symbol, row: basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every row that holds it and in the objectives.
    /// A restricted row this makes negative is queued for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        for basic in columns.removeAll(of: symbol) {
            let target = rows[basic]!
            let coefficient = target.removeCoefficient(for: symbol)!
            target.updates += 1
            if target.updates >= Self.wornRowUpdates { isWorn = true }
            workSinceRebuild += row.count
            target.insert(row, coefficient) { changed, entered in
                if entered {
                    self.columns.entered(changed, row: basic)
                } else {
                    self.columns.left(changed, row: basic)
                }
            }
            if basic.isRestricted && target.constant < 0 { infeasibleRows.push(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Counts cells written on the tableau's behalf that `substitute` did not write
    /// (see `addBySolvingForItsOnlySymbol`), so that rebuilds come at the same moments.
    func countWork(cells: Int) { workSinceRebuild += cells }

    /// Takes a symbol out of the tableau for good: its row if it is basic, its cells in
    /// every other row, and its weight in the objective.
    func eliminate(_ symbol: Symbol) {
        removeRow(for: symbol)
        for basic in columns.removeAll(of: symbol) { rows[basic]!.removeCoefficient(for: symbol) }
        objective.remove(symbol)
    }

    /// Adds `delta` to a row's constant (an edit moved), queueing the row for the dual
    /// simplex if it is restricted and now negative.
    func shiftConstant(of basic: Symbol, by delta: Double) {
        let row = rows[basic]!
        row.constant += delta
        if basic.isRestricted && row.constant < 0 { infeasibleRows.push(basic) }
    }

    /// The next row queued as infeasible, smallest symbol first. It may have become
    /// feasible, or left the basis, since it was queued.
    func popInfeasibleRow() -> Symbol? { infeasibleRows.pop() }

    // MARK: - Definitions

    /// The definition of a defined variable; `nil` for any other symbol.
    func definition(of symbol: Symbol) -> Row? { definitions[symbol] }

    /// Every definition with its variable, in symbol order: a definition only uses
    /// earlier symbols, so evaluating them in this order finds each one's inputs ready.
    var allDefinitions: some Sequence<(Symbol, Row)> { definitions }

    /// Keeps `variable := row` out of the rows. No row may hold `variable`.
    func define(_ variable: Symbol, as row: Row) { definitions[variable] = row }

    /// Forgets a definition and returns it.
    func removeDefinition(of variable: Symbol) -> Row? { definitions.removeValue(forKey: variable) }

    /// Adds `coefficient × (symbol as the tableau sees it)` to `row`: a basic symbol is
    /// replaced by its row, a defined variable by its definition, recursively, and a
    /// dummy is left out unless rows hold dummies. Each definition is expanded once,
    /// latest first, so shared chains are not re-walked.
    func expand(_ terms: [(Symbol, Double)], into row: Row) {
        var pending: [Symbol: Double] = [:]
        var order = MinHeap<Latest>()
        func add(_ symbol: Symbol, _ coefficient: Double) {
            if symbol.kind == .dummy && !isTracked(symbol) { return }
            if definitions[symbol] != nil {
                if pending[symbol] == nil { order.push(Latest(symbol: symbol)) }
                pending[symbol, default: 0] += coefficient
            } else if let basic = rows[symbol] {
                row.insert(basic, coefficient)
            } else {
                row.insert(symbol, coefficient)
            }
        }
        for (symbol, coefficient) in terms { add(symbol, coefficient) }
        while let next = order.pop() {
            let coefficient = pending.removeValue(forKey: next.symbol)!
            let definition = definitions[next.symbol]!
            row.constant += coefficient * definition.constant
            for (symbol, c) in definition.cells { add(symbol, coefficient * c) }
        }
    }

    /// Orders defined variables latest first (a definition only uses earlier symbols).
    private struct Latest: Comparable {
        let symbol: Symbol
        static func < (a: Latest, b: Latest) -> Bool { a.symbol.id > b.symbol.id }
    }

    // MARK: - Redundant dummies

    /// Stands for the row of a redundant required equality's dummy while rows leave
    /// dummies out: that row would hold other dummies only.
    func addRedundantDummy(_ dummy: Symbol) { redundantDummies.insert(dummy) }

    /// Whether `marker`'s row is one that rows leave out (see `addRedundantDummy`).
    func isLeftOut(_ marker: Symbol) -> Bool { !isTracked(marker) && redundantDummies.contains(marker) }

    /// Forgets a redundant equality's dummy (its equality is being removed); `false` if
    /// `dummy` is not one. No row holds it, so no other row changes.
    func removeRedundantDummy(_ dummy: Symbol) -> Bool { redundantDummies.remove(dummy) != nil }

    // MARK: - Dummies for one removal (see `trackDummies(for:)`)

    /// Whether rows hold `dummy`: all dummies once `tracksDummies`, else those of `trackedDummies`.
    @inline(__always)
    func isTracked(_ dummy: Symbol) -> Bool {
        tracksDummies || (!trackedDummies.isEmpty && trackedDummies.contains(dummy))
    }

    /// From the next rebuild on, rows hold `dummy` and the redundant equalities' dummies
    /// (which then get rows of their own), and no other dummy.
    func track(_ dummy: Symbol) { trackedDummies = redundantDummies.union([dummy]) }

    /// Back to rows without dummies: a tracked dummy still basic is a redundant equality's,
    /// in a row of other dummies, and becomes a redundant dummy again; the others' cells
    /// leave the rows and the objective. No value changes: dummies are 0.
    func untrackDummies() {
        let tracked = trackedDummies
        trackedDummies = []
        for dummy in tracked.sorted() {
            let wasBasic = rows[dummy] != nil
            eliminate(dummy)
            if wasBasic { redundantDummies.insert(dummy) }
        }
    }

    // MARK: - Rebuilding (see `refactor`)

    /// The rows a rebuild replaces, to put back if it fails.
    struct SavedRows {
        fileprivate let rows: SymbolMap<Row>
        fileprivate let columns: ColumnIndex
    }

    /// Rows hold all dummies or some (during a removal): redundant equalities' included.
    private var tracksSomeDummies: Bool { tracksDummies || !trackedDummies.isEmpty }

    /// Some row is worn, and the pivots since the last rebuild have written as many
    /// cells as that rebuild did: rebuilding now at most doubles the work.
    var isDueForRebuild: Bool { isWorn && workSinceRebuild >= workOfLastRebuild }

    /// Empties the rows and the objective for a rebuild, and starts counting the cells it
    /// writes. Returns the basic symbols to solve for (every row's and, once rows hold
    /// dummies, the redundant dummies', which then get rows of their own) and the rows
    /// to put back if the rebuild fails.
    func beginRebuild() -> (basis: Set<Symbol>, saved: SavedRows) {
        var basis = Set(rows.keys)
        if tracksSomeDummies { basis.formUnion(redundantDummies) }
        let saved = SavedRows(rows: rows, columns: columns)
        rows = SymbolMap()
        columns = ColumnIndex()
        objective.removeAll()
        workSinceRebuild = 0
        return (basis, saved)
    }

    /// Ends a rebuild: puts `saved` back if the rebuild failed, queues exactly the
    /// restricted rows whose constants are negative, and takes the cells written since
    /// `beginRebuild` as the cost of a rebuild.
    func endRebuild(restoring saved: SavedRows?) {
        if let saved {
            rows = saved.rows
            columns = saved.columns
        } else if tracksSomeDummies {
            redundantDummies = []  // basic now, in rows of their own
        }
        infeasibleRows.removeAll()
        for (basic, row) in rows where basic.isRestricted && row.constant < 0 && !nearZero(row.constant) {
            infeasibleRows.push(basic)
        }
        workOfLastRebuild = workSinceRebuild
        workSinceRebuild = 0
        isWorn = false
    }
}
