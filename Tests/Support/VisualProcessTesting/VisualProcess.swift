import Foundation

/// One finished run of the built `visual` executable: how it exited and what it printed.
public struct ProcessRun: CustomStringConvertible, Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String

    /// The first line of standard output (where `visual diff` puts its count).
    public var firstLine: String {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    public var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

/// Runs the real `visual` process on real files, as a user's shell would: the end-to-end
/// tests of every stage share this one runner.
///
/// The executable is the one `swift build` put next to the test bundle (test targets that
/// use this depend on `visual`, so it is built first). `VISUAL_EXECUTABLE` overrides the
/// lookup, for running the tests against another build.
public enum VisualProcess {
    public static let executable: URL = locateExecutable()

    /// Runs `visual ARGUMENTS`, in `directory` when given, with `input` on standard input
    /// (empty when nil) and `environment` changes (a nil value removes a variable).
    /// Output goes to files rather than pipes, so a large output cannot block the child.
    public static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil,
                           environment changes: [String: String?] = [:]) throws -> ProcessRun {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("visual-process-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        let inURL = scratch.appendingPathComponent("stdin")
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
        if let directory { process.currentDirectoryURL = directory }
        if !changes.isEmpty {
            var environment = ProcessInfo.processInfo.environment
            for (name, value) in changes { environment[name] = value }
            process.environment = environment
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        process.waitUntilExit()
        return ProcessRun(status: process.terminationStatus,
                          stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                          stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
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
