import Geometry
import VisualConstraints
import VisualLayout
import VisualSyntax
import TextFormats

/// One solved layout as the picture sees it: every view's frame from the canvas's
/// top-left corner, the guides merged per gap and labelled, the rows and insets.
/// Pure geometry, no drawing.
struct FrameScene {
    struct PlacedView {
        let view: SolvedView
        /// The box drawn, from the canvas's top-left corner: the view's alignment rectangle
        /// (its frame, or an AppKit control's face inside it: `inset T L B R`), which its
        /// constraints pin and its guides measure. A view squeezed to a line that lies on
        /// another box's edge is drawn a little off it (`FlatViewStandOff`).
        var frame: Rect
        /// The frame the layout reports, from the canvas's top-left corner: its children
        /// lie from its origin.
        let layoutFrame: Rect
        /// The indices (in `views`) of the containers it is nested in, innermost last.
        let ancestors: [Int]
        let isContainer: Bool
        /// How far the drawn line lies from where the layout puts it, across the line
        /// (drawn minus true; 0 for every view not stood off an edge).
        var standOff = 0.0

        /// The box the layout gives it, not stood off.
        var trueFrame: Rect {
            frame.width < frame.height ? Rect(x: frame.x - standOff, y: frame.y, width: frame.width, height: frame.height)
                : Rect(x: frame.x, y: frame.y - standOff, width: frame.width, height: frame.height)
        }

        var kind: ViewKind { view.kind ?? .box }
    }

    /// One dimension line: every met spacing constraint on the same gap, merged; or one
    /// unmet constraint alone.
    struct GuideMark {
        let axis: LayoutAxis
        /// On the first side's edge in the constraint's own order; past `end` when the
        /// sides overlap.
        var start: Double
        /// Past `start` by what it got; an unmet size drawn with the size it wanted ends
        /// where that size would (`FrameBuilder.alongWantedSizes`).
        var end: Double
        var position: Double
        /// `10`, `≥ 8`, `20 @750`; several constraints on one gap joined with `, `; an unmet
        /// one says what it wanted and what it got: `20 → −45`; a guide standing for repeats
        /// ends with their number: `12 ×8`.
        var label: String
        /// Every constraint on the gap is a default (`-`).
        let isImplicit: Bool
        /// Every constraint on the gap is met.
        let isSatisfied: Bool
        /// The views it measures, the container's edge not named.
        let views: [String]
        let line: Int?
        let measures: SpacingGuide.Measure
        /// The unmet constraint as the legend lists it: `trailing 20 not met (−45)`.
        let unmetDescription: String?
        /// Unmet by design: an optional constraint (priority below 1000) that a stronger one
        /// outweighed. Drawn in a neutral style; red is for required ones that fail.
        var gaveWay = false
        /// How many equal gaps of same-shaped siblings this one stands for (`RepeatedGuides`).
        var count = 1
        /// The gaps it stands for besides its own: the picture may draw it on any of them
        /// (where its pill fits on the line).
        var others: [GuideMark] = []
        /// Stands for gaps of a crowd's views (`CrowdedOffsets`: equal ones, or offsets from
        /// one edge whose label is their range, `1…9999`): drawn once, never one by one.
        var isCrowd = false
        /// What an unmet gap wanted, in the layout's own points (nil for a met one, or a size
        /// or place): `FrameBuilder.alongWhatTheyWanted` may draw its line that long.
        var wantedGap: Double?
    }

    let tree: LayoutTree
    let canvas: Rect
    let views: [PlacedView]
    let guides: [GuideMark]
    /// Spacings the file wrote that are met with the sides overlapping (a negative
    /// constant): no gap to draw a line across, so the legend counts them.
    let overlapsNotDrawn: Int
    /// Each container's rows and insets, in the tree's order (nil: the canvas's), so that
    /// drawing a container does not search every container's.
    let rowsByContainer: [String?: [SolvedRow]]
    let insetsByContainer: [String?: [ContainerInsets]]
    /// A container's index in `views` by name.
    private let containerIndex: [String: Int]
    /// Every view's index in `views` by name (spacers are not named).
    private let viewIndex: [String: Int]

    /// The views declared `hidden` (not those inside one), which the picture leaves out and
    /// the legend names.
    let hiddenViews: [String]
    /// The unmet constraints of hidden views, for the legend only (`unmetGuidesOfHiddenViews`).
    let unmetOfHiddenViews: [GuideMark]

