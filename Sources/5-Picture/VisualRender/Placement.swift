import Geometry

/// What a frame has drawn so far, for placing the next tag or pill where the picture's
/// rules allow it (docs/format-file.md, "The scene of a picture"):
///
/// - nothing readable overlaps anything readable: tags, pills, view text, markers and
///   other labels each keep clear of all the others (`solid`);
/// - a tag covers no other view's box except the boxes its own view lies within (its
///   ancestors, or a view it is laid over), and at most a quarter of itself over its
///   descendants' boxes;
/// - guide lines and leaving the canvas are allowed but cost a little (`soft`), so that
///   of the allowed places the clearest is taken.
///
/// Candidates are tried in the order given, so placement is deterministic. Obstacles are
/// filed in grids (`ObstacleGrid`), so each check looks only at what is near.
struct Placement {
    /// The tolerance of overlaps: shared areas smaller than this are touching, not covering.
    static let tolerance = 0.01

    /// A view's box, as a tag sees it.
    struct Box {
        let rect: Rect
        /// Indices (in `boxes`) of the containers it is nested in.
        let ancestors: [Int]
        /// A spacer or layout guide: drawn as an outline at most, no pane of its own.
        var isSpacer = false
        /// A control (a button, field, switch, …): drawn with a face of its own, which no
        /// tag's leader runs across (`missesControls`).
        var isControl = false
    }

    private(set) var boxes: [Box] = []
    /// The boxes that hold others (containers), by index.
    private var containers = Set<Int>()
    private var boxGrid: ObstacleGrid
    /// The boxes of no width or height, which `boxGrid` does not file.
    private var flatBoxes: [Int] = []
    /// Their lines, a point either side: no pill lies on one (`pillAllowed`).
    private var flatLines: [Rect] = []
    private var flatLineGrid: ObstacleGrid
    private var solid: [Rect] = []
    private var solidGrid: ObstacleGrid
    /// The views' lines of text (also solid): a leader that must cross something crosses
    /// a tag, a pill or another leader rather than glyphs.
    private var texts: [Rect] = []
    private var textGrid: ObstacleGrid
    private var soft: [Rect] = []
    private var softGrid: ObstacleGrid
    private var leaders: [(Point, Point)] = []
    private var leaderGrid: ObstacleGrid
    /// True where a tag lies inside each box its view lies within or wholly outside it,
    /// never across its outline (`visual explain`, whose few containers are outlined in the
    /// conflict's red: a tag across one cut it).
    var keepsTagsOffOutlines = false
    /// Where anything may go at all.
    let bounds: Rect
    /// Where things should go: outside it costs a little.
    let preferred: Rect

    init(bounds: Rect, preferred: Rect) {
        self.bounds = bounds
        self.preferred = preferred
        boxGrid = ObstacleGrid(bounds: bounds)
        flatLineGrid = ObstacleGrid(bounds: bounds)
        solidGrid = ObstacleGrid(bounds: bounds, smallestCell: 16)
        textGrid = ObstacleGrid(bounds: bounds, smallestCell: 16)
        softGrid = ObstacleGrid(bounds: bounds)
        leaderGrid = ObstacleGrid(bounds: bounds)
    }

    /// Files a view's box; returns its index.
    @discardableResult
    mutating func addBox(_ rect: Rect, ancestors: [Int], isSpacer: Bool = false, isControl: Bool = false) -> Int {
        if rect.width <= 0 || rect.height <= 0 {
            flatBoxes.append(boxes.count)
            let line = rect.width < rect.height ? Rect(x: rect.x - 1, y: rect.y, width: 2, height: rect.height)
                : Rect(x: rect.x, y: rect.y - 1, width: rect.width, height: 2)
            flatLineGrid.insert(flatLines.count, line)
            flatLines.append(line)
        }
        boxGrid.insert(boxes.count, rect)
        boxes.append(Box(rect: rect, ancestors: ancestors, isSpacer: isSpacer, isControl: isControl))
        containers.formUnion(ancestors)
        return boxes.count - 1
    }

    /// Files something readable that nothing else may cover.
    mutating func addSolid(_ rect: Rect) {
        solidGrid.insert(solid.count, rect)
        solid.append(rect)
    }

