/// Places small labels (guide values, view names) where they stay readable: each label
/// takes the first of its candidate places that covers nothing it should not, or else the
/// one that covers least.
///
/// What a label may not cover is weighed: another label or a view's text most, a guide's
/// line and another view's frame a little, anything outside the canvas a little (it is
/// still on the sheet). Candidates are tried in the order given, so placement is
/// deterministic: the same scene places every label the same way. A candidate is weighed
/// against the obstacles near it only (an `ObstacleGrid`), summed in the order they were
/// added, so the costs are those of weighing it against all of them, to the last bit; but
/// only the first `mostObstaclesWeighed` it covers count. A place that covers that many
/// is unreadable anyway, and on a pile of views (a thousand ambiguous ones all at the
/// top) weighing all of them made placing names quadratic.
struct LabelPlacer {
    enum Weight: Double {
        /// A label already placed, or a view's text.
        case label = 100
        case guideLine = 6
        case frame = 3
    }

    /// The most obstacles a candidate's cost counts.
    static let mostObstaclesWeighed = 50

    private var obstacles: [(rect: Rect, weight: Double)] = []
    /// Labels and text, and everything else: a candidate that must avoid only the first
    /// reads only their grid.
    private var hardGrid: ObstacleGrid
    private var softGrid: ObstacleGrid
    /// Where labels may go at all.
    let bounds: Rect
    /// Where they should go: leaving it costs a little.
    let preferred: Rect

    init(bounds: Rect, preferred: Rect) {
        self.bounds = bounds
        self.preferred = preferred
        hardGrid = ObstacleGrid(bounds: bounds)
        softGrid = ObstacleGrid(bounds: bounds)
    }

    mutating func avoid(_ rect: Rect, _ weight: Weight) {
        add(rect, weight.rawValue)
    }

    private mutating func add(_ rect: Rect, _ weight: Double) {
        if weight >= Weight.label.rawValue {
            hardGrid.insert(obstacles.count, rect)
        } else {
            softGrid.insert(obstacles.count, rect)
        }
        obstacles.append((rect, weight))
    }

    /// The best candidate, which later labels then avoid. `ignoring`: frames this label
    /// belongs to (a view's own frame and its containers'). The first `favoured`
    /// candidates are where the label belongs best: they only have to avoid labels and
    /// text, not frames, lines or the canvas's edge.
    mutating func place(_ candidates: [Rect], ignoring: [Rect] = [], favoured: Int = 0) -> Rect {
        let ignoring = Ignored(ignoring)
        var best: (rect: Rect, cost: Double)?
        for (index, candidate) in candidates.enumerated() where bounds.contains(candidate) {
            let cost = self.cost(candidate, ignoring: ignoring, hardOnly: index < favoured)
            if cost == 0 {
                best = (candidate, 0)
                break
            }
            if best == nil || cost < best!.cost { best = (candidate, cost) }
        }
        let chosen = best?.rect ?? candidates[0]
        add(chosen, Weight.label.rawValue)
        return chosen
    }

    /// The best candidate that covers no other label and no view's text (frames and lines
    /// may be crossed), which later labels then avoid; nil when every one would collide.
    mutating func placeClear(_ candidates: [Rect], ignoring: [Rect] = []) -> Rect? {
        let ignoring = Ignored(ignoring)
        var best: (rect: Rect, cost: Double)?
        for candidate in candidates where bounds.contains(candidate)
            && coversNothing(candidate, ignoring: ignoring, hardOnly: true) {
            let cost = self.cost(candidate, ignoring: ignoring, hardOnly: false)
            if best == nil || cost < best!.cost { best = (candidate, cost) }
            if cost == 0 { break }
        }
        guard let chosen = best?.rect else { return nil }
        add(chosen, Weight.label.rawValue)
        return chosen
    }

    /// The first candidate that covers nothing at all (frames, lines and the canvas's edge
    /// included), which later labels then avoid; nil when every one covers something.
    mutating func placeIfFree(_ candidates: [Rect]) -> Rect? {
        guard let free = candidates.first(where: {
            bounds.contains($0) && coversNothing($0, ignoring: Ignored([]), hardOnly: false)
        }) else { return nil }
        add(free, Weight.label.rawValue)
        return free
    }

    private func cost(_ rect: Rect, ignoring: Ignored, hardOnly: Bool) -> Double {
        // The first obstacles covered in each grid, merged: the first covered of all.
        let limit = Self.mostObstaclesWeighed
        var covered = covering(rect, in: hardGrid, ignoring: ignoring, limit: limit)
        if !hardOnly {
            covered = (covered + covering(rect, in: softGrid, ignoring: ignoring, limit: limit)).sorted()
                .prefix(limit).map { $0 }
        }
        var total = 0.0
        for index in covered {
            total += obstacles[index].weight * rect.overlapArea(obstacles[index].rect)
        }
        if hardOnly { return total }
        let area = rect.width * rect.height
        total += 2 * (area - rect.overlapArea(preferred))
        return total
    }

    /// Whether `cost` would be 0, found without weighing everything covered.
    private func coversNothing(_ rect: Rect, ignoring: Ignored, hardOnly: Bool) -> Bool {
        guard covering(rect, in: hardGrid, ignoring: ignoring, limit: 1).isEmpty else { return false }
        if hardOnly { return true }
        return covering(rect, in: softGrid, ignoring: ignoring, limit: 1).isEmpty
            && rect.width * rect.height - rect.overlapArea(preferred) == 0
    }

    /// The indices of the first `limit` obstacles of `grid` that `rect` covers (ignored
    /// ones aside), ascending.
    private func covering(_ rect: Rect, in grid: ObstacleGrid, ignoring: Ignored, limit: Int) -> [Int] {
        var covered: [Int] = []
        grid.visit(near: rect) { index in
            let obstacle = obstacles[index].rect
            if rect.overlapArea(obstacle) > 0 && !ignoring.contains(obstacle) { covered.append(index) }
            return covered.count < limit
        }
        return covered
    }

    /// The frames a label may cover (its view's and its containers'): a few compared
    /// directly, many (a view nested deep) looked up in a set.
    private struct Ignored {
        let rects: [Rect]
        let set: Set<Rect>?

        init(_ rects: [Rect]) {
            self.rects = rects
            set = rects.count > 8 ? Set(rects) : nil
        }

        func contains(_ rect: Rect) -> Bool { set?.contains(rect) ?? rects.contains(rect) }
    }
}
