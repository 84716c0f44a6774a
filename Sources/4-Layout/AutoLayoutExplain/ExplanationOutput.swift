import AutoLayoutLog
import TextFormats
import VisualLayout
import VisualSyntax

extension Explanation {
    /// For people: the conflicting constraints as equations with short names, each with
    /// its log line, the one the log broke marked; then who the views are.
    public var text: String {
        let constraints = log.constraints
        var out = ""
        let unreadable = equations.filter { $0 == nil }.count
        let count = "\(constraints.count) constraint\(constraints.count == 1 ? "" : "s")"
            + (unreadable == 0 ? "" : " (\(unreadable) unreadable, left out)")
        let viewCount = "\(log.items.count) view\(log.items.count == 1 ? "" : "s")"
        if conflict.isEmpty {
            out += "\(log.source.name): \(count) between \(viewCount); they can all hold together as read here "
                + "(every width and height at least 0, margins 8)\n"
            for reason in reasons { out += "  but \(reason)\n" }
            if let alternative {
                out += "Read with \(alternative.reading), these \(alternative.conflict.count) cannot hold together:\n"
            }
        } else {
            // One constraint alone that cannot hold (`width == -16`) is no set of "these 1".
            out += "\(log.source.name): \(count) between \(viewCount); "
                + (conflict.count == 1 ? "this one cannot hold:\n" : "these \(conflict.count) cannot hold together:\n")
        }
        let conflict = drawnConflict
        let lineWidth = conflict.map { String(constraints[$0].line).count }.max() ?? 1
        let equationWidth = min(60, conflict.map { equation($0).count }.max() ?? 0)
        for index in conflict {
            let line = String(constraints[index].line)
            var row = "  line " + String(repeating: " ", count: lineWidth - line.count) + line + "  "
            let equation = equation(index)
            row += equation + String(repeating: " ", count: max(0, equationWidth - equation.count))
            let notes = memberNotes(index)
            if !notes.isEmpty { row += "  " + notes.joined(separator: "  ") }
            out += row.trimmingTrailingSpaces + "\n"
        }
        if !conflict.isEmpty {
            if let repeats = repeatsSentence { out += repeats.prefix(1).uppercased() + repeats.dropFirst() + ".\n" }
            if let broken, !conflict.contains(broken) {
                out += "The log broke line \(constraints[broken].line) (\(equation(broken))), which is not in this set.\n"
            } else if broken == nil {
                out += "The log does not say which constraint it broke.\n"
            }
            if !self.conflict.isEmpty { for reason in reasons { out += "Why: \(reason).\n" } }
            out += (conflict.count == 1 ? "Without it the rest can hold" : "Remove any one of them and the rest can hold")
                + " (every width and height at least 0).\n"
        }
        let used = Set(conflict.flatMap { constraints[$0].items })
        let shown = log.items.filter { conflict.isEmpty || used.contains($0.id) }
        if !shown.isEmpty {
            out += "views:\n"
            let nameWidth = shown.map { (names[$0.id] ?? $0.id).count }.max()!
            for item in shown {
                let name = names[item.id] ?? item.id
                var row = "  " + name + String(repeating: " ", count: nameWidth - name.count) + "  " + item.id
                if let label = item.label { row += " '\(label)'" }
                out += row + "\n"
            }
        }
        return out
    }

    /// A constraint's equation with short names, or what stands in for one that could not be read.
    func equation(_ index: Int) -> String {
        equations[index] ?? "(unreadable: \(log.constraints[index].text))"
    }

    /// What the text and the picture's key say beside a member's equation: its identifier,
    /// where SnapKit made it, an autoresizing mask, and whether the log broke it.
    func memberNotes(_ index: Int) -> [String] {
        let constraint = log.constraints[index]
        var notes: [String] = []
        if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
        if let location = constraint.sourceLocation { notes.append("@\(location)") }
        if constraint.className == "NSAutoresizingMaskLayoutConstraint" { notes.append("autoresizing mask") }
        if conflict.isEmpty, let alternative, let equation = constraint.equations.first,
           let origin = ConstraintModel.superviewOrigin(of: equation, in: constraint,
                                                        superviews: alternative.autoresizingSuperviews) {
            notes.append("in \(names[origin.item] ?? origin.item)'s coordinates")
        }
        if let again = repeatNote(index) { notes.append(again) }
        if index == broken { notes.append("← the log broke this one") }
        return notes
    }

    /// The contract's JSON.
    public var json: String {
        var out = "{\n  \"views\": ["
        out += log.items.map { item in
            "\n    {\"id\": \(JSONText.string(item.id)), \"class\": \(JSONText.string(item.className)), \"name\": \(JSONText.string(names[item.id] ?? item.id))}"
        }.joined(separator: ",")
        out += log.items.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"constraints\": ["
        out += log.constraints.enumerated().map { index, constraint in
            "\n    {\"line\": \(constraint.line), \"text\": \(JSONText.string(constraint.text)), \"equation\": \(equations[index].map(JSONText.string) ?? "null")}"
        }.joined(separator: ",")
        out += log.constraints.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"conflict\": [" + conflict.map(String.init).joined(separator: ", ") + "],\n"
        out += "  \"broken\": " + (broken.map(String.init) ?? "null") + ",\n"
        out += LayoutOutput.diagnosticsJSON(log.diagnostics, indent: "  ") + "\n}\n"
        return out
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