    /// Files a view's line of text: solid, and never to be crossed by a leader.
    mutating func addText(_ rect: Rect) {
        addSolid(rect)
        textGrid.insert(texts.count, rect)
        texts.append(rect)
    }

    /// True when a leader from `a` to `b` runs through no view's text (it may cross a tag,
    /// a pill or another leader): the last resort before one through glyphs.
    func crossesNoText(_ leader: (Point, Point)) -> Bool {
        Self.leader(leader, missesAll: texts, filedIn: textGrid)
    }

    /// Files something better not covered (a guide's line, a leader).
    mutating func addSoft(_ rect: Rect) {
        softGrid.insert(soft.count, rect)
        soft.append(rect)
    }

    /// True when `rect` lies where things may go and covers nothing readable.
    func isClear(_ rect: Rect) -> Bool {
        guard bounds.contains(rect) else { return false }
        var clear = true
        solidGrid.visit(near: rect) { index in
            if rect.overlapArea(solid[index]) > Self.tolerance { clear = false }
            return clear
        }
        return clear
    }

    /// True when `rect` covers nothing readable, wherever it lies (the parking columns lie
    /// past `bounds`).
    func coversNothing(_ rect: Rect) -> Bool {
        var clear = true
        solidGrid.visit(near: rect) { index in
            if rect.overlapArea(solid[index]) > Self.tolerance { clear = false }
            return clear
        }
        return clear
    }

    /// Files a leader drawn from a tag or pill to its place: better not covered, like a
    /// line, and not to be crossed by a later leader.
    mutating func addLeader(_ leader: (Point, Point)) {
        let strip = Rect.around(leader.0, leader.1, width: 1)
        addSoft(strip)
        leaderGrid.insert(leaders.count, strip)
        leaders.append(leader)
    }

    /// Files a leader in pieces at most `pieceLength` long (the grids' finest cell), each
    /// its own strip: a crowd's leaders run far and slanting to the parking columns, and
    /// filed whole, each strip (the rectangle around the whole leader) covered a large part
    /// of the sheet, so every later place near them weighed thousands of them. In pieces a
    /// place meets only the leaders that pass near it, and costs about what it shares with
    /// their lines.
    mutating func addLeaderInPieces(_ leader: (Point, Point)) {
        let (a, b) = leader
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let pieces = max(1, Int((length / Self.pieceLength).rounded(.up)))
        func point(_ i: Int) -> Point {
            let t = Double(i) / Double(pieces)
            return Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
        }
        for i in 0..<pieces {
            let strip = Rect.around(point(i), point(i + 1), width: 1)
            addSoft(strip)
            // The same leader from each piece's cells: crossing is tested on the whole leader.
            leaderGrid.insert(leaders.count, strip)
        }
        leaders.append(leader)
    }

    /// The longest piece of a leader filed in pieces.
    static let pieceLength = 64.0

    /// How much of a leader may run inside something readable: its end may touch a text's
    /// box, but half a point in is crossing it.
    static let leaderCutting = 0.5

    /// True when a leader from `a` to `b` crosses nothing readable and no leader filed.
    /// Its ends join a pill or tag to a line or box that may lie against text, so touching
    /// one (`leaderCutting`) is not crossing; two leaders that share an end do not cross
    /// either.
    func isClear(leader: (Point, Point)) -> Bool {
        guard crossesNothingReadable(leader) else { return false }
        let (a, b) = leader
        let strip = Rect.around(a, b, width: 1)
        var clear = true
        leaderGrid.visit(near: strip) { index in
            if Self.cross(leaders[index], leader) { clear = false }
            return clear
        }
        return clear
    }

