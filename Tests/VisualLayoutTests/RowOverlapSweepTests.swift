// The overlap check sweeps a row from left to right instead of comparing every pair of
// its views: it must find exactly the pairs the pairwise comparison finds, in the same
// order, whatever the frames (touching, zero-sized, nested, overlapping by less than
// the tolerance).
@testable import VisualLayout
import Testing

@Suite struct RowOverlapSweepTests {
    /// Frames on a coarse grid of halves and thousandths, so that edges often touch,
    /// coincide or miss each other by the tolerance.
    func randomViews(_ count: Int, seed: UInt64) -> [SolvedView] {
        var state = seed
        func next(_ range: Int) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(Int(state >> 33) % range)
        }
        return (0..<count).map { index in
            SolvedView(name: "v\(index)", kind: nil, text: nil, isSpacer: false, parent: nil,
                       x: next(40) / 2 + next(3) * 0.0005, y: next(4) * 5, width: next(12) / 2,
                       height: next(3) * 5, conflict: false, ambiguous: [])
        }
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func theSweepFindsWhatComparingEveryPairFinds(seed: UInt64) {
        let views = randomViews(60, seed: seed)
        var pairs: [(Int, Int)] = []
        for i in views.indices {
            for j in views.indices where j > i && RowOverlapCheck.overlaps(views[i], views[j]) {
                pairs.append((i, j))
            }
        }
        let swept = RowOverlapCheck.overlappingPairs(views)
        #expect(swept.map { "\($0.0)-\($0.1)" } == pairs.map { "\($0.0)-\($0.1)" })
        #expect(!pairs.isEmpty)
    }
}
