// What the picture of an explanation draws: only what the conflict needs, to scale (a
// huge size held outside the set does not stretch it), views nested as the log says, and
// why the set cannot hold. Logs written here for the test.

import AutoLayoutExplain
import AutoLayoutLog
import Testing
import VisualLayout
import VisualRender

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

@Suite struct ExplanationPictureTests {
    @Test func aHugeSizeOutsideTheSetDoesNotStretchThePicture() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UIScrollView:0x10.height >= 5000   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x11.height == 20   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x11.height == 44   (active)>"
            )
            """)
        #expect(e.conflict == [1, 2])
        let tree = e.layoutTree()
        // About the readable extent (the label drawn larger, with the outline of the 44 it
        // wanted), nowhere near 5000.
        #expect(tree.canvasHeight < 500, "\(tree.canvasHeight)")
        // The scroll view is still there, small and apart.
        let scroll = tree.views.first { $0.name == "scroll1" }
        #expect(scroll?.height == 24)
    }

    @Test func aViewIsDrawnInsideTheSuperviewItsNamesGive() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x11]   (active, names: '|':UIView:0x10 )>",
                "<NSLayoutConstraint:0x2 H:[UILabel:0x11]-(20)-|   (active, names: '|':UIView:0x10 )>",
                "<NSLayoutConstraint:0x3 UIView:0x10.width == 30   (active)>"
            )
            """)
        #expect(e.conflict == [0, 1, 2])
        let tree = e.layoutTree()
        let label = tree.views.first { $0.name == "label1" }
        #expect(label?.parent == "view1")
        #expect(tree.views.firstIndex { $0.name == "view1" }! < tree.views.firstIndex { $0.name == "label1" }!)
        // The label is 0 wide, the floor the set meets, not a made-up width.
        #expect(label?.width == 0)
        #expect(e.reasons == ["held together they leave label1.width at most −10, and a width is never below 0"])
    }

    @Test func aPinWithASmallInsetNestsWithoutNames() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UIStackView:0x11.leading == UIView:0x10.leading + 6   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.trailing == UIStackView:0x11.trailing + 6   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x10.width == 0   (active)>"
            )
            """)
        let tree = e.layoutTree()
        #expect(tree.views.first { $0.name == "stack1" }?.parent == "view1")
    }

    @Test func aDirectContradictionSaysSo() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.width == 100>",
                "<NSLayoutConstraint:0x2 UIView:0x10.width == 200>"
            )
            """)
        #expect(e.reasons == ["they contradict each other, whatever the sizes of the views"])
        #expect(e.text.contains("Why: they contradict each other"))
    }

    @Test func noConflictSaysWhichAssumptionDecidesIt() {
        // With margins of 8 the label has 4 points; with 16 it would need −12.
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x11.leading == UIView:0x10.leadingMargin   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x11.trailing == UIView:0x10.trailingMargin   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x10.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UILabel:0x11.leading == UIView:0x10.leadingMargin   (active)>
            """)
        #expect(e.conflict.isEmpty)
        #expect(e.reasons.first == "margins are taken as 8 points; with margins of 16 they cannot hold together")
        #expect(e.text.contains("but margins are taken as 8 points"))
    }
}

@Suite struct AlternativeReadingTests {
    @Test func autoresizingPositionsInTheirSuperviewMakeTheConflictThePictureDraws() {
        // As written, `minX == 0` puts the content view anywhere its superview is not; in
        // the text view's coordinates it starts at its left, and 49 + 2 cannot fit.
        let e = explain("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- NSView:0x11.minX == 0   (active, names: '|':NSTextView:0x10 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- H:[NSView:0x11]-(49)-|   (active, names: '|':NSTextView:0x10 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& NSTextView:0x10.width == 2   (active)>"
            )
            """)
        #expect(e.conflict.isEmpty)
        #expect(e.json.contains("\"conflict\": []"))
        #expect(e.alternative?.conflict == [0, 1, 2])
        #expect(e.drawnConflict == [0, 1, 2])
        #expect(e.text.contains("Read with autoresizing positions in their superview's coordinates, these 3 cannot hold together"))
        let tree = e.layoutTree()
        #expect(tree.guides.contains { !$0.isSatisfied })
    }
}

