import Geometry
import TextMeasure
import VisualConstraints
import VisualSyntax

/// Paints a scene with Cairo, item by item in the scene's order: the picture is exactly
/// the scene, so what `--scene` writes is what was drawn. Decides only colours, line
/// styles and shapes; every position comes from the scene, every text's box too (the
/// painter measures nothing).
struct ScenePainter {
    let pen: Pen
    let palette: Palette

    /// The lengths and styles of the marks, named once.
    enum Metrics {
        static let outlineWidth = 1.0
        /// A view thinner than this (no width or height: a hairline of 0.5 or 1 point is a
        /// divider, drawn as it is) is drawn as a bar (`flatBar`), when at least this long.
        static let flatSize = 0.25
        static let flatBarLength = 8.0
        /// How thick a view squeezed to a line is drawn (`paintFlatBar`).
        static let flatBar = 4.0
        static let conflictOutlineWidth = 2.0
        static let ambiguousOutlineWidth = 1.5
        static let ambiguousDash = [4.0, 2.5]
        static let gridStep = 8.0
        static let gridLineWidth = 0.5
        static let marginsDash = [4.0, 3.0]
        /// The outline of a size a constraint wanted and did not get: longer dashes than the
        /// margins', in the conflict's colour, faint beside the view's own outline.
        static let wantedDash = [5.0, 3.0]
        static let tickLength = 7.0
        /// The dot of a pin of two edges together.
        static let pinDotRadius = 2.5
        /// A default spacing's line: short dashes. An unmet one: dash and dot, so that it
        /// differs from a met one without colour too.
        static let implicitDash = [3.0, 2.0]
        static let unmetDash = [6.0, 2.0, 1.5, 2.0]
        static let hatchSpacing = 6.0
        static let leaderWidth = 0.75
        /// Past this many tag leaders on a sheet (names parked by the thousand beside a pile
        /// of views), leaders are drawn crisp, without antialiasing: smoothing 10,000 long
        /// hair lines took most of such a picture's time, and nobody follows them one by one.
        static let crispLeadersFrom = 2000
        /// What a view outside `--focus` keeps of its colours.
        static let dimmedOpacity = 0.3
        static let haloOpacity = 0.9
    }

    /// Paints the plan's scene; with `band`, only the items that reach that band of the
    /// sheet, each exactly as it is painted on the whole sheet. Of an item that reaches many
    /// bands (a guide's line down a tall sheet, a tag's long leader) the parts that do not
    /// reach the band (its pill and value, its tag) are left out: they would put no pixel
    /// there, and painting every pill of 10,000 stacked gaps in each band its line crosses
    /// took most of the time of such a sheet.
    func paint(_ plan: Plan, band: Int? = nil) {
        let scene = plan.scene
        pen.fill(Rect(x: 0, y: 0, width: scene.width, height: scene.height), palette.sheet)
        let indices = band.flatMap { plan.bands.indices.contains($0) ? plan.bands[$0] : nil } ?? Array(scene.items.indices)
        let reaches = { (area: Rect) in plan.reaches(area, band: band) }
        // A run of guides paints its lines first, then its pills: a later guide's line
        // through an earlier one's value read `bro|ken`, `margin + 6 |= 14`.
        var pillsToPaint: [SceneItem.Guide] = []
        // Pins' dots go over everything else: a halo'd name beside one hid half of it.
        var pins: [SceneItem.Guide] = []
        func paintPills() {
            for guide in pillsToPaint {
                pen.textLayer?.beginAnnotation()
                paintGuidePill(guide, reaches: reaches)
                if Self.isPin(guide) { pins.append(guide) }
            }
            pillsToPaint.removeAll()
        }
        for index in indices {
            if case .guide = scene.items[index] {} else { paintPills() }
            if let layer = pen.textLayer {
                switch scene.items[index] {
                case .view(let view): layer.beginView(view)
                case .text(let text): layer.beginText(of: text.view, frame: text.frame)
                default: layer.beginAnnotation()
                }
            }
            switch scene.items[index] {
            case .canvas(let canvas): paintCanvas(canvas.rect)
            case .insets(let insets): paintInsets(insets)
            case .row(let row): pen.fill(row.band, palette.rowBand)
            case .view(let view): paintView(view)
            case .axisBreak(let cut): paintBreak(cut)
            case .wantedSize(let outline):
                if outline.isLarger { pen.fill(outline.rect, palette.conflict.withAlpha(0.05)) }
                pen.strokeInside(outline.rect, palette.conflict.withAlpha(0.6), width: 1, dash: Metrics.wantedDash)
            case .text(let text):
                let box = plan.textBoxes[index]
                paintText(text, clip: box?.rect ?? text.rect, dimmed: box?.isDimmed ?? false)
            case .guide(let guide):
                paintGuideLine(guide, reaches: reaches)
                pillsToPaint.append(guide)
            case .tag(let tag): paintTag(tag, crispLeader: plan.crispLeaders, reaches: reaches)
            case .marker(let marker):
                paintMarker(marker.text, in: marker.rect, box: marker.textBox, isConflict: marker.isConflict)
            case .label(let label): paintLabel(label)
            case .swatch(let swatch): paintSwatch(swatch)
            }
        }
        paintPills()
        for pin in pins {
            pen.textLayer?.beginAnnotation()
            pen.fillCircle(center: (pin.from.x, pin.from.y), radius: Metrics.pinDotRadius, guideColor(pin))
        }
    }

