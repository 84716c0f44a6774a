import InterfaceBuilderInput
import Testing

/// AppKit's `NSGridView` (`<gridView>`): rows and columns sized by their views or by sizes
/// of their own, spacing and padding between them, each cell's view placed in its cell,
/// merged cells, rows lined up by baseline. Drawn as an empty box before.
@Suite struct GridViewTests {
    /// A xib whose 400 × 200 root holds one grid pinned at its top-left corner.
    private static func document(grid attributes: String, rows: String, columns: String, cells: String) -> String {
        XibFixture.macOS("""
            <gridView \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="grid">
                <rect key="frame" x="0.0" y="100" width="230" height="100"/>
                <rows>\(rows)</rows>
                <columns>\(columns)</columns>
                <gridCells>
            \(cells)
                </gridCells>
            </gridView>
            """, constraints: """
            <constraint firstItem="grid" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="k1"/>
            <constraint firstItem="grid" firstAttribute="top" secondItem="root" secondAttribute="top" id="k2"/>
            """, size: (400, 200))
    }

    /// A plain view of a fixed size (either may be left out), as a cell's content.
    private static func box(_ id: String, width: Int? = nil, height: Int? = nil) -> String {
        let sizes = [width.map { "<constraint firstAttribute=\"width\" constant=\"\($0)\" id=\"\(id)w\"/>" },
                     height.map { "<constraint firstAttribute=\"height\" constant=\"\($0)\" id=\"\(id)h\"/>" }]
            .compactMap { $0 }.joined()
        return """
            <customView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(width ?? 10)" height="\(height ?? 10)"/>
                <constraints>\(sizes)</constraints>
            </customView>
            """
    }

    private static func solve(_ text: String) throws -> (frames: [String: DocumentFrames.Frame], messages: [String]) {
        let (layouts, diagnostics) = InterfaceBuilderDocument.layouts(text: text)
        let layout = try #require(layouts.first)
        let solved = DocumentFrames.solve(layout)
        return (solved.frames, (diagnostics + solved.diagnostics).map(\.message))
    }

    /// Columns as wide as their widest view (a fixed one as its width), `columnSpacing`
    /// apart; rows as tall as their tallest view (a fixed one as its height), 6 apart by
    /// default, a row's top padding added; each view where its cell, column or the grid
    /// places it; a merged cell's view centred across both its columns.
    @Test func rowsAndColumnsAreSizedByTheirViewsAndEachViewIsPlacedInItsCell() throws {
        let text = Self.document(
            grid: #"xPlacement="leading" yPlacement="top" rowAlignment="none" columnSpacing="10""#,
            rows: #"<gridRow id="r1"/><gridRow topPadding="4" id="r2"/><gridRow height="30" id="r3"/>"#,
            columns: #"<gridColumn xPlacement="trailing" id="c1"/><gridColumn id="c2"/><gridColumn width="50" id="c3"/>"#,
            cells: """
                <gridCell row="r1" column="c1" id="x11">\(Self.box("a", width: 40, height: 20))</gridCell>
                <gridCell row="r1" column="c2" id="x12">\(Self.box("b", width: 100, height: 10))</gridCell>
                <gridCell row="r1" column="c3" id="x13"/>
                <gridCell row="r2" column="c1" id="x21">\(Self.box("c", width: 60, height: 20))</gridCell>
                <gridCell row="r2" column="c2" headOfMergedCell="x22" xPlacement="center" id="x22">\(Self.box("d", width: 20, height: 10))</gridCell>
                <gridCell row="r2" column="c3" headOfMergedCell="x22" id="x23"/>
                <gridCell row="r3" column="c1" id="x31"/>
                <gridCell row="r3" column="c2" yPlacement="bottom" id="x32">\(Self.box("e", width: 30, height: 10))</gridCell>
                <gridCell row="r3" column="c3" xPlacement="fill" id="x33">\(Self.box("f", height: 30))</gridCell>
                """)
        let (frames, messages) = try Self.solve(text)
        typealias Frame = DocumentFrames.Frame
        #expect(frames["a"] == Frame(x: 20, y: 0, width: 40, height: 20), "\(messages)")
        #expect(frames["b"] == Frame(x: 70, y: 0, width: 100, height: 10))
        #expect(frames["c"] == Frame(x: 0, y: 30, width: 60, height: 20))
        #expect(frames["d"] == Frame(x: 140, y: 30, width: 20, height: 10))
        #expect(frames["e"] == Frame(x: 70, y: 76, width: 30, height: 10))
        #expect(frames["f"] == Frame(x: 180, y: 56, width: 50, height: 30))
        #expect(frames["grid"] == Frame(x: 0, y: 0, width: 230, height: 86))
        #expect(!messages.contains { $0.contains("ambiguous") || $0.contains("conflict") || $0.contains("unknown") }, "\(messages)")
    }

