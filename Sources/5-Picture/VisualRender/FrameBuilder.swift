import Geometry
import TextFormats
import TextMeasure
import VisualConstraints
import VisualLayout
import VisualSyntax

/// One frame's items in its canvas's coordinates, before the sheet places the frame.
struct FrameDraft {
    var items: [SceneItem]
    /// Everything the items cover.
    var extent: Rect
    /// The guides of the constraints the layout leaves unmet, for the legend.
    var unmet: [FrameScene.GuideMark]
    /// The spacings this frame does not draw, by reason; empty when every one is drawn.
    var notDrawn: [NotDrawn] = []
    /// What the legend says about offsets drawn as one (a crowd's).
    var drawnAsOne: [String] = []
    /// The views declared `hidden` this frame leaves out, for the legend to name.
    var hiddenViews: [String] = []
}

/// Spacings a frame leaves out of its picture, and why: the legend adds up the counts of
/// every frame that leaves spacings out for one reason (a storyboard of seven scenes said
/// "41 spacings not drawn: …", "19 spacings not drawn: …" with the same words).
struct NotDrawn: Equatable {
    var count: Int
    /// What follows the count: ` not drawn: met with the views overlapping`.
    var reason: String

    var text: String { "\(count.grouped) \(count == 1 ? "spacing" : "spacings")\(reason)" }
}

/// Builds the scene of one solved layout: canvas, insets, rows, views and their text,
/// guides and their pills, tags, markers. Everything is placed here, once, with its final
/// rectangle; the painter only paints.
///
/// Order of placement (each later thing keeps clear of the earlier ones):
/// 1. the fixed things: views' boxes, their text, markers, row names;
/// 2. pills whose leader would otherwise cross text, where their gap opens past it
///    (`PillPlacer.placeHemmed`), then pills that fit on their own line;
/// 3. tags, view by view in the file's order (`TagPlacer`);
/// 4. the pills left over, beside their line or with a leader;
/// 5. spacers' sizes and nested rows' names, where they cover nothing.
struct FrameBuilder {
    let scene: FrameScene
    let frameIndex: Int
    let options: RenderOptions
    let measurer: TextMeasurer

    /// Room around the frame for tags and pills that do not fit inside it.
    static let labelRoom = 40.0
    static let framedLabelRoom = 160.0
    /// The kinds drawn with a face of their own, which no tag's leader crosses.
    static let controlKinds: Set<ViewKind> = [.button, .field, .switch, .checkbox, .radio, .popup, .combo]
    /// Row names in the margin keep this far from the canvas.
    static let rowNameGap = 8.0

