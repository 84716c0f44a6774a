// Forms of real logs, each in a small log written here for the test: what the contract's
// `constraints` and `broken` hold, descriptions that cannot be read, and the shapes UIKit,
// AppKit, Masonry and SnapKit print (names with spaces, named system spacings, the
// address-first form of iOS 6/7, a label text holding a newline, the developer's own keys,
// mangled Swift class names).

import AutoLayoutExplain
import AutoLayoutLog
import Foundation
import Testing
import VisualProcessTesting

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

@Suite struct ConstraintListTests {
    @Test func theBrokenLineIsNotAnEntryAndPointsIntoTheList() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 UIView:0x1.width == 100   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x1.width == 200   (active)>",
                "<NSLayoutConstraint:0x6003 UIView:0x1.height == 50   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UIView:0x1.width == 200   (active)>
            """)
        #expect(e.log.constraints.map(\.line) == [2, 3, 4])
        #expect(e.broken == 1)
        #expect(e.conflict == [0, 1])
    }

    @Test func aBrokenConstraintTheListDoesNotHoldIsNull() {
        // Same equation, another address: another constraint (the post quoted the broken
        // line of an earlier message).
        let e = explain("""
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6009 UIView:0x1.width == 200>
            (
                <NSLayoutConstraint:0x6001 UIView:0x1.width == 100>,
                <NSLayoutConstraint:0x6002 UIView:0x1.width == 200>
            )
            """)
        #expect(e.log.constraints.map(\.address) == ["0x6001", "0x6002"])
        #expect(e.broken == nil)
        #expect(e.json.contains("\"broken\": null"))
        #expect(e.log.items.count == 1)
    }

    @Test func aRecoveryLineWithoutADescriptionNamesNothingOfTheNextList() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 UIView:0x1.width == 100   (active)>"
            )
            Will attempt to recover by breaking constraint
            <private>

            (
                "<NSLayoutConstraint:0x6002 UIView:0x1.width == 200   (active)>"
            )
            """)
        #expect(e.log.constraints.map(\.address) == ["0x6001", "0x6002"])
        #expect(e.broken == nil)
        #expect(e.conflict == [0, 1])
    }

    @Test func theBrokenOneIsFoundByItsAddressWhenItsTextDiffers() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 UIView:0x1.width == 100   (active)>",
                "<NSLayoutConstraint:0x6002 UIView:0x1.width == 200   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UIView:0x1.width == 200   (active, names: view:0x1 )>
            """)
        #expect(e.broken == 1)
    }

    @Test func anUnreadableDescriptionKeepsItsEntryAndTheIndicesAfterIt() throws {
        let log = """
            (
                "<NSLayoutConstraint:0x6001 UITableView:0x2.height == 100   (active)>",
                "<NSLayoutConstraint:0x6002 UITableView:0x2.contentHeight{id: 178} == -5   (active)>",
                "<NSLayoutConstraint:0x6003 UITableView:0x2.height == 40   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6003 UITableView:0x2.height == 40   (active)>
            """
        let e = explain(log)
        #expect(e.log.constraints.count == 3)
        #expect(e.equations[1] == nil)
        #expect(e.conflict == [0, 2])
        #expect(e.broken == 2)
        #expect(e.log.diagnostics.count == 1)
        #expect(e.log.diagnostics.first?.message.contains("'contentHeight' is not a layout attribute") == true)
        let run = try VisualProcess.run(["explain", "-", "--format", "json"], input: log)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("\"equation\": null"), "\(run)")
        #expect(run.stdout.contains("\"conflict\": [0, 2]"), "\(run)")
        #expect(run.stderr.contains("-:3:"), "\(run)")
    }

    @Test func iOS6sHalfWrittenAutoresizingCenterIsAWarningNotTheEndOfTheLog() {
        let e = explain("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x8a4c2b0 h=--& v=--& UIView:0x8a4e750.midX ==>",
                "<NSLayoutConstraint:0x8a4f000 H:[UIView:0x8a4e750(320)]>",
                "<NSLayoutConstraint:0x8a4f010 H:[UIView:0x8a4e750(-10)]>"
            )
            """)
        #expect(e.log.constraints.count == 3)
        #expect(e.equations[0] == nil)
        #expect(e.log.diagnostics.count == 1)
        #expect(e.log.diagnostics.first?.range?.start.line == 3)
        #expect(e.conflict == [2])
    }
}

