// A view's `!` on a strip hatched as outside its container covers the strip across and
// reads as part of the hatching (a clip view's document view 15 points past its right
// edge, its badge on the stripes; a picker 20 points past its date picker). The badge goes
// to a corner of the box off the strip, where one is free, and not the top-left one, where
// the view's tag goes.

import Geometry
import Testing
import VisualRender

@Suite struct ExplanationBadgeHatchTests {
    @Test(arguments: ["appkit-fetch-clipview-scroller.log", "picker-autoresizing-midx-in-superview.log"])
    func noBadgeLiesOnAHatchedStrip(_ name: String) throws {
        let scene = try Fixtures.scene(name)
        let markers = scene.items.compactMap { item in if case .marker(let marker) = item { marker } else { nil } }
        // Narrow: a badge 14 across on a strip up to three times that reads as part of it
        // (the clip view's 15 points, drawn twice as large).
        let strips = scene.views.flatMap(\.overflow).filter { min($0.width, $0.height) < 42 }
        #expect(!strips.isEmpty && !markers.isEmpty)
        for marker in markers {
            for strip in strips {
                #expect(strip.overlapArea(marker.rect) < 1, "\(name): \(marker.view)'s badge \(marker.rect) on the strip \(strip)")
            }
            // Nor on a tag: the view's name stays where it was, at its box's top-left.
            for tag in scene.tags {
                #expect(tag.rect.overlapArea(marker.rect) < 1, "\(name): \(marker.view)'s badge on \(tag.view)'s tag")
            }
        }
        let view1 = try #require(scene.tags.first { $0.view == (name.hasPrefix("picker") ? "pickerView1" : "view1") })
        let box = try #require(scene.views.first { $0.name == view1.view }?.rect)
        #expect(view1.rect.y < box.midY, "\(view1.view)'s tag \(view1.rect) in the lower half of \(box)")
    }
}
