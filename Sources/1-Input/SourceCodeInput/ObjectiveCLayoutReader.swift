import StackViews
import VisualSyntax

/// Finds the layout units of an Objective-C file: each method of an `@implementation`
/// (`CLASS.SELECTOR`) whose body sends a recognized layout message, with what the file
/// says about its views (property and ivar classes, `alloc`/`init`, texts, `addSubview:`).
struct ObjectiveCLayoutReader {
    private let tokens: [ObjectiveCToken]
    private let bytes: [UInt8]
    private let positions: SourcePositions
    private let definedStrings: [String: LiteralText]
    private let definedNumbers: [String: Double]

    /// Units in source order.
    private(set) var units: [CodeUnit] = []
    /// The class each unit is a method of (nil: a C function), in the order of `units`.
    private var unitClasses: [String?] = []
    /// What each class's lazy getters say about the views they make
    /// (`- (UILabel *)titleLabel { if (!_titleLabel) { _titleLabel = [UILabel new]; … } return _titleLabel; }`):
    /// their class, texts, stacks, wherever in the file the getter stands.
    private var getterFacts: [String: ViewFacts] = [:]
    /// What each class's properties and ivars say about its views.
    private(set) var classFacts: [String: ViewFacts] = [:]
    /// Every method's facts, for the layout methods of its class.
    private var siblings = SiblingFunctions()
    /// Functions and methods that name their views `v%d` (the positional helper).
    private(set) var positionalHelpers: Set<String> = []
    /// Numeric constants declared at file level (`static CGFloat kHeight = 30.0;`,
    /// `CGFloat const kGap = 8;`) and `#define`d numbers: a metric may name them.
    private(set) var constants: [String: Double] = [:]
    /// The classes the file defines: superclasses and declared intrinsic sizes.
    private(set) var classes = CustomViewClasses()
    /// The bodies of `intrinsicContentSize` methods, by class: read once the whole file's
    /// constants are known.
    private var intrinsicSizeBodies: [(owner: String, body: ClosedRange<Int>)] = []
    /// The token ranges of the body being read that are `else` branches.
    private var alternativeRanges: [ClosedRange<Int>] = []
    /// The unit's `for (UIView *v in @[a, b]) { … }` loops: body, variable and the list.
    private var literalLoops: [(body: ClosedRange<Int>, name: String, elements: [String])] = []

    init(bytes: [UInt8], positions: SourcePositions) {
        var tokenizer = ObjectiveCTokenizer(bytes: bytes, positions: positions)
        tokens = tokenizer.tokens()
        self.bytes = bytes
        self.positions = positions
        definedStrings = tokenizer.definedStrings
        definedNumbers = tokenizer.definedNumbers
    }

    private func location(_ index: Int) -> SourceLocation {
        positions.location(at: tokens[min(index, tokens.count - 1)].offset)
    }

    private func text(_ index: Int) -> String { tokens.indices.contains(index) ? tokens[index].text : "" }

