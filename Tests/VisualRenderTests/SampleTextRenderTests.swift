import Geometry
import Testing
import VisualLayout
@testable import VisualRender

/// A `sample` text stands in for one the app sets at run time: it is drawn lighter than a
/// written text, as a field's placeholder is, the key says what the lighter text means, and
/// a stand-in too long for its view is drawn smaller, never cut to `Ans…` as if it were the
/// real text truncated (nor warned about: the real text's length is unknown).
@Suite struct SampleTextRenderTests {
    private static let screen = """
        canvas 240 x 110
        view title label "Inbox"
        view name label "Name" sample
        view answer button "Answer13" sample
        H:|-20-[title]
        H:|-20-[name]
        H:|-20-[answer(70)]
        V:|-10-[title]-10-[name]-10-[answer]
        """

    private static func render() throws -> (picture: Picture, pixels: Pixels) {
        let picture = try PictureRenderer.render(text: screen, name: "inbox.visual", format: .png,
                                                 options: RenderOptions(scale: 1))
        return (picture, try Pixels(png: picture.bytes))
    }

    /// The darkest pixel (by luminance) inside `rect`.
    private func darkest(_ pixels: Pixels, in rect: Rect) -> Double {
        var darkest = 1.0
        for y in Int(rect.y)..<Int(rect.maxY.rounded(.up)) {
            for x in Int(rect.x)..<Int(rect.maxX.rounded(.up)) { darkest = min(darkest, pixels.luminance(x, y)) }
        }
        return darkest
    }

    @Test func aStandInIsDrawnLighterThanAWrittenText() throws {
        let (picture, pixels) = try Self.render()
        let texts = Dictionary(grouping: picture.scene.texts, by: \.view)
        let title = try #require(texts["title"]?.first), name = try #require(texts["name"]?.first)
        #expect(!title.isSample && name.isSample)
        // A written text's strokes are near black; a stand-in's stay a mid grey.
        #expect(darkest(pixels, in: title.rect) < 0.25)
        let standIn = darkest(pixels, in: name.rect)
        #expect(standIn > 0.3 && standIn < 0.75, "\(standIn)")
        #expect(picture.scene.json().contains("\"view\": \"name\", \"text\": \"Name\""))
        #expect(picture.scene.json().contains("\"sample\": true"))
    }

    @Test func aLongStandInIsDrawnSmallerNotTruncated() throws {
        let (picture, _) = try Self.render()
        let answer = try #require(picture.scene.texts.first { $0.view == "answer" })
        #expect(answer.text == "Answer13" && !answer.truncated)
        #expect(answer.size < 17, "\(answer.size)")
        let view = try #require(picture.scene.views.first { $0.name == "answer" })
        #expect(!view.marks.contains(.truncated))
        let diagnostics = LayoutPipeline.layout(text: Self.screen, name: "inbox.visual").diagnostics
        #expect(!diagnostics.contains { $0.message.contains("truncated") }, "\(diagnostics)")
    }

    @Test func theKeySaysWhatALighterTextIs() throws {
        let (picture, _) = try Self.render()
        let swatches = picture.scene.items.compactMap { item -> SceneItem.Swatch.Sample? in
            if case .swatch(let swatch) = item { swatch.sample } else { nil }
        }
        #expect(swatches.contains(.sampleText))
        let plain = try PictureRenderer.render(text: "canvas 100 x 40\nview a label \"A\"\nH:|[a]\nV:|[a]",
                                               name: "a.visual", format: .png, options: RenderOptions(scale: 1))
        #expect(!plain.scene.items.contains { if case .swatch(let s) = $0 { s.sample == .sampleText } else { false } })
    }
}
