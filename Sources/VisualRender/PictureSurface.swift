import CCairo

/// A Cairo surface that draws a picture into bytes in memory, one per format.
///
/// Deterministic by construction: a PNG holds only its pixels (`CairoPNG`); the PDF's
/// creation date is removed (cairo writes the current time unless told otherwise); SVG
/// ids, which cairo numbers from counters shared by the whole process, are renumbered
/// by `SVGIds`.
enum PictureSurface {
    /// Draws with `draw` on a surface `width` × `height` points and returns the file's bytes.
    static func render(format: PictureFormat, width: Double, height: Double, scale: Int, title: String,
                       draw: (OpaquePointer) -> Void) throws(RenderError) -> [UInt8] {
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
        let context = cairo_create(surface)!
        if format == .png { cairo_scale(context, Double(scale), Double(scale)) }
        draw(context)
        let status = cairo_status(context)
        cairo_destroy(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .drawing("cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
        if format == .png { return try CairoPNG.encode(surface) }
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
