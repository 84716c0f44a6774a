import AutoLayoutLog
import Cassowary
import TextFormats
import VisualLayout
import VisualSyntax

extension Explanation {
    /// A layout to draw, to scale, of what the conflict needs: the views of the set, laid
    /// out by the set's members (the broken one, or the last member, only as close as the
    /// others let it come, so that the sizes it fights are drawn at the floor they meet
    /// rather than at a made-up default), each view inside the superview a `names:` list
    /// gives it; sizes and places the set leaves open filled with gentle defaults and marked
    /// ambiguous. The log's other views, which the conflict does not need, are drawn small
    /// and faint in a row below, so that a huge size they hold does not stretch the picture.
    /// Each member is a guide with its log line: met where the drawn layout holds it, not
    /// met (wanted → got) for the one left out; when that one sets a size, the size it
    /// wanted is outlined where the view would lie at it (`wantedSizes`). A log with no
    /// conflict to draw (none as read, none in another reading) draws its views only, small.
    ///
    /// A set only a few points across (views squeezed to 0 wide, spacings of 2) is drawn
    /// larger, one thousands of points across (a held `height >= 5000`) smaller, its made-up
    /// sizes kept as they are: the tree's `zoom` says how much, and the picture's numbers
    /// stay the log's points.
    public func layoutTree() -> LayoutTree {
        var tree = zoomedTree()
        let madeUp = madeUpSizes()
        for item in log.items {
            guard let axes = madeUp[item.id] else { continue }
            tree.madeUpSizes[names[item.id] ?? item.id] = Set(axes)
        }
        tree.framesWhatIsDrawn = true
        tree.tagsNearestTheirViews = true
        tree.keepsValuesClear = true
        return tree
    }

    private func zoomedTree() -> LayoutTree {
        var plain = drawing(unit: 1)
        Self.cutLongStretches(&plain, unit: 1, keptWhole: proportionalLines, keptAxes: aspectAxes)
        // What is left of a cut stretch is drawn the same length at any zoom: not part of
        // what the zoom makes readable.
        let extents = conflictExtents(plain)
        let extent = extents.longer - Double(plain.axisBreaks.count) * Self.keptOfStretch
        // A set small along one axis is zoomed until that axis reads, as far as the other
        // lets it (`fits`): a 44-point cell's 16, 12 and 16 beside an image 120 wide.
        let shorter = extents.shorter - Double(plain.axisBreaks.count) * Self.keptOfStretch
        // Steps that keep the made-up sizes round numbers of the log's points.
        // A set whose met members all measure nothing (views squeezed onto one line) has
        // nothing a zoom would draw apart: only the unmet one's length grows, to a long line
        // across an empty picture (FloatingPanel's `height - 35` of views all 0 high drawn
        // 350 long). Zoomed only until that length reads.
        let readable = Self.metSpan(plain) < 0.5 ? Self.smallExtent : Self.readableExtent
        let zooms = drawnConflict.isEmpty || !extent.isFinite ? []
            : shorter < Self.zoomedBelow
            ? Self.zoomSteps.filter { $0 * max(shorter, 1) <= readable }
            : extent > Self.largestExtent
            ? [[0.5, 0.25, 0.2, 0.1, 0.05, 0.02, 0.01].first { $0 * extent <= Self.largestExtent } ?? 0.01]
            : Self.narrowestGap(plain) < Self.pillWideGap
            ? Self.zoomSteps.filter { $0 <= 3 && $0 * extent <= Self.readableExtent * 1.5 }
            : []
        func fits(_ tree: LayoutTree) -> Bool {
            let drawnExtent = conflictExtent(tree) - Double(tree.axisBreaks.count) * Self.keptOfStretch
            return drawnExtent <= Self.readableExtent * 1.5
        }
        // A drawing at a smaller unit cuts its stretches where the made-up sizes, smaller
        // too, let it: when it cuts less than the plain one did, the next step down.
        var smallest: LayoutTree?
        for zoom in zooms {
            let tree = zoomed(by: zoom)
            // A zoom that squeezes a view with a made-up size (a holder drawn just tall enough
            // for a child the set pulls 2 points out of it, zoomed, has room for nothing) is
            // not drawn: the next step down.
            // Along the axis the set leaves free a made-up size may shrink (its rows are
            // made up too), unless nothing the set measures is drawn larger in exchange.
            let ignoredAxis = readable == Self.readableExtent ? freeAxis : nil
            if zoom > 1, Self.squeezes(tree, comparedWith: plain, freeAxis: ignoredAxis) || Self.outgrowsBreaks(tree)
                || !Self.wantedGapsFit(tree) { continue }
            if zoom < 1 || fits(tree) { smallest = tree; break }
        }
        // A small set of a few views the steps above leave under `smallestDrawnExtent` (a
        // status bar's 20 points drawn 40 across, its window's and container's made-up sizes
        // refusing every larger zoom) is drawn at the least zoom that reaches it, its made-up
        // sizes grown with the zoom until they make room. Not a set of more views
        // (`mostViewsGrown`).
        let drawn = smallest.map { $0.zoom * extent } ?? extent
        let views = Set(drawnConflict.flatMap { log.constraints[$0].items }).count
        if extent < Self.smallExtent, !zooms.isEmpty, drawn < Self.smallestDrawnExtent, views <= Self.mostViewsGrown {
            let reaching = zooms.filter { $0 * max(extent, 1) >= Self.smallestDrawnExtent }.reversed()
            for zoom in reaching where zoom > (smallest?.zoom ?? 1) {
                for growth in Self.madeUpGrowths {
                    let tree = zoomed(by: zoom, growth: growth)
                    if !Self.squeezes(tree, comparedWith: plain), !Self.outgrowsBreaks(tree), Self.wantedGapsFit(tree),
                       fits(tree) { return tree }
                }
            }
        }
        if let smallest { return smallest }
        Self.placeLines(&plain)
        return plain
    }

    /// How far the met members' lines reach along either axis: the stretch their ends span,
    /// or the length of one that compares two sizes.
    static func metSpan(_ tree: LayoutTree) -> Double {
        let met = tree.guides.filter(\.isSatisfied)
        return [LayoutAxis.horizontal, .vertical].map { axis in
            let guides = met.filter { $0.axis == axis }
            let sizes = guides.filter { $0.measures == .position(.width) || $0.measures == .position(.height) }
            let ends = guides.filter { g in !sizes.contains { $0 == g } }.flatMap { [$0.start, $0.end] }
            let lengths = sizes.map { abs($0.end - $0.start) }
            return max((ends.max() ?? 0) - (ends.min() ?? 0), lengths.max() ?? 0)
        }.max() ?? 0
    }

    /// The shortest met gap of some length the set draws (infinity: none): shorter than a
    /// pill, its value covers the edges at both its ends.
    static func narrowestGap(_ tree: LayoutTree) -> Double {
        tree.guides.filter { $0.isSatisfied && $0.measures == .gap }
            .map { abs($0.end - $0.start) }.filter { $0 >= 0.5 }.min() ?? .infinity
    }
    /// A gap shorter than this is drawn larger when the whole set still fits (see `fits`):
    /// a one-digit pill is about 14 points wide and may overhang its gap's ends a little.
    static let pillWideGap = 10.0

    /// Whether `zoomed` draws some view less than three quarters as wide or tall as `plain`
    /// draws it: zoomed, every size is drawn at least as large (the log's sizes larger, the
    /// made-up ones the same), unless the zoomed set leaves a made-up size no room.
    static func squeezes(_ zoomed: LayoutTree, comparedWith plain: LayoutTree, freeAxis: LayoutAxis? = nil) -> Bool {
        let plainSizes = Dictionary(plain.views.map { ($0.name, ($0.width, $0.height)) }, uniquingKeysWith: { a, _ in a })
        return zoomed.views.contains { view in
            guard let (width, height) = plainSizes[view.name] else { return false }
            return (freeAxis != .horizontal && view.width < width * 0.75 - 1)
                || (freeAxis != .vertical && view.height < height * 0.75 - 1)
        }
    }

    /// Whether the zoom cuts more than `mostCutOut` points of the picture out of a stretch:
    /// what is left of the stretch is drawn a few dozen points long whatever the zoom, so the
    /// rest of the set is then drawn hundreds of times its scale (a 1-point gap zoomed 120
    /// times beside a view's 840 points cut to 56).
    static func outgrowsBreaks(_ tree: LayoutTree) -> Bool {
        tree.axisBreaks.contains { $0.removed > mostCutOut }
    }
    static let mostCutOut = 20_000.0

