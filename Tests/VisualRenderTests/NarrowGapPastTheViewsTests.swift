import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A gap narrower than its value is drawn as a redline draws it: its line past the two
/// views, an extension line from each edge, the value beside that line; further out when
/// the nearest place past the views is taken, before a long leader.
@Suite struct NarrowGapPastTheViewsTests {
    /// rtl-marks: the `12` between two hugging labels (a 22-point pill on a 12-point gap),
    /// their top insets' `10`s just above them and a text 8 below, stood 40 points above
    /// its gap on a leader.
    @Test func aNarrowGapsValueStandsBesideItsLineFurtherOut() throws {
        let text = try #require(SceneRulesTests.denseScreens.first { $0.0 == "rtl-marks" }).1
        let scene = try PictureRenderer.render(text: text, name: "rtl-marks", format: .svg, options: RenderOptions()).scene
        let twelve = try #require(scene.guides.first { $0.label == "12" })
        let pill = try #require(twelve.pill)
        #expect(twelve.leader == nil, "on a leader from \(pill)")
        // Beside its line (within the 1 point `beside` leaves), with an extension line from each view.
        let line = Rect.around(twelve.from, twelve.to, width: 0)
        #expect(pill.distance(to: line) <= 1.5, "\(pill) is \(pill.distance(to: line)) from its line \(line)")
        #expect(twelve.extensions.count == 2, "\(twelve.extensions.count) extension lines")
        // Nothing readable on the extension lines.
        let others = scene.guides.compactMap(\.pill).filter { $0 != pill } + scene.tags.map(\.rect)
        for (a, b) in twelve.extensions {
            for rect in others { #expect(rect.lengthInside(from: a, to: b) <= 0.5, "an extension line through \(rect)") }
        }
    }
}
