import SwiftParser
import StackViews
import SwiftSyntax
import VisualSyntax

/// Finds the layout units of a Swift file with SwiftSyntax's parser: the recognized calls
/// of each function, initializer and property initializer, with what the code says about
/// their views (classes, texts, which view holds which) and the literal values in scope.
final class SwiftLayoutReader: SyntaxVisitor {
    private let literals: SwiftLiterals
    private let positions: SourcePositions
    /// Functions of this file that lay out views named `v0`, `v1`, … (the positional helper).
    private(set) var positionalHelpers: Set<String> = []
    /// Units in source order.
    private(set) var units: [CodeUnit] = []
    /// What each type's stored properties say about its views.
    private(set) var typeFacts: [String: ViewFacts] = [:]
    /// Every function's facts, for the layout functions of its type.
    private(set) var siblings = SiblingFunctions()
    /// The classes the file defines: superclasses and declared intrinsic sizes.
    private(set) var classes = CustomViewClasses()

    private var types: [String] = []
    /// The units being read, innermost last (a property initializer inside a type inside a function).
    private var open: [OpenUnit] = []

    /// A unit being read and the values its body has named so far.
    private struct OpenUnit {
        var unit: CodeUnit
        var type: String?
        var dictionaries: [String: Bindings] = [:]
        var strings: [String: LiteralText] = [:]
        /// The variable the body's `return` gives back (a factory's or an initializer
        /// closure's view).
        var returned: String?
    }

    /// What each unit said about its views and which variable it returned, kept for every
    /// unit (those with no layout too): a property's initializer closure or factory method
    /// says how the property's stack view is built.
    private var unitFacts: [String: (facts: ViewFacts, returned: String?)] = [:]
    /// Each stored property with an initializer, by type, and the method of the same type
    /// its initializer calls (`lazy var stack = makeStackView()`), if any.
    private var initializedProperties: [(type: String, property: String, factory: String?)] = []
    /// What each type's `intrinsicContentSize` getter returns, sized once the whole file is
    /// read: the constants it names may be declared below it (`static let side = 44.0`).
    private var intrinsicSizes: [(type: String, returned: ExprSyntax)] = []

    init(bytes: [UInt8], positions: SourcePositions) {
        self.positions = positions
        self.literals = SwiftLiterals(positions: positions, bytes: bytes)
        super.init(viewMode: .sourceAccurate)
    }

    /// Reads a whole file.
    static func read(_ bytes: [UInt8], positions: SourcePositions) -> SwiftLayoutReader {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let reader = SwiftLayoutReader(bytes: bytes, positions: positions)
        reader.walk(tree)
        reader.addInitializedStacks()
        for (type, returned) in reader.intrinsicSizes {
            if let size = reader.size(returned, in: type) { reader.classes.sizes[type] = size }
        }
        return reader
    }

    /// A stack view a property's initializer builds (in its closure, or in the factory
    /// method it calls) is the type's: every unit of the type knows its arranged views and
    /// settings, and a view's text, font, lines and menu settings set there. The builder's own name for it (`let stackView = UIStackView(…)`, returned)
    /// becomes the property's.
    private func addInitializedStacks() {
        for (type, property, factory) in initializedProperties {
            for builder in ["\(type).\(property)"] + (factory.map { ["\(type).\($0)"] } ?? []) {
                guard let (facts, returned) = unitFacts[builder] else { continue }
                let local = returned ?? property
                var found = ViewFacts()
                if let stack = facts.stacks[local], stack.isStack { found.stacks[property] = stack }
                if let hidden = facts.hidden[local] { found.hidden[property] = hidden }
                // The view's text, font and lines as the builder sets them (`l.font = …; return l`).
                if let text = facts.texts[local] { found.texts[property] = text }
                if let font = facts.fonts[local] { found.fonts[property] = font }
                if let font = facts.runtimeFonts[local] { found.runtimeFonts[property] = font }
                if let lines = facts.lines[local] { found.lines[property] = lines }
                // Its menu settings (`b.showsMenuAsPrimaryAction = true; return b`).
                if let menu = facts.menus[local] { found.menus[property] = menu }
                guard !found.stacks.isEmpty || !found.hidden.isEmpty || !found.texts.isEmpty || !found.fonts.isEmpty
                        || !found.runtimeFonts.isEmpty || !found.lines.isEmpty || !found.menus.isEmpty else { continue }
                typeFacts[type] = (typeFacts[type] ?? ViewFacts()).merged(with: found)
                break
            }
        }
    }

