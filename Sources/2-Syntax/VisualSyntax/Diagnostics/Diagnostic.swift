/// How bad a diagnostic is.
public enum Severity: String, Sendable, Hashable, CustomStringConvertible {
    /// The file cannot be laid out as written (exit status 2).
    case error
    /// The layout comes out, but something in it deserves attention: a conflict, an
    /// ambiguity, an overlap, a library quirk that reads the text differently than it looks.
    case warning
    /// Extra information attached to an error or warning, e.g. "first set here".
    case note

    public var description: String { rawValue }
}

/// One problem found in a format file, by any stage of the pipeline.
///
/// The syntax stage reports errors; later stages report warnings (`conflict`, `ambiguous`,
/// `overlap`, VBAutolayout readings) through the same type so that every stage prints and
/// serialises them alike. `DiagnosticRenderer` turns one into compiler-style text.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: Severity
    /// What is wrong, lowercase and without a final period, as swiftc writes its messages.
    public var message: String
    /// Where, or nil for a problem of the whole file (an unreadable or empty file).
    public var range: SourceRange?
    /// Related places, printed after this diagnostic (e.g. the first of two duplicates, or the
    /// constraints a conflicting one conflicts with).
    public var notes: [Diagnostic]
    /// The message with nothing left out, when `message` names only the first items of a
    /// long list (the 4,000 constraints of a conflict): what `--format json` carries, so
    /// that standard error stays proportional to the problems. Nil: `message` is complete.
    public var completeMessage: String?

    public init(_ severity: Severity, _ message: String, at range: SourceRange?, notes: [Diagnostic] = [],
                completeMessage: String? = nil) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.completeMessage = completeMessage
    }

    /// An error at `range` (nil: the whole file).
    public static func error(_ message: String, at range: SourceRange?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    /// A warning at `range` (nil: the whole file).
    public static func warning(_ message: String, at range: SourceRange?, notes: [Diagnostic] = [],
                               completeMessage: String? = nil) -> Diagnostic {
        Diagnostic(.warning, message, at: range, notes: notes, completeMessage: completeMessage)
    }

    /// A note, to attach to another diagnostic's `notes`.
    public static func note(_ message: String, at range: SourceRange?) -> Diagnostic {
        Diagnostic(.note, message, at: range)
    }

    /// The position the diagnostic is reported at: the start of its range.
    public var location: SourceLocation? { range?.start }

    /// `LINE:COLUMN: severity: message`, without the file name or source line (for tests and logs).
    public var description: String {
        let position = location.map { "\($0): " } ?? ""
        return "\(position)\(severity): \(message)"
    }
}

extension Sequence where Element == Diagnostic {
    /// True when at least one diagnostic is an error, i.e. the input is rejected.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// Ordered by position; diagnostics without a position come first. The sort is stable, so
    /// diagnostics at the same place keep the order they were reported in.
    public func sortedByLocation() -> [Diagnostic] {
        enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (x?, y?): return x != y ? x < y : a.offset < b.offset
            }
        }.map(\.element)
    }
}
