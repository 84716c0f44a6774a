import CCairo
import PNGCodec

/// A Cairo image surface as PNG bytes, through the one `PNGEncoder`.
enum CairoPNG {
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .drawing("cairo gave no pixels to encode")
        }
        do {
            return try PNGEncoder.encode(width: width, height: height) { y, row in
                let source = (pixels + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                for x in 0..<width {
                    let (r, g, b, a) = unpremultiplied(source[x])
                    row[4 * x] = r
                    row[4 * x + 1] = g
                    row[4 * x + 2] = b
                    row[4 * x + 3] = a
                }
            }
        } catch {
            throw .drawing(error.message)
        }
    }

    /// Cairo stores colour premultiplied by alpha in native-endian ARGB words; PNG stores it
    /// straight (rounded as Cairo's own PNG writer rounds).
    @inline(__always)
    private static func unpremultiplied(_ argb: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = argb >> 24
        let r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
        switch a {
        case 0xFF: return (UInt8(r), UInt8(g), UInt8(b), 0xFF)
        case 0: return (0, 0, 0, 0)
        default:
            return (UInt8((r * 255 + a / 2) / a), UInt8((g * 255 + a / 2) / a), UInt8((b * 255 + a / 2) / a), UInt8(a))
        }
    }
}