    init(tree solved: LayoutTree) {
        let tree = solved.shownViewsOnly
        self.tree = tree
        let hidden = Set(solved.views.filter(\.isHidden).map(\.name))
        hiddenViews = solved.views.filter { $0.isHidden && !($0.parent.map(hidden.contains) ?? false) }.map(\.name)
        unmetOfHiddenViews = Self.merge(solved.unmetGuidesOfHiddenViews, direction: solved.direction, tree: solved)
        canvas = Rect(x: 0, y: 0, width: tree.canvasWidth, height: tree.canvasHeight)
        var placed: [PlacedView] = []
        var indexByName: [String: Int] = [:]
        let containerNames = Set(tree.views.compactMap(\.parent))
        for view in tree.views {
            var ancestors: [Int] = []
            var origin = (0.0, 0.0)
            if let parent = view.parent, let index = indexByName[parent] {
                ancestors = placed[index].ancestors + [index]
                origin = (placed[index].layoutFrame.x, placed[index].layoutFrame.y)
            }
            let layoutFrame = Rect(x: origin.0 + view.x, y: origin.1 + view.y, width: view.width, height: view.height)
            let frame = view.alignmentInsets == .zero ? layoutFrame : layoutFrame.inset(by: view.alignmentInsets)
            if !view.isSpacer { indexByName[view.name] = placed.count }
            placed.append(PlacedView(view: view, frame: frame, layoutFrame: layoutFrame, ancestors: ancestors,
                                     isContainer: !view.isSpacer && containerNames.contains(view.name)))
        }
        if tree.framesWhatIsDrawn { FlatViewStandOff.apply(to: &placed) }
        views = placed
        containerIndex = indexByName
        viewIndex = indexByName
        guides = FlatViewStandOff.movingSizes(Self.merge(tree.guides, direction: tree.direction, tree: tree),
                                              with: placed)
        overlapsNotDrawn = tree.guides.filter {
            $0.isSatisfied && !$0.isImplicit && $0.length < -Self.smallestDrawnGap && $0.measures == .gap
        }.count
        rowsByContainer = Dictionary(grouping: tree.rows, by: \.container)
        insetsByContainer = Dictionary(grouping: tree.insets, by: \.container)
    }

    /// The frame of the container a row or inset belongs to (nil: the canvas).
    func containerFrame(_ name: String?) -> Rect {
        guard let name, let index = containerIndex[name] else { return canvas }
        return views[index].frame
    }

    /// The innermost container (an index in `views`) holding every view a guide measures;
    /// nil for the canvas.
    func container(of guide: GuideMark) -> Int? {
        let chains = guide.views.compactMap { name -> [Int]? in
            guard let index = viewIndex[name] else { return nil }
            return views[index].ancestors
        }
        guard var common = chains.first else { return nil }
        for chain in chains.dropFirst() {
            common = Array(zip(common, chain).prefix { $0 == $1 }.map(\.0))
        }
        return common.last
    }

    /// Everything drawn inside the frame: the canvas and every view (which may lie outside it).
    var bounds: Rect {
        views.reduce(canvas) { $0.union($1.frame) }
    }

    var hasConflicts: Bool { tree.views.contains(where: \.conflict) }
    var hasAmbiguity: Bool { tree.views.contains { !$0.ambiguous.isEmpty } }

    /// Gaps narrower than half a point have no room for a line: zero gaps (flush views,
    /// a dash that means 0) and overlaps are not drawn.
    static let smallestDrawnGap = 0.5

    /// One mark per gap, in the order the gaps are first constrained; one per unmet
    /// constraint, whatever its gap (an overlap is drawn backwards).
    /// `tree` gives the numbers in the layout's own points (its zoom and axis breaks undone).
    static func merge(_ guides: [SpacingGuide], direction: LayoutDirection = .leftToRight,
                      tree: LayoutTree? = nil) -> [GuideMark] {
        var groups: [[SpacingGuide]] = []
        var groupsByKey: [GapKey: [Int]] = [:]  // the groups whose first guide has that key
        for guide in guides {
            guard guide.isSatisfied else {
                groups.append([guide])
                continue
            }
            // A gap of 0 that the tree asks to see (a pin of two edges together) is a mark at the edge.
            let zeroKept = tree?.drawsZeroGaps == true && abs(guide.length) < smallestDrawnGap
            guard guide.length >= smallestDrawnGap || zeroKept else { continue }
            let key = GapKey(guide)
            // The first group (lowest index) of the same gap among the keys around.
            var same: Int?
            key?.forEachNeighbour { neighbour in
                for index in groupsByKey[neighbour] ?? [] where index < (same ?? .max) {
                    if groups[index][0].isSatisfied && sameGap(groups[index][0], guide) { same = index }
                }
            }
            if let index = same {
                groups[index].append(guide)
            } else {
                if let key { groupsByKey[key, default: []].append(groups.count) }
                groups.append([guide])
            }
        }
        return groups.map { group in
            // A required equality says all a met gap is: others on the same gap (`≥ 20`
            // beside `20`, a fallback `12 @1` beside `12`) are implied by it, and `≥ 20, 20`
            // read as two values.
            let holding = group.filter { $0.relation == .equal && $0.priority >= 1000 && $0.note == nil }
            let said = group[0].isSatisfied && !holding.isEmpty ? holding : group
            var labels: [String] = []
            for guide in said where !labels.contains(label(guide)) { labels.append(label(guide)) }
            let first = group[0]
            let views = [first.before, first.after].compactMap { $0 }.reduce(into: [String]()) { names, name in
                if !names.contains(name) { names.append(name) }
            }
            // What the constraint got: the gap, the size, or (a position) where it is.
            let got = if case .position = first.measures {
                tree?.layoutCoordinate(first.axis, first.end) ?? first.end
            } else {
                tree?.layoutLength(first.axis, from: first.start, to: first.end) ?? first.length
            }
            let actual = NumberText.hundredths(got).replacing("-", with: "−")
            // Not met: what it wanted, what it got, then its note (`20 → 14 · broken`).
            var plain = first
            plain.note = nil
            let wanted = label(plain)
            let unmet = "\(wanted) → \(actual)" + (first.note.map { " · \($0)" } ?? "")
            var mark = GuideMark(axis: first.axis, start: first.start, end: first.end, position: first.position,
                             label: first.isSatisfied ? labels.joined(separator: ", ") : unmet,
                             isImplicit: group.allSatisfy(\.isImplicit), isSatisfied: first.isSatisfied,
                             views: views, line: first.line, measures: first.measures,
                             unmetDescription: first.isSatisfied ? nil
                                : "\(what(first, direction: direction)) \(wanted) "
                                    + (first.priority < 1000 ? "gave way" : "not met") + " (\(actual))",
                             gaveWay: !first.isSatisfied && first.priority < 1000)
            if !first.isSatisfied && first.measures == .gap { mark.wantedGap = first.constant }
            return mark
        }
    }

