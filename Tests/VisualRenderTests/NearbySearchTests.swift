// The renderer finds what is near a label (obstacles) and which guides share a gap by
// looking things up instead of comparing with all of them. The lookups must find what
// comparing with all of them finds, or the pictures would change.
@testable import VisualRender
import Geometry
import Testing
import VisualConstraints
@testable import VisualLayout
import VisualSyntax

@Suite struct NearbySearchTests {
    /// Numbers on a coarse grid (halves, some of them off by 0.004), so that edges often
    /// touch, coincide or nearly coincide.
    struct Numbers {
        var state: UInt64
        mutating func next(_ range: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % range)
        }
        mutating func coordinate(_ range: Int) -> Double { next(range) / 2 + (next(4) == 0 ? 0.004 : 0) }
    }

    @Test(arguments: 0..<10 as Range<UInt64>)
    func theGridFindsEveryOverlappingRectangle(seed: UInt64) {
        var numbers = Numbers(state: seed)
        let bounds = Rect(x: -20, y: -10, width: 3_000, height: 900)
        var grid = ObstacleGrid(bounds: bounds)
        // Small ones, ones as large as the bounds, ones outside them, and empty ones.
        let rects = (0..<400).map { index in
            let size = index % 10 == 0 ? 4_000 : 120
            let empty = index % 10 == 1
            return Rect(x: numbers.coordinate(6_400) - 100, y: numbers.coordinate(2_000) - 100,
                        width: empty ? 0 : numbers.coordinate(size), height: numbers.coordinate(size))
        }
        for (index, rect) in rects.enumerated() { grid.insert(index, rect) }
        for _ in 0..<300 {
            let query = Rect(x: numbers.coordinate(6_000) - 20, y: numbers.coordinate(1_800) - 10,
                             width: numbers.coordinate(200), height: numbers.coordinate(60))
            var found: [Int] = []
            grid.visit(near: query) { found.append($0); return true }
            #expect(Set(found).count == found.count, "each once")
            var firstTen: [Int] = []
            grid.visit(near: query) { firstTen.append($0); return firstTen.count < 10 }
            #expect(firstTen == Array(found.prefix(10)))
            let overlapping = rects.indices.filter { query.overlapArea(rects[$0]) > 0 }
            #expect(Set(overlapping).isSubset(of: found), "missed \(Set(overlapping).subtracting(found)) near \(query)")
        }
    }

    @Test(arguments: 0..<10 as Range<UInt64>)
    func mergingGuidesGroupsThemAsComparingEveryPairDoes(seed: UInt64) {
        var numbers = Numbers(state: seed)
        let guides = (0..<300).map { _ in
            let start = numbers.next(6) * 0.005 + numbers.next(20) * 10
            return SpacingGuide(axis: numbers.next(2) == 0 ? .horizontal : .vertical, start: start,
                                end: start + 8 + numbers.next(3) * 0.006, position: numbers.next(4) * 0.007,
                                before: nil, after: nil, relation: .equal, constant: numbers.next(3) * 4,
                                priority: 1000, isImplicit: false, isSatisfied: true, line: nil)
        }
        // The pairwise merge: each guide joins the first group whose first guide is its gap.
        var groups: [[SpacingGuide]] = []
        for guide in guides {
            if let index = groups.firstIndex(where: { same($0[0], guide) }) { groups[index].append(guide) } else {
                groups.append([guide])
            }
        }
        let merged = FrameScene.merge(guides)
        #expect(merged.map(\.start) == groups.map { $0[0].start })
        #expect(merged.map(\.label) == groups.map { group in
            group.reduce(into: [String]()) { labels, guide in
                if !labels.contains(FrameScene.label(guide)) { labels.append(FrameScene.label(guide)) }
            }.joined(separator: ", ")
        })
        #expect(groups.contains { $0.count > 1 } && groups.count > 10)
    }

    private func same(_ a: SpacingGuide, _ b: SpacingGuide) -> Bool {
        a.axis == b.axis && abs(a.start - b.start) < 0.01 && abs(a.end - b.end) < 0.01
            && abs(a.position - b.position) < 0.01
    }
}