    /// True when a tag's leader from `a` to `b`, drawn to box `own`, runs across no other
    /// control's face (a row of tab buttons: `albums`' leader from beside the frame ran
    /// across `search`, and read as search's) and along no other view's edge (a profile's
    /// `followers`, its leader along the bottom of "310 following"). A leader may cross a
    /// label's or a picture's box where no text is (`crossesNoText`), and the containers it
    /// lies in; its ends may touch a face (`alongAControl`).
    func missesControls(_ leader: (Point, Point), own: Int) -> Bool {
        let (a, b) = leader
        let ownBox = boxes[own]
        var clear = true
        boxGrid.visit(near: Rect.around(a, b, width: 1)) { index in
            let box = boxes[index]
            guard index != own, !containers.contains(index), !box.isSpacer, !ownBox.ancestors.contains(index),
                  !box.rect.insetBy(-0.25).contains(ownBox.rect) else { return true }
            // Run along its edge, a leader reads as the box's underline: a point round the
            // box counts, past the few points where a leader ends beside it. Across a label
            // or a picture where no text is, it may run; across a control's face, not.
            let round = box.rect.insetBy(-1).lengthInside(from: a, to: b)
            let along = box.isControl ? round : round - box.rect.insetBy(1).lengthInside(from: a, to: b)
            clear = along <= (box.isControl ? Self.alongAControl : 2 * Self.alongAControl)
            return clear
        }
        return clear
    }

    /// How far a tag's leader may run within a point of another control's face: where it
    /// ends at its own box, beside a neighbour's edge.
    static let alongAControl = 4.0

    /// True when a leader from `a` to `b` runs through nothing readable (text, tags, pills,
    /// markers); it may cross other leaders.
    func crossesNothingReadable(_ leader: (Point, Point)) -> Bool {
        Self.leader(leader, missesAll: solid, filedIn: solidGrid)
    }

    /// True when the leader runs no more than `leaderCutting` inside any of `rects`, looked
    /// up in `grid`, which files them by index.
    private static func leader(_ leader: (Point, Point), missesAll rects: [Rect], filedIn grid: ObstacleGrid) -> Bool {
        let (a, b) = leader
        var clear = true
        grid.visit(near: Rect.around(a, b, width: 1)) { index in
            if rects[index].lengthInside(from: a, to: b) > leaderCutting { clear = false }
            return clear
        }
        return clear
    }

    /// Whether two segments cross at a point inside both (sharing an end is not crossing).
    static func cross(_ first: (Point, Point), _ second: (Point, Point)) -> Bool {
        func side(_ p: Point, _ q: Point, _ r: Point) -> Double { (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x) }
        let d1 = side(second.0, second.1, first.0), d2 = side(second.0, second.1, first.1)
        let d3 = side(first.0, first.1, second.0), d4 = side(first.0, first.1, second.1)
        return d1 * d2 < 0 && d3 * d4 < 0
    }

    /// True when a tag of box `own` may lie at `rect`: clear, and over no box it may not
    /// cover. `overWhatItCrosses`: also over the boxes `own` lies across (a view squeezed
    /// to a line drawn across another's edge, see `liesAcross`). `acrossOutlines`: also
    /// across its containers' outlines where `keepsTagsOffOutlines`.
    func tagAllowed(_ rect: Rect, own: Int, overWhatItCrosses: Bool = false, acrossOutlines: Bool = false) -> Bool {
        guard isClear(rect) else { return false }
        if keepsTagsOffOutlines && !acrossOutlines && straddlesAnAncestor(rect, own: own) { return false }
        let ownBox = boxes[own]
        var overDescendants = 0.0
        var allowed = true
        boxGrid.visit(near: rect) { index in
            guard index != own else { return true }
            let area = rect.overlapArea(boxes[index].rect)
            guard area > Self.tolerance else { return true }
            if ownBox.ancestors.contains(index) || boxes[index].rect.insetBy(-0.25).contains(ownBox.rect)
                || overWhatItCrosses && liesAcross(own, index) {
                return true
            }
            if boxes[index].ancestors.contains(own) {
                overDescendants += area
                allowed = overDescendants <= rect.width * rect.height / 4 - 0.25
            } else {
                allowed = false
            }
            return allowed
        }
        return allowed
    }

    /// True when `rect` lies across the outline of a box `own` lies within: partly over it,
    /// partly out.
    func straddlesAnAncestor(_ rect: Rect, own: Int) -> Bool {
        let area = rect.width * rect.height
        return boxes[own].ancestors.contains { ancestor in
            let shared = rect.overlapArea(boxes[ancestor].rect)
            return shared > Self.tolerance && shared < area - Self.tolerance
        }
    }

