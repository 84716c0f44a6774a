import CCairo
import Foundation
import PNGCodec

/// Cairo's pixels as PNG bytes, through the one `PNGEncoder`.
enum CairoPNG {
    /// A whole image surface as PNG.
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .drawing("cairo gave no pixels to encode")
        }
        let image = SurfacePixels(base: pixels, stride: stride)
        do {
            return try PNGEncoder.encode(width: width, height: height) { y, row in
                straighten(from: image.base + y * image.stride, to: row.baseAddress!, width: width)
            }
        } catch {
            throw .drawing(error.message)
        }
    }

    /// A picture painted band by band straight into PNG: each of the encoder's threads paints
    /// a band of `rowsPerBand` rows into a buffer of its own with `draw(context, band)` (the
    /// context's coordinates are the whole sheet's) and hands it to the encoder, so the
    /// whole sheet is never in memory at once. Bands are cut by the size alone.
    static func paint(width: Int, height: Int, scale: Int, rowsPerBand: Int,
                      draw: @Sendable @escaping (OpaquePointer, Int) -> Void) throws(RenderError) -> [UInt8] {
        let failure = BandFailure()
        let bytes: [UInt8]
        do {
            bytes = try PNGEncoder.encode(width: width, height: height, rowsPerBand: rowsPerBand, history: false) {
                BandPainter(width: width, scale: scale, rowsPerBand: rowsPerBand, draw: draw, failure: failure)
            }
        } catch {
            throw .drawing(error.message)
        }
        if let status = failure.status {
            throw .drawing("cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
        return bytes
    }

    /// One row of Cairo's pixels (premultiplied, native-endian ARGB words) as straight RGBA.
    @inline(__always)
    static func straighten(from sourceRow: UnsafePointer<UInt8>, to row: UnsafeMutablePointer<UInt8>, width: Int) {
        let source = UnsafeRawPointer(sourceRow)
        let target = UnsafeMutableRawPointer(row)
        var x = 0
        #if _endian(little)
        // Two pixels at once: opaque (a picture is, almost everywhere), only red and
        // blue change places.
        while x + 2 <= width {
            let pair = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self)
            let straight = pair & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000
                ? (pair & 0xFF00_FF00_FF00_FF00) | (pair >> 16 & 0x0000_00FF_0000_00FF)
                    | (pair & 0x0000_00FF_0000_00FF) << 16
                : UInt64(straightRGBA(UInt32(truncatingIfNeeded: pair)))
                    | UInt64(straightRGBA(UInt32(truncatingIfNeeded: pair >> 32))) << 32
            target.storeBytes(of: straight, toByteOffset: 4 * x, as: UInt64.self)
            x += 2
        }
        #endif
        while x < width {
            let rgba = straightRGBA(source.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self))
            target.storeBytes(of: rgba.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
            x += 1
        }
    }

    /// Cairo stores colour premultiplied by alpha in native-endian ARGB words; PNG stores it
    /// straight (rounded as Cairo's own PNG writer rounds), red first: the bytes R, G, B, A
    /// as one little-endian word.
    @inline(__always)
    private static func straightRGBA(_ argb: UInt32) -> UInt32 {
        let a = argb >> 24
        switch a {
        case 0xFF: return (argb & 0xFF00_FF00) | (argb >> 16 & 0xFF) | (argb & 0xFF) << 16
        case 0: return 0
        default:
            let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
            return (r * 255 + a / 2) / a | ((g * 255 + a / 2) / a) << 8 | ((b * 255 + a / 2) / a) << 16 | a << 24
        }
    }
}

/// Paints bands of the sheet for the encoder, each into this thread's buffer: a Cairo image
/// surface over it, offset so the sheet's coordinates stay the same, cleared first as a
/// new surface is.
private final class BandPainter: PNGRowWriter {
    let width: Int
    let scale: Int
    let rowsPerBand: Int
    let draw: (OpaquePointer, Int) -> Void
    let failure: BandFailure
    let stride: Int
    private var buffer: UnsafeMutablePointer<UInt8>?
    private var capacity = 0

    init(width: Int, scale: Int, rowsPerBand: Int, draw: @escaping (OpaquePointer, Int) -> Void,
         failure: BandFailure) {
        self.width = width
        self.scale = scale
        self.rowsPerBand = rowsPerBand
        self.draw = draw
        self.failure = failure
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    }

    deinit { buffer?.deallocate() }

    func write(rows: Range<Int>, to destination: UnsafeMutablePointer<UInt8>, stride rowStride: Int) {
        let bytes = rows.count * stride
        if capacity < bytes {
            buffer?.deallocate()
            buffer = .allocate(capacity: bytes)
            capacity = bytes
        }
        let pixels = buffer!
        pixels.initialize(repeating: 0, count: bytes)
        let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(rows.count),
                                                          Int32(stride))!
        cairo_surface_set_device_offset(surface, 0, -Double(rows.lowerBound))
        let context = cairo_create(surface)!
        cairo_scale(context, Double(scale), Double(scale))
        draw(context, (rows.upperBound - 1) / rowsPerBand)
        failure.record(cairo_status(context))
        cairo_destroy(context)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        for row in 0..<rows.count {
            CairoPNG.straighten(from: pixels + row * stride, to: destination + row * rowStride, width: width)
        }
    }
}

/// The first Cairo error any band met, if any.
private final class BandFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: cairo_status_t?

    var status: cairo_status_t? { lock.withLock { first } }

    func record(_ status: cairo_status_t) {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        lock.withLock { if first == nil { first = status } }
    }
}

/// The surface's pixels, read by the encoder's threads (nothing draws while it encodes).
private struct SurfacePixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
}