    /// A grid held wider and taller than its views gives the room to its last column and
    /// row; the others keep to their views.
    @Test func roomPastTheViewsGoesToTheLastColumnAndRow() throws {
        let text = Self.document(
            grid: #"xPlacement="fill" yPlacement="fill" rowAlignment="none""#,
            rows: #"<gridRow id="r1"/><gridRow id="r2"/>"#,
            columns: #"<gridColumn id="c1"/><gridColumn id="c2"/>"#,
            cells: """
                <gridCell row="r1" column="c1" id="x11">\(Self.box("a", width: 50, height: 20))</gridCell>
                <gridCell row="r1" column="c2" id="x12">\(Self.box("b"))</gridCell>
                <gridCell row="r2" column="c1" id="x21">\(Self.box("c"))</gridCell>
                <gridCell row="r2" column="c2" id="x22"/>
                """).replacingOccurrences(of: #"<constraint firstItem="grid" firstAttribute="top""#,
                                          with: #"<constraint firstItem="grid" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="k3"/><constraint firstItem="grid" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="k4"/><constraint firstItem="grid" firstAttribute="top""#)
        let (frames, messages) = try Self.solve(text)
        typealias Frame = DocumentFrames.Frame
        #expect(frames["a"] == Frame(x: 0, y: 0, width: 50, height: 20), "\(messages)")
        #expect(frames["b"] == Frame(x: 56, y: 0, width: 344, height: 20))
        #expect(frames["c"] == Frame(x: 0, y: 26, width: 50, height: 174))
        #expect(!messages.contains { $0.contains("ambiguous") || $0.contains("conflict") }, "\(messages)")
    }

    /// Views of a row lined up by first baseline share it; the group sits at the row's top,
    /// so the view whose text starts lowest in it touches the top.
    @Test func aRowLinedUpByBaselineSharesIt() throws {
        func label(_ id: String, _ size: Int) -> String {
            """
            <textField key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="60" height="\(size + 4)"/>
                <textFieldCell key="cell" title="\(id.capitalized)" id="\(id)c"><font key="font" size="\(size)" name="Helvetica"/></textFieldCell>
            </textField>
            """
        }
        let text = Self.document(
            grid: #"xPlacement="leading" yPlacement="top" rowAlignment="firstBaseline""#,
            rows: #"<gridRow id="r1"/>"#,
            columns: #"<gridColumn id="c1"/><gridColumn id="c2"/>"#,
            cells: """
                <gridCell row="r1" column="c1" id="x11">\(label("small", 11))</gridCell>
                <gridCell row="r1" column="c2" id="x12">\(label("large", 24))</gridCell>
                """)
        let (layouts, _) = InterfaceBuilderDocument.layouts(text: text)
        let layout = try #require(layouts.first)
        #expect(layout.text.contains("largeTextField.firstBaseline == smallTextField.firstBaseline"), "\(layout.text)")
        let (frames, messages) = try Self.solve(text)
        let small = try #require(frames["small"])
        let large = try #require(frames["large"])
        #expect(large.y == 0, "\(messages)")
        #expect(small.y > large.y + 5, "the small label's baseline is the large one's: it starts lower")
        #expect(!messages.contains { $0.contains("ambiguous") || $0.contains("conflict") }, "\(messages)")
    }

    /// A cell's view of a kind Visual does not know is still laid out in its cell, drawn as
    /// a box and named in a warning, as any subview is.
    @Test func anUnknownViewInACellIsKeptAndNamed() throws {
        let text = Self.document(
            grid: #"xPlacement="leading" yPlacement="top" rowAlignment="none""#,
            rows: #"<gridRow id="r1"/>"#,
            columns: #"<gridColumn id="c1"/>"#,
            cells: """
                <gridCell row="r1" column="c1" id="x11">
                    <sparkleView key="contentView" translatesAutoresizingMaskIntoConstraints="NO" id="odd">
                        <rect key="frame" x="0.0" y="0.0" width="30" height="30"/>
                    </sparkleView>
                </gridCell>
                """)
        let (frames, messages) = try Self.solve(text)
        #expect(frames["odd"] != nil)
        #expect(messages.contains { $0.contains("unknown view element <sparkleView>") }, "\(messages)")
    }

    /// A hidden row or column collapses as AppKit's does: no size, no padding, one spacing
    /// between the tracks either side of it; its views are hidden and widen nothing.
    @Test func aHiddenRowOrColumnTakesNoRoomAndHidesItsViews() throws {
        let text = Self.document(
            grid: #"xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="10" columnSpacing="10""#,
            rows: #"<gridRow id="r1"/><gridRow hidden="YES" topPadding="5" id="r2"/><gridRow id="r3"/>"#,
            columns: #"<gridColumn id="c1"/><gridColumn hidden="YES" id="c2"/><gridColumn id="c3"/>"#,
            cells: """
                <gridCell row="r1" column="c1" id="x11">\(Self.box("a", width: 40, height: 20))</gridCell>
                <gridCell row="r1" column="c2" id="x12">\(Self.box("b", width: 50, height: 20))</gridCell>
                <gridCell row="r1" column="c3" id="x13">\(Self.box("c", width: 30, height: 20))</gridCell>
                <gridCell row="r2" column="c1" id="x21">\(Self.box("d", width: 60, height: 30))</gridCell>
                <gridCell row="r2" column="c2" id="x22"/>
                <gridCell row="r2" column="c3" id="x23"/>
                <gridCell row="r3" column="c1" id="x31">\(Self.box("e", width: 40, height: 20))</gridCell>
                <gridCell row="r3" column="c2" id="x32"/>
                <gridCell row="r3" column="c3" id="x33"/>
                """)
        let (frames, messages) = try Self.solve(text)
        typealias Frame = DocumentFrames.Frame
        #expect(frames["c"] == Frame(x: 50, y: 0, width: 30, height: 20), "\(messages)")
        #expect(frames["e"] == Frame(x: 0, y: 30, width: 40, height: 20))
        #expect(frames["grid"] == Frame(x: 0, y: 0, width: 80, height: 50))
        let lines = try XibFixture.viewLines(text)
        for name in ["customView3", "customView5"] {
            #expect(lines.contains { $0.hasPrefix("view \(name) ") && $0.hasSuffix(" hidden") }, "\(lines)")
        }
        #expect(!messages.contains { $0.contains("ambiguous") || $0.contains("conflict") }, "\(messages)")
    }

    /// A hidden view keeps its room in the grid, which does not detach it as a stack does,
    /// and is not drawn (MacPass's hidden "Type" row of its setup pane).
    @Test func aHiddenViewKeepsItsRoomAndIsNotDrawn() throws {
        let text = Self.document(
            grid: #"xPlacement="leading" yPlacement="top" rowAlignment="none" rowSpacing="10""#,
            rows: #"<gridRow id="r1"/><gridRow id="r2"/>"#,
            columns: #"<gridColumn id="c1"/>"#,
            cells: """
                <gridCell row="r1" column="c1" id="x11">\(Self.box("a", width: 40, height: 20))</gridCell>
                <gridCell row="r2" column="c1" id="x21">\(Self.box("b", width: 40, height: 20))</gridCell>
                """).replacingOccurrences(of: #"id="a">"#, with: #"hidden="YES" id="a">"#)
        let (frames, messages) = try Self.solve(text)
        #expect(frames["b"] == DocumentFrames.Frame(x: 0, y: 30, width: 40, height: 20), "\(messages)")
        let lines = try XibFixture.viewLines(text)
        #expect(lines.contains { $0.hasPrefix("view customView2 ") && $0.hasSuffix(" hidden") }, "\(lines)")
    }
}
