import CCairo
import CZlib

/// Writes a Cairo image surface as a PNG (8-bit RGBA, like Cairo's own writer).
///
/// Cairo's writer leaves the compression to libpng's defaults (adaptive filters, zlib
/// level 6), which take most of the time of a whole render at scale 2 for pictures that
/// are mostly flat colour. Here every row uses the Sub filter (the difference from the
/// pixel on the left: zero across a flat run) and zlib works at `level`; the picture
/// decodes to the same pixels. The bytes depend only on the pixels, the level and zlib's
/// version.
enum PNGEncoder {
    static let level: Int32 = 3

    static func encode(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let pixels = cairo_image_surface_get_data(surface) else {
            throw .drawing("cairo gave no pixels to encode")
        }
        let rowBytes = 1 + 4 * width
        var raw = [UInt8](repeating: 0, count: rowBytes * height)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = pixels.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
                let base = y * rowBytes
                out[base] = 1  // Sub
                var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                for x in 0..<width {
                    let rgba = unpremultiplied(row[x])
                    let at = base + 1 + 4 * x
                    out[at] = rgba.0 &- previous.0
                    out[at + 1] = rgba.1 &- previous.1
                    out[at + 2] = rgba.2 &- previous.2
                    out[at + 3] = rgba.3 &- previous.3
                    previous = rgba
                }
            }
        }
        var compressedSize = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
        let status = compress2(&compressed, &compressedSize, raw, uLong(raw.count), level)
        guard status == Z_OK else { throw .drawing("zlib could not compress the PNG (status \(status))") }
        compressed.removeLast(compressed.count - Int(compressedSize))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Cairo stores colour premultiplied by alpha; PNG stores it straight (Cairo's rounding).
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

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        let body = typeBytes + data
        png += body
        png += bigEndian(UInt32(crc32(0, body, uInt(body.count))))
    }
}
