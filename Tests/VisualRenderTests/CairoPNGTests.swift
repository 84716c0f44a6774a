import CCairo
import Testing
@testable import VisualRender

/// Our PNG writer against Cairo's: the same pixels come back, translucent ones included.
@Suite struct CairoPNGTests {
    @Test func decodesToTheSamePixelsAsCairosOwnPNG() throws {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 67, 41)!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        // Opaque, translucent and empty pixels, edges antialiased.
        cairo_set_source_rgba(context, 0.2, 0.5, 0.9, 1)
        cairo_rectangle(context, 3.5, 2.25, 30, 20)
        cairo_fill(context)
        cairo_set_source_rgba(context, 0.9, 0.1, 0.3, 0.37)
        cairo_arc(context, 40, 25, 14.3, 0, 6.283)
        cairo_fill(context)
        cairo_destroy(context)

        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let write: cairo_write_func_t = { closure, data, length in
            Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().bytes
                .append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }
        withExtendedLifetime(sink) {
            _ = cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(sink).toOpaque())
        }
        let ours = try Pixels(png: CairoPNG.encode(surface))
        let cairos = try Pixels(png: sink.bytes)
        #expect((ours.width, ours.height) == (67, 41))
        var differing = 0, translucent = 0
        for y in 0..<41 {
            for x in 0..<67 {
                if ours.raw(x, y) != cairos.raw(x, y) { differing += 1 }
                let alpha = ours.raw(x, y) >> 24
                if alpha > 0 && alpha < 255 { translucent += 1 }
            }
        }
        #expect(differing == 0)
        #expect(translucent > 100)
    }
}
