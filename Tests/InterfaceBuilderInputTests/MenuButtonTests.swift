import InterfaceBuilderInput
import Testing

/// A UIKit button whose menu is its primary action and whose title follows the item chosen
/// (`showsMenuAsPrimaryAction` and `changesSelectionAsPrimaryAction`) is UIKit's pop-up
/// button: read as a `popup` showing its chosen command, centred as UIKit centres it. A
/// button that only shows a menu has no indicator in UIKit and stays a push button.
@Suite struct MenuButtonTests {
    /// Two pop-up buttons (one whose title is centred, one whose title leads) and a button
    /// that only shows a menu, each with UIKit's plain configuration or none.
    private static let subviews = """
                    <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sort">
                        <rect key="frame" x="20" y="60" width="120" height="35"/>
                        <menu key="menu" id="sortMenu">
                            <children>
                                <command title="Name" id="byName"/>
                                <command title="Date" state="on" id="byDate"/>
                            </children>
                        </menu>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Button"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" changesSelectionAsPrimaryAction="YES" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="size">
                        <rect key="frame" x="20" y="110" width="120" height="35"/>
                        <menu key="menu" id="sizeMenu">
                            <children>
                                <command title="Small" id="small"/>
                                <command title="Large" id="large"/>
                            </children>
                        </menu>
                        <buttonConfiguration key="configuration" style="plain" title="Size"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" showsMenuAsPrimaryAction="YES" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="more">
                        <rect key="frame" x="20" y="160" width="120" height="35"/>
                        <menu key="menu" id="moreMenu">
                            <children>
                                <command title="Share" id="share"/>
                            </children>
                        </menu>
                        <state key="normal" title="More"/>
                    </button>
            """

    private static let document = XibFixture.iOS(subviews, constraints: """
                    <constraint firstItem="sort" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="k1"/>
                    <constraint firstItem="sort" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="k2"/>
                    <constraint firstItem="size" firstAttribute="leading" secondItem="sort" secondAttribute="leading" id="k3"/>
                    <constraint firstItem="size" firstAttribute="top" secondItem="sort" secondAttribute="bottom" constant="15" id="k4"/>
                    <constraint firstItem="more" firstAttribute="leading" secondItem="sort" secondAttribute="leading" id="k5"/>
                    <constraint firstItem="more" firstAttribute="top" secondItem="size" secondAttribute="bottom" constant="15" id="k6"/>
            """)

    private func viewLines(_ document: String = Self.document) throws -> [String] {
        try XibFixture.viewLines(document)
    }

    /// The command whose state is on, else the first: the title UIKit gives a pop-up button,
    /// not the button's own.
    @Test func aPopUpButtonShowsItsChosenCommand() throws {
        let lines = try viewLines()
        let sort = try #require(lines.first { $0.contains("\"Date\"") }, "\(lines)")
        #expect(sort.contains(" popup \"Date\""), "\(sort)")
        // UIKit centres the title (and its indicator); a `popup` leads unless told.
        #expect(sort.contains(" align center"), "\(sort)")
        let size = try #require(lines.first { $0.contains("\"Small\"") }, "\(lines)")
        #expect(size.contains(" popup \"Small\"") && !size.contains(" align center"), "\(size)")
        #expect(!lines.contains { $0.contains("pulldown") }, "\(lines)")
    }

    /// Xcode stores a pop-up button's size for its design-time title, without the indicator
    /// UIKit adds (a 41-point "Button" that shows "Item 1" and a chevron at run time): the
    /// title is measured, not given the stored size, so it is not cut to an ellipsis.
    @Test func aPopUpButtonIsSizedByItsChosenCommand() throws {
        let lines = try viewLines()
        let sort = try #require(lines.first { $0.contains("\"Date\"") }, "\(lines)")
        #expect(!sort.contains("intrinsic"), "\(sort)")
        let more = try #require(lines.first { $0.contains("\"More\"") }, "\(lines)")
        #expect(more.contains("intrinsic 120 35"), "\(more)")
    }

    /// A UIKit pop-up is written with its face, after its configuration's style (plain, or
    /// none: a system button; grey and tinted alike; filled), so that it is drawn as UIKit
    /// draws it, not as AppKit's bordered pop-up; a push button has none.
    @Test func aPopUpButtonIsWrittenWithItsFace() throws {
        let lines = try viewLines()
        #expect(lines.first { $0.contains("\"Date\"") }?.hasSuffix(" plain") == true, "\(lines)")
        #expect(!(lines.first { $0.contains("\"More\"") } ?? "").contains("plain"), "\(lines)")
        for (style, face) in [("gray", "tinted"), ("tinted", "tinted"), ("filled", "filled")] {
            let styled = try viewLines(Self.document.replacingOccurrences(
                of: #"style="plain" title="Size""#, with: "style=\"\(style)\" title=\"Size\""))
            let size = try #require(styled.first { $0.contains("\"Small\"") }, "\(styled)")
            #expect(size.hasSuffix(" \(face)"), "\(style): \(size)")
        }
        let unconfigured = try viewLines(Self.document.replacingOccurrences(
            of: #"<buttonConfiguration key="configuration" style="plain" title="Size"/>"#, with: ""))
        #expect(unconfigured.first { $0.contains("\"Small\"") }?.hasSuffix(" plain") == true, "\(unconfigured)")
    }

    @Test func aButtonThatOnlyShowsAMenuStaysAButton() throws {
        let lines = try viewLines()
        let more = try #require(lines.first { $0.contains("\"More\"") }, "\(lines)")
        #expect(more.contains(" button \"More\""), "\(more)")
    }
}
