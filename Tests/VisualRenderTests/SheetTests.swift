import Foundation
import Geometry
import Testing
@testable import VisualRender
@testable import VisualLayout
import VisualSyntax

/// The sheet: sizes side by side, title, legend, guides that stay readable.
@Suite struct SheetTests {
    /// `--size` draws each size side by side, each the layout of a fresh solve at that size.
    @Test func severalSizesSideBySide() throws {
        let text = try fixture("login.visual")
        let sizes = [CanvasSize(width: 320, height: 480), CanvasSize(width: 375, height: 667),
                     CanvasSize(width: 768, height: nil)]
        let picture = try render("login.visual", options: RenderOptions(sizes: sizes))
        #expect(picture.layouts.count == 3)
        for (layout, size) in zip(picture.layouts, sizes) {
            let setting = "canvas \(size.width.map { String(Int($0)) } ?? "fit") x \(size.height.map { String(Int($0)) } ?? "fit")"
            let fresh = LayoutPipeline.layout(text: text.replacingOccurrences(of: "canvas 375 x 400", with: setting),
                                              name: "login.visual")
            #expect(layout.views == fresh.tree?.views)
            #expect(layout.guides == fresh.tree?.guides)
        }
        let canvases = picture.scene.frames.map(\.rect)
        #expect(canvases.map(\.width) == [320, 375, 768])
        #expect(canvases[0].maxX < canvases[1].x && canvases[1].maxX < canvases[2].x, "left to right, apart")
        #expect(Set(canvases.map(\.y)).count == 1, "tops aligned")
        let captions = picture.scene.labels.filter { $0.role == .caption }.map(\.text)
        #expect(captions == ["320 × 480", "375 × 667", "768 × \(Int(picture.layouts[2].canvasHeight))"])
        #expect(picture.scene.views.count == 3 * picture.layouts[0].views.count)
    }

    /// Frames too many for one row (a storyboard's scenes, eight wide sizes) go on in rows
    /// below, each row's captions above its own frames, none wider than the row limit
    /// unless one frame alone is; rows read left to right, top to bottom.
    @Test func framesTooManyForOneRowWrapIntoRows() throws {
        let sizes = (0..<8).map { CanvasSize(width: 600 + Double($0) * 10, height: 300) }
        let picture = try render("login.visual", options: RenderOptions(sizes: sizes))
        let canvases = picture.scene.frames.map(\.rect)
        #expect(canvases.count == 8)
        let rowTops = Array(Set(canvases.map(\.y))).sorted()
        #expect(rowTops.count >= 3, "8 frames over 600 wide do not fit 2,400 points in fewer than 3 rows")
        #expect(picture.scene.width <= SceneBuilder.widestRow + 2 * SceneBuilder.margin)
        for (a, b) in zip(canvases, canvases.dropFirst()) {
            #expect(b.y > a.y ? b.y > a.maxY : b.x > a.maxX, "the next frame is right of this one or in a row below it")
        }
        let captions = picture.scene.labels.filter { $0.role == .caption }
        #expect(captions.count == 8)
        for (caption, canvas) in zip(captions, canvases) {
            #expect(caption.rect.maxY <= canvas.y && caption.rect.x == canvas.x, "each caption above its own frame")
        }
        #expect(SceneBuilder.rows([3_000, 100, 100]) == [[0], [1, 2]], "a frame wider than a row alone in its row")
    }

    @Test func titleOptions() throws {
        let named = try render("gap.visual")
        #expect(named.scene.labels.first { $0.role == .title }?.text == "gap.visual")
        let custom = try render("gap.visual", options: RenderOptions(title: .text("Review 3")))
        #expect(custom.scene.labels.first { $0.role == .title }?.text == "Review 3")
        let none = try render("gap.visual", options: RenderOptions(title: .none))
        #expect(!none.scene.labels.contains { $0.role == .title })
        #expect(none.scene.height < named.scene.height)
    }

    /// The legend explains exactly the marks that appear.
    @Test func legendListsOnlyWhatAppears() throws {
        let legend = { (picture: Picture) in picture.scene.labels.filter { $0.role == .legend }.map(\.text) }
        #expect(legend(try render("gap.visual")) == ["spacing"])
        #expect(legend(try render("gap.visual", options: RenderOptions(showsGuides: false))) == [])
        let problems = legend(try render("problems.visual"))
        #expect(problems.contains { $0.hasPrefix("conflict") } && problems.contains { $0.hasPrefix("ambiguous") })
        #expect(problems.contains("not met: wanted → got"))
        #expect(legend(try render("spacer.visual", options: RenderOptions(showsGuides: false))) == ["spacer"])
        #expect(legend(try render("login.visual")).contains("default spacing"))
    }

