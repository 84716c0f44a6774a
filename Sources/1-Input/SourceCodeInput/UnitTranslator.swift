import StackViews
import VisualSyntax

/// A layout unit of a source file written as a format file: what `visual scan` reports
/// and what `layout`, `render` and `check` draw.
public struct ScannedLayout: Sendable {
    /// The unit as the code wrote it.
    public var unit: CodeUnit
    /// The format file, its origin in the source file, and the lint's diagnostics.
    public var layout: TranslatedLayout
    /// Per call, each key of its dictionary (Visually, VBAutolayout: each name its
    /// expression uses) and the view's name in the unit.
    public var callViews: [[(key: String, name: String)]]
    /// The unit's views in order of first use: name, kind, text.
    public var views: [(name: String, kind: String, text: String?)]
}

/// Writes a code unit as a format file, checking each call as UIKit (or the library)
/// would at run time: names that are not keys, metrics that are not given, whitespace in
/// a VFL format. Syntax errors of the formats themselves come from the format-file
/// parser, run on the result (`SourceCodeLayouts`).
struct UnitTranslator {
    let unit: CodeUnit
    /// The canvas when the command line gives none: `375 x fit`.
    let canvas: String

    private var diagnostics: [Diagnostic] = []
    /// Each metric written so far and its value; a key given another value in a later
    /// call gets a name of its own.
    private var metrics: [String: Double] = [:]
    private var metricLines: [GeneratedLine] = []
    /// Keys bound to an Optional, warned about once per place.
    private var warnedOptionals: Set<SourceLocation> = []
    /// Metrics known only at run time, warned about once per unit.
    private var warnedRuntimeMetrics: Set<String> = []
    /// Views in order of first use.
    private var viewOrder: [String] = []
    private var viewSeen: Set<String> = []
    /// Each call's generated lines, with the view whose container they belong in.
    private var statements: [Statement] = []

    /// A generated line and the view whose container it belongs in; an equation's line is
    /// written when the file is assembled, once it is known which of its items is the
    /// unit's root (`superview`).
    private struct Statement {
        var line: GeneratedLine
        var firstView: String?
        var equation: EquationParts?
        /// The container the line is written in when it is not `firstView`'s (a stack's own
        /// equations are written in the stack).
        var home: String?

        init(_ line: GeneratedLine, _ firstView: String?, equation: EquationParts? = nil, home: String? = nil) {
            self.line = line
            self.firstView = firstView
            self.equation = equation
            self.home = home
        }
    }
    /// Lines of calls in `else` branches: checked, not laid out with the rest.
    private var alternativeStatements: [GeneratedLine] = []
    /// Views some call of the layout itself (not an `else` branch's) names.
    private var laidOutViews: Set<String> = []
    /// Arranged views a stack hides (`x.isHidden = true`): declared `hidden`, as UIKit
    /// shows nothing of them and gives them no room.
    private var hiddenArranged: Set<String> = []
    /// The call being translated is an alternative (`LayoutCall.isAlternative`).
    private var translatingAlternative = false
    private var callViews: [[(key: String, name: String)]] = []

    /// Numeric constants of the scanned files, for a metric that names one.
    let constants: [String: Double]
    /// View classes of the scanned files: a view made of one that declares its intrinsic
    /// size is written with it.
    let classes: CustomViewClasses

    init(unit: CodeUnit, canvas: String, constants: [String: Double] = [:], classes: CustomViewClasses = CustomViewClasses()) {
        var unit = unit
        // A stack's arranged views are its subviews; a view that only a positional call's
        // receiver places is that receiver's.
        for (name, stack) in unit.facts.stacks.sorted(by: { $0.key < $1.key }) where stack.isStack {
            for view in stack.arranged where view != name { unit.facts.parents[view] = name }
        }
        for (view, holder) in unit.facts.impliedParents where unit.facts.parents[view] == nil {
            unit.facts.parents[view] = holder
        }
        self.unit = unit
        self.canvas = canvas
        self.constants = constants
        self.classes = classes
    }

