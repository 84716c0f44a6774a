import Foundation
import Testing
@testable import PixelDiff
@testable import PNGCodec

/// Decodes a hand-made PNG; the test fails if libpng rejects it.
private func decode(_ png: HandMadePNG, sourceLocation: SourceLocation = #_sourceLocation) throws -> RGBAImage {
    try PNGDecoder.decode(png.bytes)
}

/// The decoded image's pixels, row by row.
private func pixels(_ image: RGBAImage) -> [RGBA] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
}

@Suite("PNG decoding to straight RGBA")
struct PNGDecodingTests {
    @Test("8-bit RGBA comes through unchanged, translucent colours not premultiplied")
    func rgba8() throws {
        let png = HandMadePNG(width: 2, height: 1, colorType: .rgba, bitDepth: 8,
                              samples: [200, 100, 50, 128, 10, 20, 30, 0])
        let image = try decode(png)
        #expect(image.bytes == [200, 100, 50, 128, 10, 20, 30, 0])
    }

    @Test("RGB gets opaque alpha")
    func rgb8() throws {
        let png = HandMadePNG(width: 2, height: 1, colorType: .rgb, bitDepth: 8, samples: [1, 2, 3, 250, 251, 252])
        #expect(pixels(try decode(png)) == [RGBA(1, 2, 3), RGBA(250, 251, 252)])
    }

    @Test("grey becomes RGB; grey with alpha keeps its alpha")
    func grey() throws {
        let grey = HandMadePNG(width: 2, height: 1, colorType: .grey, bitDepth: 8, samples: [0, 77])
        #expect(pixels(try decode(grey)) == [RGBA(0, 0, 0), RGBA(77, 77, 77)])
        let greyAlpha = HandMadePNG(width: 2, height: 1, colorType: .greyAlpha, bitDepth: 8, samples: [90, 10, 255, 255])
        #expect(pixels(try decode(greyAlpha)) == [RGBA(90, 90, 90, 10), RGBA(255, 255, 255, 255)])
    }

    @Test("low bit depths of grey scale up to the full range", arguments: [(1, 255), (2, 85), (4, 17)])
    func lowBitGrey(bitDepth: Int, scale: Int) throws {
        let top = (1 << bitDepth) - 1
        // Nine pixels so that rows do not end on a byte boundary.
        let samples = (0..<9).map { $0 % (top + 1) }
        let png = HandMadePNG(width: 9, height: 2, colorType: .grey, bitDepth: bitDepth, samples: samples + samples.reversed())
        let decoded = pixels(try decode(png))
        let expected = (samples + samples.reversed()).map { UInt8($0 * scale) }.map { RGBA($0, $0, $0) }
        #expect(decoded == expected)
    }

    @Test("16-bit samples keep their high byte")
    func sixteenBit() throws {
        let rgba = HandMadePNG(width: 1, height: 1, colorType: .rgba, bitDepth: 16, samples: [0x12FF, 0x3400, 0xFF80, 0x807F])
        #expect(pixels(try decode(rgba)) == [RGBA(0x12, 0x34, 0xFF, 0x80)])
        let grey = HandMadePNG(width: 2, height: 1, colorType: .grey, bitDepth: 16, samples: [0xABCD, 0x00FF])
        #expect(pixels(try decode(grey)) == [RGBA(0xAB, 0xAB, 0xAB), RGBA(0, 0, 0)])
    }

