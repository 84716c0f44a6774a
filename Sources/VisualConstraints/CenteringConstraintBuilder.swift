import VisualSyntax

/// Placeholder: constraints for one `CenteringStatement`. To be written.
enum CenteringConstraintBuilder {
    static func build(_ statement: CenteringStatement, context: BuildContext) {}
}
