/// PNG files built byte by byte for the decoder tests, independent of libpng: any colour
/// type and bit depth, PLTE and tRNS chunks, Adam7 interlacing. The image data is stored
/// uncompressed (deflate "stored" blocks), so the file is exactly what the fields say.
struct HandMadePNG {
    enum ColorType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6

        var channels: Int {
            switch self {
            case .grey, .palette: 1
            case .greyAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    /// Samples row by row, pixel by pixel, `colorType.channels` per pixel, each below
    /// 2^bitDepth.
    var samples: [Int]
    var palette: [(UInt8, UInt8, UInt8)] = []
    /// The tRNS chunk's content as written (alphas per palette entry, or 16-bit values).
    var transparency: [UInt8]?
    var interlaced = false
    /// The filter of each row of a plain image (0 none, 1 sub, 2 up, 3 average, 4 Paeth),
    /// repeated down the image; interlaced images are written with filter 0.
    var filters: [UInt8] = [0]

    /// The file's bytes.
    var bytes: [UInt8] {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian32(width) + bigEndian32(height)
        header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        file += chunk("IHDR", header)
        if !palette.isEmpty { file += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) }
        if let transparency { file += chunk("tRNS", transparency) }
        file += chunk("IDAT", zlibStored(scanlines()))
        file += chunk("IEND", [])
        return file
    }

    /// The filtered scanlines, pass by pass when interlaced.
    func scanlines() -> [UInt8] {
        // Adam7: (first column, first row, column step, row step) of each pass.
        let passes = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let columns = Array(stride(from: x0, to: width, by: dx))
            let rows = Array(stride(from: y0, to: height, by: dy))
            guard !columns.isEmpty, !rows.isEmpty else { continue }
            var above: [UInt8]?
            for y in rows {
                let rowSamples = columns.flatMap { x in
                    let start = (y * width + x) * colorType.channels
                    return samples[start..<start + colorType.channels]
                }
                let line = pack(rowSamples)
                let filter = interlaced ? 0 : filters[y % filters.count]
                data.append(filter)
                data += filtered(line, above: above ?? Array(repeating: 0, count: line.count), with: filter)
                above = line
            }
        }
        return data
    }

    /// `line` filtered as RFC 2083, 6 says, against the unfiltered line above.
    private func filtered(_ line: [UInt8], above: [UInt8], with filter: UInt8) -> [UInt8] {
        let step = max(1, colorType.channels * bitDepth / 8)  // bytes from a byte to the one left of it
        return line.indices.map { i in
            let left = i >= step ? Int(line[i - step]) : 0
            let up = Int(above[i]), upperLeft = i >= step ? Int(above[i - step]) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            case 4:
                let estimate = left + up - upperLeft
                let (toLeft, toUp, toUpperLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upperLeft))
                predictor = toLeft <= toUp && toLeft <= toUpperLeft ? left : toUp <= toUpperLeft ? up : upperLeft
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(line[i]) - predictor)
        }
    }

    private func pack(_ rowSamples: [Int]) -> [UInt8] {
        switch bitDepth {
        case 16: return rowSamples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return rowSamples.map { UInt8($0) }
        default:
            var bytes: [UInt8] = []
            var current = 0, used = 0
            for sample in rowSamples {
                current = current << bitDepth | sample
                used += bitDepth
                if used == 8 {
                    bytes.append(UInt8(current))
                    current = 0
                    used = 0
                }
            }
            if used > 0 { bytes.append(UInt8(current << (8 - used))) }
            return bytes
        }
    }
}

/// A zlib stream of stored (uncompressed) deflate blocks.
func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let length = min(65535, data.count - offset)
        let isLast: UInt8 = offset + length == data.count ? 1 : 0
        stream += [isLast, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
        stream += data[offset..<offset + length]
        offset += length
    } while offset < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data {
        a = (a + UInt32(byte)) % 65521
        b = (b + a) % 65521
    }
    return stream + bigEndian32(Int(b << 16 | a))
}

/// A PNG chunk: length, type, data, CRC-32 of type and data.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return bigEndian32(data.count) + typed + bigEndian32(Int(crc32(typed)))
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

func bigEndian32(_ value: Int) -> [UInt8] {
    [UInt8((value >> 24) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
}
