import Foundation
import PNGCodec

/// A rectangle of a picture left out of the pixel comparison, in pixels of the picture at
/// scale 1 (points of the sheet), origin top-left: `--mask-rect X,Y,W,H`.
public struct MaskRect: Equatable, Sendable, Codable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// `X,Y,W,H`, whole numbers, W and H at least 1; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
              x >= 0, y >= 0, width > 0, height > 0 else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }

    public var description: String { "\(x),\(y),\(width),\(height)" }
}

/// Leaves areas out of the pixel comparison by making them equal in both pictures: each
/// masked rectangle is painted over with the same grey hatching in the golden and in the
/// render, so the comparison (`PixelDiff`, unchanged) finds nothing there, and whoever looks
/// at the pictures sees what was masked.
enum PixelMask {
    /// `image` with `rects` hatched (clipped to the image).
    static func hatched(_ image: RGBAImage, _ rects: [MaskRect]) -> RGBAImage {
        guard !rects.isEmpty else { return image }
        var bytes = image.bytes
        for rect in rects {
            let left = max(0, rect.x), top = max(0, rect.y)
            let right = min(image.width, rect.x + rect.width), bottom = min(image.height, rect.y + rect.height)
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