    func build() -> FrameDraft {
        var items: [SceneItem] = []
        let canvas = scene.canvas
        let rowNames = topLevelRowNames()
        let gutter = rowNames.map(\.rect.width).max().map { $0 + Self.rowNameGap } ?? 0
        // A frame drawn around what is drawn grows to hold a tag wherever it goes: room for
        // one right-aligned to a line at the canvas's edge (a view squeezed to no width).
        var bounds = scene.bounds.insetBy(scene.tree.framesWhatIsDrawn ? -Self.framedLabelRoom : -Self.labelRoom)
        bounds = Rect(x: bounds.x - gutter, y: bounds.y, width: bounds.width + gutter, height: bounds.height)
        var placement = Placement(bounds: bounds, preferred: canvas)
        placement.keepsTagsOffOutlines = scene.tree.tagsNearestTheirViews
        let focus = FocusFilter(names: options.focus)

        items.append(.canvas(.init(frame: frameIndex, rect: canvas)))
        items += insetItems(of: nil, &placement)
        items += rowBands(in: nil)
        for name in rowNames {
            placement.addSolid(name.rect)
            items.append(.label(name))
        }

        // 1. Views, their text and markers.
        var markers: [SceneItem.Marker] = []
        let hatchedStrips = scene.views.flatMap(hatchedParts).filter { min($0.width, $0.height) < Self.thinHatching }
        var flatBarMargins: [(view: String, rect: Rect)] = []
        let holding = spacersHoldingViews()
        // Every view's text, check box square and chevron first: a badge placed with an
        // earlier view keeps off a later one's.
        let viewTexts = scene.views.map {
            ViewText.items(for: $0, frame: frameIndex, direction: scene.tree.direction, measurer: measurer)
        }
        let viewItems = scene.views.enumerated().map { index, placed in
            viewItem(placed, truncated: viewTexts[index].truncated, dimmed: !focus.includes(placed.view.name),
                     holdsViews: holding.contains(index), title: viewTexts[index].items.last?.rect)
        }
        let readable = viewTexts.flatMap { $0.items.map(\.rect) }
            + viewItems.flatMap { [$0.stateMark, $0.chevron?.rect].compactMap { $0 } }
        for (index, placed) in scene.views.enumerated() {
            let texts = viewTexts[index].items
            let view = viewItems[index]
            items.append(.view(view))
            placement.addBox(placed.frame, ancestors: placed.ancestors, isSpacer: placed.view.isSpacer,
                             isControl: Self.controlKinds.contains(placed.kind) && !placed.isContainer)
            // A checkbox's square is what tells it from a label: no pill or tag covers it.
            if let mark = view.stateMark { placement.addSolid(mark) }
            // A pop-up's chevron is what tells it from a push button: kept clear the same way.
            if let chevron = view.chevron { placement.addSolid(chevron.rect) }
            // A view squeezed to no width or height is drawn as a flat bar: in a picture of a
            // few views drawn around what it draws (`visual explain`'s), a pill or tag across
            // its line would hide where the view is and read as the line's value. (On a screen
            // of rows squeezed flat, the tags would find no room near their views at all.)
            if scene.tree.framesWhatIsDrawn, let line = Self.flatBarLine(placed) {
                placement.addSolid(line)
                // A margin around the whole bar, its links and all, that other guides' pills
                // keep off where their line has room (`PillPlacer.nearFlatBar`).
                flatBarMargins.append((placed.view.name, Self.flatBarShape(placed).insetBy(-Self.flatBarClearance)))
            }
            if placed.isContainer {
                items += insetItems(of: placed.view.name, &placement)
                items += rowBands(in: placed.view.name)
            }
            for text in texts {
                placement.addText(text.rect)
                items.append(.text(text))
            }
            // Nested views sharing a corner: the later view's badges at another corner of its
            // own box, apart from the ones already drawn (side by side, two `!` at one corner
            // read as one `!!` of one view); where every corner is taken, left of them.
            // Nor on a strip hatched as outside its container, where a corner is off it: there
            // it covers the strip across and reads as part of it (a clip view's document view
            // 15 points past its edge, its `!` on the stripes). Of those corners the top-left
            // last, where the view's tag goes first.
            let isApart = { (group: [SceneItem.Marker]) in
                !group.contains { marker in markers.contains { $0.rect.overlapArea(marker.rect.insetBy(-Self.markerGap)) > 0 } }
            }
            let coversAStrip = { (group: [SceneItem.Marker]) in
                group.contains { marker in hatchedStrips.contains { $0.overlapArea(marker.rect) > Placement.tolerance } }
            }
            // Nor over a text (a stand-in's first letters under `?V` read as another word), a
            // check box's square or a pop-up's chevron: a corner clear of them first, where
            // there is one.
            let coversAText = { (group: [SceneItem.Marker]) in
                group.contains { marker in readable.contains { $0.overlapArea(marker.rect) > Placement.tolerance } }
            }
            func firstApart(_ order: [Corner], offStrips: Bool, offTexts: Bool = false) -> [SceneItem.Marker]? {
                order.lazy.map { self.markers(placed, at: $0) }
                    .first { !$0.isEmpty && isApart($0) && !(offStrips && coversAStrip($0)) && !(offTexts && coversAText($0)) }
            }
            var apart = firstApart(Corner.allCases, offStrips: false, offTexts: true) ?? firstApart(Corner.allCases, offStrips: false)
            if let onStrip = apart, coversAStrip(onStrip) {
                apart = firstApart(Corner.hatchAvoidingOrder, offStrips: true) ?? onStrip
            }
            for var marker in apart ?? self.markers(placed, at: .topRight) {
                while let clash = markers.first(where: { $0.rect.overlapArea(marker.rect) > Placement.tolerance }) {
                    marker.rect.x = clash.rect.x - marker.rect.width - 2
                }
                placement.addSolid(marker.rect)
                // The pills and tags placed next know where the badges are: a place touching
                // one costs, so a `0` of a pin at the corner or an unmet pill moves off it
                // when its line has room (table-cell-height's `0` 2 points off the `!`).
                placement.addSoft(marker.rect.insetBy(-Self.markerClearance))
                markers.append(marker)
            }
        }

        // The sizes unmet constraints wanted, over the views (an outline inside a box would be
        // hidden under it); a pill or tag across a dashed edge is better avoided, like a line.
        for wanted in scene.tree.wantedSizes {
            let rect = Rect(x: wanted.x, y: wanted.y, width: wanted.width, height: wanted.height)
            let view = scene.views.first { $0.view.name == wanted.view }?.frame ?? rect
            items.append(.wantedSize(.init(frame: frameIndex, view: wanted.view, rect: rect,
                                           isLarger: rect.maxX > view.maxX + 0.5 || rect.maxY > view.maxY + 0.5)))
            for edge in [Rect(x: rect.x, y: rect.y, width: rect.width, height: 0),
                         Rect(x: rect.x, y: rect.maxY, width: rect.width, height: 0),
                         Rect(x: rect.x, y: rect.y, width: 0, height: rect.height),
                         Rect(x: rect.maxX, y: rect.y, width: 0, height: rect.height)] {
                placement.addSoft(edge.insetBy(-0.5))
            }
        }

        // A pill, badge or tag on a break would read as cut with it; one just clear of the
        // zigzag's teeth still reads as sitting on it, so a few points more.
        let breaks = axisBreaks()
        for case .axisBreak(let cut) in breaks { for band in cut.bands { placement.addSolid(band.insetBy(-4)) } }
        items += breaks

        // 2–4. Guides, pills and tags.
        let filter = GuideFilter(scene: scene, level: options.guides, focus: focus, crowded: crowd(placement))
        let guides = alongWhatTheyWanted(filter.guides)
        var boxes: [String: Rect] = [:]
        for placed in scene.views where !placed.view.isSpacer { boxes[placed.view.name] = placed.frame }
        var pills = PillPlacer(guides: guides, frame: frameIndex, measurer: measurer, frames: boxes,
                               flatBarMargins: flatBarMargins, context: { scene.container(of: $0) },
                               enclosure: { guide in scene.container(of: guide).map { scene.views[$0].frame } ?? scene.canvas })
        pills.keepsValuesClear = scene.tree.keepsValuesClear
        var tags = TagPlacer(scene: scene, frame: frameIndex, measurer: measurer, focus: focus,
                             parking: Parking(x: scene.bounds.maxX + Self.labelRoom + 10, top: scene.bounds.y - Self.labelRoom,
                                              columnWidth: TagPlacer.widestTag(in: scene, measurer: measurer)))
        pills.keepLinesOffText(placement)
        pills.fileLines(in: &placement)
        pills.placeHemmed(&placement, parking: tags.parking)
        pills.placeOnLines(&placement, tagPlaces: Self.tagPlacesWithoutFoldedPills(pills, tags, placement))
        // The pills that need a leader before the tags: a name has more places to go (a
        // corner inside its box, any side, a callout) than a value has near its gap, and
        // placed after the tags a pill was pushed into a neighbour's box far from its gap
        // (ProfileHeader's `4` inside the avatar, rtl-profile's `16`s inside the button).
        pills.placeRest(&placement, parking: &tags.parking)
        let drawnGuides = pills.drawn.map { withExtensions($0, boxes: boxes) }
        let outlines = items.compactMap { item -> Rect? in if case .insets(let insets) = item { insets.marginsOutline } else { nil } }
        let placedTags = Self.haloedOverLines(tags.placeAll(&placement), guides: drawnGuides, outlines: outlines)
        items += key(for: placedTags, parking: &tags.parking, placement)
        items += drawnGuides.map { .guide($0) }
        items += placedTags.map { .tag($0) }
        items += spacerSizes(&placement, skipping: holding)
        items += emptyFrameNote(&placement)
        items += nestedRowNames(&placement)
        items += markers.map { .marker($0) }

        if scene.tree.framesWhatIsDrawn { items = framingWhatIsDrawn(items) }
        var extent = scene.bounds
        for item in items { if let rect = item.coveredRect { extent = extent.union(rect) } }
        var notDrawn: [NotDrawn] = []
        // `--guides none` asked for no spacings at all: nothing to count.
        if filter.leftOut > 0 && options.guides != .none {
            let why = !options.focus.isEmpty ? "--focus \(options.focus.joined(separator: " "))"
                : filter.fellBack ? "a crowded screen: the top level's only; --guides all or --focus VIEW for the rest"
                : "--guides outer draws the top level's only"
            notDrawn.append(NotDrawn(count: filter.leftOut, reason: " not drawn (\(why))"))
        }
        let drawnAsOne = filter.crowdRanges.map { range in
            "\(range.label): \(range.count.grouped) offsets from one edge to a crowd's views, drawn as one"
        }
        if pills.leftOutCount > 0 {
            let lines = pills.leftOutLines
            let named = lines.isEmpty ? ""
                : " (line\(lines.count == 1 ? "" : "s") " + lines.map(String.init).joined(separator: ", ") + ")"
            notDrawn.append(NotDrawn(count: pills.leftOutCount, reason: " not drawn: no place near its gap for the value" + named))
        }
        if scene.overlapsNotDrawn > 0 {
            notDrawn.append(NotDrawn(count: scene.overlapsNotDrawn, reason: " not drawn: met with the views overlapping"))
        }
        return FrameDraft(items: items, extent: extent, unmet: guides.filter { !$0.isSatisfied } + scene.unmetOfHiddenViews,
                          notDrawn: notDrawn,
                          drawnAsOne: drawnAsOne, hiddenViews: scene.hiddenViews)
    }

