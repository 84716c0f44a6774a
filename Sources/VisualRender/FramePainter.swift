import TextMeasure
import VisualConstraints
import VisualLayout
import VisualSyntax
import NumberText

/// Draws one solved layout with its canvas's top-left corner at `origin` on the sheet:
/// canvas, insets, row bands, views, guides, names, problem marks, in that order (later
/// ones on top). Records what it drew in `drawing`.
struct FramePainter {
    let scene: FrameScene
    let palette: Palette
    let options: RenderOptions
    let measurer: TextMeasurer
    let pen: Pen
    /// The canvas's top-left corner on the sheet.
    let origin: (x: Double, y: Double)
    /// Where labels may go: the frame's column on the sheet, in canvas coordinates.
    let labelBounds: Rect

    /// The frame outline's width; conflict and ambiguity outlines are wider.
    static let outlineWidth = 1.0

    /// The lengths the frame is drawn with, in points, named once.
    enum Metrics {
        /// The blueprint theme's grid: a line every 8 points, half a point wide.
        static let gridStep = 8.0
        static let gridLineWidth = 0.5
        /// Labels in the margin (row labels, the safe area's) keep this far from the frame.
        static let marginGap = 8.0
        static let safeAreaLabelInset = 6.0
        /// A nested container's row label: inside its left edge, or outside it.
        static let nestedRowLabelInset = 3.0
        static let nestedRowLabelOutset = 4.0
        /// The margins' dashed line: 4 on, 3 off.
        static let marginsDash = [4.0, 3.0]
        static let conflictOutlineWidth = 2.0
        static let ambiguousOutlineWidth = 1.5
        static let ambiguousDash = [4.0, 2.5]
        /// A problem marker: a circle on the view's top-right corner; two side by side are
        /// this far apart.
        static let markerRadius = 6.5
        static let markerSpacing = 15.0
        /// Optical centring of the marker's glyph.
        static let markerGlyphNudge = 0.3
        /// The clear ring around a name outside its view, its corner radius and opacity.
        static let nameHalo = 2.0
        static let nameHaloRadius = 3.0
        static let nameHaloOpacity = 0.85
        /// Between a view's name and its size.
        static let nameSizeGap = 4.0
        /// A name inside its view keeps this far from the left or right edge and from the
        /// top or bottom edge.
        static let insideInsetX = 2.0
        static let insideInsetY = 1.0
        /// Sliding a name along above or below its view: steps of 12 points, at most 6, as
        /// long as 12 points of it stay over the view.
        static let slideStep = 12.0
        static let slideSteps = 6
        /// A name beside its view keeps this far from it.
        static let besideGap = 4.0
    }

    func paint(into drawing: inout Drawing) {
        pen.save()
        pen.translate(origin.x, origin.y)
        var placer = LabelPlacer(bounds: labelBounds, preferred: scene.canvas)
        paintCanvas()
        paintInsets(of: nil, &placer, &drawing)
        paintRows(in: nil, &placer, &drawing)
        for view in scene.views { avoidMarkers(view, &placer) }
        for (index, view) in scene.views.enumerated() {
            paintView(view)
            if view.isContainer {
                paintInsets(of: view.view.name, &placer, &drawing)
                paintRows(in: view.view.name, &placer, &drawing)
            }
            drawing.boxes.append(Drawing.Box(name: view.view.name, frame: sheet(view.frame), isSpacer: view.view.isSpacer))
            for (text, rect) in contentTexts(scene.views[index]) {
                placer.avoid(rect, .label)
                drawing.labels.append(Drawing.Label(role: .content, text: text, frame: sheet(rect)))
            }
            if !view.view.isSpacer { placer.avoid(view.frame, .frame) }
        }
        for view in scene.views { paintProblem(view) }
        if options.showsGuides { paintGuideLines(&placer) }
        paintNames(of: scene.views.filter { !$0.view.isSpacer }, &placer, &drawing)
        if options.showsGuides { paintGuideValues(&placer, &drawing) }
        // A spacer's size matters least: it takes what room the values leave, or none.
        paintNames(of: scene.views.filter(\.view.isSpacer), &placer, &drawing)
        paintNestedRowLabels(&placer, &drawing)
        for view in scene.views { paintMarkers(view, &drawing) }
        pen.restore()
    }

    /// A rectangle in canvas coordinates, on the sheet.
    func sheet(_ rect: Rect) -> Rect { rect.offsetBy(origin.x, origin.y) }

    // MARK: Canvas, insets, rows

