import Testing

/// AppKit's pop-up buttons and combo boxes are read as `popup` and `combo`, not as a push
/// button and a plain field (a preferences pane of pop-ups read as a column of action
/// buttons); a pop-up's title is the item it shows.
@Suite struct PopUpButtonTests {
    /// An Xcode 26 preferences pane: a pop-up with a selected item, one whose cell names
    /// none, a pull-down and a combo box.
    private static let document = XibFixture.macOS("""
                    <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="size">
                        <rect key="frame" x="20" y="116" width="120" height="24"/>
                        <popUpButtonCell key="cell" type="push" title="Large" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" state="on" borderStyle="borderAndBezel" inset="2" selectedItem="m2" id="sc">
                            <font key="font" metaFont="message"/>
                            <menu key="menu" id="sm">
                                <items>
                                    <menuItem title="Small" id="m1"/>
                                    <menuItem title="Medium" state="on" id="m2"/>
                                    <menuItem title="Large" id="m3"/>
                                </items>
                            </menu>
                        </popUpButtonCell>
                    </popUpButton>
                    <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="units">
                        <rect key="frame" x="160" y="116" width="62" height="24"/>
                        <popUpButtonCell key="cell" type="push" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" id="uc">
                            <font key="font" metaFont="message"/>
                            <menu key="menu" id="um">
                                <items>
                                    <menuItem title="px" id="u1"/>
                                    <menuItem title="%" id="u2"/>
                                </items>
                            </menu>
                        </popUpButtonCell>
                    </popUpButton>
                    <popUpButton verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="actions">
                        <rect key="frame" x="20" y="76" width="120" height="24"/>
                        <popUpButtonCell key="cell" type="push" title="Rename" bezelStyle="rounded" alignment="left" lineBreakMode="truncatingTail" borderStyle="borderAndBezel" inset="2" pullsDown="YES" selectedItem="a2" id="ac">
                            <font key="font" metaFont="message"/>
                            <menu key="menu" id="am">
                                <items>
                                    <menuItem title="Actions" state="on" hidden="YES" id="a1"/>
                                    <menuItem title="Rename" id="a2"/>
                                </items>
                            </menu>
                        </popUpButtonCell>
                    </popUpButton>
                    <comboBox verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="font">
                        <rect key="frame" x="20" y="36" width="100" height="23"/>
                        <comboBoxCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" borderStyle="bezel" title="12" drawsBackground="YES" completes="NO" numberOfVisibleItems="5" id="fc">
                            <font key="font" metaFont="system"/>
                        </comboBoxCell>
                    </comboBox>
            """, constraints: """
                    <constraint firstItem="size" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                    <constraint firstItem="size" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="k2"/>
                    <constraint firstItem="units" firstAttribute="leading" secondItem="size" secondAttribute="trailing" constant="20" id="k3"/>
                    <constraint firstItem="units" firstAttribute="top" secondItem="size" secondAttribute="top" id="k4"/>
                    <constraint firstItem="actions" firstAttribute="leading" secondItem="size" secondAttribute="leading" id="k5"/>
                    <constraint firstItem="actions" firstAttribute="top" secondItem="size" secondAttribute="bottom" constant="16" id="k6"/>
                    <constraint firstItem="font" firstAttribute="leading" secondItem="size" secondAttribute="leading" id="k7"/>
                    <constraint firstItem="font" firstAttribute="top" secondItem="actions" secondAttribute="bottom" constant="17" id="k8"/>
            """)

    private func viewLines() throws -> [String] { try XibFixture.viewLines(Self.document) }

    /// The selected item's title, not the cell's stale one; without a selected item the
    /// first item's; a pull-down its first item's, the title AppKit gives it.
    @Test func aPopUpShowsItsSelectedItem() throws {
        let lines = try viewLines()
        #expect(lines.contains { $0.hasPrefix("view mediumPopUpButton popup \"Medium\"") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("view pxPopUpButton popup \"px\"") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("view actionsPopUpButton popup \"Actions\"") }, "\(lines)")
    }

    /// A pull-down is written `pulldown`, its title its first item's even where its cell
    /// keeps another (AppKit's `usesItemFromMenu`); a pop-up is not.
    @Test func aPullDownIsWrittenSo() throws {
        let lines = try viewLines()
        let actions = try #require(lines.first { $0.contains(" popup \"Actions\"") }, "\(lines)")
        #expect(actions.hasSuffix(" pulldown"), "\(actions)")
        #expect(lines.filter { $0.contains("pulldown") }.count == 1, "\(lines)")
    }

    @Test func aComboBoxIsAFieldWithItsList() throws {
        let lines = try viewLines()
        #expect(lines.contains { $0.hasPrefix("view 12ComboBox combo \"12\"") || $0.contains(" combo \"12\"") }, "\(lines)")
    }
}
