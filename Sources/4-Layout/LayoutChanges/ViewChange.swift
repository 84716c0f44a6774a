import Geometry
import TextFormats

/// What happened to one view between two layouts: it moved or changed size (or both), it is
/// new, or it is gone. One line per view, the way a reviewer reads it:
/// `b: moved 4 right, 2 down; 12 wider`.
public struct ViewChange: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable {
        /// In both layouts, at another place or size, or in another container.
        case changed
        /// Only in the new layout.
        case added
        /// Only in the old layout.
        case removed
    }

    /// The view's name (`_spacer#2` for the second of several views of one name).
    public var key: String
    public var kind: Kind
    /// Where it was and is, in canvas coordinates (for drawing); nil on the side it is absent.
    public var before: Rect?
    public var after: Rect?
    /// The move, positive right and down: relative to its container, unless the change was
    /// measured in canvas coordinates (`absolute`) or the view changed container.
    public var dx = 0.0
    public var dy = 0.0
    /// The change of size, positive when it grew.
    public var dwidth = 0.0
    public var dheight = 0.0
    /// The containers it left and joined, when it changed container.
    public var containerChange: ContainerChange?

    /// A view that left one container for another (nil: the canvas).
    public struct ContainerChange: Equatable, Sendable {
        public var from: String?
        public var to: String?
        public init(from: String?, to: String?) { (self.from, self.to) = (from, to) }
    }

    public init(key: String, kind: Kind, before: Rect?, after: Rect?) {
        (self.key, self.kind, self.before, self.after) = (key, kind, before, after)
    }

    /// How large the change is, in points, for sorting: the largest of the move and size
    /// changes; for a view added or removed, its larger side.
    public var magnitude: Double {
        switch kind {
        case .changed: max(abs(dx), abs(dy), abs(dwidth), abs(dheight))
        case .added: after.map { max($0.width, $0.height) } ?? 0
        case .removed: before.map { max($0.width, $0.height) } ?? 0
        }
    }

    /// `b: moved 4 right, 2 down; 12 wider`.
    public var line: String {
        switch kind {
        case .added:
            return "\(key): added" + (after.map { " at \(Self.place($0))" } ?? "")
        case .removed:
            return "\(key): removed" + (before.map { " (was at \(Self.place($0)))" } ?? "")
        case .changed:
            var parts: [String] = []
            if let containerChange {
                parts.append("moved from \(containerChange.from ?? "the canvas") into \(containerChange.to ?? "the canvas")")
            }
            var moves: [String] = []
            if dx != 0 { moves.append("\(Self.number(abs(dx))) \(dx > 0 ? "right" : "left")") }
            if dy != 0 { moves.append("\(Self.number(abs(dy))) \(dy > 0 ? "down" : "up")") }
            if !moves.isEmpty { parts.append("moved " + moves.joined(separator: ", ")) }
            var sizes: [String] = []
            if dwidth != 0 { sizes.append("\(Self.number(abs(dwidth))) \(dwidth > 0 ? "wider" : "narrower")") }
            if dheight != 0 { sizes.append("\(Self.number(abs(dheight))) \(dheight > 0 ? "taller" : "shorter")") }
            if !sizes.isEmpty { parts.append(sizes.joined(separator: ", ")) }
            return "\(key): " + parts.joined(separator: "; ")
        }
    }

    /// The deltas as the overlay labels them: `+4 x  −12 h` (a true minus sign).
    public var deltaLabel: String {
        switch kind {
        case .added: return "+ \(key)"
        case .removed: return "− \(key)"
        case .changed:
            let fields = [(dx, "x"), (dy, "y"), (dwidth, "w"), (dheight, "h")].filter { $0.0 != 0 }
            return "\(key)  " + fields.map { "\(Self.signed($0.0)) \($0.1)" }.joined(separator: "  ")
        }
    }

    private static func place(_ rect: Rect) -> String {
        "\(number(rect.x)), \(number(rect.y)), \(number(rect.width)) × \(number(rect.height))"
    }

    static func number(_ value: Double) -> String { NumberText.thousandths(value) }

    private static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "−") + number(abs(value))
    }
}
