import InterfaceBuilderInput
import Testing
import VisualSyntax

/// A document is untrusted input: whatever it holds is a diagnostic at its position, never
/// a crash, a hang or a file or network read.
@Suite struct HostileDocumentTests {
    static func scene(_ subviews: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sc">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <constraints>
        \(constraints)
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let label = """
        <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
            <rect key="frame" x="10" y="10" width="20" height="20"/>
        </label>
        """

    @Test func truncatedXMLIsAnErrorWhereItEnds() {
        let text = Self.scene(Self.label)
        let cut = String(text.prefix(text.count / 2))
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: cut)
        #expect(layouts.isEmpty)
        let error = diagnostics.first { $0.severity == .error }
        #expect(error?.message.contains("truncated") == true, "\(diagnostics)")
        // At the end of what is there.
        #expect(error?.range?.start.line == cut.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func unknownElementIsABoxWithAWarning() throws {
        let text = Self.scene("""
            <fancyWidget translatesAutoresizingMaskIntoConstraints="NO" id="w1">
                <rect key="frame" x="5" y="6" width="70" height="80"/>
            </fancyWidget>
            """, constraints: """
            <constraint firstItem="w1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="5" id="c1"/>
            """)
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        let warning = try #require(diagnostics.first { $0.message.contains("unknown view element <fancyWidget>") })
        #expect(warning.severity == .warning)
        #expect(warning.range?.start.line == 11)
        #expect(try #require(layouts.first).text.contains("view fancyWidget1 box"))
    }

    @Test func constraintNamingAMissingIDIsLeftOutWithAWarning() throws {
        let text = Self.scene(Self.label, constraints: """
            <constraint firstItem="l1" firstAttribute="top" secondItem="nope-00-xyz" secondAttribute="top" id="c1"/>
            """)
        let (layouts, _) = InterfaceBuilderDocument.layouts(text: text)
        let layout = try #require(layouts.first)
        let warning = try #require(layout.diagnostics.first { $0.message.contains("nope-00-xyz") })
        #expect(warning.message.contains("constraint c1 is left out"))
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.severity == .error })
    }

    @Test func conflictingCycleIsSolvedWithAConflictWarning() throws {
        let text = Self.scene(Self.label + """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v2"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """, constraints: """
            <constraint firstItem="l1" firstAttribute="width" secondItem="v2" secondAttribute="width" id="c1"/>
            <constraint firstItem="v2" firstAttribute="width" secondItem="l1" secondAttribute="width" multiplier="2" constant="10" id="c2"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(solved.diagnostics.contains { $0.message.contains("conflict") }, "\(solved.diagnostics)")
    }

    @Test func tenThousandDeepNestingIsAnError() {
        let depth = 10_000
        let open = String(repeating: "<view id=\"d\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"/><subviews>\n", count: depth)
        let close = String(repeating: "</subviews></view>\n", count: depth)
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: Self.scene(open + close))
        #expect(layouts.isEmpty)
        #expect(diagnostics.contains { $0.severity == .error && $0.message.contains("nest deeper") }, "\(diagnostics.prefix(3))")
    }

    @Test func enormousNumbersAreLeftOutNotSolved() throws {
        let text = Self.scene(Self.label, constraints: """
            <constraint firstItem="l1" firstAttribute="width" constant="1e300" id="c1"/>
            <constraint firstItem="l1" firstAttribute="height" constant="nan" id="c2"/>
            <constraint firstItem="l1" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="1:0" id="c3"/>
            <constraint firstItem="l1" firstAttribute="leading" secondItem="root" secondAttribute="leading" priority="1e9" id="c4"/>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        for id in ["c1", "c2", "c3"] {
            #expect(layout.diagnostics.contains { $0.message.contains("constraint \(id) is left out") }, "\(layout.diagnostics)")
        }
        #expect(layout.diagnostics.contains { $0.message.contains("constraint c4 has priority") })
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.severity == .error }, "\(solved.diagnostics)\n\(layout.text)")
    }

    @Test func entityDeclarationsAreRefusedUnread() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document>&b;</document>
            """
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        #expect(layouts.isEmpty)
        #expect(diagnostics.first?.message.contains("entities") == true)
        #expect(diagnostics.first?.range?.start == SourceLocation(line: 2, column: 21))
    }

    @Test func externalEntitiesAreNeverFetched() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "file:///etc/passwd">
            <document><objects/></document>
            """
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        #expect(layouts.isEmpty)
        #expect(!diagnostics.contains { $0.message.contains("root:") })
    }

    @Test func notADocumentAndEmptyText() {
        #expect(InterfaceBuilderDocument.layouts(text: "<html/>").diagnostics.first?.message.contains("not an Interface Builder document") == true)
        #expect(InterfaceBuilderDocument.layouts(text: "").diagnostics.first?.severity == .error)
    }

    @Test func quotesBackslashesAndNewlinesInTextsStayText() throws {
        let text = Self.scene("""
            <label text="a &quot;b&quot; \\ c&#10;d # e" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                <rect key="frame" x="10" y="10" width="20" height="20"/>
            </label>
            """)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.severity == .error }, "\(solved.diagnostics)\n\(layout.text)")
        #expect(solved.frames["l1"] != nil)
    }

    /// A tab view of thousands of tabs: one short note, the shown tab drawn.
    @Test func aTabViewOfThousandsOfTabsWritesOneShortNote() throws {
        let tabs = (0..<2_000).map { index in
            "<tabViewItem label=\"T\(index)\" identifier=\"\(index)\" id=\"t\(index)\"><view key=\"view\" id=\"v\(index)\">"
                + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"300\" height=\"100\"/></view></tabViewItem>"
        }.joined()
        let text = Self.scene("""
            <tabView translatesAutoresizingMaskIntoConstraints="NO" id="tabs">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                <tabViewItems>\(tabs)</tabViewItems>
            </tabView>
            """)
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        let notes = diagnostics.filter { $0.message.hasPrefix("the tab view shows") }
        #expect(notes.count == 1 && notes[0].message.count < 120, "\(notes)")
        #expect(notes.first?.message.hasSuffix("'T5', 1,994 more are not drawn") == true, "\(notes)")
        #expect(try #require(layouts.first).documentIDs.values.contains("v0"))
    }
}