    /// The tags with a halo on each that a guide's line, extension line or leader, or a
    /// container's dashed margins `outlines`, runs under: a tag with none, inside its box,
    /// had the line through its glyphs (explain's red dash-dot line through `inputView1
    /// height 216`, a container's `customView1 500 × 60` along its bottom margin). A pin's
    /// dot (a line of no length) is not one: a halo would hide it. (Kept off the outlines by
    /// a cost instead, a container's tag went above its box, where its buttons' own tags had
    /// been: iina's tab buttons were numbered.)
    static func haloedOverLines(_ tags: [SceneItem.Tag], guides: [SceneItem.Guide],
                                outlines: [Rect]) -> [SceneItem.Tag] {
        var segments: [(Point, Point)] = []
        for guide in guides {
            segments.append((guide.from, guide.to))
            segments += guide.extensions
            if let leader = guide.leader { segments.append(leader) }
        }
        for outline in outlines {
            let (topLeft, topRight) = (Point(outline.x, outline.y), Point(outline.maxX, outline.y))
            let (bottomLeft, bottomRight) = (Point(outline.x, outline.maxY), Point(outline.maxX, outline.maxY))
            segments += [(topLeft, topRight), (bottomLeft, bottomRight), (topLeft, bottomLeft), (topRight, bottomRight)]
        }
        let lines = segments.filter { a, b in abs(a.x - b.x) + abs(a.y - b.y) >= 0.5 }.map { Rect.around($0.0, $0.1, width: 1) }
        guard let covered = lines.first.map({ lines.dropFirst().reduce($0) { $0.union($1) } }) else { return tags }
        // Filed in a grid: 2,000 rows' names each checked against all their lines took a
        // tenth of the picture's time.
        var grid = ObstacleGrid(bounds: covered)
        for (index, line) in lines.enumerated() { grid.insert(index, line) }
        return tags.map { tag in
            guard tag.callout == nil, !tag.hasHalo else { return tag }
            var crossed = false
            grid.visit(near: tag.rect) { index in
                crossed = lines[index].overlapArea(tag.rect) > Placement.tolerance
                return !crossed
            }
            guard crossed else { return tag }
            var haloed = tag
            haloed.hasHalo = true
            return haloed
        }
    }

    /// Where the tags go when the folded pills (`RepeatedGuides`) are left out, the other
    /// pills placed as usual (a trial on copies): a folded pill may stand on any of its gaps,
    /// so it takes one whose tag places these leave free. Empty when nothing is folded.
    static func tagPlacesWithoutFoldedPills(_ pills: PillPlacer, _ tags: TagPlacer, _ placement: Placement) -> [Rect] {
        guard pills.hasFolded else { return [] }
        var trialPills = pills.withFoldedLeftOut(), trialTags = tags, trialPlacement = placement
        trialPills.placeOnLines(&trialPlacement)
        trialPills.placeRest(&trialPlacement, parking: &trialTags.parking)
        return trialTags.placeAll(&trialPlacement).map(\.rect)
    }