    @Test("palette entries expand, with tRNS alphas (entries past the tRNS list are opaque)")
    func palette() throws {
        let png = HandMadePNG(width: 5, height: 1, colorType: .palette, bitDepth: 4, samples: [0, 1, 2, 3, 1],
                              palette: [(255, 0, 0), (0, 255, 0), (0, 0, 255), (9, 8, 7)],
                              transparency: [0, 128])
        #expect(pixels(try decode(png)) == [RGBA(255, 0, 0, 0), RGBA(0, 255, 0, 128), RGBA(0, 0, 255, 255),
                                            RGBA(9, 8, 7, 255), RGBA(0, 255, 0, 128)])
    }

    @Test("a tRNS colour makes exactly that grey or RGB value transparent")
    func transparentColor() throws {
        let grey = HandMadePNG(width: 3, height: 1, colorType: .grey, bitDepth: 8, samples: [64, 65, 64],
                               transparency: [0, 64])
        #expect(pixels(try decode(grey)) == [RGBA(64, 64, 64, 0), RGBA(65, 65, 65), RGBA(64, 64, 64, 0)])
        let rgb = HandMadePNG(width: 2, height: 1, colorType: .rgb, bitDepth: 8, samples: [1, 2, 3, 1, 2, 4],
                              transparency: [0, 1, 0, 2, 0, 3])
        #expect(pixels(try decode(rgb)) == [RGBA(1, 2, 3, 0), RGBA(1, 2, 4)])
        // At 16 bits the whole sample is compared, before the low byte is dropped.
        let deep = HandMadePNG(width: 2, height: 1, colorType: .rgb, bitDepth: 16,
                               samples: [0x0101, 0x0202, 0x0303, 0x0101, 0x0202, 0x0304],
                               transparency: [1, 1, 2, 2, 3, 3])
        #expect(pixels(try decode(deep)) == [RGBA(1, 2, 3, 0), RGBA(1, 2, 3, 255)])
    }

    @Test("an interlaced image decodes to the same pixels as a plain one",
          arguments: [(HandMadePNG.ColorType.rgba, 8), (.palette, 2), (.grey, 16)])
    func interlaced(colorType: HandMadePNG.ColorType, bitDepth: Int) throws {
        let width = 11, height = 9
        let top = (1 << bitDepth) - 1
        let samples = (0..<(width * height * colorType.channels)).map { ($0 * 7919 + 13) % (top + 1) }
        let palette: [(UInt8, UInt8, UInt8)] = colorType == .palette ? [(1, 2, 3), (40, 50, 60), (70, 80, 90), (200, 0, 9)] : []
        var png = HandMadePNG(width: width, height: height, colorType: colorType, bitDepth: bitDepth,
                              samples: samples, palette: palette)
        let plain = try decode(png)
        png.interlaced = true
        let interlaced = try decode(png)
        #expect(interlaced == plain)
        #expect(Set(pixels(plain)).count > 3)
    }
}

@Suite("PNG errors are messages, not crashes")
struct PNGErrorTests {
    let valid = HandMadePNG(width: 4, height: 4, colorType: .rgb, bitDepth: 8,
                            samples: (0..<48).map { $0 * 5 }).bytes

    @Test("not a PNG")
    func notPNG() {
        #expect(throws: PNGError("not a PNG file (no PNG signature)")) { try PNGDecoder.decode(Array("hello, world".utf8)) }
        #expect(throws: PNGError("not a PNG file (no PNG signature)")) { try PNGDecoder.decode([]) }
    }

