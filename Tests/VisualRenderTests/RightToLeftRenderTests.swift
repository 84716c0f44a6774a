import Foundation
import Geometry
import Testing
@testable import VisualRender
import VisualLayout
import VisualSyntax

/// Pictures of right-to-left layouts (docs/format-file.md, "Layout direction"): leading text is
/// right-aligned, trailing text left-aligned, truncation still cuts the tail, and every
/// rule of the scene holds.
@Suite struct RightToLeftRenderTests {
    static let screen = """
        canvas 240 x 200
        view title label "Title"
        view note label "Note" align trailing
        view mid label "Mid" align center
        view go button "Go"
        view name field "Name"
        view long label "A label far too long for its frame"
        H:|-10-[title(150)]
        H:|-10-[note(150)]
        H:|-10-[mid(150)]
        H:|-10-[go(150)]
        H:|-10-[name(150)]
        H:|-10-[long(60)]
        V:|-10-[title(20)]-4-[note(20)]-4-[mid(20)]-4-[go]-4-[name]-4-[long(20)]
        """

    private func picture(_ text: String, direction: LayoutDirection?) throws -> Picture {
        var options = RenderOptions()
        options.direction = direction
        return try PictureRenderer.render(text: text, name: "rtl.visual", format: .svg, options: options)
    }

    /// Where the first frame's canvas starts on the sheet.
    private func origin(_ picture: Picture) -> Double { picture.scene.frames.first?.rect.x ?? 0 }

    private func boxes(_ picture: Picture, _ name: String) throws -> (view: Rect, text: SceneItem.Text) {
        let view = try #require(picture.scene.views.first { $0.name == name })
        let text = try #require(picture.scene.texts.first { $0.view == name })
        return (view.rect, text)
    }

    @Test func leadingTextSitsAtTheRight() throws {
        let rtl = try picture(Self.screen, direction: .rightToLeft)
        #expect(rtl.layouts.first?.direction == .rightToLeft)
        // The views hang from the right edge: x = 240 − 10 − 150.
        let (view, text) = try boxes(rtl, "title")
        #expect(abs(view.x - origin(rtl) - 80) < 0.01)
        #expect(abs(text.rect.x + text.rect.width - (view.x + view.width)) < 0.01, "\(text.rect) in \(view)")
        #expect(text.rect.x > view.x + 50)
        // Left to right, the same label starts at its left edge.
        let ltr = try picture(Self.screen, direction: nil)
        let (ltrView, ltrText) = try boxes(ltr, "title")
        #expect(abs(ltrView.x - origin(ltr) - 10) < 0.01)
        #expect(abs(ltrText.rect.x - ltrView.x) < 0.01)
    }

    @Test func trailingTextSitsAtTheLeftAndCentredStaysCentred() throws {
        let rtl = try picture(Self.screen, direction: .rightToLeft)
        let (note, noteText) = try boxes(rtl, "note")
        #expect(abs(noteText.rect.x - note.x) < 0.01)
        let (mid, midText) = try boxes(rtl, "mid")
        #expect(abs((midText.rect.x + midText.rect.width / 2) - (mid.x + mid.width / 2)) < 0.01)
        // A button centres its text whatever the direction.
        let (go, goText) = try boxes(rtl, "go")
        #expect(abs((goText.rect.x + goText.rect.width / 2) - (go.x + go.width / 2)) < 0.01)
    }

    @Test func fieldTextKeepsItsInsetFromTheRight() throws {
        let rtl = try picture(Self.screen, direction: .rightToLeft)
        let (field, text) = try boxes(rtl, "name")
        #expect(abs((field.x + field.width - 8) - (text.rect.x + text.rect.width)) < 0.01, "\(text.rect) in \(field)")
    }

    @Test func truncationCutsTheTail() throws {
        let rtl = try picture(Self.screen, direction: .rightToLeft)
        let (view, text) = try boxes(rtl, "long")
        #expect(text.truncated)
        #expect(text.text.hasPrefix("A"))
        #expect(text.text.hasSuffix("…"))
        #expect(text.rect.x >= view.x - 0.01 && text.rect.x + text.rect.width <= view.x + view.width + 0.01)
        #expect(rtl.diagnostics.contains { $0.message.contains("truncated") && $0.message.contains("long") })
    }

    @Test func theFileDirectionReachesThePicture() throws {
        let rtl = try picture("direction rtl\n" + Self.screen, direction: nil)
        let (view, text) = try boxes(rtl, "title")
        #expect(abs(view.x - origin(rtl) - 80) < 0.01)
        #expect(abs(text.rect.x + text.rect.width - (view.x + view.width)) < 0.01)
        let overridden = try picture("direction rtl\n" + Self.screen, direction: .leftToRight)
        #expect(abs(try boxes(overridden, "title").view.x - origin(overridden) - 10) < 0.01)
    }

    /// Every sample and every hard screen, laid out right to left, keeps the picture's rules
    /// (tags, pills, unmet guides over the actual gap, texts inside their views).
    @Test func everySampleRightToLeftKeepsTheRules() throws {
        var examples: [String] = []
        let cases = SceneRulesTests.samples.map { name in
            (name, (try? String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent(name),
                                encoding: .utf8)) ?? "")
        } + SceneRulesTests.hardScreens + [("rtl-screen", Self.screen)]
        for (name, text) in cases {
            let drawn = try picture(text, direction: .rightToLeft)
            for (rule, found) in SceneRules(scene: drawn.scene, layouts: drawn.layouts).violations() {
                examples += found.prefix(3).map { "\(name): \(rule): \($0)" }
            }
        }
        #expect(examples.isEmpty, "\(examples.prefix(40).joined(separator: "\n"))")
    }
}
