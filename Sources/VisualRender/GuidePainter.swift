import VisualSyntax

/// Dimension lines: a line across each gap with a tick at each end, and the value in a
/// small pill. A spacing the file wrote is solid with a filled pill; a default one
/// (`-`) is dashed, lighter, with a hollow pill; a spacing the layout could not meet is
/// drawn in the conflict colour.
extension FramePainter {
    static let tickLength = 7.0
    static let pillHeight = 13.0
    static let pillPadding = 4.0

    /// The lines, drawn under every label; labels placed later avoid them.
    func paintGuideLines(_ placer: inout LabelPlacer) {
        for guide in scene.guides {
            paintLine(guide)
            placer.avoid(lineRect(guide), .guideLine)
        }
    }

    /// Each guide's value, placed after the views' names (a name belongs next to its view;
    /// a value can move along its line).
    func paintGuideValues(_ placer: inout LabelPlacer, _ drawing: inout Drawing) {
        for guide in scene.guides {
            let box = TextBox(guide.label, size: Face.guide.size, bold: true, measurer: measurer)
            // A pill may sit on its own line (that is where it belongs), not on another's.
            let (candidates, onLine) = pillCandidates(guide, width: box.width + 2 * Self.pillPadding)
            let pill = placer.place(candidates, ignoring: [lineRect(guide)], favoured: onLine)
            paintPill(guide, pill, box)
            drawing.guides.append(Drawing.Guide(
                axis: guide.axis,
                start: guide.start + (guide.axis == .horizontal ? origin.x : origin.y),
                end: guide.end + (guide.axis == .horizontal ? origin.x : origin.y),
                position: guide.position + (guide.axis == .horizontal ? origin.y : origin.x),
                label: guide.label, labelFrame: sheet(pill), isImplicit: guide.isImplicit))
            drawing.labels.append(Drawing.Label(role: .guide, text: guide.label, frame: sheet(pill)))
        }
    }

    private func color(_ guide: FrameScene.GuideMark) -> Color {
        if !guide.isSatisfied { return palette.conflict }
        return guide.isImplicit ? palette.implicitGuide : palette.guide
    }

    private func paintLine(_ guide: FrameScene.GuideMark) {
        let half = Self.tickLength / 2
        let p = guide.position
        let lines: [[(Double, Double)]] = guide.axis == .horizontal
            ? [[(guide.start, p), (guide.end, p)],
               [(guide.start, p - half), (guide.start, p + half)], [(guide.end, p - half), (guide.end, p + half)]]
            : [[(p, guide.start), (p, guide.end)],
               [(p - half, guide.start), (p + half, guide.start)], [(p - half, guide.end), (p + half, guide.end)]]
        // Ticks sit on the gap's edges; half of each tick's width falls on either side.
        pen.strokeLines(lines, color(guide), width: 1, dash: guide.isImplicit ? [3, 2] : [])
    }

    /// The strip the line and its ticks cover.
    private func lineRect(_ guide: FrameScene.GuideMark) -> Rect {
        let half = Self.tickLength / 2
        return guide.axis == .horizontal
            ? Rect(x: guide.start, y: guide.position - half, width: guide.end - guide.start, height: 2 * half)
            : Rect(x: guide.position - half, y: guide.start, width: 2 * half, height: guide.end - guide.start)
    }

    /// How far a value may stick out of its gap on each side and still sit on its line:
    /// a little over the views' edges reads better than a value away from its line.
    static let pillOverhang = 3.0

    /// On the line in the middle of the gap when it fits there (overhanging a little);
    /// else beside the line, then beyond either end.
    /// The candidates, and how many of the first are on the line.
    private func pillCandidates(_ guide: FrameScene.GuideMark, width: Double) -> ([Rect], Int) {
        let height = Self.pillHeight
        let middle = (guide.start + guide.end) / 2
        let p = guide.position
        let length = guide.end - guide.start
        var candidates: [Rect] = []
        let onLine = guide.axis == .horizontal ? width <= length + 2 * Self.pillOverhang
            : height <= length + 2 * Self.pillOverhang
        // On the line: centred, else against either end of the gap (a value wider than
        // its gap then overhangs one side only, away from what is on the other).
        let along = [middle - width / 2, guide.end - width, guide.start]
        let across = [middle - height / 2, guide.end - height, guide.start]
        if guide.axis == .horizontal {
            if onLine {
                candidates += along.map { Rect(x: $0, y: p - height / 2, width: width, height: height) }
            }
            candidates += [
                Rect(x: middle - width / 2, y: p - Self.tickLength / 2 - height - 1, width: width, height: height),
                Rect(x: middle - width / 2, y: p + Self.tickLength / 2 + 1, width: width, height: height),
                Rect(x: guide.start - width - 3, y: p - height / 2, width: width, height: height),
                Rect(x: guide.end + 3, y: p - height / 2, width: width, height: height),
                Rect(x: middle - width / 2, y: p - Self.tickLength / 2 - 2 * height - 3, width: width, height: height),
                Rect(x: middle - width / 2, y: p + Self.tickLength / 2 + height + 3, width: width, height: height),
            ]
        } else {
            if onLine {
                candidates += across.map { Rect(x: p - width / 2, y: $0, width: width, height: height) }
            }
            candidates += [
                Rect(x: p + Self.tickLength / 2 + 2, y: middle - height / 2, width: width, height: height),
                Rect(x: p - Self.tickLength / 2 - 2 - width, y: middle - height / 2, width: width, height: height),
                Rect(x: p - width / 2, y: guide.start - height - 3, width: width, height: height),
                Rect(x: p - width / 2, y: guide.end + 3, width: width, height: height),
                Rect(x: p + Self.tickLength / 2 + 2, y: middle - 1.5 * height - 2, width: width, height: height),
                Rect(x: p + Self.tickLength / 2 + 2, y: middle + height / 2 + 2, width: width, height: height),
            ]
        }
        return (candidates, onLine ? 3 : 0)
    }

    private func paintPill(_ guide: FrameScene.GuideMark, _ pill: Rect, _ box: TextBox) {
        let color = color(guide)
        let radius = pill.height / 2
        let textColor: Color
        if guide.isImplicit && guide.isSatisfied {
            pen.fill(pill, palette.canvas, radius: radius)
            pen.strokeInside(pill, color, width: 1, radius: radius)
            textColor = color.withAlpha(1)
        } else {
            pen.fill(pill, color, radius: radius)
            textColor = palette.guideLabelText
        }
        pen.text(guide.label, at: (pill.x + Self.pillPadding, pill.y + (pill.height - box.height) / 2 + box.ascent),
                 size: Face.guide.size, bold: true, textColor)
    }
}