    /// Each unmet size whose wanted size is outlined and larger than the view, its line run
    /// along the outline to where that size ends: the line's length is what it wanted, and its badge
    /// (`320 → 0`) lies in the outline, not across the view (a flat bar, held at 0). Its
    /// label, worked out before, still says what it got. Likewise, in a picture drawn around
    /// what it draws (`visual explain`'s), an unmet gap that got nothing (a view pinned 20
    /// below the window's top held at 0): its line runs the gap it wanted from its first
    /// edge, so that its badge is not piled on that edge with the pins and markers there.
    private func alongWhatTheyWanted(_ guides: [FrameScene.GuideMark]) -> [FrameScene.GuideMark] {
        let tree = scene.tree
        return guides.map { guide in
            if let wantedGap = guide.wantedGap, tree.framesWhatIsDrawn, wantedGap > 0, abs(guide.end - guide.start) < 0.5,
               !tree.axisBreaks.contains(where: { $0.axis == guide.axis }) {
                var along = guide
                along.end = guide.start + wantedGap * tree.zoom
                // Not out past the views and the canvas (emptykit's centres 44 apart, drawn
                // 4 times over, would run far below both views).
                let bounds = scene.bounds
                let (low, high) = guide.axis == .horizontal ? (bounds.x, bounds.maxX) : (bounds.y, bounds.maxY)
                if along.end >= low - 0.5 && along.end <= high + 0.5 { return along }
                return guide
            }
            guard !guide.isSatisfied, guide.measures == .size, guide.views.count == 1,
                  let wanted = scene.tree.wantedSizes.first(where: { $0.view == guide.views[0] && $0.axis == guide.axis })
            else { return guide }
            let (start, length) = guide.axis == .horizontal ? (wanted.x, wanted.width) : (wanted.y, wanted.height)
            // A size smaller than the view's lies inside it: the badge stays on the view's line.
            guard abs(guide.start - start) < 0.5, start + length > guide.end else { return guide }
            var along = guide
            along.end = start + length
            return along
        }
    }

    /// Between the frame drawn around what is drawn and the outermost thing in it.
    static let framingPadding = 12.0

    /// The items with the canvas's rectangle grown to hold every other item, and
    /// `framingPadding` more: a tag beside a view at the canvas's edge is inside the frame,
    /// not overhanging it.
    private func framingWhatIsDrawn(_ items: [SceneItem]) -> [SceneItem] {
        var drawn: Rect?
        for item in items {
            if case .canvas = item { continue }
            guard let rect = item.coveredRect else { continue }
            drawn = drawn.map { $0.union(rect) } ?? rect
        }
        guard let drawn else { return items }
        let framed = drawn.insetBy(-Self.framingPadding).union(scene.canvas)
        return items.map { item in
            guard case .canvas(var canvas) = item else { return item }
            canvas.rect = framed
            return .canvas(canvas)
        }
    }

    /// How far an extension line runs past its dimension line.
    static let extensionOverrun = 3.0

    /// The guide with an extension line from each view it measures whose box does not reach
    /// across to its line (two views side by side at different heights): otherwise the
    /// line floats in the space between them and its value reads as belonging to nothing.
    private func withExtensions(_ guide: SceneItem.Guide, boxes: [String: Rect]) -> SceneItem.Guide {
        var guide = guide
        let horizontal = guide.axis == .horizontal
        for name in guide.views {
            guard let box = boxes[name] else { continue }
            let (low, high) = horizontal ? (box.y, box.maxY) : (box.x, box.maxX)
            for end in [guide.from, guide.to] {
                let along = horizontal ? end.x : end.y
                let position = horizontal ? end.y : end.x
                let edges = horizontal ? [box.x, box.maxX] : [box.y, box.maxY]
                guard edges.contains(where: { abs($0 - along) < 0.5 }),
                      position < low - 0.5 || position > high + 0.5 else { continue }
                let from = position < low ? low : high
                let to = position < low ? position - Self.extensionOverrun : position + Self.extensionOverrun
                guide.extensions.append(horizontal ? (Point(along, from), Point(along, to))
                                                   : (Point(from, along), Point(to, along)))
                break
            }
        }
        return guide
    }

    // MARK: Views

    /// The views in a crowd: each under at least `TagPlacer.crowdSize` other views' boxes
    /// (containers are never in one: their children lie over them by design).
    private func crowd(_ placement: Placement) -> Set<String> {
        var names = Set<String>()
        for (index, placed) in scene.views.enumerated() where !placed.view.isSpacer && !placed.isContainer {
            if placement.boxesCrowding(index, upTo: TagPlacer.crowdSize) >= TagPlacer.crowdSize {
                names.insert(placed.view.name)
            }
        }
        return names
    }

    /// Each stretch cut out of the picture: a band across every view that spans it.
    private func axisBreaks() -> [SceneItem] {
        let half = 3.0, overrun = 4.0
        return scene.tree.axisBreaks.compactMap { cut in
            let bands = scene.views.compactMap { placed -> Rect? in
                let frame = placed.frame
                if cut.axis == .vertical {
                    guard frame.y < cut.position - half, frame.maxY > cut.position + half else { return nil }
                    return Rect(x: frame.x - overrun, y: cut.position - half, width: frame.width + 2 * overrun,
                                height: 2 * half)
                }
                guard frame.x < cut.position - half, frame.maxX > cut.position + half else { return nil }
                return Rect(x: cut.position - half, y: frame.y - overrun, width: 2 * half,
                            height: frame.height + 2 * overrun)
            }
            return bands.isEmpty ? nil : .axisBreak(.init(frame: frameIndex, axis: cut.axis, bands: bands))
        }
    }

