import TextMeasure
import VisualConstraints
import VisualLayout
import VisualSyntax

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
            var x = 8.0
            while x < canvas.width { lines.append([(x, 0), (x, canvas.height)]); x += 8 }
            var y = 8.0
            while y < canvas.height { lines.append([(0, y), (canvas.width, y)]); y += 8 }
            pen.strokeLines(lines, grid, width: 0.5)
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
                let text = "safe area \(formatNumber(safe.top))"
                let box = TextBox(text, size: Face.inset.size, measurer: measurer)
                let rect = Rect(x: frame.maxX - box.width - 6, y: frame.y + (safe.top - box.height) / 2,
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
                pen.strokeInside(inner.insetBy(-0.5), palette.margins, width: 1, dash: [4, 3])
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
            let rect = Rect(x: frame.x - box.width - 8, y: band.midY - box.height / 2, width: box.width,
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
                Rect(x: frame.x + 3, y: y, width: box.width, height: box.height),
                Rect(x: frame.x - box.width - 4, y: y, width: box.width, height: box.height),
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
            pen.strokeInside(placed.frame, palette.conflict, width: 2)
        } else if !view.ambiguous.isEmpty {
            pen.strokeInside(placed.frame, palette.ambiguous, width: 1.5, dash: [4, 2.5])
        }
    }

    /// The marks a view gets, each with its colour and the circle it is drawn in: round, on
    /// the view's top-right corner, `!` for a conflict and `?` for ambiguity.
    private func markers(_ placed: FrameScene.PlacedView) -> [(mark: String, color: Color, circle: Rect)] {
        var marks: [(String, Color)] = []
        if placed.view.conflict { marks.append(("!", palette.conflict)) }
        if !placed.view.ambiguous.isEmpty { marks.append(("?", palette.ambiguous)) }
        return marks.enumerated().map { index, mark in
            let center = (placed.frame.maxX - Double(index) * 15, placed.frame.y)
            return (mark.0, mark.1, Rect(x: center.0 - 6.5, y: center.1 - 6.5, width: 13, height: 13))
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
        pen.fillCircle(center: center, radius: 6.5, color)
        let box = TextBox(mark, size: Face.marker.size, bold: true, measurer: measurer)
        pen.text(mark, at: (center.0 - box.width / 2 + 0.3, center.1 - box.height / 2 + box.ascent),
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
            let size = "\(formatNumber(view.width)) × \(formatNumber(view.height))"
            let nameBox = TextBox(name, size: Face.viewName.size, bold: true, measurer: measurer)
            let sizeBox = TextBox(size, size: Face.viewSize.size, measurer: measurer)
            // The rectangle a name takes includes its halo, so no halo covers another label.
            let halo = 2.0
            let own = [frame] + placed.ancestors.map { scene.views[$0].frame }
            // Name and size where they collide with nothing; on a crowded screen the name
            // alone (the size is the less needed half); else the least bad place for both.
            let full = nameCandidates(placed, width: nameBox.width + (name.isEmpty ? 0 : 4) + sizeBox.width + 2 * halo,
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
            let gap = name.isEmpty ? 0 : 4.0
            let rect = placedRect.insetBy(halo)
            let hue = ViewHue.of(view.name)
            let baseline = rect.y + nameBox.ascent
            if !frame.contains(rect) {
                // Outside its view a name may cross lines and frames: a halo keeps it readable.
                pen.fill(placedRect, palette.canvas.withAlpha(0.85), radius: 3)
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
        let fitsInside = plainInside && width + 4 <= frame.width && height + 2 <= frame.height
        var candidates: [Rect] = []
        if fitsInside {
            candidates.append(at(frame.x + 2, frame.y + 1))
            candidates.append(at(frame.x + 2, frame.maxY - height - 1))
            if placed.isContainer {
                // A container's children usually keep its corners free.
                candidates.append(at(frame.maxX - width - 2, frame.y + 1))
                candidates.append(at(frame.maxX - width - 2, frame.maxY - height - 1))
            }
        }
        if !view.isSpacer {
            let above = frame.y - height, below = frame.maxY
            candidates += [at(frame.x, above), at(frame.x, below), at(frame.maxX - width, above),
                           at(frame.maxX - width, below)]
            // Then sliding along above and below, as far as the name still touches its
            // view (at least 12 points of it over the frame), and beside the frame.
            for step in 1...6 {
                let dx = Double(step) * 12
                if frame.x + dx <= frame.maxX - 12 {
                    candidates += [at(frame.x + dx, above), at(frame.x + dx, below)]
                }
                if frame.x - dx + width >= frame.x + 12 {
                    candidates += [at(frame.x - dx, above), at(frame.x - dx, below)]
                }
            }
            candidates += [at(frame.maxX + 4, frame.y), at(frame.x - width - 4, frame.y),
                           at(frame.maxX + 4, frame.maxY - height), at(frame.x - width - 4, frame.maxY - height)]
        }
        return candidates
    }
}
