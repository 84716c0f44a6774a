import InterfaceBuilderInput
import Testing

/// UIKit centres a control's one line of title in its height, however tall the control:
/// Eureka's week-day buttons (60 high, a 16-point letter) had their baselines estimated as
/// the first of the three lines 60 points could hold, and drew their letters at the top.
@Suite struct TallControlBaselineTests {
    private static func document(numberOfLines: String) -> String {
        XibFixture.iOS("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="day">
                        <rect key="frame" x="20" y="20" width="52" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        <state key="normal" title="S"/>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Notes" numberOfLines="\(numberOfLines)" translatesAutoresizingMaskIntoConstraints="NO" id="notes">
                        <rect key="frame" x="100" y="20" width="200" height="60"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                    </label>
            """, constraints: """
                    <constraint firstItem="day" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="a"/>
                    <constraint firstItem="day" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b"/>
                    <constraint firstItem="notes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c"/>
                    <constraint firstItem="notes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="d"/>
            """)
    }

    /// The first and last baselines a view's line says.
    private func baselines(_ text: String, in lines: [String]) throws -> (Double, Double) {
        let line = try #require(lines.first { $0.contains("\"\(text)\"") }, "\(lines)")
        let words = line.split(separator: " ")
        let at = try #require(words.firstIndex(of: "baseline"), "\(line)")
        return (try #require(Double(words[at + 1])), try #require(Double(words[at + 2])))
    }

    @Test func aTallButtonsTitleIsCentred() throws {
        let lines = try XibFixture.viewLines(Self.document(numberOfLines: "1"))
        let (first, last) = try baselines("S", in: lines)
        // 16-point text is about 19 high: centred in 60, its baseline is past the middle.
        #expect(first > 30 && first < 40 && first == last, "\(first) \(last)")
        let (labelFirst, _) = try baselines("Notes", in: lines)
        #expect(labelFirst > 30 && labelFirst < 40, "\(labelFirst)")
    }

    /// A label of any number of lines keeps the lines its stored height holds.
    @Test func aManyLineLabelKeepsTheLinesItsHeightHolds() throws {
        let lines = try XibFixture.viewLines(Self.document(numberOfLines: "0"))
        let (first, last) = try baselines("Notes", in: lines)
        #expect(first < 20 && last > first + 30, "\(first) \(last)")
    }
}
