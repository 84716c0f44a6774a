import AtomicOutput
import CPNG

/// Writing 8-bit RGBA as PNG with libpng, deterministically: only the IHDR, IDAT and IEND
/// chunks and fixed filter and zlib settings, so the same pixels give the same bytes.
public enum PNGEncoder {
    /// How hard to compress.
    public enum Compression: Sendable {
        /// The "up" filter and zlib level 3: measured on 4000×3000 diff images (mostly
        /// flat grey) it takes a quarter less CPU time than level 6, for a file about 1.6
        /// times larger. For diff images, which are looked at once.
        case fast
        /// zlib level 9 with each of no filter, "sub", "up" and libpng's adaptive choice,
        /// keeping the smallest (the first of equals): for files that are kept, such as
        /// goldens. libpng's adaptive choice alone is often not the smallest: on
        /// pixelmatch's test images no filter at all usually wins.
        case small

        /// The (PNG_FILTER_* mask, zlib level) settings to try.
        var settings: [(filters: Int32, level: Int32)] {
            switch self {
            case .fast:
                [(PNG_FILTER_UP, 3)]
            case .small:
                [(PNG_FILTER_NONE, 9), (PNG_FILTER_SUB, 9), (PNG_FILTER_UP, 9),
                 (PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH, 9)]
            }
        }
    }

    /// Encodes `image` as a non-interlaced 8-bit RGBA PNG.
    public static func encode(_ image: RGBAImage, compression: Compression = .fast) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PNGError("cannot write an empty image (\(image.width)×\(image.height)) as PNG")
        }
        var smallest: [UInt8]?
        for setting in compression.settings {
            let bytes = try encode(image, filters: setting.filters, level: setting.level)
            if smallest == nil || bytes.count < smallest!.count { smallest = bytes }
        }
        return smallest!
    }

    private static func encode(_ image: RGBAImage, filters: Int32, level: Int32) throws(PNGError) -> [UInt8] {
        var encoder = cpng_encoder()
        defer { cpng_encoder_end(&encoder) }
        let succeeded = image.bytes.withUnsafeBufferPointer { pixels in
            cpng_encode_rgba(&encoder, pixels.baseAddress, png_uint_32(image.width), png_uint_32(image.height),
                             filters, level) != 0
        }
        guard succeeded, let bytes = encoder.bytes else {
            let message = withUnsafeBytes(of: &encoder.message) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            throw PNGError(message.isEmpty ? "cannot encode the PNG" : message)
        }
        return Array(UnsafeBufferPointer(start: bytes, count: encoder.size))
    }

    /// Encodes `image` and writes it to `path` atomically (see `AtomicFile`).
    public static func write(_ image: RGBAImage, to path: String, compression: Compression = .fast) throws(PNGError) {
        let bytes = try encode(image, compression: compression)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw PNGError(error.message)
        }
    }
}
