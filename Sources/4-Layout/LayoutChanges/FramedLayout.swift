import Geometry

/// A layout as the change finder reads it: the canvas and each view's frame, relative to
/// its parent container as `visual layout` reports it. Made from a golden's JSON or from a
/// fresh layout, so both sides of a comparison have the same shape whatever wrote them:
/// the one shape of a layout's frames after the solved `LayoutTree` (the golden layer's
/// `LayoutSnapshot` is this and the warnings).
public struct FramedLayout: Equatable, Sendable, Codable {
    /// One view's place; as JSON, the fields `visual layout` writes for a view (`name`,
    /// `parent`, `x`, `y`, `width`, `height`), so a golden's views decode straight into it.
    public struct View: Equatable, Sendable {
        public var name: String
        /// The container it lies in; nil for the canvas.
        public var parent: String?
        public var frame: Rect

        public init(name: String, parent: String?, frame: Rect) {
            (self.name, self.parent, self.frame) = (name, parent, frame)
        }
    }

    public var canvasWidth: Double
    public var canvasHeight: Double
    /// Parents before their children, in file order.
    public var views: [View]

    public init(canvasWidth: Double, canvasHeight: Double, views: [View]) {
        (self.canvasWidth, self.canvasHeight, self.views) = (canvasWidth, canvasHeight, views)
    }

    /// Views by name (`ViewKeys.keyed`).
    public var keyedViews: [(key: String, view: View)] {
        ViewKeys.keyed(views, name: \.name).map { ($0.key, $0.item) }
    }

    /// Each view's frame in canvas coordinates (its parents' origins added), in `views` order.
    public var absoluteFrames: [Rect] {
        var origins: [String: (Double, Double)] = [:]
        return views.map { view in
            let offset = view.parent.flatMap { origins[$0] } ?? (0, 0)
            let frame = Rect(x: view.frame.x + offset.0, y: view.frame.y + offset.1,
                                   width: view.frame.width, height: view.frame.height)
            // The first view of a name is the container children name (containers are named once).
            if origins[view.name] == nil { origins[view.name] = (frame.x, frame.y) }
            return frame
        }
    }
}

extension FramedLayout.View: Codable {
    private enum CodingKeys: String, CodingKey {
        case name, parent
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        parent = try container.decodeIfPresent(String.self, forKey: .parent)
        frame = try Rect(from: decoder)  // x, y, width and height beside the name
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(parent, forKey: .parent)
        try frame.encode(to: encoder)
    }
}

/// The names changes are reported under.
public enum ViewKeys {
    /// Items by name; a name several share (`_spacer` in every row) is told apart by its
    /// place among them: `_spacer#2` is the second in file order.
    public static func keyed<Item>(_ items: [Item], name: (Item) -> String) -> [(key: String, item: Item)] {
        var total: [String: Int] = [:]
        for item in items { total[name(item), default: 0] += 1 }
        var seen: [String: Int] = [:]
        return items.map { item in
            let name = name(item)
            guard total[name]! > 1 else { return (name, item) }
            seen[name, default: 0] += 1
            return ("\(name)#\(seen[name]!)", item)
        }
    }
}
