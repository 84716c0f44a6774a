import Geometry

/// What changed between two layouts, view by view, largest change first: the review's
/// answer to "what changed", where a pixel diff only says how many pixels did.
///
/// Moves are measured **relative to the container** by default: a view that kept its place
/// inside a container that moved did not move itself, so only the container is reported
/// (once, not once per child). With `absolute`, every view's move in canvas coordinates is
/// reported instead. A view that changed container is always measured in canvas
/// coordinates (its old and new containers' origins mean nothing to each other).
public struct LayoutChanges: Equatable, Sendable {
    /// The views that changed, largest change first (ties in the old layout's order, added
    /// views last among ties).
    public var views: [ViewChange]
    /// The canvas's change of size, as a view's is worded (`canvas: 10 wider`), when it
    /// changed beyond the tolerance.
    private var canvasChange: ViewChange?
    /// The old layout's canvas, when its size changed (for drawing it).
    public var oldCanvas: Rect? { canvasChange?.before }
    /// Every view of the old layout in canvas coordinates, for drawing its ghost outlines.
    public var goldenFrames: [Rect]
    /// The same changes field by field, as the layouts record them (frames relative to
    /// their containers, whatever `absolute` says): the canvas, then each view of the old
    /// layout in its order, then the added views in the new layout's order.
    public var differences: [FrameDifference]

    /// Compares the old layout (`before`, a golden) with the new one (`after`): differences
    /// of `tolerance` points or less do not count.
    public init(before: FramedLayout, after: FramedLayout, tolerance: Double = 0.01, absolute: Bool = false) {
        func differs(_ a: Double, _ b: Double) -> Bool { abs(a - b) > tolerance }
        var canvas = ViewChange(key: "canvas", kind: .changed,
                                before: Rect(x: 0, y: 0, width: before.canvasWidth, height: before.canvasHeight),
                                after: Rect(x: 0, y: 0, width: after.canvasWidth, height: after.canvasHeight))
        if differs(before.canvasWidth, after.canvasWidth) { canvas.dwidth = after.canvasWidth - before.canvasWidth }
        if differs(before.canvasHeight, after.canvasHeight) { canvas.dheight = after.canvasHeight - before.canvasHeight }
        var differences: [FrameDifference] = []
        if canvas.magnitude > 0 {
            canvasChange = canvas
            differences.append(.canvas(before: .init(width: before.canvasWidth, height: before.canvasHeight),
                                       after: .init(width: after.canvasWidth, height: after.canvasHeight)))
        }
        let oldFrames = before.absoluteFrames, newFrames = after.absoluteFrames
        goldenFrames = oldFrames
        let oldKeyed = before.keyedViews, newKeyed = after.keyedViews
        var newIndex: [String: Int] = [:]
        for (index, entry) in newKeyed.enumerated() { newIndex[entry.key] = index }
        var oldKeys = Set<String>()

        var found: [ViewChange] = []
        for (index, entry) in oldKeyed.enumerated() {
            oldKeys.insert(entry.key)
            guard let match = newIndex[entry.key] else {
                found.append(ViewChange(key: entry.key, kind: .removed, before: oldFrames[index], after: nil))
                differences.append(.removed(key: entry.key))
                continue
            }
            let old = entry.view, new = newKeyed[match].view
            var change = ViewChange(key: entry.key, kind: .changed, before: oldFrames[index], after: newFrames[match])
            let moved = old.parent != new.parent
            if moved {
                change.containerChange = .init(from: old.parent, to: new.parent)
                differences.append(.parent(key: entry.key, before: old.parent, after: new.parent))
            }
            differences += FrameDifference.fields(of: entry.key, before: old.frame, after: new.frame, tolerance: tolerance)
            let (from, to) = absolute || moved ? (oldFrames[index], newFrames[match]) : (old.frame, new.frame)
            if differs(from.x, to.x) { change.dx = to.x - from.x }
            if differs(from.y, to.y) { change.dy = to.y - from.y }
            if differs(from.width, to.width) { change.dwidth = to.width - from.width }
            if differs(from.height, to.height) { change.dheight = to.height - from.height }
            if moved || change.magnitude > 0 { found.append(change) }
        }
        for (index, entry) in newKeyed.enumerated() where !oldKeys.contains(entry.key) {
            found.append(ViewChange(key: entry.key, kind: .added, before: nil, after: newFrames[index]))
            differences.append(.added(key: entry.key))
        }
        self.differences = differences
        // Largest first; `enumerated` keeps ties in the order found (a stable sort).
        views = found.enumerated().sorted { a, b in
            a.element.magnitude != b.element.magnitude ? a.element.magnitude > b.element.magnitude : a.offset < b.offset
        }.map(\.element)
    }

    public var isEmpty: Bool { views.isEmpty && canvasChange == nil }

    /// One line per change: the canvas first, then each view, largest change first.
    public var lines: [String] {
        var lines: [String] = []
        if let canvasChange { lines.append(canvasChange.line) }
        return lines + views.map(\.line)
    }
}