    private func paintCanvas() {
        let canvas = scene.canvas
        pen.fill(canvas, palette.canvas)
        if let grid = palette.grid {
            var lines: [[(Double, Double)]] = []
            var x = Metrics.gridStep
            while x < canvas.width { lines.append([(x, 0), (x, canvas.height)]); x += Metrics.gridStep }
            var y = Metrics.gridStep
            while y < canvas.height { lines.append([(0, y), (canvas.width, y)]); y += Metrics.gridStep }
            pen.strokeLines(lines, grid, width: Metrics.gridLineWidth)
        }
        // The border lies outside the canvas, so a view flush with the edge keeps its outline.
        pen.strokeInside(canvas.insetBy(-1), palette.canvasBorder, width: 1)
    }

    /// The four strips an inset leaves along a frame's edges.
    private func strips(_ frame: Rect, _ insets: Insets) -> [Rect] {
        [
            Rect(x: frame.x, y: frame.y, width: frame.width, height: insets.top),
            Rect(x: frame.x, y: frame.maxY - insets.bottom, width: frame.width, height: insets.bottom),
            Rect(x: frame.x, y: frame.y + insets.top, width: insets.left,
                 height: frame.height - insets.top - insets.bottom),
            Rect(x: frame.maxX - insets.right, y: frame.y + insets.top, width: insets.right,
                 height: frame.height - insets.top - insets.bottom),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// Safe area: the inset strips shaded; margins: their strips shaded more lightly, with
    /// a dashed line where the margins run. Drawn over the container's fill, under its views.
    private func paintInsets(of container: String?, _ placer: inout LabelPlacer, _ drawing: inout Drawing) {
        for insets in scene.insetsByContainer[container] ?? [] {
            let frame = scene.containerFrame(insets.container)
            let safe = insets.safeArea
            for strip in strips(frame, safe) { pen.fill(strip, palette.safeArea) }
            for strip in strips(frame, insets.margins) {
                pen.fill(strip, palette.safeArea.withAlpha(palette.safeArea.alpha / 2))
            }
            if safe.top >= 11 {
                let text = "safe area \(NumberText.hundredths(safe.top))"
                let box = TextBox(text, size: Face.inset.size, measurer: measurer)
                let rect = Rect(x: frame.maxX - box.width - Metrics.safeAreaLabelInset, y: frame.y + (safe.top - box.height) / 2,
                                width: box.width, height: box.height)
                if rect.x > frame.x {
                    pen.text(text, at: (rect.x, rect.y + box.ascent), size: Face.inset.size, palette.secondaryText)
                    placer.avoid(rect, .label)
                    drawing.labels.append(Drawing.Label(role: .legend, text: text, frame: sheet(rect)))
                }
            }
            let margins = insets.margins
            if margins != .zero {
                let inner = Rect(x: frame.x + margins.left, y: frame.y + margins.top,
                                 width: max(0, frame.width - margins.left - margins.right),
                                 height: max(0, frame.height - margins.top - margins.bottom))
                pen.strokeInside(inner.insetBy(-0.5), palette.margins, width: 1, dash: Metrics.marginsDash)
            }
        }
    }

    /// A faint band across the container per row, drawn over the container's fill and
    /// under its views. The canvas's rows are labelled in the margin the sheet keeps for
    /// them (`r1`, or the row's number); a nested container's labelled rows are labelled
    /// last (`paintNestedRowLabels`).
    private func paintRows(in container: String?, _ placer: inout LabelPlacer, _ drawing: inout Drawing) {
        for row in scene.rowsByContainer[container] ?? [] {
            let frame = scene.containerFrame(row.container)
            let band = Rect(x: frame.x, y: row.top, width: frame.width, height: row.bottom - row.top)
            if band.height > 0 { pen.fill(band, palette.rowBand) }
            guard container == nil else { continue }
            let text = row.label ?? "\(row.number)"
            let box = TextBox(text, size: Face.rowLabel.size, bold: true, measurer: measurer)
            let rect = Rect(x: frame.x - box.width - Metrics.marginGap, y: band.midY - box.height / 2, width: box.width,
                            height: box.height)
            placer.avoid(rect, .label)
            pen.text(text, at: (rect.x, rect.y + box.ascent), size: Face.rowLabel.size, bold: true, palette.rowLabel)
            drawing.labels.append(Drawing.Label(role: .rowLabel, text: text, frame: sheet(rect)))
        }
    }

    /// A nested container's row labels, after everything else, only where one covers
    /// nothing: beside its band, inside or just outside the container's left edge. The
    /// band alone marks the row when there is no such place (a number would say little,
    /// so unlabelled rows get none).
    private func paintNestedRowLabels(_ placer: inout LabelPlacer, _ drawing: inout Drawing) {
        for row in scene.tree.rows where row.container != nil {
            guard let text = row.label else { continue }
            let frame = scene.containerFrame(row.container)
            let box = TextBox(text, size: Face.rowLabel.size, bold: true, measurer: measurer)
            let y = (row.top + row.bottom) / 2 - box.height / 2
            guard let rect = placer.placeIfFree([
                Rect(x: frame.x + Metrics.nestedRowLabelInset, y: y, width: box.width, height: box.height),
                Rect(x: frame.x - box.width - Metrics.nestedRowLabelOutset, y: y, width: box.width, height: box.height),
            ]) else { continue }
            pen.text(text, at: (rect.x, rect.y + box.ascent), size: Face.rowLabel.size, bold: true, palette.rowLabel)
            drawing.labels.append(Drawing.Label(role: .rowLabel, text: text, frame: sheet(rect)))
        }
    }

    // MARK: Problems

    /// A conflict: a wide red outline; an ambiguity: a dashed orange one.
    private func paintProblem(_ placed: FrameScene.PlacedView) {
        let view = placed.view
        if view.conflict {
            pen.strokeInside(placed.frame, palette.conflict, width: Metrics.conflictOutlineWidth)
        } else if !view.ambiguous.isEmpty {
            pen.strokeInside(placed.frame, palette.ambiguous, width: Metrics.ambiguousOutlineWidth, dash: Metrics.ambiguousDash)
        }
    }

    /// The marks a view gets, each with its colour and the circle it is drawn in: round, on
    /// the view's top-right corner, `!` for a conflict and `?` for ambiguity.
    private func markers(_ placed: FrameScene.PlacedView) -> [(mark: String, color: Color, circle: Rect)] {
        var marks: [(String, Color)] = []
        if placed.view.conflict { marks.append(("!", palette.conflict)) }
        if !placed.view.ambiguous.isEmpty { marks.append(("?", palette.ambiguous)) }
        return marks.enumerated().map { index, mark in
            let center = (placed.frame.maxX - Double(index) * Metrics.markerSpacing, placed.frame.y)
            let radius = Metrics.markerRadius
            return (mark.0, mark.1, Rect(x: center.0 - radius, y: center.1 - radius, width: 2 * radius, height: 2 * radius))
        }
    }

    /// Markers are drawn last (on top) but claim their place before any label.
    private func avoidMarkers(_ placed: FrameScene.PlacedView, _ placer: inout LabelPlacer) {
        for marker in markers(placed) { placer.avoid(marker.circle, .label) }
    }

    private func paintMarkers(_ placed: FrameScene.PlacedView, _ drawing: inout Drawing) {
        for marker in markers(placed) {
            Self.paintMarker(marker.mark, color: marker.color, center: (marker.circle.midX, marker.circle.midY),
                             pen: pen, palette: palette, measurer: measurer)
            drawing.labels.append(Drawing.Label(role: .marker, text: marker.mark, frame: sheet(marker.circle)))
        }
    }

    static func paintMarker(_ mark: String, color: Color, center: (Double, Double), pen: Pen, palette: Palette,
                            measurer: TextMeasurer) {
        pen.fillCircle(center: center, radius: Metrics.markerRadius, color)
        let box = TextBox(mark, size: Face.marker.size, bold: true, measurer: measurer)
        pen.text(mark, at: (center.0 - box.width / 2 + Metrics.markerGlyphNudge, center.1 - box.height / 2 + box.ascent),
                 size: Face.marker.size, bold: true, palette.markerText)
    }

    // MARK: Names

    /// Each view's name and size, inside its top-left corner when there is room, else
    /// just outside it, wherever covers least.
    private func paintNames(of views: [FrameScene.PlacedView], _ placer: inout LabelPlacer, _ drawing: inout Drawing) {
        for placed in views {
            let frame = placed.frame
            let view = placed.view
            let name = view.isSpacer ? "" : view.name
            let size = "\(NumberText.hundredths(view.width)) × \(NumberText.hundredths(view.height))"
            let nameBox = TextBox(name, size: Face.viewName.size, bold: true, measurer: measurer)
            let sizeBox = TextBox(size, size: Face.viewSize.size, measurer: measurer)
            // The rectangle a name takes includes its halo, so no halo covers another label.
            let halo = Metrics.nameHalo
            let own = [frame] + placed.ancestors.map { scene.views[$0].frame }
            // Name and size where they collide with nothing; on a crowded screen the name
            // alone (the size is the less needed half); else the least bad place for both.
            let gap = name.isEmpty ? 0 : Metrics.nameSizeGap
            let full = nameCandidates(placed, width: nameBox.width + gap + sizeBox.width + 2 * halo,
                                      height: nameBox.height + 2 * halo)
            let nameOnly = name.isEmpty ? [] : nameCandidates(placed, width: nameBox.width + 2 * halo,
                                                               height: nameBox.height + 2 * halo)
            // A spacer too small to hold its size goes unnamed: its hatching says what it is.
            guard !full.isEmpty else { continue }
            var showsSize = true
            let placedRect: Rect
            if let clear = placer.placeClear(full, ignoring: own) {
                placedRect = clear
            } else if let clear = placer.placeClear(nameOnly, ignoring: own) {
                placedRect = clear
                showsSize = false
            } else if view.isSpacer {
                continue
            } else {
                placedRect = placer.place(full, ignoring: own)
            }
            let rect = placedRect.insetBy(halo)
            let hue = ViewHue.of(view.name)
            let baseline = rect.y + nameBox.ascent
            if !frame.contains(rect) {
                // Outside its view a name may cross lines and frames: a halo keeps it readable.
                pen.fill(placedRect, palette.canvas.withAlpha(Metrics.nameHaloOpacity), radius: Metrics.nameHaloRadius)
            }
            if !name.isEmpty {
                pen.text(name, at: (rect.x, baseline), size: Face.viewName.size, bold: true,
                         view.isSpacer ? palette.secondaryText : palette.name(hue))
            }
            if showsSize {
                pen.text(size, at: (rect.x + nameBox.width + gap, baseline), size: Face.viewSize.size, palette.secondaryText)
            }
            let text = !showsSize ? name : name.isEmpty ? size : "\(name) \(size)"
            drawing.labels.append(Drawing.Label(role: .viewName, text: text, frame: sheet(rect)))
        }
    }

    /// Where a name of `width` × `height` may go, best first: inside the view's top-left
    /// corner when there is room (not on a button's, field's or switch's face), then just
    /// outside it, sliding along above and below, then beside it.
    private func nameCandidates(_ placed: FrameScene.PlacedView, width: Double, height: Double) -> [Rect] {
        let frame = placed.frame
        let view = placed.view
        func at(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: width, height: height) }
        // Inside only where the name reads well: not on a button's, field's or switch's face.
        let plainInside = view.isSpacer || [.box, .image, .label, .text].contains(placed.kind)
        let (insetX, insetY) = (Metrics.insideInsetX, Metrics.insideInsetY)
        let fitsInside = plainInside && width + 2 * insetX <= frame.width && height + 2 * insetY <= frame.height
        var candidates: [Rect] = []
        if fitsInside {
            candidates.append(at(frame.x + insetX, frame.y + insetY))
            candidates.append(at(frame.x + insetX, frame.maxY - height - insetY))
            if placed.isContainer {
                // A container's children usually keep its corners free.
                candidates.append(at(frame.maxX - width - insetX, frame.y + insetY))
                candidates.append(at(frame.maxX - width - insetX, frame.maxY - height - insetY))
            }
        }
        if !view.isSpacer {
            let above = frame.y - height, below = frame.maxY
            candidates += [at(frame.x, above), at(frame.x, below), at(frame.maxX - width, above),
                           at(frame.maxX - width, below)]
            // Then sliding along above and below, as far as the name still touches its
            // view (at least 12 points of it over the frame), and beside the frame.
            let step = Metrics.slideStep
            for index in 1...Metrics.slideSteps {
                let dx = Double(index) * step
                if frame.x + dx <= frame.maxX - step {
                    candidates += [at(frame.x + dx, above), at(frame.x + dx, below)]
                }
                if frame.x - dx + width >= frame.x + step {
                    candidates += [at(frame.x - dx, above), at(frame.x - dx, below)]
                }
            }
            let gap = Metrics.besideGap
            candidates += [at(frame.maxX + gap, frame.y), at(frame.x - width - gap, frame.y),
                           at(frame.maxX + gap, frame.maxY - height), at(frame.x - width - gap, frame.maxY - height)]
        }
        return candidates
    }
}
