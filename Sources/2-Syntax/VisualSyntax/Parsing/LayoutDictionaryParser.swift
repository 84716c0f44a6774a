import TextFormats
/// Parses `layout NAME DICT`: one VBAutolayout 2.0.1 layout dictionary (docs/semantics.md 3.1),
/// possibly over several lines.
///
/// Both the short keys of the contract (`Top`, `Item`, `Constant`) and the library's constant
/// names (`VBAutolayoutAttributeTop`, `VBAutolayoutItem`, `VBAutolayoutConstant`) are keys,
/// and Objective-C literals (`@{ }`, `@[ ]`, `@"…"`, `self.view`) are accepted, so that the
/// argument of `addSubview:withLayout:` can be pasted as it is.
///
/// Constants stay raw strings; only their priority is checked here, because VBAutolayout
/// turns unreadable text (`"abc"`, `"@0"`) into priority 0, which Auto Layout rejects.
struct LayoutDictionaryParser {
    private var scanner: Scanner
    /// Problems that do not stop the statement (duplicate keys, bad priorities, empty lists
    /// and dictionaries).
    private(set) var diagnostics: [Diagnostic] = []

    init(_ text: StatementText) {
        scanner = Scanner(text)
    }

    mutating func parse() throws(SyntaxError) -> LayoutStatement {
        let start = scanner.passKeyword("layout")
        let name = try scanner.expectIdentifier("a view name after 'layout'")
        scanner.skipWhitespace()
        let dictionaryStart = scanner.index
        _ = scanner.consume("@")
        guard scanner.current == "{" else {
            throw scanner.expected("a layout dictionary '{…}' after 'layout \(name)'")
        }
        let entries = try parseDictionary(of: name.text)
        if entries.isEmpty, diagnostics.isEmpty {
            diagnostics.append(.warning("empty layout dictionary makes no constraint",
                                        at: scanner.range(from: dictionaryStart)))
        }
        try scanner.expectEnd(after: "the layout dictionary")
        return LayoutStatement(view: ViewName(name.text, range: name.range), entries: entries,
                               range: scanner.range(from: start))
    }

    // MARK: The dictionary

    /// `{KEY: spec, …}`, a trailing comma allowed.
    private mutating func parseDictionary(of viewName: String) throws(SyntaxError) -> [LayoutEntry] {
        scanner.openBracket(closer: "}", what: "the layout of '\(viewName)'")
        var entries: [LayoutEntry] = []
        scanner.skipWhitespace()
        while scanner.current != "}", !scanner.isAtEnd {
            let entry = try parseEntry()
            if let first = entries.first(where: { $0.key == entry.key }) {
                diagnostics.append(.error("duplicate key '\(entry.key)' in the layout of '\(viewName)'",
                                          at: entry.keyRange,
                                          notes: [.note("'\(entry.key)' first written here", at: first.keyRange)]))
            } else {
                entries.append(entry)
            }
            guard scanner.consumeItemSeparator() else { break }
        }
        try scanner.expectClosingBracket()
        return entries
    }

    /// `KEY: spec`.
    private mutating func parseEntry() throws(SyntaxError) -> LayoutEntry {
        let start = scanner.index
        let (keyName, keyRange) = try parseKey("a layout key such as 'Top'")
        guard let key = LayoutKey.allCases.first(where: { $0.rawValue == keyName || $0.libraryName == keyName }) else {
            let keys = LayoutKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw SyntaxError("unknown layout key '\(keyName)'; expected one of \(keys)", at: keyRange)
        }
        try expectColon(after: keyName)
        let specs: [LayoutSpec]
        let isList: Bool
        _ = scanner.consume("@")
        if scanner.current == "[" {
            specs = try parseList(for: key)
            isList = true
            if specs.isEmpty {
                diagnostics.append(.warning("empty list for '\(key)' makes no constraint", at: scanner.range(from: start)))
            }
        } else {
            specs = [try parseSpec()]
            isList = false
        }
        return LayoutEntry(key: key, keyRange: keyRange, specs: specs, isList: isList, range: scanner.range(from: start))
    }

    /// A key: a name, or a quoted name (`"Top"`, `@"Top"`).
    private mutating func parseKey(_ what: String) throws(SyntaxError) -> (String, SourceRange) {
        if let string = try scanner.scanStringLiteral(allowingObjectiveC: true) {
            return (string.value, string.range)
        }
        let name = try scanner.expectIdentifier(what)
        return (name.text, name.range)
    }

    private mutating func expectColon(after key: String) throws(SyntaxError) {
        scanner.skipWhitespace()
        guard scanner.consume(":") else { throw scanner.expected("':' after '\(key)'") }
        scanner.skipWhitespace()
    }