    /// What an unmet guide measures, as the legend names it: `a trailing`, `a to b`, `a width`.
    private static func what(_ guide: SpacingGuide, direction: LayoutDirection) -> String {
        let horizontal = guide.axis == .horizontal
        // A gap on a view's left is at its leading edge, or its trailing one right to left.
        let rightToLeft = direction == .rightToLeft
        if guide.measures == .size { return "\(guide.before ?? "") \(horizontal ? "width" : "height")" }
        if case .position(let attribute) = guide.measures { return "\(guide.before ?? "") \(attribute)" }
        switch (guide.before, guide.after) {
        case (nil, let after?): return "\(after) \(horizontal ? (rightToLeft ? "trailing" : "leading") : "top")"
        case (let before?, nil): return "\(before) \(horizontal ? (rightToLeft ? "leading" : "trailing") : "bottom")"
        case (let before?, let after?): return "\(before) to \(after)"
        case (nil, nil): return horizontal ? "horizontal" : "vertical"
        }
    }

    /// Where a guide's gap lies, in steps of twice `sameGap`'s tolerance: two gaps it calls
    /// the same are at most one step apart along each coordinate, so a guide is only
    /// compared with the groups in the 27 keys around its own. Nil for a gap not at a
    /// finite place, which is the same as no other.
    private struct GapKey: Hashable {
        let axis: LayoutAxis
        let start: Double, end: Double, position: Double

        static let step = 0.02

        init?(_ guide: SpacingGuide) {
            let steps = [guide.start, guide.end, guide.position].map { ($0 / Self.step).rounded(.down) }
            guard steps.allSatisfy(\.isFinite) else { return nil }
            (axis, start, end, position) = (guide.axis, steps[0], steps[1], steps[2])
        }

        private init(_ axis: LayoutAxis, _ start: Double, _ end: Double, _ position: Double) {
            (self.axis, self.start, self.end, self.position) = (axis, start, end, position)
        }

        /// Calls `body` with each of the 27 keys around this one (itself included).
        func forEachNeighbour(_ body: (GapKey) -> Void) {
            for a in -1...1 {
                for b in -1...1 {
                    for c in -1...1 {
                        body(GapKey(axis, start + Double(a), end + Double(b), position + Double(c)))
                    }
                }
            }
        }
    }

    private static func sameGap(_ a: SpacingGuide, _ b: SpacingGuide) -> Bool {
        a.axis == b.axis && abs(a.start - b.start) < 0.01 && abs(a.end - b.end) < 0.01
            && abs(a.position - b.position) < 0.01
    }

    /// `10`, `≥ 8`, `≤ 20`, `20 @750`: the constraint's value, as a designer reads it.
    static func label(_ guide: SpacingGuide) -> String {
        let number = NumberText.hundredths(guide.constant).replacing("-", with: "−")
        let value = guide.formula.map { "\($0) = \(number)" } ?? NumberText.hundredths(guide.constant)
        var text = switch guide.relation {
        case .equal: value
        case .greaterThanOrEqual: "≥ \(value)"
        case .lessThanOrEqual: "≤ \(value)"
        }
        if guide.priority < 1000 { text += " @\(NumberText.hundredths(guide.priority))" }
        if let note = guide.note { text += " · \(note)" }
        return text
    }
}
