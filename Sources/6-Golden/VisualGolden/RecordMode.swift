/// When `visual check` writes goldens instead of (or as well as) comparing with them.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write goldens that do not exist; compare the rest.
    case missing
    /// Rewrite every golden.
    case all
    /// Rewrite the goldens that differ; write the missing ones.
    case failed
    /// Write nothing: a missing golden is a failure.
    case never

    /// `never` in CI (`CI=true`), where a missing golden means someone forgot to commit
    /// one; `missing` on a developer's machine, where it means a new sample.
    public static func `default`(environment: [String: String]) -> RecordMode {
        environment["CI"]?.lowercased() == "true" ? .never : .missing
    }

    /// Whether a golden that does not exist is written (else the file fails).
    public var writesMissing: Bool { self != .never }

    /// Whether a golden that exists is rewritten without comparing.
    public var rewritesAll: Bool { self == .all }

    /// Whether a golden that differs is rewritten (the file then counts as recorded).
    public var rewritesFailures: Bool { self == .failed || self == .all }
}
