import Foundation
import InterfaceBuilderInput
import Testing
import VisualLayout

/// A xib's window (or panel) is laid out as its content view, as a storyboard's window
/// controller scene is; AppKit controls' frames run past their alignment rectangles in
/// documents saved before Xcode 26, not in Xcode 26's.
@Suite struct AppKitWindowAndControlTests {
    private static func window(toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <window title="Add Feed" releasedWhenClosed="NO" visibleAtLaunch="NO" animationBehavior="default" id="win">
                    <rect key="contentRect" x="196" y="240" width="300" height="100"/>
                    <view key="contentView" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="check">
                                <rect key="frame" x="18" y="63" width="120" height="18"/>
                                <buttonCell key="cell" type="check" title="Open in background" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cc">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                        </subviews>
                        <constraints>
                            <constraint firstItem="check" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="20" id="k1"/>
                            <constraint firstItem="check" firstAttribute="top" secondItem="content" secondAttribute="top" constant="20" id="k2"/>
                        </constraints>
                    </view>
                </window>
            </objects>
        </document>
        """
    }

    @Test func aWindowIsLaidOutAsItsContentView() throws {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: Self.window(toolsVersion: "23090"))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let layout = try #require(layouts.first)
        #expect(layouts.count == 1 && layout.name == "Add Feed")
        #expect(DocumentFrames.solve(layout).frames["content"] == DocumentFrames.Frame(x: 0, y: 0, width: 300, height: 100))
    }

    /// Before Xcode 26 a checkbox 20 points in is stored at x = 18, 1 point higher than its
    /// box (Xcode 15's iina documents); Xcode 26 stores it where its box is.
    @Test(arguments: [("23090", 18.0, 19.0), ("24765", 20.0, 20.0)])
    func aCheckboxFrameDependsOnTheXcodeThatSavedIt(toolsVersion: String, x: Double, y: Double) throws {
        let layout = try #require(InterfaceBuilderDocument.layouts(text: Self.window(toolsVersion: toolsVersion)).layouts.first)
        let check = try #require(DocumentFrames.solve(layout).frames["check"])
        #expect(check.x == x && check.y == y && check.height == 18, "\(check)")
    }

    /// A small checkbox's frame has 1 point more at its leading side and 1 above and below
    /// (Transmission's, iina's and MonitorControl's, stored at x = −1 in views whose edge
    /// they are pinned to, 16 high in rows 14 high): taken as a regular one's or as its
    /// alignment rectangle, a column of them overran its 132-point view and every row of
    /// it was ambiguous (Transmission's torrent options: 8 of 30 frames as stored, now 25).
    @Test func aSmallCheckboxsFrameRunsAPointPastItsBox() throws {
        let text = Self.window(toolsVersion: "23090")
            .replacingOccurrences(of: "type=\"check\" title=\"Open in background\"",
                                  with: "type=\"check\" title=\"Open in background\" controlSize=\"small\"")
            .replacingOccurrences(of: "x=\"18\" y=\"63\" width=\"120\" height=\"18\"",
                                  with: "x=\"19\" y=\"65\" width=\"110\" height=\"16\"")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let check = try #require(DocumentFrames.solve(layout).frames["check"])
        #expect(check == DocumentFrames.Frame(x: 19, y: 19, width: 110, height: 16), "\(check) \(layout.text)")
    }

    /// A checkbox is drawn as one, not as a push button with its title centred (a
    /// preferences window of them read as a column of blue buttons); its state is kept.
    @Test func checkboxesAndRadioButtonsKeepTheirKindAndState() throws {
        let text = Self.window(toolsVersion: "23090")
            .replacingOccurrences(of: "type=\"check\" title=\"Open in background\"",
                                  with: "type=\"check\" title=\"Open in background\" state=\"on\"")
            .replacingOccurrences(of: "</subviews>", with: """
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="radio">
                        <rect key="frame" x="18" y="33" width="80" height="18"/>
                        <buttonCell key="cell" type="radio" title="Small" bezelStyle="regularSquare" imagePosition="left" inset="2" id="rc">
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                    </button>
                </subviews>
                """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let lines = layout.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("view openInBackgroundButton checkbox \"Open in background\"") && $0.hasSuffix(" on") },
                "\(layout.text)")
        #expect(lines.contains { $0.hasPrefix("view smallButton radio \"Small\"") && !$0.hasSuffix(" on") }, "\(layout.text)")
    }
}

/// A macOS xib of one root view `width` × `height` holding `subviews`, and `constraints`
/// when given, as Xcode `toolsVersion` writes it.
private func appKitXib(toolsVersion: String, width: Int, height: Int, subviews: String, constraints: String? = nil) -> String {
    XibFixture.macOS(subviews, constraints: constraints ?? "", size: (Double(width), Double(height)), toolsVersion: toolsVersion)
}

/// AppKit stores a frame from its superview's bottom edge: a view that keeps its stored
/// frame (no constraints, its autoresizing mask's) is that far up from the bottom.
@Suite struct AppKitStoredFrameTests {
    @Test func anAutoresizingViewKeepsItsFrameCountedFromTheBottom() throws {
        let text = appKitXib(toolsVersion: "23502", width: 480, height: 308, subviews: """
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" id="note">
                <rect key="frame" x="247" y="211" width="227" height="16"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Version 4" id="c1">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let note = try #require(DocumentFrames.solve(layout).frames["note"])
        #expect(note == DocumentFrames.Frame(x: 247, y: 308 - 211 - 16, width: 227, height: 16), "\(note)\n\(layout.text)")
    }
}

