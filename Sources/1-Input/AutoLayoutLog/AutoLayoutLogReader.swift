import VisualSyntax

/// Reads what UIKit and AppKit print when constraints conflict: the constraint
/// descriptions (`<NSLayoutConstraint:0x… UILabel:0x…'title'.leading == … (active)>`), in
/// whatever text surrounds them (timestamps, process prefixes, quotes and commas of the
/// list, `po` output), and the "Will attempt to recover by breaking constraint" line.
///
/// Every description of the log's list is a constraint, in order; the one named after
/// "Will attempt to recover by breaking constraint" is not (it repeats one of the list, or
/// names one the list does not hold). A description it cannot read is still a constraint,
/// with no equation, and a warning at its line and column, so that the indices of those
/// after it stay the log's own.
///
/// A log hard-wrapped at a fixed width, inside words and all (and inside a character, by a
/// tool that counts bytes), reads as the lines it was cut from (`CutLines`, `PastedBytes`),
/// also when it was then quoted in Markdown; its places stay those of the text as pasted.
public enum AutoLayoutLogReader {
    static let recoveryPhrase = "Will attempt to recover by breaking"

    public static func read(text: String, name: String) -> AutoLayoutLog {
        read(bytes: text.utf8, name: name)
    }

    /// Reads a log from its bytes as pasted: UTF-8, with a character that a cut at a fixed
    /// width split across two lines put back whole (`PastedBytes`); other bytes that are not
    /// UTF-8 read as `�`, with a warning.
    public static func read(bytes: some Collection<UInt8>, name: String) -> AutoLayoutLog {
        let pasted = PastedBytes(bytes)
        let source = SourceFile(name: name, text: pasted.text)
        let lines = source.lines.map(Array.init)
        var reading = Reading(lines)
        // A log hard-wrapped at a fixed width (counted in characters or in bytes, quoted in
        // Markdown after it was cut or not), read as the lines it was cut from when that
        // reads more of it, or as much unless every cut is a view's label holding a newline.
        // Of the ways to join it, the first that reads most, and of those the one that leaves
        // the fewest lines ending inside a label (a label's own newline is rarer than a cut
        // there that the other measure missed).
        let inBytes = { (line: [Character], index: Int) in pasted.byteWidth(of: line, at: index) }
        let inColumns = { (line: [Character], _: Int) in CutLines.width(line) }
        let isASCII = lines.allSatisfy { $0.allSatisfy(\.isASCII) } && pasted.cutInsideACharacter.isEmpty
        var best: Reading?
        // Unquoted first: a quoted log joined with its markers inside reads as much, but worse
        // (`(Name> s: '|':…` loses its names).
        for unquoting in [true, false] {
            for width in isASCII ? [inColumns] : [inColumns, inBytes] {
                guard let cut = CutLines(joining: lines, width: width, cutInsideACharacter: Set(pasted.cutInsideACharacter.keys),
                                         unquoting: unquoting)
                else { continue }
                let joined = Reading(cut.lines).placed(as: cut)
                guard joined.score > reading.score
                    || (joined.score == reading.score && !cut.cuts.isSubset(of: reading.labelNewlines)) else { continue }
                if best.map({ joined.preference > $0.preference }) ?? true {
                    best = joined
                }
            }
        }
        if let best { reading = best }
        var state = reading.state
        if let place = pasted.firstUndecodable {
            state.diagnostics.insert(.warning("bytes that are not UTF-8 text, read as '\u{FFFD}'",
                                              at: SourceRange(line: place.line, column: place.column)), at: 0)
        }
        return AutoLayoutLog(source: source, items: state.items, constraints: state.constraints,
                             broken: reading.broken, superviews: state.superviews, diagnostics: state.diagnostics)
    }

    /// The constraints of a log's lines, and how much of it they read.
    struct Reading {
        var state = ReadState()
        var broken: Int?
        /// The descriptions found, of them those the log names as broken, those that did not
        /// read, and those that read only joined at a line break UIKit did not print, or cut short.
        var found = 0, named = 0, unreadable = 0, partial = 0
        /// The lines that end inside a view's label which the next line goes on.
        var labelNewlines: Set<Int> = []

