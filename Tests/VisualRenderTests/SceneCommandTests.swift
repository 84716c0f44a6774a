import Foundation
import Testing
import VisualProcessTesting
@testable import VisualRender

/// `visual render --scene`, `--guides` and `--focus`, and `visual layout`'s truncation
/// warning, run as processes on real files.
@Suite struct SceneCommandTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("scene-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func json(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static let overWide = "canvas 375 x 200\nview a box\nH:|-20-[a(400)]-20-|\nV:|-20-[a(60)]\n"

    /// The scene file is the contract's JSON: frames, one view item per view, a tag for
    /// it, and the broken trailing spacing drawn backwards over its −45 gap, unmet.
    @Test func sceneDescribesThePicture() throws {
        let file = try write("wide.visual", Self.overWide)
        let scene = directory.appendingPathComponent("wide.json").path
        let run = try VisualProcess.run(["render", file, "-o", directory.appendingPathComponent("wide.png").path,
                                         "--scene", scene])
        #expect(run.status == 0, "\(run.stderr)")
        let root = try json(scene)
        let frames = try #require(root["frames"] as? [[String: Any]])
        #expect(frames.count == 1 && (frames[0]["size"] as? [Double]) == [375, 200])
        let items = try #require(root["items"] as? [[String: Any]])
        let views = items.filter { $0["type"] as? String == "view" }
        #expect(views.map { $0["view"] as? String } == ["a"])
        #expect((views[0]["marks"] as? [String]) == ["conflict", "overflow"])
        #expect(items.filter { $0["type"] as? String == "tag" && $0["view"] as? String == "a" }.count == 1)
        let unmet = items.filter { $0["type"] as? String == "guide" && $0["met"] as? Bool == false }
        #expect(unmet.count == 1)
        let from = try #require(unmet[0]["from"] as? [Double]), to = try #require(unmet[0]["to"] as? [Double])
        #expect(to[0] - from[0] == -45, "from a's trailing edge back to the canvas's: \(from) → \(to)")
        #expect(unmet[0]["label"] as? String == "20 → −45")
        #expect(unmet[0]["line"] as? Int == 3)
        let legend = items.filter { $0["type"] as? String == "legend" }.compactMap { $0["text"] as? String }
        #expect(legend.contains("line 3  H:|-20-[a(400)]-20-|  a trailing 20 not met (−45)"), "\(legend)")
    }

    /// `--scene` names one file, never the picture itself, and takes one format file.
    @Test func sceneNeedsItsOwnPathAndOneFile() throws {
        let file = try write("wide.visual", Self.overWide)
        let picture = directory.appendingPathComponent("wide.png").path
        let same = try VisualProcess.run(["render", file, "-o", picture, "--scene", picture])
        #expect(same.status == 2 && same.stderr.contains("--scene"), "\(same.stderr)")
        #expect(!FileManager.default.fileExists(atPath: picture))
        let other = try write("other.visual", Self.overWide)
        let many = try VisualProcess.run(["render", file, other, "-o", directory.path + "/out/", "--scene",
                                          directory.appendingPathComponent("s.json").path])
        #expect(many.status == 2 && many.stderr.contains("one format file"), "\(many.stderr)")
    }

    /// `--guides outer` keeps the spacings of top-level views and the canvas, not those inside
    /// a container; `none` keeps only unmet ones; `--focus` keeps the guides touching the
    /// named views and fades the rest; an unknown name is an error.
    @Test func guidesAndFocus() throws {
        let text = """
            canvas 300 x 200
            card {
              H:|-10-[title]-10-|
              V:|-10-[title(20)]-10-|
            }
            H:|-20-[card]-20-|
            V:|-20-[card]
            H:|-20-[other(50)]
            V:[card]-30-[other(20)]
            """
        func scene(_ options: RenderOptions) throws -> Scene {
            try PictureRenderer.render(text: text, name: "nested.visual", format: .svg, options: options).scene
        }
        var options = RenderOptions()
        let all = try scene(options).guides
        options.guides = .outer
        let outer = try scene(options).guides
        #expect(all.contains { $0.views == ["title"] })
        #expect(!outer.contains { $0.views.contains("title") } && outer.contains { $0.views == ["card"] })
        options.guides = .none
        #expect(try scene(options).guides.isEmpty)
        options = RenderOptions()
        options.focus = ["other"]
        let focused = try scene(options)
        #expect(!focused.guides.isEmpty && focused.guides.allSatisfy { $0.views.contains("other") })
        #expect(focused.views.filter(\.isDimmed).map(\.name) == ["card", "title"])
        let file = try write("nested.visual", text)
        let run = try VisualProcess.run(["render", file, "-o", directory.appendingPathComponent("n.png").path,
                                         "--focus", "nosuch"])
        #expect(run.status == 2 && run.stderr.contains("'nosuch'"), "\(run.stderr)")
    }

    /// Text too wide for its view: `visual layout` warns saying `truncated`, and the
    /// picture draws it cut with `…`, marked.
    @Test func truncatedText() throws {
        let text = "canvas 200 x 80\nview buy button \"Purchase everything now\"\nH:|-10-[buy(90)]\nV:|-10-[buy]\n"
        let file = try write("buy.visual", text)
        let layout = try VisualProcess.run(["layout", file])
        #expect(layout.status == 0)
        #expect(layout.stderr.contains("warning: text of 'buy' needs") && layout.stderr.contains("truncated"),
                "\(layout.stderr)")
        let scene = try PictureRenderer.render(text: text, name: "buy.visual", format: .svg,
                                               options: RenderOptions()).scene
        let drawn = try #require(scene.texts.first { $0.view == "buy" })
        #expect(drawn.truncated && drawn.text.hasSuffix("…") && drawn.text.count < "Purchase everything now".count)
        #expect(scene.views.first { $0.name == "buy" }?.marks.contains(.truncated) == true)
        let box = try #require(scene.views.first { $0.name == "buy" }).rect
        #expect(box.contains(drawn.rect))
    }
}