@Suite struct LogFormTests {
    @Test func aNameWithSpacesInNames() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x170097340 progress background.height == 5   (active, names: progress background:0x1089a5290 )>",
                "<NSLayoutConstraint:0x170097390 V:[progress background(10)]   (active, names: progress background:0x1089a5290 )>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations == ["progressBackground.height == 5", "progressBackground.height == 10"])
        #expect(e.conflict == [0, 1])
    }

    @Test func namedSystemSpacingsInAConnection() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 H:[UIImageView:0x10]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x11'E-posta adresini mi unutt...']   (active)>",
                "<NSLayoutConstraint:0x2 H:[UIButton:0x11'E-posta adresini mi unutt...']-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x12]   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x12.trailing == UIImageView:0x10.trailing   (active)>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations == ["ePostaAdresiniMi.leading == image1.trailing + 8",
                                "label1.leading >= ePostaAdresiniMi.trailing + 8",
                                "label1.trailing == image1.trailing"])
        #expect(e.conflict == [0, 1, 2])
    }

    @Test func theAddressFirstFormOfIOS6And7() {
        let e = explain("""
            (
                "<NSLayoutConstraint: 0x7fcb10cac940> H:[UIView:0x7fcb10e31a20(80)] (Bar view 0, (null))",
                "<NSLayoutConstraint: 0x7fcb10cac990> H:|-(20)-[UIView:0x7fcb10e31a20]   (Names: '|':UIView:0x7fcb10e31000 )",
                "<NSLayoutConstraint: 0x7fcb10cac9e0> H:[UIView:0x7fcb10e31a20]-(20)-|   (Names: '|':UIView:0x7fcb10e31000 )",
                "<NSAutoresizingMaskLayoutConstraint: 0x7fcb10cacaa0> h=--& v=--& H:[UIView:0x7fcb10e31000(100)]"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint: 0x7fcb10cac940> H:[UIView:0x7fcb10e31a20(80)] (Bar view 0, (null))
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.constraints.map(\.address) == ["0x7fcb10cac940", "0x7fcb10cac990", "0x7fcb10cac9e0", "0x7fcb10cacaa0"])
        #expect(e.log.constraints[0].text == "<NSLayoutConstraint: 0x7fcb10cac940> H:[UIView:0x7fcb10e31a20(80)] (Bar view 0, (null))")
        #expect(e.equations[0] == "view1.width == 80")
        #expect(e.log.constraints[3].autoresizingMask == "h=--& v=--&")
        #expect(e.broken == 0)
        #expect(e.conflict == [0, 1, 2, 3])
        #expect(e.log.superviews["UIView:0x7fcb10e31a20"] == "UIView:0x7fcb10e31000")
    }

    @Test func aLabelTextHoldingANewlineIsJoined() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 UILabel:0x7f01'Hello
            World'.height == 40   (active)>",
                "<NSLayoutConstraint:0x6002 UILabel:0x7f01'Hello
            World'.height == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6002 UILabel:0x7f01'Hello
            World'.height == 20   (active)>
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.constraints.map(\.line) == [2, 4])
        #expect(e.log.constraints[0].text.contains("'Hello\nWorld'"))
        #expect(e.names["UILabel:0x7f01"] == "helloWorld")
        #expect(e.broken == 1)
        #expect(e.conflict == [0, 1])
    }

    @Test func masonryKeysAndSnapKitLabelsAreTheDevelopersNames() {
        let e = explain("""
            (
                "<MASLayoutConstraint:0x6001 UILabel:blueView.left == UIView:container.left + 10>",
                "<SnapKit.LayoutConstraint:0x6002@ViewController.swift#40 UILabel:blueView.right == UIView:container.right - 10>",
                "<NSLayoutConstraint:0x6003 UIView:container.width == 0>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations == ["blueView.left == container.left + 10", "blueView.right == container.right - 10",
                                "container.width == 0"])
        #expect(e.conflict == [0, 1, 2])
    }

    @Test func mangledSwiftClassNamesAreDemangled() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 _TtCC8GoodToGo7AppView28CartTrackMapView:0x7fa1.height == 200   (active)>",
                "<NSLayoutConstraint:0x6002 V:[_TtC5Local8CardView:0x7fa2]-(0)-[_TtCC8GoodToGo7AppView28CartTrackMapView:0x7fa1]   (active)>",
                "<NSLayoutConstraint:0x6003 _TtCC8GoodToGo7AppView28CartTrackMapView:0x7fa1.height == 100   (active)>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        let view = e.log.items.first { $0.id.hasSuffix(":0x7fa1") }
        #expect(view?.id == "GoodToGo.AppView.CartTrackMapView:0x7fa1")
        #expect(view?.className == "GoodToGo.AppView.CartTrackMapView")
        #expect(e.names["GoodToGo.AppView.CartTrackMapView:0x7fa1"] == "cartTrackMapView1")
        #expect(e.names["Local.CardView:0x7fa2"] == "cardView1")
        #expect(e.conflict == [0, 2])
    }

    @Test func aMangledGenericWithASubstitutionAndAPrivateClassIsDemangled() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 _TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fa1.width == 0   (active)>",
                "<NSLayoutConstraint:0x6002 H:|-(16)-[UILabel:0x7fa2]-(16)-|   (active, names: '|':_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_:0x7fa1 )>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.items.first?.className == "MyAppXYZ.CardView<MyAppXYZ.RecoveryKeyView>")
        #expect(e.names["MyAppXYZ.CardView<MyAppXYZ.RecoveryKeyView>:0x7fa1"] == "cardView1")
        #expect(e.conflict == [0, 1])
    }

    @Test func aClassPrefixJoinedByAnUnderscoreIsLeftOutOfTheName() {
        let e = explain("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& V:[FI_TBrowserBackgroundView:0x7fe1(0)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- V:|-(17)-[FI_TListScrollView:0x7fe2]   (Names: '|':FI_TBrowserBackgroundView:0x7fe1 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x3 h=-&- v=-&- V:[FI_TListScrollView:0x7fe2]-(0)-|   (Names: '|':FI_TBrowserBackgroundView:0x7fe1 )>"
            )
            """)
        #expect(e.names["FI_TBrowserBackgroundView:0x7fe1"] == "browserBackgroundView1")
        #expect(e.names["FI_TListScrollView:0x7fe2"] == "listScrollView1")
        #expect(e.conflict == [0, 1, 2])
    }

    @Test func aMangledGenericHostingViewIsDemangled() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x6001 _TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_:0x7fa1.width == 0   (active)>",
                "<NSLayoutConstraint:0x6002 H:|-(16)-[UILabel:0x7fa2]-(16)-|   (active, names: '|':_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_:0x7fa1 )>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.items.first?.className == "SwiftUI._UIHostingView<MyApp.ContentView>")
        #expect(e.names["SwiftUI._UIHostingView<MyApp.ContentView>:0x7fa1"] == "hostingView1")
        #expect(e.conflict == [0, 1])
    }
}

// Forms found in the real logs added on 2026-11-27, each in a small log written here.
@Suite struct MoreLogFormTests {
    @Test func aCutAccessibilityIdentifierInNamesIsReadAsWritten() {
        // UIKit prints a view's accessibility identifier, cut with `...`, as its name.
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 ListViewImage-a....width == 1.5*ListViewImage-a....height   (active, names: ListViewImage-a...:0x7f01 )>",
                "<NSLayoutConstraint:0x2 V:|-(7)-[ListViewImage-a...]   (active, names: ListViewImage-a...:0x7f01, '|':UITableViewCellContentView:0x7f02 )>",
                "<NSLayoutConstraint:0x3 ListViewImage-a....height == 100   (active, names: ListViewImage-a...:0x7f01 )>",
                "<NSLayoutConstraint:0x4 ListViewImage-a....width == 90   (active, names: ListViewImage-a...:0x7f01 )>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.items.contains { $0.id == "ListViewImage-a...:0x7f01" })
        #expect(e.equations.allSatisfy { $0 != nil })
        #expect(e.conflict == [0, 2, 3])
    }

    @Test func aLogCutAtAFixedWidthIsReadAsTheLinesItWasCutFromAndPlacedAsPasted() {
        // Cut at 36 columns: inside `UITableView`, the address of the broken line's view,
        // `==` and before the `>` and the quote; the recovery phrase's `constraint` on a line
        // of its own. One description cannot be read, wherever it is cut.
        let log = FixtureLogTests.cut("""
            (
                "<NSLayoutConstraint:0x6001 UITableView:0x2.height == 100   (active)>",
                "<NSLayoutConstraint:0x6002 UITableView:0x2.contentHeight{id: 178} == -5   (active)>",
                "<NSLayoutConstraint:0x6003 UITableView:0x2.height == 40   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6003 UITableView:0x2.height == 40   (active)>
            """, width: 36)
        let e = explain(log)
        #expect(e.equations == ["tableView1.height == 100", nil, "tableView1.height == 40"])
        #expect(e.log.constraints[1].text
                == "<NSLayoutConstraint:0x6002 UITableView:0x2.contentHeight{id: 178} == -5   (active)>")
        #expect(e.broken == 2)
        #expect(e.conflict == [0, 2])
        // Each where it was pasted: a description at the line of its `<`, the warning at
        // `contentHeight` on the line the cut left it (`bleView:0x2.contentHeight{id: 178} =`).
        #expect(e.log.constraints.map(\.line) == [2, 5, 8])
        #expect(e.log.diagnostics.count == 1)
        #expect(e.log.diagnostics.first?.range?.start.line == 6)
        #expect(e.log.diagnostics.first?.range?.start.column == 13)
    }

    @Test func aLabelCutAtAFixedWidthIsNoNewlineOfTheLabel() throws {
        // Cut at 66 columns: inside the button's label `'But` `ton'` in the list, and in the
        // message's `simultane` `ously`, which no label explains.
        let name = "appkit-button-width-196-at-most-30.log"
        let e = explain(FixtureLogTests.cut(try Fixtures.text(name), width: 66))
        #expect(e.log.constraints.map(\.text) == ["<NSLayoutConstraint:0x618000086860 H:[NSButton:0x618000140840'Button'(196)]>",
                                                  "<NSLayoutConstraint:0x618000086900 H:[NSButton:0x618000140840'Button'(<=30)]>"])
        #expect(e.names["NSButton:0x618000140840"] == "button")
        #expect(e.broken == 1)
    }

    @Test func aSystemSpacingAfterTheSecondItemIsAdded() {
        // `constraint(lessThanOrEqualToSystemSpacingBelow:)` prints its spacing after the
        // second item, with no `+`.
        let e = explain("""
            (
                "<_UISystemBaselineConstraint:0x1 UIView:0x10.bottom <= UIView:0x20.bottom NSLayoutAnchorConstraintSpace(8)   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.top == UIView:0x20.bottom   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x10.height >= 44   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x30.bottom == UIView:0x20.bottom NSSpace(0)   (active)>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations[0] == "view1.bottom <= view2.bottom + 8")
        #expect(e.equations[3] == "view3.bottom == view2.bottom")
        #expect(e.conflict == [0, 1, 2])
    }

    @Test func anIdentifierAfterTheAutoresizingMask() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' V:[UIView:0x10(568)]>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x10]-(0)-| (Names: '|':UICollectionView:0x20)>",
                "<NSLayoutConstraint:0x3 V:[UICollectionView:0x20(230)]>",
                "<NSLayoutConstraint:0x4 V:|-(0)-[UIView:0x10] (Names: '|':UICollectionView:0x20)>"
            )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.constraints[1].identifier == "UIView-Encapsulated-Layout-Top")
        #expect(e.log.constraints[1].autoresizingMask == "h=--- v=---")
        #expect(e.conflict == [0, 1, 2, 3])
    }

    @Test func descriptionsWhoseAngleBracketsMarkdownTookAway() {
        // GitHub drops `<NSLayoutConstraint:0x… …>` as an unknown tag's brackets.
        let e = explain("""
            > (
            >     "NSLayoutConstraint:0x9162d50 H:[UIView:0x9161180(70)]",
            >     "NSLayoutConstraint:0x917ab50 H:[UIButton:0x9178fd0]-(0)-|   (Names: '|':UIView:0x9161180 )",
            >     "NSLayoutConstraint:0x917ab60 H:|-(0)-[UIButton:0x9178fd0]   (Names: '|':UIView:0x9161180 )",
            >     "NSAutoresizingMaskLayoutConstraint:0x9185bf0 h=--& v=--& H:[UIButton:0x9178fd0(50)]"
            > )
            Will attempt to recover by breaking constraint
            NSLayoutConstraint:0x917ab50 H:[UIButton:0x9178fd0]-(0)-|   (Names: '|':UIView:0x9161180 )
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.constraints.map(\.address) == ["0x9162d50", "0x917ab50", "0x917ab60", "0x9185bf0"])
        #expect(e.log.constraints[0].text == "NSLayoutConstraint:0x9162d50 H:[UIView:0x9161180(70)]")
        #expect(e.log.constraints[3].autoresizingMask == "h=--& v=--&")
        #expect(e.broken == 1)
        #expect(e.conflict == [0, 1, 2, 3])
    }

    @Test func proseNamingAConstraintClassIsNoDescription() {
        let log = AutoLayoutLogReader.read(text: """
            NSLayoutConstraint: the class UIKit names in these messages.
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.width == 10   (active)>"
            )
            """, name: "test.log")
        #expect(log.constraints.count == 1)
        #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }

    @Test func aLongLabelWithoutSpacesNamesItsViewByItsFirstCharacters() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x10'吃胖了的鹅仿佛对生活失去了小目标'.height == 40   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x10'吃胖了的鹅仿佛对生活失去了小目标'.height == 20   (active)>"
            )
            """)
        #expect(e.names["UILabel:0x10"] == "吃胖了的鹅仿")
    }

    @Test func labelsWithEscapedUnicodeAreTheirText() {
        // Older UIKit escaped a label's characters beyond ASCII; its broken line did not.
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UIButton:0x10'\\U5206\\U4eab'.height == 40   (active)>",
                "<NSLayoutConstraint:0x2 UIButton:0x10'\\U5206\\U4eab'.height == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UIButton:0x10'分享'.height == 20   (active)>
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.items.first?.label == "分享")
        #expect(e.broken == 1)
        #expect(e.conflict == [0, 1])
    }

    @Test func connectionsJiraTurnedIntoStrikethrough() {
        // Issues synchronized from Jira print `-(0)-` as `~~(0)~~` and bold each line.
        let e = explain("""
            **(**

            **"<NSLayoutConstraint:0x1 V:|~~(0)~~[UIStackView:0x10]   (active, names: '|':UIView:0x20 )>",**

            **"<NSLayoutConstraint:0x2 UIStackView:0x10.bottom == UIView:0x20.bottom - 20   (active)>",**

            **"<NSLayoutConstraint:0x3 'UIView~~Encapsulated~~Layout~~Height' UIView:0x20.height == 0   (active)>"**

            **)**
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations[0] == "stack1.top == view1.top")
        #expect(e.conflict == [0, 1, 2])
    }

    @Test func identifiersAndLabelsJiraTurnedIntoStrikethrough() {
        // The same markup turns the hyphens of a quoted identifier or label into `~~`
        // (firefox-ios's `'UISV~~alignment~~spanner'`): read as the `-` UIKit printed, so
        // that the key names the spanner as UIKit does.
        let e = explain("""
            **(**

            **"<NSLayoutConstraint:0x1 'UISV~~canvas~~connection' UIStackView:0x10.top == _UILayoutSpacer:0x11'UISV~~alignment~~spanner'.top   (active)>",**

            **"<NSLayoutConstraint:0x2 _UILayoutSpacer:0x11'UISV~~alignment~~spanner'.height == 20   (active)>",**

            **"<NSLayoutConstraint:0x3 'UIView~~Encapsulated~~Layout~~Height' _UILayoutSpacer:0x11.height == 0   (active)>"**

            **)**
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.log.items.first { $0.className == "_UILayoutSpacer" }?.label == "UISV-alignment-spanner")
        #expect(e.log.constraints.map(\.identifier) == ["UISV-canvas-connection", nil, "UIView-Encapsulated-Layout-Height"])
        #expect(!e.keyLines.contains { $0.contains("~~") }, "\(e.keyLines)")
        #expect(e.conflict == [1, 2])
    }

    @Test func typographicQuotesAndDashesOfAWebPage() {
        // A blog's typography turns `'` into `‘’`, `"` into `“”` and ` - ` into ` – `.
        let e = explain("""
            (
            “<NSLayoutConstraint:0x7f01 H:|-(20)-[UILabel:0x7f02‘Hello’]   (Names: ‘|’:UIView:0x7f03 )>”,
            “<NSLayoutConstraint:0x7f04 H:[UILabel:0x7f02‘Hello’]-(20)-|   (Names: ‘|’:UIView:0x7f03 )>”,
            “<NSLayoutConstraint:0x7f05 UILabel:0x7f02‘Hello’.width == UIView:0x7f03.width – 10>”,
            “NSLayoutConstraint:0x7f06 H:[UIView:0x7f03(320)]”
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7f05 UILabel:0x7f02‘Hello’.width == UIView:0x7f03.width – 10>
            """)
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations[2] == "hello.width == view1.width - 10")
        #expect(e.log.constraints[2].text.contains("‘Hello’"), "the text stays as the log wrote it")
        #expect(e.broken == 2)
        #expect(e.conflict == [0, 1, 2])
    }

    @Test func aDescriptionWrappedAfterAGreaterOrEqualIsJoined() {
        // A post wrapped at its width, the line cut after `>=`, with Windows line ends.
        let e = explain("(\r\n    \"<NSLayoutConstraint:0x1 UIView:0x2.width >= 44\r\n(active)>\",\r\n"
            + "    \"<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (active)>\"\r\n)\r\n")
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations == ["view1.width >= 44", "view1.width == 20"])
        #expect(e.conflict == [0, 1])
    }

    @Test func aMarkdownQuotedListJoinedIntoOneLine() {
        // Each `> ` of the quote now stands between the descriptions, and after the last.
        let e = explain("> ( > \"<NSLayoutConstraint:0x1 UIView:0x2.width == 100 (active)>\", "
            + "> \"<NSLayoutConstraint:0x3 UIView:0x2.width == 20 (active)>\" > ) > > "
            + "Will attempt to recover by breaking constraint > <NSLayoutConstraint:0x3 UIView:0x2.width == 20 (active)>")
        #expect(e.log.diagnostics.isEmpty, "\(e.log.diagnostics)")
        #expect(e.equations == ["view1.width == 100", "view1.width == 20"])
        #expect(e.broken == 1)
        #expect(e.conflict == [0, 1])
    }

    @Test func aListWithoutUIKitsMessageThatCanHoldSaysWhatMayBeMissing() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x17468b860 progress background.height == 5   (active, names: progress background:0x1089a5290 )>"
            )
            """)
        #expect(e.conflict.isEmpty)
        #expect(e.reasons == ["if UIKit reported them as a conflict, the list may be cut short, "
                              + "or UIKit saw constraints it does not print"])
    }

    @Test func aBaselineReadingSaysWhatItDependsOn() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x10.top == UIView:0x20.topMargin   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x10.firstBaseline == UIView:0x20.bottomMargin   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x20.height == 30   (active)>"
            )
            """)
        #expect(e.conflict.isEmpty)
        #expect(e.reasons.contains { $0.contains("baseline") }, "\(e.reasons)")
    }
}
