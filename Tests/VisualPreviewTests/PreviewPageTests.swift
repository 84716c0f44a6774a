import Foundation
import Testing
import VisualRender
@testable import VisualPreview

/// The pages: a picture when the file draws, its last picture greyed with the errors when it
/// stops drawing, hover data that names the constraints, and every name escaped.
@Suite struct PreviewPageTests {
    let file = ServedFiles.File(key: "sub/<b>&\"x'.visual", path: "/nowhere")
    static let screen = "canvas 240 x 100\nH:|-20-[a(60)]-16-[b(50)]\nV:|-20-[a(40)]\nV:|-20-[b(40)]\n"

    @Test func aFileThatDrawsHasItsPictureTableAndHoverData() throws {
        let document = PreviewRenderer.document(file: file, text: Self.screen, options: RenderOptions(), previous: nil)
        #expect(document.status == "ok" && !document.isStale)
        let drawing = try #require(document.drawing)
        #expect(drawing.svg.hasPrefix("<svg"))
        // The table's row of b: x 96 (20 + 60 + 16), width 50.
        #expect(drawing.tables.count == 1)
        #expect(drawing.tables[0].table.split(separator: "\n").contains {
            $0.split(separator: " ", omittingEmptySubsequences: true).prefix(5) == ["b", "96", "20", "50", "40"]
        }, "\(drawing.tables[0].table)")
        let hover = try JSONSerialization.jsonObject(with: Data(drawing.hoverJSON.utf8)) as! [String: Any]
        let constraints = hover["constraints"] as! [[String: Any]]
        let views = hover["views"] as! [[String: Any]]
        let b = try #require(views.first { $0["name"] as? String == "b" })
        let placing = (b["constraints"] as! [Int]).map { constraints[$0]["text"] as! String }
        #expect(placing.prefix(2) == ["b.leading == a.trailing + 16", "b.width == 50"])
        // Each guide names the constraint it draws, not every spacing of its views: the margin
        // before a is `a.leading == superview.leading + 20` alone, not a's gap to b too.
        let guides = hover["guides"] as! [[String: Any]]
        #expect(guides.count >= 3)
        let margin = try #require(guides.first { $0["label"] as? String == "20" && $0["axis"] as? String == "horizontal" })
        #expect((margin["constraints"] as! [Int]).map { constraints[$0]["text"] as! String } == ["a.leading == superview.leading + 20"])
        let gap = try #require(guides.first { $0["label"] as? String == "16" })
        #expect((gap["constraints"] as! [Int]).map { constraints[$0]["text"] as! String } == ["b.leading == a.trailing + 16"])
    }

    @Test func aFileThatStopsParsingKeepsItsLastPictureStale() throws {
        let good = PreviewRenderer.document(file: file, text: Self.screen, options: RenderOptions(), previous: nil)
        let broken = PreviewRenderer.document(file: file, text: Self.screen + "H:[a]-[\n", options: RenderOptions(),
                                              previous: good)
        #expect(broken.isStale && broken.status == "errors" && broken.version == good.version + 1)
        #expect(broken.drawing?.svg == good.drawing?.svg)
        let problem = try #require(broken.problems.first)
        // The line and its caret, as the command line quotes them.
        #expect(problem.line == 5 && problem.excerpt == "H:[a]-[\n       ^")
        let page = PreviewPage.file(broken)
        #expect(page.contains("<pre class=\"quote\">H:[a]-[\n       ^</pre>"))
        #expect(page.contains("class=\"stale\"") && page.contains("data-line=\"5\""))
        // Never drawn: no picture, the errors only.
        let never = PreviewRenderer.document(file: file, text: "H:[a]-[\n", options: RenderOptions(), previous: nil)
        #expect(never.drawing == nil && PreviewPage.file(never).contains("Nothing to draw yet"))
    }

    @Test func namesMessagesAndSourceAreEscaped() {
        let text = "canvas 100 x 40\n# </script><script>alert(1)</script>\nH:|-[a]-|\nV:|-[a]-|\nview a label \"<img src=x>\"\n"
        let document = PreviewRenderer.document(file: file, text: text, options: RenderOptions(), previous: nil)
        let page = PreviewPage.file(document)
        #expect(!page.contains("<b>&") && page.contains("&lt;b&gt;&amp;&quot;x&#39;.visual"))
        #expect(!page.contains("<script>alert") && !page.contains("<img src=x>"))
        #expect(page.components(separatedBy: "</script>").count == 3)  // the hover data's and the page's own
        let index = PreviewPage.indexList([.init(key: file.key, status: "ok", errors: 0, warnings: 0)])
        #expect(index.contains("href=\"/view/sub/%3Cb%3E%26%22x%27.visual\"") && !index.contains("<b>"))
    }
}
