import Foundation
import Geometry
import LayoutChanges
import Testing
import VisualGolden
import VisualProcessTesting
import VisualRender

/// Masks, run as `visual check` on real files: a masked clock passes while an unmasked
/// change fails; by view name (the file's `mask` statement, `--mask`) and by rectangle.
@Suite struct MaskTests {
    /// A status bar: a title and a clock showing `time`; `title` and `gap` change the rest.
    static func statusBar(time: String, title: String = "Inbox", masked: Bool, leftGap: Int = 20) -> String {
        """
        canvas 240 x 80
        view clock label "\(time)"
        view title label "\(title)"
        H:|-\(leftGap)-[title]-(>=8)-[clock]-20-|
        V:|-20-[title]
        V:|-20-[clock]
        \(masked ? "mask clock" : "")
        """
    }

    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
    }

    func check(_ arguments: [String] = []) throws -> ProcessRun {
        try VisualProcess.run(["check", "screens", "--golden", "g", "--record", "never"] + arguments,
                              in: URL(fileURLWithPath: folder.path),
                              environment: ["CI": nil, "VISUAL_ARTIFACTS": folder.path + "/artifacts"])
    }

    func record(_ text: String) throws {
        try folder.write("screens/status.visual", text)
        let run = try VisualProcess.run(["check", "screens", "--golden", "g", "--record", "all"],
                                        in: URL(fileURLWithPath: folder.path))
        #expect(run.status == 0, "\(run)")
    }

    @Test func aMaskedClockPassesWhileAnUnmaskedChangeFails() throws {
        try record(Self.statusBar(time: "12:00", masked: true))
        try folder.write("screens/status.visual", Self.statusBar(time: "12:01", masked: true))
        let masked = try check()
        #expect(masked.status == 0, "\(masked)")
        #expect(masked.stdout.contains("note: masked from the pixel comparison: clock"))

        try folder.write("screens/status.visual", Self.statusBar(time: "12:01", title: "Inbux", masked: true))
        let other = try check()
        #expect(other.status == 1, "the title is not masked: \(other)")
        #expect(other.stdout.contains("pixels differ"))

        // The same file without its mask statement fails on the clock alone.
        try folder.write("screens/status.visual", Self.statusBar(time: "12:01", masked: false))
        #expect(try check().status == 1)
    }

    @Test func masksFromTheCommandLineByNameAndByRectangle() throws {
        try record(Self.statusBar(time: "12:00", masked: false))
        try folder.write("screens/status.visual", Self.statusBar(time: "12:01", masked: false))
        #expect(try check().status == 1)
        #expect(try check(["--mask", "clock"]).status == 0)
        #expect(try check(["--mask", "title"]).status == 1)

        // The clock's box on the sheet, from the scene the renderer drew, as a rectangle.
        let picture = try PictureRenderer.render(text: Self.statusBar(time: "12:01", masked: false), name: "status.visual",
                                                 format: .png, options: RenderOptions(scale: 1))
        let clock = try #require(picture.scene.views.first { $0.name == "clock" }).rect
        let rect = "\(Int(clock.x) - 1),\(Int(clock.y) - 1),\(Int(clock.width) + 3),\(Int(clock.height) + 3)"
        let byRect = try check(["--mask-rect", rect])
        #expect(byRect.status == 0, "\(rect): \(byRect)")
        #expect(byRect.stdout.contains("note: masked from the pixel comparison: rectangle \(rect)"))
        #expect(try check(["--mask-rect", "0,0,10,10"]).status == 1)
        let bad = try check(["--mask-rect", "1,2,3"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--mask-rect '1,2,3'"))
    }

    @Test func aMaskedViewThatMovesStillFailsTheLayoutUnlessMaskLayout() throws {
        try record(Self.statusBar(time: "12:00", masked: true))
        try folder.write("screens/status.visual", Self.statusBar(time: "12:00 PM", masked: true))
        let moved = try check()
        #expect(moved.status == 1)
        #expect(moved.stdout.contains("clock.width: expected 44, got"), "\(moved)")
        // With --mask-layout its frame is not compared; its size tag and the spacing beside
        // it lie outside its box, so their pixels still are.
        let excused = try check(["--mask-layout"])
        #expect(!excused.stdout.contains("clock."), "\(excused)")
        #expect(excused.stdout.contains("pixels differ"))
    }

    @Test func maskingAContainerLeavesItsViewsOutOfTheLayoutToo() {
        func frame(_ name: String, in parent: String?) -> FramedLayout.View {
            FramedLayout.View(name: name, parent: parent, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        }
        let snapshot = LayoutSnapshot(canvasWidth: 100, canvasHeight: 100, views: [
            frame("title", in: nil), frame("card", in: nil), frame("row", in: "card"), frame("icon", in: "row"),
        ], warnings: [])
        #expect(snapshot.without(["card"]).framed.views.map(\.name) == ["title"])
        #expect(snapshot.without(["row"]).framed.views.map(\.name) == ["title", "card"])
        #expect(snapshot.without([]) == snapshot)
    }

    @Test func aMaskOfAViewTheFileDoesNotHaveIsAnErrorWithItsPlace() throws {
        try folder.write("screens/status.visual", "canvas 100 x 40\nH:|-[a]-|\nmask clock\n")
        let run = try check()
        #expect(run.status == 2)
        #expect(run.stdout.contains("screens/status.visual:3:6: error: unknown view 'clock' in mask"), "\(run)")
    }
}