    /// A hatched part narrower than this (three badges) is a strip a badge on it would read
    /// as part of (a clip view's 15 points past its container, drawn 30 across).
    static let thinHatching = 3 * Metrics.markerHeight

    /// The box a view lies in: its innermost container's frame, else the canvas.
    private func container(of placed: FrameScene.PlacedView) -> Rect {
        placed.ancestors.last.map { scene.views[$0].frame } ?? scene.canvas
    }

    /// The parts of a view outside its container, which the picture hatches (none for a spacer).
    private func hatchedParts(of placed: FrameScene.PlacedView) -> [Rect] {
        placed.view.isSpacer ? [] : placed.trueFrame.parts(outside: container(of: placed))
    }

    /// `title`: the last line of the view's text as drawn, which a UIKit pop-up's chevron follows.
    private func viewItem(_ placed: FrameScene.PlacedView, truncated: Bool, dimmed: Bool,
                          holdsViews: Bool, title: Rect? = nil) -> SceneItem.View {
        let view = placed.view
        var marks: [SceneItem.View.Mark] = []
        if view.conflict { marks.append(.conflict) }
        if view.ambiguous.contains(.horizontal) { marks.append(.ambiguousHorizontal) }
        if view.ambiguous.contains(.vertical) { marks.append(.ambiguousVertical) }
        let overflow = hatchedParts(of: placed)
        // A view with no area (a line of zero height) outside its container has no part to
        // hatch, but it is outside all the same.
        if !overflow.isEmpty || !view.isSpacer && !container(of: placed).insetBy(-0.5).contains(placed.trueFrame) {
            marks.append(.overflow)
        }
        if truncated { marks.append(.truncated) }
        return SceneItem.View(frame: frameIndex, name: view.name, parent: view.parent,
                              kind: view.isSpacer ? "spacer" : placed.kind.rawValue, rect: placed.frame,
                              frameRect: view.alignmentInsets == .zero ? nil : placed.layoutFrame,
                              isSpacer: view.isSpacer, isContainer: placed.isContainer, marks: marks,
                              overflow: overflow, isDimmed: dimmed, isOn: view.content?.isOn ?? false,
                              stateMark: stateMark(placed),
                              chevron: chevron(placed, title: title), face: placed.kind == .popup ? view.attributes.face : nil,
                              isUntitled: placed.kind == .button && (view.text ?? "").isEmpty && !placed.isContainer,
                              holdsViews: holdsViews, standOff: placed.standOff)
    }

    /// A checkbox's or radio button's mark: AppKit's 14 points, or less to fit, centred
    /// across the frame at its leading side.
    private func stateMark(_ placed: FrameScene.PlacedView) -> Rect? {
        guard placed.kind.hasStateMark else { return nil }
        let frame = placed.frame
        let side = min(ViewKind.markSide, frame.height, frame.width)
        guard side >= 4 else { return nil }
        let atRight = scene.tree.direction == .rightToLeft
        return Rect(x: atRight ? frame.maxX - side : frame.x, y: frame.midY - side / 2, width: side, height: side)
    }

    /// Between a UIKit pop-up's title and its indicator.
    static let indicatorGap = 5.0

    /// A pop-up's double chevron (7 × 11), or a pull-down's or combo box's single one (8 × 5),
    /// centred in the chevron's area at the trailing side (ViewKind.chevronArea, or the whole
    /// width of a narrower view), shrunk to fit a low frame; nil when there is no room for one.
    /// A UIKit pop-up's (one with a face) follows its title, as UIKit draws its indicator.
    private func chevron(_ placed: FrameScene.PlacedView, title: Rect?) -> SceneItem.Chevron? {
        guard placed.kind.hasChevron else { return nil }
        let shape: SceneItem.Chevron.Shape =
            placed.kind == .popup && !placed.view.attributes.pullsDown ? .upAndDown : .down
        let frame = placed.frame
        let area = min(ViewKind.chevronArea, frame.width)
        let (width, height) = shape == .upAndDown ? (7.0, 11.0) : (8.0, 5.0)
        let scale = min(1, (frame.height - 4) / height, (area - 2) / width)
        guard scale >= 0.4 else { return nil }
        let atLeft = scene.tree.direction == .rightToLeft
        var centreX = atLeft ? frame.x + area / 2 : frame.maxX - area / 2
        if placed.kind == .popup, placed.view.attributes.face != nil, let title {
            let gap = Self.indicatorGap + width * scale / 2
            centreX = atLeft ? max(title.x - gap, frame.x + width * scale / 2)
                             : min(title.maxX + gap, frame.maxX - width * scale / 2)
        }
        return SceneItem.Chevron(rect: Rect(x: centreX - width * scale / 2, y: frame.midY - height * scale / 2,
                                            width: width * scale, height: height * scale),
                                 shape: shape)
    }

    /// The spacers (indices in `scene.views`) that a view with area lies within (a guide its
    /// content sizes): outlined, neither hatched nor sized.
    private func spacersHoldingViews() -> Set<Int> {
        let solid = scene.views.filter { !$0.view.isSpacer && $0.frame.width * $0.frame.height > 0 }.map(\.frame)
        return Set(scene.views.indices.filter { index in
            let spacer = scene.views[index]
            return spacer.view.isSpacer && solid.contains { spacer.frame.insetBy(-0.5).contains($0) }
        })
    }

    /// The line of a view drawn as a flat bar (no width or no height, at least
    /// `flatBarLength` long), a point either side of it; nil for any other view.
    static func flatBarLine(_ placed: FrameScene.PlacedView) -> Rect? {
        let frame = placed.frame, flat = ScenePainter.Metrics.flatSize, cap = ScenePainter.Metrics.flatBarLength
        guard !placed.view.isSpacer else { return nil }
        if frame.width < flat && frame.height >= cap {
            return Rect(x: frame.midX - 1, y: frame.y, width: 2, height: frame.height)
        }
        if frame.height < flat && frame.width >= cap {
            return Rect(x: frame.x, y: frame.midY - 1, width: frame.width, height: 2)
        }
        return nil
    }