    private func location(_ node: some SyntaxProtocol) -> VisualSyntax.SourceLocation {
        positions.location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func endLine(_ node: some SyntaxProtocol) -> Int {
        positions.location(at: node.endPositionBeforeTrailingTrivia.utf8Offset).line
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.name.text)
        // `class RingView: UIView`: the first inherited type of a class is its superclass.
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
            classes.superclasses[node.name.text] = superclass
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { types.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        types.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    // MARK: Units

    private func openUnit(named name: String, at node: some SyntaxProtocol) {
        let qualified = types.last.map { "\($0).\(name)" } ?? name
        open.append(OpenUnit(unit: CodeUnit(name: qualified, position: location(node), endLine: endLine(node)),
                             type: types.last))
    }

    private func closeUnit() {
        guard let finished = open.popLast() else { return }
        unitFacts[finished.unit.name] = (finished.unit.facts, finished.returned)
        siblings.append(type: finished.type, facts: finished.unit.facts)
        if !finished.unit.calls.isEmpty || !finished.unit.diagnostics.isEmpty { units.append(finished.unit) }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body, bodyDefinesPositionalViews(body) { positionalHelpers.insert(node.name.text) }
        // A function nested in another belongs to the outer unit.
        if open.isEmpty { openUnit(named: node.name.text, at: node) }
        return .visitChildren
    }
    /// A body that names views `"v\(i)"` and passes them to a VFL call: the positional
    /// helper. Looked for in the file's bytes, which every function has, rather than in the
    /// body's text rebuilt from its tokens (most of a scan's time when it was).
    private func bodyDefinesPositionalViews(_ body: CodeBlockSyntax) -> Bool {
        let range = body.position.utf8Offset..<min(body.endPosition.utf8Offset, literals.bytes.count)
        let text = literals.bytes[range]
        return text.containsBytes(of: "\"v\\(") && text.containsBytes(of: "withVisualFormat")
    }

    override func visitPost(_ node: FunctionDeclSyntax) {
        if open.count == 1, open[0].unit.position == location(node) { closeUnit() }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if open.isEmpty { openUnit(named: "init", at: node) }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        if open.count == 1, open[0].unit.position == location(node) { closeUnit() }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            record(variable: name, type: binding.typeAnnotation?.type, value: binding.initializer?.value, at: binding)
        }
        // A property with a computed body or an initializer (a closure, or the call itself:
        // `lazy var leading = NSLayoutConstraint.constraints(withVisualFormat: …)`): a unit of
        // its own (`TYPE.PROPERTY`), kept when it makes a recognized call.
        if open.isEmpty, let type = types.last, let binding = node.bindings.first,
           binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "intrinsicContentSize",
           let returned = binding.accessorBlock.flatMap(Self.returnedExpression) {
            intrinsicSizes.append((type, returned))
        }
        if open.isEmpty, let binding = node.bindings.first,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           binding.accessorBlock != nil || binding.initializer != nil {
            if let type = types.last, let value = binding.initializer?.value {
                initializedProperties.append((type, name, Self.factory(calledBy: value)))
            }
            openUnit(named: name, at: node)
        }
        return .visitChildren
    }
    /// The one expression a computed property's getter gives back (`{ CGSize(…) }`,
    /// `{ return CGSize(…) }`, `{ get { … } }`); nil for a getter of several statements.
    private static func returnedExpression(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
        var statements: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let items): statements = items
        case .accessors(let list):
            guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body else { return nil }
            statements = body.statements
        }
        guard statements.count == 1, let only = statements.first?.item else { return nil }
        if let returned = only.as(ReturnStmtSyntax.self) { return returned.expression }
        return only.as(ExprSyntax.self)
    }

    /// A size written with numbers: `CGSize(width: 44, height: 44)`, `.init(width:height:)`,
    /// `NSSize(…)`, `CGSizeMake(…)`, each value a number, a constant of the type or UIKit's
    /// `noIntrinsicMetric` (nil in the size); nil when a value is only known at run time.
    private func size(_ expression: ExprSyntax, in type: String) -> CustomViewClasses.DeclaredSize? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 2 else { return nil }
        let called = call.calledExpression.trimmedDescription
        guard ["CGSize", "NSSize", ".init", "CGSize.init", "NSSize.init", "CGSizeMake", "NSMakeSize"].contains(called) else { return nil }
        var values: [Double?] = []
        for (argument, label) in zip(call.arguments, ["width", "height"]) {
            let positional = called == "CGSizeMake" || called == "NSMakeSize"
            guard positional ? argument.label == nil : argument.label?.text == label else { return nil }
            var written = argument.expression.trimmedDescription
            for prefix in ["Self.", "\(type)."] where written.hasPrefix(prefix) { written.removeFirst(prefix.count) }
            if CustomViewClasses.isNoIntrinsicMetric(written) {
                values.append(nil)
            } else if let number = Self.number(argument.expression) ?? typeFacts[type]?.constants[written], number >= 0 {
                values.append(number)
            } else {
                return nil
            }
        }
        return CustomViewClasses.DeclaredSize(width: values[0], height: values[1])
    }

    /// The method of the same type an initializer calls: `makeStackView()`, `self.makeStackView()`.
    private static func factory(calledBy value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name.first?.isLowercase == true {
            return name
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// `return stackView`: the view a factory or initializer closure builds.
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if !open.isEmpty, let name = node.expression?.as(DeclReferenceExprSyntax.self)?.baseName.text {
            open[open.count - 1].returned = name
        }
        return .visitChildren
    }

    override func visitPost(_ node: VariableDeclSyntax) {
        if open.count == 1, open[0].unit.position == location(node) { closeUnit() }
    }

    // MARK: What the code says about views

    /// `for view in views { … }`: `view` is each element in turn.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if !open.isEmpty, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            var facts = ViewFacts()
            facts.iterationNames.insert(name)
            addFacts(facts)
        }
        return .visitChildren
    }

    /// `{ view in … }`, `{ (view, index) in … }`: each parameter is an element in turn.
    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind {
        guard !open.isEmpty, let parameters = node.parameterClause else { return .visitChildren }
        var facts = ViewFacts()
        switch parameters {
        case .simpleInput(let names): for name in names { facts.iterationNames.insert(name.name.text) }
        case .parameterClause(let clause): for parameter in clause.parameters { facts.iterationNames.insert(parameter.firstName.text) }
        }
        addFacts(facts)
        return .visitChildren
    }

    /// A `let`/`var`: a view's class, a dictionary or a format kept for a later call, a
    /// numeric constant.
    private func record(variable name: String, type: TypeSyntax?, value written: ExprSyntax?, at node: some SyntaxProtocol) {
        var facts = ViewFacts()
        let value = written.map(Self.withoutCast)
        let viewName = ViewNames.name(of: name) ?? name
        if let type {
            // `UILabel?`, not `UILabel!`: an implicitly unwrapped view (an outlet) is unwrapped
            // where the dictionary is built, so the dictionary never holds nil.
            if type.is(OptionalTypeSyntax.self) { facts.optionals.insert(viewName) }
            let className = type.trimmedDescription.trimmingCharacters(in: "?!")
            if let kind = ViewClasses.kind(of: className) { facts.kinds[viewName] = Spelled(kind, at: location(type)) }
            if className.first?.isUppercase == true, !CustomViewClasses.baseClasses.contains(className) {
                facts.classNames[viewName] = className
            }
        }
        if let value {
            // `let ring = RingView()`, `RingView(frame: .zero)`: the class it is made of.
            if let call = value.as(FunctionCallExprSyntax.self),
               let className = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               className.first?.isUppercase == true {
                facts.classNames[viewName] = className
            }
            if let call = value.as(FunctionCallExprSyntax.self),
               let className = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? call.calledExpression.as(MemberAccessExprSyntax.self).flatMap({ member in
                        member.declName.baseName.text == "init" ? member.base?.trimmedDescription : nil }),
               let kind = ViewClasses.kind(of: className) {
                facts.kinds[viewName] = Spelled(kind, at: location(call))
            }
            if let number = Self.number(value) { facts.constants[name] = number }
            // `NSPopUpButton(frame: .zero, pullsDown: true)`: a pull-down.
            if let call = value.as(FunctionCallExprSyntax.self),
               let argument = call.arguments.first(where: { $0.label?.text == "pullsDown" }),
               let pullsDown = Self.boolean(argument.expression) {
                facts.menus[viewName] = MenuFacts(pullsDown: pullsDown)
            }
            // `NSButton(checkboxWithTitle: "Wrap", target: …, action: …)`: a checkbox.
            if let call = value.as(FunctionCallExprSyntax.self),
               let className = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let label = call.arguments.first?.label?.text,
               let kind = ViewClasses.kind(of: className, madeBy: label) {
                facts.kinds[viewName] = Spelled(kind, at: location(call))
            }
            // `let likeButton = buttonForTitle(title: "Like", …)`: a view made by a factory
            // given its text (`UILabel(text:)`-like initializers of extensions too, AppKit's
            // `NSButton(checkboxWithTitle:…)` and `NSTextField(labelWithString:)`).
            if let call = value.as(FunctionCallExprSyntax.self),
               let argument = call.arguments.first(where: { ViewClasses.textArguments.contains($0.label?.text ?? "") }),
               let literal = literals.value(of: argument.expression) {
                facts.texts[viewName] = Spelled(literal.text, at: location(argument.expression))
            }
            if !open.isEmpty {
                if let dictionary = value.as(DictionaryExprSyntax.self) {
                    open[open.count - 1].dictionaries[name] = bindings(dictionary)
                } else if let text = literals.value(of: value) {
                    open[open.count - 1].strings[name] = text
                }
            }
        }
        addFacts(facts)
    }

    private func addFacts(_ facts: ViewFacts) {
        if !open.isEmpty {
            open[open.count - 1].unit.facts = open[open.count - 1].unit.facts.merged(with: facts)
        } else if let type = types.last {
            typeFacts[type, default: ViewFacts()] = typeFacts[type, default: ViewFacts()].merged(with: facts)
        }
    }

    /// `["a": a] as [String: Any]`: the value the cast is of.
    static func withoutCast(_ expression: ExprSyntax) -> ExprSyntax {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if elements[1].is(UnresolvedAsExprSyntax.self) { return elements[0] }
        }
        if let cast = expression.as(AsExprSyntax.self) { return cast.expression }
        return expression
    }

    /// `x.text = "…"`, `x.placeholder = "…"`, `c.priority = …`, `views["k"] = v`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        // `c.priority = .required - 1` is one sequence of five: the sequence is not folded.
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
           let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.baseName.text == "priority" {
            readPriority(of: base, Array(elements[2...]))
        }
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
           let view = ViewNames.name(of: base.trimmedDescription) {
            readStackSetting(member.declName.baseName.text, of: view, to: elements[2])
        }
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
           let view = ViewNames.name(of: base.trimmedDescription) {
            readTextSetting(member.declName.baseName.text, of: view, to: elements[2])
        }
        if let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
           ["text", "placeholder", "title", "stringValue"].contains(member.declName.baseName.text),
           let text = text(of: elements[2]), let view = ViewNames.name(of: base.trimmedDescription) {
            var facts = ViewFacts()
            facts.texts[view] = Spelled(text, at: location(elements[2]))
            addFacts(facts)
        }
        if let subscripted = elements[0].as(SubscriptCallExprSyntax.self),
           let dictionary = subscripted.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           !open.isEmpty, open[open.count - 1].dictionaries[dictionary] != nil {
            if let keyExpression = subscripted.arguments.first?.expression,
               let key = literals.value(of: keyExpression) {
                var entry = Bindings.Entry(key: key.text, position: key.start ?? location(keyExpression))
                entry.bind(to: elements[2].trimmedDescription)
                entry.number = Self.number(elements[2])
                entry.isUnwrapped = UnwrappedNames.isUnwrapped(elements[2])
                open[open.count - 1].dictionaries[dictionary]?.entries.append(entry)
            } else {
                open[open.count - 1].dictionaries[dictionary]?.hasRuntimeKeys = true
            }
        }
        return .visitChildren
    }

    /// `x.font = .systemFont(ofSize: 20, weight: .semibold)` and `x.numberOfLines = 0`.
    private func readTextSetting(_ property: String, of view: String, to value: ExprSyntax) {
        var facts = ViewFacts()
        switch property {
        case "font":
            if let font = CodeFont.font(value.trimmedDescription, number: { constant($0) }) {
                facts.fonts[view] = font
            } else {
                facts.runtimeFonts[view] = Spelled(value.trimmedDescription, at: location(value))
            }
        case "numberOfLines":
            guard let lines = Self.number(value), lines >= 0, lines == lines.rounded() else { return }
            facts.lines[view] = Int(lines)
        default:
            return
        }
        addFacts(facts)
    }

    /// `stack.axis = .vertical`, `.spacing`, `.alignment`, `.distribution`,
    /// `isLayoutMarginsRelativeArrangement`, and `x.isHidden = true` and a button's menu
    /// settings (`x.pullsDown = true`, `x.showsMenuAsPrimaryAction = true`) written literally.
    private func readStackSetting(_ property: String, of view: String, to value: ExprSyntax) {
        var facts = ViewFacts()
        var stack = StackFacts()
        let spelled = value.trimmedDescription
        switch property {
        case "axis", "orientation": stack.axis = StackFacts.axis(spelled)
        case "distribution": stack.distribution = StackFacts.distribution(spelled)
        case "alignment": stack.alignment = StackFacts.alignment(spelled)
        case "spacing":
            let (number, text) = self.value(of: value)
            stack.spacing = number
            if StackSpacingConstant(spelled) == .system {
                stack.spacing = StackSpacingConstant.systemSpacing
            } else if number == nil, let text {
                stack.runtimeSpacing = Spelled(text, at: location(value))
            }
        case "isLayoutMarginsRelativeArrangement":
            stack.isLayoutMarginsRelative = Self.boolean(value)
        case "isBaselineRelativeArrangement":
            stack.isBaselineRelative = Self.boolean(value)
            stack.baselineRelativePosition = location(value)
        case "layoutMargins", "directionalLayoutMargins":
            stack.margins = margins(value)
            if stack.margins == nil { stack.runtimeMargins = Spelled(spelled, at: location(value)) }
        case "isHidden":
            guard let hidden = Self.boolean(value) else { return }
            facts.hidden[view] = hidden
            addFacts(facts)
            return
        case "pullsDown", "showsMenuAsPrimaryAction", "changesSelectionAsPrimaryAction":
            guard let setting = Self.boolean(value).flatMap({ MenuFacts(property: property, value: $0) }) else { return }
            facts.menus[view] = setting
            addFacts(facts)
            return
        default:
            return
        }
        if ["axis", "orientation", "distribution", "alignment"].contains(property),
           stack.axis == nil && stack.distribution == nil && stack.alignment == nil {
            stack.runtimeSettings = [Spelled("\(property) = \(spelled)", at: location(value))]
        }
        stack.position = location(value)
        facts.stacks[view] = stack
        addFacts(facts)
    }

    /// `UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`, `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`,
    /// `.init(…)`, `.zero`: the margins, each side a literal or a constant; nil for any other value.
    private func margins(_ value: ExprSyntax) -> StackMargins? {
        if value.trimmedDescription.hasSuffix(".zero") { return StackMargins(top: 0, left: 0, bottom: 0, right: 0) }
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        var sides: [String: Double] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let number = self.value(of: argument.expression).number else { return nil }
            sides[label] = number
        }
        guard let top = sides["top"], let bottom = sides["bottom"],
              let left = sides["left"] ?? sides["leading"], let right = sides["right"] ?? sides["trailing"] else { return nil }
        return StackMargins(top: top, left: left, bottom: bottom, right: right)
    }

    /// `true` or `false` written literally.
    private static func boolean(_ expression: ExprSyntax) -> Bool? {
        expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }

    /// `UIStackView(arrangedSubviews: [a, b])`, `NSStackView(views: [a, b])`, `UIStackView()`:
    /// a stack view, named after the variable it is kept in.
    private func readStackCreation(_ node: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax]) {
        guard let name = Self.boundName(of: node) else { return }
        var stack = StackFacts()
        stack.isStack = true
        stack.isMadeInCode = true
        stack.position = location(node)
        var facts = ViewFacts()
        if let list = arguments.first(where: { ["arrangedSubviews", "views"].contains($0.label?.text ?? "") })?.expression {
            if let array = list.as(ArrayExprSyntax.self) {
                for element in array.elements {
                    if let child = ViewNames.name(of: element.expression.trimmedDescription) {
                        stack.arranged.append(child)
                        facts.parents[child] = name
                    } else {
                        stack.hasRuntimeArranged = true
                    }
                }
            } else {
                stack.hasRuntimeArranged = true
            }
        }
        facts.stacks[name] = stack
        addFacts(facts)
    }

    /// `stack.setCustomSpacing(16, after: titleLabel)`: the spacing after that arranged view;
    /// a value or view only known at run time is kept as the call is written, for a warning.
    private func readCustomSpacing(of stackName: String, _ value: ExprSyntax, after view: ExprSyntax,
                                   call: FunctionCallExprSyntax) {
        var stack = StackFacts()
        let named = StackSpacingConstant(value.trimmedDescription)
        let number = named == .system ? StackSpacingConstant.systemSpacing : self.value(of: value).number
        if let name = ViewNames.name(of: view.trimmedDescription), let number, named != .stackDefault {
            stack.customSpacings[name] = number
        } else if named != .stackDefault {
            stack.runtimeCustomSpacings = [Spelled(call.trimmedDescription, at: location(value))]
        }
        var facts = ViewFacts()
        facts.stacks[stackName] = stack
        addFacts(facts)
    }

    /// `stack.addArrangedSubview(x)`: `x` is the stack's next arranged view (a subview of it).
    private func readArrangedSubview(of stackName: String, _ child: ExprSyntax, at node: FunctionCallExprSyntax) {
        var stack = StackFacts()
        stack.isStack = true
        stack.position = location(node)
        var facts = ViewFacts()
        // `[a, b].forEach { stack.addArrangedSubview($0) }`: each element of the list in turn.
        let expression = child.trimmedDescription
        let names = (LiteralLoops.elements(around: node)[expression] ?? [expression]).map(ViewNames.name(of:))
        if !names.contains(nil) {
            stack.arranged = names.compactMap { $0 }
            for name in stack.arranged { facts.parents[name] = stackName }
        } else {
            stack.hasRuntimeArranged = true
        }
        facts.stacks[stackName] = stack
        addFacts(facts)
    }

    /// A literal text, or `NSLocalizedString("key", …)`'s key.
    private func text(of expression: ExprSyntax) -> String? {
        if let literal = literals.value(of: expression) { return literal.text }
        // `isFollowed ? "Unfollow" : "Follow"`: the first branch, as a layout follows the
        // first branch of an if/else.
        if let (chosen, _) = Self.ternaryBranches(expression) { return text(of: chosen) }
        if let call = expression.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLocalizedString",
           let key = call.arguments.first.flatMap({ literals.value(of: $0.expression) }) {
            return key.text
        }
        return nil
    }

    /// The literal title of `addItem(withTitle: "…")`, or the first of
    /// `addItems(withTitles: ["…", …])`, and the expression it is written at; nil for a
    /// title only known at run time.
    private static func firstItemTitle(_ arguments: [LabeledExprSyntax],
                                       literals: SwiftLiterals) -> (text: String, expression: ExprSyntax)? {
        guard arguments.count == 1, let argument = arguments.first else { return nil }
        let expression: ExprSyntax? = switch argument.label?.text {
        case "withTitle": argument.expression
        case "withTitles": argument.expression.as(ArrayExprSyntax.self)?.elements.first?.expression
        default: nil
        }
        guard let expression, let literal = literals.value(of: expression) else { return nil }
        return (literal.text, expression)
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !open.isEmpty else { return .visitChildren }
        currentCall = node
        let arguments = Array(node.arguments)
        let callee = node.calledExpression
        let calleeName = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if arguments.first?.label?.text == "withVisualFormat" {
            readVFL(arguments)
        } else if calleeName == "NSLayoutConstraint", arguments.first?.label?.text == "item" {
            readItemConstraint(arguments, at: node)
        } else if calleeName == "constraint", let anchor = callee.as(MemberAccessExprSyntax.self)?.base,
                  let (anchorName, anchorBase) = Self.anchor(anchor) {
            readAnchorConstraint(named: anchorName, of: anchorBase, at: anchor, arguments, call: node)
        } else if let name = calleeName, name == "H" || name == "V", callee.is(DeclReferenceExprSyntax.self),
                  let first = arguments.first, let last = arguments.last {
            readVisually(axis: Character(name), at: node, from: first, to: last)
        } else if ["UIStackView", "NSStackView"].contains(callee.trimmedDescription.split(separator: ".").first ?? "") {
            readStackCreation(node, arguments)
        } else if calleeName == "setCustomSpacing", arguments.count == 2, arguments[1].label?.text == "after",
                  let stackName = callee.as(MemberAccessExprSyntax.self)?.base.flatMap({ ViewNames.name(of: $0.trimmedDescription) }) {
            readCustomSpacing(of: stackName, arguments[0].expression, after: arguments[1].expression, call: node)
        } else if let name = calleeName, ["addArrangedSubview", "insertArrangedSubview"].contains(name),
                  let stackName = callee.as(MemberAccessExprSyntax.self)?.base.flatMap({ ViewNames.name(of: $0.trimmedDescription) }),
                  let child = arguments.first?.expression {
            if name == "insertArrangedSubview" {
                // Where it goes among the others depends on an index: the arrangement is not known.
                var facts = ViewFacts()
                var stack = StackFacts()
                stack.isStack = true
                stack.hasRuntimeArranged = true
                facts.stacks[stackName] = stack
                addFacts(facts)
            } else {
                readArrangedSubview(of: stackName, child, at: node)
            }
        } else if let name = calleeName, name == "addSubview",
                  let childExpression = arguments.first?.expression.trimmedDescription {
            let holder = callee.as(MemberAccessExprSyntax.self)?.base.flatMap { ViewNames.name(of: $0.trimmedDescription) }
            // `[a, b].forEach { box.addSubview($0) }`: each element of the list is the child.
            let children = LiteralLoops.elements(around: node)[childExpression]?.compactMap { ViewNames.name(of: $0) }
                ?? ViewNames.name(of: childExpression).map { [$0] } ?? []
            if let holder, !children.isEmpty {
                var facts = ViewFacts()
                for child in children { facts.parents[child] = holder }
                addFacts(facts)
            }
        } else if let name = calleeName, name == "setTitle", let base = callee.as(MemberAccessExprSyntax.self)?.base,
                  let view = ViewNames.name(of: base.trimmedDescription),
                  let title = arguments.first.flatMap({ text(of: $0.expression) }) {
            var facts = ViewFacts()
            facts.texts[view] = Spelled(title, at: location(arguments[0]))
            addFacts(facts)
        } else if calleeName == "setImage", let base = callee.as(MemberAccessExprSyntax.self)?.base,
                  let view = ViewNames.name(of: base.trimmedDescription) {
            var facts = ViewFacts()
            facts.images.insert(view)
            addFacts(facts)
        } else if let name = calleeName, ["addItem", "addItems"].contains(name),
                  let base = callee.as(MemberAccessExprSyntax.self)?.base,
                  let view = ViewNames.name(of: base.trimmedDescription),
                  let title = Self.firstItemTitle(arguments, literals: literals) {
            // `sizes.addItem(withTitle: "Small")`: a pop-up shows its first item until another
            // is selected; a title set before (or an earlier item) stays.
            if open[open.count - 1].unit.facts.texts[view] == nil {
                var facts = ViewFacts()
                facts.texts[view] = Spelled(title.text, at: location(title.expression))
                addFacts(facts)
            }
        } else if let name = calleeName, arguments.count >= 2,
                  // `addConstraintsWithFormat("H:…", views:)`, or with the first label Swift 3 made
                  // every parameter spell out: `(format: "H:…", views:)`, `(with: "H:…", views:)`.
                  arguments[1].label?.text == "views",
                  let format = literals.value(of: arguments[0].expression),
                  format.text.hasPrefix("H:") || format.text.hasPrefix("V:") || format.text.hasPrefix("|") || format.text.hasPrefix("[") {
            readPositional(helper: name, format: format, literal: arguments[0].expression, views: Array(arguments[1...]),
                           receiver: callee.as(MemberAccessExprSyntax.self)?.base)
        }
        return .visitChildren
    }

    /// The call being read, for `add` to see where it stands.
    private var currentCall: FunctionCallExprSyntax?

    private func add(_ call: LayoutCall) {
        var call = call
        if let node = currentCall {
            call.isAlternative = Self.isInAlternativeBranch(node)
            call.loopElements = LiteralLoops.elements(around: node)
        }
        open[open.count - 1].unit.calls.append(call)
    }

    /// True when the node is inside an `else` branch or a `switch` case after the first,
    /// below the declaration that holds it.
    static func isInAlternativeBranch(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(VariableDeclSyntax.self) {
                return false
            }
            if let choice = parent.as(IfExprSyntax.self), let otherwise = choice.elseBody, otherwise.id == child.id {
                return true
            }
            if let switchCase = parent.as(SwitchCaseSyntax.self), let list = switchCase.parent?.as(SwitchCaseListSyntax.self),
               let first = list.first, first.id != Syntax(switchCase).id {
                return true
            }
            child = parent
        }
        return false
    }

    private func note(builtAtRunTime expression: some SyntaxProtocol) {
        let position = location(expression)
        // A format left out (`withVisualFormat:` ending a line of a file being edited) has no
        // character to stand under: the note is the point where it would start, which may be
        // just past the line's last character, never a column beyond.
        let isMissing = expression.trimmedLength.utf8Length == 0
        let range = isMissing ? SourceRange.point(position) : SourceRange(line: position.line, column: position.column)
        open[open.count - 1].unit.diagnostics.append(
            .note(isMissing ? "not checked: the call has no format" : "not checked: the format is built at run time", at: range))
    }

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
    private func readVFL(_ arguments: [LabeledExprSyntax]) {
        let formatExpression = arguments[0].expression
        // `isLeft ? "H:|-[a]-[b]-|" : "H:|-[b]-[a]-|"`: both formats are checked, the first
        // laid out, as with an if/else.
        let strings = open[open.count - 1].strings
        if let (chosen, otherwise) = Self.ternaryBranches(formatExpression),
           literals.value(of: chosen, constants: strings) != nil, literals.value(of: otherwise, constants: strings) != nil {
            readVFL(format: chosen, arguments)
            readVFL(format: otherwise, arguments)
            let calls = open[open.count - 1].unit.calls
            open[open.count - 1].unit.calls[calls.count - 1].isAlternative = true
            return
        }
        readVFL(format: formatExpression, arguments)
    }

    /// The two values of a conditional expression `condition ? a : b`, nil for anything else.
    static func ternaryBranches(_ expression: ExprSyntax) -> (chosen: ExprSyntax, otherwise: ExprSyntax)? {
        if let ternary = expression.as(TernaryExprSyntax.self) { return (ternary.thenExpression, ternary.elseExpression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return ternaryBranches(only.expression)
        }
        // Unfolded, `a == b ? x : y` is the sequence `a`, `==`, `b`, `? x :`, `y`.
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
              !elements.dropLast(2).contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) })
        else { return nil }
        return (ternary.thenExpression, elements[elements.count - 1])
    }

    private func readVFL(format formatExpression: ExprSyntax, _ arguments: [LabeledExprSyntax]) {
        guard let format = literals.value(of: formatExpression, constants: open[open.count - 1].strings) else {
            note(builtAtRunTime: formatExpression)
            return
        }
        var call = LayoutCall(dialect: .vfl, position: openingQuote(of: formatExpression) ?? location(formatExpression),
                              formats: [format])
        for argument in arguments.dropFirst() {
            switch argument.label?.text {
            case "options": call.options = options(in: argument.expression)
            case "metrics": call.metrics = dictionary(argument.expression)
            case "views": call.views = dictionary(argument.expression)
            default: break
            }
        }
        add(call)
    }

    /// The position of the first string literal's opening quote in a format expression.
    private func openingQuote(of expression: ExprSyntax) -> VisualSyntax.SourceLocation? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return location(literal.openingQuote)
        }
        for child in expression.children(viewMode: .sourceAccurate) {
            if let found = child.as(ExprSyntax.self).flatMap(openingQuote(of:)) { return found }
        }
        return nil
    }

    /// VFL options: every `.alignAll…`/`.direction…` member in the expression.
    private func options(in expression: ExprSyntax) -> [Spelled] {
        final class Collector: SyntaxVisitor {
            var found: [MemberAccessExprSyntax] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                let name = node.declName.baseName.text
                if name.hasPrefix("align") || name.hasPrefix("direction") { found.append(node) }
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(expression)
        return collector.found.map { Spelled("." + $0.declName.baseName.text, at: location($0.declName)) }
    }

    /// A dictionary argument: a literal, or a local variable holding one.
    private func dictionary(_ written: ExprSyntax) -> Bindings {
        let expression = Self.withoutCast(written)
        if let literal = expression.as(DictionaryExprSyntax.self) { return bindings(literal) }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let known = open.last?.dictionaries[name] {
            return known
        }
        if expression.is(NilLiteralExprSyntax.self) { return Bindings() }
        return Bindings(isUnknown: true)
    }

    private func bindings(_ literal: DictionaryExprSyntax) -> Bindings {
        var result = Bindings()
        guard case .elements(let elements) = literal.content else { return result }
        for element in elements {
            guard let key = literals.value(of: element.key) else {
                result.hasRuntimeKeys = true
                continue
            }
            var entry = Bindings.Entry(key: key.text, position: key.start ?? location(element.key))
            entry.bind(to: element.value.trimmedDescription)
            entry.number = Self.number(element.value)
                ?? element.value.as(DeclReferenceExprSyntax.self).flatMap { constant($0.baseName.text) }
            entry.isOptional = element.value.is(OptionalChainingExprSyntax.self)
            entry.isUnwrapped = UnwrappedNames.isUnwrapped(element.value)
            result.entries.append(entry)
        }
        return result
    }

    /// A numeric constant visible to the current unit.
    private func constant(_ name: String) -> Double? {
        if let local = open.last?.unit.facts.constants[name] { return local }
        if let type = open.last?.type, let value = typeFacts[type]?.constants[name] { return value }
        return nil
    }

    /// A number literal (`8`, `8.5`, `-4`), `NSNumber(value: 8)`, `CGFloat(8)`.
    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingUnderscores())
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingUnderscores()) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let value = number(prefix.expression) {
            return -value
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let only = call.arguments.first, let value = number(only.expression) {
            return value
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self) {
            return number(Array(sequence.elements)[0])
        }
        return nil
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    private func readItemConstraint(_ arguments: [LabeledExprSyntax], at node: FunctionCallExprSyntax) {
        guard arguments.count >= 3,
              let firstAttribute = EquationParts.attribute(arguments[1].expression.trimmedDescription),
              let relation = EquationParts.relation(arguments[2].expression.trimmedDescription) else { return }
        var parts = EquationParts(first: Spelled(arguments[0].expression.trimmedDescription, at: location(arguments[0].expression)),
                                  firstAttribute: firstAttribute, relation: relation, second: nil, secondAttribute: nil)
        for (index, argument) in arguments.enumerated().dropFirst(3) {
            switch argument.label?.text {
            case "toItem" where !argument.expression.is(NilLiteralExprSyntax.self):
                parts.second = Spelled(argument.expression.trimmedDescription, at: location(argument.expression))
            case "attribute" where index > 3:
                parts.secondAttribute = EquationParts.attribute(argument.expression.trimmedDescription)
            case "multiplier": parts.multiplier = value(of: argument.expression).number ?? 1
            case "constant": (parts.constant, parts.constantText) = value(of: argument.expression)
            default: break
            }
        }
        if parts.secondAttribute == nil || parts.secondAttribute == "notAnAttribute" { parts.second = nil }
        addEquation(parts, at: node)
    }

    /// `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`,
    /// `a.widthAnchor.constraint(equalToConstant: 40)`, with `multiplier:` too.
    private func readAnchorConstraint(named anchorName: String, of anchorBase: ExprSyntax?, at anchor: ExprSyntax,
                                      _ arguments: [LabeledExprSyntax], call node: FunctionCallExprSyntax) {
        guard let firstAttribute = EquationParts.attribute(anchorName),
              let label = arguments.first?.label?.text, let relation = EquationParts.relation(label) else { return }
        // `bottomAnchor` alone is `self.bottomAnchor`.
        let first = anchorBase.map { Spelled($0.trimmedDescription, at: location($0)) } ?? Spelled("self", at: location(anchor))
        var parts = EquationParts(first: first, firstAttribute: firstAttribute, relation: relation, second: nil,
                                  secondAttribute: nil)
        if label.hasSuffix("Constant") {
            (parts.constant, parts.constantText) = value(of: arguments[0].expression)
        } else {
            let other = arguments[0].expression
            guard let (otherName, otherBase) = Self.anchor(other),
                  let secondAttribute = EquationParts.attribute(otherName) else { return }
            parts.second = otherBase.map { Spelled($0.trimmedDescription, at: location($0)) } ?? Spelled("self", at: location(other))
            parts.secondAttribute = secondAttribute
            for argument in arguments.dropFirst() {
                switch argument.label?.text {
                case "multiplier": parts.multiplier = value(of: argument.expression).number ?? 1
                case "constant": (parts.constant, parts.constantText) = value(of: argument.expression)
                default: break
                }
            }
        }
        addEquation(parts, at: node)
    }

    /// `view.leadingAnchor` (the anchor's name and its view) or `leadingAnchor` (self's).
    static func anchor(_ expression: ExprSyntax) -> (name: String, base: ExprSyntax?)? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.hasSuffix("Anchor") {
            return (member.declName.baseName.text, member.base)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasSuffix("Anchor") {
            return (reference.baseName.text, nil)
        }
        return nil
    }

    /// A constant's value, or its text when only known at run time.
    private func value(of expression: ExprSyntax) -> (number: Double?, text: String?) {
        if let number = Self.number(expression) { return (number, nil) }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let known = constant(name) { return (known, nil) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let name = prefix.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, let known = constant(name) {
            return (-known, nil)
        }
        return (nil, expression.trimmedDescription)
    }

    private func addEquation(_ parts: EquationParts, at node: FunctionCallExprSyntax) {
        var call = LayoutCall(dialect: .equation, position: location(node), formats: [])
        call.equation = parts
        call.boundName = Self.boundName(of: node)
        add(call)
    }

    /// The variable a call's value is kept in: `let c = CALL`, `c = CALL`, `self.c = CALL`.
    static func boundName(of node: FunctionCallExprSyntax) -> String? {
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self).flatMap { ViewNames.name(of: $0.identifier.text) }
        }
        if let sequence = node.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == ExprSyntax(node).id {
                return ViewNames.name(of: elements[0].trimmedDescription)
            }
        }
        return nil
    }

    /// `c.priority = 999` (`.defaultHigh`, `UILayoutPriority(rawValue: 999)`,
    /// `.required - 1`): the priority of the last equation kept in `c`.
    private func readPriority(of target: ExprSyntax, _ value: [ExprSyntax]) {
        guard let name = ViewNames.name(of: target.trimmedDescription), !open.isEmpty,
              let index = open[open.count - 1].unit.calls.lastIndex(where: { $0.dialect == .equation && $0.boundName == name })
        else { return }
        if let priority = priority(value) {
            open[open.count - 1].unit.calls[index].equation?.priority = priority
        } else {
            open[open.count - 1].unit.calls[index].equation?.priorityText = value.map(\.trimmedDescription).joined(separator: " ")
        }
    }

    /// The value of `a + b - c` written as an unfolded sequence of operands and operators,
    /// left to right.
    private func priority(_ elements: [ExprSyntax]) -> Double? {
        guard let first = elements.first, var total = priority(first), elements.count % 2 == 1 else { return nil }
        for index in stride(from: 1, to: elements.count, by: 2) {
            guard let operation = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let operand = priority(elements[index + 1]) else { return nil }
            switch operation {
            case "+": total += operand
            case "-": total -= operand
            default: return nil
            }
        }
        return total
    }

    /// A priority's value: a number, a named priority, a constant, or a sum or difference of those.
    private func priority(_ expression: ExprSyntax) -> Double? {
        if let number = Self.number(expression) { return number }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return LayoutPriorities.named[member.declName.baseName.text]
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return LayoutPriorities.named[name] ?? constant(name)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let only = call.arguments.first {
            return priority(only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return priority(Array(sequence.elements)) }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let only = parenthesized.elements.first {
            return priority(only.expression)
        }
        return nil
    }

    /// Visually's `H(…)`/`V(…)`: the text of its arguments, handed to the Visually parser.
    private func readVisually(axis: Character, at node: FunctionCallExprSyntax, from first: LabeledExprSyntax,
                              to last: LabeledExprSyntax) {
        let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = last.endPositionBeforeTrailingTrivia.utf8Offset
        var inner = LiteralText()
        var offset = start
        while offset < end {
            let length = utf8Length(lead: literals.bytes[offset])
            let stop = min(offset + length, end)
            for character in String(decoding: literals.bytes[offset..<stop], as: UTF8.self) {
                inner.append(character, at: positions.location(at: offset))
            }
            offset = stop
        }
        var call = LayoutCall(dialect: .visually, position: location(node), formats: [inner])
        call.visuallyAxis = axis
        add(call)
    }

    /// A call of a helper that binds its views as `v0`, `v1`, … (`addConstraintsWithFormat`):
    /// kept when the scanned files define such a helper (`SourceCodeLayouts` checks).
    private func readPositional(helper: String, format: LiteralText, literal: ExprSyntax, views: [LabeledExprSyntax],
                                receiver: ExprSyntax?) {
        var call = LayoutCall(dialect: .vfl, position: openingQuote(of: literal) ?? location(literal), formats: [format])
        var bindings = Bindings()
        for (index, argument) in views.enumerated() {
            var entry = Bindings.Entry(key: "v\(index)", position: location(argument.expression))
            entry.bind(to: argument.expression.trimmedDescription)
            bindings.entries.append(entry)
        }
        call.views = bindings
        call.metrics = Bindings()
        call.positionalHelper = helper
        // `box.addConstraintsWithFormat(…)`: the helper adds the constraints to `box`, so its
        // `|` is `box` wherever the code does not say which view holds them.
        if let receiver, let holder = ViewNames.name(of: receiver.trimmedDescription), holder != "self" {
            var facts = ViewFacts()
            for entry in bindings.entries { if let name = entry.viewName, name != holder { facts.impliedParents[name] = holder } }
            addFacts(facts)
        }
        add(call)
    }
}

extension String {
    func replacingUnderscores() -> String { filter { $0 != "_" } }

    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}

extension ArraySlice<UInt8> {
    /// Whether `word`'s UTF-8 bytes occur in these bytes.
    func containsBytes(of word: String) -> Bool {
        let pattern = Array(word.utf8)
        guard let first = pattern.first, count >= pattern.count else { return false }
        var index = startIndex
        let last = endIndex - pattern.count
        while index <= last {
            if self[index] == first && self[index..<index + pattern.count].elementsEqual(pattern) { return true }
            index += 1
        }
        return false
    }
}
