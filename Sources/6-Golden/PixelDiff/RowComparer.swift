import PixelBuffer
import Foundation

/// What a band of rows found.
struct PixelCounts {
    var differing = 0
    var antiAliased = 0
    /// The columns and rows the differing pixels lie in (from the first to the last); nil
    /// when none differs.
    var columns: ClosedRange<Int>?
    var rows: ClosedRange<Int>?

    mutating func countDiffering(x: Int, y: Int) {
        differing += 1
        columns = Self.spanning(columns, x...x)
        rows = Self.spanning(rows, y...y)
    }

    static func + (lhs: PixelCounts, rhs: PixelCounts) -> PixelCounts {
        PixelCounts(differing: lhs.differing + rhs.differing, antiAliased: lhs.antiAliased + rhs.antiAliased,
                    columns: spanning(lhs.columns, rhs.columns), rows: spanning(lhs.rows, rhs.rows))
    }

    private static func spanning(_ a: ClosedRange<Int>?, _ b: ClosedRange<Int>?) -> ClosedRange<Int>? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a.lowerBound, b.lowerBound)...max(a.upperBound, b.upperBound)
    }
}

/// The comparison loop over bands of rows, on raw buffers.
///
/// Sendable by hand: while it runs, the input buffers are only read, and each band writes
/// only its own rows of the output.
struct RowComparer: @unchecked Sendable {
    let first: UnsafePointer<UInt8>?
    let second: UnsafePointer<UInt8>?
    let output: UnsafeMutablePointer<UInt8>?
    let width: Int
    let height: Int
    let options: DiffOptions

    /// Images at least this large are shared out among the processors.
    static let parallelPixelCount = 1 << 18

    /// Counts the differing pixels of the whole image (drawing as it goes).
    func run(processorCount processors: Int) -> PixelCounts {
        guard first != nil, second != nil, width > 0, height > 0 else { return PixelCounts() }
        guard processors > 1, width * height >= Self.parallelPixelCount else {
            return compareRows(0..<height)
        }
        // More bands than processors, so that a band full of differences does not leave
        // the other processors idle.
        let bandCount = min(height, processors * 8)
        var counts = [PixelCounts](repeating: PixelCounts(), count: bandCount)
        counts.withUnsafeMutableBufferPointer { buffer in
            // Each band writes only its own slot.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: bandCount) { band in
                let rows = (height * band / bandCount)..<(height * (band + 1) / bandCount)
                slots[band] = compareRows(rows)
            }
        }
        return counts.reduce(PixelCounts(), +)
    }

    private func compareRows(_ rows: Range<Int>) -> PixelCounts {
        let first = first!, second = second!
        let delta = YIQDelta(checkerboard: options.checkerboard)
        let detector = AntiAliasingDetector(width: width, height: height, delta: delta)
        let maximumDelta = YIQDelta.maximum * options.threshold * options.threshold
        let checksAntiAliasing = !options.includesAntiAliased
        let drawsBackground = output != nil && !options.diffMask
        let drawsAntiAliased = drawsBackground
        let differenceColor = packed(options.differenceColor)
        let darkerColor = packed(options.darkerDifferenceColor ?? options.differenceColor)
        let antiAliasedColor = packed(options.antiAliasedColor)
        let background = GreyBackground(alpha: options.alpha)
        let rowBytes = width * 4
        var counts = PixelCounts()

        for y in rows {
            let rowStart = y * width
            // Without a picture to draw, an unchanged row has nothing to tell.
            if output == nil, memcmp(first + rowStart * 4, second + rowStart * 4, rowBytes) == 0 { continue }
            for x in 0..<width {
                let index = rowStart + x
                let offset = index * 4
                if loadPixel(first, index) != loadPixel(second, index) {
                    let distance = delta.signedDistance(first, offset, second, offset)
                    if abs(distance) > maximumDelta {
                        if checksAntiAliasing
                            && (detector.isAntiAliased(first, other: second, x: x, y: y)
                                || detector.isAntiAliased(second, other: first, x: x, y: y)) {
                            counts.antiAliased += 1
                            if drawsAntiAliased { store(antiAliasedColor, at: index) }
                        } else {
                            counts.countDiffering(x: x, y: y)
                            if output != nil { store(distance < 0 ? darkerColor : differenceColor, at: index) }
                        }
                        continue
                    }
                }
                if drawsBackground { store(background.pixel(first, offset), at: index) }
            }
        }
        return counts
    }

    @inline(__always)
    private func store(_ pixel: UInt32, at index: Int) {
        UnsafeMutableRawPointer(output!).storeBytes(of: pixel, toByteOffset: index * 4, as: UInt32.self)
    }
}

/// The faded greyscale copy of the first image behind the diff: each pixel's luma,
/// blended towards white by `alpha` and the pixel's own opacity.
private struct GreyBackground {
    let alpha: Double

    @inline(__always)
    func pixel(_ image: UnsafePointer<UInt8>, _ offset: Int) -> UInt32 {
        let luma = Double(image[offset]) * 0.29889531 + Double(image[offset + 1]) * 0.58662247
            + Double(image[offset + 2]) * 0.11448223
        let value = 255 + (luma - 255) * alpha * Double(image[offset + 3]) / 255
        // Truncated, as pixelmatch's plain byte array stores it; clamped for alphas
        // outside 0...1, which pixelmatch does not define.
        let grey = UInt32(min(max(value, 0), 255))
        return packed(grey, grey, grey, 255)
    }
}

/// Four bytes as the `UInt32` whose in-memory bytes are red, green, blue, alpha.
@inline(__always)
private func packed(_ red: UInt32, _ green: UInt32, _ blue: UInt32, _ alpha: UInt32) -> UInt32 {
    UInt32(littleEndian: red | green << 8 | blue << 16 | alpha << 24)
}

/// An option colour as an opaque pixel.
private func packed(_ color: RGBA) -> UInt32 {
    packed(UInt32(color.red), UInt32(color.green), UInt32(color.blue), 255)
}
