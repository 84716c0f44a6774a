import Geometry
import PNGCodec
import PixelBuffer
import Testing
@testable import VisualRender

/// A pull-down menu (a pop-up declared `pulldown`) is drawn with one chevron pointing down,
/// as AppKit draws a pull-down, where a pop-up shows its up-and-down pair: the two say a
/// list of commands and a choice apart. The scene says which with a `chevron` item.
@Suite struct PullDownTests {
    private static func screen(direction: String) -> String {
        """
        direction \(direction)
        canvas 300 x 110
        view sort popup "Name"
        view actions popup "Actions" pulldown
        H:|-20-[sort(120)]
        H:|-20-[actions(120)]
        V:|-20-[sort]-20-[actions]
        """
    }

    private static func render(_ direction: String) throws -> (scene: Scene, image: RGBAImage) {
        let picture = try PictureRenderer.render(text: screen(direction: direction), name: "menus.visual",
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

    /// Where a pop-up's upper chevron is drawn in a view: the top third of the 11-point pair
    /// centred on the chevron's centre.
    private func upperChevronBand(of chevron: Rect, in frame: Rect) -> Rect {
        Rect(x: chevron.midX - 3, y: frame.midY - 5.5, width: 6, height: 3)
    }

    @Test(arguments: ["ltr", "rtl"])
    func aPullDownHasOneChevronPointingDown(direction: String) throws {
        let (scene, image) = try Self.render(direction)
        let views = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0) })
        let actions = try #require(views["actions"]), sort = try #require(views["sort"])
        #expect(actions.kind == "popup" && sort.kind == "popup")
        let down = try #require(actions.chevron), pair = try #require(sort.chevron)
        #expect(down.shape == .down && pair.shape == .upAndDown)
        #expect(down.rect.width == 8 && down.rect.height == 5, "\(down.rect)")
        // At the trailing side, as a pop-up's: the right, or the left in right to left.
        if direction == "ltr" {
            #expect(down.rect.x >= actions.rect.maxX - 20 && down.rect.maxX <= actions.rect.maxX, "\(down.rect)")
        } else {
            #expect(down.rect.x >= actions.rect.x && down.rect.maxX <= actions.rect.x + 20, "\(down.rect)")
        }
        #expect(darkest(image, in: down.rect) < 110)
        // Nothing where the pop-up's upper chevron is: one chevron, not the pair.
        #expect(darkest(image, in: upperChevronBand(of: down.rect, in: actions.rect)) > 180)
        #expect(darkest(image, in: upperChevronBand(of: pair.rect, in: sort.rect)) < 110)
        // The title is the pull-down's own, at the leading side, whole.
        let title = try #require(scene.texts.first { $0.view == "actions" })
        #expect(title.text == "Actions" && !title.truncated)
        #expect(!title.rect.intersects(down.rect), "\(title.rect) \(down.rect)")
    }

    @Test func theSceneSaysWhichChevron() throws {
        let json = try Self.render("ltr").scene.json()
        #expect(json.contains(#"{"type": "chevron", "frame": 0, "view": "actions", "shape": "down", "rect": ["#), "\(json)")
        #expect(json.contains(#"{"type": "chevron", "frame": 0, "view": "sort", "shape": "up-down", "rect": ["#), "\(json)")
    }
}
