import InterfaceBuilderInput
import Testing

/// Where Xcode's canvas puts views differently from a plain reading of the constraints, as
/// real documents' stored frames show (scripts/ib-fidelity): each fixture is written the
/// way Xcode writes such a document, with the frames it stores.
@Suite struct CanvasFidelityTests {
    private func solvedFrame(_ text: String, id: String, scene: Int = 0) throws -> DocumentFrames.Frame {
        let layouts = InterfaceBuilderDocument.layouts(text: text).layouts
        let layout = try #require(layouts.count > scene ? layouts[scene] : nil)
        return try #require(DocumentFrames.solve(layout).frames[id], "\(layout.text)")
    }

    @Test func standardSpacingToTheSafeAreaIsNoSpace() throws {
        let text = ViewClassAndGuideTests.scene("""
            <label text="First" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0.0" y="200" width="375" height="42"/></label>
            """, constraints: """
            <constraint firstItem="l1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" symbolic="YES" id="c1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" constant="20" symbolic="YES" id="c2"/>
            <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c3"/>
            """, toolsVersion: "14087.3")
        let frame = try solvedFrame(text, id: "l1")
        #expect(frame.matches(.init(x: 0, y: 200, width: 375, height: 42)), "\(frame)")
        // The same constant without `symbolic` is 20 points.
        let plain = try solvedFrame(text.replacingOccurrences(of: " symbolic=\"YES\"", with: ""), id: "l1")
        #expect(plain.matches(.init(x: 20, y: 200, width: 335, height: 42)), "\(plain)")
    }

    @Test func anOldFreeformSceneIsBelowTheStatusBar() throws {
        let subviews = """
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="20" y="40" width="46" height="30"/></button>
            """
        let constraints = """
            <constraint firstItem="b1" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
            <constraint firstItem="b1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c2"/>
            """
        // An embedded child of 545 × 530 on an iPad, saved by Xcode 9.
        let old = ViewClassAndGuideTests.scene(subviews, constraints: constraints, device: "ipad9_7", toolsVersion: "13189.4",
                                               size: (545, 530))
        #expect(try solvedFrame(old, id: "b1").matches(.init(x: 20, y: 40, width: 46, height: 30)))
        // Xcode 10.2 and later draw it without the status bar…
        let new = ViewClassAndGuideTests.scene(subviews, constraints: constraints, device: "ipad9_7", toolsVersion: "14865.1",
                                               size: (545, 530))
        #expect(try solvedFrame(new, id: "b1").matches(.init(x: 20, y: 20, width: 46, height: 30)))
        // …and so does Xcode 9 for a scene that simulates none (a notification's interface)…
        let hidden = ViewClassAndGuideTests.scene(subviews, constraints: constraints, extra: "<nil key=\"simulatedStatusBarMetrics\"/>",
                                                  toolsVersion: "14092", size: (320, 100))
        #expect(try solvedFrame(hidden, id: "b1").matches(.init(x: 20, y: 20, width: 46, height: 30)))
        // …or for a root laid out below opaque bars (the screen's width, 64 points shorter).
        let below = ViewClassAndGuideTests.scene(subviews, constraints: constraints, toolsVersion: "14092", size: (375, 603))
        #expect(try solvedFrame(below, id: "b1").matches(.init(x: 20, y: 20, width: 46, height: 30)))
    }

    @Test func aXibsTopLevelViewHasRootMargins() throws {
        let text = XibFixture.iOS("""
            <label text="Pep" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="160" y="74" width="94" height="50"/></label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="298" y="821" width="51" height="33"/></button>
            """, constraints: """
            <constraint firstAttribute="centerX" secondItem="l1" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="topMargin" constant="30" id="c2"/>
            <constraint firstItem="b1" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" constant="-45" id="c3"/>
            <constraint firstAttribute="bottomMargin" secondItem="b1" secondAttribute="bottom" constant="8" id="c4"/>
            """, size: (414, 896), toolsVersion: "17701")
        // The margins are the safe area's (44 above, 34 below) and 20 at the sides.
        #expect(try solvedFrame(text, id: "l1").matches(.init(x: 160, y: 74, width: 94, height: 50)))
        #expect(try solvedFrame(text, id: "b1").matches(.init(x: 298, y: 821, width: 51, height: 33)))
    }

