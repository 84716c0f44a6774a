import TextFormats
import Testing

/// The one rule for numbers as text.
@Suite struct NumberTextTests {
    @Test func wholeNumbersArePlainAndNeverNegativeZero() {
        for format in [NumberText.exact, NumberText.thousandths, NumberText.hundredths] {
            #expect(format(10) == "10")
            #expect(format(-15) == "-15")
        }
        #expect(NumberText.thousandths(-0.0001) == "0")
        #expect(NumberText.hundredths(-0.004) == "0")
    }

    @Test func eachReaderGetsItsDecimals() {
        #expect(NumberText.exact(123.6666) == "123.6666")
        #expect(NumberText.thousandths(123.6666) == "123.667")
        #expect(NumberText.hundredths(123.6666) == "123.67")
        #expect(NumberText.hundredths(0.5) == "0.5")
        #expect(NumberText.hundredths(99.999) == "100")
    }
}