    /// The margin around a flat bar (its line, ends and links) that a pill or tag placed after it
    /// avoids where it can.
    static let flatBarClearance = 10.0

    /// The ends of a bar (a view squeezed to a line, `ScenePainter.paintFlatBar`), a point
    /// either side of each, and the links from them back to the edge it stands off
    /// (`standOff`): where badges and pills do not go.
    static func flatBarEnds(_ placed: FrameScene.PlacedView) -> [Rect] {
        guard let line = flatBarLine(placed) else { return [] }
        let frame = placed.frame, cap = ScenePainter.Metrics.flatBarLength / 2
        let (back, out) = placed.standOff == 0 ? (-cap, cap) : (-placed.standOff, 0.0)
        let (low, reach) = (min(back, out), abs(out - back))
        if line.width < line.height {
            return [frame.y, frame.maxY].map { Rect(x: frame.midX + low, y: $0 - 1, width: reach, height: 2) }
        }
        return [frame.x, frame.maxX].map { Rect(x: $0 - 1, y: frame.midY + low, width: 2, height: reach) }
    }

    /// A flat bar's line, ends and links together; `.zero`-sized for a view that is no bar.
    static func flatBarShape(_ placed: FrameScene.PlacedView) -> Rect {
        guard let line = flatBarLine(placed) else { return Rect(x: placed.frame.x, y: placed.frame.y, width: 0, height: 0) }
        return flatBarEnds(placed).reduce(line) { $0.union($1) }
    }

    /// The corners of a box where its badges may go, in the order tried.
    /// `withinTopRight`: inside the box, just off that corner (a view inset a few points in
    /// another: on its own corner the badge would lie beside the other's, and on the other
    /// corners too); only in a box big enough to keep room for its tag.
    enum Corner: CaseIterable {
        case topRight, withinTopRight, bottomRight, topLeft, bottomLeft

        /// Away from a hatched strip: the top-left corner, where the view's tag goes first, last.
        static let hatchAvoidingOrder: [Corner] = [.topRight, .withinTopRight, .bottomRight, .bottomLeft, .topLeft]
    }

    /// How far apart two views' badges stay, so that each reads as its own box's: 6 let the
    /// badge of a view inset a few points in another sit diagonal to the other's at one
    /// corner (emptykit's, in-call status bar's), a pair read as one view's; 10 sends it to
    /// another corner of its own box.
    static let markerGap = 10.0
    /// The margin around a badge that a pill or tag placed after it avoids where it can.
    static let markerClearance = 4.0

    /// `!` for a conflict, `?H`/`?V`/`?HV` for the open axes: on the box's `corner` (its
    /// top-right one unless another view's badges are there), the second further along the
    /// edge from the corner than the first.
    private func markers(_ placed: FrameScene.PlacedView, at corner: Corner) -> [SceneItem.Marker] {
        let view = placed.view
        var texts: [(String, Bool)] = []
        if view.conflict { texts.append(("!", true)) }
        if !view.ambiguous.isEmpty {
            texts.append(("?" + view.ambiguous.map { $0 == .horizontal ? "H" : "V" }.joined(), false))
        }
        var frame = placed.frame
        let isLine = min(frame.width, frame.height) < ScenePainter.Metrics.flatSize
        if corner == .withinTopRight {
            let inset = Metrics.markerHeight / 2 + 2
            guard !isLine, frame.width >= 6 * Metrics.markerHeight, frame.height >= 3 * Metrics.markerHeight else { return [] }
            frame = Rect(x: frame.x, y: frame.y + inset, width: frame.width - inset, height: frame.height - inset)
        }
        let onRight = corner == .topRight || corner == .withinTopRight || corner == .bottomRight
        let y = (corner == .bottomRight || corner == .bottomLeft ? frame.maxY : frame.y) - Metrics.markerHeight / 2
        // Leftwards from a right corner, rightwards from a left one. A view with no width or
        // height is drawn as a flat bar: its badges go beside its end, away from
        // the line, rather than over it.
        let cap = ScenePainter.Metrics.flatBarLength / 2 + 2
        var right = frame.maxX + Metrics.markerHeight / 2
        var left: Double? = isLine ? (onRight ? frame.maxX + cap : nil) : (onRight ? nil : frame.x - Metrics.markerHeight / 2)
        if isLine && !onRight { right = frame.x - cap }
        return texts.map { text, isConflict in
            let box = TextBox(text, size: Face.marker.size, weight: Face.marker.weight, measurer: measurer)
            let width = max(Metrics.markerHeight, box.width + 6)
            let rect = Rect(x: left ?? right - width, y: y, width: width, height: Metrics.markerHeight)
            right = rect.x - 2
            left = left.map { _ in rect.maxX + 2 }
            return SceneItem.Marker(frame: frameIndex, view: view.name, text: text, rect: rect, textBox: box,
                                   isConflict: isConflict)
        }
    }

