/// The command that approves one file's render as its new golden, as the report offers it
/// to copy: `visual check PATHS… --golden DIR --record all --only NAME`. It searches the same
/// paths as the run that made the report, so the golden lands where that run looked for it
/// (a file named alone would take its own name, not its place below the searched folder),
/// and `--only` keeps every other file's goldens as they are.
public struct ApproveCommand: Equatable, Sendable, Codable {
    /// The paths the check searched, as given.
    public var paths: [String]
    /// The golden folder, as given.
    public var golden: String

    public init(paths: [String], golden: String) {
        (self.paths, self.golden) = (paths, golden)
    }

    /// The command for one file, quoted for a POSIX shell.
    public func command(for location: GoldenLocation) -> String {
        (["visual", "check"] + paths.map(Self.quoted) + ["--golden", Self.quoted(golden), "--record", "all",
                                                         "--only", Self.quoted(location.name)])
            .joined(separator: " ")
    }

    /// A word as a shell reads it back: plain when it holds only safe characters, else in
    /// single quotes (a single quote inside as `'\''`).
    static func quoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./=:@%+-,")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
