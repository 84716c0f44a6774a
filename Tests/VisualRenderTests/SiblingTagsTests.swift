import Foundation
import Geometry
import Testing
@testable import VisualRender

/// Identical siblings are named alike: when no one place suits all their tags, each
/// takes a place a sibling's tag took, at the same corner of its box, where that is free.
@Suite struct SiblingTagsTests {
    /// The settings list's four chevrons (6 × 18 in rows of one size): the first three find
    /// no room for a name beside them and are numbered; the fourth, in a row with more
    /// room, was named beside its box, one chevron of four read differently. It follows
    /// its siblings' numbered callout at the same place on its box.
    @Test func identicalSiblingsTakeTheSamePlace() throws {
        let text = try String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent("settings-list.visual"),
                              encoding: .utf8)
        let scene = try PictureRenderer.render(text: text, name: "settings-list.visual", format: .svg,
                                               options: RenderOptions()).scene
        let chevrons = ["wifiChevron", "bluetoothChevron", "notificationsChevron", "aboutChevron"]
        var places: [(callout: Bool, dx: Double, dy: Double)] = []
        for name in chevrons {
            let box = try #require(scene.views.first { $0.name == name }).rect
            let tag = try #require(scene.tags.first { $0.view == name })
            places.append((tag.callout != nil, tag.rect.maxX - box.maxX, tag.rect.midY - box.midY))
        }
        for place in places.dropFirst() {
            #expect(place.callout == places[0].callout, "\(places)")
            #expect(abs(place.dx - places[0].dx) < 0.5 && abs(place.dy - places[0].dy) < 0.5, "\(places)")
        }
    }

    /// A tag's place on one box, moved to another of the same size: from the nearer side.
    @Test func samePlaceIsMeasuredFromTheNearerCorner() {
        let one = Rect(x: 0, y: 0, width: 100, height: 40), other = Rect(x: 0, y: 50, width: 100, height: 40)
        let topRight = Rect(x: 60, y: -10, width: 40, height: 10)
        #expect(TagPlacer.samePlace(topRight, of: one, on: other, width: 30, height: 10)
            == Rect(x: 70, y: 40, width: 30, height: 10))
        let bottomLeft = Rect(x: 2, y: 30, width: 40, height: 10)
        #expect(TagPlacer.samePlace(bottomLeft, of: one, on: other, width: 30, height: 10)
            == Rect(x: 2, y: 80, width: 30, height: 10))
        // Wholly left of the box, touching it: a narrower tag still touches it.
        let besideLeft = Rect(x: -50.5, y: 0, width: 50, height: 10)
        #expect(TagPlacer.samePlace(besideLeft, of: one, on: other, width: 30, height: 10)
            == Rect(x: -30.5, y: 50, width: 30, height: 10))
    }

    /// Counterparts in identical containers, though of other widths: the settings list's
    /// row labels (`Wi-Fi`, `Notifications`, each 16 in from its row's leading edge) and
    /// the card list's dates (`Today`, `Yesterday`, `Mon`, each at the start of its
    /// footer). The last row's label was named below its box where the others were named
    /// beside theirs, and the first date below its box and the other two left of theirs;
    /// each is now named at one place on its box, measured from the same corner. (The
    /// card list's dates were numbered while their cards' folded leading `12×3` stood where
    /// the first date's name goes; the folded pill now keeps clear of the names' places
    /// and the three dates are named by tags alike: FoldedPillPlaceTests.)
    @Test func counterpartsInIdenticalContainersAreTaggedAlike() throws {
        for (sample, names, numbered) in [("settings-list", ["airplaneLabel", "wifiLabel", "bluetoothLabel",
                                                             "notificationsLabel", "darkLabel", "aboutLabel"], false),
                                          ("card-list", ["date1", "date2", "date3"], false)] {
            let text = try String(contentsOf: SceneRulesTests.samplesDirectory.appendingPathComponent("\(sample).visual"),
                                  encoding: .utf8)
            let scene = try PictureRenderer.render(text: text, name: "\(sample).visual", format: .svg,
                                                   options: RenderOptions()).scene
            var places: [String: Rect] = [:]
            for name in names {
                let box = try #require(scene.views.first { $0.name == name }).rect
                let tag = try #require(scene.tags.first { $0.view == name })
                #expect((tag.callout != nil) == numbered && tag.leader == nil, "\(sample): \(name)")
                let first = try #require(scene.views.first { $0.name == names[0] }).rect
                let own = try #require(scene.tags.first { $0.view == names[0] }).rect
                places[name] = TagPlacer.samePlace(own, of: first, on: box, width: tag.rect.width, height: tag.rect.height)
                let expected = places[name]!
                #expect(abs(tag.rect.x - expected.x) < 0.5 && abs(tag.rect.y - expected.y) < 0.5,
                        "\(sample): \(name)'s tag at \(tag.rect), \(names[0])'s place on it \(expected)")
            }
        }
    }
    /// The sign-up form's three fields (each 335 × 44, a 20 inset either side) and the tab
    /// bar screen's four list items: their tags at one place on each box. The fields'
    /// trailing `20×4`, sliding over its gap, stopped 3 points into the email field, on the
    /// corner its tag took on the others, so the email's tag stood above its box; now the
    /// pill weighs every place on its line and takes the one past the field.
    @Test func identicalFieldsShareOnePlaceBesideAPillOnTheirGap() throws {
        for (screen, names) in [("sign-up-with-validation", ["email", "pass", "confirm"]),
                                ("tab-and-navigation-bars", ["item1", "item2", "item3", "item4"])] {
            let text = try #require(SceneRulesTests.denseScreens.first { $0.0 == screen }?.1)
            let scene = try PictureRenderer.render(text: text, name: screen, format: .svg, options: RenderOptions()).scene
            let first = try #require(scene.views.first { $0.name == names[0] }).rect
            let own = try #require(scene.tags.first { $0.view == names[0] })
            for name in names.dropFirst() {
                let box = try #require(scene.views.first { $0.name == name }).rect
                let tag = try #require(scene.tags.first { $0.view == name })
                let expected = TagPlacer.samePlace(own.rect, of: first, on: box, width: tag.rect.width, height: tag.rect.height)
                #expect(abs(tag.rect.x - expected.x) < 0.5 && abs(tag.rect.y - expected.y) < 0.5,
                        "\(screen): \(name)'s tag at \(tag.rect), \(names[0])'s place on it \(expected)")
            }
        }
    }
}
