/// Sends each statement to the parser of its language.
struct StatementParser {
    /// Every metric name of the file, wherever defined: VFL and Visually need them to tell a
    /// metric from a view (see `VFLParser`, `VisuallyParser`).
    let metricNames: Set<String>

    /// The statement, or nil when it has an error; every problem found goes to `diagnostics`.
    func parse(_ statement: SplitStatement, diagnostics: inout [Diagnostic]) -> Statement? {
        do {
            return try parseOrThrow(statement, diagnostics: &diagnostics)
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    private func parseOrThrow(_ statement: SplitStatement, diagnostics: inout [Diagnostic]) throws(SyntaxError) -> Statement {
        let text = statement.text
        switch statement.kind {
        case .setting(let kind):
            var parser = SettingParser(text)
            return .setting(try parser.parse(kind))
        case .metric:
            var parser = DeclarationParser(text)
            return .metric(try parser.parseMetric())
        case .view:
            var parser = DeclarationParser(text)
            return .view(try parser.parseView())
        case .mask:
            var parser = DeclarationParser(text)
            return .mask(try parser.parseMask())
        case .row:
            var parser = RowParser(text)
            return .row(try parser.parseRow())
        case .vfl:
            var parser = VFLParser(text, metricNames: metricNames)
            defer { diagnostics += parser.diagnostics }
            return .vfl(try parser.parse())
        case .visually:
            var parser = VisuallyParser(text, metricNames: metricNames)
            return .visually(try parser.parse())
        case .centering:
            var parser = CenteringParser(text)
            return .centering(try parser.parse())
        case .layout:
            var parser = LayoutDictionaryParser(text)
            // Keep the problems found before a fatal one (a duplicate key, then an unclosed brace).
            defer { diagnostics += parser.diagnostics }
            return .layout(try parser.parse())
        case .equation:
            var parser = EquationParser(text)
            return .equation(try parser.parse())
        case .unknown:
            throw Self.unknownStatement(text)
        case .blockOpening, .blockClosing:
            preconditionFailure("blocks are assembled by FormatFileParser")
        }
    }

    /// `unknown statement 'foo'`, with a hint for the near misses that are easy to make.
    private static func unknownStatement(_ text: StatementText) -> SyntaxError {
        var scanner = Scanner(text)
        scanner.skipWhitespace()
        guard let word = scanner.scanIdentifier() else {
            return SyntaxError("unexpected \(scanner.currentDescription) at the start of a statement",
                               at: scanner.currentRange)
        }
        scanner.skipWhitespace()
        let next = scanner.current
        if (word.text == "H" || word.text == "V"), next == "(" || next == ":" {
            return SyntaxError("write '\(word)\(next!)' without a space", at: word.range)
        }
        // Apple's own guide shows this slip (`V|[backgroundBox]|`): a VFL line without its colon.
        if (word.text == "H" || word.text == "V"), next == "|" || next == "[" {
            return SyntaxError("expected ':' after '\(word)' to start an Apple VFL line, as in '\(word):|[view]|', "
                               + "found \(scanner.currentDescription)", at: scanner.currentRange)
        }
        if next == ":" {
            scanner.advance()
            scanner.skipWhitespace()
            if scanner.current == "[" || scanner.current == "|" {
                return SyntaxError("a row label must be directly followed by '[' or '|', as in '\(word):[view]'",
                                   at: word.range)
            }
        }
        if next == "{" {
            return SyntaxError("a container block's statements start on the line after '\(word) {'", at: word.range)
        }
        return SyntaxError("unknown statement '\(word)'", at: word.range)
    }
}