/// Before Xcode 26 an NSBox's frame runs 3 points past its sides, 2 above and 4 below
/// its alignment rectangle, and a rounded pop-up button's text sits 2.5 points higher in
/// its frame than a centred line (both measured on iina's documents).
@Suite struct AppKitBoxAndPopUpTests {
    static let document = appKitXib(toolsVersion: "23090", width: 400, height: 200, subviews: """
        <box title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="box">
            <rect key="frame" x="17" y="126" width="106" height="56"/>
            <view key="contentView" id="inside">
                <rect key="frame" x="4" y="5" width="98" height="48"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            </view>
            <constraints>
                <constraint firstAttribute="width" constant="100" id="bw"/>
                <constraint firstAttribute="height" constant="50" id="bh"/>
            </constraints>
        </box>
        <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
            <rect key="frame" x="18" y="84" width="54" height="16"/>
            <textFieldCell key="cell" lineBreakMode="clipping" title="Format:" id="lc">
                <font key="font" metaFont="system"/>
            </textFieldCell>
        </textField>
        <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popup">
            <rect key="frame" x="75" y="77" width="80" height="25"/>
            <popUpButtonCell key="cell" type="push" title="PNG" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                <font key="font" metaFont="menu"/>
            </popUpButtonCell>
        </popUpButton>
        """, constraints: """
        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k3"/>
        <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="k4"/>
        <constraint firstItem="popup" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="k5"/>
        <constraint firstItem="popup" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="k6"/>
        """)

    @Test func aBoxAndAPopUpAreWhereXcode15StoredThem() throws {
        let layout = try #require(InterfaceBuilderDocument.layouts(text: Self.document).layouts.first)
        let solved = DocumentFrames.solve(layout)
        let stored = DocumentFrames.storedFrames(Self.document)
        for id in ["box", "popup"] {
            let frame = try #require(solved.frames[id]), kept = try #require(stored[id])
            // Stored from the bottom of the 200-point root.
            let fromTop = DocumentFrames.Frame(x: kept.x, y: 200 - kept.y - kept.height, width: kept.width, height: kept.height)
            #expect(frame.matches(fromTop), "\(id): \(frame) stored \(fromTop)\n\(layout.text)")
        }
    }

