import CDeflate

/// DEFLATE (RFC 1951) written for what pictures are made of: runs of one colour, rows that
/// repeat the row above, and shapes (glyphs, hatching, dashes) that repeat nearby.
///
/// zlib looks for the longest match at every byte; on a 47-megapixel sheet that took most
/// of the time of a render. Here a match is looked for once per pixel, at three places:
/// the pixel to the left, the pixel above, and the last place the same pixel value was
/// seen (a hash of the four bytes). The longest match of at least four bytes wins;
/// otherwise the pixel goes out as four literals. Each band of rows is one block with
/// Huffman codes of its own (RFC 1951's dynamic codes).
///
/// Bands are independent: each starts with an empty table of places, may refer back into
/// the rows before it (which it is given again) or stand alone, and ends on a byte
/// boundary, so bands can be compressed on several threads and joined. Where the bands are
/// cut is chosen by the caller from the image's size, so the bytes depend only on the
/// pixels.
final class PictureDeflate {
    /// The window: how far back a match may refer.
    static let window = 32_768
    static let minimumMatch = 4
    static let maximumMatch = 258
    static let hashBits = 15

    /// Scratch space of one thread: the band's rows (after the rows before it), its tokens,
    /// the hash table and the output.
    private var rows: UnsafeMutablePointer<UInt8>
    private var rowsCapacity: Int
    private var tokens: UnsafeMutablePointer<UInt32>
    private var tokensCapacity: Int
    private let table: UnsafeMutablePointer<Int32>
    private var literalFrequencies = [UInt32](repeating: 0, count: 286)
    private var distanceFrequencies = [UInt32](repeating: 0, count: 30)

    init() {
        rowsCapacity = 0
        rows = .allocate(capacity: 1)
        tokensCapacity = 0
        tokens = .allocate(capacity: 1)
        table = .allocate(capacity: 1 << Self.hashBits)
    }

    deinit {
        rows.deallocate()
        tokens.deallocate()
        table.deallocate()
    }

    /// The compressed band and the Adler-32 checksum of its own bytes.
    struct Band {
        var bytes: [UInt8]
        var adler: UInt32
        var count: Int
    }

    /// Compresses rows `first..<end` of an image of rows of `rowBytes` bytes each (filter
    /// byte included); `writeRows(rows, destination, stride)` writes a range of rows' pixels.
    /// With `history`, matches may refer back into the rows before the band (which are
    /// written again for it); without, the band stands alone. The last band of an image ends
    /// the stream (`isLast`).
    func compress(rowBytes: Int, first: Int, end: Int, isLast: Bool, history: Bool,
                  writeRows: (Range<Int>, UnsafeMutablePointer<UInt8>, Int) -> Void) -> Band {
        // The rows before the band that the window reaches into.
        let historyRows = history ? min(first, (Self.window + rowBytes - 1) / rowBytes) : 0
        let start = historyRows * rowBytes
        let count = (end - first) * rowBytes
        let total = start + count
        if rowsCapacity < total + 8 {
            rows.deallocate()
            rowsCapacity = total + 8
            rows = .allocate(capacity: rowsCapacity)
        }
        writeRows((first - historyRows)..<end, rows + 1, rowBytes)
        for index in 0..<(end - first + historyRows) { rows[index * rowBytes] = 0 }  // filter: none
        // Eight bytes past the end are read (never matched) by the comparisons.
        (rows + total).initialize(repeating: 0, count: 8)
        if tokensCapacity < count {
            tokens.deallocate()
            tokensCapacity = count
            tokens = .allocate(capacity: tokensCapacity)
        }
        let tokenCount = tokenize(start: start, end: total, rowBytes: rowBytes)
        var writer = BitWriter(capacity: tokenCount * 6 + 1_024)
        writeBlock(tokenCount: tokenCount, isLast: isLast, into: &writer)
        if isLast {
            writer.alignToByte()
        } else {
            // An empty stored block: ends the band on a byte boundary.
            writer.write(0, bits: 3)
            writer.alignToByte()
            writer.write(0xFFFF_0000, bits: 32)
        }
        return Band(bytes: writer.finish(), adler: Adler32.checksum(rows + start, count: count), count: count)
    }

