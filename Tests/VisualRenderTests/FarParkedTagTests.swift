import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A tag parked beside the frame on a leader across most of the picture is numbered near
/// its box instead, once every other tag is placed (a preferences pane's rows of icons,
/// labels and shortcut fields: the eleventh icon's tag went 900 points right, its leader
/// over every row).
@Suite struct FarParkedTagTests {
    /// Twelve rows of an icon, a label and a field across an 850-point pane.
    static let pane: String = {
        var lines = ["canvas 850 x 260"]
        for row in 1...12 {
            lines += ["view l\(row) label \"Option \(row)\" font 11", "view f\(row) field \"⌘\(row)\" font 11", "view i\(row) image"]
        }
        for row in 1...12 {
            let top = 10 + (row - 1) * 20
            lines += ["H:|-6-[i\(row)(14)]-4-[l\(row)(70)]", "H:[f\(row)(200)]-20-|",
                      "V:|-\(top)-[i\(row)(14)]", "V:|-\(top)-[l\(row)(16)]", "V:|-\(top)-[f\(row)(16)]"]
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func noTagHangsOnALeaderAcrossThePicture() throws {
        let scene = try PictureRenderer.render(text: Self.pane, name: "pane", format: .svg, options: RenderOptions()).scene
        for tag in scene.tags {
            guard let leader = tag.leader else { continue }
            #expect(TagPlacer.length(leader) <= TagPlacer.longestParkedLeader,
                    "\(tag.view)'s tag \(tag.callout ?? tag.text) at \(tag.rect) on a \(Int(TagPlacer.length(leader)))-point leader")
        }
        // Numbered, its key still says whose.
        #expect(scene.tags.contains { $0.callout != nil && $0.text.hasPrefix("i") })
    }
}
