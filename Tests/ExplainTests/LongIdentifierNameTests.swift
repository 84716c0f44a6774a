import AutoLayoutExplain
import AutoLayoutLog
import Testing

/// A view or guide named by a long identifier written as one word keeps whole words of it:
/// a navigation bar's `'UINavigationBarItemContentLayoutGuide'` was cut to
/// `UINavigationBarItemConte` (a real SwiftUI app's log in the corpus).
@Suite struct LongIdentifierNameTests {
    @Test func aLongGuideIdentifierIsNamedByItsWholeWords() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x600001 UILayoutGuide:0x600002'UINavigationBarItemContentLayoutGuide'.trailing == _UINavigationBarContentView:0x140e1acc0.trailing   (active)>",
                "<NSLayoutConstraint:0x600003 'UIView-Encapsulated-Layout-Width' _UINavigationBarContentView:0x140e1acc0.width == 0   (active)>"
            )
            """
        let log = AutoLayoutLogReader.read(text: text, name: "guide.log")
        let names = ShortNames.make(for: log.items)
        #expect(names["UILayoutGuide:0x600002"] == "navigationBarItemContent", "\(names)")
    }
}