    /// `[spec, …]`, a trailing comma allowed.
    private mutating func parseList(for key: LayoutKey) throws(SyntaxError) -> [LayoutSpec] {
        scanner.openBracket(closer: "]", what: "the list of '\(key)'")
        var specs: [LayoutSpec] = []
        scanner.skipWhitespace()
        while scanner.current != "]", !scanner.isAtEnd {
            specs.append(try parseSpec())
            guard scanner.consumeItemSeparator() else { break }
        }
        try scanner.expectClosingBracket()
        return specs
    }

    // MARK: Specs

    /// `"const"` or `{Item: NAME, Constant: "const"}` (the `@` of `@{` may already be read).
    private mutating func parseSpec() throws(SyntaxError) -> LayoutSpec {
        let start = scanner.index
        if let constant = try parseConstantIfAny() {
            return LayoutSpec(item: nil, constant: constant, isItemDictionary: false, range: constant.range)
        }
        _ = scanner.consume("@")
        guard scanner.current == "{" else {
            if let number = try scanner.scanNumber(allowingSign: true) {
                throw SyntaxError("a layout constant is a string: write \"\(number.text)\"", at: number.range)
            }
            throw scanner.expected("a constant string or an item dictionary '{Item: …, Constant: …}'")
        }
        scanner.openBracket(closer: "}", what: "the item dictionary")
        var item: ViewName?
        var itemKeyRange: SourceRange?
        var constant: LayoutConstant?
        var constantKeyRange: SourceRange?
        scanner.skipWhitespace()
        while scanner.current != "}", !scanner.isAtEnd {
            let (keyName, keyRange) = try parseKey("'Item' or 'Constant'")
            switch keyName {
            case "Item", "VBAutolayoutItem":
                try expectColon(after: keyName)
                if let first = itemKeyRange { duplicate(keyName, at: keyRange, first: first) }
                item = try parseItemName()
                itemKeyRange = keyRange
            case "Constant", "VBAutolayoutConstant":
                try expectColon(after: keyName)
                if let first = constantKeyRange { duplicate(keyName, at: keyRange, first: first) }
                guard let value = try parseConstantIfAny() else {
                    if let number = try scanner.scanNumber(allowingSign: true) {
                        throw SyntaxError("a layout constant is a string: write \"\(number.text)\"", at: number.range)
                    }
                    throw scanner.expected("a constant string such as \"10\"")
                }
                constant = value
                constantKeyRange = keyRange
            default:
                throw SyntaxError("unknown key '\(keyName)' in an item dictionary; expected 'Item' or 'Constant'",
                                  at: keyRange)
            }
            guard scanner.consumeItemSeparator() else { break }
        }
        try scanner.expectClosingBracket()
        return LayoutSpec(item: item, constant: constant, isItemDictionary: true, range: scanner.range(from: start))
    }

    private mutating func duplicate(_ key: String, at range: SourceRange, first: SourceRange) {
        diagnostics.append(.error("duplicate key '\(key)' in an item dictionary", at: range,
                                  notes: [.note("'\(key)' first written here", at: first)]))
    }

    /// `NAME` or `self.NAME` (pasted Objective-C).
    private mutating func parseItemName() throws(SyntaxError) -> ViewName {
        var name = try scanner.expectIdentifier("a view name after 'Item:'")
        if name.text == "self", scanner.current == "." {
            scanner.advance()
            name = try scanner.expectIdentifier("a view name after 'self.'")
        }
        return ViewName(name.text, range: name.range)
    }

    /// A quoted constant, checked for the priority VBAutolayout will give it and for a
    /// number out of range (as VBAutolayout reads it, or as the text seems to say).
    private mutating func parseConstantIfAny() throws(SyntaxError) -> LayoutConstant? {
        guard let string = try scanner.scanStringLiteral(allowingObjectiveC: true) else { return nil }
        let constant = LayoutConstant(text: string.value, range: string.range)
        let reading = constant.reading
        let magnitudes = [reading.constant, reading.apparentValue?.constant ?? 0].map(abs)
        guard magnitudes.allSatisfy({ $0 <= NumberLiteral.maximumMagnitude }) else {
            throw SyntaxError(NumberLiteral.outOfRangeMessage("the constant of \(string)"), at: string.range)
        }
        let priority = reading.priority
        if !PrioritySyntax.validRange.contains(priority) {
            let reason = priority == 0 ? "which Auto Layout does not allow" : "outside Auto Layout's 1 to 1000"
            diagnostics.append(.error(
                "VBAutolayout reads \(string) with priority \(NumberText.exact(priority)), \(reason)",
                at: string.range))
        }
        return constant
    }
}
