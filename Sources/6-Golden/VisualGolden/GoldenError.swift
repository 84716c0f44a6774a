import VisualSyntax

/// What stops a golden comparison from being made at all (exit status 2), as opposed to a
/// comparison that finds a difference (exit status 1).
public enum GoldenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A golden that exists but cannot be read as what it should be.
    case unreadable(path: String, reason: String)
    /// A golden or report that could not be written.
    case unwritable(path: String, reason: String)
    /// A layout of a source file or document that was there when the check was planned
    /// and is not when it is drawn (the file changed in between).
    case layoutGone(path: String, layout: String)

    /// The contract's `FILE: error: MESSAGE` line.
    public var description: String { printed.header }

    /// The error as printed: an error of the whole file it names.
    public var printed: FileDiagnostic {
        switch self {
        case .unreadable(let path, let reason): .error("cannot read the golden: \(reason)", in: path)
        case .unwritable(let path, let reason): .error("cannot write: \(reason)", in: path)
        case .layoutGone(let path, let layout): .error("no layout '\(layout)' in this file any more", in: path)
        }
    }
}
