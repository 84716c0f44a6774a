/// A width and a height in points: a canvas's size, as a layout records it.
public struct Size: Sendable, Hashable, Decodable {
    public var width, height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
