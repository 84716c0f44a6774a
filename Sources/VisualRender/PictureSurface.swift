import CCairo
import ParallelWork

/// A Cairo surface that draws a picture into bytes in memory, one per format.
///
/// Deterministic by construction: a PNG holds only its pixels (`CairoPNG`); the PDF's
/// creation date is removed (cairo writes the current time unless told otherwise); SVG
/// ids, which cairo numbers from counters shared by the whole process, are renumbered
/// by `SVGIds`.
enum PictureSurface {
    /// Draws with `draw` on a surface `width` × `height` points and returns the file's bytes.
    ///
    /// A PNG is painted in bands of rows on every core (`bands(height:scale:)`):
    /// `draw(context, band)` is called once per band, at once on several threads, with a
    /// context whose coordinates are the whole sheet's, and must paint everything that
    /// reaches the band. Cairo rasterises a shape the same way whichever surface edge cuts
    /// it, so the pixels are those of one pass over the whole sheet. Vector surfaces get
    /// one call with `band` nil.
    static func render(format: PictureFormat, width: Double, height: Double, scale: Int, title: String,
                       draw: @Sendable (OpaquePointer, _ band: Int?) -> Void) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer?
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width) * Int32(scale),
                                                 Int32(height) * Int32(scale))
        case .svg:
            surface = cairo_svg_surface_create_for_stream(ByteSink.write, closure, width, height)
            // In px, so a browser shows the SVG as large as the PNG at scale 1 (Cairo's
            // default, pt, shows it 4/3 as large).
            if let surface { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(ByteSink.write, closure, width, height)
            if let surface {
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "")
                cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
            }
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw .drawing("cairo could not make a \(format.rawValue) surface of \(Int(width)) × \(Int(height)) points")
        }
        defer { cairo_surface_destroy(surface) }
        if format == .png {
            try paintInBands(surface, scale: scale, draw: draw)
            return try CairoPNG.encode(surface)
        }
        let context = cairo_create(surface)!
        draw(context, nil)
        let status = cairo_status(context)
        cairo_destroy(context)
        try check(status)
        // Finishing a vector surface writes the rest of the file into the sink.
        cairo_surface_finish(surface)
        let finished = cairo_surface_status(surface)
        guard finished == CAIRO_STATUS_SUCCESS else {
            throw .drawing("cairo could not write the \(format.rawValue): "
                           + String(cString: cairo_status_to_string(finished)))
        }
        return withExtendedLifetime(sink) { format == .svg ? SVGIds.renumber(sink.bytes) : sink.bytes }
    }
}

extension PictureSurface {
    /// Rows of pixels per band: the unit of work of painting a PNG. Bands are cut by the
    /// picture's size alone.
    static let bandRows = 256

    /// The bands a PNG of `height` points is painted in: each one's height in points, and
    /// how many there are.
    static func bands(height: Double, scale: Int) -> (height: Double, count: Int) {
        let pixels = Int(height) * scale
        return (Double(bandRows) / Double(scale), max(1, (pixels + bandRows - 1) / bandRows))
    }

    private static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .drawing("cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Paints an image surface band by band, each band through a surface of its own over
    /// the same pixels, offset so that the sheet's coordinates stay the same.
    private static func paintInBands(_ surface: OpaquePointer, scale: Int,
                                     draw: @Sendable (OpaquePointer, Int?) -> Void) throws(RenderError) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .drawing("cairo gave no pixels to draw on") }
        let pixels = BandPixels(base: data, width: Int(cairo_image_surface_get_width(surface)),
                                height: Int(cairo_image_surface_get_height(surface)),
                                stride: Int(cairo_image_surface_get_stride(surface)))
        let bands = Array(0..<max(1, (pixels.height + bandRows - 1) / bandRows))
        let statuses = parallelMap(bands) { band in
            let top = band * bandRows, bottom = min(pixels.height, top + bandRows)
            let bandSurface = cairo_image_surface_create_for_data(pixels.base + top * pixels.stride, CAIRO_FORMAT_ARGB32,
                                                                  Int32(pixels.width), Int32(bottom - top),
                                                                  Int32(pixels.stride))!
            cairo_surface_set_device_offset(bandSurface, 0, -Double(top))
            let context = cairo_create(bandSurface)!
            cairo_scale(context, Double(scale), Double(scale))
            draw(context, band)
            let status = cairo_status(context)
            cairo_destroy(context)
            cairo_surface_finish(bandSurface)
            cairo_surface_destroy(bandSurface)
            return status.rawValue
        }
        cairo_surface_mark_dirty(surface)
        for status in statuses { try check(cairo_status_t(rawValue: status)) }
    }
}

/// An image surface's pixels, shared by the threads that paint its bands (each writes its
/// own rows only).
private struct BandPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int
    let height: Int
    let stride: Int
}

/// Collects what a Cairo stream writes.
private final class ByteSink {
    var bytes: [UInt8] = []

    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
