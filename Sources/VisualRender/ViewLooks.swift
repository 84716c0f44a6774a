import VisualConstraints
import VisualSyntax

/// A look per kind of view, drawn inside its frame (format-file.md "Views, kinds and
/// text"): the text sits where the layout measured it, in the same face.
extension FramePainter {
    func paintView(_ placed: FrameScene.PlacedView) {
        let frame = placed.frame
        let hue = ViewHue.of(placed.view.name)
        if placed.view.isSpacer {
            paintSpacer(frame)
            return
        }
        let fill = placed.isContainer ? palette.fill(hue).withAlpha(palette.fill(hue).alpha * 0.6) : palette.fill(hue)
        let outline = palette.outline(hue)
        switch placed.kind {
        case .button:
            let radius = min(8, frame.height / 2)
            pen.fill(frame, palette.accent(hue), radius: radius)
            pen.strokeInside(frame, outline, width: Self.outlineWidth, radius: radius)
        case .field:
            pen.fill(frame, palette.fieldFill, radius: 5)
            pen.strokeInside(frame, outline, width: Self.outlineWidth, radius: 5)
        case .switch:
            pen.fill(frame, fill)
            pen.strokeInside(frame, outline, width: Self.outlineWidth)
            paintToggle(in: frame, hue: hue)
        case .image:
            pen.fill(frame, fill)
            pen.clipped(to: frame) {
                pen.strokeLines([[(frame.x, frame.y), (frame.maxX, frame.maxY)],
                                 [(frame.maxX, frame.y), (frame.x, frame.maxY)]],
                                outline.withAlpha(outline.alpha * 0.55), width: 1)
            }
            pen.strokeInside(frame, outline, width: Self.outlineWidth)
        case .box, .label, .text:
            pen.fill(frame, fill)
            pen.strokeInside(frame, outline, width: Self.outlineWidth)
        }
        let color: Color = switch placed.kind {
        case .button: palette.onAccent
        case .field: palette.secondaryText
        default: palette.text
        }
        let style = placed.kind.textStyle
        pen.clipped(to: frame) {
            for line in textLines(placed) {
                pen.text(line.text, at: line.baseline, size: style.size, bold: style.bold, color)
            }
        }
    }

    /// Every line of a view's text, with where it is drawn (baseline) and the room it takes.
    func textLines(_ placed: FrameScene.PlacedView) -> [(text: String, baseline: (Double, Double), rect: Rect)] {
        guard let text = placed.view.text, !text.isEmpty, !placed.view.isSpacer,
              placed.kind != .box, placed.kind != .image, placed.kind != .switch,
              let content = placed.view.content, let metrics = content.text else { return [] }
        let kind = placed.kind
        let frame = placed.frame
        // Where the layout put the baselines (ContentSize.textTop), measured once by the layout.
        let top = frame.y + content.textTop.heightShare * frame.height + content.textTop.offset
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.enumerated().compactMap { index, line in
            guard !line.isEmpty else { return nil }
            let width = metrics.lineWidths[index]
            let x = kind == .button ? frame.x + (frame.width - width) / 2 : frame.x + content.insets.left
            let lineTop = top + Double(index) * metrics.lineHeight
            return (line, (x, lineTop + metrics.firstBaseline),
                    Rect(x: x, y: lineTop, width: width, height: metrics.lineHeight))
        }
    }

    /// The text a view shows, as obstacles for labels and entries of the drawing.
    func contentTexts(_ placed: FrameScene.PlacedView) -> [(String, Rect)] {
        textLines(placed).map { ($0.text, $0.rect) }
    }

    /// A UISwitch-sized toggle (51 × 31, or smaller to fit), on, at the frame's leading edge.
    private func paintToggle(in frame: Rect, hue: Double) {
        let width = min(51, frame.width - 4), height = min(31, frame.height - 4)
        guard width > 4, height > 4 else { return }
        let track = Rect(x: frame.x + 2, y: frame.midY - height / 2, width: width, height: height)
        pen.fill(track, palette.accent(hue), radius: height / 2)
        let knob = height / 2 - 2
        pen.fillCircle(center: (track.maxX - height / 2, track.midY), radius: knob, palette.onAccent)
    }

    /// Diagonal hatching clipped to the spacer's frame, a dashed outline inside it, no fill.
    private func paintSpacer(_ frame: Rect) {
        let spacing = 6.0
        pen.clipped(to: frame) {
            var lines: [[(Double, Double)]] = []
            // Lines x + y = c, at multiples of the spacing so the pattern lines up across spacers.
            var c = ((frame.x + frame.y) / spacing).rounded(.down) * spacing
            while c <= frame.maxX + frame.maxY {
                lines.append([(c - (frame.y - 1), frame.y - 1), (c - (frame.maxY + 1), frame.maxY + 1)])
                c += spacing
            }
            pen.strokeLines(lines, palette.hatch, width: 0.75)
        }
        pen.strokeInside(frame, palette.hatch, width: Self.outlineWidth, dash: [3, 2])
    }
}
