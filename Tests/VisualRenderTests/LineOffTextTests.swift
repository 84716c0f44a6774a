import Geometry
import Testing
@testable import VisualRender

/// A met gap whose line would run through other views' text (a long gap from a bar's edge
/// to a field, across a row of titles) is drawn across its gap where its views still face
/// it and no text is: a line through a title reads as a strike-through.
@Suite struct LineOffTextTests {
    private static let bar = """
        canvas 400 x 60
        view a label "Downloading"
        view b label "Seeding"
        view field box
        H:|-10-[a]-8-[b]
        H:|-200-[field(150)]
        a.centerY == superview.centerY
        b.centerY == superview.centerY
        V:|-10-[field(40)]
        """

    @Test func aGapsLineRunsPastTheTitlesItWouldCross() throws {
        let scene = try render("bar.visual", text: Self.bar).scene
        let gap = try #require(scene.guides.first { $0.views == ["field"] && $0.axis == .horizontal && $0.label == "200" })
        let line = Rect(x: min(gap.from.x, gap.to.x), y: gap.from.y - 0.5, width: abs(gap.to.x - gap.from.x), height: 1)
        let titles = scene.items.compactMap { item -> Rect? in
            if case .text(let text) = item, ["a", "b"].contains(text.view) { text.rect } else { nil }
        }
        #expect(titles.count == 2)
        for title in titles { #expect(title.overlapArea(line) == 0, "the 200's line runs through a title at \(title)") }
        // Still across the gap where the field faces it.
        let field = try #require(scene.views.first { $0.name == "field" }).rect
        #expect(gap.from.y > field.y && gap.from.y < field.maxY)
    }
}
