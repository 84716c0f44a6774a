import InterfaceBuilderInput
import Testing

/// AppKit documents write what UIKit documents write in other words: an `NSStackView`'s
/// `orientation` (not `axis`), `centerY`/`left` alignments and a default spacing of 8; a
/// label is a text field whose cell is not editable, its text the cell's `title`.
@Suite struct AppKitDocumentTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
            <objects>
                <customView id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <stackView distribution="fill" orientation="vertical" alignment="leading" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                            <rect key="frame" x="20" y="116" width="120" height="64"/>
                            <subviews>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="-2" y="48" width="84" height="16"/>
                                    <textFieldCell key="cell" lineBreakMode="clipping" title="Preferences" id="c1">
                                        <font key="font" metaFont="systemBold"/>
                                    </textFieldCell>
                                </textField>
                                <textField translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="0.0" y="19" width="120" height="21"/>
                                    <textFieldCell key="cell" scrollable="YES" editable="YES" placeholderString="Name" id="c2">
                                        <font key="font" metaFont="system"/>
                                    </textFieldCell>
                                </textField>
                                <button translatesAutoresizingMaskIntoConstraints="NO" id="save">
                                    <rect key="frame" x="-7" y="-7" width="70" height="32"/>
                                    <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" id="c3">
                                        <font key="font" metaFont="system"/>
                                    </buttonCell>
                                </button>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                        <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """

    @Test func aVerticalStackStacksDownWithAppKitsSpacing() throws {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: Self.document)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let layout = try #require(layouts.first)
        let solved = DocumentFrames.solve(layout)
        let title = try #require(solved.frames["title"]), name = try #require(solved.frames["name"])
        let save = try #require(solved.frames["save"])
        // Down the stack, 8 apart, each at its leading edge.
        // A rounded push button's frame (Xcode 12.2 to 26) runs 5 points above its alignment
        // rectangle and 7 past each side: the stack aligns the rectangles.
        #expect(title.y == 0 && name.y == title.height + 8 && save.y == name.y + name.height + 8 - 5, "\(layout.text)")
        // A label's frame is 2 points wider than its alignment rectangle at each side, as
        // AppKit stores it (x = −2): the stack aligns the rectangles.
        #expect(title.x == -2 && title.width == 84 && name.x == 0 && save.x == -7)
    }

    @Test func labelsAndTitlesComeFromTheCells() throws {
        let layout = try #require(InterfaceBuilderDocument.layouts(text: Self.document).layouts.first)
        #expect(layout.text.contains(#"label "Preferences""#), "\(layout.text)")
        #expect(layout.text.contains(#"field "Name""#))
        #expect(layout.text.contains(#"button "Save""#))
        #expect(layout.text.contains(#"label "Preferences" intrinsic 84 16"#) && layout.text.contains("font 11.5 bold"))
    }
}
