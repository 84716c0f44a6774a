import Testing
import TextMeasure

@Suite struct TextMeasureTests {
    let measurer = TextMeasurer()

    @Test func longerTextIsWiderAndWholePoints() {
        let short = measurer.measure("Hi", size: 14)
        let long = measurer.measure("Hello, world", size: 14)
        #expect(long.width > short.width)
        #expect(short.width > 0)
        #expect(long.width == long.width.rounded())
        #expect(long.height == long.height.rounded())
    }

    @Test func lineBreaksStackLinesAndMoveTheLastBaseline() {
        let one = measurer.measure("Name", size: 14)
        let two = measurer.measure("Name\nSurname", size: 14)
        #expect(two.lineCount == 2)
        #expect(two.height > one.height)
        #expect(two.firstBaseline == one.firstBaseline)
        #expect(abs(two.lastBaseline - two.firstBaseline - two.lineHeight) < 1e-9)
        #expect(two.width >= measurer.measure("Surname", size: 14).width)
    }

    @Test func biggerAndBolderTakesMoreRoom() {
        let regular = measurer.measure("Sign in", size: 14)
        #expect(measurer.measure("Sign in", size: 28).width > regular.width)
        #expect(measurer.measure("Sign in", size: 14, bold: true).width >= regular.width)
    }

    @Test func measuringIsRepeatable() {
        let other = TextMeasurer()
        #expect(measurer.measure("Déjà vu ✓", size: 15) == other.measure("Déjà vu ✓", size: 15))
    }

    @Test func emptyTextHasOneLineOfHeightAndNoWidth() {
        let empty = measurer.measure("", size: 14)
        #expect(empty.width == 0)
        #expect(empty.lineCount == 1)
        #expect(empty.height > 0)
    }
}
