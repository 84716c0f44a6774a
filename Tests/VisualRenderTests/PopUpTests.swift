import Geometry
import PNGCodec
import PixelBuffer
import Testing
@testable import VisualRender

/// A pop-up button is drawn as a light bordered control with its title at the leading side
/// and an up-and-down chevron at the trailing side (mirrored in right to left), not as a
/// blue push button; a combo box as a field with a down chevron set off at its trailing
/// side. A title too long is cut before the chevron, never the chevron.
@Suite struct PopUpTests {
    private static func screen(direction: String) -> String {
        """
        direction \(direction)
        canvas 300 x 150
        view size popup "Medium"
        view long popup "Move to the adjacent display on the left or right"
        view font combo "12"
        H:|-20-[size]
        H:|-20-[long(160)]
        H:|-20-[font(100)]
        V:|-20-[size]-20-[long]-20-[font]
        """
    }

    private static func render(_ direction: String) throws -> (scene: Scene, image: RGBAImage) {
        let picture = try PictureRenderer.render(text: screen(direction: direction), name: "prefs.visual",
                                                 format: .png, options: RenderOptions(scale: 1))
        return (picture.scene, try PNGDecoder.decode(picture.bytes))
    }

    /// The darkest pixel's brightness (0–255, the mean of red, green and blue) inside `rect`.
    private func darkest(_ image: RGBAImage, in rect: Rect) -> Int {
        var darkest = 255
        for y in Int(rect.y.rounded(.down))..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.x.rounded(.down))..<Int(rect.maxX.rounded(.up)) {
                let at = (y * image.width + x) * 4
                darkest = min(darkest, (Int(image.bytes[at]) + Int(image.bytes[at + 1]) + Int(image.bytes[at + 2])) / 3)
            }
        }
        return darkest
    }

    @Test(arguments: ["ltr", "rtl"])
    func theChevronIsAtTheTrailingSideAndTheTitleBeforeIt(direction: String) throws {
        let (scene, image) = try Self.render(direction)
        let views = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0) })
        let size = try #require(views["size"])
        #expect(size.kind == "popup" && size.rect.height == 24, "\(size.rect)")
        let chevron = try #require(size.chevron).rect
        let title = try #require(scene.texts.first { $0.view == "size" })
        #expect(title.text == "Medium" && !title.truncated)
        if direction == "ltr" {
            // The chevron in the trailing 20 points, the title from the leading inset to before them.
            #expect(chevron.x >= size.rect.maxX - 20 && chevron.maxX <= size.rect.maxX, "\(chevron) \(size.rect)")
            #expect(title.rect.x == size.rect.x + 10 && title.rect.maxX <= size.rect.maxX - 20, "\(title.rect)")
        } else {
            #expect(chevron.x >= size.rect.x && chevron.maxX <= size.rect.x + 20, "\(chevron) \(size.rect)")
            #expect(title.rect.maxX == size.rect.maxX - 10 && title.rect.x >= size.rect.x + 20, "\(title.rect)")
        }
        // Its intrinsic width: the title, 10 before it, 24 after it (4, then the chevron's 20).
        #expect(abs(size.rect.width - (title.rect.width + 34)) < 1, "\(size.rect) \(title.rect)")
        // The chevron is drawn (dark strokes in its box); the face is not a push button's blue.
        #expect(darkest(image, in: chevron) < 110)
        let face = (Int(size.rect.y + 3) * image.width + Int(size.rect.midX)) * 4
        #expect(Int(image.bytes[face + 2]) < Int(image.bytes[face]) + 40, "face \(image.bytes[face...face + 2])")
    }

    @Test(arguments: ["ltr", "rtl"])
    func aLongTitleIsCutBeforeTheChevron(direction: String) throws {
        let (scene, image) = try Self.render(direction)
        let long = try #require(scene.views.first { $0.name == "long" })
        let title = try #require(scene.texts.first { $0.view == "long" })
        #expect(title.truncated && title.text.hasSuffix("…"), "\(title.text)")
        let chevron = try #require(long.chevron).rect
        #expect(!title.rect.intersects(chevron), "\(title.rect) \(chevron)")
        if direction == "ltr" {
            #expect(title.rect.maxX <= long.rect.maxX - 20 && chevron.x >= long.rect.maxX - 20, "\(title.rect) \(chevron)")
        } else {
            #expect(title.rect.x >= long.rect.x + 20 && chevron.maxX <= long.rect.x + 20, "\(title.rect) \(chevron)")
        }
        #expect(darkest(image, in: chevron) < 110)
    }

    @Test(arguments: ["ltr", "rtl"])
    func aComboBoxIsAFieldWithADownChevron(direction: String) throws {
        let (scene, image) = try Self.render(direction)
        let font = try #require(scene.views.first { $0.name == "font" })
        #expect(font.kind == "combo" && font.rect.height >= 30, "\(font.rect)")
        let chevron = try #require(font.chevron).rect
        let title = try #require(scene.texts.first { $0.view == "font" })
        if direction == "ltr" {
            #expect(chevron.x >= font.rect.maxX - 20 && title.rect.x == font.rect.x + 8, "\(chevron) \(title.rect)")
        } else {
            #expect(chevron.maxX <= font.rect.x + 20 && title.rect.maxX == font.rect.maxX - 8, "\(chevron) \(title.rect)")
        }
        // A single chevron, flatter than the pop-up's pair.
        #expect(chevron.width == 8 && chevron.height == 5)
        #expect(darkest(image, in: chevron) < 110)
    }
}
