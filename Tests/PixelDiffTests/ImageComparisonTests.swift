import Testing
@testable import PixelDiff
@testable import PNGCodec

/// A one-row image of opaque pixels.
private func row(_ pixels: [RGBA]) -> RGBAImage {
    RGBAImage(width: pixels.count, height: 1, bytes: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })!
}

@Suite("Image comparison")
struct ImageComparisonTests {
    @Test("images of different sizes are reported, not compared")
    func sizeMismatch() throws {
        let error = #expect(throws: ImageSizeMismatch.self) {
            try ImageComparison.compare(row([RGBA(0, 0, 0)]), row([RGBA(0, 0, 0), RGBA(0, 0, 0)]))
        }
        #expect(error?.description == "images differ in size: 1×1 and 2×1")
    }

    @Test("empty images have nothing to differ")
    func empty() throws {
        let empty = RGBAImage(width: 0, height: 0, bytes: [])!
        let result = try ImageComparison.compare(empty, empty)
        #expect(result.differingPixels == 0 && result.differingFraction == 0)
        #expect(result.diffImage == empty)
    }

    @Test("threshold 0 counts any change; a small threshold forgives a one-step change")
    func threshold() throws {
        let first = row([RGBA(100, 100, 100)]), second = row([RGBA(100, 100, 101)])
        var options = DiffOptions()
        options.threshold = 0
        #expect(try ImageComparison.compare(first, second, options: options).differingPixels == 1)
        options.threshold = 0.01
        #expect(try ImageComparison.compare(first, second, options: options).differingPixels == 0)
    }

    @Test("a darker second image is drawn in the darker colour, a lighter one in the difference colour")
    func colours() throws {
        var options = DiffOptions()
        options.darkerDifferenceColor = RGBA(0, 255, 0)
        let light = RGBA(200, 200, 200), dark = RGBA(20, 20, 20)
        let result = try ImageComparison.compare(row([light, dark]), row([dark, light]), options: options)
        #expect(result.differingPixels == 2)
        let image = try #require(result.diffImage)
        #expect(image.pixel(x: 0, y: 0) == RGBA(0, 255, 0))
        #expect(image.pixel(x: 1, y: 0) == RGBA(255, 0, 0))
    }

    @Test("the background is the first image's luma faded to white by alpha; a mask leaves it transparent")
    func background() throws {
        let image = row([RGBA(100, 100, 100), RGBA(100, 100, 100, 0)])
        var options = DiffOptions()
        options.alpha = 1
        #expect(try ImageComparison.compare(image, image, options: options).diffImage == row([RGBA(100, 100, 100), RGBA(255, 255, 255)]))
        options.alpha = 0
        #expect(try ImageComparison.compare(image, image, options: options).diffImage == row([RGBA(255, 255, 255), RGBA(255, 255, 255)]))
        options.diffMask = true
        #expect(try ImageComparison.compare(image, image, options: options).diffImage == row([RGBA(0, 0, 0, 0), RGBA(0, 0, 0, 0)]))
    }

    @Test("sharing rows among processors changes nothing", arguments: [2, 3, 7])
    func parallelBands(processors: Int) throws {
        let (first, second) = syntheticPair(width: 640, height: 480)
        let serial = try ImageComparison.compare(first, second, options: DiffOptions(), drawsDiffImage: true,
                                                 processorCount: 1)
        let parallel = try ImageComparison.compare(first, second, options: DiffOptions(), drawsDiffImage: true,
                                                   processorCount: processors)
        #expect(serial.differingPixels > 1000)
        #expect(parallel == serial)
        let countOnly = try ImageComparison.compare(first, second, options: DiffOptions(), drawsDiffImage: false,
                                                    processorCount: processors)
        #expect(countOnly.differingPixels == serial.differingPixels)
        #expect(countOnly.differingColumns == serial.differingColumns && countOnly.differingRows == serial.differingRows)
    }

    @Test("the columns and rows of the differing pixels span the first to the last; anti-aliasing is not among them")
    func differingArea() throws {
        let white = RGBAImage(width: 10, height: 8, bytes: [UInt8](repeating: 255, count: 10 * 8 * 4))!
        #expect(try ImageComparison.compare(white, white).differingColumns == nil)
        var bytes = white.bytes
        for (x, y) in [(7, 2), (2, 5)] {
            bytes.replaceSubrange((y * 10 + x) * 4..<(y * 10 + x) * 4 + 3, with: [0, 0, 0])
        }
        let dotted = RGBAImage(width: 10, height: 8, bytes: bytes)!
        let result = try ImageComparison.compare(white, dotted, drawsDiffImage: false)
        #expect(result.differingPixels == 2)
        #expect(result.differingColumns == 2...7)
        #expect(result.differingRows == 2...5)
    }
}

/// Two large images with smooth gradients, hard-edged shapes and scattered changes, made
/// from a fixed formula.
func syntheticPair(width: Int, height: Int) -> (RGBAImage, RGBAImage) {
    var first = [UInt8](repeating: 0, count: width * height * 4)
    var second = first
    for y in 0..<height {
        for x in 0..<width {
            let offset = (y * width + x) * 4
            let inBox = (x / 40 + y / 40) % 3 == 0
            let pixel: [UInt8] = inBox ? [30, 60, 200, 255] : [UInt8(x % 256), UInt8(y % 256), 128, x % 97 == 0 ? 128 : 255]
            first.replaceSubrange(offset..<offset + 4, with: pixel)
            let changed = (x * 31 + y * 17) % 211 == 0 || (x > 300 && x < 340 && y > 200 && y < 260)
            second.replaceSubrange(offset..<offset + 4, with: changed ? [255 - pixel[0], pixel[1], 0, 255] : pixel)
        }
    }
    return (RGBAImage(width: width, height: height, bytes: first)!, RGBAImage(width: width, height: height, bytes: second)!)
}