    consuming func translate() -> ScannedLayout {
        var makesItsContainer = false
        var saidAlternative = false
        var saidIteration = false
        // A call inside a loop over a literal list of views is made once per element; each
        // copy's views and diagnostics count as the one call's.
        let calls = unit.calls.enumerated().flatMap { index, call in call.unrolled().map { (index, $0) } }
        var callOfViews: [Int] = []
        let diagnosticsBefore = diagnostics.count
        for (index, call) in calls {
            defer { callOfViews += Array(repeating: index, count: callViews.count - callOfViews.count) }
            // A call naming a loop's element is checked, like an else branch's, but not laid out.
            let element = iterationName(in: call)
            if let element, !saidIteration {
                saidIteration = true
                diagnostics.append(.note("not laid out: '\(element)' stands for each element of a loop or a closure's "
                                         + "argument in turn, not one view",
                                         at: SourceRange(line: call.position.line, column: call.position.column)))
            }
            var call = call
            if element != nil {
                call.isAlternative = true
            } else if call.isAlternative, !saidAlternative {
                saidAlternative = true
                diagnostics.append(.note("left out of this layout, which follows the first branch of each if/else and switch: "
                                         + "the code makes this call instead of the first branch's",
                                         at: SourceRange(line: call.position.line, column: call.position.column)))
            }
            translatingAlternative = call.isAlternative
            let statementCount = statements.count
            let written = callViews.count
            defer {
                if call.isAlternative {
                    alternativeStatements += statements[statementCount...].map(\.line)
                    statements.removeSubrange(statementCount...)
                }
                // A call that could not be written (no format, no target view) still has its
                // entry, so that each call is paired with its own views (found by fuzzing).
                if callViews.count == written { callViews.append([]) }
            }
            switch call.dialect {
            case .vfl: translateVFL(call)
            case .rqvisual:
                translateRows(call)
                makesItsContainer = makesItsContainer || call.makesItsContainer
            case .visually: translateVisually(call)
            case .vbautolayout: translateLayoutDictionary(call)
            case .equation: translateEquation(call)
            }
        }
        mergeUnrolledCalls(callOfViews, firstDiagnostic: diagnosticsBefore)
        translatingAlternative = false
        arrangeStacks()
        warnRuntimeFonts()
        let file = assemble(canvas: makesItsContainer ? "canvas fit x fit" : canvas)
        checkAlternatives()
        let views = viewOrder.map { name in
            (name: name, kind: kind(of: name), text: unit.facts.texts[name]?.text)
        }
        let layout = TranslatedLayout(name: unit.name, text: file.text, origin: file.origin, diagnostics: diagnostics)
        return ScannedLayout(unit: unit, layout: layout, callViews: callViews, views: views)
    }

    /// The copies of one unrolled call as that one call again: its views together (a key bound
    /// to several views lists each) and each diagnostic once, since every copy is checked
    /// at the same characters of the source.
    private mutating func mergeUnrolledCalls(_ callOfViews: [Int], firstDiagnostic: Int) {
        var merged: [[(key: String, name: String)]] = []
        for (views, call) in zip(callViews, callOfViews) {
            if call < merged.count {
                merged[call] += views.filter { view in !merged[call].contains { $0 == view } }
            } else {
                merged.append(views)
            }
        }
        callViews = merged
        var seen: Set<Diagnostic> = []
        let added = diagnostics[firstDiagnostic...].filter { seen.insert($0).inserted }
        diagnostics.replaceSubrange(firstDiagnostic..., with: added)
    }

    /// A name of the call's that stands for each element of a collection, if any: a loop's
    /// or closure's parameter, or Swift's anonymous `$0` (which no signature declares).
    private func iterationName(in call: LayoutCall) -> String? {
        let iteration = unit.facts.iterationNames
        // A key stands for its view only where the expression is not known (a key of
        // `NSDictionaryOfVariableBindings` is the variable): `["field": field]` made for each
        // element of a literal list keeps its key, though `field` is no longer its view.
        var expressions = (call.views?.entries ?? []).map { $0.expression ?? $0.key }
            + (call.views?.entries ?? []).compactMap(\.viewName)
        if let parts = call.equation { expressions += [parts.first.text] + (parts.second.map { [$0.text] } ?? []) }
        if let target = call.target { expressions.append(target.text) }
        return expressions.first { expression in
            let root = String(expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
            return iteration.contains(root) || expression.hasPrefix("$")
        }
    }

    // MARK: Apple VFL

    private mutating func translateVFL(_ call: LayoutCall) {
        guard let format = call.formats.first else { return }
        var keys: [(key: String, name: String)] = []
        var line = GeneratedLine(standingFor: call.position)
        var firstView: String?
        let characters = Array(format.text)
        var reportedWhitespace = false
        var bracketDepth = 0, parenDepth = 0, sawNameInBracket = false
        // Apple's parser reads a format without `H:`/`V:` as horizontal; a format file reads
        // a line starting with `|` or `[` as an RQVisual row, so the orientation is written out.
        if !(format.text.hasPrefix("H:") || format.text.hasPrefix("V:")) { line.write("H:") }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let position = format.positions[index]
            if character.isWhitespace {
                if !reportedWhitespace {
                    diagnostics.append(.error(
                        "whitespace in a visual format: UIKit's parser rejects it (\"Expected a number or key from the metrics dictionary, but encountered something else\")",
                        at: .character(at: position, isLineBreak: character.isNewline)))
                    reportedWhitespace = true
                }
                line.copy(character, from: position)
                index += 1
                continue
            }
            guard character.isLetter || character == "_" else {
                switch character {
                case "[": bracketDepth += 1; sawNameInBracket = false
                case "]": bracketDepth = max(bracketDepth - 1, 0)
                case "(": parenDepth += 1
                case ")": parenDepth = max(parenDepth - 1, 0)
                default: break
                }
                line.copy(character, from: position)
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                end += 1
            }
            let word = String(characters[index..<end])
            let wordPosition = position
            let wordRange = Self.range(of: index..<end, in: format)
            let isOrientation = index == 0 && (word == "H" || word == "V") && end < characters.count && characters[end] == ":"
            let replacement: String
            if isOrientation {
                replacement = word
            } else if bracketDepth > 0, parenDepth == 0, !sawNameInBracket {
                sawNameInBracket = true
                replacement = resolveView(word, at: wordRange, in: call.views, keys: &keys)
                firstView = firstView ?? replacement
            } else if bracketDepth > 0 {
                // A predicate: a metric is a constant, any other name a view.
                if let metric = resolveMetric(word, in: call.metrics, at: wordPosition) {
                    replacement = metric
                } else if call.views?.entry(word) != nil || call.views?.isUnknown == true {
                    replacement = resolveView(word, at: wordRange, in: call.views, keys: &keys)
                } else if call.metrics?.isUnknown == true {
                    replacement = runtimeMetric(word, at: wordRange)
                } else {
                    report(call.views, "'\(word)' is not a key in the views or metrics dictionary", at: wordRange)
                    replacement = word
                }
            } else if let metric = resolveMetric(word, in: call.metrics, at: wordPosition) {
                replacement = metric
            } else if call.metrics?.isUnknown == true {
                replacement = runtimeMetric(word, at: wordRange)
            } else {
                diagnostics.append(.error("'\(word)' is not a key in the metrics dictionary", at: wordRange))
                replacement = word
            }
            if replacement == word {
                for offset in index..<end { line.copy(characters[offset], from: format.positions[offset]) }
            } else {
                line.write(replacement, standingFor: wordPosition)
            }
            index = end
        }
        if !call.options.isEmpty {
            line.write(" options: ")
            for (number, option) in call.options.enumerated() {
                if number > 0 { line.write(" | ") }
                line.write(option.text, standingFor: option.position)
            }
        }
        statements.append(Statement(line, firstView))
        callViews.append(Self.dictionaryKeys(call.views, used: keys))
    }

