import Foundation

/// The outcome of comparing two images of the same size.
public struct DiffResult: Equatable, Sendable {
    /// Pixels that differ by more than the threshold and are not excused as anti-aliasing.
    public let differingPixels: Int
    /// Pixels that differ by more than the threshold but look like anti-aliasing, so are
    /// not counted (always 0 with `DiffOptions.includesAntiAliased`).
    public let antiAliasedPixels: Int
    /// All pixels of one image, width × height.
    public let pixelCount: Int
    /// The diff image, when one was asked for: the first image in faint grey with
    /// differences (and excused anti-aliased pixels) in colour, or a mask.
    public let diffImage: RGBAImage?

    /// `differingPixels / pixelCount`; 0 for an empty image.
    public var differingFraction: Double {
        pixelCount == 0 ? 0 : Double(differingPixels) / Double(pixelCount)
    }
}

/// Images of different sizes, which cannot be compared pixel by pixel.
public struct ImageSizeMismatch: Error, Equatable, Sendable, CustomStringConvertible {
    public let first: (width: Int, height: Int)
    public let second: (width: Int, height: Int)

    public static func == (lhs: ImageSizeMismatch, rhs: ImageSizeMismatch) -> Bool {
        lhs.first == rhs.first && lhs.second == rhs.second
    }

    public var description: String {
        "images differ in size: \(first.width)×\(first.height) and \(second.width)×\(second.height)"
    }
}

/// Pixel-by-pixel image comparison, compatible with pixelmatch 7.2 (mapbox/pixelmatch):
/// the same counts and the same diff images for the same options.
///
/// Each pixel pair is measured with the YIQ distance (`YIQDelta`); a pair farther apart
/// than the threshold is a candidate, and a candidate that looks like anti-aliasing in
/// either image (`AntiAliasingDetector`) is excused unless `includesAntiAliased` is set.
/// Every pixel's outcome depends only on the two input images, so rows are shared out
/// among the processors without changing the result.
public enum ImageComparison {
    /// Compares `first` with `second`; draws the diff image when `drawsDiffImage`.
    public static func compare(_ first: RGBAImage, _ second: RGBAImage, options: DiffOptions = DiffOptions(),
                               drawsDiffImage: Bool = true) throws(ImageSizeMismatch) -> DiffResult {
        try compare(first, second, options: options, drawsDiffImage: drawsDiffImage,
                    processorCount: ProcessInfo.processInfo.activeProcessorCount)
    }

    /// `compare` on a chosen number of processors: the tests check that the count does
    /// not change the result.
    static func compare(_ first: RGBAImage, _ second: RGBAImage, options: DiffOptions, drawsDiffImage: Bool,
                        processorCount: Int) throws(ImageSizeMismatch) -> DiffResult {
        guard first.width == second.width, first.height == second.height else {
            throw ImageSizeMismatch(first: (first.width, first.height), second: (second.width, second.height))
        }
        let pixelCount = first.pixelCount
        var counts = PixelCounts()
        func run(_ output: UnsafeMutablePointer<UInt8>?) {
            counts = first.bytes.withUnsafeBufferPointer { a in
                second.bytes.withUnsafeBufferPointer { b in
                    RowComparer(first: a.baseAddress, second: b.baseAddress, output: output,
                                width: first.width, height: first.height, options: options)
                        .run(processorCount: processorCount)
                }
            }
        }
        var image: RGBAImage?
        if drawsDiffImage {
            let output = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { buffer, initialized in
                // A mask leaves unmarked pixels transparent black; otherwise every pixel is drawn.
                if options.diffMask { buffer.initialize(repeating: 0) }
                run(buffer.baseAddress)
                initialized = buffer.count
            }
            image = RGBAImage(width: first.width, height: first.height, bytes: output)
        } else {
            run(nil)
        }
        return DiffResult(differingPixels: counts.differing, antiAliasedPixels: counts.antiAliased,
                          pixelCount: pixelCount, diffImage: image)
    }
}

/// What a band of rows found.
private struct PixelCounts {
    var differing = 0
    var antiAliased = 0

    static func + (lhs: PixelCounts, rhs: PixelCounts) -> PixelCounts {
        PixelCounts(differing: lhs.differing + rhs.differing, antiAliased: lhs.antiAliased + rhs.antiAliased)
    }
}

/// The comparison loop over bands of rows, on raw buffers.
///
/// Sendable by hand: while it runs, the input buffers are only read, and each band writes
/// only its own rows of the output.
private struct RowComparer: @unchecked Sendable {
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
                            counts.differing += 1
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