    /// A met gap of 0, two edges pinned together: drawn as a dot where they meet.
    private static func isPin(_ guide: SceneItem.Guide) -> Bool {
        guide.met && abs(guide.from.x - guide.to.x) + abs(guide.from.y - guide.to.y) < 0.5
    }

    /// What painting needs beyond the items themselves, worked out once however many bands
    /// paint them: the box each text is clipped to and faded with (the view painted last
    /// under its name before it), and which items reach each band.
    struct Plan: Sendable {
        let scene: Scene
        fileprivate let textBoxes: [Int: SceneItem.View]
        /// Per band of `bandHeight` points from the top, the indices of the items that reach
        /// it, in paint order.
        fileprivate let bands: [[Int]]
        /// True on a sheet crowded with leaders (`Metrics.crispLeadersFrom`).
        fileprivate let crispLeaders: Bool
        /// The bands' height in points; nil: one pass.
        private let bandHeight: Double?

        /// How far paint may reach beyond an item's rectangle: outlines and borders outside
        /// it, a leader's dot, glyphs past their advance.
        static let paintReach = 10.0

        /// `bandHeight`: the height of the bands the sheet is painted in, nil for one pass.
        init(scene: Scene, bandHeight: Double?, bandCount: Int) {
            self.scene = scene
            self.bandHeight = bandHeight
            var boxes: [String: SceneItem.View] = [:]
            var textBoxes: [Int: SceneItem.View] = [:]
            var bands = [[Int]](repeating: [], count: bandHeight == nil ? 0 : bandCount)
            var tagLeaders = 0
            for (index, item) in scene.items.enumerated() {
                switch item {
                case .view(let view): boxes[view.name] = view
                case .text(let text): textBoxes[index] = boxes[text.view]
                case .tag(let tag) where tag.leader != nil: tagLeaders += 1
                default: break
                }
                guard let bandHeight, bandCount > 0 else { continue }
                var first = 0, last = bandCount - 1
                if let area = Self.paintedArea(item) {
                    guard area.y.isFinite, area.maxY.isFinite else { continue }
                    first = max(0, Int(min(Double(bandCount), (area.y / bandHeight).rounded(.down))))
                    last = min(bandCount - 1, Int(max(-1, (area.maxY / bandHeight).rounded(.down))))
                }
                guard first <= last else { continue }
                for band in first...last { bands[band].append(index) }
            }
            self.textBoxes = textBoxes
            self.bands = bands
            crispLeaders = tagLeaders >= Metrics.crispLeadersFrom
        }

        /// Whether paint within `area` (and `paintReach` around it) can reach `band`; always
        /// true in one pass. The same rule as the bands' lists of items.
        fileprivate func reaches(_ area: Rect, band: Int?) -> Bool {
            guard let band, let bandHeight else { return true }
            let area = area.insetBy(-Self.paintReach)
            guard area.y.isFinite, area.maxY.isFinite else { return true }
            return area.maxY >= Double(band) * bandHeight && area.y < Double(band + 1) * bandHeight
        }

