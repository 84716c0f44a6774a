// libFuzzer target for the golden comparison's pixels: PNG bytes → PNGDecoder → PNGEncoder
// round trip → ImageComparison. Built by scripts/fuzz, not by SwiftPM.
//
// The input is one control byte, then one PNG, optionally followed by a second PNG (split
// at the second PNG signature). Without a second PNG, the first is compared with a copy
// whose pixels the control byte perturbs, so that images of equal size (the only ones
// compared pixel by pixel) are the common case rather than a lucky one.
//
// libpng is not instrumented, so libFuzzer cannot learn a chunk's CRC: almost every
// mutation would end at "CRC error". Unless the control byte's top bit asks for the bytes
// as written, the harness recomputes each chunk's CRC first, and mutations reach the
// header checks, the palette, transparency, interlacing and the inflated rows.
import CDeflate
import PixelDiff
import PNGCodec

private let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    guard let control = input.first else { return 0 }
    var files = split(Array(input.dropFirst()))
    if control & 0x80 == 0 {
        files.first = withChunkCRCsRepaired(files.first)
        files.second = files.second.map(withChunkCRCsRepaired)
    }
    // Most mutations make a file libpng rejects: an error is the decoder's ordinary answer.
    guard let first = try? PNGDecoder.decode(files.first) else { return 0 }
    checkRoundTrip(first)

    var options = DiffOptions()
    options.threshold = Double(control & 0x0F) / 15
    options.includesAntiAliased = control & 0x10 != 0
    options.diffMask = control & 0x20 != 0
    let drawsDiffImage = control & 0x40 != 0

    // An image never differs from itself, at any threshold.
    let same = compare(first, first, options, drawsDiffImage)
    guard same.differingPixels == 0 else { fatalError("an image differs from itself in \(same.differingPixels) pixels") }

    let second = files.second.flatMap { try? PNGDecoder.decode($0) } ?? perturbed(first, by: control)
    guard first.width == second.width, first.height == second.height else {
        // Different sizes are refused, never compared.
        do {
            _ = try ImageComparison.compare(first, second, options: options, drawsDiffImage: drawsDiffImage)
            fatalError("images of different sizes were compared")
        } catch {
            _ = error.description
        }
        return 0
    }
    _ = compare(first, second, options, drawsDiffImage)
    return 0
}

/// The first PNG and, if a second signature follows it, the second.
private func split(_ bytes: [UInt8]) -> (first: [UInt8], second: [UInt8]?) {
    guard bytes.count >= 2 * signature.count else { return (bytes, nil) }
    for start in signature.count...(bytes.count - signature.count)
    where bytes[start] == signature[0] && Array(bytes[start..<start + signature.count]) == signature {
        return (Array(bytes[..<start]), Array(bytes[start...]))
    }
    return (bytes, nil)
}

/// The file with every complete chunk's CRC (over its type and data) recomputed.
private func withChunkCRCsRepaired(_ file: [UInt8]) -> [UInt8] {
    var bytes = file
    var offset = signature.count
    // A chunk: 4-byte length, 4-byte type, data, 4-byte CRC.
    while offset + 12 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let end = offset + 8 + length
        guard length <= bytes.count, end + 4 <= bytes.count else { break }
        let crc = bytes[(offset + 4)..<end].withUnsafeBufferPointer { chunk in
            libdeflate_crc32(0, chunk.baseAddress, chunk.count)
        }
        for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        offset = end + 4
    }
    return bytes
}

/// Writing a decoded image and reading it back gives the same pixels (the encoder writes
/// 8-bit RGBA, which the decoder passes through unchanged).
private func checkRoundTrip(_ image: RGBAImage) {
    do {
        let decoded = try PNGDecoder.decode(PNGEncoder.encode(image))
        guard decoded == image else { fatalError("PNG round trip changed a \(image.width)×\(image.height) image") }
    } catch {
        fatalError("PNG round trip failed on a \(image.width)×\(image.height) image: \(error)")
    }
}

/// Compares images of equal size, checking what every result must satisfy.
private func compare(_ first: RGBAImage, _ second: RGBAImage, _ options: DiffOptions, _ drawsDiffImage: Bool)
    -> DiffResult {
    let result: DiffResult
    do {
        result = try ImageComparison.compare(first, second, options: options, drawsDiffImage: drawsDiffImage)
    } catch {
        fatalError("images of equal size refused: \(error)")
    }
    guard result.pixelCount == first.pixelCount,
          result.differingPixels >= 0, result.antiAliasedPixels >= 0,
          result.differingPixels + result.antiAliasedPixels <= result.pixelCount else {
        fatalError("impossible counts: \(result.differingPixels) differing, \(result.antiAliasedPixels) anti-aliased "
                   + "of \(result.pixelCount)")
    }
    if drawsDiffImage {
        guard let diff = result.diffImage, diff.width == first.width, diff.height == first.height else {
            fatalError("the diff image is missing or of the wrong size")
        }
    }
    return result
}

/// A copy of `image` with every seventh pixel changed by an amount the control byte picks.
private func perturbed(_ image: RGBAImage, by control: UInt8) -> RGBAImage {
    var bytes = image.bytes
    for index in stride(from: 0, to: bytes.count, by: 7 * 4) {
        bytes[index] &+= control | 1
    }
    return RGBAImage(width: image.width, height: image.height, bytes: bytes)!
}