    /// Whether every unmet gap that got nothing, drawn the length it wanted (see the picture's
    /// `FrameBuilder`), stays within the views: a window's top pinned at 0 and at 20, zoomed
    /// 10 times, would run the 20 three times past the made-up height of the views, and not
    /// be drawn at all. Nor may it end on a view's edge: it would read as that view's size
    /// (datetimepicker's unmet 20 from the top, ending on the bottom of the view whose top it
    /// starts on, read as that view's height).
    static func wantedGapsFit(_ tree: LayoutTree) -> Bool {
        let frames = absoluteFrames(tree)
        return tree.guides.allSatisfy { guide in
            guard !guide.isSatisfied, guide.measures == .gap, abs(guide.end - guide.start) < 0.5, guide.constant > 0
            else { return true }
            let spans = frames.values.map { guide.axis == .horizontal ? ($0.x, $0.x + $0.w) : ($0.y, $0.y + $0.h) }
            let low = spans.map(\.0).min() ?? 0, high = spans.map(\.1).max() ?? 0
            let end = guide.start + guide.constant * tree.zoom
            let endsOnAnEdge = frames.values.contains { frame in
                let (start, size, across) = guide.axis == .horizontal ? (frame.x, frame.w, (frame.y, frame.y + frame.h))
                    : (frame.y, frame.h, (frame.x, frame.x + frame.w))
                return guide.position >= across.0 && guide.position <= across.1
                    && (abs(start - end) < Self.edgeClearance || abs(start + size - end) < Self.edgeClearance)
            }
            return end >= low - 0.5 && end <= high + 0.5 && !endsOnAnEdge
        }
    }

    /// How far from another view's edge an unmet gap drawn at its wanted length ends, at least.
    static let edgeClearance = 4.0

    /// The drawing made at `1 / zoom` of its made-up sizes (the default sizes `growth` times
    /// that), then every length multiplied by `zoom`.
    private func zoomed(by zoom: Double, growth: Double = 1) -> LayoutTree {
        var tree = drawing(unit: 1 / zoom, defaultSize: (Self.defaultSize.width * growth, Self.defaultSize.height * growth))
        Self.cutLongStretches(&tree, unit: 1 / zoom, keptWhole: proportionalLines, keptAxes: aspectAxes)
        func zoomed(_ value: Double) -> Double { (value * zoom * 1000).rounded() / 1000 }
        tree.canvasWidth = zoomed(tree.canvasWidth)
        tree.canvasHeight = zoomed(tree.canvasHeight)
        for index in tree.views.indices {
            tree.views[index].x = zoomed(tree.views[index].x)
            tree.views[index].y = zoomed(tree.views[index].y)
            tree.views[index].width = zoomed(tree.views[index].width)
            tree.views[index].height = zoomed(tree.views[index].height)
        }
        for index in tree.guides.indices {
            tree.guides[index].start = zoomed(tree.guides[index].start)
            tree.guides[index].end = zoomed(tree.guides[index].end)
            tree.guides[index].position = zoomed(tree.guides[index].position)
        }
        for index in tree.axisBreaks.indices {
            tree.axisBreaks[index].position = zoomed(tree.axisBreaks[index].position)
            tree.axisBreaks[index].removed = zoomed(tree.axisBreaks[index].removed)
        }
        for index in tree.wantedSizes.indices {
            tree.wantedSizes[index].x = zoomed(tree.wantedSizes[index].x)
            tree.wantedSizes[index].y = zoomed(tree.wantedSizes[index].y)
            tree.wantedSizes[index].width = zoomed(tree.wantedSizes[index].width)
            tree.wantedSizes[index].height = zoomed(tree.wantedSizes[index].height)
        }
        Self.placeLines(&tree)
        tree.zoom = zoom
        return tree
    }

    /// Where the guides' lines go across their axis, once the views are placed: zero pins
    /// on one edge as one mark, lines of one stretch in lanes of their own, lines off the
    /// borders they run along.
    static func placeLines(_ tree: inout LayoutTree) {
        collapseZeroPins(&tree.guides)
        separateLanes(&tree.guides, titleRows: titleRows(tree))
        keepOffBorders(&tree.guides, frames: Array(absoluteFrames(tree).values))
    }

    /// Met pins of two edges together (a gap of 0) along one edge: one mark says the edges
    /// meet there; a row of `0` pills, one per pin, would only hide the views (a stack view's
    /// canvas, alignment and spanner pins all on one top). The key lists every member.
    static func collapseZeroPins(_ guides: inout [SpacingGuide]) {
        var kept: [SpacingGuide] = []
        for guide in guides {
            let isZeroPin = guide.isSatisfied && guide.note == nil && abs(guide.end - guide.start) < 0.5
            if isZeroPin, kept.contains(where: { other in
                other.axis == guide.axis && other.isSatisfied && abs(other.end - other.start) < 0.5
                    && abs(other.start - guide.start) < 1
            }) { continue }
            kept.append(guide)
        }
        guides = kept
    }

    /// A stretch of the set this much longer than anything else along its axis (and at
    /// least `longStretch` of the log's points) is cut out of the picture but for
    /// `keptOfStretch` points of the picture, whatever its zoom: a screen-high view whose
    /// gaps of 8 and 20 the conflict is about keeps them readable.
    static let longStretch = 150.0
    static let keptOfStretch = 84.0
    static let stretchDominance = 3.0

    /// Cuts each long empty stretch out of the drawing (in the log's points, before any zoom;
    /// `unit`: how many log points the picture will draw as one): a stretch along an axis between two consecutive places where a
    /// view of the set has an edge or a member starts or ends, covered by a member (what it
    /// measures is the conflict's) and much longer than every other such stretch. The views
    /// that span it, and the members across it, are shortened by what is cut; the tree's
    /// `axisBreaks` say where and how much, for the picture to draw and add back.
    ///
    /// Not a stretch a member with a multiplier spans (`keptWhole`, their lines): the
    /// proportion between two lengths is what such a member is about (an iPad's 717-point
    /// buttons and a bar 1.07143 times as wide), and a cut would draw the 717 shorter than
    /// the 51 beside it. Nor anything along an axis in `keptAxes`: those of an aspect ratio
    /// (`image.width == 0.38 * image.height`), whose shape a cut across either would lose.
    static func cutLongStretches(_ tree: inout LayoutTree, unit: Double, keptWhole: Set<Int> = [],
                                 keptAxes: Set<LayoutAxis> = []) {
        for axis in [LayoutAxis.horizontal, .vertical] where !keptAxes.contains(axis) {
            var frames = absoluteFrames(tree)
            let guides = tree.guides.filter { $0.axis == axis }
            let stretches = self.stretches(tree, axis: axis)
            let kept = keptOfStretch * unit
            let isLong = { (stretch: (low: Double, high: Double)) in stretch.high - stretch.low >= longStretch }
            // The longest of the others; with none, there is nothing a cut would make readable.
            let longestShort = stretches.filter { !isLong($0) }.map { $0.high - $0.low }.max() ?? 0
            func covers(_ guide: SpacingGuide, _ stretch: (low: Double, high: Double)) -> Bool {
                min(guide.start, guide.end) <= stretch.low + 1e-6 && max(guide.start, guide.end) >= stretch.high - 1e-6
            }
            let cuts = stretches.filter { stretch in
                isLong(stretch) && longestShort > 0 && stretch.high - stretch.low >= stretchDominance * longestShort
                    && guides.contains { covers($0, stretch) }
                    && !guides.contains { guide in guide.line.map(keptWhole.contains) == true && covers(guide, stretch) }
            }
            // From the far end back, so that each cut's places are still where they were drawn.
            for cut in cuts.reversed() {
                let length = cut.high - cut.low
                let removed = length - kept
                func moved(_ value: Double) -> Double {
                    value >= cut.high - 1e-6 ? value - removed
                        : value > cut.low ? cut.low + (value - cut.low) * kept / length : value
                }
                // Views: absolute ends moved, then made relative again (parents first).
                var moves: [String: (start: Double, end: Double)] = [:]
                for view in tree.views where !(axis == .horizontal && tree.unsizedViews.contains(view.name)) {
                    guard let frame = frames[view.name] else { continue }
                    let (start, size) = axis == .horizontal ? (frame.x, frame.w) : (frame.y, frame.h)
                    moves[view.name] = (moved(start), moved(start + size))
                }
                for index in tree.views.indices {
                    let view = tree.views[index]
                    guard let move = moves[view.name] else { continue }
                    let parentStart = view.parent.flatMap { parent in
                        moves[parent]?.start ?? frames[parent].map { axis == .horizontal ? $0.x : $0.y } } ?? 0
                    if axis == .horizontal {
                        tree.views[index].x = move.start - parentStart
                        tree.views[index].width = move.end - move.start
                    } else {
                        tree.views[index].y = move.start - parentStart
                        tree.views[index].height = move.end - move.start
                    }
                }
                for index in tree.guides.indices {
                    if tree.guides[index].axis == axis {
                        tree.guides[index].start = moved(tree.guides[index].start)
                        tree.guides[index].end = moved(tree.guides[index].end)
                    } else {
                        tree.guides[index].position = moved(tree.guides[index].position)
                    }
                }
                for index in tree.axisBreaks.indices where tree.axisBreaks[index].axis == axis {
                    tree.axisBreaks[index].position = moved(tree.axisBreaks[index].position)
                }
                for index in tree.wantedSizes.indices {
                    let outline = tree.wantedSizes[index]
                    let (start, end) = axis == .horizontal ? (outline.x, outline.x + outline.width)
                        : (outline.y, outline.y + outline.height)
                    if axis == .horizontal {
                        tree.wantedSizes[index].x = moved(start)
                        tree.wantedSizes[index].width = moved(end) - moved(start)
                    } else {
                        tree.wantedSizes[index].y = moved(start)
                        tree.wantedSizes[index].height = moved(end) - moved(start)
                    }
                }
                if axis == .horizontal {
                    let faintEnd = tree.views.filter { tree.unsizedViews.contains($0.name) }.map { $0.x + $0.width }.max() ?? 0
                    tree.canvasWidth = max(tree.canvasWidth - removed, faintEnd + 20 * unit)
                } else {
                    tree.canvasHeight -= removed
                }
                tree.axisBreaks.append(AxisBreak(axis: axis, position: cut.low + kept / 2, removed: removed))
                // The frames as now drawn, for the next cut.
                frames = absoluteFrames(tree)
            }
        }
    }