        /// Everything an item can paint: its rectangle, a tag's leader, and `paintReach`
        /// around them; nil when it is not known (it reaches every band).
        private static func paintedArea(_ item: SceneItem) -> Rect? {
            guard var area = item.coveredRect else { return nil }
            if case .tag(let tag) = item, let leader = tag.leader {
                area = area.union(Rect.around(leader.0, leader.1, width: 0))
            }
            return area.insetBy(-paintReach)
        }
    }

    // MARK: Canvas and insets

    private func paintCanvas(_ canvas: Rect) {
        pen.fill(canvas, palette.canvas)
        if let grid = palette.grid {
            var lines: [[(Double, Double)]] = []
            var x = canvas.x + Metrics.gridStep
            while x < canvas.maxX { lines.append([(x, canvas.y), (x, canvas.maxY)]); x += Metrics.gridStep }
            var y = canvas.y + Metrics.gridStep
            while y < canvas.maxY { lines.append([(canvas.x, y), (canvas.maxX, y)]); y += Metrics.gridStep }
            pen.strokeLines(lines, grid, width: Metrics.gridLineWidth)
        }
        // The border lies outside the canvas, so a view flush with the edge keeps its outline.
        pen.strokeInside(canvas.insetBy(-1), palette.canvasBorder, width: 1)
    }

    private func paintInsets(_ insets: SceneItem.Insets) {
        for strip in insets.safeArea { pen.fill(strip, palette.safeArea) }
        for strip in insets.margins { pen.fill(strip, palette.safeArea.withAlpha(palette.safeArea.alpha / 2)) }
        if let outline = insets.marginsOutline {
            pen.strokeInside(outline.insetBy(-0.5), palette.margins, width: 1, dash: Metrics.marginsDash)
        }
    }

    // MARK: Views

