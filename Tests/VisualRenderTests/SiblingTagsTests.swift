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
}