    /// The row along the top of each view of the set where its tag goes, in the tree's
    /// drawn points: of a view with room for a tag inside it (a view a few points wide or
    /// high has its tag outside).
    static func titleRows(_ tree: LayoutTree) -> [TitleRow] {
        absoluteFrames(tree).filter { !tree.unsizedViews.contains($0.key) && $0.value.w >= 40 && $0.value.h >= tagRowHeight }
            .map { name, frame in TitleRow(view: name, x: frame.x, y: frame.y, width: frame.w, height: tagRowHeight) }
    }

    /// Where a view's tag goes along its top.
    struct TitleRow {
        var view: String
        var x, y, width, height: Double
    }

    /// The views' absolute frames, by name.
    static func absoluteFrames(_ tree: LayoutTree) -> [String: (x: Double, y: Double, w: Double, h: Double)] {
        var frames: [String: (x: Double, y: Double, w: Double, h: Double)] = [:]
        for view in tree.views {
            let origin = view.parent.flatMap { frames[$0] } ?? (0, 0, 0, 0)
            frames[view.name] = (origin.x + view.x, origin.y + view.y, view.width, view.height)
        }
        return frames
    }

    /// The stretches along an axis between consecutive places where a view of the set (not
    /// one drawn faint) has an edge or a member's line starts or ends.
    static func stretches(_ tree: LayoutTree, axis: LayoutAxis) -> [(low: Double, high: Double)] {
        let setFrames = absoluteFrames(tree).filter { !tree.unsizedViews.contains($0.key) }.values
        var places = setFrames.flatMap { axis == .horizontal ? [$0.x, $0.x + $0.w] : [$0.y, $0.y + $0.h] }
        places += tree.guides.filter { $0.axis == axis }.flatMap { [$0.start, $0.end] }
        places = Array(Set(places.map { ($0 * 1000).rounded() / 1000 })).sorted()
        return zip(places, places.dropFirst()).map { (low: $0, high: $1) }
    }

    /// A drawn set less far across than this (in the log's points) is drawn larger, up to
    /// `readableExtent` points of the picture, by the largest of `zoomSteps` that keeps it
    /// within: a set of a few views 40 points across has room for a tag and a pill beside
    /// each of them (at 240 points, six tags of a stack view's cell lay on each other).
    static let smallExtent = 120.0
    /// A set whose shorter axis is less far across than this is drawn larger, as far as its
    /// longer axis lets it (`fits`): a cell 139.5 high with gaps of 3 and 14 drawn twice.
    static let zoomedBelow = 180.0
    /// How strongly siblings of a conflict along the width keep to one row: less than a
    /// made-up size (`.low`), more than the last resort (`.fitting`).
    static let rowAlignment = Priority(100)
    /// How strongly siblings of a list drawn whole (no conflict in any reading) keep one row
    /// each: less than a made-up size, so that a view the list places over a sibling (34
    /// below its superview's top, beside a guide at that top) keeps its made-up height
    /// rather than going flat and reading as `height 0`, which the log never said.
    static let listRowOrder = Priority(200)
    static let readableExtent = 360.0
    static let zoomSteps = [120.0, 80, 60, 40, 20, 10, 8, 6, 5, 4, 3, 2]
    /// How far across a small set is drawn at least (in the picture's points), its made-up
    /// sizes grown by one of `madeUpGrowths` where the zoom that reaches it would squeeze them.
    static let smallestDrawnExtent = 100.0
    static let madeUpGrowths = [1.5, 2, 3]
    /// The most views a small set may have for its made-up sizes to grow with the zoom: a
    /// keyboard's window, safe area, container and two views read at 3 times (at 1, its 34
    /// and 8 were a strip 40 points high); those the conflict squeezes to lines among more
    /// views stay as crammed, their names parked far off (a SwiftUI navigation bar's six).
    static let mostViewsGrown = 5
    /// A drawn set farther across than this is drawn smaller, to about a phone screen's size.
    static let largestExtent = 800.0
    /// An outline of a wanted size counts in how far the set reaches when it is at most this
    /// many times what the views reach along its axis.
    static let wantedScale = 4.0
    /// The most views a set may draw for an outline of a size smaller than its view to be drawn.
    static let fewViews = 3
    /// The smallest outline of a wanted size drawn, and the least it differs from its view's
    /// size, in the picture's points.
    static let smallestWanted = 24.0

    /// How far what the set's members measure reaches along the axis they constrain (both
    /// axes: the farther): the stretches their lines span, not the sizes the drawing makes up
    /// for the views (a badge 30 wide, 6 in from its cell's edge, is a set 36 across however
    /// wide the made-up cell is drawn, and is drawn larger to read its 6).
    private func conflictExtent(_ tree: LayoutTree) -> Double { conflictExtents(tree).longer }

    /// How far the set reaches along its longer axis and along its shorter one (both the
    /// same when it constrains one axis only).
    private func conflictExtents(_ tree: LayoutTree) -> (longer: Double, shorter: Double) {
        guard !tree.guides.isEmpty else { return (.infinity, .infinity) }
        // A line that compares two sizes (`a.width == b.width + 1`) runs from one size to
        // the other, not between places: only its length counts.
        func comparesSizes(_ guide: SpacingGuide) -> Bool {
            guide.measures == .position(.width) || guide.measures == .position(.height)
        }
        func span(_ axis: LayoutAxis) -> Double {
            let guides = tree.guides.filter { $0.axis == axis }
            let ends = guides.filter { !comparesSizes($0) }.flatMap { [$0.start, $0.end] }
            // An unmet gap is drawn the length it wanted when it got none: that length too.
            let lengths = guides.filter(comparesSizes).map { abs($0.end - $0.start) }
                + guides.filter { !$0.isSatisfied && $0.measures == .gap }.map { abs($0.constant) * tree.zoom }
            return max((ends.max() ?? 0) - (ends.min() ?? 0), lengths.max() ?? 0)
        }
        var across = span(.horizontal), down = span(.vertical)
        // A size the set's unmet member wanted is drawn too, and read beside the members: it
        // counts when it is of their scale (a view held at 0 wide wanted 320; 200 high, held
        // at 84), not when it would shrink them to nothing (a box in a 50-point pane
        // wanted 560: then the members are drawn readable and the outline left out).
        for wanted in tree.wantedSizes {
            if wanted.axis == .horizontal, across < 1 || wanted.width <= Self.wantedScale * across {
                across = max(across, wanted.width)
            } else if wanted.axis == .vertical, down < 1 || wanted.height <= Self.wantedScale * down {
                down = max(down, wanted.height)
            }
        }
        let attributes = drawnConflict.flatMap { log.constraints[$0].equations.flatMap { ($0.lhs + $0.rhs).map(\.attribute) } }
        if attributes.allSatisfy(\.isHorizontal) { return (across, across) }
        if !attributes.contains(where: \.isHorizontal) { return (down, down) }
        // Along an axis with nothing to measure the shorter extent says nothing.
        let shorter = min(across, down) >= 1 ? min(across, down) : max(across, down)
        return (max(across, down), shorter)
    }