    // MARK: Matching

    /// Splits `rows[start..<end]` into literals and matches; counts their symbols.
    private func tokenize(start: Int, end: Int, rowBytes: Int) -> Int {
        let data = UnsafePointer(rows)
        let table = self.table
        let tokens = self.tokens
        table.initialize(repeating: -1, count: 1 << Self.hashBits)
        let shift = UInt32(32 - Self.hashBits)
        @inline(__always) func load32(_ at: Int) -> UInt32 {
            UnsafeRawPointer(data + at).loadUnaligned(as: UInt32.self)
        }
        @inline(__always) func hash(_ value: UInt32) -> Int { Int((value &* 2_654_435_761) >> shift) }
        // The pixels of the rows before the band, so the band's first rows find them.
        var position = 0
        while position < start {
            let pixels = position + 1, rowEnd = position + rowBytes
            var at = pixels
            while at + 4 <= rowEnd {
                table[hash(load32(at))] = Int32(at)
                at += 4
            }
            position = rowEnd
        }
        literalFrequencies.withUnsafeMutableBufferPointer { $0.initialize(repeating: 0) }
        distanceFrequencies.withUnsafeMutableBufferPointer { $0.initialize(repeating: 0) }
        var count = 0
        literalFrequencies.withUnsafeMutableBufferPointer { literals in
            distanceFrequencies.withUnsafeMutableBufferPointer { distances in
                let literals = literals.baseAddress!, distances = distances.baseAddress!
                let above = rowBytes <= Self.window ? rowBytes : 0
                var p = start
                var rowStart = start
                while p < end {
                    while p >= rowStart + rowBytes { rowStart += rowBytes }
                    let limit = min(Self.maximumMatch, end - p)
                    var bestLength = 0, bestDistance = 0
                    if limit >= Self.minimumMatch {
                        let value = load32(p)
                        if p >= 4, load32(p - 4) == value {
                            bestLength = Self.matchLength(data, p, p - 4, limit)
                            bestDistance = 4
                        }
                        if bestLength < limit, above > 0, p >= above, load32(p - above) == value {
                            let length = Self.matchLength(data, p, p - above, limit)
                            if length > bestLength { (bestLength, bestDistance) = (length, above) }
                        }
                        let slot = hash(value)
                        let candidate = Int(table[slot])
                        table[slot] = Int32(p)
                        if bestLength < limit, candidate >= 0, p - candidate <= Self.window,
                           p - candidate != 4, p - candidate != above, load32(candidate) == value {
                            let length = Self.matchLength(data, p, candidate, limit)
                            if length > bestLength { (bestLength, bestDistance) = (length, p - candidate) }
                        }
                    }
                    if bestLength >= Self.minimumMatch {
                        tokens[count] = 0x8000_0000 | UInt32(bestLength - 3) << 16 | UInt32(bestDistance - 1)
                        count += 1
                        literals[257 + Int(DeflateTables.lengthCode[bestLength - 3])] += 1
                        distances[Int(DeflateTables.distanceCode(bestDistance - 1))] += 1
                        p += bestLength
                    } else {
                        // Literals up to the next pixel's first byte (the filter byte alone).
                        let offset = p - rowStart
                        var next = offset == 0 ? p + 1 : p + 4 - (offset - 1) % 4
                        if next > end { next = end }
                        while p < next {
                            let byte = data[p]
                            tokens[count] = UInt32(byte)
                            count += 1
                            literals[Int(byte)] += 1
                            p += 1
                        }
                    }
                }
            }
        }
        return count
    }