    /// Every key of a known views dictionary and its view's name (the JSON's `views`), or
    /// the keys the format used when the dictionary is only known at run time.
    private static func dictionaryKeys(_ views: Bindings?, used: [(key: String, name: String)]) -> [(key: String, name: String)] {
        guard let views, !views.isUnknown else { return used }
        var keys: [(key: String, name: String)] = []
        for entry in views.entries where !keys.contains(where: { $0.key == entry.key }) {
            keys.append((entry.key, entry.viewName ?? entry.key))
        }
        return keys
    }

    /// The unit's name for the view a key of `views` names; a key that is not there is
    /// UIKit's run-time exception (a warning when the key may be added at run time).
    private mutating func resolveView(_ key: String, at range: SourceRange, in views: Bindings?,
                                      keys: inout [(key: String, name: String)]) -> String {
        let name: String
        if let entry = views?.entry(key) {
            name = entry.viewName ?? key
            if entry.isOptional || (unit.facts.optionals.contains(name) && !entry.isUnwrapped),
               warnedOptionals.insert(entry.position).inserted {
                diagnostics.append(.warning("'\(key)' is bound to an Optional view: the views dictionary needs a view, not nil",
                                            at: SourceRange(line: entry.position.line, column: entry.position.column,
                                                            length: key.count)))
            }
        } else {
            report(views, "'\(key)' is not a key in the views dictionary", at: range)
            name = ViewNames.name(of: key) ?? key
        }
        if !keys.contains(where: { $0.key == key }) { keys.append((key, name)) }
        use(name)
        return name
    }

    /// Where a word of a format literal was written: from its first character to just past
    /// its last (escapes as long as they were written); its first character alone when it
    /// runs on into a literal on another line (`@"Ha"` and `@"un"` joined across a line
    /// break), where a range of its length would point past the end of the first line.
    static func range(of word: Range<Int>, in format: LiteralText) -> SourceRange {
        let first = format.positions[word.lowerBound], last = format.positions[word.upperBound - 1]
        guard last.line == first.line, last.column >= first.column else {
            return SourceRange(line: first.line, column: first.column)
        }
        return SourceRange(start: first, end: SourceLocation(line: last.line, column: last.column + 1))
    }

    /// An error where the dictionary is known whole, a warning where keys are added at
    /// run time, nothing where the dictionary itself is only known then.
    private mutating func report(_ bindings: Bindings?, _ message: String, at range: SourceRange) {
        guard bindings?.isUnknown != true else { return }
        if bindings?.hasRuntimeKeys == true {
            diagnostics.append(.warning(message + " (unless it is added at run time)", at: range))
        } else {
            diagnostics.append(.error(message, at: range))
        }
    }

    /// The metric's name in the format file when `key` is a key of `metrics`: its literal
    /// value, or a stated default for a value only known at run time.
    private mutating func resolveMetric(_ key: String, in metrics: Bindings?, at position: SourceLocation) -> String? {
        guard let entry = metrics?.entry(key) else { return nil }
        let value: Double
        if let number = entry.number ?? entry.constantName.flatMap({ constants[$0] }) {
            value = number
        } else {
            value = Self.runtimeMetricDefault
            if warnedRuntimeMetrics.insert(key).inserted { diagnostics.append(.warning("metric '\(key)' is only known at run time: laid out as \(Self.runtimeMetricDefault.formatted)",
                                        at: SourceRange(line: entry.position.line, column: entry.position.column,
                                                        length: key.count))) }
        }
        return defineMetric(key, value: value, at: entry.position)
    }

