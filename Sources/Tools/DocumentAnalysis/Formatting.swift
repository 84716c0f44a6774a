import VisualSyntax

extension DocumentAnalysis {
    /// The file re-indented: each statement by `indent` per nested block it is in, a block's
    /// `}` like its opening line, the continuation lines of a `layout` or `H(…)` moved with
    /// their first line, comment lines like the statements around them, trailing spaces
    /// removed. Nothing else changes: words, spacing inside lines and comments stay as written.
    ///
    /// Nil when formatting is not safe: the file has syntax errors (what a broken line means
    /// is unknown), or the re-indented text does not read back as the same statements (its
    /// syntax tree, printed canonically, differs). The text itself when it is already formatted.
    public func formatted(indent: String) -> String? {
        guard !hasSyntaxErrors else { return nil }
        var plan = IndentPlan(lineCount: source.lines.count)
        plan.add(file.root, depth: 0)
        var output: [String] = []
        var statementShift = 0
        for (index, line) in source.lines.enumerated() {
            let number = index + 1
            let body = line.drop { $0 == " " || $0 == "\t" }
            let oldIndent = line.count - body.count
            let trimmed = String(body.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            switch plan.roles[index] {
            case .statementStart(let depth):
                let newIndent = String(repeating: indent, count: depth)
                statementShift = newIndent.count - oldIndent
                output.append(trimmed.isEmpty ? "" : newIndent + trimmed)
            case .blockEnd(let depth):
                output.append(String(repeating: indent, count: depth) + trimmed)
            case .continuation:
                let keptIndent = String(line.prefix(oldIndent))
                let shifted = statementShift >= 0
                    ? String(repeating: " ", count: statementShift) + keptIndent
                    : String(keptIndent.dropFirst(min(-statementShift, keptIndent.count)))
                output.append(trimmed.isEmpty ? "" : shifted + trimmed)
            case .other:
                // A blank line or a comment: indented like the statements of the block it is in.
                let depth = plan.blockDepth(at: number)
                output.append(trimmed.isEmpty ? "" : String(repeating: indent, count: depth) + trimmed)
            }
        }
        // Line ends as the file has them (the first one's kind), and a last one if it had one.
        let newline = source.text.contains("\r\n") ? "\r\n" : "\n"
        let ending = source.endsWithLineBreak ? newline : ""
        let text = output.joined(separator: newline) + ending
        let reread = FormatFileParser.parse(SourceFile(name: source.name, text: text))
        guard !reread.diagnostics.containsErrors, reread.file.description == file.description else { return nil }
        return text
    }
}

/// What each line of a file is, for re-indenting it.
private struct IndentPlan {
    enum Role {
        /// The first line of a statement (or a block's `NAME {`), inside `depth` blocks.
        case statementStart(depth: Int)
        /// A block's closing `}`, at its opening line's depth.
        case blockEnd(depth: Int)
        /// A later line of a statement that continues over lines.
        case continuation
        /// Blank, or only a comment.
        case other
    }

    var roles: [Role]
    /// Each block's lines strictly between its `{` and `}`, and the depth of its statements.
    private var blocks: [(lines: ClosedRange<Int>, depth: Int)] = []

    init(lineCount: Int) {
        roles = Array(repeating: .other, count: lineCount)
    }

    mutating func add(_ container: Container, depth: Int) {
        for statement in container.statements {
            let range = statement.range
            set(range.start.line, .statementStart(depth: depth))
            if case .container(let block) = statement {
                set(block.range.end.line, .blockEnd(depth: depth))
                if block.range.end.line - block.range.start.line >= 2 {
                    blocks.append(((block.range.start.line + 1)...(block.range.end.line - 1), depth + 1))
                }
                add(block, depth: depth + 1)
            } else if range.end.line > range.start.line {
                for line in (range.start.line + 1)...range.end.line { set(line, .continuation) }
            }
        }
    }

    /// The depth of the innermost block whose inside holds `line`; 0 outside every block.
    func blockDepth(at line: Int) -> Int {
        blocks.filter { $0.lines.contains(line) }.map(\.depth).max() ?? 0
    }

    private mutating func set(_ line: Int, _ role: Role) {
        if roles.indices.contains(line - 1) { roles[line - 1] = role }
    }
}