    @Test("a truncated file", arguments: [9, 20, 40, 70])
    func truncated(length: Int) throws {
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(valid.prefix(length))) }
        #expect(error?.message.contains("truncated") == true, "\(String(describing: error))")
    }

    @Test("a damaged header or damaged image data")
    func damaged() throws {
        var header = valid
        header[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
        #expect(throws: PNGError.self) { try PNGDecoder.decode(header) }
        var data = valid
        let idat = try #require(data.indices.first { Array(data[$0..<$0 + 4]) == Array("IDAT".utf8) })
        data[idat + 6] ^= 0x55  // inside the zlib stream's first block header
        #expect(throws: PNGError.self) { try PNGDecoder.decode(data) }
    }

    @Test("a header asking for too many pixels is refused before allocating")
    func tooLarge() throws {
        // A header and a token of image data: the size is refused before the data is read.
        let header = bigEndian32(20_000) + bigEndian32(20_000) + [1, 0, 0, 0, 0]
        let png = Array(valid.prefix(8)) + chunk("IHDR", header) + chunk("IDAT", zlibStored([0])) + chunk("IEND", [])
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error?.message.hasPrefix("image too large") == true, "\(String(describing: error))")
    }

    /// Found by fuzz-png: libpng read these chunks into a buffer of the length their header
    /// claims, so a file of 50 bytes cost 1.8 GB of memory and seconds. The decoder now has
    /// libpng skip every chunk it does not need, unread.
    @Test("a chunk claiming gigabytes costs no memory", arguments: ["tEXt", "zTXt", "iTXt", "sPLT", "iCCP", "eXIf"])
    func hugeUnusedChunk(type: String) throws {
        let signatureAndHeader = Array(valid.prefix(8 + 25))
        let png = signatureAndHeader + bigEndian32(0x7000_0000) + Array(type.utf8) + Array("some text".utf8)
        let peakBefore = peakResidentBytes()
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(png) }
        #expect(error?.message.contains("truncated") == true, "\(String(describing: error))")
        let growth = peakResidentBytes() - peakBefore
        #expect(growth < 1 << 30, "decoding \(png.count) bytes raised the peak memory by \(growth >> 20) MB")
    }

    /// The process's peak resident memory so far, in bytes.
    private func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
    }

    @Test("missing files and directories")
    func files() {
        #expect(throws: PNGError("no such file")) { try PNGDecoder.read(path: "/nonexistent/a.png") }
        #expect(throws: PNGError("is a directory, not a PNG file")) { try PNGDecoder.read(path: NSTemporaryDirectory()) }
    }
}

@Suite("PNG encoding")
struct PNGEncodingTests {
    let image = RGBAImage(width: 3, height: 2, bytes: [
        255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0,
        10, 20, 30, 40, 250, 250, 250, 255, 7, 7, 7, 1,
    ])!

