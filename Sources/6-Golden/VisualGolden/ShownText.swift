import LayoutChanges

/// What people are shown of a result (the check's output, the HTML page, the JUnit file):
/// lists and text cut to a size that does not grow with the format file, each cut said
/// where it is made. A layout of 10,000 views that all moved fails with 10,000 lines; a
/// few dozen of them tell what happened, and the rest would only bury the next file.
extension CheckResult {
    /// The most lines of a list, or of the errors' text, that are shown.
    public static let shownLines = 50
    /// The most characters of one line that are shown.
    public static let shownLineLength = 300

    /// `failures` in plain text, cut to `shownLines` (then `… and N more`), each line to
    /// `shownLineLength`.
    public var shownFailures: [String] { Self.shown(failures.map(\.description)) }

    /// `changes`, one line each (`b: moved 4 right; 12 wider`), cut like `shownFailures`.
    public var shownChanges: [String] { Self.shown(changes.map(\.line)) }

    /// `shownFailures`, and then the pixel layer's verdict (`143 pixels differ (0.11 %)`)
    /// when the cut left it out: a long list of moved views must not hide that the pixels
    /// failed too.
    public var shownFailuresAndPixels: [String] {
        guard failures.count > Self.shownLines, let pixels = pixelFinding else { return shownFailures }
        return shownFailures + [pixels.description]
    }

    /// The layout changes as text: `layout changes (largest first):` after `indent`, then
    /// each of `shownChanges` two spaces further in, every line ending in a newline; empty
    /// when nothing changed. The command line and the JUnit file say them so.
    public func changesText(indent: String) -> String {
        guard !changes.isEmpty else { return "" }
        return indent + "layout changes (largest first):\n" + shownChanges.map { indent + "  " + $0 + "\n" }.joined()
    }

    /// `notes` in plain text, cut like `shownFailures`.
    public var shownNotes: [String] { Self.shown(notes.map(\.description)) }

    /// `errors` (lines ending in a newline), cut like `shownFailures`.
    public var shownErrors: String {
        var lines = errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return Self.shown(lines).map { $0 + "\n" }.joined()
    }

    /// Lines cut like `shownFailures`, for a writer that words findings its own way.
    public static func shown(_ lines: [String]) -> [String] {
        var shown = lines.prefix(shownLines).map { line in
            line.count > shownLineLength ? line.prefix(shownLineLength - 1) + "…" : line
        }
        if lines.count > shownLines { shown.append("… and \(lines.count - shownLines) more") }
        return shown
    }
}
