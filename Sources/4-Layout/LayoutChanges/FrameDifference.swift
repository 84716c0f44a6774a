import Geometry

/// One field of one layout that differs from the other's, as the layouts record it (each
/// view's frame relative to its container): what a golden check fails on, field by field,
/// in the old layout's order. `LayoutChanges` finds them in the same walk as its view
/// changes, so the field-level verdict and the per-view summary never disagree.
public enum FrameDifference: Equatable, Sendable {
    /// The canvas's size.
    case canvas(before: Size, after: Size)
    /// A view of the old layout that the new one does not have.
    case removed(key: String)
    /// A view only the new layout has.
    case added(key: String)
    /// A view in another container (nil: the canvas).
    case parent(key: String, before: String?, after: String?)
    /// One of a view's recorded frame fields.
    case frame(key: String, field: Field, before: Double, after: Double)

    public enum Field: String, Sendable, CaseIterable {
        case x, y, width, height
    }

    /// The recorded fields of two frames that differ by more than `tolerance`.
    static func fields(of key: String, before: Rect, after: Rect, tolerance: Double) -> [FrameDifference] {
        let pairs: [(Field, Double, Double)] = [(.x, before.x, after.x), (.y, before.y, after.y),
                                                (.width, before.width, after.width),
                                                (.height, before.height, after.height)]
        return pairs.filter { abs($0.1 - $0.2) > tolerance }.map { .frame(key: key, field: $0.0, before: $0.1, after: $0.2) }
    }
}
