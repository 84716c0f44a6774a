/// Tells whether a pixel is probably part of an anti-aliased edge rather than a real
/// change: a simplified form of Vyšniauskas's "Anti-aliased Pixel and Intensity Slope
/// Detector" (2009), as pixelmatch applies it.
///
/// A pixel on an anti-aliased edge sits on a brightness slope: among its eight neighbours
/// there is a darker one and a brighter one, few neighbours match it exactly, and at
/// least one end of the slope lies in a flat region (a neighbour with three or more
/// identical neighbours of its own) in both images.
struct AntiAliasingDetector {
    let width: Int
    let height: Int
    let delta: YIQDelta

    /// Whether pixel (`x`, `y`) of `own` looks anti-aliased, with `other` (the other image
    /// of the comparison) consulted for the flat-region test.
    func isAntiAliased(_ own: UnsafePointer<UInt8>, other: UnsafePointer<UInt8>, x: Int, y: Int) -> Bool {
        let left = max(x - 1, 0), right = min(x + 1, width - 1)
        let top = max(y - 1, 0), bottom = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        // A pixel on the image border counts as having one equal neighbour already.
        var equalNeighbours = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestX = 0, darkestY = 0, brightestX = 0, brightestY = 0

        // Column by column, top to bottom: the order decides which of two equally dark
        // (or bright) neighbours is kept.
        for nx in left...right {
            for ny in top...bottom where nx != x || ny != y {
                let difference = delta.brightnessDifference(own, center, (ny * width + nx) * 4)
                if difference == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if difference < darkest {
                    darkest = difference
                    darkestX = nx
                    darkestY = ny
                } else if difference > brightest {
                    brightest = difference
                    brightestX = nx
                    brightestY = ny
                }
            }
        }
        guard darkest != 0, brightest != 0 else { return false }
        return (hasManySiblings(own, darkestX, darkestY) && hasManySiblings(other, darkestX, darkestY))
            || (hasManySiblings(own, brightestX, brightestY) && hasManySiblings(other, brightestX, brightestY))
    }

    /// Whether at least three of the pixel's neighbours are byte-for-byte equal to it,
    /// an image border counting as one.
    private func hasManySiblings(_ image: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Bool {
        let left = max(x - 1, 0), right = min(x + 1, width - 1)
        let top = max(y - 1, 0), bottom = min(y + 1, height - 1)
        let pixel = loadPixel(image, y * width + x)
        var equalNeighbours = (x == left || x == right || y == top || y == bottom) ? 1 : 0
        for nx in left...right {
            for ny in top...bottom where nx != x || ny != y {
                if loadPixel(image, ny * width + nx) == pixel {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return true }
                }
            }
        }
        return false
    }
}

/// The four bytes of pixel `index` as one value, for equality tests.
@inline(__always)
func loadPixel(_ image: UnsafePointer<UInt8>, _ index: Int) -> UInt32 {
    UnsafeRawPointer(image).loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
}
