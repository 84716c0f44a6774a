import CCairo
import Testing
import TextMeasure
@testable import VisualRender

/// A PNG is painted band by band, each band painting only what reaches it (and of a guide
/// whose line crosses many bands, its pill only where the pill is): the pixels must be
/// those of one pass over the whole sheet.
@Suite struct BandPaintingTests {
    /// Labels down a tall canvas, each `V:|-N-[vN]` from the top: long vertical lines across
    /// many bands, each with its pill in one of them, and tags beside the boxes.
    static let tallSheet = (0..<40).map { i in
        "view v\(i) label \"x\(i)\"\nH:|-(\(8 + 5 * i))-[v\(i)]\nV:|-\(30 * i)-[v\(i)]"
    }.joined(separator: "\n") + "\ncanvas 375 x 1250\n"

    @Test(arguments: [1, 2])
    func bandsPaintWhatOnePassPaints(scale: Int) throws {
        let picture = try render("tall.visual", text: Self.tallSheet, options: RenderOptions(scale: scale))
        let scene = picture.scene
        let bands = PictureSurface.bands(width: scene.width, height: scene.height, scale: scale)
        #expect(bands.count >= 5, "the sheet should be cut into several bands")
        #expect(scene.guides.filter { $0.axis == .vertical && abs($0.to.y - $0.from.y) > bands.height }.count >= 20)

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(Int(scene.width) * scale),
                                                 Int32(Int(scene.height) * scale))!
        defer { cairo_surface_destroy(surface) }
        let context = cairo_create(surface)!
        cairo_scale(context, Double(scale), Double(scale))
        let pen = Pen(context: context, measurer: TextMeasurer())
        ScenePainter(pen: pen, palette: RenderOptions().theme.palette)
            .paint(ScenePainter.Plan(scene: scene, bandHeight: nil, bandCount: 0))
        cairo_destroy(context)
        let whole = try Pixels(png: CairoPNG.encode(surface))
        let banded = try Pixels(png: picture.bytes)

        #expect(whole.width == banded.width && whole.height == banded.height)
        var differing = 0
        for y in 0..<banded.height {
            for x in 0..<banded.width where whole.raw(x, y) != banded.raw(x, y) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ between bands and one pass")
    }
}
