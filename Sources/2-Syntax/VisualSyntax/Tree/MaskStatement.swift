/// `mask VIEW…`: views whose boxes a golden check leaves out of its pixel comparison (a
/// clock, an avatar, an ad slot). It changes nothing in the layout: the views are laid out
/// and drawn as ever, and every name must be a view the file has.
public struct MaskStatement: Sendable, Equatable {
    public var views: [ViewName]
    public var range: SourceRange
}

extension FormatFile {
    /// The views of every `mask` statement, in file order (each container's, nested ones
    /// where they are written).
    public var maskedViews: [ViewName] {
        func masked(in container: Container) -> [ViewName] {
            container.statements.flatMap { statement -> [ViewName] in
                switch statement {
                case .mask(let mask): mask.views
                case .container(let child): masked(in: child)
                default: []
                }
            }
        }
        return masked(in: root)
    }
}