    /// How many bytes from `a` repeat those from `b` (before it), at most `limit`.
    @inline(__always)
    private static func matchLength(_ data: UnsafePointer<UInt8>, _ a: Int, _ b: Int, _ limit: Int) -> Int {
        let raw = UnsafeRawPointer(data)
        var length = 0
        while length + 8 <= limit {
            let difference = raw.loadUnaligned(fromByteOffset: a + length, as: UInt64.self)
                ^ raw.loadUnaligned(fromByteOffset: b + length, as: UInt64.self)
            if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
            length += 8
        }
        while length < limit, data[a + length] == data[b + length] { length += 1 }
        return length
    }

    // MARK: Writing

    /// One block with dynamic Huffman codes (BTYPE 2) holding every token.
    private func writeBlock(tokenCount: Int, isLast: Bool, into writer: inout BitWriter) {
        literalFrequencies[256] = 1  // end of block
        let literalLengths = Huffman.codeLengths(literalFrequencies, maximumBits: 15)
        let distanceLengths = Huffman.codeLengths(distanceFrequencies, maximumBits: 15)
        let literalCodes = Huffman.codes(literalLengths)
        let distanceCodes = Huffman.codes(distanceLengths)
        writer.write(isLast ? 1 : 0, bits: 1)
        writer.write(2, bits: 2)
        Huffman.writeLengths(literalLengths, distanceLengths, into: &writer)

        let tokens = self.tokens
        literalCodes.withUnsafeBufferPointer { literalCodes in
            literalLengths.withUnsafeBufferPointer { literalLengths in
                distanceCodes.withUnsafeBufferPointer { distanceCodes in
                    distanceLengths.withUnsafeBufferPointer { distanceLengths in
                        for index in 0..<tokenCount {
                            let token = tokens[index]
                            if token & 0x8000_0000 == 0 {
                                let symbol = Int(token)
                                writer.write(UInt64(literalCodes[symbol]), bits: Int(literalLengths[symbol]))
                                writer.flushBytes()
                                continue
                            }
                            let length = Int(token >> 16 & 0xFF), distance = Int(token & 0x7FFF)
                            let lengthCode = Int(DeflateTables.lengthCode[length])
                            let symbol = 257 + lengthCode
                            var bits = UInt64(literalCodes[symbol])
                            var used = Int(literalLengths[symbol])
                            let lengthExtra = Int(DeflateTables.lengthExtra[lengthCode])
                            bits |= UInt64(length - Int(DeflateTables.lengthBase[lengthCode]) + 3) << used
                            used += lengthExtra
                            let distanceCode = Int(DeflateTables.distanceCode(distance))
                            bits |= UInt64(distanceCodes[distanceCode]) << used
                            used += Int(distanceLengths[distanceCode])
                            bits |= UInt64(distance - Int(DeflateTables.distanceBase[distanceCode]) + 1) << used
                            used += Int(DeflateTables.distanceExtra[distanceCode])
                            writer.write(bits, bits: used)
                            writer.flushBytes()
                        }
                    }
                }
            }
        }
        writer.write(UInt64(literalCodes[256]), bits: Int(literalLengths[256]))
        writer.flushBytes()
    }
}

/// Bits written least significant first, as DEFLATE packs them.
struct BitWriter: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var bits: UInt64 = 0
    private var bitCount = 0

    /// Room for `capacity` bytes; more is made when needed.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// Adds `bits` bits of `value` (at most 56 at once, with at most 7 waiting).
    @inline(__always)
    mutating func write(_ value: UInt64, bits: Int) {
        self.bits |= value << bitCount
        bitCount += bits
    }

    /// Moves the whole bytes waiting into the buffer.
    @inline(__always)
    mutating func flushBytes() {
        if count + 8 > capacity { grow() }
        UnsafeMutableRawPointer(buffer + count).storeBytes(of: bits.littleEndian, as: UInt64.self)
        let bytes = bitCount >> 3
        count += bytes
        bits = bytes == 8 ? 0 : bits >> (bytes << 3)
        bitCount &= 7
    }

    mutating func alignToByte() {
        flushBytes()
        if bitCount > 0 {
            bitCount = 8
            flushBytes()
        }
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = larger
        capacity *= 2
    }

    /// The bytes written (after `alignToByte`).
    consuming func finish() -> [UInt8] {
        flushBytes()
        return Array(UnsafeBufferPointer(start: buffer, count: count))
    }
}