    /// The box puts its content view inside its border itself: the picture of every box
    /// drew four small values around it (`1`, `13`, `1`, `1` in MacPass's preferences) that
    /// nobody laid out. The document's own spacings are still drawn.
    @Test func aBoxsContentViewIsNotASpacing() throws {
        let layout = try #require(InterfaceBuilderDocument.layouts(text: Self.document).layouts.first)
        let tree = try #require(LayoutPipeline.layout(layout).tree)
        let measured = Set(tree.guides.flatMap { [$0.before, $0.after] }.compactMap { $0 })
        let boxName = try #require(tree.views.first { $0.kind == .box }?.name)
        let content = tree.views.filter { $0.parent == boxName }.map(\.name)
        #expect(!content.isEmpty, "\(tree.views.map(\.name))")
        #expect(measured.isDisjoint(with: content), "\(tree.guides)")
        #expect(tree.guides.contains { $0.isSatisfied && $0.constant == 20 }, "\(tree.guides)")
    }
}

/// An AppKit "Wrapping Label" (a cell with no line break mode, or a wrapping one) takes
/// as many lines as its height holds; a clipping one stays on one line.
@Suite struct AppKitWrappingLabelTests {
    @Test func aWrappingCellIsAManyLineLabel() throws {
        let text = appKitXib(toolsVersion: "24765", width: 200, height: 100, subviews: """
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="wraps">
                <rect key="frame" x="18" y="20" width="164" height="32"/>
                <textFieldCell key="cell" selectable="YES" title="NetNewsWire will use your iCloud account to sync your feeds." id="c1">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="clips">
                <rect key="frame" x="18" y="64" width="164" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="Use your iCloud account" id="c2">
                    <font key="font" metaFont="system"/>
                </textFieldCell>
            </textField>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let lines = layout.text.split(separator: "\n")
        #expect(lines.contains { $0.contains("NetNewsWire will use") && $0.contains("lines 0") }, "\(layout.text)")
        #expect(lines.contains { $0.contains("Use your iCloud account") && !$0.contains("lines") }, "\(layout.text)")
    }
}

/// An `NSStackView` that keeps its views in gravity areas (`<beginningViews>`,
/// `<endViews>`; older documents, MacPass's context bar) and an `NSTabView`'s tabs: their
/// views were left out of the picture without a word.
@Suite struct AppKitGravityAreaAndTabTests {
    /// The constraints that pin the view `id` to the root's four edges.
    private static func pinnedToRoot(_ id: String) -> String {
        ["leading", "trailing", "top", "bottom"].enumerated().map { index, edge in
            "<constraint firstItem=\"\(id)\" firstAttribute=\"\(edge)\" secondItem=\"root\" secondAttribute=\"\(edge)\" id=\"k\(index)\"/>"
        }.joined(separator: "\n")
    }

    @Test func gravityAreasClusterTheirViewsAtTheStacksEnds() throws {
        let text = appKitXib(toolsVersion: "24765", width: 400, height: 30, subviews: """
                    <stackView orientation="horizontal" alignment="centerY" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                        <rect key="frame" x="0.0" y="0.0" width="400" height="30"/>
                        <beginningViews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="all">
                                <rect key="frame" x="0.0" y="6" width="60" height="18"/>
                                <buttonCell key="cell" type="recessed" title="All" bezelStyle="recessed" id="c1"/>
                            </button>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="mine">
                                <rect key="frame" x="68" y="6" width="60" height="18"/>
                                <buttonCell key="cell" type="recessed" title="Mine" bezelStyle="recessed" id="c2"/>
                            </button>
                        </beginningViews>
                        <endViews>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="sort">
                                <rect key="frame" x="330" y="6" width="70" height="18"/>
                                <buttonCell key="cell" type="recessed" title="Sort" bezelStyle="recessed" id="c3"/>
                            </button>
                        </endViews>
                    </stackView>
            """, constraints: Self.pinnedToRoot("stack"))
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        let layout = try #require(layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(!diagnostics.contains { $0.severity != .note }, "\(diagnostics)")
        #expect(!solved.diagnostics.contains { $0.message.contains("ambiguous") }, "\(solved.diagnostics)")
        let all = try #require(solved.frames["all"]), mine = try #require(solved.frames["mine"])
        let sort = try #require(solved.frames["sort"])
        // The start area from the stack's start, 8 apart; the end area at its end.
        #expect(all.x == 0 && mine.x == 68, "\(all) \(mine)")
        #expect(sort.x + sort.width == 400, "\(sort)")
        // The room between the areas is the stack's hugging giving way, by design: not drawn
        // as a constraint that gave way (it was `8 @250 → 194` in the picture and legend),
        // while the spacings the stack keeps are drawn.
        let tree = try #require(LayoutPipeline.layout(layout).tree)
        #expect(!tree.guides.contains { !$0.isSatisfied }, "\(tree.guides.filter { !$0.isSatisfied })")
        #expect(tree.guides.contains { $0.isSatisfied && $0.constant == 8 })
    }

    @Test func aTabViewDrawsItsShownTabAndNamesTheOthers() throws {
        let text = appKitXib(toolsVersion: "24765", width: 300, height: 100, subviews: """
                    <tabView type="noTabsNoBorder" translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                        <tabViewItems>
                            <tabViewItem label="General" identifier="1" id="t1">
                                <view key="view" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <textField translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="18" y="62" width="100" height="16"/>
                                            <textFieldCell key="cell" title="Name" id="nc"/>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="20" id="n1"/>
                                        <constraint firstItem="name" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="22" id="n2"/>
                                    </constraints>
                                </view>
                            </tabViewItem>
                            <tabViewItem label="Advanced" identifier="2" id="t2">
                                <view key="view" id="v2">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                </view>
                            </tabViewItem>
                        </tabViewItems>
                    </tabView>
            """, constraints: Self.pinnedToRoot("tabs"))
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        let layout = try #require(layouts.first)
        let name = try #require(DocumentFrames.solve(layout).frames["name"])
        #expect(name.y == 22, "\(name)")
        #expect(diagnostics.contains { $0.message == "the tab view shows its tab 'General'; 'Advanced' is not drawn" },
                "\(diagnostics)")
    }
}

/// Sizes taken from stored frames are Apple's font rounded to whole points: Sequel Ace's
/// import sheet stores two labels of equal widths 189 and 188 wide in a row that fits to
/// the point, and held at the document's required compression resistance that rounding
/// was a conflict drawn in red, one the app does not have.
@Suite struct StoredSizeRoundingTests {
    @Test func aRowThatFitsToTheRoundedPointIsNoConflict() throws {
        let label = { (id: String, x: Int, width: Int, title: String) in """
                    <textField horizontalCompressionResistancePriority="1000" verticalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(x)" y="10" width="\(width)" height="17"/>
                        <textFieldCell key="cell" lineBreakMode="clipping" alignment="right" title="\(title)" id="\(id)c"/>
                    </textField>
            """ }
        let text = appKitXib(toolsVersion: "23090", width: 417, height: 40,
                             subviews: label("a", 18, 189, "Fields terminated by:") + "\n" + label("b", 211, 188, "Fields escaped by:"),
                             constraints: """
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="k2"/>
                    <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="k3"/>
                    <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="20" id="k4"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="k5"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="13" id="k6"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.message.contains("conflict") }, "\(solved.diagnostics)")
        let a = try #require(solved.frames["a"])
        #expect(abs(a.width - 188.5) <= 0.5, "\(a)")
    }
}

