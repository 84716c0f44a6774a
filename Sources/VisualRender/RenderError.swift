import VisualSyntax

/// Why a picture could not be made. Each is an input or usage error (exit status 2).
public enum RenderError: Error, Sendable, CustomStringConvertible {
    /// The format file has errors: no layout to draw (the diagnostics say why).
    case layoutErrors([Diagnostic], SourceFile)
    /// The picture would be larger than `RenderOptions.maximumPixels`.
    case tooLarge(width: Int, height: Int, limit: Int, unit: String)
    /// Cairo failed to draw or encode.
    case drawing(String)
    /// The format file could not be read (the message names it).
    case unreadable(String)
    /// The picture could not be written to `path`; nothing was left there.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .layoutErrors(let diagnostics, _):
            let count = diagnostics.filter { $0.severity == .error }.count
            return "the file has \(count) error\(count == 1 ? "" : "s"): nothing to draw"
        case .tooLarge(let width, let height, let limit, let unit):
            return "the picture would be \(width) × \(height) \(unit) (\(width * height) in all); the limit is "
                + "\(limit): draw a smaller canvas (--size) or at a smaller --scale"
        case .drawing(let message), .unreadable(let message):
            return message
        case .unwritable(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        }
    }
}
