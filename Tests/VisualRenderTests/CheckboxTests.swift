import Geometry
import PNGCodec
import PixelBuffer
import Testing
@testable import VisualRender

/// A checkbox or radio button is drawn with its square or circle at the leading side and
/// its title after it (an AppKit preferences window read as a column of push buttons); on,
/// the mark is filled with the accent colour.
@Suite struct CheckboxTests {
    private static func screen(direction: String) -> String {
        """
        direction \(direction)
        canvas 280 x 100
        view wrap checkbox "Wrap lines" on
        view small radio "Small"
        H:|-20-[wrap]
        H:|-20-[small]
        V:|-20-[wrap]-20-[small]
        """
    }

    /// True when the pixel is the accent blue of a filled mark.
    private func isAccent(_ image: RGBAImage, _ point: Point) -> Bool {
        let at = (Int(point.y) * image.width + Int(point.x)) * 4
        return Int(image.bytes[at + 2]) > Int(image.bytes[at]) + 80
    }

    @Test(arguments: ["ltr", "rtl"])
    func theMarkIsAtTheLeadingSideAndTheTitleAfterIt(direction: String) throws {
        let picture = try PictureRenderer.render(text: Self.screen(direction: direction), name: "prefs.visual",
                                                 format: .png, options: RenderOptions(scale: 1))
        let image = try PNGDecoder.decode(picture.bytes)
        let views = Dictionary(uniqueKeysWithValues: picture.scene.views.map { ($0.name, $0) })
        let wrap = try #require(views["wrap"]), small = try #require(views["small"])
        #expect(wrap.kind == "checkbox" && small.kind == "radio")
        let mark = try #require(wrap.stateMark)
        let title = try #require(picture.scene.texts.first { $0.view == "wrap" })
        if direction == "ltr" {
            #expect(mark.x == wrap.rect.x && title.rect.x >= mark.maxX + 4, "\(mark) \(title.rect)")
        } else {
            #expect(mark.maxX == wrap.rect.maxX && title.rect.maxX <= mark.x - 4, "\(mark) \(title.rect)")
        }
        #expect(mark.width == 14 && mark.height == 14)
        // On: the square filled; off: the circle's middle is the canvas's white.
        #expect(isAccent(image, Point(mark.x + 3, mark.y + 3)))
        let circle = try #require(small.stateMark)
        #expect(!isAccent(image, Point(circle.midX, circle.midY)))
    }
}
