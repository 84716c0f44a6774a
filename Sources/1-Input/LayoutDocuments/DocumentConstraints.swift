import VisualSyntax

/// The constraints of a translated layout by the id its document gives them, each as the
/// equation the layout was given: what `visual diff` compares to name the constraint whose
/// constant, priority or items changed ("welcomeLabel.top == safeArea.top + 20 → + 32
/// (constraint c-1)"), beyond the frames that moved.
public enum DocumentConstraints {
    /// Each generated equation line whose document line holds one `<constraint … id="…">`,
    /// by that id.
    public static func equations(of layout: TranslatedLayout, in document: SourceFile) -> [String: String] {
        var found: [String: String] = [:]
        for (index, line) in layout.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where index < layout.origin.lines.count {
            let statement = line.trimmingCharacters(in: " ")
            guard isEquation(statement), let source = document.line(layout.origin.lines[index].whole.line),
                  source.contains("<constraint "), let id = attribute("id", in: source) else { continue }
            found[id] = found[id].map { $0 + "; " + statement } ?? statement
        }
        return found
    }

    /// One line per constraint whose equation changed, appeared or went, by id, in id order.
    public static func changes(before: [String: String], after: [String: String]) -> [String] {
        var lines: [String] = []
        for id in Set(before.keys).union(after.keys).sorted() {
            switch (before[id], after[id]) {
            case let (old?, new?) where old != new: lines.append("\(old) → \(new) (constraint \(id))")
            case let (old?, nil): lines.append("removed: \(old) (constraint \(id))")
            case let (nil, new?): lines.append("added: \(new) (constraint \(id))")
            default: break
            }
        }
        return lines
    }

    private static func isEquation(_ statement: String) -> Bool {
        guard let dot = statement.firstIndex(of: "."), statement[..<dot].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              !statement.hasPrefix("#") else { return false }
        return statement.contains(" == ") || statement.contains(" >= ") || statement.contains(" <= ")
    }

    /// The value of `name="…"` in an XML line.
    private static func attribute(_ name: String, in line: String) -> String? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        return String(text)
    }
}
