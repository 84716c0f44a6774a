
extension Solver {
    /// The tableau as text, for debugging (kiwi has the same): each objective level, each
    /// row as `basic = constant + coefficient × symbol …`, the infeasible rows, the edit
    /// variables and the constraints with their markers. Symbols print as their kind's
    /// letter and id (`v3` external, `s7` slack, `e2` error, `d5` dummy); a variable's name
    /// follows its symbol where it has one.
    ///
    /// The order is the symbols' (creation order), so two dumps of the same state are equal.
    public func dump() -> String {
        var text = "Objective\n"
        let objective = tableau.objective
        for (level, priority) in objective.priorities.enumerated() {
            text += "  @\(priority): " + Self.cells(objective.levels[level], constant: nil, names: variableNames) + "\n"
        }
        text += "Rows\n"
        for (basic, row) in tableau.allRows {  // symbol order
            text += "  \(name(basic)) = " + Self.cells(row, constant: row.constant, names: variableNames) + "\n"
        }
        let definitions = Array(tableau.allDefinitions)
        if !definitions.isEmpty {
            text += "Definitions\n"
            for (symbol, row) in definitions {  // symbol order
                text += "  \(name(symbol)) = " + Self.cells(row, constant: row.constant, names: variableNames) + "\n"
            }
        }
        text += "Edits\n"
        for edit in suggestions.sorted(by: { recordOrder($0.constraint) < recordOrder($1.constraint) }) {
            text += "  \(edit.constraint) → \(edit.value.coefficientText)\n"
        }
        text += "Constraints\n"
        for record in recordsInAddOrder {
            let other = record.other.map { ", \(name($0))" } ?? ""
            text += "  #\(record.order) \(record.constraint)   [\(name(record.marker))\(other)]\n"
        }
        return text
    }

    private var variableNames: [Symbol: String] {
        var names: [Symbol: String] = [:]
        for (symbol, variable) in variableSymbols { names[symbol] = variable.name }
        return names
    }

    private func name(_ symbol: Symbol) -> String {
        Self.name(symbol, variableNames)
    }

    private func recordOrder(_ constraint: Constraint) -> Int {
        record(of: constraint)?.order ?? Int.max
    }

    private static func name(_ symbol: Symbol, _ names: [Symbol: String]) -> String {
        let letter = switch symbol.kind {
        case .external: "v"
        case .slack: "s"
        case .error: "e"
        case .dummy: "d"
        }
        return "\(letter)\(symbol.id)" + (names[symbol].map { "(\($0))" } ?? "")
    }

    /// `30 - d2 + 2 × e4`.
    private static func cells(_ row: Row, constant: Double?, names: [Symbol: String]) -> String {
        var text = constant.map { $0.coefficientText } ?? ""
        for symbol in row.symbols.sorted() {
            let coefficient = row.coefficient(for: symbol)
            let size = abs(coefficient) == 1 ? "" : "\(abs(coefficient).coefficientText) × "
            let term = size + name(symbol, names)
            text += text.isEmpty ? (coefficient < 0 ? "-" + term : term) : (coefficient < 0 ? " - " : " + ") + term
        }
        return text.isEmpty ? "0" : text
    }
}