@Suite struct ExplanationZoomTests {
    @Test func aConflictAFewPointsAcrossIsDrawnLargerWithItsOwnNumbers() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x11.leading == UIView:0x10.leadingMargin>",
                "<NSLayoutConstraint:0x2 UILabel:0x11.trailing == UIView:0x10.trailingMargin>",
                "<NSLayoutConstraint:0x3 UIView:0x10.width == 0>"
            )
            """)
        let tree = e.layoutTree()
        #expect(tree.zoom > 1)
        // The view left out wanted 0 and got 16 (two margins), drawn `zoom` times wider.
        let unmet = tree.guides.first { !$0.isSatisfied }
        #expect(unmet.map { abs($0.length / tree.zoom - 16) < 0.001 } == true, "\(String(describing: unmet))")
        #expect(tree.canvasWidth >= 100)
    }

    /// A badge 28 wide, 6 in from its cell's edge, a stack at its trailing edge that must be
    /// 36 in: the set measures 36 points, however wide the cell and the stack are drawn at
    /// their made-up widths, so it is drawn larger, the 6 readable.
    @Test func aFewPointsBetweenViewsOfMadeUpSizeAreDrawnLarger() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 Badge:0x11.width == 28   (active)>",
                "<NSLayoutConstraint:0x2 Badge:0x11.leading == UITableViewCellContentView:0x10.leading + 6   (active)>",
                "<NSLayoutConstraint:0x3 UIStackView:0x12.leading == Badge:0x11.trailing   (active)>",
                "<NSLayoutConstraint:0x4 UIStackView:0x12.leading >= UITableViewCellContentView:0x10.leading + 36   (active)>"
            )
            """)
        let tree = e.layoutTree()
        #expect(tree.zoom >= 4, "zoom \(tree.zoom)")
        let inset = tree.guides.first { $0.isSatisfied && $0.constant == 6 }
        #expect(inset.map { abs($0.length) >= 24 } == true, "\(String(describing: inset))")
    }

    /// A view its superview's top pins at 0 and at -2 (appkit-list-on-header-line's): zoomed
    /// as far as the 2 would ask, the superview, drawn just tall enough for its child, would
    /// have no room left; the zoom stops where every view keeps its made-up size.
    @Test func aZoomThatWouldSqueezeAViewOfMadeUpSizeStopsShortOfIt() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 V:|-(0)-[NSView:0x11]   (Names: '|':HighlightView:0x10 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=&-- V:|-(-2)-[NSView:0x11]   (Names: '|':HighlightView:0x10 )>"
            )
            """)
        let tree = e.layoutTree()
        #expect(tree.zoom > 1)
        #expect(tree.views.allSatisfy { $0.height >= 40 }, "\(tree.views)")
    }

    @Test func aConflictThousandsOfPointsAcrossIsDrawnSmaller() {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UIScrollView:0x10.height == 5000>",
                "<NSLayoutConstraint:0x2 UIScrollView:0x10.height == 100>"
            )
            """)
        let tree = e.layoutTree()
        #expect(tree.zoom < 1)
        #expect(tree.canvasHeight <= 900, "\(tree.canvasHeight)")
        // The last member, `== 100`, is left out: the view is drawn 5000 high, to scale.
        #expect(tree.views.first { $0.name == "scroll1" }.map { $0.height / tree.zoom } == 5000)
    }
}

