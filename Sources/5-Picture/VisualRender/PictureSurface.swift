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
    /// A PNG is painted in bands of rows on every core (`bands(width:height:scale:)`), each
    /// band compressed as soon as it is painted (`CairoPNG.paint`): `draw(context, band)` is
    /// called once per band, at once on several threads, with a context whose coordinates
    /// are the whole sheet's, and must paint everything that reaches the band. Cairo
    /// rasterises a shape the same way whichever surface edge cuts it, so the pixels are
    /// those of one pass over the whole sheet. Vector surfaces get one call with `band` nil.
    static func render(format: PictureFormat, width: Double, height: Double, scale: Int, title: String,
                       draw: @Sendable @escaping (OpaquePointer, _ band: Int?) -> Void) throws(RenderError) -> [UInt8] {
        if format == .png {
            let pixelsWide = Int(width) * scale, pixelsHigh = Int(height) * scale
            let bands = bands(width: width, height: height, scale: scale)
            return try CairoPNG.paint(width: pixelsWide, height: pixelsHigh, scale: scale, rowsPerBand: bands.rows) {
                draw($0, $1)
            }
        }
        let sink = ByteSink()
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        let surface: OpaquePointer?
        switch format {
        case .png:
            preconditionFailure("painted in bands above")
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
    /// Rows of pixels per band: the unit of work of painting and compressing a PNG (fewer
    /// for a sheet so wide that they would take more than `bandBytes`).
    static let bandRows = 256
    static let bandBytes = 2 << 20

    /// The bands a PNG of `width` × `height` points is painted in: rows (pixels) and height
    /// (points) of each, and how many there are. Cut by the size alone.
    static func bands(width: Double, height: Double, scale: Int) -> (rows: Int, height: Double, count: Int) {
        let pixelsWide = Int(width) * scale, pixelsHigh = Int(height) * scale
        let rows = max(1, min(bandRows, bandBytes / max(1, 4 * pixelsWide)))
        return (rows, Double(rows) / Double(scale), max(1, (pixelsHigh + rows - 1) / rows))
    }

    private static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .drawing("cairo failed while drawing: \(String(cString: cairo_status_to_string(status)))")
        }
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
