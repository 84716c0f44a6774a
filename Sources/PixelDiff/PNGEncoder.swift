import CPNG

/// Writing 8-bit RGBA as PNG with libpng, deterministically: only the IHDR, IDAT and IEND
/// chunks, one fixed row filter and zlib level, so the same pixels give the same bytes.
public enum PNGEncoder {
    /// Encodes `image` as a non-interlaced 8-bit RGBA PNG.
    ///
    /// The "up" filter with zlib level 6 was chosen by measurement on diff images, which
    /// are mostly flat grey: it compresses them almost as well as libpng's adaptive filter
    /// choice at a fraction of the time.
    public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PNGError("cannot write an empty image (\(image.width)×\(image.height)) as PNG")
        }
        var encoder = cpng_encoder()
        defer { cpng_encoder_end(&encoder) }
        let succeeded = image.bytes.withUnsafeBufferPointer { pixels in
            cpng_encode_rgba(&encoder, pixels.baseAddress, png_uint_32(image.width), png_uint_32(image.height),
                             PNG_FILTER_UP, 6) != 0
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
    public static func write(_ image: RGBAImage, to path: String) throws(PNGError) {
        let bytes = try encode(image)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw PNGError(error.message)
        }
    }
}