@Suite struct NoConflictPictureTests {
    /// With nothing that conflicts, in this reading or another, the picture draws the list
    /// as it holds together: the button 20 from its superview's leading edge and 280 wide
    /// (a stretch long enough to be cut), both lines met, their log lines in the key under
    /// the sentence that says so.
    @Test func aLogWithNoConflictDrawsTheListAsItHolds() {
        let e = explain("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 H:|-(20)-[NSButton:0x11'Check for new versions']   (active, names: '|':NSView:0x10 )>",
                "<NSLayoutConstraint:0x2 NSButton:0x11'Check for new versions'.width == 280   (active)>"
            )
            """)
        #expect(e.conflict.isEmpty)
        #expect(e.alternative == nil)
        let tree = e.layoutTree()
        #expect(tree.guides.map(\.line) == [3, 4])
        #expect(tree.guides.allSatisfy { $0.isSatisfied && $0.note == nil })
        #expect(tree.guides.map(\.constant) == [20, 280], "\(tree.guides)")
        #expect(e.keyLines.contains("drawn: one way all 2 hold together"), "\(e.keyLines)")
        #expect(e.reasons.first?.hasPrefix("UIKit reported a conflict that this list alone does not make") == true)
    }
}

@Suite struct AxisBreakTests {
    /// A banner 20 below its superview's top and 50 high, the superview held 568 high, the
    /// banner's bottom pinned to it: the 498 points between the banner and the bottom are
    /// cut to a few dozen, so that the 20 and the 50 are drawn large enough to read.
    private let banner = """
        (
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' V:[UIView:0x10(568)]>",
            "<NSLayoutConstraint:0x2 V:[ADBannerView:0x11(50)]>",
            "<NSLayoutConstraint:0x3 V:|-(20)-[ADBannerView:0x11]   (Names: '|':UIView:0x10 )>",
            "<NSLayoutConstraint:0x4 ADBannerView:0x11.bottom == UIView:0x10.bottom>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x4 ADBannerView:0x11.bottom == UIView:0x10.bottom>
        """

    @Test func aLongEmptyStretchIsCutAndItsLengthAddedBack() {
        let tree = explain(banner).layoutTree()
        #expect(tree.axisBreaks.count == 1)
        #expect(tree.axisBreaks.first?.axis == .vertical)
        // Uncut, at any zoom of 1 or more, it would be at least 568 high.
        #expect(tree.canvasHeight < 568, "\(tree.canvasHeight)")
        // The superview is drawn short, but its own height is still 568.
        let view = tree.views.first { $0.name == "view1" }!
        #expect(view.height < 568)
        #expect(abs(tree.layoutLength(.vertical, start: view.y, length: view.height) - 568) < 0.001)
        // The member left out still reads what it got: the banner's bottom 498 above the superview's.
        let unmet = tree.guides.first { !$0.isSatisfied }!
        #expect(abs(tree.layoutLength(.vertical, from: unmet.start, to: unmet.end) + 498) < 0.001)
        // The gap of 20 is drawn to scale (the set left is small: larger).
        #expect(tree.guides.contains { $0.isSatisfied && abs($0.length / tree.zoom - 20) < 0.001 })
    }

    @Test func thePictureDrawsTheBreakAndTheTrueSizes() throws {
        let tree = explain(banner).layoutTree()
        let scene = try PictureRenderer.draw([tree], name: "banner", format: .png, options: RenderOptions()).1
        let cuts = scene.items.compactMap { item -> SceneItem.AxisBreak? in
            if case .axisBreak(let cut) = item { cut } else { nil }
        }
        #expect(cuts.count == 1)
        #expect(cuts.first?.bands.count == 1, "one band, across the superview only")
        #expect(scene.tags.contains { $0.text == "view1 height 568" }, "\(scene.tags.map(\.text))")
        #expect(scene.guides.contains { $0.label == "0 → −498 · broken" }, "\(scene.guides.map(\.label))")
    }

    @Test func twoSizesThatContradictEachOtherAreNotCut() {
        // Nothing short beside the one long stretch: a cut would make nothing readable.
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIInputView:0x10.height == 246>",
                "<NSLayoutConstraint:0x2 UIInputView:0x10.height == 216>"
            )
            """).layoutTree()
        #expect(tree.axisBreaks.isEmpty)
    }

