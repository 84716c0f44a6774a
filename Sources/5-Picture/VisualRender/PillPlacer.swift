import Geometry
import TextMeasure

/// Turns a frame's guides into scene items: a dimension line per gap (from the first edge
/// to the second, backwards over an overlap) and its value in a pill.
///
/// A pill belongs on its line: first on it (centred, else slid along it), then beside it
/// (within 2 points), and only then further away with a leader back to the line. Pills
/// keep clear of every text, tag, marker and other pill (`Placement.isClear`).
struct PillPlacer {
    static let pillHeight = 14.0
    /// The margin around an unmet pill or a zero pin's `0` that later pills avoid where they
    /// can: with 3, `8` stood 3 points from `0 → 8` and the two read as one `0 → 8 8`.
    static let keyPillClearance = 8.0
    static let pillPadding = 4.0
    /// How far a pill may overhang its gap's ends and still be on its line: a 14-point
    /// pill on a 10-point gap from a cell's edge to a line of text at its box's top hangs
    /// into the edge, not onto the text.
    static let overhang = 5.0
    /// How far the value of a line of no length (a pin's `0`) stands off its point.
    static let pinPillClearance = 3.0
    /// How far a pill may reach into a view of another container (the next pane across a
    /// seam): less than it may overhang its gap, or a list's trailing 12 hanging into the
    /// detail pane took the room of the pane's own leading 24.
    static let seamOverhang = 3.0
    /// Steps when sliding along a line, and how many at most each way.
    static let slideStep = 6.0
    /// Steps when sliding a pill wider than its gap over it.
    static let coverStep = 2.0
    /// How many clear places on its line a pill that finds none free weighs: enough that,
    /// sliding 2 points at a time over its gap, it reaches a place off the view beside it
    /// (with 8, the sign-up form's `20×4` hung 3 points into the field, where its tag's
    /// corner is, for a place just past it that covers nothing).
    static let linePatience = 24
    static let slideSteps = 24
    /// The distances from its line a pill with a leader is tried at, and the near ones,
    /// where a clear leader is looked for first.
    static let leaderDistances = [6.0, 14.0, 26.0, 40.0]
    static let nearLeaderDistances = [6.0, 10.0, 14.0]
    /// Further still, tried only for a leader that crosses nothing: a longer leader beats
    /// one through text.
    static let farLeaderDistances = [56.0, 74.0, 96.0]
    /// How far along its line a pill with a leader slides, when no place at its middle has
    /// a leader through no text.
    static let slideReach = 96.0

    private var guides: [FrameScene.GuideMark]
    /// Each guide's own gap first, then the others it stands for (`RepeatedGuides`): its
    /// line may be drawn on any of them.
    private var variants: [[FrameScene.GuideMark]]
    /// The gaps each folded guide stands for besides its own, as they were: drawn one by
    /// one when the folded pill finds no place near any of them (`unfold`).
    private var members: [[FrameScene.GuideMark]]
    private let measurer: TextMeasurer
    private let frames: [String: Rect]
    private(set) var items: [SceneItem.Guide]
    /// Each pill's width: its label's and the padding.
    private var widths: [Double]

    /// Whether values first keep clear of what an explanation is about
    /// (`LayoutTree.keepsValuesClear`, `placeClearOfWhatItExplains`).
    var keepsValuesClear = false

    /// Each flat bar's margin, by its view's name (`nearFlatBar`).
    private let flatBarMargins: [(view: String, rect: Rect)]

    /// The container a guide's gap lies in (an index of `Placement.boxes`; nil: the canvas):
    /// its pill stays out of the views of every other container.
    private let context: (FrameScene.GuideMark) -> Int?
    private let enclosure: (FrameScene.GuideMark) -> Rect?

    /// `frames`: each view's box, by name, for how far a line may move across its gap.
    /// `context`: the container a guide's gap lies in; `enclosure`: its box (nil: unknown).
    /// `flatBarMargins`: the margins of the views drawn as flat bars, which other guides'
    /// pills keep off where they can.
    init(guides: [FrameScene.GuideMark], frame: Int, measurer: TextMeasurer, frames: [String: Rect] = [:],
         flatBarMargins: [(view: String, rect: Rect)] = [],
         context: @escaping (FrameScene.GuideMark) -> Int? = { _ in nil },
         enclosure: @escaping (FrameScene.GuideMark) -> Rect? = { _ in nil }) {
        self.guides = guides
        self.flatBarMargins = flatBarMargins
        self.context = context
        self.enclosure = enclosure
        self.measurer = measurer
        self.frames = frames
        members = guides.map(\.others)
        variants = guides.map { guide in
            let gaps = [guide] + guide.others.map { other in
                var other = other
                other.label = guide.label
                other.count = guide.count
                return other
            }
            return gaps.flatMap { Self.shifted($0, frames: frames) }
        }
        let boxes = guides.map {
            TextBox($0.label, size: Face.guide.size, weight: Face.guide.weight, measurer: measurer)
        }
        widths = boxes.map { $0.width + 2 * Self.pillPadding }
        items = zip(guides, boxes).map { guide, box in
            let from = Self.point(guide, guide.start), to = Self.point(guide, guide.end)
            return SceneItem.Guide(frame: frame, views: guide.views, axis: guide.axis, from: from, to: to,
                                   label: guide.label, pill: nil, labelBox: box, leader: nil,
                                   met: guide.isSatisfied,
                                   isImplicit: guide.isImplicit, line: guide.line, isDimmed: false,
                                   count: guide.count, gaveWay: guide.gaveWay)
        }
        staggerAtSeams()
        outsideFrom = variants.map(\.count)
        for index in guides.indices { variants[index] += outside(index) }
    }

    /// Where each guide's variants drawn past the views it measures (`outside`) begin.
    private var outsideFrom: [Int] = []

    /// How far past the views a narrow gap's line is drawn when its pill fits nowhere
    /// between them: the extension lines from their edges show this much.
    static let outsideOffset = 2.0
    /// Further out, in steps up to a reach, when the nearest place past the views is taken:
    /// longer extension lines beat a long leader (rtl-marks' `12`, 22 points on a 12-point
    /// gap between two labels with their top insets' pills above and a text below, stood 40
    /// points off on a leader).
    static let outsideStep = 6.0
    static let outsideReach = 20.0

