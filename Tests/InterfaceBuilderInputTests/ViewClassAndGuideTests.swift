import InterfaceBuilderInput
import Testing

/// Every view class the issue lists becomes a view of the right kind; the old layout
/// guides, autoresizing masks, inferred navigation bars and scroll views' content edges
/// mean what UIKit makes of them.
@Suite struct ViewClassAndGuideTests {
    static func scene(_ subviews: String, constraints: String = "", controller: String = "viewController id=\"vc\"",
                      extra: String = "", device: String = "retina4_7", toolsVersion: String = "21701",
                      size: (Double, Double) = (375, 667)) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc">
                    <objects>
                        <\(controller)>
                            \(extra)
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </\(controller.split(separator: " ")[0])>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test func everyClassHasItsKind() throws {
        let classes: [(String, String)] = [
            ("view", "box"), ("label", "label"), ("button", "button"), ("imageView", "image"), ("textField", "field"),
            ("textView", "text"), ("switch", "switch"), ("segmentedControl", "box"), ("slider", "box"), ("stepper", "box"),
            ("activityIndicatorView", "box"), ("progressView", "box"), ("stackView", "box"), ("scrollView", "box"),
            ("tableView", "box"), ("collectionView", "box"), ("visualEffectView", "box"), ("navigationBar", "box"),
            ("toolbar", "box"), ("tabBar", "box"), ("mapView", "box"), ("webView", "box"), ("wkWebView", "box"),
            ("pageControl", "box"), ("datePicker", "box"), ("pickerView", "box"), ("searchBar", "box"),
        ]
        let subviews = classes.enumerated().map { index, entry in
            "<\(entry.0) translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"\(index * 20)\" width=\"100\" height=\"20\"/></\(entry.0)>"
        }.joined(separator: "\n")
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: Self.scene(subviews))
        #expect(!diagnostics.contains { $0.message.contains("unknown") }, "\(diagnostics)")
        let layout = try #require(layouts.first)
        let names = Dictionary(uniqueKeysWithValues: layout.documentIDs.map { ($1, $0) })
        for (index, (className, kind)) in classes.enumerated() {
            let name = try #require(names["v\(index)"])
            let declared = layout.text.split(separator: "\n").contains { line in
                let line = line.trimmingPrefix(while: \.isWhitespace)
                return line == "view \(name) \(kind)" || line.hasPrefix("view \(name) \(kind) ")
            }
            #expect(declared, "\(className) → \(kind)\n\(layout.text)")
        }
        // Sliders and progress views take their stored height only; switches UIKit's size.
        #expect(layout.text.contains("view slider1 box intrinsic none 20"))
        #expect(!layout.text.contains("view switch1 switch intrinsic"))
    }

    @Test func aSwitchKeepsUIKitsSizeWhateverItsSizeConstraints() throws {
        let text = Self.scene("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="10" y="10" width="51" height="31"/>
                <constraints><constraint firstAttribute="width" constant="49" id="w"/></constraints></switch>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let frame = try #require(DocumentFrames.solve(layout).frames["s1"])
        #expect(frame.matches(.init(x: 10, y: 10, width: 51, height: 31)), "\(frame)\n\(layout.text)")
    }

    @Test func oldTopAndBottomLayoutGuidesAreTheSafeArea() throws {
        let text = Self.scene("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v1"><rect key="frame" x="0" y="28" width="375" height="611"/></view>
            """, constraints: """
            <constraint firstItem="v1" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="c1"/>
            <constraint firstItem="bottom" firstAttribute="top" secondItem="v1" secondAttribute="bottom" constant="28" id="c2"/>
            <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
            <constraint firstItem="v1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
            """, extra: """
            <layoutGuides><viewControllerLayoutGuide type="top" id="top"/><viewControllerLayoutGuide type="bottom" id="bottom"/></layoutGuides>
            """, toolsVersion: "14092")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        #expect(layout.text.contains("view2.top == safeArea.top + 8"))
        #expect(layout.text.contains("safeArea.bottom == view2.bottom + 28"))
        // Saved by Xcode 9 on an iPhone 8: the 20-point status bar is in the safe area.
        let frame = try #require(DocumentFrames.solve(layout).frames["v1"])
        #expect(frame.matches(.init(x: 0, y: 28, width: 375, height: 611)), "\(frame)\n\(layout.text)")
    }

    @Test(arguments: [
        ("widthSizable=\"YES\" heightSizable=\"YES\"", (375.0 - 40, 667.0 - 60), "view2.right == superview.right - 20"),
        ("flexibleMinX=\"YES\" flexibleMaxY=\"YES\"", (100.0, 50.0), "view2.right == superview.right - 255"),
        ("flexibleMaxX=\"YES\" flexibleMinY=\"YES\"", (100.0, 50.0), "view2.bottom == superview.bottom - 587"),
    ])
    func autoresizingKeepsTheStoredFrame(mask: String, size: (Double, Double), equation: String) throws {
        let text = Self.scene("""
            <view id="v1"><rect key="frame" x="20" y="30" width="\(size.0)" height="\(size.1)"/>
                <autoresizingMask key="autoresizingMask" \(mask)/></view>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        #expect(layout.text.contains(equation), "\(layout.text)")
        let frame = try #require(DocumentFrames.solve(layout).frames["v1"])
        #expect(frame.matches(.init(x: 20, y: 30, width: size.0, height: size.1)), "\(frame)")
    }

    @Test func aViewControllerInANavigationStackHasItsBar() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <device id="retina6_12" orientation="portrait"/>
                <scenes>
                    <scene sceneID="nav"><objects><navigationController id="n1">
                        <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0" y="59" width="393" height="44"/></navigationBar>
                        <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="s1"/></connections>
                    </navigationController></objects></scene>
                    <scene sceneID="one"><objects><viewController id="first">
                        <view key="view" id="r1"><rect key="frame" x="0" y="0" width="393" height="852"/><viewLayoutGuide key="safeArea" id="g1"/></view>
                        <navigationItem key="navigationItem" id="i1"><barButtonItem key="rightBarButtonItem" id="b1">
                            <connections><segue destination="second" kind="show" id="s2"/></connections></barButtonItem></navigationItem>
                    </viewController></objects></scene>
                    <scene sceneID="two"><objects><viewController id="second">
                        <view key="view" id="r2"><rect key="frame" x="0" y="0" width="393" height="852"/><viewLayoutGuide key="safeArea" id="g2"/></view>
                    </viewController></objects></scene>
                </scenes>
            </document>
            """
        let layouts = InterfaceBuilderDocument.layouts(text: text).layouts
        #expect(layouts.map(\.name) == ["one", "two"])
        for layout in layouts {
            // 59 for the Dynamic Island's status bar, 44 for the navigation bar.
            #expect(layout.text.contains("safe-area 103 0 34 0"), "\(layout.name)\n\(layout.text)")
        }
    }

    @Test func scrollViewContentEdgesAreNotItsFrame() throws {
        let text = Self.scene("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="c1"><rect key="frame" x="0" y="0" width="375" height="1000"/></view></subviews>
                <constraints>
                    <constraint firstItem="c1" firstAttribute="top" secondItem="content" secondAttribute="top" id="k1"/>
                    <constraint firstItem="c1" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="k2"/>
                    <constraint firstItem="c1" firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="k3"/>
                    <constraint firstItem="c1" firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="k4"/>
                    <constraint firstItem="c1" firstAttribute="width" secondItem="frame" secondAttribute="width" id="k5"/>
                    <constraint firstItem="c1" firstAttribute="height" constant="1000" id="k6"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="content"/>
                <viewLayoutGuide key="frameLayoutGuide" id="frame"/>
            </scrollView>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="s1" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r2"/>
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
            <constraint firstItem="s1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.message.contains("conflict") }, "\(solved.diagnostics)\n\(layout.text)")
        let content = try #require(solved.frames["c1"])
        #expect(content.matches(.init(x: 0, y: 0, width: 375, height: 1000)), "\(content)\n\(layout.text)")
    }

    /// A scroll view's edges, constrained from inside it, are its content area's; its
    /// centres (and sizes) are its frame's, as UIKit's Auto Layout Guide says ("Working with
    /// Scroll Views"): an image centred on a scroll view whose content is half as wide sits
    /// in the middle of the frame (measured: VLC's donation form, stored centred on a
    /// 399-point scroll view).
    @Test func aScrollViewsCentreIsItsFramesNotItsContents() throws {
        let text = Self.scene("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="s1"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="c1"><rect key="frame" x="0" y="0" width="175" height="1000"/></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="img"><rect key="frame" x="137.5" y="20" width="100" height="100"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="c1" firstAttribute="top" secondItem="s1" secondAttribute="top" id="k1"/>
                    <constraint firstItem="c1" firstAttribute="leading" secondItem="s1" secondAttribute="leading" id="k2"/>
                    <constraint firstAttribute="bottom" secondItem="c1" secondAttribute="bottom" id="k3"/>
                    <constraint firstAttribute="trailing" secondItem="c1" secondAttribute="trailing" id="k4"/>
                    <constraint firstItem="c1" firstAttribute="width" constant="175" id="k5"/>
                    <constraint firstItem="c1" firstAttribute="height" constant="1000" id="k6"/>
                    <constraint firstItem="img" firstAttribute="centerX" secondItem="s1" secondAttribute="centerX" id="k7"/>
                    <constraint firstItem="img" firstAttribute="top" secondItem="s1" secondAttribute="top" constant="20" id="k8"/>
                    <constraint firstItem="img" firstAttribute="width" constant="100" id="k9"/>
                    <constraint firstItem="img" firstAttribute="height" constant="100" id="k10"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="r1"/>
            <constraint firstItem="s1" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="r2"/>
            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r3"/>
            <constraint firstItem="s1" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r4"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.message.contains("conflict") }, "\(solved.diagnostics)\n\(layout.text)")
        let image = try #require(solved.frames["img"])
        #expect(image.matches(.init(x: 137.5, y: 20, width: 100, height: 100)), "\(image)\n\(layout.text)")
    }

    /// A tvOS screen's safe area is the television's overscan: 60 above and below, 80 at
    /// the sides (VLC's tvOS documents store views pinned to it there).
    @Test func anAppleTVScreenKeepsItsOverscanOut() throws {
        let text = Self.scene("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel"><rect key="frame" x="680" y="60" width="560" height="960"/></view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="600" id="r1"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="safe" secondAttribute="top" id="r2"/>
            <constraint firstItem="safe" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" id="r3"/>
            <constraint firstItem="safe" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="600" id="r4"/>
            """, device: "appleTV", toolsVersion: "21225", size: (1920, 1080))
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let panel = try #require(DocumentFrames.solve(layout).frames["panel"])
        #expect(panel.matches(.init(x: 680, y: 60, width: 560, height: 960)), "\(panel)\n\(layout.text)")
    }

    /// Xcode 26's documents show iOS 26's controls: a 63 × 28 switch, a slider whose frame
    /// is its alignment rectangle; older documents keep UIKit's 51 × 31 switch and a slider
    /// frame 2 points wider at each side.
    @Test(arguments: [("24412", 63.0, 28.0, 20.0, 335.0), ("22154", 51.0, 31.0, 18.0, 339.0)])
    func switchesAndSlidersAreTheXcodeVersions(toolsVersion: String, switchWidth: Double, switchHeight: Double,
                                               sliderX: Double, sliderWidth: Double) throws {
        let text = Self.scene("""
            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="20" y="100" width="\(switchWidth)" height="\(switchHeight)"/></switch>
            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="\(sliderX)" y="200" width="\(sliderWidth)" height="31"/></slider>
            """, constraints: """
            <constraint firstItem="sw" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r1"/>
            <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r2"/>
            <constraint firstItem="sl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="r3"/>
            <constraint firstAttribute="trailing" secondItem="sl" secondAttribute="trailing" constant="20" id="r4"/>
            <constraint firstItem="sl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="r5"/>
            """, toolsVersion: toolsVersion)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let frames = DocumentFrames.solve(layout).frames
        let toggle = try #require(frames["sw"]), slider = try #require(frames["sl"])
        #expect(toggle.width == switchWidth && toggle.height == switchHeight, "\(toggle)\n\(layout.text)")
        #expect(slider.x == sliderX && slider.width == sliderWidth, "\(slider)\n\(layout.text)")
    }
}