    /// The index of the token closing the bracket opened at `open` (or the last token).
    private func matching(_ open: Int) -> Int {
        let opener = tokens[open].text
        let closer = opener == "[" ? "]" : opener == "(" ? ")" : "}"
        var depth = 0
        var index = open
        while index < tokens.count {
            let token = tokens[index].text
            if token == opener { depth += 1 } else if token == closer {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return tokens.count - 1
    }

    mutating func read() {
        var index = 0
        var currentClass: String?
        var inInterface = false
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "@", index + 1 < tokens.count {
                let keyword = text(index + 1)
                switch keyword {
                case "implementation", "interface":
                    currentClass = text(index + 2)
                    inInterface = keyword == "interface"
                    // `@interface ORKArrowView : UIView`: a class of this file and its superclass.
                    if inInterface, text(index + 3) == ":", index + 4 < tokens.count, tokens[index + 4].kind == .identifier {
                        classes.superclasses[text(index + 2)] = text(index + 4)
                    }
                    index += 3
                    continue
                case "end":
                    currentClass = nil
                    index += 2
                    continue
                case "property":
                    index = readProperty(from: index + 2, in: currentClass)
                    continue
                default: break
                }
            }
            if let owner = currentClass, !inInterface, token.text == "-" || token.text == "+", text(index + 1) == "(",
               let (selector, bodyStart) = methodHeader(from: index), bodyStart < tokens.count {
                let bodyEnd = matching(bodyStart)
                if selector == "intrinsicContentSize" { intrinsicSizeBodies.append((owner, bodyStart...bodyEnd)) }
                readBody(named: "\(owner).\(selector)", from: bodyStart, to: bodyEnd, start: index, type: owner)
                index = bodyEnd + 1
                continue
            }
            if let owner = currentClass, token.text == "{", index > 0, text(index - 1) == owner || tokens[index - 1].kind == .identifier && inInterface {
                // Instance variables: `{ UILabel *_label; }`.
                let end = matching(index)
                readDeclarations(from: index + 1, to: end, into: owner)
                index = end + 1
                continue
            }
            // A constant at file level, also between an `@implementation`'s methods (a
            // `static const CGFloat kDiameter = 122;` there is the file's, as C reads it).
            if token.kind == .identifier, text(index + 1) == "=",
               ["CGFloat", "const", "NSInteger", "NSUInteger", "double", "float", "int"].contains(text(index - 1)) {
                var end = index + 2
                while end < tokens.count, text(end) != ";" { end += 1 }
                if let value = ObjectiveCValues.number(Array(tokens[(index + 2)..<min(end, tokens.count)]),
                                                       defined: definedNumbers.merging(constants) { $1 }) {
                    constants[token.text] = value
                }
                index = end + 1
                continue
            }
            if currentClass == nil, token.kind == .identifier, text(index + 1) == "(",
               let close = Optional(matching(index + 1)), text(close + 1) == "{" {
                // A C function: a unit of its own, named after it.
                let bodyEnd = matching(close + 1)
                readBody(named: token.text, from: close + 1, to: bodyEnd, start: index, type: nil)
                index = bodyEnd + 1
                continue
            }
            index += 1
        }
        // A getter may come after the methods that lay its view out: its facts join every
        // unit of its class once the whole file is read, under the unit's own.
        // The other methods of the class (`init` titles a label and adds it, `updateConstraints`
        // lays it out) likewise, under the getters'.
        for (unit, owner) in zip(units.indices, unitClasses) {
            guard let owner else { continue }
            let declared = classFacts[owner], made = getterFacts[owner]
            let members = siblings.members(of: owner)
            units[unit].facts = siblings.facts(for: units[unit], of: owner) { view in
                members.contains(view) || [declared, made].contains { $0?.kinds[view] != nil || $0?.classNames[view] != nil }
            }.merged(with: units[unit].facts)
            if let made { units[unit].facts = made.merged(with: units[unit].facts) }
        }
        // `- (CGSize)intrinsicContentSize { return CGSizeMake(kWidth, 2 * kWidth); }`, with
        // every constant of the file known.
        let defined = definedNumbers.merging(constants) { $1 }
        for (owner, body) in intrinsicSizeBodies {
            // The body is one `return` of a size: anything else depends on the view's state.
            guard body.count > 4, text(body.lowerBound + 1) == "return", text(body.upperBound - 1) == ";",
                  let size = ObjectiveCValues.size(Array(tokens[(body.lowerBound + 2)...(body.upperBound - 2)]),
                                                   defined: defined) else { continue }
            classes.sizes[owner] = size
        }
    }

    /// `- (void)setupWithTitle:(NSString *)title style:(Style)style {`: the selector and the
    /// index of the body's `{` (nil for a declaration ending in `;`).
    private func methodHeader(from start: Int) -> (String, Int)? {
        var index = matching(start + 1) + 1
        var selector = ""
        while index < tokens.count, text(index) != "{", text(index) != ";" {
            if tokens[index].kind == .identifier, text(index + 1) == ":" {
                selector += tokens[index].text + ":"
                index += 2
                if text(index) == "(" { index = matching(index) + 1 }
                index += 1  // the parameter's name
                continue
            }
            if selector.isEmpty, tokens[index].kind == .identifier { selector = tokens[index].text }
            index += 1
        }
        guard text(index) == "{", !selector.isEmpty else { return nil }
        return (selector, index)
    }

    /// `@property (nonatomic, strong) UILabel *titleLabel;`: the view's kind.
    private mutating func readProperty(from start: Int, in owner: String?) -> Int {
        var index = start
        if text(index) == "(" { index = matching(index) + 1 }
        var end = index
        while end < tokens.count, text(end) != ";" { end += 1 }
        if let owner { readDeclarations(from: index, to: end + 1, into: owner) }
        return end + 1
    }

    /// Declarations `CLASS *name;` between two token indices.
    private mutating func readDeclarations(from start: Int, to end: Int, into owner: String) {
        // A property without its `;` runs to the end of the file (found by fuzzing).
        let end = min(end, tokens.count)
        var facts = ViewFacts()
        var index = start
        while index + 2 < end {
            if tokens[index].kind == .identifier, text(index + 1) == "*", tokens[index].text.first?.isUppercase == true {
                var nameIndex = index + 2
                while nameIndex < end, tokens[nameIndex].kind == .identifier,
                      ["const", "_Nullable", "_Nonnull", "__weak", "__strong", "nullable", "nonnull"].contains(tokens[nameIndex].text) {
                    nameIndex += 1
                }
                if nameIndex < end, tokens[nameIndex].kind == .identifier, let name = ViewNames.name(of: tokens[nameIndex].text) {
                    let className = tokens[index].text
                    if let kind = ViewClasses.kind(of: className) { facts.kinds[name] = Spelled(kind, at: location(index)) }
                    if !CustomViewClasses.baseClasses.contains(className) { facts.classNames[name] = className }
                }
            }
            index += 1
        }
        classFacts[owner, default: ViewFacts()] = classFacts[owner, default: ViewFacts()].merged(with: facts)
    }

    // MARK: Bodies

    /// The locals of a body: dictionaries and formats kept in variables.
    private struct Locals {
        var dictionaries: [String: Bindings] = [:]
        var strings: [String: LiteralText] = [:]
        var numbers: [String: Double] = [:]
        /// `NSView *bar = self.barController.view;`: a view's expression and the local that
        /// names it, so that `[self.view addSubview:self.barController.view]` and
        /// `NSDictionaryOfVariableBindings(bar)` lay out one view, `bar` (not a second view
        /// called `view`, the expression's last member).
        var viewAliases: [String: String] = [:]

        /// The expression as the layout names it: its local's name when one holds it.
        func view(_ expression: String) -> String { viewAliases[expression] ?? expression }
    }

    private mutating func readBody(named name: String, from open: Int, to close: Int, start: Int, type: String?) {
        var unit = CodeUnit(name: name, position: location(start), endLine: location(close).line)
        var locals = Locals()
        let bodyText = tokens[open...close].map(\.text)
        if bodyText.contains("constraintsWithVisualFormat"),
           tokens[open...close].contains(where: { $0.kind == .string && $0.text.contains("v%") }) {
            positionalHelpers.insert(name.split(separator: ".").last.map { String($0.split(separator: ":").first ?? $0) } ?? name)
        }
        alternativeRanges = elseBranches(from: open, to: close)
        literalLoops = literalLoops(from: open, to: close)
        unit.facts.iterationNames = iterationNames(from: open, to: close)
        locals.viewAliases = viewAliases(from: open, to: close, except: unit.facts.iterationNames)
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.text == "=", index > open + 1, text(index + 1) != "=", !["=", "!", "<", ">"].contains(text(index - 1)) {
                readAssignment(at: index, within: close, locals: &locals, unit: &unit)
            } else if token.text == "[" {
                readMessage(at: index, locals: &locals, unit: &unit)
            }
            index += 1
        }
        if let type, isGetter(named: name, from: open, to: close) {
            var made = unit.facts
            made.iterationNames = []
            getterFacts[type, default: ViewFacts()] = getterFacts[type, default: ViewFacts()].merged(with: made)
        }
        siblings.append(type: type, facts: unit.facts)
        if !unit.calls.isEmpty || !unit.diagnostics.isEmpty {
            if let type, let facts = classFacts[type] { unit.facts = facts.merged(with: unit.facts) }
            units.append(unit)
            unitClasses.append(type)
        }
    }

    /// A method without arguments that returns the view it is named after (`return _titleLabel;`,
    /// `return self.titleLabel;`): the view's getter, often a lazy one that makes it.
    private func isGetter(named name: String, from open: Int, to close: Int) -> Bool {
        guard let selector = name.split(separator: ".").last.map(String.init), !selector.contains(":") else { return false }
        var index = open
        while index < close {
            if text(index) == "return" {
                var end = index + 1
                while end < close, text(end) != ";" { end += 1 }
                let returned = tokens[(index + 1)..<end].map(\.text).joined()
                if ViewNames.name(of: returned) == selector { return true }
                index = end
            }
            index += 1
        }
        return false
    }

    /// `for (UIView *view in …)` variables and `^(UIView *view, NSUInteger idx, …)` block
    /// parameters: names that stand for each element in turn.
    private func iterationNames(from open: Int, to close: Int) -> Set<String> {
        var names: Set<String> = []
        var index = open
        while index < close {
            defer { index += 1 }
            if text(index) == "for", text(index + 1) == "(" {
                var cursor = index + 2
                while cursor < close, text(cursor) != "in", text(cursor) != ";", text(cursor) != ")" { cursor += 1 }
                if text(cursor) == "in", tokens[cursor - 1].kind == .identifier { names.insert(tokens[cursor - 1].text) }
            } else if text(index) == "^", text(index + 1) == "(" {
                let end = matching(index + 1)
                var cursor = index + 2
                while cursor < end {
                    if tokens[cursor].kind == .identifier, text(cursor + 1) == "," || cursor + 1 == end {
                        names.insert(tokens[cursor].text)
                    }
                    cursor += 1
                }
            }
        }
        return names
    }

