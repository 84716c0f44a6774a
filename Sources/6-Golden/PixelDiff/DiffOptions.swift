import PixelBuffer
/// How two images are compared and how the diff image is drawn. The defaults are
/// pixelmatch 7.2's; each property names the pixelmatch option it matches. Colours are
/// drawn opaque: their alpha is not used.
public struct DiffOptions: Equatable, Sendable {
    /// Colour tolerance from 0 (any change differs) to 1 (nothing differs), as a fraction
    /// of the largest possible YIQ distance. pixelmatch: `threshold`, default 0.1.
    public var threshold: Double = 0.1

    /// Count anti-aliased pixels as differences instead of excusing them. Off, pixels that
    /// look like an anti-aliased edge in either image are drawn in `antiAliasedColor` and
    /// not counted. pixelmatch: `includeAA`, default false.
    public var includesAntiAliased = false

    /// Composite translucent pixels over a checkerboard of two greys (on) or over white
    /// (off) before measuring colour. pixelmatch: `checkerboard`, default true (pixelmatch
    /// 6 and earlier always used white).
    public var checkerboard = true

    /// How strongly the unchanged image shows through in the diff image, from 0 (white)
    /// to 1 (full greyscale). pixelmatch: `alpha`, default 0.1.
    public var alpha: Double = 0.1

    /// Colour of differing pixels. pixelmatch: `diffColor`, default red.
    public var differenceColor = RGBA(255, 0, 0)

    /// Colour of differing pixels where the second image is the darker one; `nil` uses
    /// `differenceColor`. pixelmatch: `diffColorAlt`.
    public var darkerDifferenceColor: RGBA?

    /// Colour of excused anti-aliased pixels. pixelmatch: `aaColor`, default yellow.
    public var antiAliasedColor = RGBA(255, 255, 0)

    /// Draw only the differences on a transparent image (no greyscale background, no
    /// anti-aliased pixels). pixelmatch: `diffMask`, default false.
    public var diffMask = false

    /// The defaults.
    public init() {}
}