    /// The key to the callouts, in the column beside the frame: `3  avatar 40 × 40`. Its
    /// entries read down in number order, each no higher than the one before: a key needs no
    /// leader, and entries of views at one height would otherwise each open a column of
    /// their own and spread the key far to the right of a short frame. All in one column,
    /// the first free from the first entry down: entries parked wherever a column was free
    /// at their views' heights scattered the key over the columns of parked tags (iina's
    /// quick settings: in three columns, 16 to 33 left of 1 to 12).
    ///
    /// Not over anything `placement` filed there: a pill parked beside the frame before the
    /// tags (one that gave way, `4 @249 → 6`) is not in the columns' count.
    private func key(for tags: [SceneItem.Tag], parking: inout Parking, _ placement: Placement) -> [SceneItem] {
        // Tags come in the views' order; a callout numbered after every tag was placed
        // (`TagPlacer.numberingFarParkedTags`) may belong to a view early in it.
        let numbered = tags.compactMap { tag in tag.callout.map { (number: $0, tag: tag) } }.enumerated()
            .sorted { (Int($0.element.number) ?? 0, $0.offset) < (Int($1.element.number) ?? 0, $1.offset) }.map(\.element)
        guard let first = numbered.first else { return [] }
        let entries = numbered.map { number, tag in
            let text = "\(number)  \(tag.text)"
            let level = scene.views.first { $0.view.name == tag.view }?.frame.y ?? 0
            return (text: text, box: TextBox(text, size: Face.legend.size, measurer: measurer), level: level)
        }
        // The entries in `column` of a copy of the columns.
        func laidOut(in column: Int, _ columns: inout Parking) -> [Rect] {
            var below = 0.0
            return entries.map { entry in
                let rect = columns.park(width: entry.box.width, height: entry.box.height, near: max(entry.level, below),
                                        column: column)
                below = rect.maxY + Parking.gap
                return rect
            }
        }
        var copy = parking
        // Right of every tag still parked, whose leader would cross the key on its way.
        let pastParkedTags = tags.filter { $0.callout == nil && $0.leader != nil && $0.rect.x >= parking.left - 0.5 }
            .map { parking.column(at: $0.rect.x) + 1 }.max() ?? 0
        let start = max(pastParkedTags,
                        copy.freeColumn(from: scene.views.first { $0.view.name == first.tag.view }?.frame.y ?? 0))
        // The first column from there where no entry covers anything; with none, the first.
        var chosen: (columns: Parking, rects: [Rect])?
        for column in start..<(start + Parking.mostColumns) {
            var columns = parking
            let rects = laidOut(in: column, &columns)
            if chosen == nil { chosen = (columns, rects) }
            if rects.allSatisfy(placement.isClear) { chosen = (columns, rects); break }
        }
        guard let chosen else { return [] }
        parking = chosen.columns
        return zip(entries, chosen.rects).map { entry, rect in
            .label(.init(role: .key, text: entry.text, rect: rect, baseline: Point(rect.x, rect.y + entry.box.ascent),
                         size: Face.legend.size, weight: .regular))
        }
    }

    // MARK: Insets and rows

