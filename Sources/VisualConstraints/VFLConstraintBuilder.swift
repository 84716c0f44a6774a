import VisualSyntax

/// Placeholder: constraints for one `VFLLine`. To be written.
enum VFLConstraintBuilder {
    static func build(_ line: VFLLine, context: BuildContext) {}
}