    /// `NSView *bar = self.barController.view;` anywhere in the body: the local names the
    /// view the expression reaches, in calls before the declaration too (the code often adds
    /// the view by its expression, then names it to lay it out). An expression reached from a
    /// loop's element (`action.view` in a block over `actions`) keeps being that element.
    private func viewAliases(from open: Int, to close: Int, except iterationNames: Set<String>) -> [String: String] {
        var aliases: [String: String] = [:]
        var index = open
        while index + 4 < close {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, text(index + 1) == "*", tokens[index + 2].kind == .identifier,
                  text(index + 3) == "=" else { continue }
            var end = index + 4
            while end < close, tokens[end].kind == .identifier || text(end) == "." { end += 1 }
            let chain = tokens[(index + 4)..<end].map(\.text)
            guard text(end) == ";", chain.count >= 3, chain.contains("."), !iterationNames.contains(chain[0]) else { continue }
            aliases[chain.joined()] = tokens[index + 2].text
        }
        return aliases
    }

    /// `for (UIView *view in @[self.a, _b]) { … }` (or one statement): a loop over a literal
    /// list of views, whose calls are made once per element (`LayoutCall.unrolled`). A list
    /// holding anything but plain view references is not one.
    private func literalLoops(from open: Int, to close: Int) -> [(body: ClosedRange<Int>, name: String, elements: [String])] {
        var loops: [(body: ClosedRange<Int>, name: String, elements: [String])] = []
        var index = open
        while index < close {
            defer { index += 1 }
            guard text(index) == "for", text(index + 1) == "(" else { continue }
            let header = matching(index + 1)
            var cursor = index + 2
            while cursor < header, text(cursor) != "in" { cursor += 1 }
            guard cursor < header, tokens[cursor - 1].kind == .identifier, text(cursor + 1) == "@", text(cursor + 2) == "[",
                  matching(cursor + 2) == header - 1 else { continue }
            var elements: [String] = [], element: [String] = []
            var depth = 0
            for token in tokens[(cursor + 3)..<(header - 1)] {
                switch token.text {
                case "[", "(": depth += 1; element.append(token.text)
                case "]", ")": depth -= 1; element.append(token.text)
                case "," where depth == 0: elements.append(element.joined()); element = []
                default: element.append(token.text)
                }
            }
            if !element.isEmpty { elements.append(element.joined()) }
            guard !elements.isEmpty, elements.allSatisfy({ ViewNames.name(of: $0) != nil }) else { continue }
            let start = header + 1
            let end = text(start) == "{" ? matching(start) : statementEnd(from: start, within: close)
            loops.append((start...max(start, end), tokens[cursor - 1].text, elements))
        }
        return loops
    }

