import VisualSyntax

/// Placeholder: constraints for one `VisuallyLine`. To be written.
enum VisuallyConstraintBuilder {
    static func build(_ line: VisuallyLine, context: BuildContext) {}
}