    /// A metric of a dictionary only known at run time (`metrics: metrics`, a parameter):
    /// laid out with the stated default, warned about once per unit at the format's word.
    private mutating func runtimeMetric(_ key: String, at range: SourceRange) -> String {
        if warnedRuntimeMetrics.insert(key).inserted {
            diagnostics.append(.warning("metric '\(key)' is only known at run time: laid out as \(Self.runtimeMetricDefault.formatted)",
                                        at: range))
        }
        return defineMetric(key, value: Self.runtimeMetricDefault, at: range.start)
    }

    /// The value a metric known only at run time is laid out with: the standard spacing.
    static let runtimeMetricDefault = 8.0

    private mutating func defineMetric(_ key: String, value: Double, at position: SourceLocation) -> String {
        var name = key, suffix = 2
        while let existing = metrics[name], existing != value {
            name = "\(key)_\(suffix)"
            suffix += 1
        }
        if metrics[name] == nil {
            metrics[name] = value
            var line = GeneratedLine(standingFor: position)
            line.write("metric \(name) = \(value.formatted)")
            metricLines.append(line)
        }
        return name
    }

    private mutating func use(_ name: String) {
        if viewSeen.insert(name).inserted { viewOrder.append(name) }
        if !translatingAlternative { laidOutViews.insert(name) }
    }

    /// The `else` branches' lines parsed on their own (with the unit's metrics and views),
    /// so their syntax errors are reported though they are not laid out.
    private mutating func checkAlternatives() {
        guard !alternativeStatements.isEmpty else { return }
        var file = GeneratedFormatFile()
        file.append("canvas fit x fit", standingFor: unit.position)
        for line in metricLines { file.append(line) }
        for view in viewOrder { file.append(declaration(of: view), standingFor: position(of: view)) }
        for line in alternativeStatements { file.append(line) }
        let reported = Set(diagnostics.compactMap(\.location))
        for error in FormatFileParser.parse(SourceFile(name: unit.name, text: file.text)).diagnostics
        where error.severity == .error {
            let moved = file.origin.original(error)
            if let location = moved.location, !reported.contains(location) { diagnostics.append(moved) }
        }
    }

    // MARK: RQVisual

    private mutating func translateRows(_ call: LayoutCall) {
        var keys: [(key: String, name: String)] = []
        var firstView: String?
        for row in call.formats {
            var line = GeneratedLine(standingFor: row.start ?? call.position)
            copyRenamingBracketNames(row, views: call.views, keys: &keys, into: &line, firstView: &firstView)
            statements.append(Statement(line, firstView))
        }
        if let spacing = call.rowSpacing {
            var line = GeneratedLine(standingFor: spacing.start ?? call.position)
            line.write("rows ")
            for (character, position) in zip(spacing.text, spacing.positions) { line.copy(character, from: position) }
            statements.append(Statement(line, firstView))
        }
        callViews.append(Self.dictionaryKeys(call.views, used: keys))
    }

