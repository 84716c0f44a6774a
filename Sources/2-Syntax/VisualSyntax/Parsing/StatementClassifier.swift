/// What kind of statement a line starts, decided from its first characters.
enum StatementKind: Equatable {
    case setting(SettingKind)
    case metric
    case view
    /// `mask VIEW…`
    case mask
    case row
    case vfl
    case visually
    case centering
    case layout
    case equation
    /// `NAME {`
    case blockOpening
    /// `}`
    case blockClosing
    case unknown

    /// Only these continue over lines while a bracket is open (docs/format-file.md, "Files").
    var continuesWhileBracketOpen: Bool { self == .layout || self == .visually }
}

/// Tells statements apart by their first word, before any parser runs.
///
/// Classifying first keeps each parser to one language, and lets the splitter know which
/// statements may continue on the next line.
enum StatementClassifier {
    private static let keywords: [String: StatementKind] = [
        "canvas": .setting(.canvas), "padding": .setting(.padding), "spacing": .setting(.spacing),
        "safe-area": .setting(.safeArea), "margins": .setting(.margins), "rows": .setting(.rowSpacing),
        "direction": .setting(.direction), "metric": .metric, "view": .view, "layout": .layout,
        "mask": .mask,
    ]

    /// The kind of statement `code` (one line's code) starts.
    ///
    /// The order of the tests matters: what follows the first word decides before the word
    /// itself, so a view may be called `view` or `canvas` (`view.top == …`, `view {`).
    static func classify(_ code: [Character]) -> StatementKind {
        let line = FirstWord(code)
        guard let first = line.firstCharacter else { return .unknown }
        if first == "}" { return .blockClosing }
        // Rule of the contract: a row begins with `[` or `|` …
        if first == "[" || first == "|" { return .row }
        guard let word = line.word else { return .unknown }
        switch line.characterAfterWord {
        case ":"?:
            if word == "H" || word == "V" { return .vfl }
            // … or with `LABEL:` directly followed by `[` or `|`, LABEL not H or V.
            let afterColon = line.character(afterWord: 1)
            return afterColon == "[" || afterColon == "|" ? .row : .unknown
        case "("?:
            if word == "H" || word == "V" { return .visually }
            return CenteringFunction(rawValue: word) != nil ? .centering : .unknown
        case "."?:
            return .equation
        default:
            if line.restAfterWordIs("{") { return .blockOpening }
            let isSafeArea = line.isSafeArea
            let keyword = isSafeArea ? "safe-area" : word
            let afterKeyword = line.character(afterWord: isSafeArea ? "-area".count : 0)
            guard afterKeyword == nil || afterKeyword!.isWhitespaceFast else { return .unknown }
            return keywords[keyword] ?? .unknown
        }
    }

    /// True when `code` clearly starts a statement of its own, which a continued statement
    /// (`layout`, `H(`) with an unclosed bracket should not swallow.
    ///
    /// Stricter than `classify`: a word only counts with what must follow it (`view NAME`,
    /// `padding 10`), so a continuation line of a Visually chain that happens to begin with a
    /// view called `view` is not mistaken for a declaration. This only matters for broken
    /// files: it keeps one missing bracket from hiding the errors of the rest of the file.
    /// A lone `}` can close a layout dictionary, but never belongs to a Visually chain: there it
    /// closes the enclosing block. Likewise a row.
    static func startsNewStatement(_ code: [Character], continuing continued: StatementKind) -> Bool {
        let kind = classify(code)
        let line = FirstWord(code)
        let keywordEnd = line.start + (line.isSafeArea ? "safe-area".count : line.wordLength)
        var nextIndex = keywordEnd
        while nextIndex < code.count, code[nextIndex].isWhitespaceFast { nextIndex += 1 }
        let isSeparatedBySpace = nextIndex > keywordEnd
        let next: Character? = nextIndex < code.count ? code[nextIndex] : nil
        switch kind {
        case .vfl, .visually, .centering, .blockOpening:
            return true
        case .setting(.rowSpacing):
            return next == "|" || next == "["
        case .setting(.canvas):
            return next?.isASCIIDigit == true || next == "f"
        case .setting(.direction):
            return next == "l" || next == "r"
        case .setting:
            return next?.isASCIIDigit == true
        case .metric, .view, .layout, .mask:
            return isSeparatedBySpace && next?.isIdentifierStart == true
        case .blockClosing:
            return continued == .visually
        case .row:
            // `[` and `LABEL:[` cannot continue a Visually chain (a layout list may start with
            // `[`); a line starting with `|` can (`H(` then `|-a-|)` on the next line).
            return continued == .visually && line.firstCharacter != "|"
        case .equation, .unknown:
            return false
        }
    }
}

/// A line's first word and what follows it.
private struct FirstWord {
    let code: [Character]
    /// Index of the first non-whitespace character.
    let start: Int
    /// The identifier at `start`, if one starts there.
    let word: String?
    /// The word's length in characters (0 without one): kept, as a string counts its
    /// characters anew each time it is asked.
    let wordLength: Int

    init(_ code: [Character]) {
        self.code = code
        var start = 0
        while start < code.count, code[start].isWhitespaceFast { start += 1 }
        self.start = start
        var end = start
        if start < code.count, code[start].isIdentifierStart {
            end += 1
            while end < code.count, code[end].isIdentifierContinuation { end += 1 }
            word = String(joining: code[start..<end])
        } else {
            word = nil
        }
        wordLength = end - start
    }

    var firstCharacter: Character? { start < code.count ? code[start] : nil }

    /// The character `offset` places after the end of the word.
    func character(afterWord offset: Int) -> Character? {
        let index = start + wordLength + offset
        return index >= 0 && index < code.count ? code[index] : nil
    }

    var characterAfterWord: Character? { character(afterWord: 0) }

    /// `safe-area` is the only keyword with a dash.
    var isSafeArea: Bool {
        word == "safe" && (0..<5).map { character(afterWord: $0) } == Array("-area").map { $0 }
    }

    /// True when, after the word, there is only `text` (spaces around it allowed).
    /// Stops at the first character that differs: most lines asked (declarations) differ
    /// in the first, and copying their rest to compare it cost more than classifying them.
    func restAfterWordIs(_ text: String) -> Bool {
        var expected = text.filter { !$0.isWhitespaceFast }[...]
        for character in code[(start + wordLength)...] where !character.isWhitespaceFast {
            guard let next = expected.popFirst(), next == character else { return false }
        }
        return expected.isEmpty
    }
}
