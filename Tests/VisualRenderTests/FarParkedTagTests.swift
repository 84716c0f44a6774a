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

    /// Eight rows of a label, a 45-point field and a unit in a 234-point panel, the rows
    /// closer than the fields are high, the fields' places left open (a small AppKit
    /// options panel: Transmission's torrent options). Near the middle column there is no
    /// free room at all: the fields were tagged 375 points off, some of a group of
    /// fields that could not be numbered whole.
    static let panel: String = {
        var lines = ["canvas 234 x 132"]
        for row in 1...8 {
            lines += ["view l\(row) label \"Option \(row):\" font 11", "view f\(row) field \"\(row)\" font 11",
                      "view u\(row) label \"KB/s\" font 11"]
        }
        for row in 1...8 {
            let top = 2 + (row - 1) * 16
            lines += ["H:|-(>=2)-[l\(row)]-8-[f\(row)(45)]-6-[u\(row)]-(>=8)-|", "V:|-\(top)-[l\(row)(14)]",
                      "V:|-(>=\(top))-[f\(row)(19)]", "V:|-\(top)-[u\(row)(14)]"]
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test func aPanelWithNoFreeRoomStillNumbersItsFarParkedTags() throws {
        let scene = try PictureRenderer.render(text: Self.panel, name: "panel", format: .svg, options: RenderOptions()).scene
        for tag in scene.tags {
            guard let leader = tag.leader else { continue }
            #expect(TagPlacer.length(leader) <= TagPlacer.longestParkedLeader,
                    "\(tag.view)'s tag \(tag.callout ?? tag.text) on a \(Int(TagPlacer.length(leader)))-point leader")
        }
        // The key lies past the tags still parked and over no pill or tag: no leader runs
        // through it, and the columns the numbered tags left are not kept empty for them.
        let keys = scene.labels.filter { $0.role == .key }
        #expect(!keys.isEmpty)
        let pills = scene.guides.compactMap(\.pill)
        for key in keys {
            #expect(!pills.contains { $0.overlapArea(key.rect) > 0.25 }, "\(key.text)")
            #expect(!scene.tags.contains { $0.rect.overlapArea(key.rect) > 0.25 }, "\(key.text)")
            for tag in scene.tags {
                guard let (a, b) = tag.leader else { continue }
                let crosses = (0...50).contains { step in
                    let t = Double(step) / 50
                    let (x, y) = (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                    return x > key.rect.x && x < key.rect.maxX && y > key.rect.y && y < key.rect.maxY
                }
                #expect(!crosses, "\(tag.view)'s leader through the key's \(key.text)")
            }
        }
    }
}