    /// A gap too narrow for its pill between two views (a value and its chevron 8 apart,
    /// each a line of text): its line drawn just past both views, on either side, where a
    /// redline draws it, with an extension line from each edge (`FrameBuilder.withExtensions`);
    /// the pill then sits beside that line, on its gap, instead of further off on a leader.
    private func outside(_ index: Int) -> [FrameScene.GuideMark] {
        let guide = guides[index]
        guard guide.measures == .gap, guide.isSatisfied, guide.views.count == 2, guide.count == 1 else { return [] }
        let spans = Self.spans(guide, frames)
        let length = abs(guide.end - guide.start)
        guard spans.count == 2, length < extent(index).along else { return [] }
        // Only on a side where the two views end alike: from one that ends short, the
        // extension line would run along the other view and read as a line of its own.
        // Each side's edge, nearest places first, both sides at each distance.
        var edges: [(edge: Double, sign: Double)] = []
        if abs(spans[0].0 - spans[1].0) <= Self.outsideOffset { edges.append((min(spans[0].0, spans[1].0), -1)) }
        if abs(spans[0].1 - spans[1].1) <= Self.outsideOffset { edges.append((max(spans[0].1, spans[1].1), 1)) }
        var result: [FrameScene.GuideMark] = []
        for offset in stride(from: Self.outsideOffset, through: Self.outsideReach, by: Self.outsideStep) {
            for (edge, sign) in edges {
                var moved = guide
                moved.position = edge + sign * offset
                result.append(moved)
            }
        }
        return result
    }

    /// Whether the line of guide `index`, drawn past its views (`outside`), and the
    /// extension lines from their edges out to it cross nothing readable and no other view:
    /// drawn further out than `outsideOffset`, they would otherwise run through a
    /// neighbour's text or pill, or into the next view (ProfileHeader's `4` between the name
    /// and the handle, drawn into the avatar beside them, read as the avatar's).
    private func outsideLinesClear(_ index: Int, _ placement: Placement) -> Bool {
        let guide = guides[index]
        let spans = Self.spans(guide, frames)
        guard spans.count == 2 else { return false }
        guard isFarOutside(index) else { return true }
        let low = min(spans[0].0, spans[1].0), high = max(spans[0].1, spans[1].1)
        let edge = guide.position < low ? low : high
        func point(_ along: Double, _ across: Double) -> Point {
            guide.axis == .horizontal ? Point(along, across) : Point(across, along)
        }
        // The extension lines from a point off the views' edge: their strips touch no view.
        let off = edge + (guide.position < low ? -1 : 1)
        let segments = [(point(guide.start, off), point(guide.start, guide.position)),
                        (point(guide.end, off), point(guide.end, guide.position)),
                        (point(guide.start, guide.position), point(guide.end, guide.position))]
        return segments.allSatisfy {
            placement.crossesNothingReadable($0) && placement.coveredBoxArea(.around($0.0, $0.1, width: 1)) <= Placement.tolerance
        }
    }

    /// Whether guide `index`'s line is drawn further past its views than `outsideOffset`:
    /// its pill then covers no view either.
    private func isFarOutside(_ index: Int) -> Bool {
        let guide = guides[index]
        let spans = Self.spans(guide, frames)
        guard spans.count == 2 else { return false }
        return guide.position < min(spans[0].0, spans[1].0) - Self.outsideOffset - 0.5
            || guide.position > max(spans[0].1, spans[1].1) + Self.outsideOffset + 0.5
    }

    /// Each met gap whose line runs through a view's text or over other controls' faces (a
    /// row of buttons' titles under a long gap from the bar's edge to a search field, a
    /// label's words under a gap beside it) moved across the gap, where its views still
    /// face it, to the nearest place where it runs over neither; else just past its views,
    /// inside their container, with extension lines from their edges (a bar's buttons fill
    /// the whole height the search field after them has); else, off text only, across the
    /// gap; left where it is when there is no such place. Before the pills: they are
    /// placed on the line as it is drawn.
    mutating func keepLinesOffText(_ placement: Placement) {
        for index in guides.indices {
            let guide = guides[index]
            guard guide.measures == .gap, guide.isSatisfied, guide.count == 1, !guide.views.isEmpty else { continue }
            let own = guide.views.compactMap { frames[$0] }
            func overText(_ line: (Point, Point)) -> Bool { !placement.crossesNoText(line) }
            func overControls(_ line: (Point, Point)) -> Bool {
                placement.lengthOverControls(line.0, line.1, except: own) > Self.controlCrossing
            }
            let line = (items[index].from, items[index].to)
            let crossesText = overText(line)
            guard crossesText || overControls(line) else { continue }
            let spans = Self.spans(guide, frames)
            guard spans.count == guide.views.count else { continue }
            let low = spans.map(\.0).max()! + 1, high = spans.map(\.1).min()! - 1
            func across(_ isClear: ((Point, Point)) -> Bool) -> FrameScene.GuideMark? {
                for step in 1...Self.offTextSteps {
                    for position in [guide.position - Double(step), guide.position + Double(step)]
                    where position >= low && position <= high {
                        var moved = guide
                        moved.position = position
                        if isClear((Self.point(moved, moved.start), Self.point(moved, moved.end))) { return moved }
                    }
                }
                return nil
            }
            let clear = { (line: (Point, Point)) in !overText(line) && !overControls(line) }
            var found = across(clear) ?? pastTheViews(guide, spans: spans, clear: clear)
            if found == nil, crossesText { found = across { !overText($0) } }
            guard let moved = found else { continue }
            variants[index].insert(moved, at: 0)
            outsideFrom[index] += 1
            guides[index] = moved
            items[index].from = Self.point(moved, moved.start)
            items[index].to = Self.point(moved, moved.end)
        }
    }

    /// How many points each way a line moves across its gap to keep off text.
    static let offTextSteps = 60

    /// How far a gap's line may run over other controls' faces before it is moved.
    static let controlCrossing = 2.0

    /// How far past its views a line may move to keep off text: its extension lines stay short.
    static let offTextReach = 24

    /// `guide` moved past the views it measures (`spans` across its axis), nearest first,
    /// inside the container its gap lies in, where its line and the extension lines from
    /// its views' edges are `clear`; nil when there is no such place.
    private func pastTheViews(_ guide: FrameScene.GuideMark, spans: [(Double, Double)],
                              clear: ((Point, Point)) -> Bool) -> FrameScene.GuideMark? {
        guard let container = enclosure(guide) else { return nil }
        let (inside0, inside1) = guide.axis == .horizontal ? (container.y, container.maxY) : (container.x, container.maxX)
        let low = spans.map(\.0).min()!, high = spans.map(\.1).max()!
        for step in 2...Self.offTextReach {
            for position in [low - Double(step), high + Double(step)]
            where position > inside0 + 0.5 && position < inside1 - 0.5 {
                var moved = guide
                moved.position = position
                let line = (Self.point(moved, moved.start), Self.point(moved, moved.end))
                guard clear(line) else { continue }
                // The extension lines, from the nearer side of the views to the line.
                let from = position < low ? low : high
                let extensions = [moved.start, moved.end].map { along in
                    (Self.point(moved, along), guide.axis == .horizontal ? Point(along, from) : Point(from, along))
                }
                if extensions.allSatisfy(clear) { return moved }
            }
        }
        return nil
    }