    /// The drawing, every length it makes up (default sizes, insets, rows, margins) times `unit`.
    /// `apart`: pairs of siblings drawn one beside the other across the axis the conflict
    /// leaves free (see `overlappingSiblings`).
    private func drawing(unit: Double, defaultSize: (width: Double, height: Double) = Self.defaultSize,
                         apart: [(String, String)] = []) -> LayoutTree {
        let model = drawingModel()
        let conflict = drawnSet
        let solver = Solver()
        let leftOut = self.leftOut
        let drawnConstraints = conflict
        let drawsTheList = drawnConflict.isEmpty
        let drawnIDs = Set(conflict.flatMap { log.constraints[$0].items })
        let drawnItems = log.items.filter { drawnIDs.contains($0.id) }
        var held = Set<Int>()
        do {
            for constraint in model.implicit { try solver.add(constraint) }
            for index in drawnConstraints where index != leftOut {
                var ok = true
                for constraint in model.constraints[index] where try solver.add(constraint) != nil { ok = false }
                if ok { held.insert(index) }
            }
        } catch {}
        let parents = drawnParents(drawnIDs)
        let freeAxis = self.freeAxis
        do {
            // The one left out, as close as the others let it come.
            if let leftOut {
                for constraint in model.constraints[leftOut] {
                    try solver.add(Constraint(constraint.expression, constraint.relation, priority: .high))
                }
            }
            // Inside the superview the log names, where the set lets it be.
            for (child, parent) in parents {
                let c = model.frame(child), p = model.frame(parent)
                try solver.add(Constraint(c.left - p.left, .greaterOrEqual, priority: .medium))
                try solver.add(Constraint(c.top - p.top, .greaterOrEqual, priority: .medium))
                try solver.add(Constraint(p.left + p.width - c.left - c.width, .greaterOrEqual, priority: .medium))
                try solver.add(Constraint(p.top + p.height - c.top - c.height, .greaterOrEqual, priority: .medium))
                // And a little in from each edge the set does not pin, so that a view and
                // its superview do not share edges (a bare line would be both); from the
                // top and bottom a tag's height in, so that the superview's tag there has
                // a row of its own rather than lying on the child's edge.
                let inset = 12 * unit, tagRow = Self.tagRowHeight * unit
                try solver.add(Constraint(c.left - p.left - inset, .greaterOrEqual, priority: .low))
                try solver.add(Constraint(c.top - p.top - tagRow, .greaterOrEqual, priority: .low))
                try solver.add(Constraint(p.left + p.width - c.left - c.width - inset, .greaterOrEqual, priority: .low))
                try solver.add(Constraint(p.top + p.height - c.top - c.height - tagRow, .greaterOrEqual, priority: .low))
            }
            // Defaults, weaker than anything else: a size (a view that holds others, as
            // big as they need), then a place: siblings one row each, in one column, each
            // level of nesting a little further in.
            let holders = Set(parents.values)
            var lastSibling: [String?: String] = [:]
            // A conflict along the width only: siblings side by side in one row, where the
            // constraints place them; else one row each.
            let sideBySide = !conflict.isEmpty && conflict.allSatisfy { index in
                log.constraints[index].equations.allSatisfy { ($0.lhs + $0.rhs).allSatisfy(\.attribute.isHorizontal) }
            }
            // Siblings the set puts in the same place: beside each other across the free axis.
            for (first, second) in apart {
                let a = model.frame(first), b = model.frame(second)
                let gap = 12 * unit
                try solver.add(freeAxis == .horizontal
                    ? Constraint(b.left - a.left - a.width - gap, .greaterOrEqual, priority: .medium)
                    : Constraint(b.top - a.top - a.height - gap, .greaterOrEqual, priority: .medium))
            }
            for (index, item) in drawnItems.enumerated() {
                let f = model.frame(item.id)
                var depth = 0.0
                var ancestor = parents[item.id]
                while let current = ancestor, depth < 20 { depth += 1; ancestor = parents[current] }
                if !holders.contains(item.id) {
                    // Wide enough for the view's tag, name and size, inside it (more than the
                    // default only for a long name: moving with it, so still made up).
                    let tagWidth = Double((names[item.id] ?? item.id).count) * Self.tagCharacterWidth + Self.sizeTagWidth
                    let width = defaultSize.width + max(0, tagWidth - Self.defaultSize.width)
                    try solver.add(Constraint(f.width - width * unit, .equal, priority: .low))
                    try solver.add(Constraint(f.height - defaultSize.height * unit, .equal, priority: .low))
                }
                if let previous = lastSibling[parents[item.id]] {
                    let p = model.frame(previous)
                    if sideBySide {
                        // Weaker than a made-up size: siblings drawn apart because they
                        // overlap (a button as wide as its view beside one in it) keep
                        // their sizes rather than one squeezed flat to stay in the row
                        // (Antidote issue 87's button1, drawn 90 × 0).
                        try solver.add(Constraint(f.top - p.top, .equal, priority: Self.rowAlignment))
                    } else {
                        try solver.add(Constraint(f.top - p.top - p.height - 8 * unit, .greaterOrEqual,
                                                  priority: drawsTheList ? Self.listRowOrder : .low))
                    }
                }
                if sideBySide, let parent = parents[item.id] {
                    try solver.add(Constraint(f.top - model.frame(parent).top - Self.tagRowHeight * unit, .equal,
                                              priority: Self.rowAlignment))
                }
                lastSibling[parents[item.id]] = item.id
                try solver.add(Constraint(f.left - depth * 12 * unit, .equal, priority: .fitting))
                try solver.add(Constraint(f.top - Double(index) * 80 * unit, .equal, priority: .fitting))
                try solver.add(Constraint(Expression(f.width), .equal, priority: .fitting))
                try solver.add(Constraint(Expression(f.height), .equal, priority: .fitting))
            }
        } catch {}
        func value(_ variable: Variable) -> Double {
            let v = solver.value(of: variable)
            return abs(v) < 1e-9 ? 0 : (v * 1000).rounded() / 1000
        }
        struct Box { var id: String; var x, y, w, h: Double }
        var boxes = drawnItems.map { item -> Box in
            let f = model.frame(item.id)
            return Box(id: item.id, x: value(f.left), y: value(f.top), w: value(f.width), h: value(f.height))
        }
        if apart.isEmpty, freeAxis != nil {
            let overlapping = Self.overlappingSiblings(boxes.map { ($0.id, ($0.x, $0.y, $0.w, $0.h)) }, parents: parents)
            if !overlapping.isEmpty { return drawing(unit: unit, defaultSize: defaultSize, apart: overlapping) }
        }
        let margin = 20.0 * unit
        let compact = (width: Self.compactSize.width * unit, height: Self.compactSize.height * unit)
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        for i in boxes.indices { boxes[i].x += margin - minX; boxes[i].y += margin - minY }
        var width = (boxes.map { $0.x + $0.w }.max() ?? 0) + margin
        var height = (boxes.map { $0.y + $0.h }.max() ?? 0) + margin
        // At least as wide as the longest name's tag, so that a tag beside its box stays on
        // the canvas rather than overhanging the frame (a set a few points across, zoomed,
        // is narrower than `browserNavigationBar1`).
        let longestName = drawnItems.map { (names[$0.id] ?? $0.id).count }.max() ?? 0
        width = max(width, margin + (Double(longestName) * Self.tagCharacterWidth + 8) * unit)
        // What each unmet size pin wanted, where its view would lie at that size: on the
        // canvas too, above the row of the others.
        let wantedSizes = self.wantedSizes(boxes.map { ($0.id, ($0.x, $0.y, $0.w, $0.h)) }, held: held, unit: unit)
        width = max(width, (wantedSizes.map { $0.x + $0.width }.max() ?? 0) + margin)
        height = max(height, (wantedSizes.map { $0.y + $0.height }.max() ?? 0) + margin)
        // The views the conflict does not need: small, in a row below.
        var others: [Box] = []
        var x = margin
        for item in log.items where !drawnIDs.contains(item.id) {
            // With no set drawn above them, they are all the picture shows: each as wide as
            // its name, so that the name is in its box rather than a number in the key.
            let nameWidth = (Double((names[item.id] ?? item.id).count) * Self.tagCharacterWidth + 16) * unit
            let boxWidth = conflict.isEmpty ? max(compact.width, nameWidth) : compact.width
            if x + boxWidth > max(width, 320 * unit) - margin, x > margin {
                x = margin
                height += compact.height + 8 * unit
            }
            others.append(Box(id: item.id, x: x, y: height, w: boxWidth, h: compact.height))
            x += boxWidth + 8 * unit
        }
        if !others.isEmpty {
            height += compact.height + margin
            width = max(width, (others.map { $0.x + $0.w }.max() ?? 0) + margin)
        }
        // The views whose constraint gives way.
        let inConflict = Set(leftOut.map { log.constraints[$0].items } ?? [])
        let byID = Dictionary(uniqueKeysWithValues: boxes.map { ($0.id, $0) })
        let views = Self.parentsFirst(boxes.map(\.id), parents: parents, area: { byID[$0].map { $0.w * $0.h } ?? 0 })
            .map { id -> SolvedView in
                let box = byID[id]!
                let parent = parents[id].flatMap { byID[$0] }
                return SolvedView(name: names[id] ?? id, parent: parent.map { names[$0.id] ?? $0.id },
                                  x: box.x - (parent?.x ?? 0), y: box.y - (parent?.y ?? 0), width: box.w, height: box.h,
                                  conflict: inConflict.contains(id))
            } + others.map { box in
                SolvedView(name: names[box.id] ?? box.id, x: box.x, y: box.y, width: box.w, height: box.h)
            }
        let offset = (x: margin - minX, y: margin - minY)
        func evaluate(_ terms: [LogTerm]) -> Double {
            terms.reduce(0.0) { sum, term in
                var v = 0.0
                for t in model.expression(of: term.attribute, item: term.item).terms { v += t.coefficient * value(t.variable) }
                v += model.expression(of: term.attribute, item: term.item).constant
                let shift = term.attribute.isHorizontal ? offset.x : offset.y
                let isSize = term.attribute == .width || term.attribute == .height
                return sum + term.coefficient * (v + (isSize ? 0 : shift))
            }
        }
        var guides: [SpacingGuide] = []
        // The members.
        for index in conflict {
            let constraint = log.constraints[index]
            for written in constraint.equations {
                // An autoresizing position the drawing reads in its superview's coordinates
                // (`midY == + 70`) is a gap from the superview's top, drawn as one: as a
                // place on the canvas it was a stub at the view's middle.
                var equation = written
                if let origin = ConstraintModel.superviewOrigin(of: written, in: constraint,
                                                                superviews: model.autoresizingSuperviews) {
                    equation.rhs = [origin]
                }
                guard let first = equation.lhs.first ?? equation.rhs.first else { continue }
                let axis: LayoutAxis = first.attribute.isHorizontal ? .horizontal : .vertical
                let involved = (equation.lhs + equation.rhs).map(\.item)
                let across = involved.compactMap { id in boxes.first { $0.id == id } }.map { box in
                    axis == .horizontal ? (box.y, box.y + box.h) : (box.x, box.x + box.w)
                }
                let low = across.map(\.0).max() ?? 0, high = across.map(\.1).min() ?? 0
                // Across the middle of what the views share; a vertical line (a height, a
                // gap down) toward their right, so that it leaves the top-left corner,
                // where a view's tag goes first, wide enough for the tag.
                let along = axis == .vertical ? Self.verticalGuidePlace : 0.5
                let position = low <= high ? low + (high - low) * along
                    : (across.first.map { $0.0 + ($0.1 - $0.0) * along } ?? 0)
                let relation: LayoutRelation = switch equation.relation {
                case .equal: .equal
                case .lessOrEqual: .lessThanOrEqual
                case .greaterOrEqual: .greaterThanOrEqual
                }
                let name = { (id: String) in self.names[id] ?? id }
                var guide = SpacingGuide(axis: axis, start: 0, end: 0, position: position, before: nil, after: nil,
                                         relation: relation, constant: equation.constant, priority: 1000,
                                         isImplicit: false, isSatisfied: held.contains(index),
                                         line: constraint.line)
                // The one the log broke, met or not: its pill or its badge says so.
                if index == broken { guide.note = "broken" }
                let isSize = { (a: LogAttribute) in a == .width || a == .height }
                if equation.lhs.count == 1, equation.rhs.isEmpty, isSize(first.attribute), first.coefficient == 1,
                   let box = boxes.first(where: { $0.id == first.item }) {
                    guide.measures = .size
                    guide.before = name(first.item)
                    guide.after = guide.before
                    guide.start = axis == .horizontal ? box.x : box.y
                    guide.end = guide.start + (axis == .horizontal ? box.w : box.h)
                } else if equation.lhs.count == 1, equation.rhs.count == 1, equation.lhs[0].coefficient == 1,
                          equation.rhs[0].coefficient == 1, !isSize(equation.lhs[0].attribute),
                          !isSize(equation.rhs[0].attribute),
                          equation.lhs[0].attribute.isHorizontal == equation.rhs[0].attribute.isHorizontal {
                    // `after == before + constant`: a gap from `before` to `after`.
                    var before = equation.rhs[0], after = equation.lhs[0]
                    var constant = equation.constant
                    var relation = relation
                    // A margin is drawn from its view's edge, the margin's 8 points in the
                    // gap and its label (`margin = 8`): a pin to a margin was a `0` on a
                    // line 8 points inside the view, the margin nowhere to be seen.
                    let beforeEdge = Self.edge(before.attribute, margin: model.margin)
                    let afterEdge = Self.edge(after.attribute, margin: model.margin)
                    if beforeEdge.1 != 0 || afterEdge.1 != 0 {
                        constant += beforeEdge.1 - afterEdge.1
                        // One margin in the gap (two, of the same side, cancel out).
                        let inset = abs(constant) - model.margin
                        if (beforeEdge.1 == 0) != (afterEdge.1 == 0) {
                            guide.formula = abs(inset) < 0.005 ? "margin"
                                : "margin \(inset < 0 ? "−" : "+") \(NumberText.hundredths(abs(inset)))"
                        }
                        before.attribute = beforeEdge.0
                        after.attribute = afterEdge.0
                    }
                    if constant < 0 {
                        swap(&before, &after)
                        constant = -constant
                        relation = switch relation {
                        case .lessThanOrEqual: .greaterThanOrEqual
                        case .greaterThanOrEqual: .lessThanOrEqual
                        case .equal: .equal
                        }
                    }
                    guide.before = name(before.item)
                    guide.after = name(after.item)
                    guide.start = evaluate([before])
                    guide.end = evaluate([after])
                    guide.constant = constant
                    guide.relation = relation
                } else {
                    // Anything else (a multiplier, two sizes): where the first attribute is
                    // against where the constraint wants it.
                    let term = equation.lhs.first ?? first
                    let wanted = (evaluate(equation.rhs) + equation.constant
                                  - evaluate(Array(equation.lhs.dropFirst()))) / term.coefficient
                    if isSize(term.attribute), let box = boxes.first(where: { $0.id == term.item }) {
                        // A size set from another (`image1.width == 0.25 * cell.width`): a
                        // size is no place on the canvas, so its line runs along the view,
                        // from its edge, beside it, and says what the size wanted (drawn from
                        // the values, it lay at x = 4 at the canvas's left, far from image1).
                        guide.measures = .size
                        guide.before = name(term.item)
                        guide.after = guide.before
                        guide.start = axis == .horizontal ? box.x : box.y
                        guide.end = guide.start + (axis == .horizontal ? box.w : box.h)
                        guide.position = axis == .horizontal ? box.y + box.h / 2
                            : box.x + box.w * Self.verticalGuidePlace
                        guide.constant = wanted
                        guide.formula = Self.formula(of: equation, for: term, names: names)
                        guides.append(guide)
                        continue
                    }
                    guide.measures = .position(Self.layoutAttribute(term.attribute))
                    guide.before = name(term.item)
                    guide.after = guide.before
                    guide.start = wanted
                    guide.end = evaluate([LogTerm(item: term.item, attribute: term.attribute)])
                    guide.constant = wanted
                }
                guides.append(guide)
            }
        }
        var tree = LayoutTree(canvasWidth: width, canvasHeight: height, views: views, diagnostics: [], guides: guides)
        tree.unsizedViews = Set(others.map { names[$0.id] ?? $0.id })
        tree.drawsZeroGaps = true
        tree.wantedSizes = wantedSizes
        return tree
    }