/// AppKit controls that size themselves take the size Xcode stored. A standard path control
/// sizes itself to its path: placed by its leading edge only (a grid cell) it is not
/// ambiguous (OpenEmu's library preferences drew it as a 0-wide dashed line); a pop-up style
/// one is stretched by its constraints (MacPass's). An image view's image is on its cell
/// in AppKit, not on the view as in UIKit (OpenEmu's warning icon beside its message was
/// 0 wide and its row ambiguous).
@Suite struct AppKitStoredSizeTests {
    private static func document(_ subview: String) -> String {
        XibFixture.macOS(subview, constraints: """
            <constraint firstItem="v" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """, size: (400, 60), toolsVersion: "18122")
    }

    private static func pathControl(style: String) -> String {
        """
                        <pathControl focusRingType="none" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                            <rect key="frame" x="20" y="18" width="184" height="22"/>
                            <pathCell key="cell" selectable="YES" focusRingType="none" alignment="left" \(style) id="pc">
                                <font key="font" metaFont="system"/>
                                <url key="url" string="file://localhost/Applications/"/>
                            </pathCell>
                        </pathControl>
        """
    }

    private static let imageView = """
                        <imageView horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="v">
                            <rect key="frame" x="20" y="28" width="12" height="12"/>
                            <imageCell key="cell" refusesFirstResponder="YES" alignment="left" imageScaling="proportionallyDown" image="list_indicator_missing" id="ic"/>
                        </imageView>
        """

