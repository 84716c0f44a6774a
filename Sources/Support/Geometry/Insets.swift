/// Distances in from a rectangle's four edges: a kind's text padding, a container's safe
/// area and margins, the insets Xcode's canvas gives a scene. An edge not given is 0.
public struct Insets: Sendable, Equatable {
    public var top, left, bottom, right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = Insets()

    /// What the insets take across: left and right together.
    public var horizontal: Double { left + right }
    /// What the insets take down: top and bottom together.
    public var vertical: Double { top + bottom }
}