    /// The size each member the drawing leaves unmet wanted for its view, when it sets one
    /// (`width == 320` of a view held at 0; `height <= 30` of one drawn 196 high): from the
    /// view's top-left corner, its other size its own. None for a size of 0 or less (no
    /// outline to draw), nor for one the picture, `1 / unit` of the log's size, would draw
    /// smaller than `smallestWanted`, or as near the view's edge, or larger than
    /// `largestExtent` (the set is drawn to read its views, not the outline).
    func wantedSizes(_ boxes: [(id: String, frame: (x: Double, y: Double, w: Double, h: Double))],
                     held: Set<Int>, unit: Double) -> [WantedSize] {
        drawnConflict.filter { !held.contains($0) }.compactMap { index -> WantedSize? in
            let equations = log.constraints[index].equations
            guard equations.count == 1, let equation = equations.first, equation.rhs.isEmpty,
                  equation.lhs.count == 1, equation.lhs[0].coefficient == 1,
                  equation.lhs[0].attribute == .width || equation.lhs[0].attribute == .height,
                  let box = boxes.first(where: { $0.id == equation.lhs[0].item })?.frame else { return nil }
            let horizontal = equation.lhs[0].attribute == .width
            let wanted = equation.constant
            // Drawn a few points from the view's edge, an outline would read as a stray line.
            guard wanted / unit >= Self.smallestWanted, wanted / unit <= Self.largestExtent,
                  abs(wanted - (horizontal ? box.w : box.h)) / unit >= Self.smallestWanted else { return nil }
            // Inside the view, an outline ending on another view's edge would read as that
            // edge drawn twice; across a set of many views, as one more edge among theirs.
            let end = horizontal ? box.x + wanted : box.y + wanted
            if wanted < (horizontal ? box.w : box.h), boxes.count > Self.fewViews || boxes.contains(where: { other in
                other.id != equation.lhs[0].item && (horizontal ? [other.frame.x, other.frame.x + other.frame.w]
                    : [other.frame.y, other.frame.y + other.frame.h]).contains { abs($0 - end) / unit < Self.smallestWanted / 2 }
            }) { return nil }
            return WantedSize(view: names[equation.lhs[0].item] ?? equation.lhs[0].item,
                              axis: horizontal ? .horizontal : .vertical, x: box.x, y: box.y,
                              width: horizontal ? wanted : box.w, height: horizontal ? box.h : wanted)
        }
    }

