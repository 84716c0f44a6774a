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
        let image = SurfacePixels(base: pixels, stride: stride)
        do {
            return try PNGEncoder.encode(width: width, height: height) { y, row in
                let source = UnsafeRawPointer(image.base + y * image.stride)
                let target = UnsafeMutableRawPointer(row.baseAddress!)
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
                    let rgba = straightRGBA(source.load(fromByteOffset: 4 * x, as: UInt32.self))
                    target.storeBytes(of: rgba.littleEndian, toByteOffset: 4 * x, as: UInt32.self)
                    x += 1
                }
            }
        } catch {
            throw .drawing(error.message)
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

/// The surface's pixels, read by the encoder's threads (nothing draws while it encodes).
private struct SurfacePixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let stride: Int
}