    /// True when `rect` lies across the outline of any box: partly over it, partly out (a
    /// value over a view's border).
    func crossesAnOutline(_ rect: Rect) -> Bool {
        let area = rect.width * rect.height
        var crosses = false
        boxGrid.visit(near: rect) { index in
            let shared = rect.overlapArea(boxes[index].rect)
            crosses = shared > Self.tolerance && shared < area - Self.tolerance
            return !crosses
        }
        return crosses
    }

    /// True when `rect` is nearer box `own` than any other box but its ancestors and
    /// descendants (and boxes it lies within, which nothing can be nearer than):
    /// a tag there cannot be read as a neighbour's. The boxes within reach come from the
    /// grid; those of no width or height (a view squeezed to a line), which the grid does
    /// not file, are looked at one by one.
    func isNearest(_ rect: Rect, own: Int, overWhatItCrosses: Bool = false) -> Bool {
        let ownBox = boxes[own]
        let reach = rect.distance(to: ownBox.rect)
        func fartherThanOwn(_ index: Int) -> Bool {
            let other = boxes[index]
            // A box its own lies within (an ancestor, or one it is laid over) is where it is.
            return index == own || ownBox.ancestors.contains(index) || other.ancestors.contains(own)
                || other.rect.insetBy(-0.25).contains(ownBox.rect) || rect.distance(to: other.rect) > reach
                || overWhatItCrosses && liesAcross(own, index)
        }
        var nearest = flatBoxes.allSatisfy(fartherThanOwn)
        guard nearest else { return false }
        boxGrid.visit(near: rect.insetBy(-(reach + 1))) { index in
            nearest = fartherThanOwn(index)
            return nearest
        }
        return nearest
    }

    /// True when a sibling control's box (a button, a field, a switch in the same container
    /// as `own`) is nearer `rect` than `own`'s box: in a row of controls, each named beside
    /// its face, a name by a neighbour's edge reads as the neighbour's, whatever a leader
    /// says. (A view of another container nearer still, such as a search field above a
    /// list's row, is another part of the screen, and a short leader there reads.)
    func liesNearerASiblingControl(_ rect: Rect, own: Int) -> Bool {
        let ownBox = boxes[own]
        let reach = rect.distance(to: ownBox.rect)
        var nearer = false
        boxGrid.visit(near: rect.insetBy(-(reach + 1))) { index in
            let other = boxes[index]
            guard other.isControl, index != own, other.ancestors == ownBox.ancestors,
                  !other.rect.insetBy(-0.25).contains(ownBox.rect) else { return true }
            nearer = rect.distance(to: other.rect) < reach - 0.5
            return !nearer
        }
        return nearer
    }

    /// Whether box `own`, a line (no width or no height), runs more than a point through
    /// box `index`: drawn over it, as a line across another's edge is.
    func liesAcross(_ own: Int, _ index: Int) -> Bool {
        let line = boxes[own].rect, other = boxes[index].rect
        guard min(line.width, line.height) < ScenePainter.Metrics.flatSize else { return false }
        let across = min(line.maxX, other.maxX) - max(line.x, other.x)
        let down = min(line.maxY, other.maxY) - max(line.y, other.y)
        return across >= 0 && down >= 0 && max(across, down) > 1
    }

    /// How many boxes that a tag of box `own` may not cover overlap `own` itself (see
    /// `tagAllowed`), counted up to `limit`: a box under many such boxes is in a crowd.
    func boxesCrowding(_ own: Int, upTo limit: Int) -> Int {
        let ownBox = boxes[own]
        var count = 0
        boxGrid.visit(near: ownBox.rect) { index in
            guard index != own, ownBox.rect.overlapArea(boxes[index].rect) > Self.tolerance,
                  !ownBox.ancestors.contains(index), !boxes[index].ancestors.contains(own),
                  !boxes[index].rect.insetBy(-0.25).contains(ownBox.rect) else { return true }
            count += 1
            return count < limit
        }
        return count
    }

    /// How much of a control's face a pill may cover: hanging a few points into a field's
    /// or button's edge from a narrow gap beside it, as redlines do.
    static let mostOfAFace = 1.0 / 12

