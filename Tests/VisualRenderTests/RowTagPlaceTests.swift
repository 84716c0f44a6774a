import Foundation
import Geometry
import Testing
@testable import VisualRender

/// Rows of a list (identical containers stacked edge to edge) and the labels they hold
/// (counterparts of different widths) are each named at one place: a list reads as one
/// row repeated, not as a tag above one label, one below the next and one in a corner.
@Suite struct RowTagPlaceTests {
    /// Where each of `names`' tags sits on its box: from its box's leading and top edges.
    static func places(_ names: [String], in scene: Scene) throws -> [(callout: Bool, dx: Double, dy: Double)] {
        try names.map { name in
            let box = try #require(scene.views.first { $0.name == name }).rect
            let tag = try #require(scene.tags.first { $0.view == name })
            return (tag.callout != nil, tag.rect.maxX - box.x, tag.rect.y - box.y)
        }
    }

    /// The settings screen's five rows in two sections: the labels `r1`…`r5` were named
    /// left-top, below the row, left-top, left-middle and below the row.
    @Test func settingsRowLabelsAreNamedInTheirOwnRowsAlike() throws {
        let text = try #require(SceneRulesTests.denseScreens.first { $0.0 == "settings-rows" }).1
        let scene = try PictureRenderer.render(text: text, name: "settings-rows", format: .svg, options: RenderOptions()).scene
        let names = ["r1", "r2", "r3", "r4", "r5"]
        let places = try Self.places(names, in: scene)
        for place in places.dropFirst(2) {
            #expect(abs(place.dx - places[1].dx) < 0.5 && abs(place.dy - places[1].dy) < 0.5, "\(places)")
        }
        for (number, name) in names.enumerated() {
            let tag = try #require(scene.tags.first { $0.view == name })
            let row = try #require(scene.views.first { $0.name == "row\(number + 1)" })
            #expect(row.rect.contains(tag.rect), "\(name): \(tag.rect) outside \(row.rect)")
        }
    }

    /// Four cells, each a sender of its own width 10 below the cell's top: one `10×4`, not
    /// four `10`s (the guides' own cross positions differ with the senders' widths).
    @Test func equalInsetsOfCounterpartsInSiblingCellsFold() throws {
        let senders = ["Dana Whitfield", "Leo", "Support", "Ana Ruiz"]
        let text = "canvas 375 x 400\n" + senders.enumerated().map { "view s\($0.offset) label \"\($0.element)\"" }.joined(separator: "\n")
            + "\nV:|-20-[m0(76)][m1(76)][m2(76)][m3(76)]\n" + (0..<4).map { "H:|[m\($0)]|\nm\($0) {\n  H:|-16-[s\($0)]\n  V:|-10-[s\($0)]\n}" }.joined(separator: "\n") + "\n"
        let scene = try PictureRenderer.render(text: text, name: "inbox", format: .svg, options: RenderOptions()).scene
        let tens = scene.guides.filter { $0.axis == .vertical && $0.label.hasPrefix("10") }
        #expect(tens.map(\.label) == ["10×4"], "\(tens.map(\.label))")
    }

    /// Three equal buttons under a title, a pill on each gap above and below them: the
    /// first was named beside the frame, and the two whose place that took were numbered.
    /// All three are numbered now, at the same corner of each box.
    @Test func equalButtonsAreNamedOneWay() throws {
        let text = """
            canvas 375 x 200
            view title label "Library" font 28 bold
            view years button "Years"
            view months button "Months"
            view days button "Days"
            H:|-16-[title]-16-|
            H:|-16-[years]-8-[months(==years)]-8-[days(==years)]-16-|
            V:|-20-[title]-12-[years(32)]-12-[grid(100)]
            V:[title]-12-[months(32)]
            V:[title]-12-[days(32)]
            H:|[grid]|

            """
        let picture = try PictureRenderer.render(text: text, name: "segments", format: .svg, options: RenderOptions())
        let places = try Self.places(["years", "months", "days"], in: picture.scene)
        for place in places.dropFirst() {
            #expect(place.callout == places[0].callout, "\(places)")
            #expect(abs(place.dx - places[0].dx) < 0.5 && abs(place.dy - places[0].dy) < 0.5, "\(places)")
        }
        let violations = SceneRules(scene: picture.scene, layouts: picture.layouts).violations()
        #expect(violations.isEmpty, "\(violations)")
    }

    /// The split view's list: `Inbox` and `Sent` fill the list's width, the list's `12`s
    /// on each end of their lines and its `12` and `8` above and below: no corner of
    /// `Inbox` was free and it was named on a leader from past the frame's side. A label
    /// stretched wider than its text is named inside its box, along its edge, when no
    /// corner is free; `Sent` then takes the same place on its own box.
    @Test func aWideLabelIsNamedInsideItsBoxPastItsText() throws {
        let text = try #require(SceneRulesTests.denseScreens.first { $0.0 == "split-view" }).1
        let picture = try PictureRenderer.render(text: text, name: "split-view", format: .svg, options: RenderOptions())
        for name in ["inbox", "sent"] {
            let box = try #require(picture.scene.views.first { $0.name == name }).rect
            let tag = try #require(picture.scene.tags.first { $0.view == name })
            #expect(tag.leader == nil && tag.callout == nil, "\(name): \(tag.rect)")
            #expect(box.contains(tag.rect), "\(name): \(tag.rect) outside \(box)")
        }
        let places = try Self.places(["inbox", "sent"], in: picture.scene)
        #expect(abs(places[0].dx - places[1].dx) < 0.5 && abs(places[0].dy - places[1].dy) < 0.5, "\(places)")
    }
}
