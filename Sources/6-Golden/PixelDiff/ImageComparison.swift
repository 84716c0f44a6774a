import PixelBuffer
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
    /// Where the differing pixels are: the columns and rows from the first to the last of
    /// them (counted from the top-left, from 0); nil when none differs.
    public let differingColumns: ClosedRange<Int>?
    public let differingRows: ClosedRange<Int>?
    /// The diff image, when one was asked for: the first image in faint grey with
    /// differences (and excused anti-aliased pixels) in colour, or a mask.
    public let diffImage: RGBAImage?

    public init(differingPixels: Int, antiAliasedPixels: Int, pixelCount: Int, diffImage: RGBAImage?,
                differingColumns: ClosedRange<Int>? = nil, differingRows: ClosedRange<Int>? = nil) {
        (self.differingPixels, self.antiAliasedPixels) = (differingPixels, antiAliasedPixels)
        (self.pixelCount, self.diffImage) = (pixelCount, diffImage)
        (self.differingColumns, self.differingRows) = (differingColumns, differingRows)
    }

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
                          pixelCount: pixelCount, diffImage: image, differingColumns: counts.columns,
                          differingRows: counts.rows)
    }
}
