import VisualConstraints
import VisualSyntax
import TextFormats

/// The two printed forms of a layout: JSON for programs, a table for people.
public enum LayoutOutput {
    /// The contract's JSON: canvas, views in order with their optional fields, diagnostics
    /// (at most `Diagnostic.shownPerKind` of each kind).
    ///
    /// Written into one string as it goes: a list of fields per view, joined, then a list of
    /// lines, joined, cost more than laying out the views. `fields` are written last, each
    /// value as the JSON text given (a golden's own fields).
    public static func json(_ tree: LayoutTree, appending fields: [(name: String, json: String)] = []) -> String {
        var out = "{\n"
        out.reserveCapacity(128 + 112 * tree.views.count)
        out += "  \"canvas\": {\"width\": \(number(tree.canvasWidth)), \"height\": \(number(tree.canvasHeight))},\n"
        if tree.direction == .rightToLeft { out += "  \"direction\": \"rtl\",\n" }
        appendViews(of: tree, documentIDs: [:], indent: "  ", to: &out)
        out += ",\n"
        out += diagnosticsJSON(tree.diagnostics, indent: "  ")
        for field in fields {
            out += ",\n  "
            appendQuoted(field.name, to: &out)
            out += ": " + field.json
        }
        out += "\n}\n"
        return out
    }

    /// One solved frame of a document that holds several layouts (a source file's units,
    /// a storyboard's scenes): its name, the layout, and each view's document id.
    public struct Frame {
        public var name: String
        public var tree: LayoutTree
        public var documentIDs: [String: String]

        public init(name: String, tree: LayoutTree, documentIDs: [String: String] = [:]) {
            self.name = name
            self.tree = tree
            self.documentIDs = documentIDs
        }
    }

    /// The contract's JSON for a source file or an Interface Builder document, whatever
    /// the number of frames: `{"frames": [{"name", "canvas", "views"}], "diagnostics"}`,
    /// each view with its document `id` when it has one.
    public static func json(frames: [Frame], diagnostics: [Diagnostic]) -> String {
        var out = "{\n  \"frames\": [" + (frames.isEmpty ? "],\n" : "\n")
        for (index, frame) in frames.enumerated() {
            out += "    {\"name\": "
            appendQuoted(frame.name, to: &out)
            out += ",\n     \"canvas\": {\"width\": \(number(frame.tree.canvasWidth)), \"height\": \(number(frame.tree.canvasHeight))},\n"
            if frame.tree.direction == .rightToLeft { out += "     \"direction\": \"rtl\",\n" }
            appendViews(of: frame.tree, documentIDs: frame.documentIDs, indent: "     ", to: &out)
            out += index < frames.count - 1 ? "},\n" : "}\n"
        }
        if !frames.isEmpty { out += "  ],\n" }
        out += diagnosticsJSON(diagnostics, indent: "  ")
        out += "\n}\n"
        return out
    }

    /// `"views": [...]` (no comma after), one view a line.
    private static func appendViews(of tree: LayoutTree, documentIDs: [String: String], indent: String,
                                    to out: inout String) {
        out += indent + "\"views\": [" + (tree.views.isEmpty ? "]" : "\n")
        for (index, view) in tree.views.enumerated() {
            out += indent + "  {\"name\": "
            appendQuoted(view.name, to: &out)
            if let id = documentIDs[view.name] { out += ", \"id\": "; appendQuoted(id, to: &out) }
            if let kind = view.kind { out += ", \"kind\": "; appendQuoted(kind.rawValue, to: &out) }
            if let text = view.text { out += ", \"text\": "; appendQuoted(text, to: &out) }
            if let style = view.attributes.style {
                out += ", \"font\": {\"size\": " + number(style.size)
                if let weight = view.attributes.weight { out += ", \"weight\": "; appendQuoted(weight.rawValue, to: &out) }
                out += "}"
            }
            if let lines = view.attributes.lines { out += ", \"lines\": \(lines)" }
            if view.isSpacer { out += ", \"spacer\": true" }
            if view.isHidden { out += ", \"hidden\": true" }
            if view.attributes.isSample { out += ", \"sample\": true" }
            if let parent = view.parent { out += ", \"parent\": "; appendQuoted(parent, to: &out) }
            out += ", \"x\": " + number(view.x) + ", \"y\": " + number(view.y)
            out += ", \"width\": " + number(view.width) + ", \"height\": " + number(view.height)
            if view.conflict { out += ", \"conflict\": true" }
            if !view.ambiguous.isEmpty {
                out += ", \"ambiguous\": [" + view.ambiguous.map { JSONText.string($0.rawValue) }.joined(separator: ", ") + "]"
            }
            out += index < tree.views.count - 1 ? "},\n" : "}\n"
        }
        if !tree.views.isEmpty { out += indent + "]" }
    }