    /// The constraints the picture draws: the set, else (nothing conflicts in any reading)
    /// every one the log lists that could be read, laid out as they hold together. The log
    /// reported a conflict all the same; one way they hold, every line with its value, is
    /// what the developer can check against the screen (AutoPkgr's row of a box, buttons
    /// and fields, which placed nowhere in particular said nothing).
    public var drawnSet: [Int] {
        let conflict = drawnConflict
        guard conflict.isEmpty else { return conflict }
        return log.constraints.indices.filter { !log.constraints[$0].equations.isEmpty }
    }

    /// The log lines of the set's members with a multiplier (`a.width == 1.07143*b.width`).
    var proportionalLines: Set<Int> {
        Set(drawnConflict.filter { log.constraints[$0].equations.contains(where: Self.hasMultiplier) }
            .map { log.constraints[$0].line })
    }

    /// Whether a term of `equation` has a multiplier other than 1 (or −1).
    private static func hasMultiplier(_ equation: LogEquation) -> Bool {
        (equation.lhs + equation.rhs).contains { abs(abs($0.coefficient) - 1) > 1e-9 }
    }

    /// Both axes when a member of the set relates a width to a height with a multiplier
    /// (an aspect ratio); none otherwise.
    var aspectAxes: Set<LayoutAxis> {
        let mixes = drawnConflict.contains { index in
            log.constraints[index].equations.contains { equation in
                Self.hasMultiplier(equation) && Set((equation.lhs + equation.rhs).map(\.attribute.isHorizontal)).count == 2
            }
        }
        return mixes ? [.horizontal, .vertical] : []
    }

    /// The axis no member of the drawn set constrains (a conflict of heights and tops only:
    /// the width); nil when the set constrains both, or there is no set.
    var freeAxis: LayoutAxis? {
        let conflict = drawnConflict
        guard !conflict.isEmpty else { return nil }
        let attributes = conflict.flatMap { log.constraints[$0].equations.flatMap { ($0.lhs + $0.rhs).map(\.attribute) } }
        if !attributes.contains(where: \.isHorizontal) { return .horizontal }
        if attributes.allSatisfy(\.isHorizontal) { return .vertical }
        return nil
    }

