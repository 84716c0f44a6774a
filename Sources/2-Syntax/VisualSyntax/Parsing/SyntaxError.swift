/// A problem that stops the parsing of one statement.
///
/// Parsers throw it at the first problem of a statement; the file parser records its
/// diagnostic, leaves the statement out of the tree and goes on at the next line, so every
/// statement's first error is reported. Problems that do not stop a statement (a duplicate
/// key, an option along the wrong axis) are collected by the parsers instead.
struct SyntaxError: Error {
    var diagnostic: Diagnostic

    init(_ message: String, at range: SourceRange, notes: [Diagnostic] = []) {
        diagnostic = .error(message, at: range, notes: notes)
    }
}
