/// A map from symbols to values, stored by symbol id.
///
/// Symbols are numbered densely from 0, so an array slot per symbol is cheaper than
/// hashing on the solver's hottest paths. Iteration is in symbol order.
struct SymbolMap<Value>: Sequence {
    private var slots: [(symbol: Symbol, value: Value)?] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(symbol: Symbol) -> Value? {
        get { symbol.id < slots.count ? slots[symbol.id]?.value : nil }
        set {
            if symbol.id >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: symbol.id - slots.count + 1))
            }
            let had = slots[symbol.id] != nil
            slots[symbol.id] = newValue.map { (symbol, $0) }
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

    func makeIterator() -> AnyIterator<(Symbol, Value)> {
        var index = 0
        return AnyIterator {
            while index < slots.count {
                defer { index += 1 }
                if let entry = slots[index] { return (entry.symbol, entry.value) }
            }
            return nil
        }
    }
}

/// For each parametric symbol, the basic symbols whose rows hold it: lets a
/// substitution visit just those rows instead of the whole tableau.
///
/// Columns are short (a symbol sits in a few rows), so a plain array per symbol beats
/// a set; `entered`/`left` are only called when the row really gained or lost the symbol.
struct ColumnIndex {
    private var holders: [[Symbol]] = []

    func rows(holding symbol: Symbol) -> [Symbol] {
        symbol.id < holders.count ? holders[symbol.id] : []
    }

    mutating func entered(_ symbol: Symbol, row basic: Symbol) {
        if symbol.id >= holders.count {
            holders.append(contentsOf: repeatElement([], count: symbol.id - holders.count + 1))
        }
        holders[symbol.id].append(basic)
    }

    mutating func left(_ symbol: Symbol, row basic: Symbol) {
        guard symbol.id < holders.count, let index = holders[symbol.id].firstIndex(of: basic) else { return }
        holders[symbol.id].swapAt(index, holders[symbol.id].count - 1)
        holders[symbol.id].removeLast()
    }

    /// Empties a symbol's column and returns what it held.
    mutating func removeAll(of symbol: Symbol) -> [Symbol] {
        guard symbol.id < holders.count else { return [] }
        defer { holders[symbol.id] = [] }
        return holders[symbol.id]
    }
}