    /// How far across its gap a line that would meet another end to end at a seam is
    /// drawn (`staggerAtSeams`).
    static let seamJog = 4.0

    /// Two lines that meet end to end (a pane's trailing inset and the next pane's leading
    /// one at the same height) would read as one line with one value: the later is drawn
    /// `seamJog` across its gap, where its views still face it, so the break at the seam
    /// shows. Its ends stay on the edges it measures.
    private mutating func staggerAtSeams() {
        for index in guides.indices {
            let guide = variants[index][0]
            guard guide.measures == .gap else { continue }
            let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
            let meets = guides[..<index].contains { other in
                let otherLow = min(other.start, other.end), otherHigh = max(other.start, other.end)
                return other.axis == guide.axis && abs(other.position - guide.position) < 0.5
                    && (abs(otherHigh - low) < 0.5 || abs(otherLow - high) < 0.5)
            }
            guard meets else { continue }
            let spans = Self.spans(guide, frames)
            guard !spans.isEmpty, spans.count == guide.views.count else { continue }
            let top = spans.map(\.0).max()! + 1, bottom = spans.map(\.1).min()! - 1
            for jog in [-Self.seamJog, Self.seamJog] where guide.position + jog >= top && guide.position + jog <= bottom {
                var moved = guide
                moved.position += jog
                variants[index].insert(moved, at: 0)
                guides[index] = moved
                items[index].from = Self.point(moved, moved.start)
                items[index].to = Self.point(moved, moved.end)
                break
            }
        }
    }

    /// The gap's line where it is, then moved across the gap (both sides still facing it:
    /// within what their boxes have in common), nearest first: a redline is drawn where
    /// the gap is clear, not always through the middle of the text beside it.
    private static func shifted(_ guide: FrameScene.GuideMark, frames: [String: Rect]) -> [FrameScene.GuideMark] {
        guard guide.measures == .gap, guide.isSatisfied, !guide.views.isEmpty else { return [guide] }
        let spans = Self.spans(guide, frames)
        guard spans.count == guide.views.count else { return [guide] }
        let low = spans.map(\.0).max()! + pillHeight / 2 + 1, high = spans.map(\.1).min()! - pillHeight / 2 - 1
        var result = [guide]
        for step in 1...crossSteps {
            let d = Double(step) * slideStep
            for position in [guide.position - d, guide.position + d] where position >= low && position <= high {
                var moved = guide
                moved.position = position
                result.append(moved)
            }
        }
        return result
    }

    /// Where each view `guide` measures lies across its axis (from its top to its bottom
    /// for a horizontal gap), of those `frames` has: a line between them faces them all
    /// within the span they share.
    private static func spans(_ guide: FrameScene.GuideMark, _ frames: [String: Rect]) -> [(Double, Double)] {
        guide.views.compactMap { frames[$0] }.map { frame in
            guide.axis == .horizontal ? (frame.y, frame.maxY) : (frame.x, frame.maxX)
        }
    }

    /// How many steps a line may move across its gap each way.
    static let crossSteps = 30

    /// The point on a guide's line at `along` (a coordinate on the guide's axis).
    private static func point(_ guide: FrameScene.GuideMark, _ along: Double) -> Point {
        guide.axis == .horizontal ? Point(along, guide.position) : Point(guide.position, along)
    }

    /// Every line, as something labels had better not cover.
    func fileLines(in placement: inout Placement) {
        for item in items { placement.addSoft(.around(item.from, item.to, width: 7)) }
    }

    /// Pills that fit on their own line without covering anything readable. A folded pill
    /// keeps clear of `tagPlaces` when one of its gaps lets it (`placeFolded`).
    mutating func placeOnLines(_ placement: inout Placement, tagPlaces: [Rect] = []) {
        for index in items.indices where items[index].pill == nil && !isDeferred(index) {
            if guides[index].count > 1 {
                placeFolded(index, &placement, tagPlaces: tagPlaces)
                continue
            }
            if keepsValuesClear && placeClearOfWhatItExplains(index, &placement) { continue }
            _ = placeOnALine(index, &placement)
            if items[index].pill == nil { use(0, for: index, &placement) }
        }
    }

    /// An explanation's met value first on or beside its line where it crosses neither a
    /// view's border (a value wider than its gap, centred, lay across the borders at both
    /// ends) nor an unmet line; then where it crosses no unmet line. An unmet value, off
    /// borders only on the middle of its dash. A pin's value stays by its dot, on the
    /// borders that meet there. False when there is no such place.
    private mutating func placeClearOfWhatItExplains(_ index: Int, _ placement: inout Placement) -> Bool {
        let guide = guides[index]
        let isPin = abs(guide.end - guide.start) < FrameScene.smallestDrawnGap
        guard guide.isSatisfied else {
            // An unmet value stays on the middle of its dash, which it names: off borders
            // only there (further along it went to the dash's end, onto a pin's `0`).
            let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
            let middle = (low + (high - low) * 0.2)...(high - (high - low) * 0.2)
            return !isPin && placeOnALine(index, &placement, keepingClear: { rect, placement in
                middle.contains(guide.axis == .horizontal ? rect.midX : rect.midY) && !placement.crossesAnOutline(rect)
            })
        }
        let unmetLines = unmetLines(besides: index)
        let offUnmetLines: (Rect, Placement) -> Bool = { rect, _ in !unmetLines.contains { $0.overlapArea(rect) > 0 } }
        if !isPin && (placeOnALine(index, &placement, keepingClear: { offUnmetLines($0, $1) && !$1.crossesAnOutline($0) })
                      || placeBeside(index, &placement, keepingClear: { offUnmetLines($0, $1) && !$1.crossesAnOutline($0) })) {
            return true
        }
        return placeOnALine(index, &placement, keepingClear: offUnmetLines)
            || placeBeside(index, &placement, keepingClear: offUnmetLines)
    }

    /// The lines of the unmet guides other than `index`, a point either side.
    private func unmetLines(besides index: Int) -> [Rect] {
        items.indices.filter { $0 != index && !guides[$0].isSatisfied }
            .map { Rect.around(items[$0].from, items[$0].to, width: 2) }
    }

    /// On the line of the first of guide `index`'s variants that has room; false when none has.
    /// `keepingClear`: only where it says the pill may lie (`placeClearOfWhatItExplains`).
    private mutating func placeOnALine(_ index: Int, _ placement: inout Placement, keepingClearOf kept: [Rect] = [],
                                       keepingClear isClear: (Rect, Placement) -> Bool = { _, _ in true }) -> Bool {
        for variant in variants[index].indices where variant < outsideFrom[index] {
            use(variant, for: index, &placement)
            let context = self.context(guides[index])
            if let rect = placement.best(onLine(index), patience: Self.linePatience, extraCost: { offGap($0, index) + nearFlatBar($0, index) + besidePills($0, index) },
                                         allowed: { allowed($0, index, context, placement) && Self.clear(of: kept, $0)
                                             && isClear($0, placement) }) {
                settle(index, rect, &placement)
                return true
            }
        }
        return false
    }

