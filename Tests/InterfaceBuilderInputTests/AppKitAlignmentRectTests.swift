import InterfaceBuilderInput
import Testing

/// Before Xcode 26 an AppKit control's stored frame is larger than the alignment rectangle
/// its constraints, its grid and its intrinsic size act on: a rounded pop-up button's 25
/// points run 1 above and 4 below it, a rounded push button's 32 points 5 above and 7
/// below (4 above before Xcode 12.2, which drew macOS 11's shorter button), a separator's
/// 2 above and below its line. Measured on MonitorControl's and MacPass's documents.
@Suite struct AppKitAlignmentRectTests {
    private static func popUp(_ id: String, key: String = "", y: Int) -> String {
        """
        <popUpButton \(key) verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="-3" y="\(y)" width="80" height="25"/>
            <popUpButtonCell key="cell" type="push" title="Item" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                <font key="font" metaFont="menu"/>
            </popUpButtonCell>
        </popUpButton>
        """
    }

    static func pushButton(_ id: String, placeholder: String = "", x: Int = 13, y: Int = 0, width: Int = 90,
                           title: String = "Reset") -> String {
        """
        <button verticalHuggingPriority="750" \(placeholder) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="32"/>
            <buttonCell key="cell" type="push" title="\(title)" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="\(id)c">
                <font key="font" metaFont="system"/>
            </buttonCell>
        </button>
        """
    }

    /// A grid row is as tall as its pop-up's alignment rectangle, 20 points: the next row
    /// starts 20 + 8 below the first, and the pop-up's frame 1 point above its row.
    @Test func aPopUpInAGridRowIsTwentyPointsTallAndStoredOnePointAboveIt() throws {
        let text = XibFixture.macOS("""
            <gridView xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="122" width="80" height="38"/>
                <rows><gridRow id="r1"/><gridRow id="r2"/></rows>
                <columns><gridColumn id="c1"/></columns>
                <gridCells>
                    <gridCell row="r1" column="c1" id="x1">\(Self.popUp("popup", key: #"key="contentView""#, y: 13))</gridCell>
                    <gridCell row="r2" column="c1" id="x2">
                        <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="below">
                            <rect key="frame" x="0.0" y="0.0" width="80" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="80" id="bw"/>
                                <constraint firstAttribute="height" constant="10" id="bh"/>
                            </constraints>
                        </customView>
                    </gridCell>
                </gridCells>
            </gridView>
            """, constraints: """
            <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
            """, toolsVersion: "23502")
        let frames = try DocumentFrames.firstLayoutFrames(text)
        let popup = try #require(frames["popup"]), below = try #require(frames["below"])
        #expect(popup.matches(.init(x: -3, y: -1, width: 80, height: 25)), "\(popup)")
        #expect(below.matches(.init(x: 0, y: 28, width: 80, height: 10)), "\(below)")
    }

    /// A placeholder intrinsic size is the alignment rectangle's: a push button placed
    /// 150 × 20 is stored 164 × 32, a separator placed 2 high is stored 6 high.
    @Test func aPlaceholderIntrinsicSizeIsTheAlignmentRectangles() throws {
        let text = XibFixture.macOS(Self.pushButton("button", placeholder: #"placeholderIntrinsicWidth="150" placeholderIntrinsicHeight="20""#, y: 113)
            + """
            <box verticalHuggingPriority="750" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="2" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                <rect key="frame" x="20" y="60" width="200" height="6"/>
            </box>
            """, constraints: """
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="line" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
            <constraint firstItem="line" firstAttribute="top" secondItem="root" secondAttribute="top" constant="96" id="k4"/>
            """, toolsVersion: "23502")
        let frames = try DocumentFrames.firstLayoutFrames(text)
        let button = try #require(frames["button"]), line = try #require(frames["line"])
        #expect(button.matches(.init(x: 13, y: 15, width: 164, height: 32)), "\(button)")
        #expect(line.matches(.init(x: 20, y: 94, width: 200, height: 6)), "\(line)")
    }

    /// A push button pinned 20 points below the top is stored 15 below it from Xcode 12.2
    /// on, 16 before; Xcode 15's and 16's documents say "32700.99.1234" for their tools
    /// version, their plug-in's version being the Xcode's.
    @Test(arguments: [("17156", nil, 16.0), ("19455", nil, 15.0), ("32700.99.1234", "22684", 15.0)])
    func aPushButtonsFrameTopDependsOnTheXcodeThatSavedIt(toolsVersion: String, plugIn: String?, y: Double) throws {
        var text = XibFixture.macOS(Self.pushButton("button", y: 113), constraints: """
            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="button" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            """, toolsVersion: toolsVersion)
        if let plugIn {
            text = text.replacingOccurrences(of: "<objects>", with: """
                <dependencies><plugIn identifier="com.apple.InterfaceBuilder.CocoaPlugin" version="\(plugIn)"/></dependencies>
                <objects>
                """)
        }
        let button = try #require(try DocumentFrames.firstLayoutFrames(text)["button"])
        #expect(button.matches(.init(x: 13, y: y, width: 90, height: 32)), "\(button)")
    }
}

/// The file keeps the document's own numbers: constraints between alignment rectangles
/// with their constants as written, and each control's `inset` saying where its rectangle
/// lies in its stored frame. The frames solved are still the stored ones.
@Suite struct AppKitAlignmentRectFileTests {
    /// Two push buttons 12 points apart, as Interface Builder spaces them: their frames,
    /// each 7 points wider than its face, overlap by 2; the file says 12.
    @Test func twoPushButtonsTwelveApartKeepTheirTwelveAndTheirFrames() throws {
        let text = XibFixture.macOS(AppKitAlignmentRectTests.pushButton("cancel", y: 113, width: 76, title: "Cancel")
                                    + AppKitAlignmentRectTests.pushButton("done", x: 87, y: 113, width: 76, title: "Done"),
                                    constraints: """
            <constraint firstItem="cancel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="cancel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="done" firstAttribute="leading" secondItem="cancel" secondAttribute="trailing" constant="12" id="k3"/>
            <constraint firstItem="done" firstAttribute="firstBaseline" secondItem="cancel" secondAttribute="firstBaseline" id="k4"/>
            """, toolsVersion: "23502")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let lines = layout.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("view cancelButton button \"Cancel\"") && $0.contains(" inset 5 7 7 7") }, "\(lines)")
        #expect(lines.contains("doneButton.leading == cancelButton.trailing + 12"), "\(lines)")
        #expect(lines.contains("cancelButton.leading == superview.leading + 20"), "\(lines)")
        let frames = try DocumentFrames.firstLayoutFrames(text)
        let cancel = try #require(frames["cancel"]), done = try #require(frames["done"])
        #expect(cancel.matches(.init(x: 13, y: 15, width: 76, height: 32)), "\(cancel)")
        #expect(done.matches(.init(x: 87, y: 15, width: 76, height: 32)), "\(done)")
    }
}