    /// A JSON number (`JSONText.number`). JSON has no infinity or NaN; `LayoutEngine`
    /// reports such a value as an error, so a layout fit for output has none.
    private static func number(_ value: Double) -> String { JSONText.number(value) }

    /// `{"diagnostics": [...]}` alone: what `visual layout --format json` prints on exit 2.
    public static func diagnosticsOnlyJSON(_ diagnostics: [Diagnostic]) -> String {
        "{\n" + diagnosticsJSON(diagnostics, indent: "  ") + "\n}\n"
    }

    /// At most `Diagnostic.shownPerKind` of each kind, then a note (`"severity": "note"`, no
    /// line) saying how many more: the list stays proportional to the kinds of problem.
    public static func diagnosticsJSON(_ diagnostics: [Diagnostic], indent: String) -> String {
        if diagnostics.isEmpty { return "\(indent)\"diagnostics\": []" }
        let items = diagnostics.cappedPerKind().map { d -> String in
            var fields = ["\"severity\": \(JSONText.string(d.severity.rawValue))"]
            if let location = d.location {
                fields += ["\"line\": \(location.line)", "\"column\": \(location.column)"]
            }
            fields.append("\"message\": \(JSONText.string(d.completeMessage ?? d.message))")
            return "\(indent)  {" + fields.joined(separator: ", ") + "}"
        }
        return "\(indent)\"diagnostics\": [\n" + items.joined(separator: ",\n") + "\n\(indent)]"
    }

    /// A table: name, x, y, width, height, parent, then marks for conflicts and ambiguity.
    public static func table(_ tree: LayoutTree) -> String {
        var rows = [["view", "x", "y", "width", "height", "parent", "notes"]]
        for view in tree.views {
            var notes: [String] = []
            if view.isSpacer { notes.append("spacer") }
            if view.isHidden { notes.append("hidden") }
            if view.attributes.isSample { notes.append("sample text") }
            if view.conflict { notes.append("conflict") }
            if !view.ambiguous.isEmpty { notes.append("ambiguous " + view.ambiguous.map(\.rawValue).joined(separator: "+")) }
            rows.append([view.name, NumberText.hundredths(view.x), NumberText.hundredths(view.y), NumberText.hundredths(view.width),
                         NumberText.hundredths(view.height), view.parent ?? "-", notes.joined(separator: ", ")])
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max()! }
        var text = "canvas \(NumberText.hundredths(tree.canvasWidth)) x \(NumberText.hundredths(tree.canvasHeight))"
            + (tree.direction == .rightToLeft ? ", right to left\n" : "\n")
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return (1...4).contains(column) ? padding + cell : cell + padding
            }
            text += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return text
    }

    /// Appends `JSONText.string(string)`; a string with nothing to escape (nearly every name) is
    /// appended whole.
    private static func appendQuoted(_ string: String, to out: inout String) {
        guard string.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) else {
            out += JSONText.string(string)
            return
        }
        out += "\""
        out += string
        out += "\""
    }

}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
