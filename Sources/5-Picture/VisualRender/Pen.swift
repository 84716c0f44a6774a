import CCairo
import Geometry
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
    /// Pixels per point when drawing into pixels at a whole scale (a PNG); nil for vector
    /// surfaces.
    private let pixelScale: Int?
    /// One hatching tile per colour, made on first use.
    private var hatchTiles: [HatchKey: OpaquePointer] = [:]
    /// Curved shapes painted from masks (PNG only).
    private let stamps: ShapeStamps?
    /// How many `clipped` calls are under way: stamps are composited without a clip.
    private var clipDepth = 0
    /// In an SVG: where text goes as `<text>` elements instead of being drawn as glyphs.
    var textLayer: SVGTextLayer?

    init(context: OpaquePointer, measurer: TextMeasurer) {
        self.context = context
        self.measurer = measurer
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let scale = Int(matrix.xx)
        let isImage = cairo_surface_get_type(cairo_get_target(context)) == CAIRO_SURFACE_TYPE_IMAGE
        pixelScale = isImage && Double(scale) == matrix.xx && matrix.yy == matrix.xx && matrix.xy == 0
            && matrix.yx == 0 && matrix.x0 == 0 && matrix.y0 == 0 && scale >= 1 ? scale : nil
        stamps = pixelScale.map { ShapeStamps(scale: $0) }
    }

    deinit {
        for tile in hatchTiles.values { cairo_pattern_destroy(tile) }
    }

    /// Runs `body` with the drawing clipped to `rect`.
    func clipped(to rect: Rect, _ body: () -> Void) {
        cairo_save(context)
        cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(context)
        clipDepth += 1
        body()
        clipDepth -= 1
        cairo_restore(context)
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func fill(_ rect: Rect, _ color: Color, radius: Double = 0) {
        if min(radius, rect.width / 2, rect.height / 2) > 0,
           stamp(.fill, anchor: rect, size: (rect.width, rect.height, radius, 0), color: color, draw: { context in
               Self.path(context, rect, radius: radius)
               cairo_fill(context)
           }) {
            return
        }
        Self.path(context, rect, radius: radius)
        setColor(color)
        cairo_fill(context)
    }

    /// Strokes the outline *inside* `rect` (the line's outer edge is the rectangle's edge),
    /// so an outline shows exactly where the frame is.
    func strokeInside(_ rect: Rect, _ color: Color, width: Double, radius: Double = 0, dash: [Double] = []) {
        let inner = Rect(x: rect.x + width / 2, y: rect.y + width / 2,
                         width: max(0, rect.width - width), height: max(0, rect.height - width))
        let innerRadius = max(0, radius - width / 2)
        if dash.isEmpty, min(innerRadius, inner.width / 2, inner.height / 2) > 0,
           stamp(.stroke, anchor: rect, size: (rect.width, rect.height, radius, width), color: color, draw: { context in
               Self.path(context, inner, radius: innerRadius)
               cairo_set_line_width(context, width)
               cairo_stroke(context)
           }) {
            return
        }
        Self.path(context, inner, radius: innerRadius)
        stroke(color, width: width, dash: dash)
    }

    /// Paints a curved shape from its mask (`ShapeStamps`) when drawing into pixels with no
    /// clip; false otherwise (the caller draws it with Cairo).
    private func stamp(_ kind: ShapeStamps.Key.Kind, anchor: Rect,
                       size: (width: Double, height: Double, radius: Double, lineWidth: Double), color: Color,
                       draw: (OpaquePointer) -> Void) -> Bool {
        guard let stamps, clipDepth == 0 else { return false }
        return stamps.paint(on: context, kind: kind, anchor: (anchor.x, anchor.y), size: size,
                            extent: (anchor.width, anchor.height), color: color, draw: draw)
    }

    /// Strokes the lines, each a list of points, as one path.
    /// `crisp`: without antialiasing, whole pixels on or off (for a sheet with thousands of
    /// long hair lines, where smoothing each costs more than everything else drawn).
    func strokeLines(_ lines: [[(Double, Double)]], _ color: Color, width: Double, dash: [Double] = [],
                     roundCaps: Bool = false, crisp: Bool = false) {
        for line in lines {
            guard let first = line.first else { continue }
            cairo_move_to(context, first.0, first.1)
            for point in line.dropFirst() { cairo_line_to(context, point.0, point.1) }
        }
        cairo_set_line_cap(context, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        if crisp { cairo_set_antialias(context, CAIRO_ANTIALIAS_NONE) }
        stroke(color, width: width, dash: dash)
        if crisp { cairo_set_antialias(context, CAIRO_ANTIALIAS_DEFAULT) }
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    }

    /// Diagonal lines (bottom-left to top-right) across `rect`: the lines x + y = a multiple of
    /// `spacing`, so that hatching lines up across neighbouring areas.
    ///
    /// In pixels the lines are a repeating tile drawn once per colour, and each area is one
    /// fill: a rasterised diagonal costs far more than a rectangle, and a sheet can hatch
    /// thousands of boxes. Vector surfaces get the lines themselves, clipped to the area.
    func hatch(_ rect: Rect, _ color: Color, spacing: Double, width: Double) {
        if let pixelScale, let tile = hatchTile(color, spacing: spacing, width: width, scale: pixelScale) {
            cairo_rectangle(context, rect.x, rect.y, rect.width, rect.height)
            cairo_set_source(context, tile)
            cairo_fill(context)
            return
        }
        clipped(to: rect) {
            var lines: [[(Double, Double)]] = []
            var c = ((rect.x + rect.y) / spacing).rounded(.down) * spacing
            while c <= rect.maxX + rect.maxY {
                lines.append([(c - (rect.y - 1), rect.y - 1), (c - (rect.maxY + 1), rect.maxY + 1)])
                c += spacing
            }
            strokeLines(lines, color, width: width)
        }
    }

    private struct HatchKey: Hashable {
        let red, green, blue, alpha, spacing, width: Double
    }

    /// A square of `spacing` points in pixels holding the lines, repeating, lined up with the
    /// surface's pixels (its matrix is the context's); nil when the period is not a whole
    /// number of pixels.
    private func hatchTile(_ color: Color, spacing: Double, width: Double, scale: Int) -> OpaquePointer? {
        let key = HatchKey(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, spacing: spacing,
                           width: width)
        if let tile = hatchTiles[key] { return tile }
        let period = spacing * Double(scale)
        guard period == period.rounded(), period >= 1, period <= 1_024 else { return nil }
        let size = Int32(period)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size)!
        let tileContext = cairo_create(surface)!
        // Lines x + y = k × period, long enough that their ends lie outside the tile.
        for k in -2...4 {
            let c = Double(k) * period
            cairo_move_to(tileContext, c + 2 * period, -2 * period)
            cairo_line_to(tileContext, c - 2 * period, 2 * period)
        }
        cairo_set_source_rgba(tileContext, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(tileContext, width * Double(scale))
        cairo_set_line_cap(tileContext, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(tileContext)
        cairo_destroy(tileContext)
        let tile = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        cairo_pattern_set_extend(tile, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(tile, CAIRO_FILTER_NEAREST)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_pattern_set_matrix(tile, &matrix)
        hatchTiles[key] = tile
        return tile
    }

    func fillCircle(center: (Double, Double), radius: Double, _ color: Color) {
        func circle(_ context: OpaquePointer) {
            cairo_new_sub_path(context)
            cairo_arc(context, center.0, center.1, radius, 0, 2 * Double.pi)
        }
        if radius > 0,
           stamp(.dot, anchor: Rect(x: center.0 - radius, y: center.1 - radius, width: 2 * radius, height: 2 * radius),
                 size: (2 * radius, 2 * radius, radius, 0), color: color, draw: { context in
                     circle(context)
                     cairo_fill(context)
                 }) {
            return
        }
        circle(context)
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
    private static func path(_ context: OpaquePointer, _ rect: Rect, radius: Double) {
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
    func text(_ string: String, at point: (Double, Double), size: Double, weight: FontWeight = .regular,
              _ color: Color) {
        guard !string.isEmpty else { return }
        if let textLayer {
            let width = measurer.measure(string, size: size, weight: weight).width
            textLayer.add(.init(text: string, x: point.0, y: point.1, size: size, weight: weight, color: color,
                                  width: width))
            return
        }
        setColor(color)
        measurer.draw(string, on: context, baseline: (point.0, point.1), size: size, weight: weight)
    }
}
