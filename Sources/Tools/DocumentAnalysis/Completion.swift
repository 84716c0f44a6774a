import VisualSyntax

/// One word an editor may offer at the cursor.
public struct CompletionCandidate: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A statement's first word (`canvas`, `H:`, `centerInSuperview(`).
        case statement
        case view
        case metric
        /// A view kind of a `view` statement.
        case viewKind
        /// An attribute of a `view` statement (`font`, `hug`) or of an equation (`.top`).
        case attribute
        /// A value of an attribute or setting (`bold`, `rtl`, `fit`, a priority name).
        case value
    }

    public var label: String
    public var kind: Kind
    public var detail: String?

    public init(_ label: String, _ kind: Kind, detail: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
    }
}

extension DocumentAnalysis {
    /// The first words of statements, in the order docs/format-file.md lists them.
    static let statementWords = ["canvas", "padding", "spacing", "metric", "safe-area", "margins", "view",
                                 "direction", "rows", "layout", "mask", "H:", "V:", "H(", "V("]
        + CenteringFunction.allCases.map { $0.rawValue + "(" }

    /// The keys of a `layout` dictionary (the short spelling).
    static let layoutKeys = ["Top", "Bottom", "Leading", "Trailing", "Width", "Height", "CenterX", "CenterY",
                             "Item", "Constant"]

    /// The attributes a `view` statement takes after its kind and text.
    static let viewAttributes = ["hug", "resist", "font", "lines", "align", "on", "off"]

    /// What may be typed at `location`, decided from the text of its line before it: at the
    /// start of a line the statements and the view names; in a `view` statement the kinds,
    /// then the attributes and their values; in a `layout` dictionary (on any of its lines)
    /// its keys and the views;
    /// after `name.` an equation's attributes; after
    /// `@` or `~` the priority names and metrics; elsewhere the view and metric names.
    /// Candidates start with the word being typed (ignoring case).
    public func completions(at location: SourceLocation) -> [CompletionCandidate] {
        let line = Array(source.line(location.line) ?? "")
        let cursor = min(max(location.column - 1, 0), line.count)
        var wordStart = cursor
        // A word is an identifier: `-` is VFL's connection, not part of a name.
        while wordStart > 0, line[wordStart - 1].isLetter || line[wordStart - 1].isNumber || line[wordStart - 1] == "_" {
            wordStart -= 1
        }
        let typed = String(line[wordStart..<cursor]).lowercased()
        let before = String(line[..<wordStart])
        let offered = isInsideLayoutDictionary(location) ? layoutCandidates : candidates(after: before)
        return offered.filter { $0.label.lowercased().hasPrefix(typed) }
    }

    /// True on a later line of a `layout` statement written over several lines, whose own
    /// text does not say it is one.
    private func isInsideLayoutDictionary(_ location: SourceLocation) -> Bool {
        func search(_ container: Container) -> Bool {
            container.statements.contains { statement in
                switch statement {
                case .layout(let layout):
                    layout.range.start.line < location.line && location <= layout.range.end
                case .container(let nested):
                    search(nested)
                default:
                    false
                }
            }
        }
        return search(file.root)
    }

    /// VBAutolayout's keys and the views an `Item` may name.
    private var layoutCandidates: [CompletionCandidate] {
        Self.layoutKeys.map { CompletionCandidate($0, .attribute) } + viewNames.map { CompletionCandidate($0, .view) }
    }

    private func candidates(after before: String) -> [CompletionCandidate] {
        let words = before.split(whereSeparator: \.isWhitespace).map(String.init)
        let views = viewNames.map { CompletionCandidate($0, .view) }
        let metrics = metricNames.map { name in
            CompletionCandidate(name, .metric, detail: file.names.metric(named: name).map { "= \($0.value.text)" })
        }
        guard let first = words.first else {
            return Self.statementWords.map { CompletionCandidate($0, .statement) } + views
        }
        if before.last == "." {
            return LayoutAttribute.allCases.map { CompletionCandidate($0.rawValue, .attribute) }
        }
        if let last = before.last(where: { !$0.isWhitespace }), last == "@" || last == "~" {
            return NamedPriority.allCases.map { CompletionCandidate($0.rawValue, .value, detail: "= \(Int($0.value))") }
                + metrics
        }
        switch first {
        case "view":
            return viewStatementCandidates(words)
        case "direction" where words.count == 1:
            return ["ltr", "rtl"].map { CompletionCandidate($0, .value) }
        case "canvas":
            return [CompletionCandidate("fit", .value)]
        case "layout" where words.count > 1:
            return layoutCandidates
        case "metric", "padding", "spacing", "safe-area", "margins":
            return []
        default:
            return views + metrics
        }
    }

    private func viewStatementCandidates(_ words: [String]) -> [CompletionCandidate] {
        switch (words.count, words.last) {
        // `view NAME`: the views that have no `view` statement yet.
        case (1, _): return file.names.views.filter { !$0.isSpacer && $0.declaration == nil }.map { CompletionCandidate($0.name, .view) }
        case (2, _): return ViewKind.allCases.map { CompletionCandidate($0.rawValue, .viewKind) }
        case (_, "align"?): return TextAlignment.allCases.map { CompletionCandidate($0.rawValue, .value) }
        case (_, "font"?), (_, "lines"?), (_, "hug"?), (_, "resist"?): return []
        default:
            let weights = words.dropLast().last == "font"
                ? FontWeight.allCases.map { CompletionCandidate($0.rawValue, .value) } : []
            let written = Set(words.dropFirst(2))
            return weights + Self.viewAttributes.filter { !written.contains($0) }.map { CompletionCandidate($0, .attribute) }
        }
    }
}
