/// A diagnostic as it is printed for a file: the file's name, the position, the severity,
/// the message and the source line with its caret. What `DiagnosticRenderer` renders, and
/// the one formatter of every `FILE: error: MESSAGE` line a command writes about a file it
/// could not read or write, and of the `COMMAND: error: MESSAGE` line about a problem of
/// the run itself, so that every such line is written by one rule.
///
/// A value rather than text: `visual check` carries a file's errors this way from the
/// worker that found them to every writer (the terminal, GitHub annotations, JUnit, the
/// HTML page, `results.json`), and none of them parses text back.
public struct FileDiagnostic: Sendable, Hashable, Codable {
    /// The file as the user named it; for a problem of the run, the command (`visual serve`).
    public var file: String
    /// The 1-based line and column; nil for a problem of the whole file.
    public var line: Int?
    public var column: Int?
    public var severity: Severity
    /// What is wrong, lowercase and without a final period.
    public var message: String
    /// The source line and the caret line under it (two lines, no final newline); nil
    /// without a position or without the file's text.
    public var excerpt: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, severity: Severity, message: String,
                excerpt: String? = nil) {
        (self.file, self.line, self.column, self.severity, self.message, self.excerpt)
            = (file, line, column, severity, message, excerpt)
    }

    /// An error of the whole file: `FILE: error: MESSAGE`.
    public static func error(_ message: String, in file: String) -> FileDiagnostic {
        FileDiagnostic(file: file, severity: .error, message: message)
    }

    /// A problem of the run rather than of one file (a port already taken, an option that
    /// names nothing): the command stands where a file would, as compilers write theirs
    /// (`cc: error: no input files`): `COMMAND: error: MESSAGE`.
    public static func error(_ message: String, running command: String) -> FileDiagnostic {
        FileDiagnostic(file: command, severity: .error, message: message)
    }

    /// `FILE:LINE:COLUMN: severity: message`, or `FILE: severity: message` without a
    /// position. No final newline.
    public var header: String {
        let position = line.map { line in ":\(line)" + (column.map { ":\($0)" } ?? "") } ?? ""
        return "\(file)\(position): \(severity): \(message)"
    }

    /// The header and the excerpt under it, every line ending in a newline.
    public var text: String {
        header + "\n" + (excerpt.map { $0 + "\n" } ?? "")
    }
}

extension Severity: Codable {}
