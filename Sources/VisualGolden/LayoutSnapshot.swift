import Foundation
import VisualLayout
import VisualSyntax

/// What the layout layer of a golden compares: the canvas, each view's frame and parent,
/// and the warnings (reported when they change, never a failure on their own).
///
/// It is read from the golden `.json` (the JSON of `visual layout`) and made from a fresh
/// layout, so both sides of a comparison have the same shape whatever wrote them.
public struct LayoutSnapshot: Equatable, Sendable {
    /// One view's place: the fields the layout layer compares.
    public struct Frame: Equatable, Sendable {
        public var name: String
        public var parent: String?
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(name: String, parent: String?, x: Double, y: Double, width: Double, height: Double) {
            (self.name, self.parent, self.x, self.y, self.width, self.height) = (name, parent, x, y, width, height)
        }
    }

    public var canvasWidth: Double
    public var canvasHeight: Double
    public var views: [Frame]
    /// Each warning as `line:column: message` (or just the message when it has no place).
    public var warnings: [String]

    public init(canvasWidth: Double, canvasHeight: Double, views: [Frame], warnings: [String]) {
        (self.canvasWidth, self.canvasHeight, self.views, self.warnings) = (canvasWidth, canvasHeight, views, warnings)
    }

    /// The snapshot of a solved layout.
    public init(_ tree: LayoutTree) {
        canvasWidth = tree.canvasWidth
        canvasHeight = tree.canvasHeight
        views = tree.views.map { Frame(name: $0.name, parent: $0.parent, x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        warnings = tree.diagnostics.cappedPerKind().map { diagnostic in  // as the JSON lists them
            guard let location = diagnostic.location else { return diagnostic.message }
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
    }

    /// Reads a golden written by `LayoutOutput.json`. Throws `GoldenError.unreadable` with
    /// what is wrong when the file is not such JSON (a corrupt or hand-edited golden).
    public init(json data: Data, path: String) throws {
        func fail(_ why: String) -> GoldenError { .unreadable(path: path, reason: why) }
        guard let object = try? JSONSerialization.jsonObject(with: data),
              let root = object as? [String: Any] else {
            throw fail("not a JSON object")
        }
        guard let canvas = root["canvas"] as? [String: Any],
              let width = Self.number(canvas["width"]), let height = Self.number(canvas["height"]) else {
            throw fail("no canvas width and height")
        }
        guard let views = root["views"] as? [[String: Any]] else { throw fail("no views list") }
        canvasWidth = width
        canvasHeight = height
        self.views = try views.enumerated().map { index, view in
            guard let name = view["name"] as? String,
                  let x = Self.number(view["x"]), let y = Self.number(view["y"]),
                  let w = Self.number(view["width"]), let h = Self.number(view["height"]) else {
                throw fail("view \(index + 1) lacks a name, x, y, width or height")
            }
            return Frame(name: name, parent: view["parent"] as? String, x: x, y: y, width: w, height: h)
        }
        let diagnostics = root["diagnostics"] as? [[String: Any]] ?? []
        warnings = diagnostics.compactMap { diagnostic in
            guard let message = diagnostic["message"] as? String else { return nil }
            guard let line = diagnostic["line"] as? Int, let column = diagnostic["column"] as? Int else { return message }
            return "\(line):\(column): \(message)"
        }
    }

    /// JSON numbers arrive as Int or Double (NSNumber) depending on how they were written.
    private static func number(_ value: Any?) -> Double? {
        (value as? NSNumber)?.doubleValue
    }
}