    /// True when a pill may lie at `rect`: clear, over at most `mostOfAFace` of a control,
    /// and inside no view of another container
    /// than `context` (the container its gap lies in; nil: the canvas, where any view may
    /// lie under it): across a seam a pill would read as the other pane's value.
    func pillAllowed(_ rect: Rect, context: Int?) -> Bool {
        guard isClear(rect) else { return false }
        // A view squeezed to a line, however short (a 4 × 0 badge): a value on it reads as
        // the line's and hides where the view is.
        var offLines = true
        flatLineGrid.visit(near: rect) { index in
            offLines = rect.overlapArea(flatLines[index]) <= Self.tolerance
            return offLines
        }
        guard offLines else { return false }
        // A control's face: a pill over much of it reads as a badge on the control (a
        // browser bar's 6 and 8 over a third of its 32-point icon buttons).
        var offFaces = true
        boxGrid.visit(near: rect) { index in
            let box = boxes[index].rect
            guard boxes[index].isControl else { return true }
            offFaces = rect.overlapArea(box) <= box.width * box.height * Self.mostOfAFace
            return offFaces
        }
        guard offFaces else { return false }
        guard let context else { return true }
        var allowed = true
        boxGrid.visit(near: rect) { index in
            // A pill overhanging its gap's end by a few points may touch the pane beyond;
            // sitting inside it, it may not.
            let inside = boxes[index].rect.insetBy(PillPlacer.seamOverhang)
            guard inside.width > 0, inside.height > 0, rect.overlapArea(inside) > Self.tolerance else { return true }
            // A spacer or guide (a scroll view's content guide over its content) is no pane.
            guard !boxes[index].isSpacer else { return true }
            // A view that encloses the gap's whole container lies behind it (a full-screen
            // blur or background view beside the content): not another pane.
            allowed = index == context || boxes[index].ancestors.contains(context)
                || boxes[context].ancestors.contains(index)
                || boxes[index].rect.contains(boxes[context].rect)
            return allowed
        }
        return allowed
    }

    /// Whether `rect`, a pill of a gap inside container `context`, hangs out of that
    /// container towards another view: more than `PillPlacer.seamOverhang` past one of its
    /// sides, with another view's box within twice that overhang of the side. Hanging into a
    /// 12-point gap between two tiles, a dashboard tile's `12×8` read as the gap's value; over
    /// the canvas's margin, with nothing beyond, it still reads as its own container's.
    func hangsTowardsAnotherView(_ rect: Rect, context: Int) -> Bool {
        let container = boxes[context].rect
        let overhangs: [(Double, (Double) -> Rect)] = [
            (container.x - rect.x, { Rect(x: container.x - $0, y: rect.y, width: $0, height: rect.height) }),
            (rect.maxX - container.maxX, { Rect(x: container.maxX, y: rect.y, width: $0, height: rect.height) }),
            (container.y - rect.y, { Rect(x: rect.x, y: container.y - $0, width: rect.width, height: $0) }),
            (rect.maxY - container.maxY, { Rect(x: rect.x, y: container.maxY, width: rect.width, height: $0) }),
        ]
        for (overhang, strip) in overhangs where overhang > PillPlacer.seamOverhang {
            let beyond = strip(2 * overhang)
            var reaches = false
            boxGrid.visit(near: beyond) { index in
                // A view enclosing the container lies behind it, like an ancestor.
                let related = index == context || boxes[index].ancestors.contains(context)
                    || boxes[context].ancestors.contains(index) || boxes[index].rect.contains(container)
                reaches = !related && beyond.overlapArea(boxes[index].rect) > Self.tolerance
                return !reaches
            }
            if reaches { return true }
        }
        return false
    }

    /// How much of `rect` lies over views' boxes that do not contain it (containers, drawn
    /// as a faint background, do not count).
    /// How far a line from `a` to `b` runs over controls' faces (buttons, fields, …), those
    /// of `own` (the views it measures) left out: over a row of buttons it reads as a
    /// strike-through, even between the letters.
    func lengthOverControls(_ a: Point, _ b: Point, except own: [Rect]) -> Double {
        var total = 0.0
        boxGrid.visit(near: Rect.around(a, b, width: 1)) { index in
            let box = boxes[index]
            if box.isControl, !own.contains(box.rect) { total += box.rect.lengthInside(from: a, to: b) }
            return true
        }
        return total
    }

