/// One statement's text and kind, as cut from the file.
struct SplitStatement {
    var kind: StatementKind
    var text: StatementText
}

/// Cuts a file into statements: one per line, except that `layout` and `H(`/`V(` continue on
/// the following lines while a bracket is open.
///
/// Comments and blank lines are dropped here, so parsers only see code.
enum StatementSplitter {
    static func split(_ source: SourceFile) -> [SplitStatement] {
        let codes = source.lines.map(CommentStripper.code)
        var statements: [SplitStatement] = []
        var next = 0
        while next < codes.count {
            let code = codes[next]
            let lineNumber = next + 1
            next += 1
            if code.characters.allSatisfy(\.isWhitespaceFast) { continue }
            let kind = StatementClassifier.classify(code.characters)
            var text = StatementText(line: lineNumber, code: code)
            if kind.continuesWhileBracketOpen {
                var brackets = BracketTracker()
                brackets.feed(code.characters)
                // An unclosed bracket would take the rest of the file; a line that clearly
                // starts a statement of its own ends the continuation (the parser then reports
                // the unclosed bracket where it was opened).
                while !brackets.isBalanced, next < codes.count, 
                      !StatementClassifier.startsNewStatement(codes[next].characters, continuing: kind) {
                    text.appendLine(next + 1, code: codes[next])
                    brackets.feed(codes[next].characters)
                    next += 1
                }
            }
            statements.append(SplitStatement(kind: kind, text: text))
        }
        return statements
    }
}
