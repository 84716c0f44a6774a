import SwiftSyntax

/// Whether a view bound into a views dictionary can be nil there, as far as the code shows.
///
/// A property declared `UILabel?` is an Optional, but the code that builds the dictionary
/// often holds it unwrapped: `label!`, or inside `if let label = label { … }`,
/// `if let label { … }` or after `guard let label else { return }`, where the name is a
/// non-Optional local that shadows the property (Eureka's field rows build every dictionary
/// that way). Only a value whose own type is Optional deserves the warning.
enum UnwrappedNames {
    /// Whether `value` is a view that cannot be nil where it is written: force-unwrapped,
    /// or a plain name that an enclosing `if`/`while` condition or an earlier `guard` in an
    /// enclosing block binds with `let`/`var`.
    static func isUnwrapped(_ value: ExprSyntax) -> Bool {
        if value.is(ForceUnwrapExprSyntax.self) { return true }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var node = Syntax(value)
        while let parent = node.parent {
            if let statement = parent.as(IfExprSyntax.self), node.id == statement.body.id,
               binds(name, statement.conditions) {
                return true
            }
            if let statement = parent.as(WhileStmtSyntax.self), node.id == statement.body.id,
               binds(name, statement.conditions) {
                return true
            }
            if let item = node.as(CodeBlockItemSyntax.self), let block = parent.as(CodeBlockItemListSyntax.self),
               guardBefore(item, in: block, binds: name) {
                return true
            }
            node = parent
        }
        return false
    }

    /// `let name = …`, `var name = …` or the shorthand `let name` among the conditions.
    private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }

    /// A `guard` that binds `name`, written in `block` before `item`.
    private static func guardBefore(_ item: CodeBlockItemSyntax, in block: CodeBlockItemListSyntax, binds name: String) -> Bool {
        for earlier in block {
            if earlier.id == item.id { return false }
            if let statement = earlier.item.as(GuardStmtSyntax.self), binds(name, statement.conditions) { return true }
        }
        return false
    }
}
