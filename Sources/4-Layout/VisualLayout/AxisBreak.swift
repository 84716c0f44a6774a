import VisualSyntax

/// A stretch of a layout cut out of its picture, so that what lies on either side (a gap of
/// 8 beside a screen-high view) is drawn large enough to read: the picture draws a break
/// across every view that spans it, and every number it shows adds the stretch back.
public struct AxisBreak: Sendable, Equatable {
    public var axis: LayoutAxis
    /// Where the break is drawn, along the axis, in the tree's (drawn) coordinates.
    public var position: Double
    /// How much was cut out there, in drawn units (the tree's zoom already applied).
    public var removed: Double

    public init(axis: LayoutAxis, position: Double, removed: Double) {
        self.axis = axis
        self.position = position
        self.removed = removed
    }
}

extension LayoutTree {
    /// The layout's own length from one drawn coordinate to another along an axis: the
    /// stretches cut out between them added back, the zoom divided out (negative when `to`
    /// is before `from`).
    public func layoutLength(_ axis: LayoutAxis, from: Double, to: Double) -> Double {
        let length = to - from
        return (length + (length >= 0 ? 1 : -1) * cut(axis, between: from, and: to)) / zoom
    }

    /// The layout's own length of a drawn span (a view's width) that starts at `start`.
    public func layoutLength(_ axis: LayoutAxis, start: Double, length: Double) -> Double {
        (length + cut(axis, between: start, and: start + length)) / zoom
    }

    /// How much was cut out strictly between two drawn coordinates.
    private func cut(_ axis: LayoutAxis, between a: Double, and b: Double) -> Double {
        let (low, high) = (min(a, b), max(a, b))
        return axisBreaks.filter { $0.axis == axis && $0.position > low && $0.position < high }.reduce(0) { $0 + $1.removed }
    }

    /// A drawn coordinate along an axis as the layout's own: the stretches cut out before it
    /// added back, the zoom divided out.
    public func layoutCoordinate(_ axis: LayoutAxis, _ drawn: Double) -> Double {
        let cut = axisBreaks.filter { $0.axis == axis && $0.position < drawn }.reduce(0) { $0 + $1.removed }
        return (drawn + cut) / zoom
    }
}
