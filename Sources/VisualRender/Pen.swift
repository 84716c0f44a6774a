import CCairo
import TextMeasure

/// The drawing operations a picture needs, on one Cairo context.
///
/// Every text goes through the measurer's text engine (`TextMeasurer.draw`), which shapes
/// it with the same faces and explicit font options (no hinting, metrics off, grey
/// antialiasing) it measured it with, so text looks and measures the same whatever surface
/// or thread draws it.
final class Pen {
    let context: OpaquePointer
    let measurer: TextMeasurer

    init(context: OpaquePointer, measurer: TextMeasurer) {
        self.context = context
        self.measurer = measurer
    }

    func save() { cairo_save(context) }
    func restore() { cairo_restore(context) }

    /// Runs `body` with the drawing clipped to `rect`.
    func clipped(to rect: Rect, _ body: () -> Void) {
        save()
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        body()
        restore()
    }

    func translate(_ dx: Double, _ dy: Double) { cairo_translate(context, dx, dy) }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        path(rect, radius: radius)
        setColor(color)
        cairo_fill(context)
    }

    /// Strokes the outline *inside* `rect` (the line's outer edge is the rectangle's edge),
    /// so an outline shows exactly where the frame is.
    func strokeInside(_ rect: Rect, _ color: Color, width: Double, radius: Double = 0, dash: [Double] = []) {
        let inner = Rect(x: rect.x + width / 2, y: rect.y + width / 2,
                         width: max(0, rect.width - width), height: max(0, rect.height - width))
        path(inner, radius: max(0, radius - width / 2))
        stroke(color, width: width, dash: dash)
    }

    /// Strokes the lines, each a list of points, as one path.
    func strokeLines(_ lines: [[(Double, Double)]], _ color: Color, width: Double, dash: [Double] = [],
                     roundCaps: Bool = false) {
        for line in lines {
            guard let first = line.first else { continue }
            cairo_move_to(context, first.0, first.1)
            for point in line.dropFirst() { cairo_line_to(context, point.0, point.1) }
        }
        cairo_set_line_cap(context, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        stroke(color, width: width, dash: dash)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    }

    func fillCircle(center: (Double, Double), radius: Double, _ color: Color) {
        cairo_new_sub_path(context)
        cairo_arc(context, center.0, center.1, radius, 0, 2 * Double.pi)
        setColor(color)
        cairo_fill(context)
    }

    private func stroke(_ color: Color, width: Double, dash: [Double]) {
        setColor(color)
        cairo_set_line_width(context, width)
        cairo_set_dash(context, dash, Int32(dash.count), 0)
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
    }

    /// A rectangle, with rounded corners when `radius` > 0.
    private func path(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(context)
        cairo_arc(context, rect.maxX - r, rect.y + r, r, -half, 0)
        cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, half)
        cairo_arc(context, rect.x + r, rect.maxY - r, r, half, 2 * half)
        cairo_arc(context, rect.x + r, rect.y + r, r, 2 * half, 3 * half)
        cairo_close_path(context)
    }

    /// One line of text with its baseline's left end at (x, y).
    func text(_ string: String, at point: (Double, Double), size: Double, bold: Bool = false, _ color: Color) {
        guard !string.isEmpty else { return }
        setColor(color)
        measurer.draw(string, on: context, baseline: (point.0, point.1), size: size, weight: FontWeight(bold: bold))
    }
}
