import PixelDiff
import PNGCodec
import Testing

/// The one verdict every tool gives on a pixel comparison, and its words.
@Suite struct PixelVerdictTests {
    func result(differing: Int, of pixels: Int) -> DiffResult {
        DiffResult(differingPixels: differing, antiAliasedPixels: 0, pixelCount: pixels, diffImage: nil)
    }

    @Test func summaryCountsFirstWithAShareThatNeverReadsZeroForAChange() {
        #expect(PixelVerdict(result(differing: 143, of: 130_000), budget: .init()).summary == "143 pixels differ (0.11 %)")
        #expect(PixelVerdict(result(differing: 1, of: 1_000_000), budget: .init()).summary == "1 pixel differs (< 0.01 %)")
        #expect(PixelVerdict(result(differing: 0, of: 100), budget: .init()).summary == "0 pixels differ (0.00 %)")
    }

    @Test func everyLimitOfTheBudgetMustHold() {
        #expect(!PixelVerdict(result(differing: 1, of: 100), budget: .init()).passes)
        #expect(PixelVerdict(result(differing: 0, of: 100), budget: .init()).passes)
        #expect(PixelVerdict(result(differing: 5, of: 100), budget: .init(maximumPixels: 5)).passes)
        let both = PixelBudget(maximumPixels: 10, maximumRatio: 0.01)
        #expect(!PixelVerdict(result(differing: 5, of: 100), budget: both).passes)
        #expect(PixelVerdict(result(differing: 5, of: 100), budget: both).failure
                == "over budget: at most 10 pixels and at most 1 % of pixels")
        #expect(PixelVerdict(result(differing: 5, of: 1000), budget: both).failure == nil)
    }
}