    /// The four strips an inset leaves along a frame's edges.
    private func strips(_ frame: Rect, _ insets: Geometry.Insets) -> [Rect] {
        [
            Rect(x: frame.x, y: frame.y, width: frame.width, height: insets.top),
            Rect(x: frame.x, y: frame.maxY - insets.bottom, width: frame.width, height: insets.bottom),
            Rect(x: frame.x, y: frame.y + insets.top, width: insets.left,
                 height: frame.height - insets.top - insets.bottom),
            Rect(x: frame.maxX - insets.right, y: frame.y + insets.top, width: insets.right,
                 height: frame.height - insets.top - insets.bottom),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// A container's safe area and margins, and `safe area 44` in the top strip when it
    /// has room there.
    private func insetItems(of container: String?, _ placement: inout Placement) -> [SceneItem] {
        var items: [SceneItem] = []
        for insets in scene.insetsByContainer[container] ?? [] {
            let frame = scene.containerFrame(insets.container)
            let margins = insets.margins
            let outline = margins == .zero ? nil
                : Rect(x: frame.x + margins.left, y: frame.y + margins.top,
                       width: max(0, frame.width - margins.left - margins.right),
                       height: max(0, frame.height - margins.top - margins.bottom))
            items.append(.insets(.init(frame: frameIndex, safeArea: strips(frame, insets.safeArea),
                                       margins: strips(frame, margins), marginsOutline: outline)))
            let top = insets.safeArea.top
            let text = "safe area \(NumberText.hundredths(top))"
            let box = TextBox(text, size: Face.inset.size, measurer: measurer)
            let rect = Rect(x: frame.maxX - box.width - 6, y: frame.y + (top - box.height) / 2, width: box.width,
                            height: box.height)
            // Views are painted after the strip: a label a view's box covers would be hidden.
            let covered = scene.views.contains { placed in
                !placed.view.isSpacer && rect.overlapArea(placed.frame) > Placement.tolerance
                    && !placed.frame.contains(rect)
            }
            if top >= box.height, rect.x > frame.x, !covered, placement.isClear(rect) {
                placement.addSolid(rect)
                items.append(.label(.init(role: .inset, text: text, rect: rect,
                                          baseline: Point(rect.x, rect.y + box.ascent), size: Face.inset.size,
                                          weight: .regular)))
            }
        }
        return items
    }

    /// A faint band across the container per row.
    private func rowBands(in container: String?) -> [SceneItem] {
        (scene.rowsByContainer[container] ?? []).compactMap { row in
            let frame = scene.containerFrame(row.container)
            let band = Rect(x: frame.x, y: row.top, width: frame.width, height: row.bottom - row.top)
            return band.height > 0 ? .row(.init(frame: frameIndex, band: band)) : nil
        }
    }

    /// The canvas's rows are named in the margin left of it (`r1`, or the row's number).
    private func topLevelRowNames() -> [SceneItem.Label] {
        let left = scene.bounds.x
        return (scene.rowsByContainer[nil] ?? []).map { row in
            let text = row.label ?? "\(row.number)"
            let box = TextBox(text, size: Face.rowLabel.size, weight: Face.rowLabel.weight, measurer: measurer)
            let rect = Rect(x: left - box.width - Self.rowNameGap, y: (row.top + row.bottom) / 2 - box.height / 2,
                            width: box.width, height: box.height)
            return .init(role: .rowName, text: text, rect: rect, baseline: Point(rect.x, rect.y + box.ascent),
                         size: Face.rowLabel.size, weight: .bold)
        }
    }

    /// A nested container's labelled rows, named inside or just outside its left edge where
    /// the name covers nothing; the band alone marks the row otherwise. A row that is one
    /// view filling its band is not named: the view's tag says what it holds, and a second
    /// name beside the view (`t` by `title1`) reads as the view's.
    private func nestedRowNames(_ placement: inout Placement) -> [SceneItem] {
        var items: [SceneItem] = []
        for row in scene.tree.rows where row.container != nil {
            guard let text = row.label else { continue }
            let held = scene.views.filter { placed in
                placed.view.parent == row.container && !placed.view.isSpacer
                    && placed.frame.y >= row.top - 0.5 && placed.frame.maxY <= row.bottom + 0.5
            }
            if held.count == 1, abs(held[0].frame.y - row.top) < 0.5, abs(held[0].frame.maxY - row.bottom) < 0.5 {
                continue
            }
            let frame = scene.containerFrame(row.container)
            let box = TextBox(text, size: Face.rowLabel.size, weight: Face.rowLabel.weight, measurer: measurer)
            let y = (row.top + row.bottom) / 2 - box.height / 2
            let candidates = [Rect(x: frame.x + 3, y: y, width: box.width, height: box.height),
                              Rect(x: frame.x - box.width - 4, y: y, width: box.width, height: box.height)]
            guard let rect = candidates.first(where: { placement.isClear($0) && placement.cost($0) == 0 })
            else { continue }
            placement.addSolid(rect)
            items.append(.label(.init(role: .rowName, text: text, rect: rect,
                                      baseline: Point(rect.x, rect.y + box.ascent), size: Face.rowLabel.size,
                                      weight: .bold)))
        }
        return items
    }

    /// A spacer's size, centred in it when it fits there and covers nothing readable; its
    /// hatching says what it is otherwise.
    private func spacerSizes(_ placement: inout Placement, skipping holding: Set<Int>) -> [SceneItem] {
        var items: [SceneItem] = []
        for (index, placed) in scene.views.enumerated() where placed.view.isSpacer && !holding.contains(index) {
            let frame = placed.frame
            let text = placed.view.width >= placed.view.height
                ? NumberText.hundredths(placed.view.width) : NumberText.hundredths(placed.view.height)
            let box = TextBox(text, size: Face.viewSize.size, measurer: measurer)
            let rect = Rect(x: frame.midX - box.width / 2, y: frame.midY - box.height / 2, width: box.width,
                            height: box.height)
            guard frame.contains(rect.insetBy(-2)), placement.isClear(rect) else { continue }
            placement.addSolid(rect)
            items.append(.label(.init(role: .spacerSize, text: text, rect: rect,
                                      baseline: Point(rect.x, rect.y + box.ascent), size: Face.viewSize.size,
                                      weight: .regular)))
        }
        return items
    }
}

extension FrameBuilder {
    /// A frame with nothing laid out in it (a window whose content view, as large as the
    /// canvas, the app fills in code; a storyboard scene without views): a quiet note in the
    /// middle of the empty view, or of the canvas, says so; a blank box reads as a picture
    /// that failed.
    fileprivate func emptyFrameNote(_ placement: inout Placement) -> [SceneItem] {
        let views = scene.views.filter { !$0.view.isSpacer }
        let empty: Rect
        if views.isEmpty {
            empty = scene.canvas
        } else if views.count == 1, let only = views.first, only.kind == .box, only.view.text == nil,
                  only.frame.insetBy(-0.5).contains(scene.canvas), scene.canvas.insetBy(-0.5).contains(only.frame) {
            // A content view: the canvas's whole size (a box drawn inside the canvas, such
            // as a view filling a safe area, is a drawing of its own).
            empty = only.frame
        } else {
            return []
        }
        let text = views.isEmpty ? "no views in the file" : "no views inside it in the file"
        let box = TextBox(text, size: Face.legend.size, measurer: measurer)
        let rect = Rect(x: empty.midX - box.width / 2, y: empty.midY - box.height / 2, width: box.width, height: box.height)
        guard empty.contains(rect.insetBy(-4)), placement.isClear(rect) else { return [] }
        placement.addSolid(rect)
        return [.label(.init(role: .note, text: text, rect: rect, baseline: Point(rect.x, rect.y + box.ascent),
                             size: Face.legend.size, weight: Face.legend.weight))]
    }

    /// The lengths of the frame's marks, named once.
    enum Metrics {
        static let markerHeight = 14.0
    }
}

extension Rect {
    /// The parts of this rectangle outside `container` (at most four strips), each reaching
    /// more than half a point out: less is rounding, not a view out of its container.
    func parts(outside container: Rect) -> [Rect] {
        var parts: [Rect] = []
        let reach = 0.5
        let top = min(maxY, container.y), bottom = max(y, container.maxY)
        if top - y > reach { parts.append(Rect(x: x, y: y, width: width, height: top - y)) }
        if maxY - bottom > reach { parts.append(Rect(x: x, y: bottom, width: width, height: maxY - bottom)) }
        let middleTop = max(y, container.y), middleBottom = min(maxY, container.maxY)
        if middleBottom > middleTop {
            if container.x - x > reach {
                parts.append(Rect(x: x, y: middleTop, width: min(width, container.x - x), height: middleBottom - middleTop))
            }
            if maxX - container.maxX > reach {
                let left = max(x, container.maxX)
                parts.append(Rect(x: left, y: middleTop, width: maxX - left, height: middleBottom - middleTop))
            }
        }
        return parts.filter { $0.width * $0.height > 0 }
    }
}
