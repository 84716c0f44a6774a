/// An image as straight (not premultiplied) 8-bit RGBA: rows top to bottom, pixels left to
/// right, four bytes per pixel in the order red, green, blue, alpha.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// width × height × 4 bytes.
    public let bytes: [UInt8]

    /// An image from its bytes; `nil` when the byte count is not width × height × 4.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The number of pixels, width × height.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` (0-based, from the top left).
    public func pixel(x: Int, y: Int) -> RGBA {
        let offset = (y * width + x) * 4
        return RGBA(bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }
}

/// One straight-alpha pixel or colour.
public struct RGBA: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}
