import InterfaceBuilderInput
import VisualLayout
import Testing

/// Stack views make the constraints UIKit's `UIStackView` makes: each distribution and
/// alignment solved to the frames UIKit gives (worked out by hand below, not by Visual).
///
/// The stacks hold views whose intrinsic sizes are Interface Builder placeholders (50 × 20,
/// 80 × 30, 40 × 10), so the sizes come from the stack's constraints, not from the frames
/// the fixture stores.
@Suite struct StackViewTests {
    struct Arranged {
        var id: String
        var intrinsic: (Double, Double)
        var hug: (Double, Double) = (250, 250)
        var frame: (Double, Double, Double, Double)
        var hidden = false
        var label: String?
        var subviews = ""
    }

    static func arranged(_ view: Arranged) -> String {
        let hidden = view.hidden ? " hidden=\"YES\"" : ""
        let rect = "<rect key=\"frame\" x=\"\(view.frame.0)\" y=\"\(view.frame.1)\" width=\"\(view.frame.2)\" height=\"\(view.frame.3)\"/>"
        let priorities = "horizontalHuggingPriority=\"\(view.hug.0)\" verticalHuggingPriority=\"\(view.hug.1)\""
        if let label = view.label {
            return """
                <label text="\(label)" \(priorities)\(hidden) translatesAutoresizingMaskIntoConstraints="NO" id="\(view.id)">
                    \(rect)
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                """
        }
        if !view.subviews.isEmpty { return view.subviews }
        return """
            <view \(priorities) placeholderIntrinsicWidth="\(view.intrinsic.0)" placeholderIntrinsicHeight="\(view.intrinsic.1)"\(hidden) translatesAutoresizingMaskIntoConstraints="NO" id="\(view.id)">
                \(rect)
            </view>
            """
    }

    static func stack(id: String, axis: String, distribution: String, alignment: String, spacing: Double,
                      frame: (Double, Double, Double, Double), views: [Arranged], extra: String = "") -> String {
        """
        <stackView axis="\(axis)" distribution="\(distribution)" alignment="\(alignment)" spacing="\(spacing)" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
            <subviews>
        \(views.map(arranged).joined(separator: "\n"))
            </subviews>
        </stackView>
        """
    }

    /// A storyboard whose root holds `stack` (id `st`) at the origin, `width` × `height`.
    static func document(_ stack: String, width: Double, height: Double) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sc">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
        \(stack)
                                </subviews>
                                <constraints>
                                    <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                                    <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
                                    <constraint firstItem="st" firstAttribute="width" constant="\(width)" id="s3"/>
                                    <constraint firstItem="st" firstAttribute="height" constant="\(height)" id="s4"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// Lays the document out and checks every listed view's frame against the stored one.
    static func expectStoredFrames(_ text: String, ids: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        let layout = try #require(layouts.first, sourceLocation: sourceLocation)
        let stored = DocumentFrames.storedFrames(text)
        let solved = DocumentFrames.solve(layout)
        #expect(!solved.diagnostics.contains { $0.severity == .error }, "\(solved.diagnostics)", sourceLocation: sourceLocation)
        for id in ids {
            let want = try #require(stored[id], sourceLocation: sourceLocation)
            let got = try #require(solved.frames[id], sourceLocation: sourceLocation)
            #expect(got.matches(want), "\(id): solved \(got), stored \(want)\n\(layout.text)", sourceLocation: sourceLocation)
        }
    }