    /// A folded pill is placed before the tags, on or beside one of its lines: it speaks for
    /// several gaps. It stands for all its gaps alike, so it takes one where it leaves the tag
    /// places of the views it measures free (`tagPlaces`: where the tags go without the folded
    /// pills): sat on the first row's gap where that row's name goes, it had the first of
    /// identical rows named apart from the rest (settings-rows' row1 above its row, row2-row5
    /// beside theirs). Only when every gap's places are tag places does it take one.
    private mutating func placeFolded(_ index: Int, _ placement: inout Placement, tagPlaces: [Rect]) {
        if !tagPlaces.isEmpty && (placeOnALine(index, &placement, keepingClearOf: tagPlaces)
                                  || placeBeside(index, &placement, keepingClearOf: tagPlaces)) { return }
        if placeOnALine(index, &placement) || placeBeside(index, &placement) { return }
        use(0, for: index, &placement)
    }

    /// Whether a pill at `rect` lies over at least half of guide `index`'s gap along its
    /// axis (half of itself on a wider gap). A folded pill moved off a tag's place only to
    /// stand beside its gap's end (a tile's `14×3` above the tile, beside the canvas's
    /// `20×3`) read as another gap's value: it takes the tag's place instead.
    private func coversHalfItsGap(_ rect: Rect, _ index: Int) -> Bool {
        let guide = guides[index]
        let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
        let (start, end) = guide.axis == .horizontal ? (rect.x, rect.maxX) : (rect.y, rect.maxY)
        return max(0, min(end, high) - max(start, low)) >= min(high - low, end - start) / 2 - 0.01
    }

    /// Whether `rect` covers none of `kept`.
    private static func clear(of kept: [Rect], _ rect: Rect) -> Bool {
        !kept.contains { $0.overlapArea(rect) > Placement.tolerance }
    }

    /// Folded pills are left out (`withFoldedLeftOut`): a trial of where the tags go
    /// without them.
    private var foldedLeftOut = false
    private func isDeferred(_ index: Int) -> Bool { foldedLeftOut && guides[index].count > 1 }

    /// This placer with its folded pills left unplaced, for a trial run of the tags.
    func withFoldedLeftOut() -> PillPlacer {
        var copy = self
        copy.foldedLeftOut = true
        return copy
    }

    /// Whether any guide stands for repeats, a crowd's range aside: a crowd's tags go to the
    /// key columns beside the frame, and a trial of thousands of tags would double the time.
    var hasFolded: Bool { guides.contains { $0.count > 1 && !$0.isCrowd } }

    /// Beside the line of any of the guide's variants; false when none has room.
    private mutating func placeBeside(_ index: Int, _ placement: inout Placement, keepingClearOf kept: [Rect] = [],
                                      keepingClear isClear: (Rect, Placement) -> Bool = { _, _ in true }) -> Bool {
        for variant in variants[index].indices {
            use(variant, for: index, &placement)
            let context = self.context(guides[index])
            // Past the views, on their far side, not over either of them.
            let boxes = variant < outsideFrom[index] ? [] : guides[index].views.compactMap { frames[$0] }
            // Past the views, centred on the gap: slid along, it would stand over one of them.
            let outside = variant >= outsideFrom[index]
            if outside && !outsideLinesClear(index, placement) { continue }
            let places = outside ? Array(beside(index).prefix(2)) : beside(index)
            let coversNoView = outside && isFarOutside(index)
            if let rect = placement.best(places, extraCost: { offGap($0, index) + nearFlatBar($0, index) + besidePills($0, index) }, allowed: { rect in
                allowed(rect, index, context, placement) && apart(rect)
                    && (!coversNoView || placement.coveredBoxArea(rect) <= Placement.tolerance)
                    && (kept.isEmpty || Self.clear(of: kept, rect) && coversHalfItsGap(rect, index))
                    && !boxes.contains { $0.overlapArea(rect) > Placement.tolerance }
                    && isClear(rect, placement)
            }) {
                settle(index, rect, &placement)
                return true
            }
        }
        return false
    }

    /// A folded guide that found no place near any of its gaps is drawn gap by gap after
    /// all: its own keeps its plain value, the others are added as guides of their own.
    private mutating func unfold(_ index: Int, frame: Int) {
        let folded = guides[index]
        let suffix = RepeatedGuides.suffix(folded.count)
        let label = folded.label.hasSuffix(suffix) ? String(folded.label.dropLast(suffix.count)) : folded.label
        let box = TextBox(label, size: Face.guide.size, weight: Face.guide.weight, measurer: measurer)
        func plain(_ guide: FrameScene.GuideMark) -> FrameScene.GuideMark {
            var guide = guide
            guide.label = label
            guide.count = 1
            guide.others = []
            return guide
        }
        let own = plain(variants[index][0])
        guides[index] = own
        variants[index] = Self.shifted(own, frames: frames)
        outsideFrom[index] = variants[index].count
        widths[index] = box.width + 2 * Self.pillPadding
        items[index].label = label
        items[index].labelBox = box
        items[index].count = 1
        for other in members[index] {
            let guide = plain(other)
            guides.append(guide)
            variants.append(Self.shifted(guide, frames: frames))
            outsideFrom.append(variants[variants.count - 1].count)
            members.append([])
            widths.append(widths[index])
            var item = items[index]
            item.from = Self.point(guide, guide.start)
            item.to = Self.point(guide, guide.end)
            item.views = guide.views
            item.line = guide.line
            item.pill = nil
            item.leader = nil
            items.append(item)
        }
        members[index] = []
    }

    /// Whether guide `index`'s pill may lie at `rect` (`Placement.pillAllowed`). A pill
    /// standing for repeats is wide: on a narrow gap it would cover the views on either
    /// side (a row of icon buttons), so it covers at most half of itself with boxes, and it
    /// does not hang out of its container towards another view (`hangsTowardsAnotherView`):
    /// it has other gaps to sit on.
    private func allowed(_ rect: Rect, _ index: Int, _ context: Int?, _ placement: Placement) -> Bool {
        guard placement.pillAllowed(rect, context: context) else { return false }
        guard guides[index].count > 1 else { return true }
        return placement.coveredBoxArea(rect) <= rect.width * rect.height / 2
            && !(context.map { placement.hangsTowardsAnotherView(rect, context: $0) } ?? false)
    }

