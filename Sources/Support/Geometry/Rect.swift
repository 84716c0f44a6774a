/// A rectangle in points, y growing downwards (the layout's coordinates). As JSON, an object
/// with `x`, `y`, `width` and `height`.
public struct Rect: Sendable, Hashable, Codable, CustomStringConvertible {
    public var x, y, width, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The same rectangle moved by (dx, dy).
    public func offsetBy(_ dx: Double, _ dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Smaller by `d` on every side (larger for a negative `d`); never negative in size.
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    /// Smaller by `insets`, edge by edge; never negative in size.
    public func inset(by insets: Insets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top, width: max(0, width - insets.horizontal),
             height: max(0, height - insets.vertical))
    }

    /// The area the two rectangles share (0 when they only touch).
    public func overlapArea(_ other: Rect) -> Double {
        let w = min(maxX, other.maxX) - max(x, other.x)
        let h = min(maxY, other.maxY) - max(y, other.y)
        return w > 0 && h > 0 ? w * h : 0
    }

    /// True when the two rectangles share a point (touching counts).
    public func intersects(_ other: Rect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// True when `other` lies inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x - 1e-9 && other.y >= y - 1e-9 && other.maxX <= maxX + 1e-9 && other.maxY <= maxY + 1e-9
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        let left = min(x, other.x), top = min(y, other.y)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