    /// Three views across a 300 × 60 horizontal stack, spacing 10, with these frames.
    static func horizontal(distribution: String, alignment: String = "fill",
                           _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double),
                           _ c: (Double, Double, Double, Double), hidden: Bool = false) -> String {
        let views = [
            Arranged(id: "a", intrinsic: (50, 20), hug: (252, 250), frame: a),
            Arranged(id: "b", intrinsic: (80, 30), frame: b, hidden: hidden),
            Arranged(id: "c", intrinsic: (40, 10), hug: (251, 250), frame: c),
        ]
        return document(stack(id: "st", axis: "horizontal", distribution: distribution, alignment: alignment, spacing: 10,
                              frame: (0, 0, 300, 60), views: views), width: 300, height: 60)
    }

    @Test func fillStretchesTheLowestHugging() throws {
        try Self.expectStoredFrames(Self.horizontal(distribution: "fill", (0, 0, 50, 60), (60, 0, 190, 60), (260, 0, 40, 60)),
                                    ids: ["st", "a", "b", "c"])
    }

    @Test func fillEquallyMakesEqualSizes() throws {
        try Self.expectStoredFrames(Self.horizontal(distribution: "fillEqually", (0, 0, 93.333, 60), (103.333, 0, 93.333, 60),
                                                    (206.667, 0, 93.333, 60)), ids: ["a", "b", "c"])
    }

    @Test func fillProportionallySharesByIntrinsicSize() throws {
        // Room 280 shared 50 : 80 : 40.
        try Self.expectStoredFrames(Self.horizontal(distribution: "fillProportionally", (0, 0, 82.353, 60),
                                                    (92.353, 0, 131.765, 60), (234.118, 0, 65.882, 60)), ids: ["a", "b", "c"])
    }

    /// A slider's frame is a point taller than its alignment rectangle at the bottom: the
    /// stack shares its room between alignment rectangles, by their sizes (VLC's video
    /// filters: 5 labels and 5 sliders gave way by fractions when frames were shared).
    @Test func fillProportionallySharesWhatASliderLeaves() throws {
        let slider = """
            <slider value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="-2" y="25" width="304" height="33"/>
            </slider>
            """
        let views = [
            Arranged(id: "a", intrinsic: (50, 20), frame: (0, 0, 300, 20), label: "Brightness"),
            Arranged(id: "b", intrinsic: (0, 0), frame: (0, 0, 0, 0), subviews: slider),
            Arranged(id: "c", intrinsic: (50, 20), frame: (0, 62, 300, 20), label: "Contrast"),
        ]
        // 82 less the gaps 5 and 5 leaves 72 = 20 + 32 + 20, the slider's rectangle 32 high in
        // its 33-point frame; shared as 20 : 33 : 20 each size would give way a little.
        let text = Self.document(Self.stack(id: "st", axis: "vertical", distribution: "fillProportionally", alignment: "fill",
                                            spacing: 5, frame: (0, 0, 300, 82), views: views), width: 300, height: 82)
        try Self.expectStoredFrames(text, ids: ["a", "b", "c"])
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let tree = try #require(LayoutPipeline.layout(text: layout.text, name: layout.name).tree)
        let gaveWay = tree.guides.filter { !$0.isSatisfied }
        #expect(gaveWay.isEmpty, "\(gaveWay.map { "\($0.before ?? "") \($0.measures) \($0.constant)" })")
    }

    @Test func equalSpacingMakesEqualGaps() throws {
        // (300 − 170) / 2 = 65 between neighbours.
        try Self.expectStoredFrames(Self.horizontal(distribution: "equalSpacing", (0, 0, 50, 60), (115, 0, 80, 60), (260, 0, 40, 60)),
                                    ids: ["a", "b", "c"])
    }

    @Test func equalCenteringSpacesCentres() throws {
        // Centres 25, 152.5, 280.
        try Self.expectStoredFrames(Self.horizontal(distribution: "equalCentering", (0, 0, 50, 60), (112.5, 0, 80, 60),
                                                    (260, 0, 40, 60)), ids: ["a", "b", "c"])
    }

    @Test(arguments: [
        ("top", [0.0, 0, 0]), ("leading", [0, 0, 0]), ("center", [20, 15, 25]), ("bottom", [40, 30, 50]), ("trailing", [40, 30, 50]),
    ])
    func alignmentsAcrossTheAxis(alignment: String, tops: [Double]) throws {
        let text = Self.horizontal(distribution: "fill", alignment: alignment, (0, tops[0], 50, 20), (60, tops[1], 190, 30),
                                   (260, tops[2], 40, 10))
        try Self.expectStoredFrames(text, ids: ["a", "b", "c"])
    }

    @Test(arguments: ["firstBaseline", "lastBaseline"])
    func baselineAlignmentLinesUpText(alignment: String) throws {
        // System font 17 in labels 20, 30 and 10 tall: baselines 16.04, 21.04 and 11.04 below
        // their tops; the view whose baseline is lowest sits at the stack's top.
        let views = [
            Arranged(id: "a", intrinsic: (50, 20), hug: (252, 250), frame: (0, 5, 50, 20), label: "A"),
            Arranged(id: "b", intrinsic: (190, 30), frame: (60, 0, 190, 30), label: "B"),
            Arranged(id: "c", intrinsic: (40, 10), hug: (251, 250), frame: (260, 10, 40, 10), label: "C"),
        ]
        let text = Self.document(Self.stack(id: "st", axis: "horizontal", distribution: "fill", alignment: alignment, spacing: 10,
                                            frame: (0, 0, 300, 60), views: views), width: 300, height: 60)
        try Self.expectStoredFrames(text, ids: ["a", "b", "c"])
    }

    @Test func verticalStackFillsDown() throws {
        let views = [
            Arranged(id: "a", intrinsic: (50, 20), hug: (250, 251), frame: (0, 0, 100, 20)),
            Arranged(id: "b", intrinsic: (80, 30), frame: (0, 30, 100, 250)),
            Arranged(id: "c", intrinsic: (40, 10), hug: (250, 252), frame: (0, 290, 100, 10)),
        ]
        let text = Self.document(Self.stack(id: "st", axis: "vertical", distribution: "fill", alignment: "fill", spacing: 10,
                                            frame: (0, 0, 100, 300), views: views), width: 100, height: 300)
        try Self.expectStoredFrames(text, ids: ["a", "b", "c"])
    }

    /// A hidden view is 0 wide at the end of the view before it, where Xcode stores it.
    @Test func hiddenViewsTakeNoRoomNorSpacing() throws {
        let text = Self.horizontal(distribution: "fill", (0, 0, 50, 60), (50, 0, 0, 60), (60, 0, 240, 60), hidden: true)
        try Self.expectStoredFrames(text, ids: ["a", "b", "c"])
    }

    /// A hidden 44-pt button in a toolbar stack (VLC's player controls): its own width and
    /// `UISV-hiding` conflict, and UIKit breaks the button's width, keeping it hidden and in
    /// its place; neither its place nor its size is reported ambiguous.
    @Test func aHiddenViewWithARequiredSizeGivesUpItsSize() throws {
        let button = """
            <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                <rect key="frame" x="50" y="0.0" width="44" height="60"/>
                <constraints>
                    <constraint firstAttribute="width" constant="44" id="bw"/>
                </constraints>
            </button>
            """
        let views = [
            Arranged(id: "a", intrinsic: (50, 20), hug: (252, 250), frame: (0, 0, 50, 60)),
            Arranged(id: "b", intrinsic: (0, 0), frame: (50, 0, 0, 60), subviews: button),
            Arranged(id: "c", intrinsic: (40, 10), hug: (251, 250), frame: (60, 0, 240, 60)),
        ]
        let text = Self.document(Self.stack(id: "st", axis: "horizontal", distribution: "fill", alignment: "fill", spacing: 10,
                                            frame: (0, 0, 300, 60), views: views), width: 300, height: 60)
        let layout = try #require(InterfaceBuilderDocument.layouts(text: text).layouts.first)
        let solved = DocumentFrames.solve(layout)
        let hidden = try #require(solved.frames["b"])
        #expect(hidden.width == 0 && hidden.x == 50, "\(hidden)\n\(layout.text)")
        let name = try #require(solved.names["b"])
        let messages = solved.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("conflict: '\(name).width == 44'") }, "\(messages)")
        #expect(!messages.contains { $0.contains("ambiguous") }, "\(messages)")

        // Reported at the document's lines, the stack's constraint named as UIKit logs it.
        let conflict = try #require(LayoutPipeline.layout(layout).diagnostics.first { $0.message.hasPrefix("conflict") })
        let stackLine = try #require(text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("<stackView") }) + 1
        #expect(conflict.message.contains("'\(name).width == 0' (line \(stackLine), UISV-hiding)"), "\(conflict.message)")
        #expect(conflict.notes.contains { $0.message == "conflicting constraint '\(name).width == 0' (UISV-hiding)" },
                "\(conflict.notes.map(\.message))")
    }

    @Test func marginsRelativeArrangementInsetsTheViews() throws {
        let views = [
            Arranged(id: "a", intrinsic: (50, 20), hug: (251, 250), frame: (10, 5, 50, 50)),
            Arranged(id: "b", intrinsic: (80, 30), frame: (60, 5, 230, 50)),
        ]
        let stack = Self.stack(id: "st", axis: "horizontal", distribution: "fill", alignment: "fill", spacing: 0,
                               frame: (0, 0, 300, 60), views: views, extra: "layoutMarginsRelativeArrangement=\"YES\"")
            .replacingOccurrences(of: "<subviews>", with: "<edgeInsets key=\"layoutMargins\" top=\"5\" left=\"10\" bottom=\"5\" right=\"10\"/>\n<subviews>")
        try Self.expectStoredFrames(Self.document(stack, width: 300, height: 60), ids: ["a", "b"])
    }

    @Test func nestedStacks() throws {
        let inner = Self.stack(id: "inner", axis: "horizontal", distribution: "fill", alignment: "fill", spacing: 0,
                               frame: (0, 0, 300, 50), views: [
                                   Arranged(id: "a", intrinsic: (50, 20), hug: (251, 250), frame: (0, 0, 50, 50)),
                                   Arranged(id: "b", intrinsic: (80, 30), frame: (50, 0, 250, 50)),
                               ])
        let views = [
            Arranged(id: "inner", intrinsic: (0, 0), frame: (0, 0, 300, 50), subviews: inner),
            Arranged(id: "c", intrinsic: (40, 10), frame: (0, 50, 300, 50)),
        ]
        let text = Self.document(Self.stack(id: "st", axis: "vertical", distribution: "fillEqually", alignment: "fill", spacing: 0,
                                            frame: (0, 0, 300, 100), views: views), width: 300, height: 100)
        try Self.expectStoredFrames(text, ids: ["inner", "a", "b", "c"])
    }

    /// "Baseline Relative" in the Inspector: a vertical stack spaces its labels from one's
    /// last baseline to the next one's first, as UIKit does; without it, edge to edge.
    @Test func baselineRelativeArrangementSpacesBaselines() throws {
        let views = [
            Arranged(id: "a", intrinsic: (0, 0), frame: (0, 0, 100, 20), label: "First"),
            Arranged(id: "b", intrinsic: (0, 0), frame: (0, 40, 100, 20), label: "Second"),
        ]
        for relative in [true, false] {
            let text = Self.document(Self.stack(id: "st", axis: "vertical", distribution: "fill", alignment: "fill", spacing: 24,
                                                frame: (0, 0, 100, 80), views: views,
                                                extra: relative ? "baselineRelativeArrangement=\"YES\"" : ""),
                                     width: 100, height: 80)
            let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
            let layout = try #require(layouts.first)
            #expect(layout.text.contains("firstBaseline") == relative, "\(layout.text)")
        }
    }
}