    /// Draws guide `index` on the gap of its `variant` (0: its own).
    private mutating func use(_ variant: Int, for index: Int, _ placement: inout Placement) {
        let chosen = variants[index][variant]
        guard chosen.start != guides[index].start || chosen.end != guides[index].end
            || chosen.position != guides[index].position else { return }
        guides[index] = chosen
        items[index].from = Self.point(chosen, chosen.start)
        items[index].to = Self.point(chosen, chosen.end)
        items[index].views = chosen.views
        items[index].line = chosen.line
    }

    /// The pills whose leader would cross text when every pill is placed in the usual
    /// order (`placeOnLines`, then `placeRest`, tried on copies): placed first, where their
    /// gap opens past the text (`acrossLine`), each with a leader back along the gap. A
    /// narrow gap between two lines of text that fill their boxes has no other place whose
    /// leader crosses neither, and placed last such a pill found that place taken by one
    /// that could have gone elsewhere on its own line (card-list's `4` between a title and
    /// a subtitle at 320 × 568, beside the text column's `12`). The others keep the places
    /// the usual order gives them.
    mutating func placeHemmed(_ placement: inout Placement, parking: Parking) {
        var trial = self, trialPlacement = placement, trialParking = parking
        trial.placeOnLines(&trialPlacement)
        trial.placeRest(&trialPlacement, parking: &trialParking)
        let hemmed = items.indices.filter { index in
            trial.leftOut.contains(index) || (trial.items[index].leader.map { !trialPlacement.crossesNoText($0) } ?? false)
        }
        for index in hemmed {
            let context = self.context(guides[index])
            let line = Rect.around(items[index].from, items[index].to, width: 0)
            let rect = placement.best(acrossLine(index), extraCost: { walk($0, index) }, allowed: {
                allowed($0, index, context, placement) && onItsSide($0, index) && apart($0)
                    && Self.clearLeader(from: $0, to: line, placement) != nil
            })
            guard let rect, let leader = Self.clearLeader(from: rect, to: line, placement) else { continue }
            settle(index, rect, &placement)
            items[index].leader = leader
            placement.addLeader(leader)
        }
    }

    /// The pills `placeOnLines` left: beside their line; else near it with a leader that
    /// crosses no text and no other leader; else with any leader (further out, or near
    /// across a corner of text, whichever is clearer); else parked in the column beside the
    /// frame with a leader.
    mutating func placeRest(_ placement: inout Placement, parking: inout Parking) {
        var index = 0
        while index < items.count {
            defer { index += 1 }
            guard items[index].pill == nil, !isDeferred(index) else { continue }
            if placeBeside(index, &placement) { continue }
            use(0, for: index, &placement)
            let context = self.context(guides[index])
            var line = Rect.around(items[index].from, items[index].to, width: 0)
            // Near the line (also slid along it), then further out, each with a leader that
            // crosses no text and no other leader (to any point of the line, the nearest
            // first): a place a little way along beats one far out (ProfileHeader's `4`
            // beside the handle, not 56 points off in the avatar).
            // `far`: also further than `shortWalk` from the line.
            func clearlyJoined(far: Bool = false) -> (Rect, (Point, Point))? {
                let tiers = [(Self.nearLeaderDistances, true), (Self.leaderDistances, true)]
                    + (far ? [(Self.farLeaderDistances, false)] : [])
                for (distances, sliding) in tiers {
                    var leader: (Point, Point)?
                    let rect = placement.best(self.withLeader(index, distances: distances, sliding: sliding),
                                              extraCost: { self.walk($0, index) }, allowed: {
                        guard allowed($0, index, context, placement), onItsSide($0, index), apart($0),
                              far || self.walk($0, index) <= Self.walkCost * Self.shortWalk else { return false }
                        leader = Self.clearLeader(from: $0, to: line, placement)
                        return leader != nil
                    })
                    if let rect, let leader = Self.clearLeader(from: rect, to: line, placement) { return (rect, leader) }
                }
                return nil
            }
            var joined = clearlyJoined()
            if joined == nil && guides[index].count > 1 {
                // A folded pill may stand beside any of its gaps.
                for variant in variants[index].indices.dropFirst() {
                    use(variant, for: index, &placement)
                    line = Rect.around(items[index].from, items[index].to, width: 0)
                    joined = clearlyJoined()
                    if joined != nil { break }
                }
                if joined == nil { use(0, for: index, &placement) }
            }
            if joined == nil && guides[index].count > 1 && !guides[index].isCrowd {
                // Rather than park a folded pill far from its gaps, draw them one by one
                // (not a crowd's: one by one they are what it replaces).
                unfold(index, frame: items[index].frame)
                if placeBeside(index, &placement) { continue }
                use(0, for: index, &placement)
                line = Rect.around(items[index].from, items[index].to, width: 0)
                joined = clearlyJoined()
            }
            // Nowhere near is a leader clear of everything: one through no text at least (it
            // may cross a tag or another leader), near; else one clear of everything further
            // out; else through no text, near or far. Glyphs crossed are unreadable.
            if joined == nil {
                func pastText(_ rect: Rect) -> (Point, Point)? {
                    Self.clearLeader(from: rect, to: line, placement, clear: placement.crossesNoText)
                }
                for (distances, far) in [(Self.nearLeaderDistances, false), (Self.leaderDistances, false),
                                         (Self.farLeaderDistances, true)] {
                    if far, let clear = clearlyJoined(far: true) { joined = clear; break }
                    let rect = placement.best(withLeader(index, distances: distances, sliding: true), extraCost: { walk($0, index) }, allowed: {
                        allowed($0, index, context, placement) && onItsSide($0, index) && apart($0)
                            && (far || walk($0, index) <= Self.walkCost * Self.shortWalk) && pastText($0) != nil
                    })
                    // The leader of the place taken (`best` may weigh later places after it).
                    if let rect, let leader = pastText(rect) { joined = (rect, leader); break }
                }
                // At its gap's open end, closer to another pill than `pillGap`: two values
                // side by side read less wrongly than a value whose leader cuts glyphs.
                if joined == nil, let rect = placement.best(acrossLine(index), extraCost: { walk($0, index) }, allowed: {
                    allowed($0, index, context, placement) && onItsSide($0, index) && pastText($0) != nil
                }), let leader = pastText(rect) {
                    joined = (rect, leader)
                }
            }
            let leader: (Point, Point)
            if let (rect, clear) = joined {
                settle(index, rect, &placement)
                leader = clear
            } else {
                // The clearest place, else the parking column.
                let nearest = placement.best(withLeader(index, distances: Self.leaderDistances),
                                             extraCost: { walk($0, index) }, allowed: { allowed($0, index, context, placement) })
                let nearestLeader = nearest.flatMap {
                    Self.clearLeader(from: $0, to: line, placement)
                        ?? Self.clearLeader(from: $0, to: line, placement, clear: placement.crossesNoText)
                }
                // A crowd's range stands for thousands of guides, and the legend names it: it
                // is drawn as before, its leader into the smear (looking for a way past its
                // thousands of texts was most of the time of drawing them).
                let crowd = guides[index].isCrowd
                let met = guides[index].isSatisfied && !crowd
                if let nearest, let nearestLeader {
                    settle(index, nearest, &placement)
                    leader = nearestLeader
                } else if !crowd, !met, let (rect, clear) = anywherePastText(index, line: line, context: context, placement)
                            ?? parkedPastText(index, line: line, placement, &parking) {
                    // Where a leader past text is: an unmet one (always drawn) near its views
                    // if not on its own gap's side; else parked. A met one is not parked: its
                    // value hundreds of points off on a leader (iina's start window's 42, 540
                    // points right of its gap) says less than the legend's count.
                    settle(index, rect, &placement)
                    leader = clear
                } else if met {
                    // Every place's leader would cut through text: a met spacing is left
                    // out and counted in the legend (`leftOut`) rather than drawn so.
                    leftOut.insert(index)
                    continue
                } else {
                    if let nearest { settle(index, nearest, &placement) } else {
                        items[index].pill = parking.park(width: widths[index], height: Self.pillHeight, near: line.y,
                                                         isClear: placement.coversNothing)
                    }
                    let pill = items[index].pill!
                    leader = Self.clearLeader(from: pill, to: line, placement) ?? pill.leader(to: line)
                }
            }
            items[index].leader = leader
            placement.addLeader(leader)
        }
    }

