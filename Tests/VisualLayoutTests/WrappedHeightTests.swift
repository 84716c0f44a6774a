// Text that wraps (`lines 0`, `lines N`, `text` views) takes the height of its lines at the
// width the layout gives its view, as a multi-line UILabel does.

import Testing
import TextMeasure
import VisualLayout

@Suite struct WrappedHeightTests {
    /// The mockup face's line height at the labels' 15 pt.
    let lineHeight = TextMeasurer().measure("Mg", size: 15).lineHeight
    let sentence = "The quick brown fox jumps over the lazy dog and keeps running far away"

    func height(_ text: String, canvasWidth: Int, attributes: String) throws -> Double {
        let file = """
            canvas \(canvasWidth) x fit
            view body label "\(text)" \(attributes)
            H:|-20-[body]-20-|
            V:|-20-[body]-20-|
            """
        let result = LayoutPipeline.layout(text: file, name: "case.visual")
        return try #require(solvedView(result, "body")).height
    }

    @Test func aNarrowerViewIsTallerByWholeLines() throws {
        let wide = try height(sentence, canvasWidth: 1000, attributes: "lines 0")
        let medium = try height(sentence, canvasWidth: 320, attributes: "lines 0")
        let narrow = try height(sentence, canvasWidth: 200, attributes: "lines 0")
        #expect(wide == (lineHeight).rounded(.up))
        #expect(medium > wide && narrow > medium)
        for value in [medium, narrow] {
            let lines = value / lineHeight
            #expect(abs(lines - lines.rounded()) * lineHeight < 1, "\(value) is not a whole number of lines")
        }
    }

    @Test func linesCapsTheHeightAndTheRestIsTruncated() throws {
        let uncapped = try height(sentence, canvasWidth: 200, attributes: "lines 0")
        let capped = try height(sentence, canvasWidth: 200, attributes: "lines 2")
        #expect(capped == (2 * lineHeight).rounded(.up))
        #expect(uncapped > capped)
        let file = "canvas 200 x fit\nview body label \"\(sentence)\" lines 2\nH:|-20-[body]-20-|\nV:|-20-[body]-20-|"
        let messages = LayoutPipeline.layout(text: file, name: "case.visual").diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'body' needs") && $0.contains("lines") && $0.contains("shows 2: it is truncated") },
                "\(messages)")
    }

    /// A frame lower than one line still shows the first line, as UIKit draws it: the
    /// warning counts one line shown, not every line the text wraps to.
    @Test func aFrameLowerThanALineShowsOneLine() throws {
        let file = "canvas 200 x 100\nview body label \"\(sentence)\" lines 0\nH:|-20-[body]-20-|\nV:|-20-[body(10)]"
        let messages = LayoutPipeline.layout(text: file, name: "case.visual").diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'body' needs") && $0.contains("shows 1: it is truncated") }, "\(messages)")
        let fitted = TextMeasurer().fit(sentence, width: 160, height: 10, wraps: true, size: 15, weight: .regular)
        #expect(fitted.truncated)
        #expect(fitted.lines.count == 1)
        #expect(fitted.lines.first?.text.hasSuffix(TextMeasurer.ellipsis) == true)
    }

    /// A text of one line in a frame lower than the line is cut by its height: the warning
    /// says so, not "needs 1 lines at its width of 200, its view shows 1" (Transmission's
    /// bold small labels).
    @Test func oneLineCutByItsHeightSaysHeight() throws {
        let file = "canvas 200 x 100\nview l label \"Short\" lines 0\nH:|[l]|\nV:|[l(8)]"
        let messages = LayoutPipeline.layout(text: file, name: "case.visual").diagnostics.map(\.message)
        #expect(messages == ["text of 'l' needs more height than its view's 8: it is truncated"], "\(messages)")
    }

    @Test func aSingleLineLabelDoesNotWrap() throws {
        #expect(try height(sentence, canvasWidth: 200, attributes: "") == lineHeight.rounded(.up))
    }

    @Test func aTextViewWrapsByDefaultInsideItsInsets() throws {
        let file = "canvas 200 x fit\nview info text \"\(sentence)\"\nH:|-20-[info]-20-|\nV:|-20-[info]-20-|"
        let result = LayoutPipeline.layout(text: file, name: "case.visual")
        let info = try #require(solvedView(result, "info"))
        // 8 pt above and below the text: the rest is whole lines.
        let lines = (info.height - 16) / lineHeight
        #expect(lines >= 3)
        #expect(abs(lines - lines.rounded()) * lineHeight < 1)
        #expect(!result.diagnostics.contains { $0.message.contains("truncated") }, "\(result.diagnostics)")
    }

    @Test func japaneseWrapsBetweenCharacters() throws {
        // No spaces at all: before the rule for ideographs this stayed one cut line.
        let text = "ログインするとお気に入りの記事をすべての端末で読むことができます。"
        let result = LayoutPipeline.layout(
            text: "canvas 200 x fit\nview body label \"\(text)\" lines 0\nH:|-20-[body]-20-|\nV:|-20-[body]-20-|",
            name: "case.visual")
        let body = try #require(solvedView(result, "body"))
        #expect(body.height > 2 * lineHeight)
        #expect(!result.diagnostics.contains { $0.message.contains("truncated") }, "\(result.diagnostics)")
    }

    @Test func aHeightThatDecidesTheCanvasFollowsTheWrap() throws {
        // The canvas fits its content: the wrapped label makes it taller.
        let file = "canvas 200 x fit\nview body label \"\(sentence)\" lines 0\nH:|-20-[body]-20-|\nV:|-20-[body]-20-|"
        let tree = try #require(LayoutPipeline.layout(text: file, name: "case.visual").tree)
        let body = try #require(tree.views.first { $0.name == "body" })
        #expect(tree.canvasHeight == body.height + 40)
    }
}