    @Test func aSlidersFrameIsTwoPointsWiderEachSideThanItsAlignmentRectangle() throws {
        let text = ViewClassAndGuideTests.scene("""
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="18" y="36" width="339" height="31"/></slider>
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s2"><rect key="frame" x="98" y="100" width="204" height="31"/>
                <constraints><constraint firstAttribute="width" constant="200" id="w"/></constraints></slider>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" constant="20" id="c2"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="36" id="c3"/>
            <constraint firstItem="s2" firstAttribute="leading" secondItem="s1" secondAttribute="leading" constant="80" id="c4"/>
            <constraint firstItem="s2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c5"/>
            """)
        #expect(try solvedFrame(text, id: "s1").matches(.init(x: 18, y: 36, width: 339, height: 31)))
        #expect(try solvedFrame(text, id: "s2").matches(.init(x: 98, y: 100, width: 204, height: 31)))
    }

    @Test func aSwitchsFrameEndsTwoPointsPastItsAlignmentRectangle() throws {
        let text = ViewClassAndGuideTests.scene("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="310" y="100" width="51" height="31"/>
                <constraints><constraint firstAttribute="width" constant="49" id="w"/></constraints></switch>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="s2"><rect key="frame" x="163" y="200" width="51" height="31"/></switch>
            """, constraints: """
            <constraint firstAttribute="trailingMargin" secondItem="s1" secondAttribute="trailing" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="s2" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c3"/>
            <constraint firstItem="s2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c4"/>
            """)
        // The root's trailing margin is at 359 (16 from the edge): the frame ends at 361.
        #expect(try solvedFrame(text, id: "s1").matches(.init(x: 310, y: 100, width: 51, height: 31)))
        // Centred: the 49-point alignment rectangle is, so the frame starts at 187.5 - 24.5.
        #expect(try solvedFrame(text, id: "s2").matches(.init(x: 163, y: 200, width: 51, height: 31)))
    }

    @Test func aViewPlacedOnlyByPlaceholdersKeepsItsStoredFrameThere() throws {
        let text = ViewClassAndGuideTests.scene("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="16" y="20" width="343" height="34"/>
                <constraints><constraint firstAttribute="height" constant="34" id="h1"/></constraints></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="16" y="202" width="343" height="34"/>
                <constraints><constraint firstAttribute="height" constant="34" id="h2"/></constraints></view>
            """, constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="v1" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="v1" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c3"/>
            <constraint firstAttribute="leadingMargin" secondItem="v2" secondAttribute="leading" id="c4"/>
            <constraint firstAttribute="trailingMargin" secondItem="v2" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="v2" firstAttribute="top" secondItem="v1" secondAttribute="bottom" constant="148" placeholder="YES" id="c6"/>
            """, toolsVersion: "14092")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let diagnostics = layout.diagnostics
        // The placeholder is left out (the view's top is code's to set)…
        #expect(!layout.text.contains("+ 148"))
        #expect(diagnostics.contains { $0.message.contains("placeholder") && $0.message.contains("id v2") }, "\(diagnostics)")
        // …so its top is where Xcode stored it, and what its constraints decide is theirs.
        let solved = DocumentFrames.solve(layout).frames
        #expect(try #require(solved["v2"]).matches(.init(x: 16, y: 202, width: 343, height: 34)))
        #expect(try #require(solved["v1"]).matches(.init(x: 16, y: 20, width: 343, height: 34)))
        let moved = text.replacingOccurrences(of: "x=\"16\" y=\"202\" width=\"343\"", with: "x=\"0\" y=\"300\" width=\"100\"")
        let movedLayout = try #require(InterfaceBuilderDocument.layouts(text: moved).layouts.first)
        let stays = try #require(DocumentFrames.solve(movedLayout).frames["v2"])
        #expect(stays.matches(.init(x: 16, y: 300, width: 343, height: 34)), "\(stays)")
    }

    @Test func aSlidersFrameIsOnePointLowerAtTheBottom() throws {
        let text = ViewClassAndGuideTests.scene("""
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="18" y="554" width="339" height="31"/></slider>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="617" width="375" height="50"/></view>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="s1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" constant="-20" id="c2"/>
            <constraint firstItem="v1" firstAttribute="top" secondItem="s1" secondAttribute="bottom" constant="33" id="c3"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="v1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="v1" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c6"/>
            <constraint firstItem="v1" firstAttribute="height" constant="50" id="c7"/>
            """)
        // The alignment rectangle ends 33 above the view (at 584); the frame 1 point lower.
        #expect(try solvedFrame(text, id: "s1").matches(.init(x: 18, y: 554, width: 339, height: 31)))
    }

    @Test func aFractionMultiplierIsARatio() throws {
        let text = ViewClassAndGuideTests.scene("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="0" width="375" height="150"/>
                <constraints><constraint firstAttribute="height" constant="150" id="h1"/></constraints></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0" y="150" width="375" height="100"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="v2" firstAttribute="top" secondItem="v1" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="v2" firstAttribute="height" secondItem="v1" secondAttribute="height" multiplier="2/3" id="c3"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="v1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="v2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
            <constraint firstItem="v2" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c7"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        #expect(!layout.diagnostics.contains { $0.message.contains("multiplier") }, "\(layout.diagnostics)")
        #expect(try solvedFrame(text, id: "v2").matches(.init(x: 0, y: 150, width: 375, height: 100)))
    }

    @Test func marginsAreInsideTheSafeAreaAViewIsUnder() throws {
        let stack = """
            <stackView translatesAutoresizingMaskIntoConstraints="NO" id="st"%@><rect key="frame" x="0" y="0" width="414" height="94"/>
                <subviews><label text="Notice" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="28" y="60" width="359" height="18"/></label></subviews>
                <directionalEdgeInsets key="directionalLayoutMargins" top="16" leading="28" bottom="16" trailing="27"/>
            </stackView>
            """
        let constraints = """
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="st" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="st" firstAttribute="height" constant="94" id="c4"/>
            """
        // Under the 44-point top inset of a `retina6_1` screen: 44 + 16 down.
        let under = ViewClassAndGuideTests.scene(stack.replacingOccurrences(of: "%@", with: ""), constraints: constraints,
                                                 device: "retina6_1", toolsVersion: "17701", size: (414, 896))
        #expect(try solvedFrame(under, id: "l1").matches(.init(x: 28, y: 60, width: 359, height: 18)))
        let off = ViewClassAndGuideTests.scene(stack.replacingOccurrences(of: "%@", with: " insetsLayoutMarginsFromSafeArea=\"NO\""),
                                               constraints: constraints, device: "retina6_1", toolsVersion: "17701", size: (414, 896))
        #expect(try solvedFrame(off, id: "l1").matches(.init(x: 28, y: 16, width: 359, height: 62)))
    }

    @Test func aCellsContentViewEndsEightPointsBeforeItsAccessory() throws {
        func table(accessory: String) -> String {
            ViewClassAndGuideTests.scene("""
                <tableView translatesAutoresizingMaskIntoConstraints="NO" id="t1"><rect key="frame" x="0" y="0" width="375" height="667"/>
                    <prototypes>
                        <tableViewCell \(accessory) id="cell"><rect key="frame" x="0" y="28" width="375" height="44"/>
                            <tableViewCellContentView key="contentView" id="cv"><rect key="frame" x="0" y="0" width="348.5" height="44"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="16" y="10" width="324.5" height="24"/></view></subviews>
                                <constraints>
                                    <constraint firstItem="v1" firstAttribute="leading" secondItem="cv" secondAttribute="leadingMargin" id="k1"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="v1" secondAttribute="trailing" id="k2"/>
                                    <constraint firstItem="v1" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="10" id="k3"/>
                                    <constraint firstItem="v1" firstAttribute="height" constant="24" id="k4"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                </tableView>
                """, constraints: """
                <constraint firstItem="t1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="t1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstItem="t1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="t1" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
                """)
        }
        // A disclosure indicator: 8 points at the trailing side; without one, 16 as on the leading side.
        #expect(try solvedFrame(table(accessory: "accessoryType=\"disclosureIndicator\""), id: "v1")
            .matches(.init(x: 16, y: 10, width: 324.5, height: 24)))
        #expect(try solvedFrame(table(accessory: ""), id: "v1").matches(.init(x: 16, y: 10, width: 316.5, height: 24)))
    }

    @Test func aStackArrangesASlidersAlignmentRectangle() throws {
        let text = ViewClassAndGuideTests.scene("""
            <stackView axis="vertical" spacing="23" translatesAutoresizingMaskIntoConstraints="NO" id="st"><rect key="frame" x="16" y="100" width="382" height="98"/>
                <subviews>
                    <slider translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="-2" y="0" width="386" height="31"/></slider>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="0" y="53" width="382" height="44"/></button>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstItem="st" firstAttribute="width" constant="382" id="c3"/>
            """)
        // The slider's alignment rectangle spans the stack (0…382) and ends at 30: the button
        // is 23 below that, and the stack ends with it.
        #expect(try solvedFrame(text, id: "s1").matches(.init(x: -2, y: 0, width: 386, height: 31)))
        #expect(try solvedFrame(text, id: "b1").matches(.init(x: 0, y: 53, width: 382, height: 44)))
        #expect(try solvedFrame(text, id: "st").matches(.init(x: 16, y: 100, width: 382, height: 97)))
    }

    @Test func anEqualSpacingStackNothingStretchesIsAsShortAsItsViews() throws {
        // A tab bar as DuckDuckGo's is: a collection view (with a cell) that takes the room
        // the button row leaves, a background behind the buttons.
        func scene(distribution: String, width: String = "") -> String {
            ViewClassAndGuideTests.scene("""
                <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="cv"><rect key="frame" x="8" y="0" width="193" height="40"/>
                    <cells><collectionViewCell id="cell"><rect key="frame" x="0" y="0" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <collectionViewCellContentView key="contentView" id="ccv"><rect key="frame" x="0" y="0" width="100" height="40"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="in"><rect key="frame" x="0" y="0" width="100" height="40"/></view></subviews>
                            <constraints>
                                <constraint firstItem="in" firstAttribute="leading" secondItem="ccv" secondAttribute="leading" id="i1"/>
                                <constraint firstAttribute="trailing" secondItem="in" secondAttribute="trailing" id="i2"/>
                                <constraint firstItem="in" firstAttribute="top" secondItem="ccv" secondAttribute="top" id="i3"/>
                                <constraint firstItem="in" firstAttribute="height" secondItem="ccv" secondAttribute="height" id="i4"/>
                            </constraints>
                        </collectionViewCellContentView></collectionViewCell></cells>
                </collectionView>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="bg"><rect key="frame" x="201" y="0" width="174" height="40"/></view>
                <stackView distribution="\(distribution)" spacing="24" translatesAutoresizingMaskIntoConstraints="NO" id="st"><rect key="frame" x="213" y="-2" width="138" height="44"/>
                    <subviews>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="b1"><rect key="frame" x="0" y="0" width="30" height="44"/>
                            <constraints><constraint firstAttribute="width" constant="30" id="w1"/></constraints></button>
                        <button translatesAutoresizingMaskIntoConstraints="NO" id="b2"><rect key="frame" x="54" y="0" width="30" height="44"/>
                            <constraints><constraint firstAttribute="width" constant="30" id="w2"/></constraints></button>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b3"><rect key="frame" x="108" y="0" width="30" height="44"/>
                            <constraints><constraint firstAttribute="width" constant="30" id="w3"/><constraint firstAttribute="height" constant="44" id="h3"/></constraints></view>
                    </subviews>
                    \(width)
                </stackView>
                """, constraints: """
                <constraint firstItem="cv" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="cv" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c3"/>
                <constraint firstItem="cv" firstAttribute="height" secondItem="root" secondAttribute="height" id="c4"/>
                <constraint firstItem="bg" firstAttribute="leading" secondItem="cv" secondAttribute="trailing" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="bg" secondAttribute="trailing" id="c6"/>
                <constraint firstItem="bg" firstAttribute="top" secondItem="root" secondAttribute="top" id="c7"/>
                <constraint firstAttribute="bottom" secondItem="bg" secondAttribute="bottom" id="c8"/>
                <constraint firstItem="st" firstAttribute="leading" secondItem="cv" secondAttribute="trailing" constant="12" id="c9"/>
                <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="24" id="c10"/>
                <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="-2" id="c11"/>
                """, size: (375, 40))
        }
        // The buttons 24 apart, the collection view taking the rest, as Xcode stores it; and
        // nothing left open (without the rule the stack's width is ambiguous).
        for distribution in ["equalSpacing", "equalCentering"] {
            let text = scene(distribution: distribution)
            let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
            let solved = DocumentFrames.solve(layout)
            #expect(!solved.diagnostics.contains { $0.message.contains("ambiguous") }, "\(distribution): \(solved.diagnostics)")
            #expect(try #require(solved.frames["st"]).matches(.init(x: 213, y: -2, width: 138, height: 44)), "\(distribution)")
            #expect(try #require(solved.frames["cv"]).matches(.init(x: 8, y: 0, width: 193, height: 40)), "\(distribution)")
            #expect(try #require(solved.frames["b2"]).matches(.init(x: 54, y: 0, width: 30, height: 44)), "\(distribution)")
        }
        // Only where nothing else decides: a stack given its width spreads its views over it.
        let wide = scene(distribution: "equalSpacing", width: "<constraints><constraint firstAttribute=\"width\" constant=\"200\" id=\"sw\"/></constraints>")
        #expect(try solvedFrame(wide, id: "st").matches(.init(x: 151, y: -2, width: 200, height: 44)))
        #expect(try solvedFrame(wide, id: "b2").matches(.init(x: 85, y: 0, width: 30, height: 44)))
    }

    @Test func aScrollViewsTrailingEdgeFromInsideIsItsContentsWidth() throws {
        let text = ViewClassAndGuideTests.scene("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <label text="Tap the Add button at the top of the screen." horizontalCompressionResistancePriority="250" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="72" y="100" width="271" height="45"/></label>
                    <imageView translatesAutoresizingMaskIntoConstraints="NO" id="i1"><rect key="frame" x="72" y="161" width="271" height="152"/>
                        <constraints>
                            <constraint firstAttribute="width" priority="750" constant="350" id="k1"/>
                            <constraint firstAttribute="height" constant="152" id="k2"/>
                        </constraints></imageView>
                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="w1"><rect key="frame" x="0" y="329" width="375" height="0"/>
                        <constraints><constraint firstAttribute="height" id="k3"/></constraints></view>
                </subviews>
                <constraints>
                    <constraint firstItem="l1" firstAttribute="leading" secondItem="s1" secondAttribute="leading" constant="72" id="k4"/>
                    <constraint firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" constant="32" id="k5"/>
                    <constraint firstItem="l1" firstAttribute="top" secondItem="s1" secondAttribute="top" constant="100" id="k6"/>
                    <constraint firstItem="i1" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="l1" secondAttribute="leading" id="k7"/>
                    <constraint firstItem="i1" firstAttribute="trailing" relation="lessThanOrEqual" secondItem="l1" secondAttribute="trailing" id="k8"/>
                    <constraint firstItem="i1" firstAttribute="centerX" secondItem="l1" secondAttribute="centerX" id="k9"/>
                    <constraint firstItem="i1" firstAttribute="top" secondItem="l1" secondAttribute="bottom" constant="16" id="k10"/>
                    <constraint firstItem="w1" firstAttribute="leading" secondItem="s1" secondAttribute="leading" id="k11"/>
                    <constraint firstAttribute="trailing" secondItem="w1" secondAttribute="trailing" id="k12"/>
                    <constraint firstItem="w1" firstAttribute="top" secondItem="i1" secondAttribute="bottom" constant="16" id="k13"/>
                    <constraint firstAttribute="bottom" secondItem="w1" secondAttribute="bottom" id="k14"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="s1" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="s1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
            <constraint firstItem="w1" firstAttribute="width" secondItem="root" secondAttribute="width" id="c5"/>
            """)
        // The full-width view makes the content 375 wide, so the label ends 32 points inside
        // it, and the image, kept inside the label, gives up its 750-priority width.
        #expect(try solvedFrame(text, id: "l1").matches(.init(x: 72, y: 100, width: 271, height: 45)))
        #expect(try solvedFrame(text, id: "i1").matches(.init(x: 72, y: 161, width: 271, height: 152)))
        // Without the view that spans the content, the content is as wide as the image asks.
        let open = text.replacingOccurrences(of: "<constraint firstItem=\"w1\" firstAttribute=\"width\" secondItem=\"root\" secondAttribute=\"width\" id=\"c5\"/>", with: "")
        #expect(try solvedFrame(open, id: "i1").width == 350)
    }
}
