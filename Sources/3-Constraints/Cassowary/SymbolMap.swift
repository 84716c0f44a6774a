/// A map from symbols to values, stored by symbol id.
///
/// Symbols are numbered densely from 0, so an array slot per symbol is cheaper than
/// hashing on the solver's hottest paths. Iteration is in symbol order. The symbols and
/// the values are two arrays rather than one of optional pairs: the solver already uses
/// arrays of symbols, and a generic array of a new element type has its type made at
/// run time on first use in a process (a tuple's took a tenth of solving a 100-view chain).
struct SymbolMap<Value>: Sequence {
    /// The symbol of each slot that holds a value (others are left as they were).
    private var symbols: [Symbol] = []
    private var values: [Value?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(symbol: Symbol) -> Value? {
        get { symbol.id < values.count ? values[symbol.id] : nil }
        set {
            if symbol.id >= values.count {
                guard newValue != nil else { return }
                while values.count <= symbol.id {  // cheaper than a generic repeatElement
                    values.append(nil)
                    symbols.append(symbol)
                }
            }
            let had = values[symbol.id] != nil
            values[symbol.id] = newValue
            symbols[symbol.id] = symbol
            count += (newValue != nil ? 1 : 0) - (had ? 1 : 0)
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        let old = self[symbol]
        if old != nil { self[symbol] = nil }
        return old
    }

    var keys: [Symbol] { compactMap { $0.0 } }

    func makeIterator() -> Iterator { Iterator(symbols: symbols, values: values) }

    /// The entries in symbol order. (A struct rather than `AnyIterator`, whose closure and
    /// boxed index cost more than the loop.)
    struct Iterator: IteratorProtocol {
        fileprivate let symbols: [Symbol]
        fileprivate let values: [Value?]
        private var index = 0

        fileprivate init(symbols: [Symbol], values: [Value?]) {
            self.symbols = symbols
            self.values = values
        }

        mutating func next() -> (Symbol, Value)? {
            while index < values.count {
                defer { index += 1 }
                if let value = values[index] { return (symbols[index], value) }
            }
            return nil
        }
    }
}

/// For each parametric symbol, the basic symbols whose rows hold it: lets a
/// substitution visit just those rows instead of the whole tableau.
///
/// Most columns are short (a symbol sits in a few rows), so a plain array per symbol
/// beats a set, and finding a holder is a short scan. A few columns can be long: in
/// rows of views sharing a fitting canvas, the canvas width's symbol sits in a row per
/// row of views. A column longer than `indexedLength` also keeps each holder's position,
/// so removing a holder stays O(1) instead of a scan per removal (which made laying out
/// 20,000 views spend most of its solving time in `left`).
/// `entered`/`left` are only called when the row really gained or lost the symbol.
struct ColumnIndex {
    private var holders: [[Symbol]] = []
    /// For long columns only, by column: basic symbol id → its index in `holders[column]`.
    /// (A table of the few long columns, not a slot per column: a solve with none never
    /// allocates it.)
    private var positions: [Int: [Int: Int]] = [:]
    private static let indexedLength = 32

    func rows(holding symbol: Symbol) -> [Symbol] {
        symbol.id < holders.count ? holders[symbol.id] : []
    }

    mutating func entered(_ symbol: Symbol, row basic: Symbol) {
        let column = symbol.id
        if column >= holders.count {
            while holders.count <= column { holders.append([]) }  // cheaper than a generic repeatElement
        }
        // Most columns hold a few rows: room for four at once instead of growing 1, 2, 4.
        if holders[column].capacity == 0 { holders[column].reserveCapacity(4) }
        holders[column].append(basic)
        if !positions.isEmpty && positions[column] != nil {
            positions[column]![basic.id] = holders[column].count - 1
        } else if holders[column].count > Self.indexedLength {
            var index: [Int: Int] = [:]
            for (position, holder) in holders[column].enumerated() { index[holder.id] = position }
            positions[column] = index
        }
    }

    mutating func left(_ symbol: Symbol, row basic: Symbol) {
        let column = symbol.id
        guard column < holders.count else { return }
        let isIndexed = !positions.isEmpty && positions[column] != nil
        let found = isIndexed ? positions[column]![basic.id] : holders[column].firstIndex(of: basic)
        guard let index = found else { return }
        let last = holders[column].count - 1
        if index != last {
            let moved = holders[column][last]
            holders[column][index] = moved
            if isIndexed { positions[column]![moved.id] = index }
        }
        holders[column].removeLast()
        if isIndexed { positions[column]![basic.id] = nil }
    }

    /// Empties a symbol's column and returns what it held.
    mutating func removeAll(of symbol: Symbol) -> [Symbol] {
        guard symbol.id < holders.count else { return [] }
        defer {
            holders[symbol.id] = []
            if !positions.isEmpty { positions[symbol.id] = nil }
        }
        return holders[symbol.id]
    }
}
