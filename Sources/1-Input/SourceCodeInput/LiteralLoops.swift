import SwiftSyntax

/// Loops over a literal list of views, whose element the code names in a layout call:
/// `[titleLabel, detailLabel].forEach { addConstraintsWithFormat("H:|[v0]|", views: $0) }`
/// or `for label in [titleLabel, detailLabel] { … }`. The list is written out, so the call
/// lays out each of those views in turn, and the layout can make one call per element
/// where otherwise it would leave a name that is no one view out.
enum LiteralLoops {
    /// Each loop variable in scope at `node` that runs over a literal list of views,
    /// with the list's expressions (`["$0": ["titleLabel", "self.detailLabel"]]`), up to the
    /// declaration that holds the node. A loop over anything else (a variable, a call's
    /// result, a list holding something that is no plain view) is not listed.
    static func elements(around node: some SyntaxProtocol) -> [String: [String]] {
        var found: [String: [String]] = [:]
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(VariableDeclSyntax.self) {
                break
            }
            if let loop = parent.as(ForStmtSyntax.self), loop.body.id == child.id,
               let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let list = views(in: loop.sequence) {
                found[name] = found[name] ?? list
            }
            if let closure = child.as(ClosureExprSyntax.self), let (name, list) = forEach(running: closure) {
                found[name] = found[name] ?? list
            }
            child = parent
        }
        return found
    }

    /// `[a, b].forEach { … }` or `[a, b].forEach({ view in … })`: the closure's element name
    /// (`$0` when its signature names none) and the list.
    private static func forEach(running closure: ClosureExprSyntax) -> (String, [String])? {
        var holder = closure.parent
        // As an argument: closure → LabeledExpr → LabeledExprList → call.
        while let node = holder, !node.is(FunctionCallExprSyntax.self), node.is(LabeledExprSyntax.self) || node.is(LabeledExprListSyntax.self) {
            holder = node.parent
        }
        guard let call = holder?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "forEach",
              let base = member.base, let list = views(in: base) else { return nil }
        let name: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: name = names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: name = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        case nil: name = "$0"
        }
        return (name, list)
    }

    /// The expressions of an array literal whose every element is a plain view reference.
    private static func views(in expression: ExprSyntax) -> [String]? {
        guard let array = expression.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let list = array.elements.map { $0.expression.trimmedDescription }
        return list.allSatisfy({ ViewNames.name(of: $0) != nil }) ? list : nil
    }
}

extension LayoutCall {
    /// The most calls one call is made into (nested loops multiply): past it, the call is left
    /// as written and not laid out, so that no file can make the layout explode.
    static let mostUnrolledCalls = 64

    /// The call once per element of each literal list it runs over (`loopElements`), the
    /// element's expression in place of the loop's name; the call alone when it names no such
    /// loop variable (or would be made into more than `mostUnrolledCalls`).
    func unrolled() -> [LayoutCall] {
        var calls = [self]
        while let index = calls.firstIndex(where: { $0.unrolledName != nil }) {
            let call = calls[index], name = call.unrolledName!
            let list = call.loopElements[name]!
            guard calls.count - 1 + list.count <= Self.mostUnrolledCalls else { return [self] }
            calls.replaceSubrange(index...index, with: list.map { call.substituting(name, with: $0) })
        }
        return calls
    }

    /// A loop variable of `loopElements` that the call names as one of its views.
    private var unrolledName: String? {
        var named = (views?.entries ?? []).compactMap(\.expression)
        if let equation { named += [equation.first.text] + (equation.second.map { [$0.text] } ?? []) }
        if let target { named.append(target.text) }
        return named.map(ViewNames.unwrapped).first { loopElements[$0] != nil }
    }

    /// The call with `expression` where it names the loop variable `name`.
    private func substituting(_ name: String, with expression: String) -> LayoutCall {
        var copy = self
        copy.loopElements[name] = nil
        if var views = copy.views {
            for index in views.entries.indices where views.entries[index].expression.map(ViewNames.unwrapped) == name {
                views.entries[index].bind(to: expression)
            }
            copy.views = views
        }
        if var parts = copy.equation {
            if ViewNames.unwrapped(parts.first.text) == name { parts.first.text = expression }
            if let second = parts.second, ViewNames.unwrapped(second.text) == name { parts.second?.text = expression }
            copy.equation = parts
        }
        if let target, ViewNames.unwrapped(target.text) == name { copy.target?.text = expression }
        return copy
    }
}
