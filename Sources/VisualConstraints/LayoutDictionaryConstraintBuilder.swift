import VisualSyntax

/// Placeholder: constraints for one `LayoutStatement`. To be written.
enum LayoutDictionaryConstraintBuilder {
    static func build(_ statement: LayoutStatement, context: BuildContext) {}
}
