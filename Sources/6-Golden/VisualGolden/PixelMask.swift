import Foundation
import Geometry
import PNGCodec
import TextFormats

/// A rectangle of a picture left out of the pixel comparison is a `Rect` in pixels of the
/// picture at scale 1 (points of the sheet), origin top-left, in whole pixels:
/// `--mask-rect X,Y,W,H`, or a masked view's box rounded outwards.
extension Rect {
    /// `X,Y,W,H`, whole numbers, W and H at least 1; nil otherwise.
    public init?(maskParsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              x >= 0, y >= 0, width > 0, height > 0 else { return nil }
        self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// `X,Y,W,H`, as `--mask-rect` takes it.
    public var maskText: String {
        [x, y, width, height].map(NumberText.exact).joined(separator: ",")
    }
}

/// Leaves areas out of the pixel comparison by making them equal in both pictures: each
/// masked rectangle is painted over with the same grey hatching in the golden and in the
/// render, so the comparison (`PixelDiff`, unchanged) finds nothing there, and whoever looks
/// at the pictures sees what was masked.
enum PixelMask {
    /// `image` with `rects` hatched (clipped to the image).
    static func hatched(_ image: RGBAImage, _ rects: [Rect]) -> RGBAImage {
        guard !rects.isEmpty else { return image }
        var bytes = image.bytes
        for rect in rects {
            // Every pixel the rectangle touches (its edges are whole pixels already).
            let left = max(0, Int(rect.x.rounded(.down))), top = max(0, Int(rect.y.rounded(.down)))
            let right = min(image.width, Int(rect.maxX.rounded(.up))), bottom = min(image.height, Int(rect.maxY.rounded(.up)))
            guard left < right, top < bottom else { continue }
            for y in top..<bottom {
                for x in left..<right {
                    // Diagonal stripes 2 px wide every 6 px, lined up across rectangles.
                    let stripe = (x + y) % 6 < 2
                    let value: UInt8 = stripe ? 0x75 : 0xE6
                    let i = (y * image.width + x) * 4
                    bytes[i] = value
                    bytes[i + 1] = value
                    bytes[i + 2] = value
                    bytes[i + 3] = 255
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, bytes: bytes)!
    }
}
