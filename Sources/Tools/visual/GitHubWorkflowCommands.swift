import Foundation
import VisualGolden
import VisualSyntax

/// GitHub Actions' workflow commands (`::error file=…,line=…,col=…::message`), which the
/// runner turns into annotations on the lines of a pull request's diff.
enum GitHubWorkflowCommands {
    /// One annotation. `level` is error, warning or notice.
    static func annotation(_ level: String, file: String, line: Int? = nil, column: Int? = nil,
                           title: String? = nil, message: String) -> String {
        var properties = "file=\(property(file))"
        if let line { properties += ",line=\(line)" }
        if let column { properties += ",col=\(column)" }
        if let title { properties += ",title=\(property(title))" }
        return "::\(level) \(properties)::\(escaped(message))"
    }

    /// A message: `%`, CR and LF escaped as the runner reads them.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: the message's escapes, and `:` and `,`.
    static func property(_ text: String) -> String {
        escaped(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// What `visual check --format github` adds for one file: an error at each diagnostic's
    /// line for a file that could not be checked, one on the format file for a failed or
    /// missing golden; nothing for a file that passed or was recorded.
    static func annotations(for result: CheckResult) -> [String] {
        let file = result.location.formatFile
        switch result.status {
        case .passed, .recorded:
            return []
        case .missing:
            return [annotation("error", file: file, title: "visual check: golden missing",
                               message: "no golden \(result.location.pngPath); record it with visual check --record missing")]
        case .failed:
            let lines = (result.kind.map { ["\($0)"] } ?? []) + result.changesText(indent: "").split(separator: "\n").map(String.init)
                + result.shownFailuresAndPixels
            return [annotation("error", file: file, line: 1, title: "visual check: \(result.location.name) differs from its golden",
                               message: lines.joined(separator: "\n"))]
        case .error:
            let annotations = result.shownErrorHeaders.compactMap(positioned)
            if annotations.isEmpty {
                return [annotation("error", file: file, title: "visual check", message: result.shownErrors.trimmingCharacters(in: .whitespacesAndNewlines))]
            }
            return annotations
        }
    }

    /// An error or warning with a position, as an annotation at it, its message as the
    /// output shows it (the source line and caret under it are left out: the annotation
    /// points there itself); nil for a note, or a problem of a whole file.
    private static func positioned(_ shown: (error: FileDiagnostic, header: String)) -> String? {
        let error = shown.error
        guard let line = error.line, let column = error.column, [.error, .warning].contains(error.severity) else { return nil }
        let start = "\(error.file):\(line):\(column): \(error.severity): "
        guard shown.header.hasPrefix(start) else { return nil }
        return annotation(error.severity.rawValue, file: error.file, line: line, column: column,
                          message: String(shown.header.dropFirst(start.count)))
    }
}
