import VisualSyntax

/// A size a constraint wanted for a view and did not get, where the view would lie at that
/// size: `visual explain` draws it as a faint dashed outline beside the view as it is, so
/// that a view held at 0 wide by one constraint reads as "this wanted 320, got 0" rather
/// than as a bracket with a number on it.
public struct WantedSize: Sendable, Equatable {
    /// The view the constraint sizes.
    public var view: String
    /// The axis of the size it wanted (the other one is the view's own).
    public var axis: LayoutAxis
    /// The outline, in the tree's (drawn) coordinates from the canvas's top-left corner,
    /// like a guide's.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(view: String, axis: LayoutAxis, x: Double, y: Double, width: Double, height: Double) {
        self.view = view
        self.axis = axis
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