        init(_ lines: [[Character]]) {
            let found = LogDescription.all(in: lines)
            // The description at or after each recovery phrase is the one the log broke: on the
            // line the phrase ends or the next line that is not blank (after `<private>`, or a
            // post cut there, the next description already belongs to the next message's list).
            // A post wrapped at its spaces may break the phrase, and leave its last word,
            // `constraint`, on a line of its own.
            var named: [Int] = []
            for lineIndex in lines.indices {
                guard let end = recoveryPhraseEnd(in: lines, at: lineIndex) else { continue }
                let nextLine = lines[(end.line + 1)...].firstIndex { line in
                    !line.allSatisfy { $0.isWhitespace || $0 == ">" } && String(line).squeezingSpaces != "constraint"
                }
                if let next = found.firstIndex(where: { ($0.line, $0.column) >= (end.line + 1, end.column + 1) }),
                   found[next].line == end.line + 1 || found[next].line == nextLine.map({ $0 + 1 }),
                   !named.contains(next) {
                    named.append(next)
                }
            }
            for (index, description) in found.enumerated() where !named.contains(index) {
                let (reading, text, span) = description.parse()
                switch span {
                case .ownLine: break
                case .acrossALabelsNewline: labelNewlines.insert(description.line)
                case .acrossALineBreak, .cutShort: partial += 1
                }
                switch reading {
                case .success(let parsed):
                    state.add(parsed, description: description, text: text)
                case .failure(let failure):
                    state.addUnreadable(description)
                    state.diagnostics.append(.warning(
                        "cannot read this constraint: \(failure.message)",
                        at: SourceRange(line: description.line, column: failure.column)))
                    unreadable += 1
                }
            }
            // The first broken constraint the log names, found in the list by its text, else
            // by its address; one the list does not hold is none of its constraints.
            if let first = named.first {
                let brokenOne = found[first]
                broken = state.constraints.firstIndex { $0.text.squeezingSpaces == brokenOne.text.squeezingSpaces }
                    ?? state.constraints.firstIndex { $0.address == brokenOne.address && !$0.address.isEmpty }
            }
            self.found = found.count
            self.named = named.count
        }

        /// How much of the log it reads, higher is more: more broken constraints named, else
        /// more descriptions, else fewer that do not read, else fewer read in part (a
        /// description cut inside a `names:` list or a number may read joined at the line
        /// break, or cut short, but not as it was).
        var score: (Int, Int, Int, Int) { (named, found, -unreadable, -partial) }

        /// Between two ways to join a cut log: the score, then fewer lines ending inside a label.
        var preference: (Int, Int, Int, Int, Int) { (named, found, -unreadable, -partial, -labelNewlines.count) }

        /// Its places, read in the joined lines of `cut`, as pasted.
        func placed(as cut: CutLines) -> Reading {
            var placed = self
            for index in placed.state.constraints.indices {
                let constraint = placed.state.constraints[index]
                (placed.state.constraints[index].line, placed.state.constraints[index].column)
                    = cut.pasted(line: constraint.line, column: constraint.column)
            }
            for index in placed.state.diagnostics.indices {
                guard let range = placed.state.diagnostics[index].range else { continue }
                let start = cut.pasted(line: range.start.line, column: range.start.column)
                let length = range.end.line == range.start.line ? range.end.column - range.start.column : 1
                placed.state.diagnostics[index].range = SourceRange(line: start.line, column: start.column, length: length)
            }
            return placed
        }
    }

