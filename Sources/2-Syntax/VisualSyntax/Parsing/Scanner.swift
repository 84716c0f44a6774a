/// A cursor over one statement's characters.
///
/// The statement languages of the file (RQVisual rows, Apple VFL, Visually, layout
/// dictionaries, equations) tokenise differently — `-8-` is three tokens in a row and one
/// operator pair in Visually, whitespace is an error in a row and free elsewhere — so there is
/// no shared token stream. Each parser reads characters through a `Scanner` and uses the
/// shared token helpers (`Scanner+Tokens.swift`) for the pieces all languages agree on.
struct Scanner {
    let text: StatementText
    private(set) var index = 0

    init(_ text: StatementText) {
        self.text = text
    }

    var isAtEnd: Bool { index >= text.count }

    /// The character under the cursor; nil at the end.
    var current: Character? { peek() }

    /// The character `offset` places after the cursor; nil past the end.
    func peek(_ offset: Int = 0) -> Character? {
        let position = index + offset
        return position >= 0 && position < text.count ? text.characters[position] : nil
    }

    mutating func advance(_ count: Int = 1) {
        index = min(index + count, text.count)
    }

    /// Passes a statement's keyword, already recognised by the classifier (`metric`, `view`,
    /// `layout`), and the whitespace around it; returns where the statement starts.
    mutating func passKeyword(_ keyword: String) -> Int {
        skipWhitespace()
        let start = index
        advance(keyword.count)
        skipWhitespace()
        return start
    }

    /// Moves back to an earlier position (to undo a look-ahead).
    mutating func reset(to position: Int) {
        index = position
    }

    var isAtWhitespace: Bool { current?.isWhitespaceFast ?? false }

    /// Skips spaces, tabs and the line breaks of a continued statement.
    mutating func skipWhitespace() {
        if let bytes = text.asciiBytes {  // the same test on the same characters, as bytes
            while index < bytes.count, bytes[index].isASCIIWhitespace { index += 1 }
            return
        }
        while isAtWhitespace { advance() }
    }

    func isLooking(at string: String) -> Bool {
        var offset = 0
        for character in string {
            guard peek(offset) == character else { return false }
            offset += 1
        }
        return true
    }

    /// Consumes `character` if it is next.
    mutating func consume(_ character: Character) -> Bool {
        guard current == character else { return false }
        advance()
        return true
    }

    /// Consumes `string` if it comes next, character for character.
    mutating func consume(_ string: String) -> Bool {
        guard isLooking(at: string) else { return false }
        advance(string.count)
        return true
    }

    /// True if `character` occurs at the cursor or later in the statement.
    func occursAhead(_ character: Character) -> Bool {
        text.characters[index...].contains(character)
    }

    // MARK: Positions

    var location: SourceLocation { text.location(at: index) }

    /// The range from `start` to the cursor.
    func range(from start: Int) -> SourceRange {
        text.range(from: start, to: index)
    }

    func range(from start: Int, to end: Int) -> SourceRange {
        text.range(from: start, to: end)
    }

    /// The character under the cursor, or a point at the end of the statement.
    var currentRange: SourceRange {
        text.range(from: index, to: min(index + 1, text.count))
    }

    /// The characters `start..<end` as a string.
    func string(from start: Int, to end: Int) -> String {
        text.string(from: start, to: end)
    }

    // MARK: Brackets

    /// A bracket the parser is inside of, with what it encloses (for messages).
    struct OpenBracket {
        let index: Int
        let closer: Character
        let what: String
    }

    /// The brackets opened and not yet closed, innermost last.
    private(set) var openBrackets: [OpenBracket] = []

    /// Records that the bracket at `index` (already consumed) encloses `what` until `closer`.
    mutating func enterBracket(openedAt index: Int, closer: Character, what: String) {
        openBrackets.append(OpenBracket(index: index, closer: closer, what: what))
    }

    /// Consumes the opening bracket under the cursor and records it (`enterBracket`); returns
    /// where it stands.
    @discardableResult
    mutating func openBracket(closer: Character, what: String) -> Int {
        let open = index
        advance()
        enterBracket(openedAt: open, closer: closer, what: what)
        return open
    }

    /// After an item of a bracketed list (a trailing comma allowed): consumes the comma and
    /// the whitespace around it; false when no comma follows, where the list must end.
    mutating func consumeItemSeparator() -> Bool {
        skipWhitespace()
        guard consume(",") else { return false }
        skipWhitespace()
        return true
    }

    /// Consumes the closer of the innermost open bracket.
    ///
    /// When the bracket is never closed in the statement, the error is reported at the
    /// opening bracket, as the contract demands (`expected ']' to close view 'label'`); when
    /// the closer does come later, something unexpected stands in its way and is reported
    /// where it is.
    mutating func expectClosingBracket() throws(SyntaxError) {
        guard let bracket = openBrackets.last else { preconditionFailure("no bracket is open") }
        if consume(bracket.closer) {
            openBrackets.removeLast()
            return
        }
        if occursAhead(bracket.closer) {
            throw SyntaxError("expected '\(bracket.closer)' to close \(bracket.what), found \(currentDescription)",
                              at: currentRange)
        }
        throw unclosed(bracket)
    }

    private func unclosed(_ bracket: OpenBracket) -> SyntaxError {
        SyntaxError("expected '\(bracket.closer)' to close \(bracket.what)",
                    at: range(from: bracket.index, to: bracket.index + 1))
    }

    // MARK: Errors

    /// How the current character is named in a message: `'x'`, `space`, `end of line`,
    /// `U+007F` for one that would not show (see `Character.quotedForMessage`).
    var currentDescription: String {
        current?.quotedForMessage ?? "end of line"
    }

    /// `message` at the cursor — unless the statement has ended inside a bracket: then the
    /// real problem is the unclosed bracket, reported where it was opened.
    func error(_ message: String) -> SyntaxError {
        if isAtEnd, let bracket = openBrackets.last {
            return unclosed(bracket)
        }
        return SyntaxError(message, at: currentRange)
    }

    /// `expected \(what), found 'x'` at the cursor.
    func expected(_ what: String) -> SyntaxError {
        error("expected \(what), found \(currentDescription)")
    }

    /// `unexpected 'x' in \(context)` at the cursor.
    func unexpected(in context: String) -> SyntaxError {
        error("unexpected \(currentDescription) in \(context)")
    }

    /// Fails unless the whole statement has been read (trailing whitespace allowed).
    mutating func expectEnd(after what: String) throws(SyntaxError) {
        skipWhitespace()
        guard isAtEnd else {
            throw SyntaxError("unexpected \(currentDescription) after \(what)", at: currentRange)
        }
    }

    /// The position of the next `character` at or after the cursor.
    func nextIndex(of character: Character) -> Int? {
        text.characters[index...].firstIndex(of: character)
    }
}
