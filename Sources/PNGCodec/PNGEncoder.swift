import AtomicOutput
import CZlib

/// Writes 8-bit straight RGBA as PNG: the one encoder for pictures, goldens and diff images.
///
/// Only IHDR, IDAT and IEND, every row with the Sub filter (the difference from the pixel on
/// the left: zero across a flat run, which mockups and diff images are mostly made of) and
/// zlib at level 3. Measured on rendered pictures, this took a fraction of the time libpng's
/// defaults (adaptive filters, level 6) took, for files about as small. The bytes depend
/// only on the pixels and zlib's version, so the same picture always gives the same file.
public enum PNGEncoder {
    static let level: Int32 = 3

    /// Encodes `image`.
    public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        try image.bytes.withUnsafeBufferPointer { (pixels) throws(PNGError) in
            try encode(width: image.width, height: image.height) { y, row in
                let start = y * image.width * 4
                row.baseAddress!.update(from: pixels.baseAddress! + start, count: row.count)
            }
        }
    }

    /// Encodes a picture given row by row: `fillRow(y, row)` writes row `y` as straight RGBA
    /// (`4 × width` bytes). For sources that are not RGBA already (Cairo's premultiplied
    /// ARGB), so no second copy of the picture is made.
    public static func encode(width: Int, height: Int,
                              fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError("cannot write an empty image (\(width)×\(height)) as PNG") }
        guard width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw PNGError("an image of \(width)×\(height) pixels is too large for a PNG")
        }
        let rowBytes = 1 + 4 * width
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, total <= Int(UInt32.max) else {
            throw PNGError("an image of \(width)×\(height) pixels is too large to encode")
        }
        var raw = [UInt8](repeating: 0, count: total)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let base = y * rowBytes
                out[base] = 1  // Sub
                let row = UnsafeMutableBufferPointer(rebasing: out[(base + 1)..<(base + rowBytes)])
                fillRow(y, row)
                // Right to left, so each byte still sees its left neighbour unfiltered.
                var index = row.count - 1
                while index >= 4 {
                    row[index] = row[index] &- row[index - 4]
                    index -= 1
                }
            }
        }
        var compressedSize = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
        let status = compress2(&compressed, &compressedSize, raw, uLong(raw.count), level)
        guard status == Z_OK else { throw PNGError("zlib could not compress the PNG (status \(status))") }
        compressed.removeLast(compressed.count - Int(compressedSize))

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
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
