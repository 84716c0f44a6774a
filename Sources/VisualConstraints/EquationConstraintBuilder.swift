import VisualSyntax

/// Placeholder: constraints for one `Equation`. To be written.
enum EquationConstraintBuilder {
    static func build(_ equation: Equation, context: BuildContext) {}
}