    @Test(arguments: [
        (pathControl(style: ""), 184.0, 22.0),
        (imageView, 12.0, 12.0),
    ])
    func aControlThatSizesItselfTakesTheSizeXcodeStored(subview: String, width: Double, height: Double) throws {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: Self.document(subview))
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let layout = try #require(layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(solved.frames["v"] == DocumentFrames.Frame(x: 20, y: 20, width: width, height: height), "\(layout.text)")
        #expect(!solved.diagnostics.contains { $0.message.contains("ambiguous") }, "\(solved.diagnostics)")
    }

    @Test func aPopUpPathControlIsSizedByItsConstraints() throws {
        let layout = try #require(InterfaceBuilderDocument.layouts(
            text: Self.document(Self.pathControl(style: "pathStyle=\"popUp\""))).layouts.first)
        #expect(!layout.text.contains("intrinsic"), "\(layout.text)")
    }
}

/// A xib's top-level control (a pop-up kept as a menu's template) is drawn as the control it
/// is, not as an empty container; a control showing only its image shows no title.
/// (OpenEmu's shader parameters: a blank 100 × 16 frame, and a gear pull-down titled
/// "Item 1" drawn "…" and reported truncated.)
@Suite struct TopLevelControlTests {
    private static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="18122" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <popUpButton id="template">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="22"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMinY="YES"/>
                    <popUpButtonCell key="cell" type="push" title="Pixellate" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" id="tc">
                        <font key="font" metaFont="system"/>
                    </popUpButtonCell>
                </popUpButton>
                <view id="root" userLabel="bar">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                    <subviews>
                        <popUpButton translatesAutoresizingMaskIntoConstraints="NO" id="gear">
                            <rect key="frame" x="20" y="9" width="25" height="22"/>
                            <popUpButtonCell key="cell" type="push" title="Item 1" bezelStyle="rounded" imagePosition="only" alignment="center" controlSize="small" lineBreakMode="truncatingTail" state="on" borderStyle="border" inset="2" pullsDown="YES" id="gc">
                                <font key="font" metaFont="smallSystem"/>
                            </popUpButtonCell>
                        </popUpButton>
                    </subviews>
                    <constraints>
                        <constraint firstItem="gear" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="gear" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" id="c2"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test func aTopLevelControlIsDrawnAsItsKind() throws {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: Self.document)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let template = try #require(layouts.first { $0.documentIDs.values.contains("template") })
        let tree = try #require(LayoutPipeline.layout(text: template.text, name: template.name).tree)
        let popUp = try #require(tree.views.first { template.documentIDs[$0.name] == "template" })
        #expect(popUp.kind == .popup && popUp.text == "Pixellate", "\(template.text)")
    }

    @Test func aControlShowingOnlyItsImageHasNoTitle() throws {
        let bar = try #require(InterfaceBuilderDocument.layouts(text: Self.document).layouts.first { $0.name == "bar" })
        let result = LayoutPipeline.layout(text: bar.text, name: bar.name)
        let gear = try #require(result.tree?.views.first { bar.documentIDs[$0.name] == "gear" })
        #expect(gear.text == nil || gear.text == "", "\(bar.text)")
        #expect(!result.diagnostics.contains { $0.message.contains("truncated") }, "\(result.diagnostics)")
    }
}
