import CCairo

/// Curved shapes (rounded rectangles filled or outlined, dots) painted into pixels from a
/// coverage mask made once per shape and sub-pixel position.
///
/// Cairo rasterises a rounded pill or a dot at tens of thousands of instructions each, and
/// a large sheet has thousands of the same pill, halo and leader dot. Cairo rasterises a
/// shape the same way at any whole-pixel offset, so the coverage of one (an A8 surface,
/// drawn through the same path calls at the shape's own coordinates) is the coverage of
/// every other with the same size and the same fraction of a pixel in its position. The
/// colour is then composited by hand with exactly Cairo's arithmetic for a solid colour
/// and no clip: an opaque one by Cairo's own span filler (`lerp8x4`, rounding with 0x7f),
/// a translucent one by pixman's OVER through an 8-bit mask (rounding with 0x80). The
/// result is the same pixels as filling or stroking the path on the surface.
final class ShapeStamps {
    /// Device pixels per point.
    private let scale: Double
    private var stamps: [Key: Stamp] = [:]
    private var pixels: [ColorKey: UInt32] = [:]

    /// What a stamp is of: the shape's kind and size, and where its anchor falls within a
    /// device pixel.
    struct Key: Hashable {
        enum Kind: Hashable { case fill, stroke, dot }
        let kind: Kind
        let width, height, radius, lineWidth: Double
        let fractionX, fractionY: Double
    }

    private struct ColorKey: Hashable {
        let red, green, blue, alpha: Double
    }

    /// Coverage from `left`, `top` pixels off the anchor's pixel, row by row.
    private struct Stamp {
        let left: Int
        let top: Int
        let width: Int
        let height: Int
        let coverage: [UInt8]
    }

    /// Margin of pixels around a shape's extent in its mask.
    private static let pad = 2

    init(scale: Int) {
        self.scale = Double(scale)
    }

    /// Paints a shape of `kind` whose geometry starts at `anchor` (points) and reaches
    /// `extent` (points) right and down of it, with `color`, onto `context`'s image surface;
    /// `draw(context)` makes the shape's path at its own coordinates and fills or strokes it.
    /// False when the surface cannot take a stamp (then nothing is painted).
    func paint(on context: OpaquePointer, kind: Key.Kind, anchor: (x: Double, y: Double),
               size: (width: Double, height: Double, radius: Double, lineWidth: Double),
               extent: (width: Double, height: Double), color: Color,
               draw: (OpaquePointer) -> Void) -> Bool {
        let target = cairo_get_target(context)!
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let deviceX = anchor.x * scale, deviceY = anchor.y * scale
        guard cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32,
              offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
              deviceX.isFinite, deviceY.isFinite, abs(deviceX) < 1e9, abs(deviceY) < 1e9,
              extent.width * scale < 4_096, extent.height * scale < 4_096 else { return false }
        let pixelX = deviceX.rounded(.down), pixelY = deviceY.rounded(.down)
        let key = Key(kind: kind, width: size.width, height: size.height, radius: size.radius,
                      lineWidth: size.lineWidth, fractionX: deviceX - pixelX, fractionY: deviceY - pixelY)
        let stamp = stamps[key] ?? make(key, pixelX: pixelX, pixelY: pixelY, extent: extent, draw: draw)
        stamps[key] = stamp
        composite(stamp, at: (Int(pixelX) + Int(offsetX), Int(pixelY) + Int(offsetY)), color: color, onto: target)
        return true
    }

