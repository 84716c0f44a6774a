import InterfaceBuilderInput
import Testing

/// `NSStackView` keeps its views inside itself at its clipping resistance priority and
/// shrinks onto them at its hugging priority, where `UIStackView` pins them to its edges;
/// an `NSBox` separator keeps the length it was drawn at, its frame 2 points past its line.
@Suite struct AppKitStackPriorityTests {
    /// A xib of one root view holding `body` and `constraints` (AppKit frames are from the bottom).
    private static func document(_ body: String, constraints: String) -> String {
        XibFixture.macOS(body, constraints: constraints, size: (400, 200), toolsVersion: "22505")
    }

    private static func solve(_ body: String, constraints: String = "") throws
        -> (frames: [String: DocumentFrames.Frame], messages: [String]) {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: document(body, constraints: constraints))
        let layout = try #require(layouts.first)
        let solved = DocumentFrames.solve(layout)
        return (solved.frames, (diagnostics + solved.diagnostics).map(\.message))
    }

    /// An equal-centring stack held as wide as the root centres its one view at the view's
    /// own width: the stack hugs it below required, as much room on either side.
    @Test func aLoneViewInAnEqualCentringStackIsCentred() throws {
        let (frames, messages) = try Self.solve("""
            <stackView distribution="equalCentering" orientation="horizontal" alignment="centerY" spacing="0.0" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                <subviews>
                    <customView horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="card">
                        <rect key="frame" x="100" y="50" width="200" height="100"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="200" priority="300" id="w"/>
                            <constraint firstAttribute="height" constant="100" id="h"/>
                        </constraints>
                    </customView>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="st" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k2"/>
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="k3"/>
            <constraint firstItem="st" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="k4"/>
            """)
        let card = try #require(frames["card"])
        #expect(card == DocumentFrames.Frame(x: 100, y: 50, width: 200, height: 100), "\(messages)")
        #expect(!messages.contains { $0.contains("conflict") }, "\(messages)")
    }

    /// A stack that resists clipping below required (999) gives way to a required height:
    /// its view stays at its top and runs past its bottom, with no conflict.
    @Test func aStackResistingClippingBelowRequiredClipsItsLastView() throws {
        let (frames, messages) = try Self.solve("""
            <stackView distribution="fill" orientation="vertical" alignment="leading" verticalClippingResistancePriority="999" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="200" width="100" height="0.0"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="row">
                        <rect key="frame" x="0.0" y="-24" width="100" height="24"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="100" id="w"/>
                            <constraint firstAttribute="height" constant="24" id="h"/>
                        </constraints>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstAttribute="height" id="zero"/>
                </constraints>
            </stackView>
            """)
        #expect(!messages.contains { $0.contains("conflict") }, "\(messages)")
        #expect(frames["st"]?.height == 0 && frames["row"] == DocumentFrames.Frame(x: 0, y: 0, width: 100, height: 24),
                "\(frames)")
    }

    /// A view that its own constraints hold off centre in a centring stack stays there:
    /// AppKit centres below required, so Xcode stores no conflict.
    @Test func aViewPinnedOffCentreInACentringStackIsNoConflict() throws {
        let (frames, messages) = try Self.solve("""
            <stackView distribution="fill" orientation="horizontal" alignment="centerY" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="400" height="200"/>
                <subviews>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                        <rect key="frame" x="0.0" y="26" width="400" height="154"/>
                    </customView>
                </subviews>
                <constraints>
                    <constraint firstItem="panel" firstAttribute="top" secondItem="st" secondAttribute="top" constant="20" id="t"/>
                    <constraint firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="26" id="b"/>
                    <constraint firstAttribute="width" constant="400" id="sw"/>
                    <constraint firstAttribute="height" constant="200" id="sh"/>
                </constraints>
            </stackView>
            """)
        #expect(!messages.contains { $0.contains("conflict") }, "\(messages)")
        #expect(frames["panel"]?.y == 20 && frames["panel"]?.height == 154, "\(frames)")
    }

    /// A separator in a stack keeps the 96 points it was drawn at (the stack hugs it), its
    /// frame 2 points above and below its line.
    @Test func aSeparatorKeepsItsStoredLengthAndItsFrameStraddlesItsLine() throws {
        let (frames, messages) = try Self.solve("""
            <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="20" horizontalStackHuggingPriority="249.99998474121094" verticalStackHuggingPriority="249.99998474121094" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="176" width="96" height="24"/>
                <subviews>
                    <box verticalHuggingPriority="750" boxType="separator" translatesAutoresizingMaskIntoConstraints="NO" id="line">
                        <rect key="frame" x="0.0" y="22" width="96" height="4"/>
                    </box>
                    <customView translatesAutoresizingMaskIntoConstraints="NO" id="below">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="4"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="w"/>
                            <constraint firstAttribute="height" constant="4" id="h"/>
                        </constraints>
                    </customView>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
            """)
        #expect(!messages.contains { $0.contains("ambiguous") || $0.contains("conflict") }, "\(messages)")
        #expect(frames["line"] == DocumentFrames.Frame(x: 0, y: -2, width: 96, height: 4), "\(frames)")
        #expect(frames["below"]?.y == 20 && frames["st"]?.width == 96, "\(frames)")
    }
}