/// Huffman codes as DEFLATE wants them: lengths limited, canonical codes, and the lengths
/// themselves written with the code-length code.
enum Huffman {
    /// Code lengths for symbols of these frequencies (0 for an unused symbol), none longer
    /// than `maximumBits`. At least two symbols get a code, as zlib does, so that every
    /// code is complete.
    static func codeLengths(_ frequencies: [UInt32], maximumBits: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var weights = frequencies.map { Int($0) }
        var used = weights.indices.filter { weights[$0] > 0 }
        var extra = 0
        while used.count < 2 {
            while weights[extra] > 0 { extra += 1 }
            weights[extra] = 1
            used = weights.indices.filter { weights[$0] > 0 }
        }
        // Least frequent first; ties by symbol, so the code never depends on the sort.
        let leaves = used.sorted { (weights[$0], $0) < (weights[$1], $1) }
        let n = leaves.count
        // The two-queue construction: leaves in order, then the merged nodes in the order made.
        var weight = leaves.map { weights[$0] } + [Int](repeating: 0, count: n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        var leaf = 0, node = n
        for next in n..<(2 * n - 1) {
            var pair = (0, 0)
            for slot in 0..<2 {
                let pick: Int
                if leaf < n && (node >= next || weight[leaf] <= weight[node]) {
                    pick = leaf
                    leaf += 1
                } else {
                    pick = node
                    node += 1
                }
                if slot == 0 { pair.0 = pick } else { pair.1 = pick }
            }
            weight[next] = weight[pair.0] + weight[pair.1]
            parent[pair.0] = next
            parent[pair.1] = next
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for index in stride(from: 2 * n - 3, through: 0, by: -1) { depth[index] = depth[parent[index]] + 1 }
        // Lengths per count, too long ones cut to the maximum, then the code made complete
        // again (miniz's way: one code at the maximum out, one shorter code one longer).
        var counts = [Int](repeating: 0, count: maximumBits + 1)
        for index in 0..<n { counts[min(depth[index], maximumBits)] += 1 }
        var total = 0
        for bits in 1...maximumBits { total += counts[bits] << (maximumBits - bits) }
        while total > 1 << maximumBits {
            counts[maximumBits] -= 1
            for bits in stride(from: maximumBits - 1, through: 1, by: -1) where counts[bits] > 0 {
                counts[bits] -= 1
                counts[bits + 1] += 2
                break
            }
            total -= 1
        }
        // The least frequent symbols get the longest codes.
        var index = 0
        for bits in stride(from: maximumBits, through: 1, by: -1) {
            for _ in 0..<counts[bits] {
                lengths[leaves[index]] = UInt8(bits)
                index += 1
            }
        }
        return lengths
    }

    /// The canonical codes of these lengths, bit-reversed for writing least significant bit
    /// first.
    static func codes(_ lengths: [UInt8]) -> [UInt32] {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + counts[bits - 1]) << 1
            next[bits] = code
        }
        return lengths.map { length in
            guard length > 0 else { return 0 }
            let code = next[Int(length)]
            next[Int(length)] += 1
            var reversed = 0
            for bit in 0..<Int(length) where code & (1 << bit) != 0 { reversed |= 1 << (Int(length) - 1 - bit) }
            return UInt32(reversed)
        }
    }

