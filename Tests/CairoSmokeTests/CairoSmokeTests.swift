import CCairo
import Foundation
import Testing

/// Settles the build contract: Cairo links, draws and writes a real PNG.
@Suite struct CairoSmokeTests {
    @Test func writesAndReadsBackAPNG() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cairo-smoke-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("smoke.png").path

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 40, 30)!
        let context = cairo_create(surface)!
        cairo_set_source_rgb(context, 1, 0, 0)
        cairo_rectangle(context, 10, 5, 20, 10)
        cairo_fill(context)
        cairo_destroy(context)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)

        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        let back = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(back) }
        #expect(cairo_surface_status(back) == CAIRO_STATUS_SUCCESS)
        #expect(cairo_image_surface_get_width(back) == 40)
        #expect(cairo_image_surface_get_height(back) == 30)
        // The red rectangle is where it was drawn, the corner stays transparent.
        let stride = Int(cairo_image_surface_get_stride(back))
        let data = cairo_image_surface_get_data(back)!
        func pixel(_ x: Int, _ y: Int) -> UInt32 {
            data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        }
        #expect(pixel(15, 8) == 0xFFFF_0000)
        #expect(pixel(0, 0) == 0)
    }
}
