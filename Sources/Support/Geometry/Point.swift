/// A point in points, y growing downwards (the layout's and the sheet's coordinates).
public struct Point: Sendable, Equatable {
    public var x, y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}
