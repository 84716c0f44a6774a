import VisualSyntax

/// Reads what UIKit and AppKit print when constraints conflict: the constraint
/// descriptions (`<NSLayoutConstraint:0x… UILabel:0x…'title'.leading == … (active)>`), in
/// whatever text surrounds them (timestamps, process prefixes, quotes and commas of the
/// list, `po` output), and the "Will attempt to recover by breaking constraint" line.
///
/// A description it cannot read is a warning at its line and column; the rest still reads.
public enum AutoLayoutLogReader {
    public static func read(text: String, name: String) -> AutoLayoutLog {
        let source = SourceFile(name: name, text: text)
        var state = ReadState()
        var expectsBroken = false
        for (lineIndex, line) in source.lines.enumerated() {
            let characters = Array(line)
            let starts = constraintStarts(in: characters)
            let phrase = find("Will attempt to recover by breaking", in: characters)
            if phrase != nil { expectsBroken = true }
            for (n, start) in starts.enumerated() {
                let limit = n + 1 < starts.count ? starts[n + 1] : characters.count
                // The last `>` before the next description closes this one; none: cut short.
                var end = limit
                if let close = characters[start..<limit].lastIndex(of: ">") { end = close }
                var body = Array(characters[(start + 1)..<end])
                // Pasted in Markdown as `\<…\>`.
                if body.last == "\\" { body.removeLast() }
                let text = String(characters[start..<min(end + 1, characters.count)])
                let isBrokenLine = expectsBroken && (phrase == nil || start > phrase!)
                var parser = DescriptionParser(characters: body, firstColumn: start + 2)
                do {
                    let parsed = try parser.parse()
                    let index = state.add(parsed, text: text, line: lineIndex + 1, column: start + 1)
                    if isBrokenLine, state.broken == nil {
                        state.broken = index
                    }
                } catch {
                    state.diagnostics.append(.warning(
                        "cannot read this constraint: \(error.message)",
                        at: SourceRange(line: lineIndex + 1, column: error.column)))
                }
                if isBrokenLine { expectsBroken = false }
            }
        }
        return AutoLayoutLog(source: source, items: state.items, constraints: state.constraints,
                             broken: state.broken, diagnostics: state.diagnostics)
    }

    /// Where each constraint description starts: a `<` followed by a class whose name
    /// ends in `Constraint` and a colon.
    static func constraintStarts(in characters: [Character]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "<" {
                var end = index + 1
                while end < characters.count, characters[end].isClassNameCharacter { end += 1 }
                if end < characters.count, characters[end] == ":",
                   String(characters[(index + 1)..<end]).hasSuffix("Constraint") {
                    starts.append(index)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return starts
    }

    static func find(_ phrase: String, in characters: [Character]) -> Int? {
        let pattern = Array(phrase)
        guard characters.count >= pattern.count else { return nil }
        for start in 0...(characters.count - pattern.count)
        where characters[start..<(start + pattern.count)].elementsEqual(pattern) {
            return start
        }
        return nil
    }
}

/// What the reader has gathered so far.
struct ReadState {
    var items: [LogItem] = []
    var itemIndex: [String: Int] = [:]
    var constraints: [LogConstraint] = []
    var seen: [String: Int] = [:]
    var broken: Int?
    var diagnostics: [Diagnostic] = []
    var superviewCount = 0

    /// Adds a parsed description (or finds it, when the log repeats it) and returns its index.
    mutating func add(_ parsed: ParsedDescription, text: String, line: Int, column: Int) -> Int {
        let key = parsed.className + ":" + parsed.address + " " + parsed.bodyKey
        if let index = seen[key] { return index }
        // Resolve the items: names from `names:`, `|` the superview.
        var unnamedSuperview: String?
        func resolve(_ reference: ItemReference, near other: [ItemReference]) -> String {
            switch reference {
            case .item(let item):
                return register(item)
            case .name(let name):
                if let item = parsed.names[name] { return register(item) }
                return register(LogItem(id: name, className: name))
            case .superview:
                if let item = parsed.names["|"] { return register(item) }
                if let unnamedSuperview { return unnamedSuperview }
                superviewCount += 1
                let id = "superview\(superviewCount)"
                unnamedSuperview = register(LogItem(id: id, className: "superview"))
                return unnamedSuperview!
            }
        }
        var itemsInOrder: [String] = []
        let equations = parsed.equations.map { raw in
            func terms(_ list: [RawTerm]) -> [LogTerm] {
                list.map { term in
                    let id = resolve(term.item, near: [])
                    if !itemsInOrder.contains(id) { itemsInOrder.append(id) }
                    return LogTerm(item: id, attribute: term.attribute, coefficient: term.coefficient)
                }
            }
            let lhs = terms(raw.lhs)
            return LogEquation(lhs: lhs, relation: raw.relation, rhs: terms(raw.rhs), constant: raw.constant)
        }
        for (name, item) in parsed.names.sorted(by: { $0.key < $1.key }) where name != "|" {
            let id = register(item)
            if items[itemIndex[id]!].givenName == nil { items[itemIndex[id]!].givenName = name }
        }
        for item in parsed.sizeOnlyItems {
            let id = resolve(item, near: [])
            if !itemsInOrder.contains(id) { itemsInOrder.append(id) }
        }
        let constraint = LogConstraint(
            line: line, column: column, text: text, className: parsed.className,
            id: parsed.className + ":" + parsed.address, identifier: parsed.identifier,
            sourceLocation: parsed.sourceLocation, autoresizingMask: parsed.autoresizingMask,
            equations: equations, priority: parsed.priority, items: itemsInOrder)
        constraints.append(constraint)
        seen[key] = constraints.count - 1
        return constraints.count - 1
    }

    mutating func register(_ item: LogItem) -> String {
        if let index = itemIndex[item.id] {
            if items[index].label == nil, let label = item.label { items[index].label = label }
            return item.id
        }
        itemIndex[item.id] = items.count
        items.append(item)
        return item.id
    }
}

extension Character {
    var isClassNameCharacter: Bool {
        isLetter || isNumber || self == "_" || self == "." || self == "$"
    }
}
