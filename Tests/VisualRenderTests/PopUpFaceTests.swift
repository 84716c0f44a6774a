import Geometry
import PNGCodec
import PixelBuffer
import Testing
@testable import VisualRender

/// A UIKit pop-up button (a `popup` with a face) is drawn as UIKit draws it, not with
/// AppKit's bordered face: a plain one has no bezel, its title and indicator tinted, the
/// indicator right after the title; a filled one sits on the accent, its title on it.
/// AppKit's pop-up keeps its dark title and its chevron at the trailing side.
@Suite struct PopUpFaceTests {
    private static func screen(direction: String) -> String {
        """
        direction \(direction)
        canvas 300 x 170
        view appkit popup "Date"
        view plain popup "Date" plain
        view filled popup "Date" filled
        H:|-20-[appkit(140)]
        H:|-20-[plain(140)]
        H:|-20-[filled(140)]
        V:|-20-[appkit(30)]-20-[plain(30)]-20-[filled(30)]
        """
    }

    private static func render(_ direction: String) throws -> (scene: Scene, image: RGBAImage) {
        let picture = try PictureRenderer.render(text: screen(direction: direction), name: "faces.visual",
                                                 format: .png, options: RenderOptions(scale: 1))
        return (picture.scene, try PNGDecoder.decode(picture.bytes))
    }

    /// The pixels inside `rect` (red, green, blue).
    private func pixels(_ image: RGBAImage, in rect: Rect) -> [(Int, Int, Int)] {
        var pixels: [(Int, Int, Int)] = []
        for y in Int(rect.y.rounded(.down))..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.x.rounded(.down))..<Int(rect.maxX.rounded(.up)) {
                let at = (y * image.width + x) * 4
                pixels.append((Int(image.bytes[at]), Int(image.bytes[at + 1]), Int(image.bytes[at + 2])))
            }
        }
        return pixels
    }

    /// Whether a pixel is the accent's blue: far more blue than red, and not pale.
    private func isAccent(_ pixel: (Int, Int, Int)) -> Bool { pixel.2 - pixel.0 > 100 && pixel.2 > 180 }

    @Test(arguments: ["ltr", "rtl"])
    func aPlainPopUpsTitleAndIndicatorAreTintedTheIndicatorAfterTheTitle(direction: String) throws {
        let (scene, image) = try Self.render(direction)
        let views = Dictionary(uniqueKeysWithValues: scene.views.map { ($0.name, $0) })
        let plain = try #require(views["plain"]), appkit = try #require(views["appkit"])
        #expect(plain.face == .plain && appkit.face == nil)
        let title = try #require(scene.texts.first { $0.view == "plain" })
        let chevron = try #require(plain.chevron).rect
        // Right after the title (before it in right to left), not at the far trailing side.
        let gap = direction == "ltr" ? chevron.x - title.rect.maxX : title.rect.x - chevron.maxX
        #expect(gap >= 3 && gap <= 7, "\(title.rect) \(chevron)")
        #expect(pixels(image, in: chevron).contains(where: isAccent))
        #expect(pixels(image, in: title.rect).filter(isAccent).count > 20)
        // No bezel: no accent in the face beside the title.
        let face = direction == "ltr" ? Rect(x: chevron.maxX + 3, y: plain.rect.y + 3, width: 20, height: 24)
                                      : Rect(x: chevron.x - 23, y: plain.rect.y + 3, width: 20, height: 24)
        #expect(!pixels(image, in: face).contains(where: isAccent))
        // AppKit's: a dark title, its chevron in the trailing 20 points.
        let appkitTitle = try #require(scene.texts.first { $0.view == "appkit" })
        #expect(!pixels(image, in: appkitTitle.rect).contains(where: isAccent))
        let appkitChevron = try #require(appkit.chevron).rect
        #expect(direction == "ltr" ? appkitChevron.x >= appkit.rect.maxX - 20 : appkitChevron.maxX <= appkit.rect.x + 20)
    }

    @Test func aFilledPopUpIsOnTheAccent() throws {
        let (scene, image) = try Self.render("ltr")
        let filled = try #require(scene.views.first { $0.name == "filled" })
        #expect(filled.face == .filled)
        let face = pixels(image, in: Rect(x: filled.rect.maxX - 20, y: filled.rect.y + 4, width: 12, height: 22))
        #expect(face.allSatisfy(isAccent), "\(face.prefix(4))")
        let title = try #require(scene.texts.first { $0.view == "filled" })
        #expect(title.onAccent && !title.isTinted)
    }

    @Test func theSceneSaysTheFace() throws {
        let json = try Self.render("ltr").scene.json()
        #expect(json.contains(#""view": "plain", "kind": "popup", "rect": [66, 150, 140, 30], "marks": [], "face": "plain"}"#),
                "\(json)")
        #expect(!json.contains(#""view": "appkit", "kind": "popup", "rect": [66, 100, 140, 30], "marks": [], "face""#))
    }
}
