// A pin of two edges together (a gap of 0) has no length to draw: a dot where the edges
// meet says where it holds, so that its `0` does not point at nothing beside an edge
// crowded with brackets and badges (label-text's and message-cell's cell bottoms).

import AutoLayoutExplain
import AutoLayoutLog
import PNGCodec
import Testing
import VisualRender

@Suite struct ExplanationPinDotTests {
    /// The light theme's guide colour, within what antialiasing changes.
    private func isGuideColour(_ pixel: RGBA) -> Bool {
        abs(Int(pixel.red) - 0xC2) < 40 && abs(Int(pixel.green) - 0x36) < 40 && abs(Int(pixel.blue) - 0x8F) < 40
    }

    @Test(arguments: ["label-text-with-newline-no-broken-line.log", "message-cell-labels-autoresizing-height.log"])
    func eachZeroPinIsADotAtItsEdge(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let (bytes, scene) = try PictureRenderer.draw([e.layoutTree()], name: name, format: .png, options: RenderOptions())
        let image = try PNGDecoder.decode(bytes)
        let pins = scene.guides.filter { $0.met && abs($0.from.x - $0.to.x) + abs($0.from.y - $0.to.y) < 0.5 }
        #expect(!pins.isEmpty)
        for pin in pins {
            // The pixels a point and a half off the point, across the tick a pin's line ends
            // in: the dot's, on both sides (a 1× PNG).
            let (x, y) = (pin.from.x, pin.from.y)
            let sides = pin.axis == .vertical ? [(Int(x), Int(y - 1.5)), (Int(x), Int(y + 1.5))]
                : [(Int(x - 1.5), Int(y)), (Int(x + 1.5), Int(y))]
            for (px, py) in sides {
                #expect(isGuideColour(image.pixel(x: px, y: py)),
                        "\(name): \(pin.label) at \(pin.from): \(image.pixel(x: px, y: py)) at \(px), \(py)")
            }
        }
    }

    /// A pin's `0` stands beside its dot, a couple of points off it, not touching the
    /// borders the dot lies on (flush against them, it read as sitting on them).
    @Test func aPinsValueStandsOffItsDot() throws {
        let name = "fontawesome-escaped-title-fitting-width-zero-in-swift-comment.log"
        let scene = try Fixtures.scene(name)
        let pins = scene.guides.filter { $0.met && abs($0.from.x - $0.to.x) + abs($0.from.y - $0.to.y) < 0.5 }
        #expect(pins.count == 2)
        for pin in pins {
            let pill = try #require(pin.pill)
            let gap = max(pill.x - pin.from.x, pin.from.x - pill.maxX)
            #expect(gap >= 2, "\(pin.label) at \(pill), its dot at \(pin.from)")
        }
    }
}
