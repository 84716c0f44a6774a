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
public struct DiagnosticRenderer: Sendable {
    public let source: SourceFile

    public init(source: SourceFile) {
        self.source = source
    }

    /// All diagnostics, each with its notes, every line terminated by a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// One diagnostic and its notes, every line terminated by a newline.
    public func render(_ diagnostic: Diagnostic) -> String {
        var output = renderAlone(diagnostic)
        for note in diagnostic.notes {
            output += render(note)
        }
        return output
    }

    private func renderAlone(_ diagnostic: Diagnostic) -> String {
        guard let range = diagnostic.range else {
            return "\(source.name): \(diagnostic.severity): \(diagnostic.message)\n"
        }
        let header = "\(source.name):\(range.start.line):\(range.start.column): \(diagnostic.severity): \(diagnostic.message)\n"
        guard let line = source.line(range.start.line) else { return header }
        return header + line + "\n" + caretLine(under: Array(line), range: range) + "\n"
    }

    /// A `^` under the start column and `~` under the rest of the range on that line.
    ///
    /// The underline is only drawn for ranges longer than one character, where it shows what
    /// the message is about (a whole name, a whole constant). Tabs before the caret are copied
    /// so the caret lines up in a terminal whatever its tab width.
    private func caretLine(under line: [Character], range: SourceRange) -> String {
        let column = min(max(range.start.column, 1), line.count + 1)
        var caret = ""
        for character in line.prefix(column - 1) {
            caret.append(character == "\t" ? "\t" : " ")
        }
        caret.append("^")
        let lastColumn = range.end.line == range.start.line ? range.end.column - 1 : line.count
        let underline = min(lastColumn, line.count) - column
        if underline > 0 {
            caret += String(repeating: "~", count: underline)
        }
        return caret
    }
}
