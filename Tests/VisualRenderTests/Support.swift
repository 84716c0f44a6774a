import CCairo
import Foundation
import Testing
@testable import VisualRender
import VisualLayout

/// The directory of this target's format files.
let fixturesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

func fixturePath(_ name: String) -> String {
    fixturesDirectory.appendingPathComponent(name).path
}

func fixture(_ name: String) throws -> String {
    try String(contentsOfFile: fixturePath(name), encoding: .utf8)
}

/// Renders a fixture (or text) for a test; a render error fails the test.
func render(_ name: String, text: String? = nil, format: PictureFormat = .png,
            options: RenderOptions = RenderOptions()) throws -> Picture {
    try PictureRenderer.render(text: text ?? fixture(name), name: name, format: format, options: options)
}

/// A decoded PNG (through Cairo's own reader): straight RGBA pixels.
struct Pixels {
    let width: Int
    let height: Int
    private let data: [UInt32]

    init(png bytes: [UInt8]) throws {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let read: cairo_read_func_t = { closure, data, length in
            let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard reader.offset + count <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            for i in 0..<count { data![i] = reader.bytes[reader.offset + i] }
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)!
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            base.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { row in
                for x in 0..<width { pixels.append(row[x]) }
            }
        }
        self.width = width
        self.height = height
        data = pixels
    }

    /// (red, green, blue) 0…255 of an opaque picture's pixel.
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
        let value = data[y * width + x]
        return (Int((value >> 16) & 0xFF), Int((value >> 8) & 0xFF), Int(value & 0xFF))
    }

    func raw(_ x: Int, _ y: Int) -> UInt32 { data[y * width + x] }

    /// 0 (black) … 1 (white).
    func luminance(_ x: Int, _ y: Int) -> Double {
        let (r, g, b) = rgb(x, y)
        return (0.2126 * Double(r) + 0.7152 * Double(g) + 0.0722 * Double(b)) / 255
    }
}

/// A colour as 0…255 components, as a PNG stores it.
func rgb255(_ color: Color) -> (Int, Int, Int) {
    (Int((color.red * 255).rounded()), Int((color.green * 255).rounded()), Int((color.blue * 255).rounded()))
}

func close(_ a: (Int, Int, Int), _ b: (Int, Int, Int), tolerance: Int = 2) -> Bool {
    abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
}
