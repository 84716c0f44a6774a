// `--direction ltr|rtl` on `visual layout` and `visual render`, and the file's `direction`
// (docs/format-file.md, "Layout direction"), on the real process.

import Foundation
import Testing
import VisualProcessTesting

@Suite struct DirectionOptionTests {
    static let file = """
        canvas 320 x 100
        view title label "Title"
        H:|-[title(100)]-[icon(40)]
        V:|-10-[title(30)]
        V:|-10-[icon(30)]
        """

    @Test func layoutRightToLeft() throws {
        let run = try Visual.run(file: Self.file, ["layout", "{}", "--format", "json", "--direction", "rtl"])
        #expect(run.status == 0, "\(run)")
        let layout = try #require(run.json())
        expectCanvas(layout, 320, 100)
        #expect(layout["direction"]?.string == "rtl")
        // Frames stay in canvas coordinates, x from the left.
        expectViews(layout, [("title", 200, 10, 100, 30), ("icon", 152, 10, 40, 30)])
    }

    @Test func theOptionOverridesTheFile() throws {
        let rtlFile = "direction rtl\n" + Self.file
        let own = try #require(try Visual.run(file: rtlFile, ["layout", "{}", "--format", "json"]).json())
        expectViews(own, [("title", 200, 10, 100, 30), ("icon", 152, 10, 40, 30)])
        let run = try Visual.run(file: rtlFile, ["layout", "{}", "--format", "json", "--direction", "ltr"])
        let layout = try #require(run.json())
        #expect(layout["direction"] == nil)
        expectViews(layout, [("title", 20, 10, 100, 30), ("icon", 128, 10, 40, 30)])
    }

    @Test func textTableSaysRightToLeft() throws {
        let run = try Visual.run(file: Self.file, ["layout", "{}", "--direction", "rtl"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("canvas 320 x 100, right to left\n"), "\(run.stdout)")
    }

    @Test func anUnknownDirectionIsAUsageError() throws {
        let run = try Visual.run(file: Self.file, ["layout", "{}", "--direction", "up"])
        #expect(run.status == 2, "\(run)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aNestedDirectionIsAnErrorAtItsColumn() throws {
        let run = try Visual.run(file: "[a]\ncard {\n  direction rtl\n}\n", ["layout", "{}"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("case.visual:3:3: error: 'direction' applies to the whole file"), "\(run.stderr)")
    }

    @Test func renderRightToLeft() throws {
        let scene = try withTemporaryDirectory { directory -> String in
            try Data(Self.file.utf8).write(to: directory.appendingPathComponent("case.visual"))
            let run = try Visual.run(["render", "case.visual", "-o", "case.svg", "--scene", "scene.json",
                                      "--direction", "rtl"], in: directory)
            #expect(run.status == 0, "\(run)")
            return try String(contentsOf: directory.appendingPathComponent("scene.json"), encoding: .utf8)
        }
        let json = try JSONValue.parse(scene)
        let frameRect = json["frames"]?.array?.first?["rect"]?.array
        let frame = try #require(frameRect).compactMap { $0.number }
        let items = try #require(json["items"]?.array)
        let view = try #require(items.first { $0["type"]?.string == "view" && $0["view"]?.string == "title" })
        let text = try #require(items.first { $0["type"]?.string == "text" && $0["view"]?.string == "title" })
        let box = try #require(view["rect"]?.array).compactMap { $0.number }
        let drawn = try #require(text["rect"]?.array).compactMap { $0.number }
        #expect(abs(box[0] - frame[0] - 200) < 0.01, "\(box)")
        // Leading text ends at the label's right edge.
        #expect(abs(drawn[0] + drawn[2] - (box[0] + box[2])) < 0.01, "\(drawn) in \(box)")
    }
}