    @Test func aStretchAMultiplierSpansIsNotCut() {
        // The bar is 1.07143 times as wide as the 717-point buttons: cut, the 717 was drawn
        // 56 long beside the 51 the picture zoomed to read, the proportion the member is
        // about lost. Drawn whole, the buttons are most of the bar's width, as they are.
        let tree = explain("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& QuizButtons:0x10.width == 717   (active)>",
                "<NSLayoutConstraint:0x2 ImgWhiteBar:0x11.leading == ViewTestVC:0x12.leading   (active)>",
                "<NSLayoutConstraint:0x3 ViewTestVC:0x12.trailing == ImgWhiteBar:0x11.trailing   (active)>",
                "<NSLayoutConstraint:0x4 ImgWhiteBar:0x11.width == 1.07143*QuizButtons:0x10.width   (active)>",
                "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' ViewTestVC:0x12.width == 768   (active)>"
            )
            """).layoutTree()
        #expect(tree.axisBreaks.isEmpty)
        #expect(tree.zoom <= 1)
        let buttons = tree.views.first { $0.name == "quizButtons1" }!, bar = tree.views.first { $0.name == "imgWhiteBar1" }!
        #expect(buttons.width / bar.width > 0.9, "\(buttons.width) of \(bar.width)")
    }
}

@Suite struct BrokenMemberMarkTests {
    @Test func theBrokenMemberIsMarkedWhenASizePinIsDrawnNotMet() {
        // The bar's height of 0 is drawn not met (what the rest needs against what it
        // allows); the log broke the bottom pin, which is drawn met and says so.
        let e = explain("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIKeyboardAssistantBar:0x10.height == 0   (active)>",
                "<NSLayoutConstraint:0x2 V:|-(0)-[_UIButtonBarStackView:0x11]   (active, names: '|':UIKeyboardAssistantBar:0x10 )>",
                "<NSLayoutConstraint:0x3 V:[_UIButtonBarStackView:0x11]-(9)-|   (active, names: '|':UIKeyboardAssistantBar:0x10 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x3 V:[_UIButtonBarStackView:0x11]-(9)-|   (active, names: '|':UIKeyboardAssistantBar:0x10 )>
            """)
        #expect(e.leftOut == 0)
        #expect(e.broken == 2)
        let tree = e.layoutTree()
        let marked = tree.guides.filter { $0.note != nil }
        #expect(marked.count == 1)
        #expect(marked.first?.line == e.log.constraints[2].line)
        #expect(marked.first?.isSatisfied == true)
    }

    @Test func withNoBrokenMemberTheAppsOwnLimitIsDrawnNotMet() {
        // The log names none it broke. The last member is the system's safe-area inset; the
        // app's `<= + 8` is the one its developer wrote and can change: drawn not met, 34 got.
        let e = explain("""
            (
            "<_UISystemBaselineConstraint:0x1 SomeView:0x10.bottom <= UILayoutGuide:0x11'UIViewSafeAreaLayoutGuide'.bottom + 8   (active)>",
            "<NSLayoutConstraint:0x2 UIInputSetContainerView:0x12.bottom == UIRemoteKeyboardWindow:0x13.bottom   (active)>",
            "<NSLayoutConstraint:0x3 SomeView:0x10.bottom == UIInputSetContainerView:0x12.bottom   (active)>",
            "<NSLayoutConstraint:0x4 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x11'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIRemoteKeyboardWindow:0x13 )>"
            )
            """)
        #expect(e.broken == nil)
        #expect(e.leftOut == 0)
        let unmet = e.layoutTree().guides.filter { !$0.isSatisfied }
        #expect(unmet.map(\.line) == [e.log.constraints[0].line])
    }

    @Test func aSizeSetFromAnotherSizeSaysWhichInItsLabel() throws {
        func labels(_ log: String) throws -> [String] {
            let tree = explain(log).layoutTree()
            return try PictureRenderer.draw([tree], name: "formula", format: .png, options: RenderOptions()).1
                .guides.map(\.label)
        }
        // The nib's height comes out at 0: its label said `0`, as if the log set it to 0.
        let nib = try labels("""
            (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- ScheduleViewNib:0x10.height == UIScrollView:0x11.height - 386>",
            "<NSLayoutConstraint:0x2 UIScrollView:0x11.height == 371>"
            )
            """)
        #expect(nib.contains("scroll1 − 386 = 0"), "\(nib)")
        // A size set to a constant keeps its bare value (here not met: the nib needs 386).
        #expect(nib.contains("371 → 386"), "\(nib)")
        let image = try labels("""
            (
            "<NSLayoutConstraint:0x3 UIImageView:0x12.width == 0.25*UIView:0x13.width>",
            "<NSLayoutConstraint:0x4 UIView:0x13.width == 16>",
            "<NSLayoutConstraint:0x5 UIImageView:0x12.width == 8>"
            )
            """)
        #expect(image.contains { $0.hasPrefix("0.25 × view1 = ") }, "\(image)")
        // A term times 0 sets nothing: the size is its constant, labelled bare.
        let zero = try labels("""
            (
            "<NSLayoutConstraint:0x1 UIView:0x10.width == 0*UIView:0x11.width + 5>",
            "<NSLayoutConstraint:0x2 UIView:0x10.width == 7>"
            )
            """)
        #expect(!zero.contains { $0.contains("×") }, "\(zero)")
    }

    @Test func aPinToAMarginIsDrawnFromTheEdgeWithTheMargin() throws {
        // The header is 0 wide; a label from its leading margin, a button to its trailing
        // one, 8 between them. The margins were `0`s on lines 8 points inside the header:
        // what made its 24 was nowhere in the picture.
        let tree = explain("""
            (
            "<NSLayoutConstraint:0x1 UILabel:0x11.leading == Header:0x10.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x2 UIButton:0x12.leading == UILabel:0x11.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x3 Header:0x10.trailingMargin == UIButton:0x12.trailing + 4   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' Header:0x10.width == 0   (active)>"
            )
            """).layoutTree()
        let margins = tree.guides.filter { $0.formula != nil }
        #expect(margins.count == 2)
        let header = try #require(tree.views.first { $0.name == "header1" })
        let leading = try #require(margins.first { $0.before == "header1" })
        // From the header's own edge, 8 long.
        #expect(abs(leading.start - header.x) < 0.01 && abs(leading.length / tree.zoom - 8) < 0.01,
                "\(leading.start) \(header.x) \(leading.length)")
        let scene = try PictureRenderer.draw([tree], name: "margins", format: .png, options: RenderOptions()).1
        let labels = scene.guides.map(\.label)
        #expect(labels.contains("margin = 8") && labels.contains("margin + 4 = 12"), "\(labels)")
    }

    @Test func aMarginDrawnInAnotherReadingSaysItsOwnSize() throws {
        // Holds with margins of 8 (8 + 180 + 8 in 199); drawn as it conflicts, with 16.
        let e = explain("""
            (
            "<NSLayoutConstraint:0x1 UIView:0x11.top == UITableViewCellContentView:0x10.topMargin   (active)>",
            "<NSLayoutConstraint:0x2 UITableViewCellContentView:0x10.bottomMargin == UIView:0x11.bottom   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x11.height >= 180   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x10.height == 199   (active)>"
            )
            """)
        #expect(e.alternative?.margin == 16)
        let scene = try PictureRenderer.draw([e.layoutTree()], name: "margins", format: .png, options: RenderOptions()).1
        let labels = scene.guides.map(\.label)
        #expect(labels.filter { $0.hasPrefix("margin = 16") }.count == 2, "\(labels)")
    }

    @Test func zeroGapsOfTheSetAreDrawn() throws {
        // `top == top` is a member: drawn as a mark with its 0, not left out as too small.
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIInputSetContainerView:0x11.top == UITextEffectsWindow:0x10.top + 20>",
                "<NSLayoutConstraint:0x2 UIInputSetContainerView:0x11.top == UITextEffectsWindow:0x10.top>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UIInputSetContainerView:0x11.top == UITextEffectsWindow:0x10.top + 20>
            """).layoutTree()
        let scene = try PictureRenderer.draw([tree], name: "pins", format: .png, options: RenderOptions()).1
        #expect(scene.guides.contains { $0.met && $0.label == "0" }, "\(scene.guides.map { ($0.label, $0.met) })")
    }

    @Test func viewsOutsideTheSetShowNoMadeUpSize() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIScrollView:0x10.height >= 5000   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0x11.height == 20   (active)>",
                "<NSLayoutConstraint:0x3 UILabel:0x11.height == 44   (active)>"
            )
            """).layoutTree()
        let scene = try PictureRenderer.draw([tree], name: "faint", format: .png, options: RenderOptions()).1
        #expect(scene.tags.contains { $0.text == "scroll1" }, "\(scene.tags.map(\.text))")
    }

    @Test func longKeyLinesAreWrapped() {
        // The reason given for reading autoresizing positions in their superview is long.
        let e = explain("""
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- NSView:0x11.minX == 0   (active, names: '|':NSTextView:0x10 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- H:[NSView:0x11]-(49)-|   (active, names: '|':NSTextView:0x10 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& NSTextView:0x10.width == 2   (active)>"
            )
            """)
        #expect(e.reasons.contains { $0.count > 100 })
        #expect(e.keyLines.allSatisfy { $0.count <= 96 }, "\(e.keyLines)")
        #expect(e.keyLines.contains { $0.hasPrefix("    ") })
    }
}
