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

    /// A bar whose buttons fill the height the search field after them has: no place across
    /// the gap is off their faces, so the line runs just past the views, inside the bar,
    /// with extension lines from the field's edge, not through every title.
    private static let filterBar = """
        canvas 500 x 24
        view all button "All"
        view active button "Active"
        view search field
        H:|-40-[all(60)]-1-[active(80)]
        V:|-4-[all(16)]
        V:|-4-[active(16)]
        H:|-400-[search(95)]
        V:|-4-[search(16)]
        """

    @Test func aGapsLineRunsPastTheViewsWhenButtonsFillItsGap() throws {
        let scene = try render("filter.visual", text: Self.filterBar).scene
        let gap = try #require(scene.guides.first { $0.views == ["search"] && $0.axis == .horizontal && $0.label == "400" })
        let line = Rect(x: min(gap.from.x, gap.to.x), y: gap.from.y - 0.5, width: abs(gap.to.x - gap.from.x), height: 1)
        for name in ["all", "active"] {
            let face = try #require(scene.views.first { $0.name == name }).rect
            #expect(face.overlapArea(line) == 0, "the 400's line runs over \(name) at \(face)")
        }
        let bar = try #require(scene.frames.first).rect
        #expect(gap.from.y > bar.y && gap.from.y < bar.maxY, "inside the bar")
        #expect(!gap.extensions.isEmpty, "an extension line from the field's edge")
    }
}
