import CDeflate
import CPNG
import Glibc

/// Decoding the PNGs that pictures and screenshots nearly always are, 8-bit RGB or RGBA
/// without interlacing, faster than libpng: the image data inflated in one piece by
/// libdeflate, and the rows unfiltered a pixel at a time with vector arithmetic. libpng
/// unfilters byte by byte, and with zlib's inflate that was four fifths of `visual diff`
/// on a 1000×1000 pair (two decodes, 140 of 171 million instructions).
///
/// Anything else, and anything the fast path does not find exactly as the format says
/// (a bad checksum, a chunk it does not expect, too much or too little data, a filter
/// type that does not exist), returns nil: `PNGDecoder` then decodes the file with
/// libpng, which converts every other kind and reports every error as it always did.
/// Ancillary chunks are skipped, as the libpng path skips them (no gamma or colour
/// management); a transparency chunk is left to libpng.
enum PNGFastDecoder {
    /// libpng's own limit on either side (PNG_USER_WIDTH_MAX, PNG_USER_HEIGHT_MAX).
    static let largestSide = 1_000_000

    /// The image, or nil when the file is not one the fast path takes (see above).
    ///
    /// One buffer holds first the inflated rows and then, unfiltered, the pixels: at 12
    /// megapixels a second buffer was 48 MB more for the kernel to hand out page by page,
    /// zeroed, and take back, and those page faults were half of `visual diff`'s time.
    /// RGBA rows are inflated at the start, and row y is unfiltered y + 1 bytes left of
    /// where it lay (the filter bytes drop out); RGB rows, a quarter shorter, at the end,
    /// each widened to RGBA once the row below no longer needs it (`unfilter`).
    static func decode(_ file: UnsafeBufferPointer<UInt8>, maximumPixelCount: Int) -> RGBAImage? {
        guard let layout = Layout(file), layout.width * layout.height <= maximumPixelCount else { return nil }
        let rowBytes = layout.width * layout.channels
        let rawCount = layout.height * (rowBytes + 1)
        let pixelCount = layout.width * layout.height * 4
        let capacity = max(rawCount, pixelCount)
        var decoded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let base = buffer.baseAddress!
            adviseHugePages(base, count: capacity)
            let raw = base + (capacity - rawCount)
            decoded = inflate(layout.data, into: raw, count: rawCount)
                && unfilter(raw, channels: layout.channels, width: layout.width, height: layout.height, into: base)
            count = decoded ? pixelCount : 0
        }
        return decoded ? RGBAImage(width: layout.width, height: layout.height, bytes: pixels) : nil
    }

    /// Asks the kernel for 2 MB pages behind a large buffer about to be written whole: one
    /// page fault for every 512 (a 12-megapixel image is 12,000 faults of 4 KB pages). Only
    /// advice: where transparent huge pages are off, nothing changes.
    private static func adviseHugePages(_ buffer: UnsafeMutablePointer<UInt8>, count: Int) {
        let page = 4096, huge = 2 << 20
        guard count >= 2 * huge else { return }
        let start = (Int(bitPattern: buffer) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: buffer) + count) & ~(page - 1)
        _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
    }

    /// What the chunks say: the header's size and kind, and the image data, joined.
    private struct Layout {
        let width: Int
        let height: Int
        let channels: Int
        let data: [UInt8]

        init?(_ file: UnsafeBufferPointer<UInt8>) {
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard file.count >= 8, file.prefix(8).elementsEqual(signature) else { return nil }
            func word(_ at: Int) -> Int {
                Int(file[at]) << 24 | Int(file[at + 1]) << 16 | Int(file[at + 2]) << 8 | Int(file[at + 3])
            }
            var offset = 8, index = 0
            var header: (width: Int, height: Int, channels: Int)?
            var data: [UInt8] = []
            var dataEnded = false, ended = false
            while !ended {
                guard offset + 12 <= file.count else { return nil }
                let length = word(offset)
                guard length <= file.count - offset - 12 else { return nil }
                let type = (file[offset + 4], file[offset + 5], file[offset + 6], file[offset + 7])
                let body = offset + 8
                // The CRC covers the type and the data.
                let crc = libdeflate_crc32(0, file.baseAddress! + offset + 4, length + 4)
                guard crc == UInt32(word(body + length)) else { return nil }
                switch type {
                case (0x49, 0x48, 0x44, 0x52):  // IHDR, first and only
                    guard index == 0, length == 13 else { return nil }
                    let width = word(body), height = word(body + 4)
                    let (depth, color) = (file[body + 8], file[body + 9])
                    let (compression, filter, interlace) = (file[body + 10], file[body + 11], file[body + 12])
                    guard (1...PNGFastDecoder.largestSide).contains(width),
                          (1...PNGFastDecoder.largestSide).contains(height),
                          depth == 8, color == 2 || color == 6, compression == 0, filter == 0, interlace == 0
                    else { return nil }
                    header = (width, height, color == 6 ? 4 : 3)
                case (0x49, 0x44, 0x41, 0x54):  // IDAT, all of them in a row
                    guard header != nil, !dataEnded else { return nil }
                    data.append(contentsOf: UnsafeBufferPointer(rebasing: file[body..<(body + length)]))
                case (0x49, 0x45, 0x4E, 0x44):  // IEND
                    guard !data.isEmpty, length == 0 else { return nil }
                    ended = true
                default:
                    // Before the header, a critical chunk (PLTE included) or transparency:
                    // left to libpng. Other ancillary chunks do not change the pixels.
                    // A type that is not four ASCII letters is an error libpng reports.
                    let isCritical = type.0 & 0x20 == 0
                    let isTransparency = type == (0x74, 0x52, 0x4E, 0x53)
                    func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
                    let isNamed = isLetter(type.0) && isLetter(type.1) && isLetter(type.2) && isLetter(type.3)
                    guard header != nil, isNamed, !isCritical, !isTransparency else { return nil }
                    if !data.isEmpty { dataEnded = true }
                }
                offset = body + length + 4
                index += 1
            }
            guard let header else { return nil }
            (width, height, channels, self.data) = (header.width, header.height, header.channels, data)
        }
    }

    /// The zlib stream inflated into exactly `count` bytes at `raw`; false if it is damaged
    /// or holds more or fewer.
    private static func inflate(_ data: [UInt8], into raw: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        var written = 0
        let result = data.withUnsafeBytes { input in
            libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, raw, count, &written)
        }
        return result == LIBDEFLATE_SUCCESS && written == count
    }

    /// Undoes each row's filter (RFC 2083, 6), leaving RGBA pixels at `output`; false on a
    /// filter type that does not exist. `raw` (the filter byte and data of each row) and
    /// `output` are one buffer:
    /// - RGBA: `raw` is `output`. Row y is unfiltered to `y × rowBytes`, y + 1 bytes left
    ///   of its data; every row filter reads a byte before it writes at or left of it.
    /// - RGB: `raw` ends where the RGBA pixels end. Row y is unfiltered where it lies, and
    ///   row y − 1 is widened to RGBA after it, since row y reads it: the widened row ends
    ///   at or before row y's filter byte ((h − y)(w − 1) bytes to spare), and each pixel is
    ///   read before its four bytes are written at or left of it.
    private static func unfilter(_ raw: UnsafeMutablePointer<UInt8>, channels: Int, width: Int, height: Int,
                                 into output: UnsafeMutablePointer<UInt8>) -> Bool {
        let rowBytes = width * channels
        // The row above the first is zeros.
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        zeros.initialize(repeating: 0, count: rowBytes)
        defer { zeros.deallocate() }
        var above = zeros
        for y in 0..<height {
            let filtered = raw + y * (rowBytes + 1)
            let filter = filtered[0]
            guard filter <= 4 else { return false }
            if channels == 4 {
                let target = output + y * rowBytes
                if filter == 1 || filter == 3 || filter == 4 {
                    unfilterRGBARow(filter, filtered + 1, above, target, width: width)
                } else {
                    unfilterRow(filter, filtered + 1, above, target, count: rowBytes, bytesPerPixel: 4)
                }
                above = target
            } else {
                unfilterRow(filter, filtered + 1, above, filtered + 1, count: rowBytes, bytesPerPixel: 3)
                if y > 0 { widen(above, width: width, into: output + (y - 1) * width * 4) }
                above = filtered + 1
            }
        }
        if channels == 3 { widen(above, width: width, into: output + (height - 1) * width * 4) }
        return true
    }

    /// An RGB row as RGBA, opaque, front to back (`rgba` may lie left of `rgb` within it).
    @inline(__always)
    private static func widen(_ rgb: UnsafeMutablePointer<UInt8>, width: Int, into rgba: UnsafeMutablePointer<UInt8>) {
        for x in 0..<width {
            let (red, green, blue) = (rgb[3 * x], rgb[3 * x + 1], rgb[3 * x + 2])
            rgba[4 * x] = red
            rgba[4 * x + 1] = green
            rgba[4 * x + 2] = blue
            rgba[4 * x + 3] = 255
        }
    }

    /// `unfilterRow` for the filters that depend on the pixel to the left, in RGBA: a pixel
    /// at a time, its four channels in one vector (Paeth byte by byte was most of a decode).
    @inline(__always)
    private static func unfilterRGBARow(_ filter: UInt8, _ source: UnsafeMutablePointer<UInt8>,
                                        _ above: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                                        width: Int) {
        @inline(__always) func load(_ row: UnsafeMutablePointer<UInt8>, _ x: Int) -> SIMD4<UInt8> {
            UnsafeRawPointer(row + 4 * x).loadUnaligned(as: SIMD4<UInt8>.self)
        }
        @inline(__always) func store(_ pixel: SIMD4<UInt8>, _ x: Int) {
            UnsafeMutableRawPointer(target + 4 * x).storeBytes(of: pixel, as: SIMD4<UInt8>.self)
        }
        var left = SIMD4<UInt8>()
        switch filter {
        case 1:
            for x in 0..<width {
                left = load(source, x) &+ left
                store(left, x)
            }
        case 3:
            for x in 0..<width {
                let sum = SIMD4<UInt16>(truncatingIfNeeded: left) &+ SIMD4<UInt16>(truncatingIfNeeded: load(above, x))
                left = load(source, x) &+ SIMD4<UInt8>(truncatingIfNeeded: sum &>> 1)
                store(left, x)
            }
        default:
            // Paeth: in C, with SSE2 (see png_unfilter.h).
            cpng_unfilter_paeth_rgba(source, above, target, width)
        }
    }

    /// One row of `count` bytes: `source` filtered with `filter` (0 none, 1 sub, 2 up,
    /// 3 average, 4 Paeth), `above` the unfiltered row above. `target` may be `source`
    /// itself or lie left of it: each byte is read before it is written. A loop per filter,
    /// over bytes; "up" 16 bytes at a time, loaded before they are stored.
    @inline(__always)
    private static func unfilterRow(_ filter: UInt8, _ source: UnsafeMutablePointer<UInt8>,
                                    _ above: UnsafeMutablePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>,
                                    count: Int, bytesPerPixel n: Int) {
        switch filter {
        case 0:
            if target != source { memmove(target, source, count) }
        case 1:
            for i in 0..<min(n, count) { target[i] = source[i] }
            var i = n
            while i < count {
                target[i] = source[i] &+ target[i - n]
                i += 1
            }
        case 2:
            var i = 0
            while i + 16 <= count {
                let sum = UnsafeRawPointer(source + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    &+ UnsafeRawPointer(above + i).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(target + i).storeBytes(of: sum, as: SIMD16<UInt8>.self)
                i += 16
            }
            while i < count {
                target[i] = source[i] &+ above[i]
                i += 1
            }
        case 3:
            for i in 0..<min(n, count) { target[i] = source[i] &+ above[i] >> 1 }
            var i = n
            while i < count {
                target[i] = source[i] &+ UInt8(truncatingIfNeeded: (Int(target[i - n]) + Int(above[i])) >> 1)
                i += 1
            }
        default:
            // Paeth: the neighbour nearest to left + up - upper left; ties to left, then up.
            for i in 0..<min(n, count) { target[i] = source[i] &+ above[i] }
            var i = n
            while i < count {
                let left = Int(target[i - n]), up = Int(above[i]), upperLeft = Int(above[i - n])
                let toLeft = abs(up - upperLeft), toUp = abs(left - upperLeft)
                let toUpperLeft = abs(left + up - 2 * upperLeft)
                let predictor = toLeft <= toUp && toLeft <= toUpperLeft ? left : toUp <= toUpperLeft ? up : upperLeft
                target[i] = source[i] &+ UInt8(truncatingIfNeeded: predictor)
                i += 1
            }
        }
    }
}