    /// Rasterises the shape alone into an A8 surface whose device offset puts it at the
    /// same place within a pixel as on the sheet.
    private func make(_ key: Key, pixelX: Double, pixelY: Double, extent: (width: Double, height: Double),
                      draw: (OpaquePointer) -> Void) -> Stamp {
        let pad = Self.pad
        let width = Int((key.fractionX + extent.width * scale).rounded(.up)) + 2 * pad
        let height = Int((key.fractionY + extent.height * scale).rounded(.up)) + 2 * pad
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        cairo_surface_set_device_offset(surface, -(pixelX - Double(pad)), -(pixelY - Double(pad)))
        let context = cairo_create(surface)!
        cairo_scale(context, scale, scale)
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        draw(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { rows in
            for row in 0..<height { (rows.baseAddress! + row * width).update(from: data + row * stride, count: width) }
        }
        cairo_surface_destroy(surface)
        return Stamp(left: -pad, top: -pad, width: width, height: height, coverage: coverage)
    }

    /// The colour as Cairo stores it in a pixel (premultiplied, 8 bits a channel): what a
    /// solid fill writes where it covers a pixel fully.
    private func pixel(_ color: Color) -> UInt32 {
        let key = ColorKey(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        if let pixel = pixels[key] { return pixel }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        let context = cairo_create(surface)!
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        let pixel = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).load(as: UInt32.self)
        cairo_surface_destroy(surface)
        pixels[key] = pixel
        return pixel
    }

    /// Composites `color` through the stamp's coverage onto the surface, the stamp's anchor
    /// pixel at `origin` (the surface's own pixels).
    private func composite(_ stamp: Stamp, at origin: (x: Int, y: Int), color: Color, onto target: OpaquePointer) {
        let source = pixel(color)
        guard source != 0 else { return }  // nothing to add, nothing hidden
        cairo_surface_flush(target)
        let data = cairo_image_surface_get_data(target)!
        let stride = Int(cairo_image_surface_get_stride(target))
        let surfaceWidth = Int(cairo_image_surface_get_width(target))
        let surfaceHeight = Int(cairo_image_surface_get_height(target))
        let left = origin.x + stamp.left, top = origin.y + stamp.top
        let firstRow = max(0, -top), lastRow = min(stamp.height, surfaceHeight - top)
        let firstColumn = max(0, -left), lastColumn = min(stamp.width, surfaceWidth - left)
        guard firstRow < lastRow, firstColumn < lastColumn else { return }
        let opaque = source >> 24 == 0xFF
        stamp.coverage.withUnsafeBufferPointer { coverage in
            for row in firstRow..<lastRow {
                let pixels = UnsafeMutableRawPointer(data + (top + row) * stride + 4 * left)
                    .assumingMemoryBound(to: UInt32.self)
                let masks = coverage.baseAddress! + row * stamp.width
                if opaque {
                    for column in firstColumn..<lastColumn {
                        let m = UInt32(masks[column])
                        if m == 0xFF {
                            pixels[column] = source
                        } else if m != 0 {
                            pixels[column] = Self.lerp(source, m, pixels[column])
                        }
                    }
                } else {
                    // A translucent shape mostly lies over one colour (a halo over the sheet):
                    // the last pixel covered fully and what it became.
                    var last: (before: UInt32, after: UInt32) = (0, Self.over(source, 0))
                    for column in firstColumn..<lastColumn {
                        let m = UInt32(masks[column])
                        if m == 0xFF {
                            let before = pixels[column]
                            if before != last.before { last = (before, Self.over(source, before)) }
                            pixels[column] = last.after
                        } else if m != 0 {
                            pixels[column] = Self.over(Self.multiply(source, m), pixels[column])
                        }
                    }
                }
            }
        }
        cairo_surface_mark_dirty_rectangle(target, Int32(left + firstColumn), Int32(top + firstRow),
                                           Int32(lastColumn - firstColumn), Int32(lastRow - firstRow))
    }

    // MARK: Cairo's and pixman's arithmetic

    /// Two 8-bit channels (bits 0–7 and 16–23) times `b` / 255, as Cairo's `mul8x2_8`.
    @inline(__always)
    private static func cairoMultiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = (a & 0x00FF_00FF) &* b &+ 0x007F_007F
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Two 8-bit channels added, saturating, as Cairo's `add8x2_8x2`.
    @inline(__always)
    private static func cairoAdd(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var t = a &+ b
        t |= 0x0100_0100 &- ((t >> 8) & 0x00FF_00FF)
        return t & 0x00FF_00FF
    }

    /// Cairo's `lerp8x4`: `src` × a + `dst` × (255 − a), per channel: how Cairo's span
    /// filler paints an opaque colour where a shape covers a pixel partly.
    @inline(__always)
    static func lerp(_ source: UInt32, _ a: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - a
        return cairoAdd(cairoMultiply(source, a), cairoMultiply(destination, inverse))
            | cairoAdd(cairoMultiply(source >> 8, a), cairoMultiply(destination >> 8, inverse)) << 8
    }

    /// Two 8-bit channels (bits 0–7 and 16–23) times `b` / 255, rounded as pixman rounds
    /// (`UN8x4_MUL_UN8`, 0x80).
    @inline(__always)
    private static func pixmanMultiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = (a & 0x00FF_00FF) &* b &+ 0x0080_0080
        return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    }

    /// Each channel of a premultiplied pixel times `m` / 255 (pixman's IN).
    @inline(__always)
    static func multiply(_ pixel: UInt32, _ m: UInt32) -> UInt32 {
        pixmanMultiply(pixel, m) | pixmanMultiply(pixel >> 8, m) << 8
    }

    /// Premultiplied `source` over `destination` (pixman's OVER, `UN8x4_MUL_UN8_ADD_UN8x4`:
    /// saturating per channel).
    @inline(__always)
    static func over(_ source: UInt32, _ destination: UInt32) -> UInt32 {
        let inverse = 255 - (source >> 24)
        return cairoAdd(pixmanMultiply(destination, inverse), source & 0x00FF_00FF)
            | cairoAdd(pixmanMultiply(destination >> 8, inverse), source >> 8 & 0x00FF_00FF) << 8
    }
}
