import Foundation
import Testing

/// One run of the built `visual` executable: what it printed and how it exited.
struct ProcessRun: CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

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

/// Runs the real `visual` process on real files, as a user's shell would.
///
/// The executable is the one `swift build` put next to this test bundle (the test target
/// depends on `visual`, so it is built first). `VISUAL_EXECUTABLE` overrides the lookup,
/// for running these tests against another build.
enum Visual {
    static let executable: URL = locateExecutable()

    /// Runs `visual ARGUMENTS` in `directory`, with `input` on standard input (empty when nil).
    /// Output goes to files rather than pipes, so a large output cannot block the child.
    static func run(_ arguments: [String], in directory: URL, input: String? = nil) throws -> ProcessRun {
        let id = UUID().uuidString
        let outURL = directory.appendingPathComponent(".stdout-\(id)")
        let errURL = directory.appendingPathComponent(".stderr-\(id)")
        let inURL = directory.appendingPathComponent(".stdin-\(id)")
        defer {
            for url in [outURL, errURL, inURL] { try? FileManager.default.removeItem(at: url) }
        }
        try Data((input ?? "").utf8).write(to: inURL)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: outURL)
        let stderr = try FileHandle(forWritingTo: errURL)
        let stdin = try FileHandle(forReadingFrom: inURL)
        defer {
            try? stdout.close()
            try? stderr.close()
            try? stdin.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus,
                          stdout: try String(contentsOf: outURL, encoding: .utf8),
                          stderr: try String(contentsOf: errURL, encoding: .utf8))
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

    /// The build products directory holds the test bundle and `visual`. On Linux the test
    /// bundle is itself an executable (`/proc/self/exe`); on macOS it is loaded by `xctest`,
    /// so the bundle's own location is tried as well.
    private static func locateExecutable() -> URL {
        if let path = ProcessInfo.processInfo.environment["VISUAL_EXECUTABLE"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var candidates: [URL] = []
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        if let main = Bundle.main.executableURL {
            candidates.append(main.deletingLastPathComponent())
        }
        // Last resort: the default debug build of this package, from this file's path.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            let url = directory.appendingPathComponent("visual")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("visual")
    }
}

/// Runs `body` in a new temporary directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("visual-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