    @Test("decoding what was encoded gives the same straight RGBA")
    func roundTrip() throws {
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(image)) == image)
        for name in ["4a.png", "6a.png", "1diff.png"] {
            let fixture = try fixture(name)
            #expect(try PNGDecoder.decode(try PNGEncoder.encode(fixture)) == fixture, "\(name)")
        }
    }

    /// An image of `width` × `height` whose pixel (x, y) is `pixel(x, y)`.
    private func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> [UInt8]) -> RGBAImage {
        RGBAImage(width: width, height: height,
                  bytes: (0..<height).flatMap { y in (0..<width).flatMap { x in pixel(x, y) } })!
    }

    /// A fixed pseudo-random sequence (an LCG), so a failure replays.
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    @Test("the encoder's shapes round-trip: noise, runs, repeated rows, bands, rows wider than the window")
    func shapes() throws {
        var noise = Noise(state: 1)
        let cases: [(String, RGBAImage)] = [
            ("one pixel", image(1, 1) { _, _ in [9, 8, 7, 6] }),
            ("noise", image(97, 61) { _, _ in [noise.next(), noise.next(), noise.next(), noise.next()] }),
            ("flat", image(300, 200) { _, _ in [240, 242, 245, 255] }),
            ("stripes and glyph-like repeats", image(257, 129) { x, y in
                (x + y) % 6 == 0 ? [200, 30, 30, 255] : x % 17 < 3 ? [UInt8(y % 5 * 40), 0, 0, 128] : [255, 255, 255, 255]
            }),
            // Many bands: each refers back into the rows before it.
            ("tall", image(40, 9_000) { x, y in y % 7 == 0 ? [UInt8(x), UInt8(y & 0xFF), 0, 255] : [1, 2, 3, 255] }),
            // Rows longer than the 32 KB window: no match with the row above.
            ("wide", image(9_000, 3) { x, y in x % 50 < 25 ? [UInt8(y), 0, 0, 255] : [0, 0, UInt8(x & 0xFF), 255] }),
        ]
        for (name, picture) in cases {
            #expect(try PNGDecoder.decode(try PNGEncoder.encode(picture)) == picture, "\(name)")
        }
    }

    /// Adler-32 as RFC 1950 defines it, a byte at a time: the reference.
    private func plainAdler32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    @Test("Adler-32 in one piece, and joined, agree with the RFC's definition")
    func adler32() {
        var noise = Noise(state: 3)
        let bytes = (0..<20_000).map { _ in noise.next() } + [UInt8](repeating: 255, count: 12_000)
        bytes.withUnsafeBufferPointer { buffer in
            for count in [0, 1, 7, 8, 9, 5_551, 5_552, 5_553, 11_111, bytes.count] {
                let ours = Adler32.checksum(buffer.baseAddress!, count: count)
                #expect(ours == plainAdler32(bytes[..<count]), "\(count)")
                let first = Adler32.checksum(buffer.baseAddress!, count: count / 3)
                let second = Adler32.checksum(buffer.baseAddress! + count / 3, count: count - count / 3)
                #expect(Adler32.combine(first, second, secondCount: count - count / 3) == ours, "\(count) joined")
            }
        }
    }

    @Test("byte frequencies that would make codes longer than 15 bits are coded within 15")
    func skewedFrequencies() throws {
        // Byte value k appears about 1.6^k times, shuffled: an unlimited Huffman code would
        // give the rarest ones more than 15 bits.
        var bytes: [UInt8] = []
        var count = 1.0
        for value in 0..<30 {
            bytes += [UInt8](repeating: UInt8(value * 8), count: Int(count))
            count *= 1.6
        }
        var noise = Noise(state: 7)
        for index in stride(from: bytes.count - 1, to: 0, by: -1) {
            let other = (Int(noise.next()) << 16 | Int(noise.next()) << 8 | Int(noise.next())) % (index + 1)
            bytes.swapAt(index, other)
        }
        bytes += [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        let picture = RGBAImage(width: bytes.count / 4, height: 1, bytes: bytes)!
        #expect(try PNGDecoder.decode(try PNGEncoder.encode(picture)) == picture)
    }

    @Test("the same pixels give the same bytes, with no chunk but IHDR, IDAT and IEND")
    func deterministic() throws {
        let first = try PNGEncoder.encode(image), second = try PNGEncoder.encode(image)
        #expect(first == second)
        var chunkTypes: [String] = []
        var offset = 8
        while offset + 8 <= first.count {
            let length = first[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunkTypes.append(String(decoding: first[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        #expect(chunkTypes == ["IHDR", "IDAT", "IEND"])
    }

    @Test("an empty image cannot be written")
    func empty() {
        #expect(throws: PNGError.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0, bytes: [])!) }
    }

    @Test("writing replaces the file whole and leaves no temporary file")
    func atomicWrite() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pixeldiff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.png").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        try PNGEncoder.write(image, to: path)
        #expect(try PNGDecoder.read(path: path) == image)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions.map { $0 & 0o044 } == 0o044, "readable by others, unlike a mkstemp file")

        #expect(throws: PNGError.self) { try PNGEncoder.write(image, to: directory.path + "/missing/out.png") }
    }
}

@Suite("The fast PNG decoder")
struct PNGFastDecoderTests {
    /// Every PNG of the repository that the fast path takes: the pixelmatch fixtures and the
    /// goldens (Pillow's, browsers' and our own writer's files, every filter type in rows of
    /// RGB and RGBA). (The fuzz corpus is not among them: its files begin with the fuzz
    /// target's control byte and carry CRCs the target repairs, so none is a PNG as is.)
    static let files: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folders = ["Tests/PixelDiffTests/Fixtures/pixelmatch", "golden"]
        return folders.flatMap { folder -> [String] in
            let path = root.appendingPathComponent(folder).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.sorted().map { "\(path)/\($0)" }.filter { file in
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
        }
    }()

    @Test("decodes exactly what libpng decodes, and leaves to libpng what libpng rejects")
    func agreesWithLibpng() throws {
        var taken = 0
        for path in Self.files {
            let data = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            guard let fast = data.withUnsafeBufferPointer({
                PNGFastDecoder.decode($0, maximumPixelCount: PNGDecoder.maximumPixelCount)
            }) else { continue }
            taken += 1
            let reference = try? PNGDecoder.decodeWithLibpng(data)
            #expect(fast == reference, "\(path)")
        }
        #expect(taken >= 70)  // the RGB(A) fixtures and the goldens at least
    }

    /// The fast path unfilters in the buffer it inflates into (RGBA rows moving left, RGB
    /// rows widened behind the row that reads them), so every filter after every other, at
    /// widths below and above a 16-byte vector, in both kinds, against libpng.
    @Test("every filter after every other, RGB and RGBA, decodes as libpng decodes",
          arguments: [HandMadePNG.ColorType.rgb, .rgba], [1, 2, 5, 17, 40])
    func filters(colorType: HandMadePNG.ColorType, width: Int) throws {
        let height = 50
        var state: UInt32 = 7
        let samples = (0..<(width * height * colorType.channels)).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return Int(state >> 24)
        }
        // Rows in pairs: (0, 0), (0, 1), … (4, 4).
        let filters = (0..<25).flatMap { [UInt8($0 / 5), UInt8($0 % 5)] }
        let png = HandMadePNG(width: width, height: height, colorType: colorType, bitDepth: 8, samples: samples,
                              filters: filters)
        let fast = png.bytes.withUnsafeBufferPointer { PNGFastDecoder.decode($0, maximumPixelCount: 10_000) }
        let reference = try PNGDecoder.decodeWithLibpng(png.bytes)
        let opaque: [UInt8] = colorType == .rgb ? [255] : []
        let expected: [UInt8] = stride(from: 0, to: samples.count, by: colorType.channels).flatMap { start -> [UInt8] in
            samples[start..<start + colorType.channels].map { UInt8($0) } + opaque
        }
        #expect(reference.bytes == expected)  // the hand-made filters are right
        #expect(fast == reference)
    }

    @Test("files it does not take: another colour type, interlacing, a damaged checksum, a chunk type that is not letters")
    func declines() throws {
        let grey = HandMadePNG(width: 2, height: 1, colorType: .grey, bitDepth: 8, samples: [0, 77])
        let interlaced = HandMadePNG(width: 3, height: 3, colorType: .rgba, bitDepth: 8,
                                     samples: Array(repeating: 9, count: 36), interlaced: true)
        let plain = HandMadePNG(width: 2, height: 1, colorType: .rgba, bitDepth: 8, samples: [1, 2, 3, 4, 5, 6, 7, 8])
        var damaged = plain.bytes
        damaged[damaged.count - 20] ^= 0xFF  // inside the IDAT: its CRC no longer matches
        func fast(_ bytes: [UInt8]) -> RGBAImage? {
            bytes.withUnsafeBufferPointer { PNGFastDecoder.decode($0, maximumPixelCount: 1_000) }
        }
        #expect(fast(grey.bytes) == nil)
        #expect(fast(interlaced.bytes) == nil)
        #expect(fast(damaged) == nil)
        #expect(fast(plain.bytes)?.bytes == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(throws: PNGError.self) { try PNGDecoder.decode(damaged) }

        // An ancillary chunk named `a1b2` (bit 5 set, but not letters), with a good CRC,
        // before the image data: libpng rejects the file, and so must the fast path.
        let named = Self.inserting(chunk: Array("a1b2".utf8), data: [0], before: "IDAT", in: plain.bytes)
        #expect(fast(named) == nil)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(named) }
        // The same chunk under a proper ancillary name is skipped by both.
        let proper = Self.inserting(chunk: Array("abCd".utf8), data: [0], before: "IDAT", in: plain.bytes)
        #expect(fast(proper)?.bytes == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(try PNGDecoder.decode(proper).bytes == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    /// `png` with a chunk of `type` and `data` (its CRC right) put before the first `before` chunk.
    static func inserting(chunk type: [UInt8], data: [UInt8], before: String, in png: [UInt8]) -> [UInt8] {
        let marker = Array(before.utf8)
        let at = (8..<png.count - 4).first { Array(png[$0..<($0 + 4)]) == marker }! - 4
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in type + data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc ^= 0xFFFF_FFFF
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        let chunk = bigEndian(UInt32(data.count)) + type + data + bigEndian(crc)
        return Array(png[..<at]) + chunk + Array(png[at...])
    }
}
