import VisualRender
import VisualSyntax

extension RenderError {
    /// The error as the commands that draw say it: a layout's diagnostics as the compiler
    /// style renders them, a path's own message, else `INPUT: error: …`. No final newline.
    func message(input: String) -> String {
        switch self {
        case .layoutErrors(let diagnostics, let source), .noLayout(let diagnostics, let source):
            return DiagnosticRenderer(source: source).render(diagnostics).trimmingCharacters(in: .newlines)
        case .unreadable(let message):
            return message
        case .unwritable(let path, let reason):
            return FileDiagnostic.error(reason, in: path).header
        case .tooLarge, .drawing, .unknownFocus:
            return FileDiagnostic.error("\(self)", in: input).header
        }
    }
}