    /// Where each constraint description starts: a `<` followed by a class whose name
    /// ends in `Constraint` and a colon (a space between `<` and the class allowed). A post
    /// whose Markdown took the `<…>` away as an unknown tag keeps `"NSLayoutConstraint:0x… …",`
    /// or the bare description at the start of a line: those start at the quote, or at the
    /// class, when an address follows the colon.
    static func constraintStarts(in characters: [Character]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        let lineStart = characters.firstIndex { !$0.isWhitespace && $0 != ">" } ?? characters.count
        while index < characters.count {
            let isQuote = characters[index].plainPunctuation == "\""
            if isQuote || (index == lineStart && characters[index].isLetter),
               let end = bareDescriptionClassEnd(in: characters, from: isQuote ? index + 1 : index) {
                starts.append(index)
                index = end
                continue
            }
            if characters[index] == "<" {
                // `< NSLayoutConstraint:` as some posts retype it.
                var classStart = index + 1
                if classStart < characters.count, characters[classStart] == " " { classStart += 1 }
                var end = classStart
                while end < characters.count, characters[end].isClassNameCharacter { end += 1 }
                if end < characters.count, characters[end] == ":",
                   String(characters[classStart..<end]).hasSuffix("Constraint") {
                    starts.append(index)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return starts
    }

    /// The end of the class name when a description without its `<` starts at `start`:
    /// `NSLayoutConstraint:0x…` (or `: 0x…`); nil otherwise.
    static func bareDescriptionClassEnd(in characters: [Character], from start: Int) -> Int? {
        var end = start
        while end < characters.count, characters[end].isClassNameCharacter { end += 1 }
        guard end > start, end < characters.count, characters[end] == ":",
              String(characters[start..<end]).hasSuffix("Constraint") else { return nil }
        var address = end + 1
        if address < characters.count, characters[address] == " " { address += 1 }
        guard address + 1 < characters.count, characters[address] == "0", characters[address + 1] == "x" else { return nil }
        return end
    }

    /// Where the recovery phrase that starts on `lines[lineIndex]` ends (0-based line and
    /// column past it): on that line, or on the next when a wrap at one of its spaces broke it
    /// there. Nil when none starts there.
    static func recoveryPhraseEnd(in lines: [[Character]], at lineIndex: Int) -> (line: Int, column: Int)? {
        let line = lines[lineIndex]
        if let start = find(recoveryPhrase, in: line) { return (lineIndex, start + recoveryPhrase.count) }
        guard lineIndex + 1 < lines.count else { return nil }
        var head = line[...]
        while let last = head.last, last.isWhitespace { head.removeLast() }
        let next = lines[lineIndex + 1]
        let indent = next.prefix { $0.isWhitespace }.count
        let phrase = Array(recoveryPhrase)
        for space in phrase.indices where phrase[space] == " " {
            let tail = phrase[(space + 1)...]
            if head.suffix(space).elementsEqual(phrase[..<space]), next.dropFirst(indent).starts(with: tail) {
                return (lineIndex + 1, indent + tail.count)
            }
        }
        return nil
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
    var diagnostics: [Diagnostic] = []
    var superviewCount = 0

    /// Adds a parsed description as the next constraint.
    mutating func add(_ parsed: ParsedDescription, description: LogDescription, text: String) {
        // Resolve the items: names from `names:`, `|` the superview.
        var unnamedSuperview: String?
        func resolve(_ reference: ItemReference) -> String {
            switch reference {
            case .item(let item):
                return register(item)
            case .name(let name):
                if let item = parsed.names[name] { return register(item) }
                return register(LogItem(id: name, className: name, givenName: name))
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
                    let id = resolve(term.item)
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
        if let superview = parsed.names["|"] {
            let id = register(superview)
            for item in itemsInOrder where item != id && superviews[item] == nil { superviews[item] = id }
        }
        constraints.append(LogConstraint(
            line: description.line, column: description.column, text: text,
            className: parsed.className, address: parsed.address, identifier: parsed.identifier,
            sourceLocation: parsed.sourceLocation, autoresizingMask: parsed.autoresizingMask,
            equations: equations, priority: parsed.priority, items: itemsInOrder))
    }

    /// The view a `names:` list calls `|` in a description that names another: its superview.
    var superviews: [String: String] = [:]

    /// A description that could not be read: a constraint with no equation.
    mutating func addUnreadable(_ description: LogDescription) {
        constraints.append(LogConstraint(
            line: description.line, column: description.column, text: description.text,
            className: description.className, address: description.address, identifier: nil,
            sourceLocation: nil, autoresizingMask: nil, equations: [], priority: 1000, items: []))
    }

    mutating func register(_ item: LogItem) -> String {
        if let index = itemIndex[item.id] {
            if items[index].label == nil, let label = item.label { items[index].label = label }
            if items[index].givenName == nil, let given = item.givenName { items[index].givenName = given }
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

extension String {
    /// Runs of white space as one space, none at either end: two copies of a description
    /// (the list's and the broken line's) compare equal however they were indented.
    var squeezingSpaces: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
