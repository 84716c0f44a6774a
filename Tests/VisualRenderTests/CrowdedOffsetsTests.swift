import Testing
import TextMeasure
import VisualLayout
@testable import VisualRender

/// A crowd's offsets from one edge (labels stacked a point apart, `V:|-N-[vN]`) are drawn
/// as one guide whose pill gives their range, from the crowd's size on and not below.
@Suite struct CrowdedOffsetsTests {
    /// `count` labels stacked a point apart, each inset by the default spacing on both sides.
    static func stacked(_ count: Int) -> String {
        (0..<count).map { "view v\($0) label \"x\"\nH:|-[v\($0)]-|\nV:|-\($0)-[v\($0)]" }.joined(separator: "\n")
    }

    static func verticalGuides(_ scene: Scene) -> [SceneItem.Guide] {
        scene.guides.filter { $0.axis == .vertical }
    }

    /// 17 labels: each lies under the 16 others (`TagPlacer.crowdSize`), so the 16 offsets
    /// from the top (v0's 0 is not drawn) are one line from the top to v16 with `1…16`.
    @Test func aCrowdsOffsetsFromOneEdgeAreOneRange() throws {
        let picture = try render("stacked-17", text: Self.stacked(17), format: .svg)
        let guides = Self.verticalGuides(picture.scene)
        #expect(guides.count == 1, "\(guides.map(\.label))")
        let range = try #require(guides.first)
        #expect(range.label == "1…16")
        #expect(range.count == 16)
        #expect(range.pill != nil)
        // On the longest line: from the canvas's top to the lowest label's top.
        let lowest = try #require(picture.scene.views.first { $0.name == "v16" })
        #expect(abs(max(range.from.y, range.to.y) - lowest.rect.y) < 0.01)
        #expect(abs(abs(range.to.y - range.from.y) - 16) < 0.01)
        let legend = picture.scene.items.compactMap { item -> String? in
            if case .label(let label) = item, label.role == .legend { label.text } else { nil }
        }
        #expect(legend.contains { $0.hasPrefix("1…16: 16 offsets") }, "\(legend)")
        let violations = SceneRules(scene: picture.scene, layouts: picture.layouts).violations()
        #expect(violations.filter { $0.key != "leader over text" }.isEmpty, "\(violations)")
    }

    /// 16 labels: each under 15 others, not a crowd: every offset keeps its own guide and
    /// value (those whose every leader would run through the labels' text are left out and
    /// counted, `LeadersPastTextTests`), none folded into a range.
    @Test func belowTheCrowdEachOffsetIsItsOwnGuide() throws {
        let picture = try render("stacked-16", text: Self.stacked(16), format: .svg)
        let guides = Self.verticalGuides(picture.scene)
        #expect(!guides.isEmpty)
        #expect(Set(guides.map(\.label)).isSubset(of: Set((1..<16).map { "\($0)" })), "\(guides.map(\.label))")
        #expect(Set(guides.map(\.label)).count == guides.count)
        #expect(guides.allSatisfy { $0.count == 1 && $0.pill != nil })
    }

    /// Offsets that differ in kind (written and default), or lead to views of another size,
    /// are not one range: a range says one thing of views alike.
    @Test func onlyOffsetsAlikeFold() throws {
        // Every fourth label is taller: it is another shape of view.
        let text = (0..<24).map { i in
            "view v\(i) label \"x\"\nH:|-[v\(i)]-|\nV:|-\(i)-[v\(i)\(i % 4 == 3 ? "(30)" : "")]"
        }.joined(separator: "\n")
        let picture = try render("mixed", text: text, format: .svg)
        let ranges = Self.verticalGuides(picture.scene).filter { $0.label.contains("…") }
        #expect(Set(ranges.map(\.label)) == ["1…22", "3…23"], "\(ranges.map(\.label))")
        #expect(ranges.map(\.count).sorted() == [6, 17])
    }

    /// The sheet of 10,000 labels stacked a point apart (issue 29) holds the views, their
    /// parked tags and a few guides: under the 50 million pixels a PNG may have (it was
    /// 1,619 × 31,679 with a parked pill per offset). The scene alone: painting it is
    /// `PictureRenderer`'s size check and Cairo's, tested elsewhere.
    @Test func tenThousandStackedLabelsFitAPicture() throws {
        let text = Self.stacked(10_000)
        let measurer = TextMeasurer()
        let built = LayoutPipeline.constraints(text: text, name: "stacked", measurer: measurer)
        let system = try #require(built.system)
        let layout = LayoutPipeline.solvedLayout(LayoutEngine(system: system), system: system)
        let scene = SceneBuilder(layouts: [layout], frameNames: [nil], title: "stacked", options: RenderOptions(),
                                 source: built.source, measurer: measurer).build().scene
        #expect(scene.width * scene.height <= Double(RenderOptions().maximumPixels))
        #expect(scene.tags.count == 10_000)
        #expect(scene.guides.count <= 4, "\(scene.guides.map(\.label))")
        #expect(scene.guides.contains { $0.label == "1…9999" && $0.count == 9_999 })
    }
}
