import Geometry
import PNGCodec
import PixelBuffer
import Testing
@testable import VisualRender

/// A button with no title (an Interface Builder document's icon button, whose image Visual
/// does not have) is drawn with a picture glyph on its face, not as a blank control; a
/// titled button and a button too small for a glyph keep their plain face.
@Suite struct UntitledButtonTests {
    static let screen = """
        canvas 240 x 80
        view icon button
        view save button "Save"
        view tiny button
        H:|-20-[icon(44)]-20-[save(80)]-20-[tiny(12)]
        V:|-18-[icon(44)]
        V:|-18-[save(44)]
        V:|-34-[tiny(12)]
        """

    /// The light pixels (the glyph's and the title's colour) inside a view's box, away from
    /// its outline.
    private func lightPixels(in rect: Rect, of image: RGBAImage) -> Int {
        var count = 0
        for y in Int(rect.y + 3)..<Int(rect.maxY - 3) {
            for x in Int(rect.x + 3)..<Int(rect.maxX - 3) {
                let at = (y * image.width + x) * 4
                if image.bytes[at] > 200 && image.bytes[at + 1] > 200 && image.bytes[at + 2] > 200 { count += 1 }
            }
        }
        return count
    }

    @Test func anUntitledButtonShowsAPictureGlyph() throws {
        let picture = try PictureRenderer.render(text: Self.screen, name: "icons.visual", format: .png,
                                                 options: RenderOptions(scale: 1))
        let image = try PNGDecoder.decode(picture.bytes)
        let views = Dictionary(uniqueKeysWithValues: picture.scene.views.map { ($0.name, $0) })
        let icon = try #require(views["icon"]), save = try #require(views["save"]), tiny = try #require(views["tiny"])
        #expect(icon.isUntitled && !save.isUntitled && tiny.isUntitled)
        // The glyph: a frame, a hill and a sun in the title's colour, about a tenth of the face.
        let glyph = lightPixels(in: icon.rect, of: image)
        #expect(glyph > 40, "\(glyph) light pixels on the icon button")
        // Too small for a glyph: its face stays plain.
        #expect(lightPixels(in: tiny.rect, of: image) == 0)
    }
}
