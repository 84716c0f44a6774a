/// Formats diagnostics the way the command-line contract prescribes (and swiftc prints):
///
/// ```
/// card.visual:3:17: error: expected ']' to close view 'label'
/// [imageView(50)]-[label
///                 ^
/// ```
///
/// A diagnostic without a position is a single line `FILE: error: MESSAGE`. Notes follow their
/// diagnostic in the same format.
///
/// Output stays proportional to the problems, not to the file: a source line longer than
/// `widestLine` characters is shown as the part around the column, `…` where it is cut;
/// and at most `Diagnostic.shownPerKind` diagnostics of one kind are shown, then how
/// many more there are (see `cappedPerKind`).
public struct DiagnosticRenderer: Sendable {
    public let source: SourceFile

    public init(source: SourceFile) {
        self.source = source
    }

    /// The most characters of a source line shown under a diagnostic.
    public static let widestLine = 120
    /// How many of them come before the column, when the line is cut.
    static let contextBeforeColumn = 40

    /// The diagnostics, at most `Diagnostic.shownPerKind` of each kind, each with its
    /// notes; every line terminated by a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        printed(diagnostics).map(\.text).joined()
    }

    /// One diagnostic and its notes (at most `Diagnostic.shownPerKind` of each kind),
    /// every line terminated by a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        printed(diagnostic).map(\.text).joined()
    }

    /// What `render` prints, as values: at most `Diagnostic.shownPerKind` diagnostics of
    /// each kind, each followed by its notes.
    public func printed(_ diagnostics: [Diagnostic]) -> [FileDiagnostic] {
        diagnostics.cappedPerKind().flatMap(printed)
    }

    /// One diagnostic and its notes (at most `Diagnostic.shownPerKind` of each kind), as
    /// values.
    public func printed(_ diagnostic: Diagnostic) -> [FileDiagnostic] {
        [printedAlone(diagnostic)] + diagnostic.notes.cappedPerKind().flatMap(printed)
    }

    private func printedAlone(_ diagnostic: Diagnostic) -> FileDiagnostic {
        FileDiagnostic(file: source.name, line: diagnostic.range?.start.line, column: diagnostic.range?.start.column,
                       severity: diagnostic.severity, message: diagnostic.message, excerpt: excerpt(of: diagnostic))
    }

    /// The source line a diagnostic points at and the caret line under it, as two lines
    /// (no final newline): the line cut to `widestLine` around the column with `…` where
    /// cut, `^` under the start and `~` under the rest of the range. Nil for a diagnostic
    /// of the whole file or a line the file does not have. The terminal and `visual serve`'s
    /// page show the same excerpt.
    public func excerpt(of diagnostic: Diagnostic) -> String? {
        guard let range = diagnostic.range, let line = source.line(range.start.line) else { return nil }
        let characters = Array(line)
        let shown = window(of: characters.count, around: range.start.column)
        let text = (shown.lowerBound > 0 ? "…" : "") + String(characters[shown])
            + (shown.upperBound < characters.count ? "…" : "")
        return text + "\n" + caretLine(under: characters, shown: shown, range: range)
    }

    /// The characters of a line of `count` shown under a diagnostic at `column`: all of
    /// them, or `widestLine` with the column `contextBeforeColumn` from the left (less
    /// near the line's start, more near its end).
    private func window(of count: Int, around column: Int) -> Range<Int> {
        guard count > Self.widestLine else { return 0..<count }
        let start = min(max(column - 1 - Self.contextBeforeColumn, 0), count - Self.widestLine)
        return start..<start + Self.widestLine
    }

    /// A `^` under the start column and `~` under the rest of the range on that line, as
    /// far as the line is shown (a cut start takes the place of its `…`).
    ///
    /// The underline is only drawn for ranges longer than one character, where it shows what
    /// the message is about (a whole name, a whole constant). Tabs before the caret are copied
    /// so the caret lines up in a terminal whatever its tab width.
    private func caretLine(under line: [Character], shown: Range<Int>, range: SourceRange) -> String {
        let column = min(max(range.start.column, 1), line.count + 1)
        var caret = shown.lowerBound > 0 ? " " : ""
        for character in line[shown.lowerBound..<max(shown.lowerBound, column - 1)] {
            caret.append(character == "\t" ? "\t" : " ")
        }
        caret.append("^")
        let lastColumn = range.end.line == range.start.line ? range.end.column - 1 : line.count
        let underline = min(lastColumn, line.count, shown.upperBound) - column
        if underline > 0 {
            caret += String(repeating: "~", count: underline)
        }
        return caret
    }
}