    /// The guides left out because no place near their gap had a leader past text (VLC's
    /// donation screen: a `15` between buttons that overlap, whose titles lay across every
    /// way back to its gap). Only met ones: an unmet guide, and a crowd's range, are always
    /// drawn, parked beside the frame when nothing nearer will do.
    private(set) var leftOut = Set<Int>()

    /// The guides drawn: all but `leftOut`.
    var drawn: [SceneItem.Guide] {
        items.indices.filter { !leftOut.contains($0) }.map { items[$0] }
    }

    /// How many spacings the guides left out stand for (a folded one for each of its gaps).
    var leftOutCount: Int {
        leftOut.reduce(0) { $0 + max(1, guides[$1].count) }
    }

    /// The source lines of the guides left out, in order, each once: the legend names them,
    /// so that a reader can tell which constraints are not drawn.
    var leftOutLines: [Int] {
        Array(Set(leftOut.compactMap { guides[$0].line })).sorted()
    }

    /// A place near its line for guide `index`'s pill, on either side of the views it
    /// measures, whose leader to `line` crosses no text, and that leader; nil when none
    /// is. For an unmet guide, which is always drawn: a value read as a neighbour gap's is
    /// corrected by its `→`, a leader through a title is not.
    private func anywherePastText(_ index: Int, line: Rect, context: Int?,
                                  _ placement: Placement) -> (Rect, (Point, Point))? {
        let places = withLeader(index, distances: Self.leaderDistances + Self.farLeaderDistances, sliding: true)
        let rect = placement.best(places, extraCost: { walk($0, index) }) {
            allowed($0, index, context, placement)
                && Self.clearLeader(from: $0, to: line, placement, clear: placement.crossesNoText) != nil
        }
        return rect.flatMap { rect in
            (Self.clearLeader(from: rect, to: line, placement)
                ?? Self.clearLeader(from: rect, to: line, placement, clear: placement.crossesNoText)).map { (rect, $0) }
        }
    }

    /// A place in the parking columns for guide `index`'s pill whose leader to `line`
    /// crosses no text, and that leader; nil, with the columns untouched, when none of
    /// their tries has one.
    private func parkedPastText(_ index: Int, line: Rect, _ placement: Placement,
                                _ parking: inout Parking) -> (Rect, (Point, Point))? {
        var trial = parking
        let rect = trial.park(width: widths[index], height: Self.pillHeight, near: line.y, tries: Self.parkingTries) {
            placement.coversNothing($0) && Self.clearLeader(from: $0, to: line, placement, clear: placement.crossesNoText) != nil
        }
        guard placement.coversNothing(rect),
              let leader = Self.clearLeader(from: rect, to: line, placement)
                ?? Self.clearLeader(from: rect, to: line, placement, clear: placement.crossesNoText) else { return nil }
        parking.take(rect)
        return (rect, leader)
    }

    /// How many places in the columns an unmet guide's pill tries for a leader past text.
    static let parkingTries = 8 * Parking.mostColumns

    /// Whether a displaced pill at `rect` stays on its own gap's side of the views it
    /// measures: along the axis, between their far edges (a vertical gap's pill not above
    /// the upper view's top nor below the lower one's bottom), where it cannot be read as
    /// another gap's value.
    private func onItsSide(_ rect: Rect, _ index: Int) -> Bool {
        let guide = guides[index]
        let horizontal = guide.axis == .horizontal
        // A container's edge has nothing beyond it: only a view bounds its side.
        var low = -Double.infinity, high = Double.infinity
        let gapHigh = max(guide.start, guide.end)
        for name in guide.views {
            guard let box = frames[name] else { continue }
            let (near, far) = horizontal ? (box.x, box.maxX) : (box.y, box.maxY)
            if abs(near - gapHigh) < 0.5 || near >= gapHigh { high = far } else { low = near }
        }
        let centre = horizontal ? rect.midX : rect.midY
        return centre >= low && centre <= high
    }

    /// Whether a displaced pill at `rect` keeps a few points from every pill placed, so it
    /// is never read as part of another gap's value (`24 16`).
    private func apart(_ rect: Rect) -> Bool {
        !items.contains { item in
            guard let pill = item.pill else { return false }
            return pill.distance(to: rect) < Self.pillGap
        }
    }

    /// Between a displaced pill and any other.
    static let pillGap = 4.0

    /// What a displaced pill's distance from its line costs, per point: of the clear places
    /// a pill with a leader may take, a near one that touches the canvas's edge or a box
    /// beats one out in the margin that covers nothing (split view's `20` at the seam was
    /// parked 40 points above its gap, past the frame's top, for a place 14 points off).
    static let walkCost = 30.0

    /// What a pill on or beside its line costs for the part of its gap it leaves uncovered
    /// (as much as it could cover): of two clear places, one over the gap beats one past
    /// its end (the stat tiles' `12×3` hanging off the tile's edge over the gap, not
    /// beside it outside the tile).
    /// What a place costs for lying in the margin of a flat bar (a view squeezed to a line)
    /// that its guide does not measure: an unmet cell height's `0 → 22` beside the end of
    /// its field's bar read as the field's. A guide's own bar (its `0` pin at its
    /// dot) costs nothing: its value belongs there.
    private func nearFlatBar(_ rect: Rect, _ index: Int) -> Double {
        flatBarMargins.reduce(0) { total, margin in
            guides[index].views.contains(margin.view) ? total : total + 6 * rect.overlapArea(margin.rect)
        }
    }