    /// Siblings (the same superview, or none) whose boxes lie over each other: two subviews
    /// the set pins to the same edges of their superview were drawn as one box with shared
    /// edges (tvos-toast's view and label). Across an axis the set leaves free their places
    /// are made up anyway, so they are drawn side by side there, each still where the set
    /// puts it along the other.
    static func overlappingSiblings(_ boxes: [(id: String, frame: (x: Double, y: Double, w: Double, h: Double))],
                                    parents: [String: String]) -> [(String, String)] {
        // Along one axis: sharing some of it, or both squeezed to no size there at one place
        // (two lines drawn as one).
        func overlap(_ a: (start: Double, size: Double), _ b: (start: Double, size: Double)) -> Bool {
            let shared = min(a.start + a.size, b.start + b.size) - max(a.start, b.start)
            return shared > 0.5 || a.size < 0.5 && b.size < 0.5 && abs(a.start - b.start) < 0.5
        }
        var pairs: [(String, String)] = []
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] where parents[a.id] == parents[b.id] {
                if overlap((a.frame.x, a.frame.w), (b.frame.x, b.frame.w)) && overlap((a.frame.y, a.frame.h), (b.frame.y, b.frame.h)) {
                    pairs.append((a.id, b.id))
                }
            }
        }
        return pairs
    }

    /// The member the picture draws not met, the others held. When the set cannot hold
    /// only because a size would go below 0: one that sets a size to a constant
    /// (`width == 0`, an encapsulated or autoresizing height), the smallest, so that the
    /// picture shows what the rest needs against what that size allows (`0 → 24`). Else
    /// (a plain contradiction, `height == 200` against `height == 84`) the one the log
    /// broke; else the last inequality of the app's own (one UIKit or AppKit did not make:
    /// no identifier, no autoresizing mask), a limit its developer set and can change (a
    /// view's `bottom <= safeArea.bottom + 8` against the keyboard window's safe-area inset
    /// of 34: the 8 drawn not met, not the system's 34); else the last. Nil when there is no
    /// conflict.
    public var leftOut: Int? {
        let conflict = drawnConflict
        let ownLimit = conflict.last { index in
            let constraint = log.constraints[index]
            return constraint.identifier == nil && constraint.autoresizingMask == nil
                && constraint.equations.contains { $0.relation != .equal }
        }
        let brokenMember = broken.flatMap { conflict.contains($0) ? $0 : nil } ?? ownLimit ?? conflict.last
        guard drawingModel().isFeasible(conflict, floors: false) else { return brokenMember }
        let sizePins = conflict.compactMap { index -> (Int, Double)? in
            let equations = log.constraints[index].equations
            guard equations.count == 1, let equation = equations.first, equation.rhs.isEmpty, equation.lhs.count == 1,
                  equation.lhs[0].attribute == .width || equation.lhs[0].attribute == .height,
                  equation.lhs[0].coefficient == 1, equation.relation != .greaterOrEqual else { return nil }
            return (index, equation.constant)
        }
        // The smallest; of equal ones the one the log broke, else the first.
        if let smallest = sizePins.min(by: { a, b in
            a.1 != b.1 ? a.1 < b.1 : (a.0 == broken) != (b.0 == broken) ? a.0 == broken : a.0 < b.0
        }) { return smallest.0 }
        return brokenMember
    }

    /// The widths and heights the drawing makes up, by view id: those that move when the
    /// made-up size does (what the conflict sets, or pulls to a floor, stays).
    func madeUpSizes() -> [String: [LayoutAxis]] {
        let drawn = drawing(unit: 1).views
        // Everything made up (default sizes, insets, rows) grown by a third: a size that
        // changes with it is made up, also one that is the difference of two made-up ones or
        // a row's (a container's height below a made-up guide in a made-up window), which
        // moving the default sizes alone by a few points (as this read before) kept.
        let grown = Dictionary(drawing(unit: 1.37).views.map { ($0.name, ($0.width, $0.height)) },
                               uniquingKeysWith: { a, _ in a })
        var result: [String: [LayoutAxis]] = [:]
        let ids = Dictionary(log.items.map { (names[$0.id] ?? $0.id, $0.id) }, uniquingKeysWith: { a, _ in a })
        for a in drawn where drawnConflict.isEmpty
            || drawnConflict.contains(where: { index in log.constraints[index].items.contains { names[$0] == a.name } }) {
            guard let id = ids[a.name], let other = grown[a.name] else { continue }
            var axes: [LayoutAxis] = []
            if abs(a.width - other.0) > 1e-6 { axes.append(.horizontal) }
            if abs(a.height - other.1) > 1e-6 { axes.append(.vertical) }
            if !axes.isEmpty { result[id] = axes }
        }
        return result
    }

    /// About how wide a character of a view's name is in the picture's tags (10-point bold),
    /// in the picture's points.
    static let tagCharacterWidth = 6.6

    /// Where across the views it measures a vertical member's line is drawn (0 the left,
    /// 1 the right).
    static let verticalGuidePlace = 0.7

    /// How tall a view's tag is in the picture (10-point bold and its halo), and a little
    /// room: what a superview keeps above and below its child where the set leaves it open.
    static let tagRowHeight = 22.0

    /// About how wide a tag's size (`height 20.5`) is, with the gap before it, the tag's
    /// halo and its inset in the box, in the picture's points.
    static let sizeTagWidth = 80.0

    /// The size a view is drawn at where the conflict leaves it open.
    static let defaultSize = (width: 160.0, height: 60.0)

    /// The size of a view drawn outside the conflict.
    static let compactSize = (width: 72.0, height: 24.0)

    /// Each drawn view's superview, where both are drawn: as the log's `names:` lists say,
    /// else as its pins say (a loop, which no real hierarchy has, is cut).
    func drawnParents(_ drawn: Set<String>) -> [String: String] {
        var parents: [String: String] = [:]
        let said = log.superviews.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        for (child, parent) in said + pinnedInside().filter({ log.superviews[$0.0] == nil })
        where drawn.contains(child) && drawn.contains(parent) && parents[child] == nil {
            var ancestor: String? = parent
            var loops = false
            while let current = ancestor {
                if current == child { loops = true; break }
                ancestor = parents[current]
            }
            if !loops { parents[child] = parent }
        }
        // A view the log places against a child of another (`V:[a]-(8)-[b]`), and which
        // has no superview of its own, is that child's sibling.
        for constraint in log.constraints {
            for equation in constraint.equations {
                let items = (equation.lhs + equation.rhs).map(\.item)
                for item in items where drawn.contains(item) && parents[item] == nil {
                    for other in items where other != item {
                        guard let parent = parents[other], parent != item else { continue }
                        var ancestor: String? = parent
                        var loops = false
                        while let current = ancestor {
                            if current == item { loops = true; break }
                            ancestor = parents[current]
                        }
                        if !loops { parents[item] = parent; break }
                    }
                }
            }
        }
        return parents
    }

    /// Views pinned inside another: `a.leading == b.leading + 8` (a small inset on the same
    /// edge) puts `a` inside `b`; an inset of 0 says nothing of which holds which, so there
    /// the one whose class is a cell, window or hosting view holds the other, and a control
    /// (a button, label, image, field) is held by the other. Most evidence wins.
    func pinnedInside() -> [(String, String)] { Self.pinnedInside(log) }

    /// Views the log spaces one after the other (`V:[a]-(0)-[b]`, `b.top == a.bottom + 8`),
    /// each with the other, both ways: most likely siblings, in one superview. Only a reading
    /// to try when the log says one of their superviews and not the other's.
    static func spacedApart(_ log: AutoLayoutLog) -> [(String, String)] {
        let pairs: [(LogAttribute, LogAttribute)] = [(.top, .bottom), (.leading, .trailing), (.left, .right)]
        var found: [(String, String)] = []
        for constraint in log.constraints {
            for equation in constraint.equations {
                guard equation.lhs.count == 1, equation.rhs.count == 1 else { continue }
                let a = equation.lhs[0], b = equation.rhs[0]
                guard a.item != b.item, pairs.contains(where: { ($0.0 == a.attribute && $0.1 == b.attribute)
                    || ($0.1 == a.attribute && $0.0 == b.attribute) }) else { continue }
                found += [(a.item, b.item), (b.item, a.item)]
            }
        }
        return found
    }

    static func pinnedInside(_ log: AutoLayoutLog) -> [(String, String)] {
        let starts: Set<LogAttribute> = [.leading, .left, .top]
        let ends: Set<LogAttribute> = [.trailing, .right, .bottom]
        func isOuterClass(_ id: String) -> Bool {
            let className = log.items.first { $0.id == id }?.className ?? ""
            return ["Cell", "Window", "HostingView", "Controller"].contains { className.contains($0) }
                && !className.contains("ContentView")
        }
        // A control holds no views of its own: pinned with 0 insets to a plain view
        // (Antidote's call buttons, each on one edge of a UIView), it lies inside it, not
        // in a row of its own beside it.
        func isControlClass(_ id: String) -> Bool {
            let className = log.items.first { $0.id == id }?.className ?? ""
            return Self.controlClassEndings.contains { className.hasSuffix($0) }
        }
        /// How likely a view is to hold the other: a cell or window most, a control least.
        func holding(_ id: String) -> Int { isOuterClass(id) ? 2 : isControlClass(id) ? 0 : 1 }
        // Of two plain views flush with each other, the one whose frame alone sets its size
        // (autoresizing-mask constraints naming no other view) holds the one constraints pin
        // to it: a nib's root view and the content view pinned to its top and bottom. One
        // whose mask names another view is that view's subview, not a root.
        let masks = log.constraints.filter { $0.autoresizingMask != nil || $0.className == "NSAutoresizingMaskLayoutConstraint" }
        let inASuperview = Set(masks.filter { Set($0.items).count > 1 }.compactMap(\.items.first))
        let framed = Set(masks.compactMap(\.items.first)).subtracting(inASuperview)
        var votes: [String: [String: Int]] = [:]  // child → parent → evidence
        for constraint in log.constraints {
            for equation in constraint.equations {
                guard equation.relation == .equal, equation.lhs.count == 1, equation.rhs.count == 1 else { continue }
                let a = equation.lhs[0], b = equation.rhs[0]
                // A margin is its edge, 8 points in: `a.leading == b.leadingMargin` is an inset of 8.
                let (edgeA, offsetA) = Self.edge(a.attribute), (edgeB, offsetB) = Self.edge(b.attribute)
                let c = equation.constant + offsetB - offsetA
                guard edgeA == edgeB, a.coefficient == 1, b.coefficient == 1, a.item != b.item,
                      starts.contains(edgeA) || ends.contains(edgeA), abs(c) <= 40 else { continue }
                var inner = a.item, outer = b.item
                // An inset, or a cell's class, is evidence; a control's class only settles a
                // tie: a segmented control pinned inside a content view's margins and flush
                // with another view stays in the content view.
                var weight = 2
                if c == 0 {
                    if holding(a.item) == holding(b.item) {
                        guard framed.contains(a.item) != framed.contains(b.item) else { continue }
                        if framed.contains(a.item) { swap(&inner, &outer) }
                    } else if holding(a.item) > holding(b.item) {
                        swap(&inner, &outer)
                    }
                    if !isOuterClass(outer) { weight = 1 }
                } else if (starts.contains(edgeA) && c < 0) || (ends.contains(edgeA) && c > 0) {
                    swap(&inner, &outer)
                }
                votes[inner, default: [:]][outer, default: 0] += weight
            }
        }
        return votes.keys.sorted().compactMap { child in
            let best = votes[child]!.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!
            // Pinned both ways (an inset on each side of two views) says nothing.
            if (votes[best.key]?[child] ?? 0) >= best.value { return nil }
            return (child, best.key)
        }
    }

    /// How the class names of controls end (`UIButton`, `MyApp.RoundButton`, `NSTextField`):
    /// views that hold none of the log's other views.
    static let controlClassEndings = ["Button", "Label", "ImageView", "TextField", "Switch", "Slider",
                                      "SegmentedControl", "ActivityIndicatorView", "ProgressView",
                                      "Stepper", "PageControl"]

    /// The edge a margin lies on and how far in from it (`margin`: 8 as the contract reads
    /// margins, or the drawing's other reading of them).
    static func edge(_ attribute: LogAttribute, margin m: Double = 8) -> (LogAttribute, Double) {
        switch attribute {
        case .leadingMargin: return (.leading, m)
        case .leftMargin: return (.left, m)
        case .topMargin: return (.top, m)
        case .trailingMargin: return (.trailing, -m)
        case .rightMargin: return (.right, -m)
        case .bottomMargin: return (.bottom, -m)
        default: return (attribute, 0)
        }
    }

    /// Parents before their children; bigger views first among siblings, so that what they
    /// hold is drawn over them.
    static func parentsFirst(_ ids: [String], parents: [String: String], area: (String) -> Double) -> [String] {
        var result: [String] = []
        func add(children of: String?) {
            let children = ids.enumerated().filter { parents[$0.element] == of }
                .sorted { a, b in area(a.element) != area(b.element) ? area(a.element) > area(b.element) : a.offset < b.offset }
            for child in children {
                result.append(child.element)
                add(children: child.element)
            }
        }
        add(children: nil)
        return result
    }

    /// Members placed on the same line across the same stretch would be drawn over each
    /// other (a gap and the constraint it fights often span the same views): each guide
    /// moves by a lane, down then up (right then left, for a vertical one), farther each
    /// time, until it shares its line with no earlier guide it overlaps. Both ways, so that
    /// a third line stays inside a view only three lanes high rather than on its edge; but
    /// not up into the title row of a view it does not measure (`titleRows`, where the
    /// view's tag goes), which the line would run through: the tag of a view it measures
    /// moves off the line, another's stays (a cell's width line through its children's names).
    static func separateLanes(_ guides: inout [SpacingGuide], titleRows: [TitleRow] = []) {
        let lane = Self.lane
        for index in guides.indices {
            let home = guides[index].position
            func clashes(_ other: SpacingGuide) -> Bool {
                let guide = guides[index]
                let (low, high) = (min(guide.start, guide.end), max(guide.start, guide.end))
                let (otherLow, otherHigh) = (min(other.start, other.end), max(other.start, other.end))
                return other.axis == guide.axis && abs(other.position - guide.position) < lane
                    && low <= otherHigh + lane && otherLow <= high + lane
            }
            func crossesTitle(_ position: Double) -> Bool {
                let guide = guides[index]
                guard guide.axis == .horizontal else { return false }
                let (low, high) = (min(guide.start, guide.end), max(guide.start, guide.end))
                return titleRows.contains { row in
                    row.view != guide.before && row.view != guide.after
                        && row.x < high && low < row.x + row.width && row.y - 2 <= position && position <= row.y + row.height + 2
                }
            }
            var moves = 0
            // An up move into a title row is skipped: the line stays at the last down one,
            // which clashes, and goes on down.
            while moves < 4 * guides.count && guides[..<index].contains(where: clashes) {
                moves += 1
                let step = Double((moves + 1) / 2) * lane
                if moves % 2 == 1 {
                    guides[index].position = home + step
                } else if !crossesTitle(home - step) {
                    guides[index].position = home - step
                }
            }
        }
    }

    /// A line a few points from a border it runs along reads as that border's, and its value
    /// sits across the border (initials-badge's `≥ 36`, 3 points under the badge's bottom
    /// edge): such a line moves, by at most `borderShift`, to the nearest place
    /// `borderClearance` from every border it runs along and still a lane from every other
    /// line beside it (`separateLanes`). A line of no length (a pin's) lies on its border by
    /// design.
    static func keepOffBorders(_ guides: inout [SpacingGuide], frames: [(x: Double, y: Double, w: Double, h: Double)]) {
        func stretch(_ guide: SpacingGuide) -> (low: Double, high: Double) {
            (min(guide.start, guide.end), max(guide.start, guide.end))
        }
        for index in guides.indices {
            let guide = guides[index]
            let (low, high) = stretch(guide)
            guard high - low >= 1 else { continue }
            let borders = frames.flatMap { frame -> [Double] in
                let (along, length, across, size) = guide.axis == .horizontal ? (frame.x, frame.w, frame.y, frame.h)
                    : (frame.y, frame.h, frame.x, frame.w)
                return min(high, along + length) - max(low, along) > 2 ? [across, across + size] : []
            }
            let others = guides.indices.filter { other in
                let (otherLow, otherHigh) = stretch(guides[other])
                return other != index && guides[other].axis == guide.axis
                    && otherLow <= high + lane && low <= otherHigh + lane
            }.map { guides[$0].position }
            func isClear(_ position: Double) -> Bool {
                borders.allSatisfy { abs($0 - position) >= borderClearance }
                    && others.allSatisfy { abs($0 - position) >= lane }
            }
            guard borders.contains(where: { abs($0 - guide.position) < borderClearance }) else { continue }
            let shifts = stride(from: 1.0, through: borderShift, by: 1).flatMap { [$0, -$0] }
            if let shift = shifts.first(where: { isClear(guide.position + $0) }) {
                guides[index].position += shift
            }
        }
    }
    /// How far a line keeps from a border it runs along: its pill's half height and a little.
    static let borderClearance = 9.0
    static let borderShift = 10.0
    /// How far apart lines of one stretch are drawn: a pill's height and a little.
    static let lane = 16.0

    /// The picture's key: each member of the set as an equation with short names and its
    /// log line (the one the log broke marked), then each view's short name and full id,
    /// those of the set first.
    public var keyLines: [String] {
        let conflict = drawnConflict
        let used = Set(conflict.flatMap { log.constraints[$0].items })
        let items = log.items.filter { used.contains($0.id) } + log.items.filter { !used.contains($0.id) }
        var lines: [String] = []
        for index in conflict {
            lines.append((["line \(log.constraints[index].line)", equation(index)] + memberNotes(index))
                .joined(separator: "  "))
        }
        if !conflict.isEmpty, let repeats = repeatsSentence { lines.append(repeats) }
        if let broken, let leftOut, broken != leftOut, conflict.contains(broken) {
            lines.append("“broken”: line \(log.constraints[broken].line), which the log broke, is drawn met; "
                         + "line \(log.constraints[leftOut].line) is drawn not met, to show what the rest needs")
        }
        if let broken, !conflict.contains(broken) {
            lines.append("the log broke line \(log.constraints[broken].line): \(equation(broken)) (not in the set)")
        }
        lines += reasons.map { self.conflict.isEmpty ? "no conflict as read here, but \($0)" : "why: \($0)" }
        if let alternative, self.conflict.isEmpty {
            lines.append("drawn with \(alternative.reading): these \(conflict.count) cannot hold together")
        }
        if conflict.isEmpty, !drawnSet.isEmpty {
            lines.append("drawn: one way all \(drawnSet.count) hold together")
            for index in drawnSet {
                lines.append((["line \(log.constraints[index].line)", equation(index)] + memberNotes(index))
                    .joined(separator: "  "))
            }
        }
        // Open sizes drawn at the default (not pulled to a floor by the one left out).
        let madeUp = madeUpSizes()
        let openWidths = log.items.filter { madeUp[$0.id]?.contains(.horizontal) == true }.map { names[$0.id] ?? $0.id }
        let openHeights = log.items.filter { madeUp[$0.id]?.contains(.vertical) == true }.map { names[$0.id] ?? $0.id }
        if !openWidths.isEmpty || !openHeights.isEmpty {
            var parts: [String] = []
            if !openWidths.isEmpty { parts.append("the width of " + openWidths.joined(separator: ", ")) }
            if !openHeights.isEmpty { parts.append("the height of " + openHeights.joined(separator: ", ")) }
            let giver = conflict.isEmpty ? "the log" : "the conflict"
            lines.append("not given by \(giver), drawn at a made-up size: " + parts.joined(separator: "; "))
        }
        if !conflict.isEmpty, log.items.count > Set(conflict.flatMap { log.constraints[$0].items }).count {
            lines.append("faint, below: the log's other views, which the conflict does not need")
        }
        let views = items.map { item in
            var line = "\(names[item.id] ?? item.id) = \(item.id)"
            if let label = item.label { line += " '\(label)'" }
            return line
        }
        return (lines + views).flatMap { Self.wrapped($0) }
    }

    /// The key's lines are at most this many characters, so that a long reason does not
    /// make the picture twice as wide as what it draws.
    static let keyLineLength = 96

    /// A line broken at spaces into lines of at most `keyLineLength` characters (a word
    /// longer than that stays whole), the later ones indented.
    static func wrapped(_ line: String) -> [String] {
        guard line.count > keyLineLength else { return [line] }
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count > keyLineLength, current.contains(where: { $0 != " " }) {
                lines.append(current)
                current = "    " + word
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return lines
    }

    /// What `equation` sets `term`'s size to, in words of the other sizes: `scroll1 − 386`,
    /// `0.25 × cell1`, `2.6 × image1.height` (an attribute is named when it is not the
    /// term's own). Nil when the size is set from nothing but constants.
    static func formula(of equation: LogEquation, for term: LogTerm, names: [String: String]) -> String? {
        // term.coefficient × term = rhs − (the rest of lhs) + constant.
        // A term times 0 (`0*view2.width`, as a log may print one) sets nothing.
        let others = (equation.rhs.map { ($0, $0.coefficient) }
            + equation.lhs.filter { $0 != term }.map { ($0, -$0.coefficient) }).filter { abs($0.1) > 1e-9 }
        guard !others.isEmpty, term.coefficient != 0 else { return nil }
        var text = ""
        for (index, (other, coefficient)) in others.enumerated() {
            let factor = coefficient / term.coefficient
            let name = (names[other.item] ?? other.item) + (other.attribute == term.attribute ? "" : ".\(other.attribute)")
            let size = abs(abs(factor) - 1) < 1e-9 ? name : "\(NumberText.hundredths(abs(factor))) × \(name)"
            text += index == 0 ? (factor < 0 ? "−" + size : size) : (factor < 0 ? " − " : " + ") + size
        }
        let constant = equation.constant / term.coefficient
        if abs(constant) >= 0.005 {
            text += (constant < 0 ? " − " : " + ") + NumberText.hundredths(abs(constant))
        }
        return text
    }

    static func layoutAttribute(_ attribute: LogAttribute) -> LayoutAttribute {
        switch attribute {
        case .left, .leftMargin: .left
        case .right, .rightMargin: .right
        case .leading, .leadingMargin: .leading
        case .trailing, .trailingMargin: .trailing
        case .width: .width
        case .height: .height
        case .centerX, .centerXWithinMargins: .centerX
        case .centerY, .centerYWithinMargins: .centerY
        case .top, .topMargin, .firstBaseline, .lastBaseline: .top
        case .bottom, .bottomMargin: .bottom
        }
    }
}