    /// The loop variables over literal lists in scope at a token, with their lists.
    private func loopElements(at index: Int) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for loop in literalLoops where loop.body.contains(index) { found[loop.name] = loop.elements }
        return found
    }

    /// The `else` branches between two tokens: `else { … }`, `else if (…) { … }` (its
    /// body), `else statement;`.
    private func elseBranches(from open: Int, to close: Int) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var index = open
        while index < close {
            defer { index += 1 }
            guard tokens[index].text == "else" else { continue }
            var start = index + 1
            if text(start) == "if", text(start + 1) == "(" { start = matching(start + 1) + 1 }
            let end = text(start) == "{" ? matching(start) : statementEnd(from: start, within: close)
            if start <= end { ranges.append(start...end) }
        }
        return ranges
    }

    /// The end of the statement starting before `from`: the next `;` at bracket depth 0.
    private func statementEnd(from: Int, within close: Int) -> Int {
        var depth = 0
        var index = from
        while index < close {
            switch text(index) {
            case "[", "(", "{": depth += 1
            case "]", ")", "}":
                if depth == 0 { return index }
                depth -= 1
            case ";" where depth == 0: return index
            default: break
            }
            index += 1
        }
        return close
    }

    /// `target = value;` where target is `x`, `_x`, `self.x`, `UILabel *x`, `x.text`.
    private mutating func readAssignment(at equals: Int, within close: Int, locals: inout Locals, unit: inout CodeUnit) {
        if text(equals - 1) == "]" {
            readSubscriptAssignment(at: equals, within: close, locals: &locals)
            return
        }
        let targetStart = memberChainStart(endingAt: equals - 1)
        let target = tokens[targetStart..<equals].map(\.text).joined()
        let valueEnd = statementEnd(from: equals + 1, within: close)
        guard equals + 1 < valueEnd else { return }
        let value = Array(tokens[(equals + 1)..<valueEnd])
        var facts = ViewFacts()
        let parts = target.split(separator: ".").map(String.init)
        if parts.count >= 2, parts.last == "priority" {
            readPriority(of: parts.dropLast().joined(separator: "."), value, locals: locals, unit: &unit)
            return
        }
        if parts.count >= 2, let property = parts.last, let view = ViewNames.name(of: parts.dropLast().joined(separator: ".")),
           let settings = stackSetting(property, of: view, to: value, locals: locals) {
            unit.facts = unit.facts.merged(with: settings)
            return
        }
        if let property = parts.last, ["text", "placeholder", "title", "stringValue", "placeholderString"].contains(property),
           parts.count >= 2, let view = ViewNames.name(of: parts.dropLast().joined(separator: ".")),
           let written = self.text(of: value, locals: locals) {
            facts.texts[view] = Spelled(written, at: positions.location(at: value[0].offset))
        } else if let view = ViewNames.name(of: target) {
            // `_headerView = …`, `self.headerView = …`: an instance variable or property of the
            // class, wherever it is declared (often its public header).
            if target.hasPrefix("_") || target.hasPrefix("self.") { facts.members.insert(view) }
            // `[[UILabel alloc] initWithFrame:…]`, `[UIButton buttonWithType:…]`, `[UILabel new]`.
            if value.first?.text == "[" {
                let className = value.count > 2 && value[1].text == "[" ? value[2].text : value.count > 1 ? value[1].text : ""
                if let kind = ViewClasses.kind(of: className) {
                    facts.kinds[view] = Spelled(kind, at: positions.location(at: value[0].offset))
                }
                // `[[ORKArrowView alloc] init…]`, `[ORKArrowView new]`: the class it is made of.
                if value.count > 3, value[1].text == "[", value[3].text == "alloc" {
                    facts.classNames[view] = value[2].text
                } else if value.count > 2, value[2].text == "new" {
                    facts.classNames[view] = value[1].text
                }
            }
            // `[[NSPopUpButton alloc] initWithFrame:… pullsDown:YES]`: a pull-down.
            if value.first?.text == "[", let at = value.lastIndex(where: { $0.text == "pullsDown" }),
               at + 2 < value.count, value[at + 1].text == ":" {
                if let pullsDown = Self.boolean(value[at + 2].text) {
                    facts.menus[view] = MenuFacts(pullsDown: pullsDown)
                }
            }
            // `UILabel *label = …`: the declared class.
            if targetStart >= 2, text(targetStart - 1) == "*", let kind = ViewClasses.kind(of: text(targetStart - 2)) {
                facts.kinds[view] = Spelled(kind, at: location(targetStart - 2))
            }
            if targetStart >= 2, text(targetStart - 1) == "*", tokens[targetStart - 2].kind == .identifier,
               facts.classNames[view] == nil, !CustomViewClasses.baseClasses.contains(text(targetStart - 2)) {
                facts.classNames[view] = text(targetStart - 2)
            }
            // `[NSButton checkboxWithTitle:@"Wrap" target:…]`: a checkbox (its declared class
            // says only NSButton) and its title.
            if value.count > 4, value[0].text == "[", let kind = ViewClasses.kind(of: value[1].text, madeBy: value[2].text) {
                facts.kinds[view] = Spelled(kind, at: positions.location(at: value[0].offset))
                if value[3].text == ":", let title = self.text(of: [value[4]], locals: locals) {
                    facts.texts[view] = Spelled(title, at: positions.location(at: value[4].offset))
                }
            }
            if let stack = stackCreation(value) {
                // `[[UIStackView alloc] initWithArrangedSubviews:@[a, b]]`: a stack view.
                facts.stacks[view] = stack
                for child in stack.arranged { facts.parents[child] = view }
            }
            if let dictionary = bindings(value, locals: locals) {
                locals.dictionaries[target] = dictionary
            } else if let literal = string(value, locals: locals) {
                locals.strings[target] = literal
            } else if let number = ObjectiveCValues.number(value, defined: definedNumbers) {
                locals.numbers[target] = number
                facts.constants[target] = number
            }
        }
        unit.facts = unit.facts.merged(with: facts)
    }

    /// A boolean written literally (`YES`, `NO`, `true`, `false`); nil for anything else.
    private static func boolean(_ spelled: String) -> Bool? {
        switch spelled {
        case "YES", "true": true
        case "NO", "false": false
        default: nil
        }
    }

    /// `stack.axis = UILayoutConstraintAxisVertical;`, `.spacing`, `.alignment`,
    /// `.distribution`, `.layoutMarginsRelativeArrangement`, and `x.hidden = YES` and a
    /// button's menu settings (`x.pullsDown = YES`) written literally; nil for any other property.
    private func stackSetting(_ property: String, of view: String, to value: [ObjectiveCToken], locals: Locals) -> ViewFacts? {
        var facts = ViewFacts()
        var stack = StackFacts()
        let spelled = value.map(\.text).joined()
        let boolean = Self.boolean(spelled)
        switch property {
        case "axis", "orientation": stack.axis = StackFacts.axis(spelled)
        case "distribution": stack.distribution = StackFacts.distribution(spelled)
        case "alignment": stack.alignment = StackFacts.alignment(spelled)
        case "spacing":
            stack.spacing = ObjectiveCValues.number(value, defined: numbersInScope(locals))
            if StackSpacingConstant(spelled) == .system {
                stack.spacing = StackSpacingConstant.systemSpacing
            } else if stack.spacing == nil, let head = value.first {
                stack.runtimeSpacing = Spelled(spelled, at: positions.location(at: head.offset))
            }
        case "layoutMarginsRelativeArrangement": stack.isLayoutMarginsRelative = boolean
        case "baselineRelativeArrangement":
            stack.isBaselineRelative = boolean
            stack.baselineRelativePosition = value.first.map { positions.location(at: $0.offset) }
        case "layoutMargins", "directionalLayoutMargins":
            stack.margins = margins(value, locals: locals)
            if stack.margins == nil, let head = value.first {
                stack.runtimeMargins = Spelled(spelled, at: positions.location(at: head.offset))
            }
        case "hidden":
            guard let boolean else { return nil }
            facts.hidden[view] = boolean
            return facts
        case "pullsDown", "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction":
            guard let setting = boolean.flatMap({ MenuFacts(property: property, value: $0) }) else { return nil }
            facts.menus[view] = setting
            return facts
        case "font":
            let numbers = numbersInScope(locals)
            let spelled = value.map(\.text).joined(separator: " ")
            if let font = CodeFont.font(spelled, number: { numbers[$0] }) {
                facts.fonts[view] = font
            } else if let head = value.first, let last = value.last {
                // As written, from the first token to the end of the last.
                let written = String(decoding: bytes[head.offset..<min(bytes.count, last.offset + last.text.utf8.count)],
                                     as: UTF8.self)
                facts.runtimeFonts[view] = Spelled(written, at: positions.location(at: head.offset))
            }
            return facts
        case "numberOfLines":
            guard let lines = ObjectiveCValues.number(value), lines >= 0, lines == lines.rounded(), lines <= 10_000 else { return nil }
            facts.lines[view] = Int(lines)
            return facts
        default:
            return nil
        }
        if ["axis", "orientation", "distribution", "alignment"].contains(property),
           stack.axis == nil && stack.distribution == nil && stack.alignment == nil, let head = value.first {
            stack.runtimeSettings = [Spelled("\(property) = \(spelled)", at: positions.location(at: head.offset))]
        }
        stack.position = value.first.map { positions.location(at: $0.offset) }
        facts.stacks[view] = stack
        return facts
    }

    /// `UIEdgeInsetsMake(8, 16, 8, 16)`, `NSDirectionalEdgeInsetsMake(…)` (top, leading,
    /// bottom, trailing), `UIEdgeInsetsZero`: the margins, each side a number or a constant
    /// in scope; nil for any other value.
    private func margins(_ value: [ObjectiveCToken], locals: Locals) -> StackMargins? {
        let words = value.map(\.text)
        if words.count == 1, words[0].hasSuffix("InsetsZero") { return StackMargins(top: 0, left: 0, bottom: 0, right: 0) }
        guard words.count > 3, words[0].hasSuffix("InsetsMake"), words[1] == "(", words.last == ")" else { return nil }
        let sides = split(Array(value[2..<(value.count - 1)]), at: ",")
            .map { ObjectiveCValues.number($0, defined: numbersInScope(locals)) }
        guard sides.count == 4, let top = sides[0], let left = sides[1], let bottom = sides[2], let right = sides[3] else { return nil }
        return StackMargins(top: top, left: left, bottom: bottom, right: right)
    }

    /// `[[UIStackView alloc] initWithArrangedSubviews:@[a, b]]`, `[[UIStackView alloc] init]`,
    /// `[NSStackView stackViewWithViews:@[a, b]]`: the stack view it makes, nil for any other value.
    private func stackCreation(_ value: [ObjectiveCToken]) -> StackFacts? {
        let words = value.map(\.text)
        guard words.first == "[", words.contains(where: { $0 == "UIStackView" || $0 == "NSStackView" }),
              let head = value.first else { return nil }
        var stack = StackFacts()
        stack.isStack = true
        stack.isMadeInCode = true
        stack.position = positions.location(at: head.offset)
        guard let selector = words.firstIndex(where: { $0 == "initWithArrangedSubviews" || $0 == "stackViewWithViews" }) else {
            return stack
        }
        // `@[a, b]` after the selector's `:`; anything else (a variable) is only known at run time.
        guard selector + 3 < value.count, words[selector + 1] == ":", words[selector + 2] == "@", words[selector + 3] == "[" else {
            stack.hasRuntimeArranged = true
            return stack
        }
        var depth = 0, close = selector + 3
        while close < value.count {
            if words[close] == "[" { depth += 1 } else if words[close] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            close += 1
        }
        for element in split(Array(value[(selector + 4)..<min(close, value.count)]), at: ",") {
            if let name = ViewNames.name(of: element.map(\.text).joined()) {
                stack.arranged.append(name)
            } else {
                stack.hasRuntimeArranged = true
            }
        }
        return stack
    }

    /// `views[@"image"] = self.imageView;`: a key added to a dictionary kept in a local
    /// (a key computed at run time: the dictionary may hold keys it does not show).
    private func readSubscriptAssignment(at equals: Int, within close: Int, locals: inout Locals) {
        var open = equals - 1, depth = 0
        while open > 0 {
            if text(open) == "]" { depth += 1 } else if text(open) == "[" {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        guard open > 0, tokens[open - 1].kind == .identifier, locals.dictionaries[tokens[open - 1].text] != nil else { return }
        let name = tokens[open - 1].text
        let keyTokens = Array(tokens[(open + 1)..<(equals - 1)])
        let valueEnd = statementEnd(from: equals + 1, within: close)
        let value = Array(tokens[(equals + 1)..<max(valueEnd, equals + 1)])
        guard let key = string(keyTokens, locals: locals), let head = keyTokens.first else {
            locals.dictionaries[name]?.hasRuntimeKeys = true
            return
        }
        var entry = Bindings.Entry(key: key.text, position: key.start ?? positions.location(at: head.offset))
        entry.bind(to: value.map(\.text).joined())
        entry.number = ObjectiveCValues.number(value, defined: numbersInScope(locals))
        locals.dictionaries[name]?.entries.append(entry)
    }

    /// Adjacent string literals joined (`@"H:|-" @"[a]-|"`), or a variable or `#define` holding one.
    private func string(_ value: [ObjectiveCToken], locals: Locals) -> LiteralText? {
        if value.count == 1, value[0].kind == .identifier {
            return locals.strings[value[0].text] ?? definedStrings[value[0].text]
        }
        guard !value.isEmpty, value.allSatisfy({ $0.kind == .string }) else { return nil }
        return value.dropFirst().reduce(value[0].literal ?? LiteralText()) { $0 + ($1.literal ?? LiteralText()) }
    }

    /// The literal title of `addItemWithTitle:@"…"`, or the first of
    /// `addItemsWithTitles:@[@"…", …]`, where it is written; nil for one only known at run time.
    private func firstItemTitle(_ argument: [ObjectiveCToken]) -> Spelled? {
        var first = argument
        if argument.count > 3, argument[0].text == "@", argument[1].text == "[" {
            first = split(Array(argument[2..<(argument.count - 1)]), at: ",").first ?? []
        }
        guard let head = first.first, first.allSatisfy({ $0.kind == .string }),
              let literal = string(first, locals: Locals()) else { return nil }
        return Spelled(literal.text, at: positions.location(at: head.offset))
    }

    /// A literal text, or `NSLocalizedString(@"key", …)`'s key.
    private func text(of value: [ObjectiveCToken], locals: Locals) -> String? {
        if let literal = string(value, locals: locals) { return literal.text }
        if value.first?.text == "NSLocalizedString", value.count > 2, value[2].kind == .string { return value[2].text }
        return nil
    }

    /// A dictionary expression: `@{…}`, `NSDictionaryOfVariableBindings(…)`,
    /// `RQVisualDictionaryOfVariableBindings(…)`, `[NSDictionary dictionaryWithObjectsAndKeys:…]`,
    /// a local holding one; nil when the tokens are none of these.
    private func bindings(_ value: [ObjectiveCToken], locals: Locals) -> Bindings? {
        guard let first = value.first else { return nil }
        if value.count == 1, first.kind == .identifier {
            if first.text == "nil" { return Bindings() }
            return locals.dictionaries[first.text]
        }
        if first.text == "@", value.count > 1, value[1].text == "{" {
            return dictionaryLiteral(Array(value[2..<max(value.count - 1, 2)]), locals: locals)
        }
        // `[@{…} mutableCopy]`, `[[NSMutableDictionary alloc] initWithDictionary:@{…}]`,
        // `[NSDictionary dictionaryWithDictionary:d]`: the dictionary inside.
        if first.text == "[", let inner = wrappedDictionary(value) { return bindings(inner, locals: locals) }
        if first.text.hasSuffix("DictionaryOfVariableBindings"), value.count > 2 {
            var result = Bindings()
            for argument in split(Array(value[2..<(value.count - 1)]), at: ",") {
                let key = argument.map(\.text).joined()
                guard let head = argument.first else { continue }
                var entry = Bindings.Entry(key: key, position: positions.location(at: head.offset))
                entry.bind(to: key)
                result.entries.append(entry)
            }
            return result
        }
        if first.text == "[", value.count > 3, value[1].text == "NSDictionary" || value[1].text == "NSMutableDictionary",
           value[2].text == "dictionaryWithObjectsAndKeys" {
            var result = Bindings()
            // `[NSDictionary dictionaryWithObjectsAndKeys:` cut off at the end has no `]` (found by fuzzing).
            let arguments = split(Array(value[4..<max(value.count - 1, 4)]), at: ",")
            var pair = 0
            while pair + 1 < arguments.count {
                let object = arguments[pair], key = arguments[pair + 1]
                if let keyText = string(key, locals: locals), let head = key.first {
                    var entry = Bindings.Entry(key: keyText.text, position: keyText.start ?? positions.location(at: head.offset))
                    entry.bind(to: object.map(\.text).joined())
                    entry.number = ObjectiveCValues.number(object, defined: definedNumbers)
                    result.entries.append(entry)
                } else {
                    result.hasRuntimeKeys = true
                }
                pair += 2
            }
            return result
        }
        return nil
    }

    /// The dictionary expression a copying message wraps, or nil.
    private func wrappedDictionary(_ value: [ObjectiveCToken]) -> [ObjectiveCToken]? {
        guard value.count > 3, value.last?.text == "]" else { return nil }
        let words = value.map(\.text)
        if words[words.count - 2] == "mutableCopy" || words[words.count - 2] == "copy" {
            return Array(value[1..<(value.count - 2)])
        }
        for selector in ["initWithDictionary", "dictionaryWithDictionary"] {
            if let at = words.firstIndex(of: selector), at + 2 < value.count, words[at + 1] == ":" {
                return Array(value[(at + 2)..<(value.count - 1)])
            }
        }
        return nil
    }

    private func dictionaryLiteral(_ inner: [ObjectiveCToken], locals: Locals) -> Bindings {
        var result = Bindings()
        for element in split(inner, at: ",") {
            // Key and value split at the first `:`: a value may hold another, as in
            // `@{@"Margin": wide ? @(10) : @(0)}`.
            guard let colon = firstTopLevel(":", in: element), colon > 0, colon + 1 < element.count else { continue }
            let halves = [Array(element[..<colon]), Array(element[(colon + 1)...])]
            guard let key = string(halves[0], locals: locals), let head = halves[0].first else {
                result.hasRuntimeKeys = true
                continue
            }
            var entry = Bindings.Entry(key: key.text, position: key.start ?? positions.location(at: head.offset))
            let valueText = locals.view(halves[1].map(\.text).joined())
            entry.bind(to: valueText)
            entry.number = ObjectiveCValues.number(halves[1], defined: definedNumbers.merging(locals.numbers) { $1 }.merging(constants) { $1 })
            if entry.number == nil { entry.constantName = Self.constantName(in: halves[1]) }
            result.entries.append(entry)
        }
        return result
    }

    /// The one identifier a metric's value names (`@(kHeight)`, `@(kHeight)` with a cast).
    private static func constantName(in value: [ObjectiveCToken]) -> String? {
        let names = value.filter { $0.kind == .identifier && $0.text != "CGFloat" }
        guard names.count == 1, value.allSatisfy({ $0.kind == .identifier || ["@", "(", ")"].contains($0.text) }) else { return nil }
        return names[0].text
    }

    /// The index of the first separator outside brackets, or nil.
    private func firstTopLevel(_ separator: String, in tokens: [ObjectiveCToken]) -> Int? {
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            case separator where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The two values of a conditional expression `condition ? a : b` (the condition
    /// parenthesized or not), nil for anything else.
    private func ternaryBranches(_ tokens: [ObjectiveCToken]) -> (chosen: [ObjectiveCToken], otherwise: [ObjectiveCToken])? {
        var depth = 0
        var question: Int?
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            case "?" where depth == 0 && question == nil: question = index
            case ":" where depth == 0:
                guard let question, question > 0, index > question + 1, index + 1 < tokens.count else { return nil }
                return (Array(tokens[(question + 1)..<index]), Array(tokens[(index + 1)...]))
            default: break
            }
        }
        return nil
    }

    /// Tokens split at a separator outside brackets.
    private func split(_ tokens: [ObjectiveCToken], at separator: String) -> [[ObjectiveCToken]] {
        var parts: [[ObjectiveCToken]] = [[]]
        var depth = 0
        for token in tokens {
            switch token.text {
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            default: break
            }
            if token.text == separator, depth == 0 { parts.append([]) } else { parts[parts.count - 1].append(token) }
        }
        return parts.filter { !$0.isEmpty }
    }

    // MARK: Messages

    /// `[receiver piece:arg piece:arg]`: its receiver's tokens and each selector piece with
    /// its argument's tokens and index.
    private func message(at open: Int) -> (receiver: [ObjectiveCToken], pieces: [(name: String, at: Int, argument: [ObjectiveCToken])])? {
        let close = matching(open)
        var depth = 0
        var pieceStarts: [Int] = []
        var index = open + 1
        while index < close {
            switch text(index) {
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth -= 1
            default:
                if depth == 0, tokens[index].kind == .identifier, text(index + 1) == ":", index > open + 1,
                   text(index - 1) != "?" {
                    pieceStarts.append(index)
                }
            }
            index += 1
        }
        guard let first = pieceStarts.first else { return nil }
        var pieces: [(String, Int, [ObjectiveCToken])] = []
        for (number, start) in pieceStarts.enumerated() {
            let end = number + 1 < pieceStarts.count ? pieceStarts[number + 1] : close
            pieces.append((tokens[start].text, start, Array(tokens[(start + 2)..<max(end, start + 2)])))
        }
        return (Array(tokens[(open + 1)..<first]), pieces)
    }

    private mutating func readMessage(at open: Int, locals: inout Locals, unit: inout CodeUnit) {
        guard let (receiver, pieces) = message(at: open) else { return }
        let callsBefore = unit.calls.count
        defer {
            if unit.calls.count > callsBefore, alternativeRanges.contains(where: { $0.contains(open) }) {
                for index in callsBefore..<unit.calls.count { unit.calls[index].isAlternative = true }
            }
            for index in callsBefore..<unit.calls.count { unit.calls[index].loopElements = loopElements(at: open) }
        }
        let selector = pieces.map { $0.name + ":" }.joined()
        func argument(_ name: String) -> [ObjectiveCToken]? { pieces.first { $0.name == name }?.argument }
        var facts = ViewFacts()
        if selector == "constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:" {
            readItemConstraint(pieces, at: open, unit: &unit, locals: locals)
        } else if selector.hasPrefix("constraint"), selector.contains("To"), let last = receiver.last,
                  last.text.hasSuffix("Anchor"), receiver.count >= 3, receiver[receiver.count - 2].text == "." {
            readAnchorConstraint(receiver, pieces, at: open, unit: &unit, locals: locals)
        } else if selector.hasPrefix("constraintsWithVisualFormat:") {
            readVFL(format: pieces[0].argument, options: argument("options"), metrics: argument("metrics"),
                    views: argument("views"), locals: locals, unit: &unit)
        } else if selector.hasPrefix("viewFromVisualFormats:") || selector.hasPrefix("addSubviewsToView:usingVisualFormats:") {
            readRows(pieces: pieces, makesItsContainer: selector.hasPrefix("viewFromVisualFormats:"), locals: locals, unit: &unit)
        } else if selector.contains("withLayout:"), let layout = argument("withLayout"),
                  let targetTokens = pieces.first?.argument, !targetTokens.isEmpty, layout.first?.text == "@" {
            let targetText = targetTokens.map(\.text).joined()
            let dictionary = literalText(of: layout)
            var call = LayoutCall(dialect: .vbautolayout, position: positions.location(at: layout[0].offset), formats: [dictionary])
            call.target = Spelled(targetText, at: positions.location(at: targetTokens[0].offset))
            unit.calls.append(call)
            if let child = ViewNames.name(of: targetText), let holder = ViewNames.name(of: receiver.map(\.text).joined()) {
                facts.parents[child] = holder
            }
        } else if selector == "setPriority:" {
            readPriority(of: receiver.map(\.text).joined(), pieces[0].argument, locals: locals, unit: &unit)
        } else if selector == "setCustomSpacing:afterView:", pieces.count == 2,
                  let holder = ViewNames.name(of: locals.view(receiver.map(\.text).joined())) {
            // The spacing after one arranged view; a value or view only known at run time is
            // kept as written, for a warning.
            var stack = StackFacts()
            let value = pieces[0].argument
            let named = StackSpacingConstant(value.map(\.text).joined())
            let number = named == .system ? StackSpacingConstant.systemSpacing
                : ObjectiveCValues.number(value, defined: numbersInScope(locals))
            let after = ViewNames.name(of: locals.view(pieces[1].argument.map(\.text).joined()))
            if let after, let number, named != .stackDefault {
                stack.customSpacings[after] = number
            } else if named != .stackDefault, let head = value.first {
                let written = "[\(receiver.map(\.text).joined()) setCustomSpacing:\(value.map(\.text).joined()) "
                    + "afterView:\(pieces[1].argument.map(\.text).joined())]"
                stack.runtimeCustomSpacings = [Spelled(written, at: positions.location(at: head.offset))]
            }
            facts.stacks[holder] = stack
        } else if selector == "addArrangedSubview:" || selector == "insertArrangedSubview:atIndex:",
                  let holder = ViewNames.name(of: locals.view(receiver.map(\.text).joined())) {
            // The stack's next arranged views (subviews of it: each element of a literal list
            // looped over); inserted at an index, or an expression that names no one view,
            // the arrangement is only known at run time.
            var stack = StackFacts()
            stack.isStack = true
            stack.position = location(open)
            let child = locals.view(pieces[0].argument.map(\.text).joined())
            let names = (loopElements(at: open)[child] ?? [child]).map(ViewNames.name(of:))
            if selector == "addArrangedSubview:", !names.contains(nil) {
                stack.arranged = names.compactMap { $0 }
                for name in stack.arranged { facts.parents[name] = holder }
            } else {
                stack.hasRuntimeArranged = true
            }
            facts.stacks[holder] = stack
        } else if selector == "addSubview:",
                  let holder = ViewNames.name(of: locals.view(receiver.map(\.text).joined())) {
            // In a loop over a literal list, each element of the list is the child.
            let child = locals.view(pieces[0].argument.map(\.text).joined())
            for name in (loopElements(at: open)[child] ?? [child]).compactMap(ViewNames.name(of:)) {
                facts.parents[name] = holder
            }
        } else if selector == "addItemWithTitle:" || selector == "addItemsWithTitles:",
                  let view = ViewNames.name(of: receiver.map(\.text).joined()),
                  let title = firstItemTitle(pieces[0].argument) {
            // `[sizes addItemWithTitle:@"Small"]`: a pop-up shows its first item until another
            // is selected; a title set before (or an earlier item) stays.
            if unit.facts.texts[view] == nil { facts.texts[view] = title }
        } else if selector.hasPrefix("setImage:"), let view = ViewNames.name(of: receiver.map(\.text).joined()) {
            facts.images.insert(view)
        } else if selector.hasPrefix("setTitle:"), let view = ViewNames.name(of: receiver.map(\.text).joined()),
                  let title = text(of: pieces[0].argument, locals: locals), let head = pieces[0].argument.first {
            facts.texts[view] = Spelled(title, at: positions.location(at: head.offset))
        } else if pieces.count >= 2, pieces[1].name == "views", let name = pieces.first?.name,
                  let format = string(pieces[0].argument, locals: locals),
                  format.text.hasPrefix("H:") || format.text.hasPrefix("V:") {
            // A positional helper: `[self addConstraintsWithFormat:@"H:|[v0]|" views:a, b, nil]`.
            var call = LayoutCall(dialect: .vfl, position: quotePosition(pieces[0].argument), formats: [format])
            var bindings = Bindings()
            for (number, viewTokens) in split(pieces[1].argument, at: ",").enumerated() where viewTokens.first?.text != "nil" {
                var entry = Bindings.Entry(key: "v\(number)", position: positions.location(at: viewTokens[0].offset))
                entry.bind(to: viewTokens.map(\.text).joined())
                bindings.entries.append(entry)
            }
            call.views = bindings
            call.metrics = Bindings()
            call.positionalHelper = name
            unit.calls.append(call)
        }
        unit.facts = unit.facts.merged(with: facts)
    }

    /// `[NSLayoutConstraint constraintWithItem:a attribute:… relatedBy:… toItem:b attribute:… multiplier:m constant:c]`.
    private func readItemConstraint(_ pieces: [(name: String, at: Int, argument: [ObjectiveCToken])], at open: Int,
                                    unit: inout CodeUnit, locals: Locals) {
        let words = pieces.map { $0.argument.map(\.text).joined() }
        guard pieces.count == 7, let head = pieces[0].argument.first,
              let firstAttribute = EquationParts.attribute(words[1]), let relation = EquationParts.relation(words[2]) else { return }
        var parts = EquationParts(first: Spelled(words[0], at: positions.location(at: head.offset)),
                                  firstAttribute: firstAttribute, relation: relation, second: nil, secondAttribute: nil)
        if words[3] != "nil", let secondAttribute = EquationParts.attribute(words[4]), let second = pieces[3].argument.first {
            parts.second = Spelled(words[3], at: positions.location(at: second.offset))
            parts.secondAttribute = secondAttribute
        }
        parts.multiplier = ObjectiveCValues.number(pieces[5].argument, defined: numbersInScope(locals)) ?? 1
        (parts.constant, parts.constantText) = value(of: pieces[6].argument, locals: locals)
        addEquation(parts, at: open, unit: &unit)
    }

    /// `[a.leadingAnchor constraintEqualToAnchor:b.trailingAnchor constant:8]`,
    /// `[a.widthAnchor constraintEqualToConstant:40]`.
    private func readAnchorConstraint(_ receiver: [ObjectiveCToken], _ pieces: [(name: String, at: Int, argument: [ObjectiveCToken])],
                                      at open: Int, unit: inout CodeUnit, locals: Locals) {
        guard let firstAttribute = EquationParts.attribute(receiver[receiver.count - 1].text),
              let relation = EquationParts.relation(pieces[0].name), let head = receiver.first else { return }
        let firstItem = receiver.dropLast(2).map(\.text).joined()
        var parts = EquationParts(first: Spelled(firstItem, at: positions.location(at: head.offset)),
                                  firstAttribute: firstAttribute, relation: relation, second: nil, secondAttribute: nil)
        if pieces[0].name.hasSuffix("Constant") {
            (parts.constant, parts.constantText) = value(of: pieces[0].argument, locals: locals)
        } else {
            let other = pieces[0].argument
            guard other.count >= 3, let anchor = other.last, let secondAttribute = EquationParts.attribute(anchor.text),
                  other[other.count - 2].text == "." else { return }
            parts.second = Spelled(other.dropLast(2).map(\.text).joined(), at: positions.location(at: other[0].offset))
            parts.secondAttribute = secondAttribute
            for piece in pieces.dropFirst() {
                switch piece.name {
                case "multiplier": parts.multiplier = ObjectiveCValues.number(piece.argument, defined: numbersInScope(locals)) ?? 1
                case "constant": (parts.constant, parts.constantText) = value(of: piece.argument, locals: locals)
                default: break
                }
            }
        }
        addEquation(parts, at: open, unit: &unit)
    }

    private func numbersInScope(_ locals: Locals) -> [String: Double] {
        definedNumbers.merging(constants) { $1 }.merging(locals.numbers) { $1 }
    }

    private func value(of tokens: [ObjectiveCToken], locals: Locals) -> (Double?, String?) {
        if let number = ObjectiveCValues.number(tokens, defined: numbersInScope(locals)) { return (number, nil) }
        return (nil, tokens.map(\.text).joined(separator: " "))
    }

    private func addEquation(_ parts: EquationParts, at open: Int, unit: inout CodeUnit) {
        var call = LayoutCall(dialect: .equation, position: location(open), formats: [])
        call.equation = parts
        call.boundName = boundName(before: open)
        unit.calls.append(call)
    }

    /// The variable the message sent at `open` is kept in: `NSLayoutConstraint *c = [`,
    /// `_c = [`, `self.c = [`.
    private func boundName(before open: Int) -> String? {
        guard open >= 2, text(open - 1) == "=", tokens[open - 2].kind == .identifier else { return nil }
        return ViewNames.name(of: tokens[memberChainStart(endingAt: open - 2)..<(open - 1)].map(\.text).joined())
    }

    /// The first token of `a.b.c` ending at `last`: identifiers joined by dots, so that the
    /// type before a declared name (`const CGFloat kPad`, `UILabel *label`) is not part of it.
    private func memberChainStart(endingAt last: Int) -> Int {
        var start = last
        while start >= 2, text(start - 1) == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        return start
    }

    /// `c.priority = 999;` or `[c setPriority:UILayoutPriorityRequired - 1]`: the priority of
    /// the last equation kept in `c`.
    private func readPriority(of target: String, _ value: [ObjectiveCToken], locals: Locals, unit: inout CodeUnit) {
        guard let name = ViewNames.name(of: target),
              let index = unit.calls.lastIndex(where: { $0.dialect == .equation && $0.boundName == name }) else { return }
        let known = numbersInScope(locals).merging(LayoutPriorities.named) { mine, _ in mine }
        if let priority = ObjectiveCValues.number(value, defined: known) {
            unit.calls[index].equation?.priority = priority
        } else {
            unit.calls[index].equation?.priorityText = value.map(\.text).joined(separator: " ")
        }
    }

    /// The position of a format argument's opening quote (`"` of `@"…"`).
    private func quotePosition(_ argument: [ObjectiveCToken]) -> SourceLocation {
        guard let head = argument.first else { return SourceLocation(line: 1, column: 1) }
        let at = positions.location(at: head.offset)
        return head.isObjectLiteral ? SourceLocation(line: at.line, column: at.column + 1) : at
    }

    /// The source text of tokens as written, each character at its position (a
    /// VBAutolayout dictionary, read by the format file's own `layout` parser, which takes
    /// Objective-C's literal forms); line breaks become spaces, as the statement is one line.
    private func literalText(of value: [ObjectiveCToken]) -> LiteralText {
        guard let first = value.first, let last = value.last else { return LiteralText() }
        let end = last.kind == .string ? endOfString(from: last.offset) : last.offset + last.text.utf8.count
        var text = LiteralText()
        var offset = first.offset
        while offset < end {
            let length = utf8Length(lead: bytes[offset])
            let stop = min(offset + length, end)
            for character in String(decoding: bytes[offset..<stop], as: UTF8.self) {
                text.append(character.isNewline ? " " : character, at: positions.location(at: offset))
            }
            offset = stop
        }
        return text
    }

    /// The offset after the closing quote of the string literal starting at `offset`.
    private func endOfString(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(index + 1, bytes.count)
    }

    private func readVFL(format: [ObjectiveCToken], options: [ObjectiveCToken]?, metrics: [ObjectiveCToken]?,
                         views: [ObjectiveCToken]?, locals: Locals, unit: inout CodeUnit) {
        // `cond ? @"H:|-[a]-[b]-|" : @"H:|-[b]-[a]-|"` (ResearchKit's peg test, one format per
        // hand): both formats are checked, the first laid out, as with an if/else.
        if let (chosen, otherwise) = ternaryBranches(format), string(chosen, locals: locals) != nil,
           string(otherwise, locals: locals) != nil {
            readVFL(format: chosen, options: options, metrics: metrics, views: views, locals: locals, unit: &unit)
            readVFL(format: otherwise, options: options, metrics: metrics, views: views, locals: locals, unit: &unit)
            unit.calls[unit.calls.count - 1].isAlternative = true
            return
        }
        guard let literal = string(format, locals: locals), let head = format.first else {
            if let head = format.first {
                let at = positions.location(at: head.offset)
                unit.diagnostics.append(.note("not checked: the format is built at run time",
                                              at: SourceRange(line: at.line, column: at.column)))
            }
            return
        }
        var call = LayoutCall(dialect: .vfl, position: head.kind == .string ? quotePosition(format) : literal.start ?? quotePosition(format),
                              formats: [literal])
        call.options = (options ?? []).filter { $0.kind == .identifier && ($0.text.hasPrefix("NSLayoutFormatAlign") || $0.text.hasPrefix("NSLayoutFormatDirection")) }
            .map { Spelled($0.text, at: positions.location(at: $0.offset)) }
        call.metrics = metrics.map { bindings($0, locals: locals) ?? Bindings(isUnknown: true) }
        call.views = views.map { bindings($0, locals: locals) ?? Bindings(isUnknown: true) }
        unit.calls.append(call)
    }

    /// RQVisual: `@[@"row", …]` rows, a row-spacing format, the bindings.
    private func readRows(pieces: [(name: String, at: Int, argument: [ObjectiveCToken])], makesItsContainer: Bool,
                          locals: Locals, unit: inout CodeUnit) {
        guard let rowsArgument = pieces.first(where: { $0.name.hasSuffix("VisualFormats") })?.argument else { return }
        guard rowsArgument.first?.text == "@", rowsArgument.count > 2, rowsArgument[1].text == "[" else {
            if let head = rowsArgument.first {
                let at = positions.location(at: head.offset)
                unit.diagnostics.append(.note("not checked: the format is built at run time",
                                              at: SourceRange(line: at.line, column: at.column)))
            }
            return
        }
        var rows: [LiteralText] = []
        for element in split(Array(rowsArgument[2..<(rowsArgument.count - 1)]), at: ",") {
            guard let row = string(element, locals: locals) else {
                let at = positions.location(at: element[0].offset)
                unit.diagnostics.append(.note("not checked: the format is built at run time",
                                              at: SourceRange(line: at.line, column: at.column)))
                return
            }
            rows.append(row)
        }
        var call = LayoutCall(dialect: .rqvisual, position: quotePosition(Array(rowsArgument[2...])), formats: rows)
        if let spacing = pieces.first(where: { $0.name == "rowSpacingVisualFormat" })?.argument {
            call.rowSpacing = string(spacing, locals: locals)
        }
        if let bindingTokens = pieces.first(where: { $0.name == "variableBindings" })?.argument {
            call.views = bindings(bindingTokens, locals: locals) ?? Bindings(isUnknown: true)
        }
        call.makesItsContainer = makesItsContainer
        if !makesItsContainer, let container = pieces.first?.argument,
           let holder = ViewNames.name(of: container.map(\.text).joined()) {
            var facts = ViewFacts()
            for entry in call.views?.entries ?? [] { if let name = entry.viewName { facts.parents[name] = holder } }
            unit.facts = unit.facts.merged(with: facts)
        }
        unit.calls.append(call)
    }
}