    /// A conflicted view gets `!`, an ambiguous one `?` and its open axes, on its
    /// top-right corner; a view with no height (b: nothing places it vertically) is drawn as
    /// a bracket, and its badge goes beside the cap at its end.
    @Test func problemMarkers() throws {
        let picture = try render("problems.visual")
        let markers = picture.scene.items.compactMap { item -> SceneItem.Marker? in
            if case .marker(let marker) = item { marker } else { nil }
        }
        let a = try #require(picture.scene.views.first { $0.name == "a" }).rect
        let b = try #require(picture.scene.views.first { $0.name == "b" }).rect
        let open = try #require(picture.layouts[0].views.first { $0.name == "b" }).ambiguous
        #expect(markers.map(\.text) == ["!", "?" + open.map { $0 == .horizontal ? "H" : "V" }.joined()])
        #expect(abs(markers[0].rect.maxX - a.maxX - markers[0].rect.height / 2) < 0.01 && markers[0].rect.midY == a.y)
        #expect(b.height < ScenePainter.Metrics.flatSize)
        #expect(markers[1].rect.x >= b.maxX + ScenePainter.Metrics.flatBarLength / 2 && markers[1].rect.midY == b.y)
    }

    /// Narrow gaps side by side: every label stays on the sheet, no two guide values cover
    /// each other, and none covers a view's name or text.
    @Test func narrowGapLabelsDoNotCollide() throws {
        let text = """
            canvas 200 x 60
            H:|-4-[a(30)]-4-[b(30)]-(>=4)-[c(30)]-3-[d(30)]-6-|
            V:|-6-[a(40)]
            V:|-6-[b(40)]
            V:|-2-[c(40)]
            V:|-8-[d(40)]
            """
        let picture = try render("narrow.visual", text: text)
        let scene = picture.scene
        #expect(scene.guides.count == 9)
        let sheet = Rect(x: 0, y: 0, width: scene.width, height: scene.height)
        for label in scene.labels { #expect(sheet.contains(label.rect), "\(label.text) off the sheet") }
        for tag in scene.tags { #expect(sheet.contains(tag.rect), "\(tag.text) off the sheet") }
        let values = scene.guides.compactMap(\.pill)
        #expect(values.count == 9)
        for value in values { #expect(sheet.contains(value), "a value off the sheet") }
        #expect(SceneRules(scene: scene, layouts: picture.layouts).violations().isEmpty)
    }

    /// The most crowded samples (a settings list of nested rows, a card list three levels
    /// deep): no view's name covers another's, or a guide's value.
    @Test(arguments: ["settings-list", "card-list"])
    func namesOnCrowdedScreensDoNotCollide(sample: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples/\(sample).visual").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let picture = try render("\(sample).visual", text: text)
        let names = picture.scene.tags
        #expect(names.count > 20)
        for i in names.indices {
            for j in names.indices where j > i {
                #expect(names[i].rect.overlapArea(names[j].rect) == 0, "\(names[i].text) covers \(names[j].text)")
            }
            for guide in picture.scene.guides {
                #expect(names[i].rect.overlapArea(guide.pill!) == 0, "\(names[i].text) covers the value \(guide.label)")
            }
        }
    }

    /// A zero gap has no guide; a label of a wide gap is centred on its line.
    @Test func zeroGapsAreNotDrawn() throws {
        let picture = try render("flush.visual", text: """
            canvas 200 x 50
            H:|[a(50)][b(50)]-100-|
            V:|[a(50)]
            V:|[b(50)]
            """)
        #expect(picture.scene.guides.map(\.label) == ["100"])
        let guide = picture.scene.guides[0]
        let pill = try #require(guide.pill)
        #expect(pill.midX == (guide.from.x + guide.to.x) / 2)
        #expect(pill.midY == guide.from.y)
    }

    /// Guide values read as designers write them.
    @Test func guideLabels() {
        func label(_ relation: VisualSyntax.LayoutRelation, _ constant: Double, _ priority: Double) -> String {
            FrameScene.label(SpacingGuide(axis: .horizontal, start: 0, end: 10, position: 0, before: nil, after: nil,
                                          relation: relation, constant: constant, priority: priority,
                                          isImplicit: false, isSatisfied: true, line: nil))
        }
        #expect(label(.equal, 10, 1000) == "10")
        #expect(label(.greaterThanOrEqual, 8, 1000) == "≥ 8")
        #expect(label(.lessThanOrEqual, 20.5, 1000) == "≤ 20.5")
        #expect(label(.equal, 20, 750) == "20 @750")
    }
}
