import AtomicOutput
import CDeflate
import ParallelWork

/// Writes the rows of a picture as straight RGBA for `PNGEncoder`, a range at a time; one
/// per thread.
public protocol PNGRowWriter: SendableMetatype {
    /// Writes rows `rows` as straight RGBA (`4 × width` bytes each): row `rows.lowerBound + i`
    /// at `destination + i × stride`.
    mutating func write(rows: Range<Int>, to destination: UnsafeMutablePointer<UInt8>, stride: Int)
}

/// A writer that asks for each row alone.
private struct RowByRow: PNGRowWriter {
    let width: Int
    let fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void

    func write(rows: Range<Int>, to destination: UnsafeMutablePointer<UInt8>, stride: Int) {
        for (index, y) in rows.enumerated() {
            fillRow(y, UnsafeMutableBufferPointer(start: destination + index * stride, count: 4 * width))
        }
    }
}

/// Writes 8-bit straight RGBA as PNG: the one encoder for pictures, goldens and diff images.
///
/// Only IHDR, IDAT and IEND, every row unfiltered, compressed by `PictureDeflate` (matches
/// with the pixel to the left, the pixel above and the last same pixel; a Huffman code per
/// band of rows) in bands on every core. On a 1668 × 28210 sheet zlib at level 3 (Sub
/// filter) took 8.2 G instructions; this takes a fraction of that for a file about as
/// large. The bytes depend only on the pixels (where bands are cut depends only on the
/// size), so the same picture always gives the same file, on any number of cores.
public enum PNGEncoder {
    /// About how many bytes of rows make one band (one block, one unit of work).
    static let bandBytes = 1 << 19

    /// Encodes `image`.
    public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        let width = image.width
        return try encode(width: width, height: image.height) { y, row in
            image.bytes.withUnsafeBufferPointer { pixels in
                row.baseAddress!.update(from: pixels.baseAddress! + y * width * 4, count: row.count)
            }
        }
    }

    /// Encodes a picture given row by row: `fillRow(y, row)` writes row `y` as straight RGBA
    /// (`4 × width` bytes). For sources that are not RGBA already (Cairo's premultiplied
    /// ARGB), so no second copy of the picture is made. `fillRow` is called from several
    /// threads at once, and for some rows more than once.
    public static func encode(width: Int, height: Int,
                              fillRow: @Sendable (Int, UnsafeMutableBufferPointer<UInt8>) -> Void) throws(PNGError) -> [UInt8] {
        try withoutActuallyEscaping(fillRow) { fillRow throws(PNGError) in
            try encode(width: width, height: height, rowsPerBand: nil, history: true) {
                RowByRow(width: width, fillRow: fillRow)
            }
        }
    }

    /// How many rows make a band by default: about `bandBytes` of them.
    public static func defaultRowsPerBand(width: Int) -> Int { max(1, bandBytes / (1 + 4 * max(0, width))) }

    /// Encodes a picture written a band of rows at a time by `Writer`s, one made per thread
    /// by `makeWriter` (so a writer can keep its buffers from band to band). Bands are
    /// `rowsPerBand` rows (default `defaultRowsPerBand`). With `history`, a band's matches
    /// may refer into the rows just before it, which its writer then writes too; without,
    /// each band is written once and stands alone (a few rows less well compressed).
    public static func encode<Writer: PNGRowWriter>(width: Int, height: Int, rowsPerBand: Int?, history: Bool,
                                                   writer makeWriter: @Sendable () -> Writer) throws(PNGError) -> [UInt8] {
        guard width > 0, height > 0 else { throw PNGError("cannot write an empty image (\(width)×\(height)) as PNG") }
        guard width <= Int(Int32.max) / 4, height <= Int(Int32.max) else {
            throw PNGError("an image of \(width)×\(height) pixels is too large for a PNG")
        }
        let rowBytes = 1 + 4 * width
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard !overflow, total <= Int(UInt32.max) else {
            throw PNGError("an image of \(width)×\(height) pixels is too large to encode")
        }
        let rowsPerBand = max(1, rowsPerBand ?? defaultRowsPerBand(width: width))
        let bands = stride(from: 0, to: height, by: rowsPerBand).map { ($0, min(height, $0 + rowsPerBand)) }
        let compressed = parallelMap(bands, worker: { (PictureDeflate(), makeWriter()) }) { worker, band in
            worker.0.compress(rowBytes: rowBytes, first: band.0, end: band.1, isLast: band.1 == height,
                              history: history) { rows, destination, stride in
                worker.1.write(rows: rows, to: destination, stride: stride)
            }
        }
        var adler = compressed[0].adler
        for band in compressed.dropFirst() { adler = Adler32.combine(adler, band.adler, secondCount: band.count) }
        // The zlib stream: header (deflate, 32 KB window, fastest), the bands, the checksum.
        var stream: [UInt8] = []
        stream.reserveCapacity(compressed.reduce(6) { $0 + $1.bytes.count })
        stream += [0x78, 0x01]
        for band in compressed { stream += band.bytes }
        stream += bigEndian(adler)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(stream.count + stream.count / Int(Int32.max) * 12 + 64)
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header[...], to: &png)
        // A chunk holds at most 2^31 − 1 bytes.
        var offset = 0
        repeat {
            let end = min(stream.count, offset + Int(Int32.max))
            appendChunk("IDAT", stream[offset..<end], to: &png)
            offset = end
        } while offset < stream.count
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

    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        // The CRC the fast decoder checks with, from the same library.
        var crc = libdeflate_crc32(0, typeBytes, typeBytes.count)
        data.withUnsafeBufferPointer { crc = libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        png += bigEndian(UInt32(crc))
    }
}
