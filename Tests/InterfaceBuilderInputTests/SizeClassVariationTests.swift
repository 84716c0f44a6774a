import InterfaceBuilderInput
import Testing

/// Xcode stores a document's frames as laid out for its device's size classes, with the
/// variations for those classes applied: a constant varied for `widthClass=compact`, a
/// constraint installed only there. openHAB's slider cell (width 300, 150 on a compact-wide
/// iPhone) did not hold together with the base value.
@Suite struct SizeClassVariationTests {
    private static let document = XibFixture.iOS("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                        <rect key="frame" x="20" y="40" width="150" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="300" id="w">
                                <variation key="widthClass=compact" constant="200"/>
                                <variation key="heightClass=regular-widthClass=compact" constant="150"/>
                            </constraint>
                            <constraint firstAttribute="height" constant="30" id="h"/>
                            <constraint firstAttribute="height" constant="90" id="tall"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints"><exclude reference="tall"/></mask>
                        </variation>
                        <variation key="heightClass=regular-widthClass=regular">
                            <mask key="constraints"><include reference="tall"/><exclude reference="h"/></mask>
                        </variation>
                    </view>
            """, constraints: """
                    <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
            """)

    private func text(device: String) throws -> String {
        let document = Self.document.replacingOccurrences(
            of: #"<device id="retina6_1" orientation="portrait"/>"#, with: device)
        return try #require(InterfaceBuilderDocument.layouts(text: document).layouts.first).text
    }

    @Test func anIPhoneInPortraitTakesTheMostSpecificCompactWidthVariation() throws {
        let text = try text(device: #"<device id="retina6_1" orientation="portrait"/>"#)
        #expect(text.contains("view2.width == 150"), "\(text)")
        #expect(!text.contains("== 300") && !text.contains("== 200"), "\(text)")
        #expect(text.contains("view2.height == 30") && !text.contains("== 90"), "\(text)")
    }

    @Test func aSmallIPhoneInLandscapeTakesTheCompactWidthOneOnly() throws {
        let text = try text(device: #"<device id="retina4_7" orientation="landscape"/>"#)
        #expect(text.contains("view2.width == 200"), "\(text)")
    }

    /// On an iPad (regular in both), the width keeps its base value, and the constraints the
    /// regular-regular variation installs and removes are swapped.
    @Test func anIPadInstallsAndRemovesWhatItsVariationSays() throws {
        let text = try text(device: #"<device id="ipad9_7" orientation="portrait"/>"#)
        #expect(text.contains("view2.width == 300"), "\(text)")
        #expect(text.contains("view2.height == 90") && !text.contains("view2.height == 30"), "\(text)")
    }

    /// A document that names no device keeps the base values.
    @Test func noDeviceKeepsTheBase() throws {
        let text = try text(device: "")
        #expect(text.contains("view2.width == 300") && text.contains("view2.height == 30"), "\(text)")
    }
}
