import Foundation
import Testing
import VisualProcessTesting

extension ProcessRun {
    /// Standard output as JSON; records an issue and returns nil when it is not JSON.
    func json(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONValue? {
        do {
            return try JSONValue.parse(stdout)
        } catch {
            Issue.record("stdout is not JSON (\(error)):\n\(self)", sourceLocation: sourceLocation)
            return nil
        }
    }
}

/// The command-line contract's cases: `visual` on a format file in a fresh folder.
enum Visual {
    static func run(_ arguments: [String], in directory: URL, input: String? = nil) throws -> ProcessRun {
        try VisualProcess.run(arguments, in: directory, input: input)
    }

    /// Writes `text` to `NAME` in a fresh temporary directory and runs `visual` with
    /// `arguments`, where `{}` stands for the file's name.
    static func run(file text: String, named name: String = "case.visual", _ arguments: [String]) throws -> ProcessRun {
        try withTemporaryDirectory { directory in
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            return try run(arguments.map { $0 == "{}" ? name : $0 }, in: directory)
        }
    }

    /// `visual layout FILE --format json` on `text`.
    static func layoutJSON(_ text: String) throws -> ProcessRun {
        try run(file: text, ["layout", "{}", "--format", "json"])
    }
}

