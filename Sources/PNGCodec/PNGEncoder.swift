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
        let compressed = try deflate(rows: height, rowBytes: rowBytes) { y, out in
            out[0] = 1  // Sub
            let row = UnsafeMutableBufferPointer(rebasing: out[1...])
            fillRow(y, row)
            // Right to left, so each byte still sees its left neighbour unfiltered.
            var index = row.count - 1
            while index >= 4 {
                row[index] = row[index] &- row[index - 4]
                index -= 1
            }
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// The zlib stream of `rows` filtered rows of `rowBytes` bytes each, `filterRow(y, out)`
    /// writing row `y` into `out`: the bytes `compress2` gives for the rows all in one buffer
    /// (deflate's output does not depend on how its input is handed over), without that
    /// buffer. A picture of 10,000 views is 12 megapixels: the filtered copy and a
    /// worst-case output buffer were 115 MB written (and zeroed) on top of the picture.
    private static func deflate(rows: Int, rowBytes: Int,
                                filterRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) throws(PNGError) -> [UInt8] {
        // zlib's state points back at the stream, so the stream needs an address of its own.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard deflateInit_(stream, level, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw PNGError("zlib could not start compressing the PNG")
        }
        defer { deflateEnd(stream) }
        // Rows go in in batches of about 256 KB; compressed bytes come out in 256 KB pieces.
        let rowsPerBatch = max(1, (1 << 18) / rowBytes)
        var input = [UInt8](repeating: 0, count: rowsPerBatch * rowBytes)
        var piece = [UInt8](repeating: 0, count: 1 << 18)
        var output: [UInt8] = []
        var status = Z_OK
        var y = 0
        while y < rows {
            let batch = min(rowsPerBatch, rows - y)
            let isLast = y + batch == rows
            status = input.withUnsafeMutableBufferPointer { input in
                for offset in 0..<batch {
                    let start = offset * rowBytes
                    filterRow(y + offset, UnsafeMutableBufferPointer(rebasing: input[start..<(start + rowBytes)]))
                }
                stream.pointee.next_in = input.baseAddress
                stream.pointee.avail_in = uInt(batch * rowBytes)
                return piece.withUnsafeMutableBufferPointer { piece in
                    var status = Z_OK
                    repeat {  // until zlib has taken the batch (and, at the end, written everything)
                        stream.pointee.next_out = piece.baseAddress
                        stream.pointee.avail_out = uInt(piece.count)
                        status = CZlib.deflate(stream, isLast ? Z_FINISH : Z_NO_FLUSH)
                        output.append(contentsOf: piece[..<(piece.count - Int(stream.pointee.avail_out))])
                    } while status == Z_OK && (stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0 || isLast)
                    return status
                }
            }
            guard status == Z_OK || status == Z_BUF_ERROR || status == Z_STREAM_END else { break }
            y += batch
        }
        guard status == Z_STREAM_END else { throw PNGError("zlib could not compress the PNG (status \(status))") }
        return output
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
