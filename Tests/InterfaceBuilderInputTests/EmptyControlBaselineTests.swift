import InterfaceBuilderInput
import Testing

/// An AppKit field with no text and a pop-up with an empty menu still have their font's
/// baselines: a label lined up with them by baseline sits beside them, as MacPass stores
/// its "URL" label 3 points below its empty field's top and its "Hash Algorithm" label 2
/// points below its empty pop-up's. Before, their baseline was their top edge, and the
/// label sat a line above them.
@Suite struct EmptyControlBaselineTests {
    @Test func aLabelLinedUpWithAnEmptyFieldOrPopUpSitsBesideIt() throws {
        let text = XibFixture.macOS("""
            <textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                <rect key="frame" x="18" y="124" width="34" height="16"/>
                <textFieldCell key="cell" lineBreakMode="clipping" title="URL" id="lc"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            <textField verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="58" y="121" width="150" height="21"/>
                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" borderStyle="bezel" drawsBackground="YES" id="fc"><font key="font" metaFont="system"/></textFieldCell>
            </textField>
            <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="popup">
                <rect key="frame" x="55" y="82" width="157" height="25"/>
                <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" imageScaling="proportionallyDown" inset="2" id="pc">
                    <font key="font" metaFont="menu"/>
                    <menu key="menu" id="pm"/>
                </popUpButtonCell>
            </popUpButton>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="label" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="k3"/>
            <constraint firstItem="field" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="k4"/>
            <constraint firstItem="popup" firstAttribute="leading" secondItem="label" secondAttribute="trailing" constant="8" id="k5"/>
            <constraint firstItem="popup" firstAttribute="firstBaseline" secondItem="label" secondAttribute="firstBaseline" id="k6"/>
            """, toolsVersion: "19455")
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let frames = DocumentFrames.solve(layout).frames
        let label = try #require(frames["label"]), field = try #require(frames["field"]), popup = try #require(frames["popup"])
        #expect(abs(field.y - (label.y - 3)) <= 1, "field \(field), label \(label)\n\(layout.text)")
        #expect(abs(popup.y - (label.y - 2)) <= 1, "pop-up \(popup), label \(label)\n\(layout.text)")
    }
}
