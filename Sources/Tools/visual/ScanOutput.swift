import SourceCodeInput
import VisualLayout
import VisualSyntax
import TextFormats

/// What `visual scan` prints, file by file as the scan goes: the text format's diagnostics
/// and inventory, GitHub's workflow commands, or the JSON document (its layouts written as
/// they come, its diagnostics after them).
struct ScanOutput {
    let format: ScanCommand.OutputFormat
    let fileCount: Int
    private(set) var errors = 0
    private(set) var warnings = 0
    private var layouts = 0
    private var diagnosticsJSON: [String] = []

    init(format: ScanCommand.OutputFormat, fileCount: Int) {
        self.format = format
        self.fileCount = fileCount
        if format == .json { print("{\"files\": \(fileCount),\n \"layouts\": [", terminator: "") }
    }

    /// One chunk of files' results, in the order the files were found.
    mutating func emit(_ results: [ScanCommand.FileResult]) {
        for result in results {
            switch format {
            case .text: printText(result)
            case .github: printGitHub(result)
            case .json: printJSON(result)
            }
            errors += result.diagnostics.filter { $0.severity == .error }.count
            warnings += result.diagnostics.filter { $0.severity == .warning }.count
        }
    }

    /// The text format's count line, or the JSON document's end.
    mutating func finish() {
        switch format {
        case .text:
            print("\(fileCount) file\(fileCount == 1 ? "" : "s"), \(layouts) layout\(layouts == 1 ? "" : "s"), "
                  + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        case .github:
            break
        case .json:
            print("],\n \"diagnostics\": ["
                  + (diagnosticsJSON.isEmpty ? "" : "\n" + diagnosticsJSON.joined(separator: ",\n")) + "]}")
        }
    }

    private mutating func printText(_ result: ScanCommand.FileResult) {
        printError(result.rendered)
        for unit in result.layouts {
            let calls = unit.unit.calls.count, views = unit.views.count
            print("\(result.path):\(unit.unit.position.line): \(unit.layout.name): "
                  + "\(calls) call\(calls == 1 ? "" : "s"), \(views) view\(views == 1 ? "" : "s")")
        }
        layouts += result.layouts.count
    }

    /// GitHub workflow commands: each diagnostic an annotation on its line of the diff.
    private func printGitHub(_ result: ScanCommand.FileResult) {
        for diagnostic in result.diagnostics.cappedPerKind() {
            let level = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            print(GitHubWorkflowCommands.annotation(level, file: result.path, line: diagnostic.location?.line,
                                                    column: diagnostic.location?.column, message: diagnostic.message))
        }
    }

    private mutating func printJSON(_ result: ScanCommand.FileResult) {
        for scanned in result.layouts {
            print((layouts == 0 ? "\n" : ",\n") + Self.json(scanned, path: result.path), terminator: "")
            layouts += 1
        }
        for diagnostic in result.diagnostics.cappedPerKind() {
            var fields = ["\"file\": \(JSONText.string(result.path))"]
            if let location = diagnostic.location {
                fields += ["\"line\": \(location.line)", "\"column\": \(location.column)"]
            }
            fields += ["\"severity\": \(JSONText.string(diagnostic.severity.rawValue))",
                       "\"message\": \(JSONText.string(diagnostic.message))"]
            diagnosticsJSON.append("   {" + fields.joined(separator: ", ") + "}")
        }
    }

    /// Each key once, with the views it is bound to in order: one, or several for a call the
    /// code makes once per element of a literal list (`for label in [a, b]`), which JSON
    /// cannot write as one key repeated.
    private static func keyed(_ views: [(key: String, name: String)]) -> [(key: String, names: [String])] {
        var keyed: [(key: String, names: [String])] = []
        for view in views {
            if let index = keyed.firstIndex(where: { $0.key == view.key }) {
                if !keyed[index].names.contains(view.name) { keyed[index].names.append(view.name) }
            } else {
                keyed.append((view.key, [view.name]))
            }
        }
        return keyed
    }

    /// One layout: its calls as written, its views, and the format file it was written as.
    private static func json(_ scanned: ScannedLayout, path: String) -> String {
        let calls = zip(scanned.unit.calls, scanned.callViews).map { call, views in
            var fields = ["\"line\": \(call.position.line)", "\"column\": \(call.position.column)",
                          "\"dialect\": \(JSONText.string(call.dialect.rawValue))"]
            var formats = call.formats.map(\.text)
            if let spacing = call.rowSpacing { formats.append(spacing.text) }
            fields.append("\"formats\": [" + formats.map(JSONText.string).joined(separator: ", ") + "]")
            fields.append("\"views\": {" + keyed(views).map { key, names in
                "\(JSONText.string(key)): " + (names.count == 1 ? JSONText.string(names[0])
                    : "[" + names.map(JSONText.string).joined(separator: ", ") + "]")
            }.joined(separator: ", ") + "}")
            let metrics = (call.metrics?.entries ?? []).map { entry in
                "\(JSONText.string(entry.key)): " + (entry.number.map(JSONText.number) ?? "null")
            }
            fields.append("\"metrics\": {" + metrics.joined(separator: ", ") + "}")
            fields.append("\"options\": [" + call.options.map { JSONText.string(ScanCommand.optionName($0.text)) }
                .joined(separator: ", ") + "]")
            return "{" + fields.joined(separator: ", ") + "}"
        }
        let views = scanned.views.map { view in
            "{\"name\": \(JSONText.string(view.name)), \"kind\": \(JSONText.string(view.kind))"
                + (view.text.map { ", \"text\": \(JSONText.string($0))" } ?? "") + "}"
        }
        return """
              {"name": \(JSONText.string(scanned.layout.name)), "file": \(JSONText.string(path)), \
            "line": \(scanned.unit.position.line),
               "calls": [\(calls.joined(separator: ",\n                 "))],
               "views": [\(views.joined(separator: ", "))],
               "visual": \(JSONText.string(scanned.layout.text))}
            """
    }
}