    /// Copies a row, each view name (the first name inside `[`) replaced by the unit's name.
    private mutating func copyRenamingBracketNames(_ row: LiteralText, views: Bindings?,
                                                   keys: inout [(key: String, name: String)],
                                                   into line: inout GeneratedLine, firstView: inout String?) {
        let characters = Array(row.text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            line.copy(character, from: row.positions[index])
            index += 1
            guard character == "[" else { continue }
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
                end += 1
            }
            guard end > index else { continue }
            let key = String(characters[index..<end])
            let name = key == "_spacer" ? key : resolveView(key, at: Self.range(of: index..<end, in: row), in: views, keys: &keys)
            if key != "_spacer" { firstView = firstView ?? name }
            line.write(name, standingFor: row.positions[index])
            index = end
        }
    }

    // MARK: Visually

    private mutating func translateVisually(_ call: LayoutCall) {
        guard let inner = call.formats.first, let axis = call.visuallyAxis else { return }
        var keys: [(key: String, name: String)] = []
        var firstView: String?
        var line = GeneratedLine(standingFor: call.position)
        line.write("\(axis)(")
        let characters = Array(inner.text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let startsWord = (character.isLetter || character == "_")
                && (index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_"))
            guard startsWord else {
                line.copy(character, from: inner.positions[index])
                index += 1
                continue
            }
            // An expression: `self.a.b`, `_a`, `a`: one view (or constant) named by its last member.
            var end = index
            while end < characters.count,
                  characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "." {
                end += 1
            }
            let expression = String(characters[index..<end])
            let follows = index > 0 ? characters[index - 1] : " "
            if let number = Self.numericConversion(characters, from: index, end: end) {
                // `CGFloat(120)`: the number the conversion makes.
                line.write(number.text, standingFor: inner.positions[index])
                index = number.end
                continue
            }
            if expression.first?.isUppercase == true {
                // A type's member (`LayoutPriority.defaultHigh`): Visually's own words, copied.
                for offset in index..<end { line.copy(characters[offset], from: inner.positions[offset]) }
                index = end
                continue
            }
            if follows == "." || (index >= 2 && characters[index - 1] == ":" ) || expression.hasPrefix("options") {
                // `.toSafeArea`, `options:`: Visually's own words, copied.
                for offset in index..<end { line.copy(characters[offset], from: inner.positions[offset]) }
            } else if let value = unit.facts.constants[expression] {
                line.write(defineMetric(expression, value: value, at: inner.positions[index]), standingFor: inner.positions[index])
            } else if let name = ViewNames.name(of: expression) {
                if !keys.contains(where: { $0.key == expression }) { keys.append((expression, name)) }
                use(name)
                firstView = firstView ?? name
                line.write(name, standingFor: inner.positions[index])
                // `view!`, `view?`: the view itself.
                if end < characters.count, characters[end] == "!" || characters[end] == "?" { index = end + 1; continue }
            } else {
                for offset in index..<end { line.copy(characters[offset], from: inner.positions[offset]) }
            }
            index = end
        }
        line.write(")")
        statements.append(Statement(line, firstView))
        callViews.append(keys)
    }

    /// `CGFloat(120)`, `Double(8.5)`, `Float(2)` from `start`: the number and the index after
    /// the conversion; nil when the text there is none.
    private static func numericConversion(_ characters: [Character], from start: Int, end: Int)
        -> (text: String, end: Int)? {
        let type = String(characters[start..<end])
        guard ["CGFloat", "Double", "Float", "Int"].contains(type), end < characters.count, characters[end] == "(" else { return nil }
        var close = end + 1
        while close < characters.count, characters[close] != ")" { close += 1 }
        guard close < characters.count else { return nil }
        let inside = String(characters[(end + 1)..<close]).trimmingWhitespace()
        guard Double(inside) != nil else { return nil }
        return (inside, close + 1)
    }

    // MARK: VBAutolayout

    private mutating func translateLayoutDictionary(_ call: LayoutCall) {
        guard let dictionary = call.formats.first, let target = call.target,
              let name = ViewNames.name(of: target.text) else { return }
        use(name)
        var line = GeneratedLine(standingFor: call.position)
        line.write("layout \(name) ", standingFor: target.position)
        var keys: [(key: String, name: String)] = [(target.text, name)]
        let characters = Array(dictionary.text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "s" || character == "_", index == 0 || !(characters[index - 1].isLetter || characters[index - 1] == "\""),
                  let reference = Self.viewReference(in: characters, at: index) else {
                line.copy(character, from: dictionary.positions[index])
                index += 1
                continue
            }
            let referenced = ViewNames.name(of: reference) ?? reference
            if !keys.contains(where: { $0.key == reference }) { keys.append((reference, referenced)) }
            use(referenced)
            line.write(referenced, standingFor: dictionary.positions[index])
            index += reference.count
        }
        statements.append(Statement(line, name))
        callViews.append(keys)
    }

    /// `self.name` or `_name` starting at `index`: a view the dictionary refers to.
    private static func viewReference(in characters: [Character], at index: Int) -> String? {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" || characters[end] == "." {
            end += 1
        }
        let word = String(characters[index..<end])
        return word.hasPrefix("self.") || (word.hasPrefix("_") && word.count > 1) ? word : nil
    }

    // MARK: Equations

    /// Names the code uses for the view the unit lays out in (`self`, `view`,
    /// `contentView`, or any view others are added to and that is added to none, when
    /// none of those three holds a view).
    private var rootCandidates: Set<String> {
        let own: Set<String> = ["self", "view", "contentView"]
        return own.union(topHolders.subtracting(otherHolders)).subtracting(unit.facts.parents.keys)
    }

    /// Views others are added to and that are added to none.
    private var topHolders: Set<String> {
        Set(unit.facts.parents.values).subtracting(unit.facts.parents.keys)
    }

    /// Holders beside the unit's own view (`contentView.addSubview(stack)` and
    /// `imageBox.addSubview(icon)`, `imageBox` placed by code the unit does not show): each a
    /// container of its own, not a second name of the root, where `|` would be the canvas.
    private var otherHolders: Set<String> {
        let own: Set<String> = ["self", "view", "contentView"]
        return own.isDisjoint(with: topHolders) ? [] : topHolders.subtracting(own)
    }

    private mutating func translateEquation(_ call: LayoutCall) {
        guard let parts = call.equation else { return }
        if parts.constant == nil {
            // Laid out as 0 it would draw, and often conflict, where the code does not; its
            // views are not the layout's for it either (a view only it names would be ambiguous).
            diagnostics.append(.note("not laid out: the constant '\(parts.constantText ?? "")' is only known at run time",
                                     at: SourceRange(line: call.position.line, column: call.position.column)))
            callViews.append([])
            return
        }
        var keys: [(key: String, name: String)] = []
        var firstView: String?
        for item in [parts.first] + (parts.second.map { [$0] } ?? []) {
            guard let name = ViewNames.equationItem(of: item.text) else { continue }
            keys.append((item.text, name))
            if ["superview", "safeArea", "margins"].contains(name) || rootCandidates.contains(name) { continue }
            use(name)
            firstView = firstView ?? name
        }
        if parts.priority == nil, let text = parts.priorityText {
            diagnostics.append(.note("the priority '\(text)' is only known at run time: laid out as required",
                                     at: SourceRange(line: call.position.line, column: call.position.column)))
        }
        statements.append(Statement(GeneratedLine(standingFor: call.position), firstView, equation: parts))
        callViews.append(keys)
    }

    /// The innermost container (nil: the root) that both views of the equation may be
    /// written in, given each view's `homes`; nil for an equation of one view, or with the
    /// code's own `superview` or a guide, which mean the container of the view written with
    /// them.
    private func equationHome(_ parts: EquationParts, homes: (String) -> [String?]) -> String?? {
        // One view (`a.height == 60`, `a.width == a.height`) is written where the view is.
        let names = ([parts.first] + (parts.second.map { [$0] } ?? [])).compactMap { ViewNames.equationItem(of: $0.text) }
        guard Set(names).count == 2 else { return nil }
        var common: [String?]?
        for name in names {
            if ["superview", "safeArea", "margins"].contains(name) { return nil }
            let candidates = homes(name)
            common = common.map { $0.filter { candidates.contains($0) } } ?? candidates
        }
        return common?.first
    }

    /// `a.leading == superview.leading + 16`: the equation in the format file's words, an
    /// item that is the unit's root, or the container whose block the equation is written
    /// in (`[self.contentView addConstraint:…toItem:self.contentView…]`), written `superview`.
    private func equationText(_ parts: EquationParts, laidOut: Set<String>, in holder: String?) -> String? {
        func item(_ expression: String) -> String? {
            guard let name = ViewNames.equationItem(of: expression) else { return nil }
            if name == holder { return "superview" }
            return laidOut.contains(name) ? name : (rootCandidates.contains(name) ? "superview" : name)
        }
        guard let first = item(parts.first.text) else { return nil }
        var text = "\(first).\(parts.firstAttribute) \(parts.relation) "
        let constant = parts.constant ?? 0
        if let second = parts.second.flatMap({ item($0.text) }), let attribute = parts.secondAttribute {
            if parts.multiplier != 1 { text += "\(parts.multiplier.formatted) * " }
            text += "\(second).\(attribute)"
            if constant != 0 { text += constant < 0 ? " - \((-constant).formatted)" : " + \(constant.formatted)" }
        } else {
            text += constant.formatted
        }
        if let priority = parts.priority, priority != 1000 { text += " @ \(priority.formatted)" }
        return text
    }

    // MARK: Stack views

    /// The stack views this layout lays out (those a call places, and stacks arranged in
    /// them): their arranged views are laid out in them, with the constraints UIKit's
    /// `UIStackView` makes (`StackArrangement`) — hidden views' first, before the layout's
    /// own lines, as UIKit keeps those when they conflict, and the rest after. A stack whose
    /// arrangement is not known (`arrangement(of:_:)`) is a plain view, as before.
    private mutating func arrangeStacks() {
        // A stack view given no arranged view holds its subviews as any view does: they are
        // placed by their own constraints (anchors, VFL), and the stack makes none.
        let stacks = unit.facts.stacks.filter { $0.value.isStack && (!$0.value.arranged.isEmpty || $0.value.hasRuntimeArranged) }
        var arranged: [(name: String, arrangement: StackArrangement, position: SourceLocation)] = []
        var seen: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for name in stacks.keys.sorted() where laidOutViews.contains(name) && !seen.contains(name) {
                seen.insert(name)
                guard let facts = stacks[name], let arrangement = arrangement(of: name, facts) else { continue }
                arranged.append((name, arrangement, facts.position ?? position(of: name)))
                if let margins = marginsSetting(of: name, facts, standingFor: facts.position ?? position(of: name)) {
                    statements.append(margins)
                }
                grew = true
                for view in facts.arranged { use(view) }
            }
        }
        var hiding: [Statement] = []
        for (name, arrangement, position) in arranged {
            func statement(_ equation: StackEquation) -> Statement {
                var line = GeneratedLine(standingFor: position)
                line.write(equation.text)
                line.meaning = equation.identifier
                line.isImplied = true
                return Statement(line, nil, home: name)
            }
            hiding += arrangement.hidingEquations().map(statement)
            hiddenArranged.formUnion(arrangement.arranged.filter(\.isHidden).map(\.name))
            statements += arrangement.equations().map(statement)
        }
        statements.insert(contentsOf: hiding, at: 0)
    }

    /// The stack as UIKit arranges it, with its defaults where the code sets nothing; nil
    /// (with a note) when its arranged views or its settings are only known at run time, or
    /// code the scan does not see made it (another class's factory) and the unit does not
    /// set its axis.
    private mutating func arrangement(of name: String, _ facts: StackFacts) -> StackArrangement? {
        let position = facts.position ?? position(of: name)
        let at = SourceRange(line: position.line, column: position.column)
        let unknown = if facts.hasRuntimeArranged || facts.arranged.contains(where: isElement) {
            "its arranged views are only known at run time"
        } else if let setting = facts.runtimeSettings.first {
            "its '\(setting.text)' is only known at run time"
        } else if !facts.isMadeInCode && facts.axis == nil {
            "code the scan does not see makes it, so its axis is not known"
        } else {
            nil as String?
        }
        if let unknown {
            diagnostics.append(.note("the stack view '\(name)' is laid out without the constraints it makes: \(unknown)", at: at))
            return nil
        }
        var spacing = facts.spacing ?? 0
        if facts.spacing == nil, let runtime = facts.runtimeSpacing {
            spacing = Self.runtimeMetricDefault
            diagnostics.append(.warning("the spacing '\(runtime.text)' of the stack view '\(name)' is only known at run time: "
                                        + "laid out as \(spacing.formatted)",
                                        at: SourceRange(line: runtime.position.line, column: runtime.position.column,
                                                        length: runtime.text.count)))
        }
        if facts.distribution == .fillProportionally {
            diagnostics.append(.note("the stack view '\(name)' shares its room by its views' intrinsic sizes "
                                     + "(fillProportionally), known only at run time: laid out as fill", at: at))
        }
        for custom in facts.runtimeCustomSpacings {
            diagnostics.append(.warning("the custom spacing '\(custom.text)' of the stack view '\(name)' is only known at run time: "
                                        + "laid out with the stack's spacing of \(spacing.formatted)",
                                        at: SourceRange(line: custom.position.line, column: custom.position.column)))
        }
        let views = facts.arranged.map { StackArrangement.ArrangedView(name: $0, isHidden: unit.facts.hidden[$0] ?? false) }
        var stack = StackArrangement(name: name, axis: facts.axis ?? .horizontal, distribution: facts.distribution ?? .fill,
                                     alignment: facts.alignment ?? .fill, spacing: spacing, arranged: views,
                                     isLayoutMarginsRelative: facts.isLayoutMarginsRelative ?? false)
        stack.customSpacings = facts.customSpacings.filter { facts.arranged.contains($0.key) }
        stack.isBaselineRelative = facts.isBaselineRelative ?? false
        if stack.isBaselineRelative, let set = facts.baselineRelativePosition {
            let place = SourceRange(line: set.line, column: set.column)
            diagnostics.append(stack.axis == .vertical
                ? .note("the stack view '\(name)' spaces its views from baseline to baseline (isBaselineRelativeArrangement); "
                        + "its first and last views are laid out by their edges at its own edges", at: place)
                : .note("isBaselineRelativeArrangement of the stack view '\(name)' changes nothing: "
                        + "UIKit uses it for vertical stacks only", at: place))
        }
        return stack
    }

    /// The `margins` setting of a stack that arranges its views inside its layout margins,
    /// when the code sets them; a warning when they are only known at run time.
    private mutating func marginsSetting(of name: String, _ facts: StackFacts, standingFor position: SourceLocation) -> Statement? {
        guard facts.isLayoutMarginsRelative == true else { return nil }
        if let runtime = facts.runtimeMargins {
            diagnostics.append(.warning("the layout margins '\(runtime.text)' of the stack view '\(name)' are only known at run time: "
                                        + "its views are arranged at its edges",
                                        at: SourceRange(line: runtime.position.line, column: runtime.position.column,
                                                        length: runtime.text.count)))
            return nil
        }
        guard let margins = facts.margins else { return nil }
        var line = GeneratedLine(standingFor: position)
        line.write("margins \(margins.top.formatted) \(margins.left.formatted) \(margins.bottom.formatted) \(margins.right.formatted)")
        return Statement(line, nil, home: name)
    }

    /// A name that stands for each element of a collection in turn (a loop's variable).
    private func isElement(_ name: String) -> Bool { unit.facts.iterationNames.contains(name) }

    /// A warning for each view laid out whose font the code gives at run time only: the
    /// picture draws it in its kind's font, which may be far from the app's.
    private mutating func warnRuntimeFonts() {
        // A view has a known font or one known only at run time, never both: the one set
        // last replaces the other (`ViewFacts.merged`).
        for view in laidOutViews.sorted() {
            guard let font = unit.facts.runtimeFonts[view] else { continue }
            diagnostics.append(.warning("the font '\(font.text)' of '\(view)' is only known at run time: "
                                        + "drawn in a \(kind(of: view))'s default font",
                                        at: SourceRange(line: font.position.line, column: font.position.column,
                                                        length: font.text.count)))
        }
    }

    // MARK: The file

    /// Metrics, the canvas, then each container's views, its nested containers and its
    /// lines: a view belongs to the container it is first written in, so each is declared
    /// in its own block before any line names it.
    private func assemble(canvas: String) -> GeneratedFormatFile {
        var file = GeneratedFormatFile()
        file.append("# \(unit.name), lines \(unit.position.line)–\(unit.endLine)", standingFor: unit.position)
        file.append(canvas, standingFor: unit.position)
        for line in metricLines { file.append(line) }
        // A holder beside the unit's own view is laid out as a container when a view it
        // holds is, placed wherever the rest of the layout puts it.
        let heldHolders = otherHolders.filter { holder in
            unit.facts.parents.contains { $0.value == holder && laidOutViews.contains($0.key) }
        }
        let used = laidOutViews.union(heldHolders)
        let order = viewOrder + heldHolders.subtracting(viewOrder).sorted()
        // A view's container, when that container is itself laid out in this unit;
        // otherwise the view is a child of the unit's root.
        func container(of view: String) -> String? {
            guard let parent = unit.facts.parents[view], used.contains(parent), parent != view else { return nil }
            return parent
        }
        var children: [String?: [String]] = [:]
        for view in order where used.contains(view) {
            children[hasCycle(from: view, container) ? nil : container(of: view), default: []].append(view)
        }
        let containers = Set(children.keys.compactMap { $0 })
        var linesOf: [String?: [Statement]] = [:]
        // The containers an equation's view may be written in, innermost first: its own
        // container and theirs up to the root (nil), and itself when it holds views (there it
        // is `superview`); the root alone for the unit's own view.
        let roots = rootCandidates
        func homes(of name: String) -> [String?] {
            if roots.contains(name) && !used.contains(name) || hasCycle(from: name, container) { return [nil] }
            var chain: [String?] = containers.contains(name) ? [name] : []
            var current = name
            while let parent = container(of: current) {
                chain.append(parent)
                current = parent
            }
            return chain + [nil]
        }
        for statement in statements {
            // An equation goes in the innermost container that holds every view it names:
            // `self.bottom == valueLabel.lastBaseline + 36` with `valueLabel` in a holder at
            // the root, where `superview` is `self`; `valueLabel.firstBaseline ==
            // titleLabel.lastBaseline + 40` there too, or the title (placed at the root by
            // later lines) would belong to the holder, where it is first written.
            if statement.home == nil, let parts = statement.equation, let home = equationHome(parts, homes: homes) {
                linesOf[home, default: []].append(statement)
                continue
            }
            let home = statement.home ?? statement.firstView.flatMap { hasCycle(from: $0, container) ? nil : container(of: $0) }
            linesOf[home, default: []].append(statement)
        }
        func emit(_ holder: String?, indent: String) {
            for view in children[holder] ?? [] where !containers.contains(view) {
                file.append(indent + declaration(of: view), standingFor: position(of: view))
            }
            for view in children[holder] ?? [] where containers.contains(view) {
                // A container the file shows no declaration of stands for its first line's
                // call, rather than the unit's first line, so its warnings point at its layout.
                let shown = unit.facts.kinds[view] != nil || unit.facts.texts[view] != nil
                let header = shown ? position(of: view) : linesOf[view]?.first?.line.whole ?? position(of: view)
                file.append(indent + "\(view) {", standingFor: header)
                emit(view, indent: indent + "  ")
                file.append(indent + "}", standingFor: position(of: view))
            }
            for statement in linesOf[holder] ?? [] {
                let line = statement.line
                var indented = GeneratedLine(standingFor: line.whole)
                indented.write(indent)
                if let parts = statement.equation {
                    guard let text = equationText(parts, laidOut: used, in: holder) else { continue }
                    indented.write(text)
                } else {
                    indented.copy(line)
                }
                file.append(indented)
            }
        }
        emit(nil, indent: "")
        return file
    }

    /// True when following containers from `view` comes back to it (code that adds two
    /// views to each other): such a view is laid out at the root.
    private func hasCycle(from view: String, _ container: (String) -> String?) -> Bool {
        var seen: Set<String> = [view]
        var current = view
        while let next = container(current) {
            if !seen.insert(next).inserted { return true }
            current = next
        }
        return false
    }

    private func declaration(of view: String) -> String {
        let kind = self.kind(of: view)
        var text = "view \(view) \(kind)"
        if let written = unit.facts.texts[view] {
            text += " " + StringLiteral.quoted(written.text)
        } else if kind == "label" || kind == "field" || (kind == "button" && !unit.facts.images.contains(view)) {
            // No literal text: set at run time. Its name in words stands in for it (not for
            // a button that shows an image: it has no title). An empty text field keeps its
            // font's height in UIKit; laid out without text, it was 0 high.
            text += " " + StringLiteral.quoted(SampleText.forView(named: view, kind: kind)) + " sample"
        }
        if let font = unit.facts.fonts[view] { text += " " + font.attribute }
        // A custom view sized as its class's `intrinsicContentSize` says, as UIKit sizes it.
        if let className = unit.facts.classNames[view], let size = classes.size(of: className),
           size.width != nil || size.height != nil {
            text += " " + size.attribute
        }
        if let lines = unit.facts.lines[view], (0...10_000).contains(lines) { text += " lines \(lines)" }
        if hiddenArranged.contains(view) { text += " hidden" }
        if kind == "popup", unit.facts.menus[view]?.pullsDown == true { text += " pulldown" }
        // UIKit's pop-up button is drawn as UIKit draws one: its tinted title and indicator,
        // no bezel (the configuration's style is not read from code).
        if unit.facts.menus[view]?.isUIKitPopUp == true { text += " plain" }
        return text
    }

    /// The class the code shows, else the kind the name suggests, else a box; a button that
    /// is UIKit's pop-up button (its menu its primary action, changing its selection) a pop-up.
    private func kind(of view: String) -> String {
        let kind = unit.facts.kinds[view]?.text ?? ViewClasses.kind(byName: view) ?? "box"
        return kind == "button" && unit.facts.menus[view]?.isUIKitPopUp == true ? "popup" : kind
    }

    private func position(of view: String) -> SourceLocation {
        unit.facts.kinds[view]?.position ?? unit.facts.texts[view]?.position ?? unit.position
    }
}

extension Double {
    /// Whole numbers without a decimal point, as a format file writes them.
    var formatted: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
