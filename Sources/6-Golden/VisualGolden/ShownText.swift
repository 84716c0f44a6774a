import VisualSyntax
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

    /// `errors` as a compiler prints them (lines ending in a newline), cut like
    /// `shownFailures`.
    public var shownErrors: String {
        Self.shown(errorLines).map { $0 + "\n" }.joined()
    }

    /// The errors among `shownErrors` whose first line is shown, each with that line as
    /// shown (`FILE:LINE:COLUMN: error: …`, cut like any line): what a writer that points
    /// at positions (GitHub annotations) says, so that it says no more than the text.
    public var shownErrorHeaders: [(error: FileDiagnostic, header: String)] {
        var shown: [(FileDiagnostic, String)] = []
        var lineNumber = 0
        for error in errors where lineNumber < Self.shownLines {
            shown.append((error, Self.shownLine(error.header)))
            lineNumber += error.text.count(where: { $0 == "\n" })
        }
        return shown
    }

    /// Every line of `errors` as printed, uncut.
    private var errorLines: [String] {
        var lines = errors.map(\.text).joined().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Lines cut like `shownFailures`, for a writer that words findings its own way.
    public static func shown(_ lines: [String]) -> [String] {
        var shown = lines.prefix(shownLines).map(shownLine)
        if lines.count > shownLines { shown.append("… and \(lines.count - shownLines) more") }
        return shown
    }

    /// One line cut to `shownLineLength`, `…` where cut.
    static func shownLine(_ line: String) -> String {
        line.count > shownLineLength ? line.prefix(shownLineLength - 1) + "…" : line
    }
}
