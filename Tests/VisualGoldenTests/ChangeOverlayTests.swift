import Foundation
import Geometry
import LayoutChanges
import PNGCodec
import Testing
import VisualGolden
import VisualProcessTesting
import VisualRender

/// `visual check` on temporary copies whose views moved, grew, appeared and disappeared:
/// the text and the overlay picture both name each change with its delta.
@Suite struct ChangeOverlayTests {
    static let before = """
        canvas 320 x 160
        H:|-20-[a(40)]-10-[b(50)]-10-[c(60)]
        V:|-20-[a(30)]
        V:|-20-[b(30)]
        V:|-20-[c(30)]
        """
    /// b moved 4 right and 2 down and grew 12 taller; c is gone; d is new.
    static let after = """
        canvas 320 x 160
        H:|-20-[a(40)]-14-[b(50)]-10-[d(60)]
        V:|-20-[a(30)]
        V:|-22-[b(42)]
        V:|-20-[d(30)]
        """

    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        try folder.write("screens/row.visual", Self.before)
    }

    func check(_ arguments: [String]) throws -> ProcessRun {
        try VisualProcess.run(["check", "screens", "--golden", "g"] + arguments, in: URL(fileURLWithPath: folder.path),
                              environment: ["CI": nil, "VISUAL_ARTIFACTS": folder.path + "/artifacts"])
    }

    @Test func theCheckNamesEachChangeOnceWithItsDeltaLargestFirst() throws {
        #expect(try check([]).status == 0)
        try folder.write("screens/row.visual", Self.after)
        let run = try check(["--report", "report"])
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("""
                layout changes (largest first):
                  c: removed (was at 130, 20, 60 × 30)
                  d: added at 134, 20, 60 × 30
                  b: moved 4 right, 2 down; 12 taller
                b.x: expected 70, got 74
            """), "\(run)")
        let page = try String(contentsOfFile: folder.path + "/report/index.html", encoding: .utf8)
        #expect(page.contains("<li>b: moved 4 right, 2 down; 12 taller</li>"))
        #expect(page.contains("images/row.overlay.png"))
        let junit = try String(contentsOfFile: folder.path + "/report/junit.xml", encoding: .utf8)
        #expect(junit.contains("  c: removed (was at 130, 20, 60 × 30)"))

        // The overlay in the report is the one drawn from the golden's and the file's layouts.
        let overlay = try PNGDecoder.read(path: folder.path + "/report/images/row.overlay.png")
        let drawing = try Self.overlay()
        #expect(try PNGDecoder.decode(drawing.bytes) == overlay)
        #expect(drawing.labels.map(\.text) == ["− c", "+ d", "b  +4 x  +2 y  +12 h"])
        #expect(drawing.labels.map(\.kind) == [.removed, .added, .changed])
    }

    @Test func eachMarkIsDrawnInItsColourWhereTheViewIs() throws {
        let drawing = try Self.overlay()
        let image = try PNGDecoder.decode(drawing.bytes)
        let origin = try Self.canvasOrigin()
        func pixel(_ x: Double, _ y: Double) -> RGBA {
            image.pixel(x: Int((origin.x + x) * 2), y: Int((origin.y + y) * 2))
        }
        // b's new outline (74, 22, 50 × 42) is orange on its left edge, 1 pt inside.
        #expect(pixel(75, 40) == RGBA(0xE6, 0x51, 0x00))
        // b's old frame (70, 20) is a dashed blue ghost: blue somewhere along its left edge.
        #expect((20..<50).contains { y in Self.isBlue(pixel(70.5, Double(y))) })
        // d (134, 20, 60 × 30) is filled light green inside, its edge dark green.
        let inside = pixel(190.8, 30)  // right of c, whose cross covers the rest
        #expect(inside.green > inside.red && inside.green > inside.blue, "\(inside)")
        #expect(pixel(193, 44) == RGBA(0x2E, 0x7D, 0x32))
        // c (130, 20, 60 × 30) is crossed out in red: its diagonal passes the centre.
        let centre = pixel(160, 35)
        #expect(centre.red > 150 && centre.green < 100, "\(centre)")
        // Every label's pill has its colour's text in it.
        for label in drawing.labels {
            let ink: (RGBA) -> Bool = switch label.kind {
            case .changed: { $0.red > 180 && $0.green < 120 && $0.blue < 60 }
            case .added: { $0.green > $0.red + 40 && $0.green > $0.blue + 40 }
            case .removed: { $0.red > 150 && $0.green < 90 && $0.blue < 90 }
            }
            let inked = (Int(label.rect.x * 2)..<Int(label.rect.maxX * 2)).contains { x in
                (Int(label.rect.y * 2) + 4..<Int(label.rect.maxY * 2) - 4).contains { y in ink(image.pixel(x: x, y: y)) }
            }
            #expect(inked, "\(label.text)")
        }
    }

    static func isBlue(_ pixel: RGBA) -> Bool { pixel.blue > 150 && pixel.red < 100 }

    static func canvasOrigin() throws -> (x: Double, y: Double) {
        let picture = try PictureRenderer.render(text: after, name: "row.visual", format: .png, options: RenderOptions(scale: 1))
        let rect = picture.scene.frames[0].rect
        return (rect.x, rect.y)
    }

    /// The overlay of the change above, drawn as `visual check` draws it.
    static func overlay() throws -> ChangeOverlay.Drawing {
        let old = try PictureRenderer.render(text: before, name: "row.visual", format: .png, options: RenderOptions(scale: 1))
        let new = try PictureRenderer.render(text: after, name: "row.visual", format: .png, options: RenderOptions(scale: 1))
        let changes = LayoutChanges(before: LayoutSnapshot(old.layouts[0]).framed, after: LayoutSnapshot(new.layouts[0]).framed)
        let canvas = new.scene.frames[0].rect
        return try ChangeOverlay.draw(changes, over: new.bytes, canvasOrigin: (canvas.x, canvas.y), format: .png)
    }

    @Test func onlyTheLargestChangesAreLabelledAndNoLabelsOverlap() throws {
        // 80 views in a grid, each moved by its index / 10 points: 80 changes, 50 labels.
        func grid(_ shift: (Int) -> Double) -> String {
            var lines = ["canvas 900 x 700"]
            for index in 0..<80 {
                let (x, y) = (20 + Double(index % 10) * 85 + shift(index), 20 + Double(index / 10) * 80)
                lines.append("v\(index).left == superview.left + \(x)")
                lines.append("v\(index).top == superview.top + \(y)")
                lines.append("v\(index).width == 40")
                lines.append("v\(index).height == 30")
            }
            return lines.joined(separator: "\n")
        }
        let old = try PictureRenderer.render(text: grid { _ in 0 }, name: "grid.visual", format: .png, options: RenderOptions(scale: 1))
        let new = try PictureRenderer.render(text: grid { Double($0 + 1) / 10 }, name: "grid.visual", format: .png,
                                             options: RenderOptions(scale: 1))
        let changes = LayoutChanges(before: LayoutSnapshot(old.layouts[0]).framed, after: LayoutSnapshot(new.layouts[0]).framed)
        #expect(changes.views.count == 80)
        let canvas = new.scene.frames[0].rect
        let drawing = try ChangeOverlay.draw(changes, over: new.bytes, canvasOrigin: (canvas.x, canvas.y), format: .png)
        #expect(drawing.labels.count == ChangeOverlay.labelledChanges)
        #expect(drawing.labels.first?.text == "v79  +8 x")
        for (index, label) in drawing.labels.enumerated() {
            #expect(!drawing.labels[(index + 1)...].contains { $0.rect.intersects(label.rect) }, "\(label.text)")
        }
    }

    /// A bar moved 20 down: its label goes where its old frame is not (it went above, over the
    /// ghost that shows where the bar came from, as on Simplenote's drag bar).
    @Test func aLabelLeavesItsViewsOldFrameVisible() throws {
        func bar(_ top: Int) -> String { "canvas 300 x 200\nH:|-130-[bar(36)]\nV:|-\(top)-[bar(5)]" }
        let old = try PictureRenderer.render(text: bar(5), name: "bar.visual", format: .png, options: RenderOptions(scale: 1))
        let new = try PictureRenderer.render(text: bar(25), name: "bar.visual", format: .png, options: RenderOptions(scale: 1))
        let changes = LayoutChanges(before: LayoutSnapshot(old.layouts[0]).framed, after: LayoutSnapshot(new.layouts[0]).framed)
        let canvas = new.scene.frames[0].rect
        let drawing = try ChangeOverlay.draw(changes, over: new.bytes, canvasOrigin: (canvas.x, canvas.y), format: .png)
        let ghost = Rect(x: canvas.x + 130, y: canvas.y + 5, width: 36, height: 5)
        #expect(drawing.labels.map(\.text) == ["bar  +20 y"])
        #expect(drawing.labels.allSatisfy { !$0.rect.intersects(ghost) }, "\(drawing.labels.map(\.rect))")
    }

    /// Fifty views in one short row, each moved: the labels that find no place near their
    /// view are pushed down below the render, and the sheet grows to show them above the
    /// legend (whose grey band once covered them).
    @Test func labelsPushedBelowTheRenderStayAboveTheLegend() throws {
        func row(_ shift: Double) -> String {
            (["canvas 400 x 30"] + (0..<50).map { "v\($0).left == superview.left + \(4 + Double($0) * 7.8 + shift)\n"
                + "v\($0).top == superview.top + 5\nv\($0).width == 6\nv\($0).height == 20" }).joined(separator: "\n")
        }
        let old = try PictureRenderer.render(text: row(0), name: "row.visual", format: .png, options: RenderOptions(scale: 1))
        let new = try PictureRenderer.render(text: row(3), name: "row.visual", format: .png, options: RenderOptions(scale: 1))
        let changes = LayoutChanges(before: LayoutSnapshot(old.layouts[0]).framed, after: LayoutSnapshot(new.layouts[0]).framed)
        let canvas = new.scene.frames[0].rect
        let drawing = try ChangeOverlay.draw(changes, over: new.bytes, canvasOrigin: (canvas.x, canvas.y), format: .png)
        let image = try PNGDecoder.decode(drawing.bytes)
        #expect(drawing.labels.count == 50)
        let renderBottom = canvas.y + canvas.height
        #expect(drawing.labels.contains { label in label.rect.y > renderBottom })  // some were pushed down
        let legendGrey = RGBA(0xF4, 0xF5, 0xF7)
        for label in drawing.labels {
            let (x, y) = (Int(label.rect.midX) * drawing.scale, Int(label.rect.midY) * drawing.scale)
            #expect(y < image.height && image.pixel(x: x, y: y) != legendGrey, "\(label.text) hidden at \(label.rect)")
        }
    }
}