    /// What a place costs an unmet pill for lying within `keyPillClearance` of a pill placed
    /// before it: the margin later pills keep off an unmet one (`settle`) holds the other way
    /// too, or bonmot's `49.5 → 61` came to stand just after its `15`, read `15 49.5 → 61`.
    private func besidePills(_ rect: Rect, _ index: Int) -> Double {
        guard !guides[index].isSatisfied else { return 0 }
        return items.indices.reduce(0) { total, other in
            guard other != index, let pill = items[other].pill else { return total }
            return total + 6 * rect.overlapArea(pill.insetBy(-Self.keyPillClearance))
        }
    }

    private func offGap(_ rect: Rect, _ index: Int) -> Double {
        let guide = guides[index]
        let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
        let (start, end) = guide.axis == .horizontal ? (rect.x, rect.maxX) : (rect.y, rect.maxY)
        let covered = max(0, min(end, high) - max(start, low))
        return Self.walkCost * max(0, min(high - low, end - start) - covered)
    }

    /// How far from its line a displaced pill stands before its leader is a long walk:
    /// places further out are taken only when none nearer has a leader through no text.
    static let shortWalk = 30.0

    private func walk(_ rect: Rect, _ index: Int) -> Double {
        Self.walkCost * rect.distance(to: Rect.around(items[index].from, items[index].to, width: 0))
    }

    /// A leader from a pill at `rect` to its line that crosses no text and no other leader:
    /// to the line's point nearest the pill, else to its middle, quarters or ends; nil when
    /// every one crosses something.
    /// `clear`: what a leader must keep clear of (by default everything readable and every
    /// leader filed).
    private static func clearLeader(from rect: Rect, to line: Rect, _ placement: Placement,
                                    clear: (((Point, Point)) -> Bool)? = nil) -> (Point, Point)? {
        let isClear = clear ?? { placement.isClear(leader: $0) }
        let nearest = line.nearestPoint(to: Point(rect.midX, rect.midY))
        let along = [0.5, 0.25, 0.75, 0.0, 1.0].map { t in
            Point(line.x + t * line.width, line.y + t * line.height)
        }
        for target in [nearest] + along {
            let leader = (rect.nearestPoint(to: target), target)
            if isClear(leader) { return leader }
        }
        return nil
    }

    private mutating func settle(_ index: Int, _ rect: Rect, _ placement: inout Placement) {
        items[index].pill = rect
        placement.addSolid(rect)
        // The pills an explained conflict is about (an unmet value, a pin's `0` at its dot)
        // keep a margin that later pills avoid where they can: side by side, `2` and
        // `0 → −2 · broken` read as one `2 0 → −2` (appkit-list's header line), and the `0`s
        // of pins at one edge piled onto the unmet pill there.
        if !guides[index].isSatisfied || abs(guides[index].end - guides[index].start) < 0.5 {
            placement.addSoft(rect.insetBy(-Self.keyPillClearance))
        }
        // A line drawn on another of its gaps, or moved across, is filed where it is now.
        let own = variants[index][0]
        if guides[index].start != own.start || guides[index].end != own.end || guides[index].position != own.position {
            placement.addSoft(.around(items[index].from, items[index].to, width: 7))
        }
    }

    /// The pill's rect with its centre at `along` on the line, `across` from it (0: on it).
    private func pill(_ index: Int, along: Double, across: Double) -> Rect {
        let guide = guides[index]
        let width = widths[index], height = Self.pillHeight
        return guide.axis == .horizontal
            ? Rect(x: along - width / 2, y: guide.position + across - height / 2, width: width, height: height)
            : Rect(x: guide.position + across - width / 2, y: along - height / 2, width: width, height: height)
    }

    /// The pill's length along the line, and across it.
    private func extent(_ index: Int) -> (along: Double, across: Double) {
        guides[index].axis == .horizontal ? (widths[index], Self.pillHeight) : (Self.pillHeight, widths[index])
    }

    /// Centres along the line, middle first, then sliding towards either end while the pill
    /// stays within the gap (overhanging a little).
    private func alongLine(_ index: Int) -> [Double] {
        let guide = guides[index]
        let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
        let middle = (low + high) / 2
        let half = extent(index).along / 2
        var centres = [middle]
        let first = low - Self.overhang + half, last = high + Self.overhang - half
        if first < last {
            for step in 1...Self.slideSteps {
                let d = Double(step) * Self.slideStep
                if middle + d <= last { centres.append(middle + d) }
                if middle - d >= first { centres.append(middle - d) }
                if middle + d > last && middle - d < first { break }
            }
            centres += [first, last]
        }
        // A pill wider than its gap: also slid towards either end as long as it still
        // covers the whole gap (hanging off one end, past a container's edge or up to a
        // text that starts at the gap's other end), the nearest first: it stays on its own
        // gap instead of standing beside it past an end.
        if 2 * half > high - low {
            let coverLow = high - half, coverHigh = low + half
            var d = Self.coverStep
            while middle - d >= coverLow || middle + d <= coverHigh {
                if middle - d >= coverLow { centres.append(middle - d) }
                if middle + d <= coverHigh { centres.append(middle + d) }
                d += Self.coverStep
            }
            // Last, flush with either end of the gap.
            centres += [coverLow, coverHigh]
        }
        // A line of no length (a pin of two edges together, a size held at 0, where a
        // picture draws them): its value first a little off the point, on either side, so
        // that it reads as the point's and not as lying on the borders (flush, it touched
        // them).
        if high - low < FrameScene.smallestDrawnGap {
            centres = [low - half - Self.pinPillClearance, high + half + Self.pinPillClearance] + centres
        }
        return centres
    }

    private func onLine(_ index: Int) -> [Rect] {
        alongLine(index).map { pill(index, along: $0, across: 0) }
    }

    /// Just off the line on either side (1 point away), at the same places along it.
    private func beside(_ index: Int) -> [Rect] {
        let offset = extent(index).across / 2 + 1
        // Last, a pill past either end of a short line, its corner still at the line's end
        // (within 1.5 points of it): room a narrow gap between two texts does not have.
        let guide = guides[index]
        let half = extent(index).along / 2
        let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
        let past = [low - half + 1.5, high + half - 1.5]
        let besideTheLine = (alongLine(index) + past).flatMap {
            [pill(index, along: $0, across: -offset), pill(index, along: $0, across: offset)]
        }
        // Last, on the line itself just past either end of a gap narrower than the pill,
        // its edge on the gap's end: the 2 points between two photos in a grid have no
        // room beside them, and a folded `2×3` stood 6 points off on a stub of a leader.
        guard 2 * half > high - low else { return besideTheLine }
        return besideTheLine + [pill(index, along: low - half, across: 0), pill(index, along: high + half, across: 0)]
    }

