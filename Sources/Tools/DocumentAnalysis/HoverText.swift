import TextFormats
import VisualLayout
import VisualSyntax

extension DocumentAnalysis {
    /// What an editor shows over a name, in Markdown: for a view its kind, text and solved
    /// frame; for a metric its value. Nil when nothing is known about the name.
    public func hoverText(for occurrence: NameOccurrence) -> String? {
        switch occurrence.kind {
        case .view: viewHover(occurrence.name)
        case .metric: metricHover(occurrence.name)
        }
    }

    private func viewHover(_ name: String) -> String? {
        guard let entry = file.names.view(named: name) else { return nil }
        let kind = entry.declaration?.kind.rawValue ?? "box"
        var lines = ["**\(markdown(name))** · \(entry.isContainer ? "container, " : "")\(kind)"]
        if let text = entry.declaration?.text?.value {
            lines.append("text: \"\(markdown(text))\"")
        }
        guard let layout else {
            lines.append("not laid out: the file has errors")
            return lines.joined(separator: "\n\n")
        }
        guard let solved = layout.views.first(where: { $0.name == name && !$0.isSpacer }) else { return lines.joined(separator: "\n\n") }
        let place = solved.parent.map { "in \($0)" } ?? "in the canvas"
        lines.append("frame: x \(points(solved.x)), y \(points(solved.y)), \(points(solved.width)) × \(points(solved.height)) (\(place))")
        if solved.conflict { lines.append("one of its constraints is left unsatisfied (conflict)") }
        if !solved.ambiguous.isEmpty {
            lines.append("ambiguous: \(solved.ambiguous.map(\.rawValue).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n\n")
    }

    private func metricHover(_ name: String) -> String? {
        guard let metric = file.names.metric(named: name) else { return nil }
        return "**\(markdown(name))** · metric = \(metric.value.text)"
    }

    private func points(_ value: Double) -> String { NumberText.hundredths(value) }

    /// `text` shown as itself in Markdown: its punctuation escaped, its line breaks kept.
    private func markdown(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\n" {
                escaped += "  \n"  // a hard line break
            } else {
                if "\\`*_{}[]()<>#+-.!|~".contains(character) { escaped.append("\\") }
                escaped.append(character)
            }
        }
        return escaped
    }
}
