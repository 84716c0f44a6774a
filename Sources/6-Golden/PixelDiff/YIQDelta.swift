/// The perceived colour distance between two pixels, measured in the YIQ colour space
/// (Kotsarenko and Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications", 2010), as pixelmatch 7.2 computes it.
///
/// Pixels are read from byte buffers at byte offsets. Arithmetic is in `Double` and every
/// sum is evaluated in one fixed order, so results agree with pixelmatch bit for bit.
struct YIQDelta {
    /// The largest value `squaredDistance` can reach (black against white); a threshold
    /// is a fraction of its square root.
    static let maximum = 35215.0

    /// Composite translucent pixels over the grey checkerboard (true) or white (false).
    let checkerboard: Bool

    /// The signed squared YIQ distance from pixel `k` of `first` to pixel `m` of `second`:
    /// its magnitude is the distance, and it is negative when the second pixel is the
    /// darker one (lower luma), which is what picks `DiffOptions.darkerDifferenceColor`.
    @inline(__always)
    func signedDistance(_ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int) -> Double {
        let (dr, dg, db) = differences(first, k, second, m, backgroundAt: k)
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let distance = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -distance : distance
    }

    /// The luma (Y) difference, pixel `k` minus pixel `m`, of two pixels of one image; a
    /// translucent pair is composited over the background at `k`.
    @inline(__always)
    func brightnessDifference(_ image: UnsafePointer<UInt8>, _ k: Int, _ m: Int) -> Double {
        let (dr, dg, db) = differences(image, k, image, m, backgroundAt: k)
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Red, green and blue differences, first minus second, after compositing both pixels
    /// over the background when either is translucent. Identical pixels give zeros.
    @inline(__always)
    private func differences(_ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int,
                             backgroundAt offset: Int) -> (Double, Double, Double) {
        let r1 = Int(first[k]), g1 = Int(first[k + 1]), b1 = Int(first[k + 2]), a1 = Int(first[k + 3])
        let r2 = Int(second[m]), g2 = Int(second[m + 1]), b2 = Int(second[m + 2]), a2 = Int(second[m + 3])
        guard a1 < 255 || a2 < 255 else {
            return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
        }
        // c1·a1 − c2·a2 − B·(a1 − a2) is (c1 over B) − (c2 over B), scaled by 255; the
        // integer products are exact, so only the division rounds, as in pixelmatch.
        let (rb, gb, bb) = background(atByteOffset: offset)
        let da = a1 - a2
        return (Double(r1 * a1 - r2 * a2 - rb * da) / 255,
                Double(g1 * a1 - g2 * a2 - gb * da) / 255,
                Double(b1 * a1 - b2 * a2 - bb * da) / 255)
    }

    /// The background colour under byte offset `offset`: white, or one of two greys per
    /// channel (48 or 207) chosen by bits of the offset divided by powers of the golden
    /// ratio, which gives each channel its own irregular pattern. The red bit is the
    /// offset's parity, always 0 for a pixel's first byte. (pixelmatch truncates the
    /// quotient to 32 bits; for images within `PNGDecoder.maximumPixelCount` the byte
    /// offsets stay below 2³¹, where the two agree.)
    @inline(__always)
    private func background(atByteOffset offset: Int) -> (Int, Int, Int) {
        guard checkerboard else { return (255, 255, 255) }
        let red = offset & 1
        let green = Int(Double(offset) / 1.618033988749895) & 1
        let blue = Int(Double(offset) / 2.618033988749895) & 1
        return (48 + 159 * red, 48 + 159 * green, 48 + 159 * blue)
    }
}
