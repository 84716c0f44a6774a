import Foundation
import Geometry
import Testing
@testable import VisualRender

/// A folded pill (`16×4`: one value for the same gap in every sibling cell) may stand on
/// any of the gaps it speaks for: it takes one that leaves the siblings' names alike and
/// that reads as its own cell's, not as the gap between two cells.
@Suite struct FoldedPillPlaceTests {
    static func render(_ text: String) throws -> Scene {
        try PictureRenderer.render(text: text, name: "folded", format: .svg, options: RenderOptions()).scene
    }

    /// Four list rows, a label and a value in each, 16 from both sides. The value's `16×4`
    /// sat on the first row's gap, where that row's name goes beside it: `row1` was named
    /// above its row, `row2`–`row4` beside theirs.
    static let rows = "canvas 375 x 300\n"
        + (1...4).map { "view r\($0) label \"Setting \($0)\"\nview v\($0) label \"Value \($0)\"" }.joined(separator: "\n")
        + "\nV:|-20-[row1(44)][row2(44)][row3(44)][row4(44)]\n"
        + (1...4).map { "H:|[row\($0)]|\nrow\($0) {\n  |-16-[r\($0)]-[_spacer]-[v\($0)]-16-|\n}" }.joined(separator: "\n") + "\n"

    @Test func theFirstOfIdenticalRowsIsNamedLikeTheOthers() throws {
        let scene = try Self.render(Self.rows)
        let places = try (1...4).map { number -> (Double, Double) in
            let row = try #require(scene.views.first { $0.name == "row\(number)" }).rect
            let tag = try #require(scene.tags.first { $0.view == "row\(number)" })
            return (tag.rect.x - row.x, tag.rect.y - row.y)
        }
        for place in places.dropFirst() {
            #expect(abs(place.0 - places[0].0) < 0.5 && abs(place.1 - places[0].1) < 0.5, "\(places)")
        }
        // The values' inset is still drawn once, folded.
        #expect(scene.guides.filter { $0.label == "16×4" }.count == 2, "\(scene.guides.map(\.label))")
    }

    /// Four tiles in two columns 12 apart, a caption and a number inset 12 in each.
    static let tiles = "canvas 375 x 300\n"
        + (1...4).map { "view c\($0) label \"Revenue \($0)\"\nview n\($0) label \"\($0 * 13)%\" font 28 bold" }.joined(separator: "\n")
        + "\nH:|-16-[t1]-12-[t2(==t1)]-16-|\nH:|-16-[t3]-12-[t4(==t3)]-16-|\nV:|-16-[t1(110)]-12-[t3(110)]\nV:|-16-[t2(110)]-12-[t4(110)]\n"
        + (1...4).map { "t\($0) {\n  H:|-12-[c\($0)]-12-|\n  H:|-12-[n\($0)]-12-|\n  V:|-12-[c\($0)]-2-[n\($0)]\n}" }.joined(separator: "\n") + "\n"

    /// A tile's trailing `12×4` (26 points on a 12-point gap) hung out of the first tile
    /// into the 12 points between the two columns, where it read as that gap's value; it
    /// sits where nothing but the margin is beyond its tile.
    @Test func aFoldedPillDoesNotHangTowardsTheNextTile() throws {
        let scene = try Self.render(Self.tiles)
        let tiles = scene.views.filter { $0.name.hasPrefix("t") }
        let folded = scene.guides.filter { $0.count > 1 && $0.pill != nil }
        #expect(!folded.isEmpty)
        for guide in folded {
            let pill = try #require(guide.pill)
            guard let parent = scene.views.first(where: { $0.name == guide.views.first })?.parent,
                  let own = tiles.first(where: { $0.name == parent }) else { continue }
            for other in tiles where other.name != own.name {
                // Nearer another tile than its own tile's edge is to that tile.
                #expect(pill.distance(to: other.rect) >= own.rect.distance(to: other.rect) / 2,
                        "\(guide.label) of \(guide.views) at \(pill) hangs towards \(other.name)")
            }
        }
    }

    /// The caption and the number are each 12 from the tile's leading side, in every tile:
    /// one `12×8` for the column, not a `12×4` for the captions and another for the numbers.
    @Test func insetsInOneColumnOfRepeatedCellsFoldTogether() throws {
        let scene = try Self.render(Self.tiles)
        let leading = scene.guides.filter { guide in
            guide.axis == .horizontal && guide.label.hasPrefix("12") && guide.views.count == 1
                && (scene.views.first { $0.name == guide.views[0] }.map { abs($0.rect.x - min(guide.from.x, guide.to.x) - 12) < 0.5 } ?? false)
        }
        #expect(leading.map(\.label) == ["12×8"], "\(leading.map { ($0.label, $0.views) })")
    }
}
