import Geometry
import TextFormats

/// The shapes of a picture in JSON: rectangles as `[x, y, w, h]`, points as `[x, y]`.
extension JSONText {
    /// `[x, y, width, height]`.
    public static func rect(_ rect: Rect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    /// `[x, y]`.
    public static func point(_ point: Point) -> String { "[\(number(point.x)), \(number(point.y))]" }

    /// A leader as `[[x, y], [x, y]]`, or `null`.
    static func leader(_ leader: (Point, Point)?) -> String {
        leader.map { "[\(point($0.0)), \(point($0.1))]" } ?? "null"
    }
}