    func coveredBoxArea(_ rect: Rect) -> Double {
        var total = 0.0
        boxGrid.visit(near: rect) { index in
            guard !containers.contains(index) else { return true }
            let area = rect.overlapArea(boxes[index].rect)
            if area > 0 && !boxes[index].rect.contains(rect) { total += area }
            return true
        }
        return total
    }

    /// How much a clear place costs: guide lines and boxes it crosses, and how far it
    /// leaves the canvas. 0 for a place that covers nothing at all.
    func cost(_ rect: Rect, ignoringBoxes ignored: Set<Int> = []) -> Double {
        var total = 0.0
        // Like boxes below, the first 50 lines met: a place near more is unreadable anyway,
        // and 10,000 labels stacked a point apart draw 10,000 guide lines side by side, each
        // of which every place near them met.
        var softSeen = 0
        softGrid.visit(near: rect) { index in
            total += 6 * rect.overlapArea(soft[index])
            softSeen += 1
            return total < 1e9 && softSeen < 50
        }
        var boxesSeen = 0
        boxGrid.visit(near: rect) { index in
            guard !ignored.contains(index) else { return true }
            let area = rect.overlapArea(boxes[index].rect)
            // A box the rect lies inside is its background, not something it covers.
            if area > 0 && !boxes[index].rect.contains(rect) { total += 3 * area }
            boxesSeen += 1
            return boxesSeen < 50
        }
        total += 2 * (rect.width * rect.height - rect.overlapArea(preferred))
        return total
    }

    /// The first of `candidates` that `allowed` accepts and that costs nothing; else the
    /// cheapest accepted one among the first `patience` accepted; nil when none is.
    /// `extraCost`: what a place costs besides what it covers (a pill's distance from its
    /// line, which its leader has to walk).
    func best(_ candidates: [Rect], patience: Int = 8, ignoringBoxes ignored: Set<Int> = [],
              extraCost: (Rect) -> Double = { _ in 0 }, allowed: (Rect) -> Bool) -> Rect? {
        var found: (rect: Rect, cost: Double)?
        var accepted = 0
        for candidate in candidates where allowed(candidate) {
            let cost = self.cost(candidate, ignoringBoxes: ignored) + extraCost(candidate)
            if cost == 0 { return candidate }
            if found == nil || cost < found!.cost { found = (candidate, cost) }
            accepted += 1
            if accepted >= patience { break }
        }
        return found?.rect
    }
}

extension Rect {
    /// The point of this rectangle nearest to `point`.
    func nearestPoint(to point: Point) -> Point {
        Point(min(max(point.x, x), maxX), min(max(point.y, y), maxY))
    }

    /// The shortest distance between the two rectangles (0 when they touch or overlap).
    func distance(to other: Rect) -> Double {
        let dx = max(0, max(other.x - maxX, x - other.maxX))
        let dy = max(0, max(other.y - maxY, y - other.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The leader from this rectangle to `other`: the nearest point of each to the other's
    /// centre region, first point on this one.
    func leader(to other: Rect) -> (Point, Point) {
        let onOther = other.nearestPoint(to: Point(midX, midY))
        return (nearestPoint(to: onOther), onOther)
    }

    /// How much of the segment from `a` to `b` lies inside the rectangle (clipped to it,
    /// Liang–Barsky).
    func lengthInside(from a: Point, to b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        var enter = 0.0, leave = 1.0
        // Against each side: the segment is inside it where q + p·t ≥ 0.
        for (p, q) in [(dx, a.x - x), (-dx, maxX - a.x), (dy, a.y - y), (-dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return 0 }  // parallel to this side and outside it
            } else if p > 0 {
                enter = max(enter, -q / p)
            } else {
                leave = min(leave, -q / p)
            }
        }
        return max(0, leave - enter) * (dx * dx + dy * dy).squareRoot()
    }

    /// The strip a line from `a` to `b` covers (`width` across), axis-aligned.
    static func around(_ a: Point, _ b: Point, width: Double) -> Rect {
        let half = width / 2
        return Rect(x: min(a.x, b.x) - half, y: min(a.y, b.y) - half,
                    width: abs(a.x - b.x) + width, height: abs(a.y - b.y) + width)
    }
}