    private func paintView(_ view: SceneItem.View) {
        let frame = view.rect
        if view.isSpacer {
            if !view.holdsViews { hatch(frame, palette.hatch) }
            pen.strokeInside(frame, palette.hatch, width: Metrics.outlineWidth, dash: [3, 2])
            return
        }
        let hue = ViewHue.of(view.name)
        let fade = view.isDimmed ? Metrics.dimmedOpacity : 1
        func faded(_ color: Color) -> Color { color.withAlpha(color.alpha * fade) }
        let fill = view.isContainer ? palette.fill(hue).withAlpha(palette.fill(hue).alpha * 0.6) : palette.fill(hue)
        let outline = faded(palette.outline(hue))
        switch view.kind {
        case "button":
            let radius = min(8, frame.height / 2)
            pen.fill(frame, faded(palette.buttonFill), radius: radius)
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth, radius: radius)
            if view.isUntitled { paintPictureGlyph(in: frame, faded(palette.onAccent)) }
        case "field":
            pen.fill(frame, faded(palette.fieldFill), radius: 5)
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth, radius: 5)
        case "switch":
            pen.fill(frame, faded(fill))
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth)
            paintToggle(in: frame, isOn: view.isOn, fade: fade)
        case "checkbox", "radio":
            pen.fill(frame, faded(fill))
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth)
            if let mark = view.stateMark { paintStateMark(mark, isRound: view.kind == "radio", isOn: view.isOn, fade: fade) }
        case "popup":
            switch view.face {
            case nil:
                // AppKit's: a light bordered face, not a push button's accent fill: a pop-up
                // shows a choice, it does not act.
                let radius = min(6, frame.height / 2)
                pen.fill(frame, faded(fill), radius: radius)
                pen.strokeInside(frame, outline, width: Metrics.outlineWidth, radius: radius)
                if let chevron = view.chevron { paintChevron(chevron, faded(palette.text)) }
            case .plain?:
                // UIKit's plain: no bezel, only the tinted title and indicator; the frame is
                // still a box of the layout, drawn as a label's, square and light.
                pen.fill(frame, faded(fill.withAlpha(fill.alpha * 0.5)))
                pen.strokeInside(frame, outline.withAlpha(outline.alpha * 0.6), width: Metrics.outlineWidth)
                if let chevron = view.chevron { paintChevron(chevron, faded(palette.tint)) }
            case .tinted?:
                // UIKit's tinted (and grey): a light tint of the accent behind a tinted title.
                let radius = min(8, frame.height / 2)
                pen.fill(frame, faded(palette.tint.withAlpha(0.14)), radius: radius)
                pen.strokeInside(frame, outline, width: Metrics.outlineWidth, radius: radius)
                if let chevron = view.chevron { paintChevron(chevron, faded(palette.tint)) }
            case .filled?:
                // UIKit's filled: a push button's accent face, its title and indicator on it.
                let radius = min(8, frame.height / 2)
                pen.fill(frame, faded(palette.buttonFill), radius: radius)
                pen.strokeInside(frame, outline, width: Metrics.outlineWidth, radius: radius)
                if let chevron = view.chevron { paintChevron(chevron, faded(palette.onAccent)) }
            }
        case "combo":
            // A field with its list's button at the trailing side, set off by a line.
            pen.fill(frame, faded(palette.fieldFill), radius: 5)
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth, radius: 5)
            if let chevron = view.chevron {
                let area = min(ViewKind.chevronArea, frame.width)
                let mark = chevron.rect
                let x = mark.midX < frame.midX ? mark.midX + area / 2 : mark.midX - area / 2
                pen.strokeLines([[(x, frame.y + 4), (x, frame.maxY - 4)]], outline, width: 1)
                paintChevron(chevron, faded(palette.text))
            }
        case "image":
            pen.fill(frame, faded(fill))
            pen.clipped(to: frame) {
                pen.strokeLines([[(frame.x, frame.y), (frame.maxX, frame.maxY)],
                                 [(frame.maxX, frame.y), (frame.x, frame.maxY)]],
                                outline.withAlpha(outline.alpha * 0.55), width: 1)
            }
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth)
        default:
            pen.fill(frame, faded(fill))
            pen.strokeInside(frame, outline, width: Metrics.outlineWidth)
        }
        for part in view.overflow { hatch(part, palette.conflict) }
        let isConflict = view.marks.contains(.conflict)
        if isConflict {
            pen.strokeInside(frame, palette.conflict, width: Metrics.conflictOutlineWidth)
        } else if view.marks.contains(.ambiguousHorizontal) || view.marks.contains(.ambiguousVertical) {
            pen.strokeInside(frame, palette.ambiguous, width: Metrics.ambiguousOutlineWidth, dash: Metrics.ambiguousDash)
        }
        paintFlatBar(frame, standOff: view.standOff, isConflict ? palette.conflict : outline)
    }

    /// A small picture (a frame, a hill, a sun) centred on an untitled button: the image it
    /// shows, which Visual does not have. Half the button's shorter side, 8 to 18 points; a
    /// button too small for one keeps its plain face.
    private func paintPictureGlyph(in frame: Rect, _ color: Color) {
        let side = min(18, min(frame.width, frame.height) / 2)
        guard side >= 8 else { return }
        let x = frame.midX - side / 2, y = frame.midY - side / 2
        func at(_ u: Double, _ v: Double) -> (Double, Double) { (x + u * side, y + v * side) }
        let line = max(1, side / 12)
        pen.strokeInside(Rect(x: x, y: y, width: side, height: side), color, width: line, radius: side / 5)
        pen.strokeLines([[at(0.14, 0.8), at(0.4, 0.5), at(0.58, 0.68), at(0.7, 0.56), at(0.86, 0.8)]], color,
                        width: line, roundCaps: true)
        pen.fillCircle(center: at(0.68, 0.32), radius: side / 11, color)
    }

    /// A view with no width (or no height) is a line, which reads as a guide or an edge of
    /// another box, and with caps across its ends as a dimension line (both have ticks): it
    /// is drawn as a bar `flatBar` thick with rounded ends, a box squeezed flat. A line drawn
    /// off the edge it lies on (`standOff`) has thin links from its ends back to that edge.
    private func paintFlatBar(_ frame: Rect, standOff: Double, _ color: Color) {
        let half = Metrics.flatBar / 2
        if frame.width < Metrics.flatSize && frame.height >= Metrics.flatBarLength {
            let x = frame.midX
            pen.fill(Rect(x: x - half, y: frame.y, width: 2 * half, height: frame.height), color, radius: half)
            if standOff != 0 {
                pen.strokeLines([[(x, frame.y), (x - standOff, frame.y)], [(x, frame.maxY), (x - standOff, frame.maxY)]],
                                color, width: 1)
            }
        } else if frame.height < Metrics.flatSize && frame.width >= Metrics.flatBarLength {
            let y = frame.midY
            pen.fill(Rect(x: frame.x, y: y - half, width: frame.width, height: 2 * half), color, radius: half)
            if standOff != 0 {
                pen.strokeLines([[(frame.x, y), (frame.x, y - standOff)], [(frame.maxX, y), (frame.maxX, y - standOff)]],
                                color, width: 1)
            }
        }
    }

    /// Each band cleared to the canvas, a zigzag along both its long edges.
    private func paintBreak(_ cut: SceneItem.AxisBreak) {
        let tooth = 4.0
        for band in cut.bands {
            pen.fill(band, palette.canvas)
            var lines: [[(Double, Double)]] = []
            if cut.axis == .vertical {
                for y in [band.y, band.maxY] {
                    var points: [(Double, Double)] = []
                    var x = band.x, up = true
                    while x < band.maxX { points.append((x, y + (up ? -1.5 : 1.5))); x += tooth; up.toggle() }
                    points.append((band.maxX, y))
                    lines.append(points)
                }
            } else {
                for x in [band.x, band.maxX] {
                    var points: [(Double, Double)] = []
                    var y = band.y, left = true
                    while y < band.maxY { points.append((x + (left ? -1.5 : 1.5), y)); y += tooth; left.toggle() }
                    points.append((x, band.maxY))
                    lines.append(points)
                }
            }
            pen.strokeLines(lines, palette.secondaryText, width: 1)
        }
    }

    /// A UISwitch-sized toggle (51 × 31, or smaller to fit) at the frame's leading edge: on,
    /// the accent track with the knob at its end; off, a grey outlined track with the knob
    /// at its start.
    private func paintToggle(in frame: Rect, isOn: Bool, fade: Double) {
        let width = min(51, frame.width - 4), height = min(31, frame.height - 4)
        guard width > 4, height > 4 else { return }
        let track = Rect(x: frame.x + 2, y: frame.midY - height / 2, width: width, height: height)
        if isOn {
            pen.fill(track, palette.buttonFill.withAlpha(fade), radius: height / 2)
            pen.fillCircle(center: (track.maxX - height / 2, track.midY), radius: height / 2 - 2,
                           palette.onAccent.withAlpha(fade))
        } else {
            pen.fill(track, palette.hatch.withAlpha(0.35 * fade), radius: height / 2)
            pen.strokeInside(track, palette.hatch.withAlpha(fade), width: 1, radius: height / 2)
            pen.fillCircle(center: (track.x + height / 2, track.midY), radius: height / 2 - 2, palette.canvas.withAlpha(fade))
        }
    }

    /// A checkbox's square (a tick when on) or a radio button's circle (a dot when on).
    private func paintStateMark(_ mark: Rect, isRound: Bool, isOn: Bool, fade: Double) {
        let side = mark.width
        let radius = isRound ? side / 2 : side / 5
        if isOn {
            pen.fill(mark, palette.buttonFill.withAlpha(fade), radius: radius)
            if isRound {
                pen.fillCircle(center: (mark.midX, mark.midY), radius: side / 5, palette.onAccent.withAlpha(fade))
            } else {
                func at(_ u: Double, _ v: Double) -> (Double, Double) { (mark.x + u * side, mark.y + v * side) }
                pen.strokeLines([[at(0.24, 0.52), at(0.43, 0.72), at(0.77, 0.3)]], palette.onAccent.withAlpha(fade),
                                width: max(1, side / 8), roundCaps: true)
            }
        } else {
            pen.fill(mark, palette.canvas.withAlpha(fade), radius: radius)
            pen.strokeInside(mark, palette.hatch.withAlpha(fade), width: 1, radius: radius)
        }
    }

    /// A pop-up's chevrons, one pointing up above one pointing down, filling their box; or a
    /// pull-down's or combo box's single one pointing down.
    private func paintChevron(_ chevron: SceneItem.Chevron, _ color: Color) {
        let box = chevron.rect
        let width = max(1, box.width / 5)
        if chevron.shape == .upAndDown {
            let arm = box.height * 4 / 11
            pen.strokeLines([[(box.x, box.y + arm), (box.midX, box.y), (box.maxX, box.y + arm)],
                             [(box.x, box.maxY - arm), (box.midX, box.maxY), (box.maxX, box.maxY - arm)]],
                            color, width: width, roundCaps: true)
        } else {
            pen.strokeLines([[(box.x, box.y), (box.midX, box.maxY), (box.maxX, box.y)]], color, width: width,
                            roundCaps: true)
        }
    }

    /// Diagonal lines across `rect`, at multiples of the spacing so that the pattern lines
    /// up across neighbouring hatched areas.
    private func hatch(_ rect: Rect, _ color: Color) {
        pen.hatch(rect, color, spacing: Metrics.hatchSpacing, width: 0.75)
    }

    private func paintText(_ text: SceneItem.Text, clip: Rect, dimmed: Bool) {
        var color = text.onAccent ? palette.onAccent : text.isTinted ? palette.tint
            : text.isSample ? palette.sampleText : text.isSecondary ? palette.fieldText : palette.text
        // A stand-in on a button's face: its title colour, fainter.
        if text.isSample && text.onAccent { color = color.withAlpha(color.alpha * 0.7) }
        if dimmed { color = color.withAlpha(Metrics.dimmedOpacity) }
        // Cut at the box's sides only: as UIKit does not clip a label's text vertically,
        // marks below the line (Arabic dots, descenders of a fallback face) that reach past
        // a hugging label's box still show.
        let reach = text.size / 2
        pen.clipped(to: Rect(x: clip.x, y: clip.y - reach, width: clip.width, height: clip.height + 2 * reach)) {
            pen.text(text.text, at: (text.baseline.x, text.baseline.y), size: text.size, weight: text.weight, color)
        }
    }

    // MARK: Guides

    private func guideColor(_ guide: SceneItem.Guide) -> Color {
        let color = guide.gaveWay ? palette.gaveWay
            : !guide.met ? palette.conflict : guide.isImplicit ? palette.implicitGuide : palette.guide
        return guide.isDimmed ? color.withAlpha(color.alpha * Metrics.dimmedOpacity) : color
    }

    /// A guide's line across its gap with a tick at each end, its extension lines, and its
    /// pill's leader. `reaches`: whether paint in an area can reach what is being painted
    /// (the leader is left out where it cannot).
    private func paintGuideLine(_ guide: SceneItem.Guide, reaches: (Rect) -> Bool) {
        let color = guideColor(guide)
        let half = Metrics.tickLength / 2
        let (a, b) = ((guide.from.x, guide.from.y), (guide.to.x, guide.to.y))
        let ticks: [[(Double, Double)]] = guide.axis == .horizontal
            ? [[(a.0, a.1 - half), (a.0, a.1 + half)], [(b.0, b.1 - half), (b.0, b.1 + half)]]
            : [[(a.0 - half, a.1), (a.0 + half, a.1)], [(b.0 - half, b.1), (b.0 + half, b.1)]]
        if !guide.extensions.isEmpty {
            pen.strokeLines(guide.extensions.map { [($0.0.x, $0.0.y), ($0.1.x, $0.1.y)] }, color,
                            width: Metrics.leaderWidth)
        }
        if guide.met {
            pen.strokeLines([[a, b]] + ticks, color, width: 1, dash: guide.isImplicit ? Metrics.implicitDash : [])
        } else {
            // Dash and dot along the gap, solid ticks: the ends stay exact.
            pen.strokeLines([[a, b]], color, width: 1.5, dash: Metrics.unmetDash)
            pen.strokeLines(ticks, color, width: 1.5)
        }
        if guide.pill != nil, let leader = guide.leader, reaches(Rect.around(leader.0, leader.1, width: 0)) {
            pen.strokeLines([[(leader.0.x, leader.0.y), (leader.1.x, leader.1.y)]], color, width: Metrics.leaderWidth)
        }
    }

    /// A guide's value in a pill: filled and round for a written spacing, hollow for a
    /// default, square-cornered for an unmet one; left out where paint cannot reach it. (A
    /// pin of two edges together, a gap of 0, has no length to draw: a dot where the edges
    /// meet, painted after everything, over its pill's rim, says where it holds; a bare `0`
    /// beside a cell's edge pointed at nothing.)
    private func paintGuidePill(_ guide: SceneItem.Guide, reaches: (Rect) -> Bool) {
        let color = guideColor(guide)
        guard let pill = guide.pill, reaches(pill) else { return }
        let radius = guide.met ? pill.height / 2 : 2
        let box = guide.labelBox
        let textColor: Color
        if guide.isImplicit && guide.met {
            pen.fill(pill, palette.canvas, radius: radius)
            pen.strokeInside(pill, color, width: 1, radius: radius)
            textColor = palette.implicitGuideText
        } else if guide.met {
            // A tint with no outline: the value reads on it as well, and on a dense screen
            // the pills no longer outweigh the views' text (an outline round each of
            // card-list's 31 values was most of their ink).
            let fill = guide.isDimmed ? palette.pillFill.withAlpha(palette.pillFill.alpha * Metrics.dimmedOpacity)
                : palette.pillFill
            pen.fill(pill, palette.canvas, radius: radius)
            pen.fill(pill, fill, radius: radius)
            textColor = guide.isDimmed ? palette.guideLabelText.withAlpha(Metrics.dimmedOpacity) : palette.guideLabelText
        } else {
            pen.fill(pill, color, radius: radius)
            textColor = guide.gaveWay ? palette.onGaveWay : palette.onConflict
        }
        pen.text(guide.label, at: (pill.x + PillPlacer.pillPadding, pill.y + (pill.height - box.height) / 2 + box.ascent),
                 size: Face.guide.size, weight: Face.guide.weight, textColor)
    }

    // MARK: Tags, markers, labels

    /// `reaches`: as for a guide (a tag parked far from its view is left out of the bands
    /// only its leader crosses).
    private func paintTag(_ tag: SceneItem.Tag, crispLeader: Bool, reaches: (Rect) -> Bool) {
        let fade = tag.isDimmed ? Metrics.dimmedOpacity : 1
        let nameColor = palette.name(tag.hue).withAlpha(fade)
        if let leader = tag.leader {
            pen.strokeLines([[(leader.0.x, leader.0.y), (leader.1.x, leader.1.y)]], nameColor,
                            width: Metrics.leaderWidth, crisp: crispLeader)
            pen.fillCircle(center: (leader.1.x, leader.1.y), radius: 1.5, nameColor)
        }
        guard reaches(tag.rect) else { return }
        if let callout = tag.callout {
            paintCallout(in: tag.rect, nameColor)
            pen.text(callout, at: (tag.baseline.x, tag.baseline.y), size: Face.viewName.size, weight: .bold,
                     palette.calloutText.withAlpha(fade))
            return
        }
        if tag.hasHalo {
            pen.fill(tag.rect, palette.canvas.withAlpha(Metrics.haloOpacity), radius: 3)
        }
        let name = String(tag.text.prefix(tag.nameLength))
        let size = String(tag.text.dropFirst(tag.nameLength + 1))
        pen.text(name, at: (tag.baseline.x, tag.baseline.y), size: Face.viewName.size, weight: .bold, nameColor)
        if !size.isEmpty {
            pen.text(size, at: (tag.baseline.x + tag.nameWidth + TagPlacer.nameSizeGap, tag.baseline.y),
                     size: Face.viewSize.size, palette.secondaryText.withAlpha(fade))
        }
    }

    /// A callout's badge: a rounded square in the view's name colour with a thin ring of the
    /// canvas inside its edge, so that in greyscale too it is not a spacing's round pill.
    private func paintCallout(in rect: Rect, _ color: Color) {
        pen.fill(rect, color, radius: 3)
        pen.strokeInside(rect.insetBy(1), palette.canvas, width: 0.75, radius: 2)
    }

    /// `box`: the text as measured when the marker was sized.
    func paintMarker(_ text: String, in rect: Rect, box: TextBox, isConflict: Bool) {
        pen.fill(rect, isConflict ? palette.conflict : palette.ambiguous, radius: rect.height / 2)
        pen.text(text, at: (rect.midX - box.width / 2, rect.midY - box.height / 2 + box.ascent),
                 size: Face.marker.size, weight: .bold, isConflict ? palette.onConflict : palette.onAmbiguous)
    }

    private func paintLabel(_ label: SceneItem.Label) {
        let color: Color = switch label.role {
        case .title: palette.text
        case .rowName: palette.rowLabel
        case .caption, .legend, .key, .inset, .spacerSize, .note: palette.secondaryText
        }
        pen.text(label.text, at: (label.baseline.x, label.baseline.y), size: label.size, weight: label.weight, color)
    }

    private func paintSwatch(_ swatch: SceneItem.Swatch) {
        let rect = swatch.rect
        let middle = rect.midY
        switch swatch.sample {
        case .writtenSpacing, .defaultSpacing, .unmetSpacing, .gaveWaySpacing:
            let color = swatch.sample == .writtenSpacing ? palette.guide
                : swatch.sample == .defaultSpacing ? palette.implicitGuide
                : swatch.sample == .gaveWaySpacing ? palette.gaveWay : palette.conflict
            let dash = swatch.sample == .defaultSpacing ? Metrics.implicitDash
                : swatch.sample == .unmetSpacing || swatch.sample == .gaveWaySpacing ? Metrics.unmetDash : []
            let line = [(rect.x, middle), (rect.maxX, middle)]
            let ticks = [[(rect.x, middle - 3.5), (rect.x, middle + 3.5)], [(rect.maxX, middle - 3.5), (rect.maxX, middle + 3.5)]]
            if swatch.sample == .unmetSpacing || swatch.sample == .gaveWaySpacing {
                pen.strokeLines([line], color, width: 1.5, dash: dash)
                pen.strokeLines(ticks, color, width: 1.5)
            } else {
                pen.strokeLines([line] + ticks, color, width: 1, dash: dash)
            }
        case .wantedSize:
            pen.fill(rect, palette.conflict.withAlpha(0.05))
            pen.strokeInside(rect, palette.conflict.withAlpha(0.6), width: 1, dash: Metrics.wantedDash)
        case .spacer:
            hatch(rect, palette.hatch)
            pen.strokeInside(rect, palette.hatch, width: 1, dash: [3, 2])
        case .overflow:
            hatch(rect, palette.conflict)
        case .truncated:
            guard let box = swatch.textBox, let text = swatch.sample.text else { return }
            pen.strokeInside(rect, palette.secondaryText, width: 1)
            pen.text(text.string, at: (rect.midX - box.width / 2, rect.midY - box.height / 2 + box.ascent),
                     size: text.size, weight: text.weight, palette.text)
        case .sampleText:
            guard let box = swatch.textBox, let text = swatch.sample.text else { return }
            pen.text(text.string, at: (rect.midX - box.width / 2, rect.midY - box.height / 2 + box.ascent),
                     size: text.size, weight: text.weight, palette.sampleText)
        case .callout:
            guard let box = swatch.textBox, let text = swatch.sample.text else { return }
            let height = box.height + 2
            let badge = Rect(x: rect.midX - height / 2, y: middle - height / 2, width: height, height: height)
            paintCallout(in: badge, palette.secondaryText)
            pen.text(text.string, at: (badge.midX - box.width / 2, badge.midY - box.height / 2 + box.ascent),
                     size: text.size, weight: text.weight, palette.calloutText)
        case .conflict, .ambiguous:
            guard let box = swatch.textBox, let text = swatch.sample.text?.string else { return }
            let width = max(FrameBuilder.Metrics.markerHeight, box.width + 6)
            paintMarker(text, in: Rect(x: rect.midX - width / 2, y: middle - FrameBuilder.Metrics.markerHeight / 2,
                                       width: width, height: FrameBuilder.Metrics.markerHeight),
                        box: box, isConflict: swatch.sample == .conflict)
        }
    }
}