    /// Level with the line's middle, every `acrossStep` out from it up to `acrossReach`,
    /// the nearest first: the open ends of a narrow gap between two lines of text, where a
    /// leader runs back along the gap and crosses neither. Where the views measured are
    /// flush on one side and not the other (labels stacked on one leading edge), the other
    /// side first: on the flush side the pill would stand among the insets' pills and read
    /// as one of them.
    private func acrossLine(_ index: Int) -> [Rect] {
        let guide = guides[index]
        let middle = (guide.start + guide.end) / 2
        let half = extent(index).across / 2
        let spans = Self.spans(guide, frames)
        let flushLow = spans.count == 2 && abs(spans[0].0 - spans[1].0) < 0.5
        let flushHigh = spans.count == 2 && abs(spans[0].1 - spans[1].1) < 0.5
        let sides: [[Double]] = flushLow && !flushHigh ? [[1], [-1]] : flushHigh && !flushLow ? [[-1], [1]] : [[-1, 1]]
        // At the gap's open end, not further: out there a leader down a column of gaps
        // (a list's rows) is a line of its own.
        let low = (spans.map(\.0).min() ?? guide.position) - half - Self.mouthMargin
        let high = (spans.map(\.1).max() ?? guide.position) + half + Self.mouthMargin
        var candidates: [Rect] = []
        for side in sides {
            var distance = Self.acrossStep
            while distance <= Self.acrossReach {
                for sign in side {
                    let centre = guide.position + sign * (half + distance)
                    if centre >= low && centre <= high { candidates.append(pill(index, along: middle, across: centre - guide.position)) }
                }
                distance += Self.acrossStep
            }
        }
        return candidates
    }

    /// How far past the views it measures a pill at its gap's open end may stand.
    static let mouthMargin = 4.0

    /// The steps of `acrossLine`, and how far it reaches: past a line of text across a
    /// phone's width from the middle of its gap.
    static let acrossStep = 2.0
    static let acrossReach = 180.0

    /// Further out on either side of the line's middle, and beyond its ends; `sliding`:
    /// also at every `slideStep` along either side up to `slideReach` from the middle, the
    /// nearest first (a short line among tags has room a little way along, not beside it).
    private func withLeader(_ index: Int, distances: [Double], sliding: Bool = false) -> [Rect] {
        let guide = guides[index]
        let (along, across) = extent(index)
        let low = min(guide.start, guide.end), high = max(guide.start, guide.end)
        let middle = (low + high) / 2
        var candidates: [Rect] = []
        for distance in distances {
            let offset = across / 2 + distance
            candidates += [pill(index, along: middle, across: -offset), pill(index, along: middle, across: offset),
                           pill(index, along: low - along / 2 - distance, across: 0),
                           pill(index, along: high + along / 2 + distance, across: 0)]
            for shift in [-1.0, 1.0] {
                candidates += [pill(index, along: middle + shift * (along + distance), across: -offset),
                               pill(index, along: middle + shift * (along + distance), across: offset)]
            }
            guard sliding else { continue }
            var step = Self.slideStep
            while step <= Self.slideReach {
                for shift in [-step, step] {
                    candidates += [pill(index, along: middle + shift, across: -offset),
                                   pill(index, along: middle + shift, across: offset)]
                }
                step += Self.slideStep
            }
        }
        return candidates
    }
}

/// The columns beside a frame where what finds no place near its view or line goes, each
/// joined to its place by a leader. Nothing else is drawn there, so a parked tag or pill
/// never covers anything. Each thing is parked level with its place when a column is free
/// there (so leaders run across, short), else a new column opens to the right, up to
/// `mostColumns`; past that it goes where a column is free soonest.
struct Parking {
    let left: Double
    let top: Double
    let columnWidth: Double
    /// Where each column is free from.
    private var nextY: [Double] = []
    static let gap = 3.0
    static let columnGap = 12.0
    static let mostColumns = 16

    init(x: Double, top: Double, columnWidth: Double) {
        left = x
        self.top = top
        self.columnWidth = columnWidth
    }

    /// A place in the columns that `isClear` accepts, the first of `parkingTries`: a tag
    /// beside its box may reach into the columns (a frame drawn round what is drawn lets a
    /// long name run past the canvas's side), and a name parked over it would be unreadable
    /// (snapkit-scrolling-stack's `badgeView1` over `scrollingStackView1`).
    mutating func park(width: Double, height: Double, near y: Double, tries: Int = Parking.parkingTries,
                       isClear: (Rect) -> Bool) -> Rect {
        var rect = park(width: width, height: height, near: y)
        for _ in 1..<tries where !isClear(rect) {
            rect = park(width: width, height: height, near: y)
        }
        return rect
    }

    static let parkingTries = 40

    /// The column whose left side is nearest `x`.
    func column(at x: Double) -> Int {
        Int(((x - left) / (columnWidth + Self.columnGap)).rounded())
    }

    /// Marks `rect`, a place `park` gave a copy of these columns (a trial among several),
    /// as taken here: only its column fills down to it, not every column the trial went
    /// through on the way.
    mutating func take(_ rect: Rect) {
        let column = column(at: rect.x)
        guard column >= 0 else { return }
        while nextY.count <= column { nextY.append(top) }
        nextY[column] = max(nextY[column], rect.maxY + Self.gap)
    }

    /// The first column free from `y` down (a new one when none is, even past
    /// `mostColumns`): for a list that reads down one column, the key to the callouts.
    mutating func freeColumn(from y: Double) -> Int {
        let wanted = max(top, y)
        if let free = nextY.firstIndex(where: { $0 <= wanted }) { return free }
        nextY.append(top)
        return nextY.count - 1
    }

    /// A place `width` × `height` in `column`, as near `y` (its place's top) as it allows.
    mutating func park(width: Double, height: Double, near y: Double, column: Int) -> Rect {
        while nextY.count <= column { nextY.append(top) }
        let rect = Rect(x: left + Double(column) * (columnWidth + Self.columnGap), y: max(top, y, nextY[column]),
                        width: width, height: height)
        nextY[column] = rect.maxY + Self.gap
        return rect
    }

    /// A place `width` × `height` in the columns, as near `y` (its place's top) as they allow.
    mutating func park(width: Double, height: Double, near y: Double) -> Rect {
        let wanted = max(top, y)
        let column: Int
        if let free = nextY.firstIndex(where: { $0 <= wanted }) {
            column = free
        } else if nextY.count < Self.mostColumns {
            column = nextY.count
            nextY.append(top)
        } else {
            column = nextY.indices.min { nextY[$0] < nextY[$1] }!
        }
        let rect = Rect(x: left + Double(column) * (columnWidth + Self.columnGap), y: max(wanted, nextY[column]),
                        width: width, height: height)
        nextY[column] = rect.maxY + Self.gap
        return rect
    }
}