    /// The order code-length code lengths are written in (RFC 1951, 3.2.7).
    private static let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// HLIT, HDIST, HCLEN, the code-length code and both codes' lengths, run-length coded.
    static func writeLengths(_ literal: [UInt8], _ distance: [UInt8], into writer: inout BitWriter) {
        let literalCount = max(257, (literal.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distance.lastIndex { $0 != 0 } ?? 0) + 1)
        let all = Array(literal[..<literalCount]) + Array(distance[..<distanceCount])
        // (symbol, extra bits' value)
        var runs: [(Int, Int)] = []
        var index = 0
        while index < all.count {
            let value = all[index]
            var run = 1
            while index + run < all.count && all[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                var left = run
                while left >= 11 {
                    let part = min(left, 138)
                    runs.append((18, part - 11))
                    left -= part
                }
                if left >= 3 {
                    runs.append((17, left - 3))
                    left = 0
                }
                runs += [(Int, Int)](repeating: (0, 0), count: left)
            } else {
                runs.append((Int(value), 0))
                var left = run - 1
                while left >= 3 {
                    let part = min(left, 6)
                    runs.append((16, part - 3))
                    left -= part
                }
                runs += [(Int, Int)](repeating: (Int(value), 0), count: left)
            }
        }
        var frequencies = [UInt32](repeating: 0, count: 19)
        for (symbol, _) in runs { frequencies[symbol] += 1 }
        let lengths = codeLengths(frequencies, maximumBits: 7)
        let codes = codes(lengths)
        var codeCount = 19
        while codeCount > 4 && lengths[order[codeCount - 1]] == 0 { codeCount -= 1 }
        writer.write(UInt64(literalCount - 257), bits: 5)
        writer.write(UInt64(distanceCount - 1), bits: 5)
        writer.write(UInt64(codeCount - 4), bits: 4)
        writer.flushBytes()
        for symbol in order[..<codeCount] {
            writer.write(UInt64(lengths[symbol]), bits: 3)
            writer.flushBytes()
        }
        let extraBits = [16: 2, 17: 3, 18: 7]
        for (symbol, extra) in runs {
            writer.write(UInt64(codes[symbol]), bits: Int(lengths[symbol]))
            if let bits = extraBits[symbol] { writer.write(UInt64(extra), bits: bits) }
            writer.flushBytes()
        }
    }
}

/// RFC 1951's length and distance codes.
enum DeflateTables {
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                       115, 131, 163, 195, 227, 258]
    static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5,
                                       5, 0]
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                                         1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11,
                                         11, 12, 12, 13, 13]

    /// Length − 3 → the length code's index (symbol − 257).
    static let lengthCode: [UInt8] = (0..<256).map { value in
        let length = value + 3
        return UInt8(lengthBase.lastIndex { Int($0) <= length }!)
    }

    /// Distance − 1 → code, for distances up to 256 directly and above that by 128s
    /// (zlib's `_dist_code`).
    private static let distanceCodes: [UInt8] = (0..<512).map { index in
        let distance = index < 256 ? index + 1 : ((index - 256) << 7) + 1
        return UInt8(distanceBase.lastIndex { Int($0) <= distance }!)
    }

    @inline(__always)
    static func distanceCode(_ distanceMinusOne: Int) -> UInt8 {
        distanceMinusOne < 256 ? distanceCodes[distanceMinusOne] : distanceCodes[256 + (distanceMinusOne >> 7)]
    }
}

/// Adler-32 (RFC 1950), the zlib stream's checksum of the uncompressed bytes.
enum Adler32 {
    static let base: UInt32 = 65_521

    /// libdeflate's, which sums with the processor's vector instructions: the portable
    /// eight-bytes-at-a-time sum this replaced was a tenth of drawing the login sample at
    /// scale 2 (2.6 instructions a byte).
    static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int, initial: UInt32 = 1) -> UInt32 {
        libdeflate_adler32(initial, bytes, count)
    }

    /// The checksum of two pieces joined, from each piece's checksum and the second's length.
    static func combine(_ first: UInt32, _ second: UInt32, secondCount: Int) -> UInt32 {
        let remainder = UInt32(secondCount % Int(base))
        var a = first & 0xFFFF
        var b = UInt32((UInt64(remainder) * UInt64(a)) % UInt64(base))
        a += (second & 0xFFFF) + base - 1
        b += (first >> 16) + (second >> 16) + base - remainder
        if a >= base { a -= base }
        if a >= base { a -= base }
        if b >= base << 1 { b -= base << 1 }
        if b >= base { b -= base }
        return b << 16 | a
    }
}
