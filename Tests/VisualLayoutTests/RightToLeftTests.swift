// Right-to-left layouts (docs/format-file.md, "Layout direction"): every dialect's leading and
// trailing edges under `direction rtl`, hand-computed. A frame is the mirror of its
// left-to-right one (canvas width − x − width) only when nothing pins left, right or centre
// X, and insets stay physical: the cases below check both sides of that rule. Frames are
// (x, y, width, height), relative to the parent, within 0.01.

import Testing
import VisualConstraints
import VisualLayout
import VisualSyntax

// MARK: - Helpers

/// The frames of `text` laid out right to left are the mirror images of its left-to-right
/// ones: x' = parent width − x − width, everything else the same.
private func expectMirror(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let ltr = LayoutPipeline.layout(text: text, name: "case.visual", direction: .leftToRight)
    let rtl = LayoutPipeline.layout(text: text, name: "case.visual", direction: .rightToLeft)
    guard let left = ltr.tree, let right = rtl.tree else {
        Issue.record("errors: \(ltr.diagnostics) \(rtl.diagnostics)", sourceLocation: sourceLocation)
        return
    }
    #expect(left.canvasWidth == right.canvasWidth && left.canvasHeight == right.canvasHeight,
            sourceLocation: sourceLocation)
    for (a, b) in zip(left.views, right.views) {
        let parentWidth = a.parent.flatMap { parent in left.views.first { $0.name == parent }?.width }
            ?? left.canvasWidth
        let mirrored = parentWidth - a.x - a.width
        #expect(abs(b.x - mirrored) < 0.01 && abs(b.y - a.y) < 0.01 && abs(b.width - a.width) < 0.01
                    && abs(b.height - a.height) < 0.01,
                "\(a.name): ltr \((a.x, a.y, a.width, a.height)), rtl \((b.x, b.y, b.width, b.height)), mirror x \(mirrored)",
                sourceLocation: sourceLocation)
    }
}

// MARK: - The setting

@Suite struct DirectionSettingTests {
    @Test func parsesAtTheTopLevelWhereverWritten() {
        let (file, diagnostics) = FormatFileParser.parse(SourceFile(name: "t.visual", text: """
            [a]
            box {
              [b]
            }
            direction rtl
            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file.direction == .rightToLeft)
        #expect(file.root.settings.direction?.range.start == VisualSyntax.SourceLocation(line: 5, column: 1))
        let plain = FormatFileParser.parse(SourceFile(name: "t.visual", text: "[a]\ndirection ltr")).file
        #expect(plain.direction == .leftToRight)
        #expect(FormatFileParser.parse(SourceFile(name: "t.visual", text: "[a]")).file.direction == .leftToRight)
    }

    @Test func aViewMayStillBeCalledDirection() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            direction.leading == superview.leading + 10
            direction.width == 40
            direction.top == 0
            direction.height == 20
            H:|[box(30)]
            V:|[box(10)]
            box {
              H:|[inner(10)]
              V:|[inner(10)]
            }
            """, ["direction": (270, 0, 40, 20), "box": (290, 0, 30, 10), "inner": (20, 0, 10, 10)])
    }

    @Test func nestedDirectionIsAnErrorAtItsColumn() {
        let result = LayoutPipeline.layout(text: "[a]\nbox {\n    direction rtl\n}", name: "t.visual")
        let error = result.diagnostics.first { $0.severity == .error }
        #expect(error?.location == VisualSyntax.SourceLocation(line: 3, column: 5))
        #expect(error?.message == "'direction' applies to the whole file: write it at the top level, not in container 'box'")
        #expect(result.tree == nil)
    }

    @Test func commandLineDirectionOverridesTheFile() {
        let file = """
            canvas 320 x 100
            direction rtl
            H:|-[a(50)]
            V:|[a(30)]
            """
        expectLayout(file, ["a": (250, 0, 50, 30)])
        expectLayout(file, ["a": (20, 0, 50, 30)], direction: .leftToRight)
        expectLayout("canvas 320 x 100\nH:|-[a(50)]\nV:|[a(30)]", ["a": (250, 0, 50, 30)], direction: .rightToLeft)
        #expect(LayoutPipeline.layout(text: file, name: "t.visual").tree?.direction == .rightToLeft)
        #expect(LayoutPipeline.layout(text: file, name: "t.visual", direction: .leftToRight).tree?.direction
            == .leftToRight)
    }

    @Test func jsonAndTableSayRightToLeft() throws {
        let tree = try #require(LayoutPipeline.layout(text: "canvas 100 x 50\ndirection rtl\n[a(20)](10)",
                                                      name: "t.visual").tree)
        let json = LayoutOutput.json(tree)
        #expect(json.contains("\"direction\": \"rtl\""))
        #expect(json.contains("{\"name\": \"a\", \"x\": 80, \"y\": 0, \"width\": 20, \"height\": 10}"))
        #expect(LayoutOutput.table(tree).hasPrefix("canvas 100 x 50, right to left\n"))
        let ltr = try #require(LayoutPipeline.layout(text: "canvas 100 x 50\n[a(20)](10)", name: "t.visual").tree)
        #expect(!LayoutOutput.json(ltr).contains("direction"))
    }
}

// MARK: - Apple VFL

@Suite struct RightToLeftVFLTests {
    @Test func standardSpacingsFromTheRight() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|-[a(50)]-[b(60)]
            V:|[a(30)]
            V:|[b(30)]
            """, ["a": (250, 0, 50, 30), "b": (182, 0, 60, 30)])
    }

    @Test func bothEdgesWithDifferentSpacings() {
        // Leading 10 is on the right, trailing 30 on the left.
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|-10-[a]-30-|
            V:|[a(30)]
            """, ["a": (30, 0, 280, 30)])
    }

    @Test func onlyATrailingEdge() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:[a(50)]-20-|
            V:|[a(30)]
            """, ["a": (20, 0, 50, 30)])
    }

    @Test func flushViewsRunLeftwards() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|[a(50)][b(50)][c(50)]
            V:|[a(10)]
            V:|[b(10)]
            V:|[c(10)]
            """, ["a": (270, 0, 50, 10), "b": (220, 0, 50, 10), "c": (170, 0, 50, 10)])
    }

    @Test func inequalityAndPriorityMeasureTheGapFromTheRight() {
        // At least 40 from the leading (right) edge; 10 is only wanted at 500.
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|-(>=40)-[a(50)]
            H:|-(10@500)-[a]
            V:|[a(30)]
            """, ["a": (230, 0, 50, 30)])
    }

    @Test func spacingSettingAndAFittingCanvas() {
        expectLayout("""
            canvas fit x 100
            spacing 4 12
            direction rtl
            H:|-[a(50)]-[b(50)]-|
            V:|[a(30)]
            V:|[b(30)]
            """, ["a": (66, 0, 50, 30), "b": (12, 0, 50, 30)])
    }

    @Test func directionLeftToRightFixesTheLine() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|-[a(50)]-[b(60)] options: .directionLeftToRight
            H:|-[c(50)] options: NSLayoutFormatDirectionLeadingToTrailing
            V:|[a(30)]-[c(30)]
            V:|[b(30)]
            """, ["a": (20, 0, 50, 30), "b": (78, 0, 60, 30), "c": (250, 38, 50, 30)])
    }

    @Test func directionRightToLeftInALeftToRightFile() {
        expectLayout("""
            canvas 320 x 100
            H:|-[a(50)]-[b(60)] options: .directionRightToLeft
            H:|-[c(50)]
            V:|[a(30)]-[c(30)]
            V:|[b(30)]
            """, ["a": (250, 0, 50, 30), "b": (182, 0, 60, 30), "c": (20, 38, 50, 30)])
        #expect(constraintTexts("H:|-[a(50)]-[b(60)] options: .directionRightToLeft", line: 1) == [
            "a.right == superview.right - 20", "a.width == 50", "b.right == a.left - 8", "b.width == 60",
        ])
    }

    /// `.alignAllLeading`/`Trailing` on a V: line flip; `Left`, `Right` and `CenterX` do not.
    @Test(arguments: [
        ("alignAllLeading", 240.0), ("alignAllTrailing", 200), ("alignAllLeft", 200), ("alignAllRight", 240),
        ("alignAllCenterX", 220),
    ])
    func alignmentOptions(option: String, bX: Double) {
        expectLayout("""
            canvas 320 x 200
            direction rtl
            H:|-[a(100)]
            H:[b(60)]
            V:|-[a(30)]-[b(40)] options: .\(option)
            """, ["a": (200, 20, 100, 30), "b": (bX, 58, 60, 40)])
    }

    @Test func nestedContainerMeasuresFromItsOwnRightEdge() {
        expectLayout("""
            canvas 320 x 200
            direction rtl
            H:|-10-[box(200)]
            V:|-10-[box(100)]
            box {
              H:|-[a(50)]
              V:|[a(30)]
            }
            """, ["box": (110, 10, 200, 100), "a": (130, 0, 50, 30)])
    }

    @Test func aLeftEdgeSetByAnEquationDoesNotFlip() {
        // The leading edge is 20 from the right; the left edge is at 60, whatever the direction.
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|-20-[a]
            a.left == 60
            V:|[a(30)]
            """, ["a": (60, 0, 240, 30)])
    }

    @Test func mirrorsTheLeftToRightLayout() {
        expectMirror("""
            canvas 375 x 200
            H:|-[a(>=50)]-[b(==a)]-12-[c(80@750)]-|
            H:|-30-[d]-10-[e(40)]|
            V:|-[a(30)]-[d(20)]
            V:|-[b(30)]
            V:|-[c(30)]
            V:[e(20)]-|
            """)
    }
}

// MARK: - RQVisual rows

@Suite struct RightToLeftRowTests {
    @Test func twoFixedItems() {
        // H4 of the fixed pair is `>=`, so the row hangs from its leading (right) edge.
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [a(50)]-[b(60)](40)
            """, ["a": (270, 0, 50, 40), "b": (200, 0, 60, 40)])
    }

    @Test func edgeSpacingsFlip() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            |-20-[a(50)]-[b]-30-|(40)
            """, ["a": (250, 0, 50, 40), "b": (30, 0, 210, 40)])
    }

    @Test func dynamicThenFixed() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [a]-[b(60)](40)
            """, ["a": (70, 0, 250, 40), "b": (0, 0, 60, 40)])
    }

    @Test func pinLeadingIsTheRightEdge() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [a(50)<](40)
            """, ["a": (270, 0, 50, 40)])
    }

    @Test func pinTrailingIsTheLeftEdge() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [a(50)>](40)
            """, ["a": (0, 0, 50, 40)])
    }

    @Test func pinTrailingAfterADynamicItem() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [a]-[b(50)>](40)
            """, ["a": (60, 0, 260, 40), "b": (0, 0, 50, 40)])
    }

    @Test func centredGroupDoesNotFlip() {
        // left == centerX + offset: a stays left of the centre, b right of it (the mirror
        // would put a at 175 and b at 95).
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [a(50)<>]-[b(70)<>](40)
            """, ["a": (95, 0, 50, 40), "b": (155, 0, 70, 40)])
    }

    @Test func readmeExample4() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            [imageView(50)<]-[label(50)<>]-[button(50)>](60)
            """, ["imageView": (270, 0, 50, 60), "label": (135, 0, 50, 60), "button": (0, 0, 50, 60)])
    }

    @Test func paddingSetting() {
        expectLayout("""
            canvas 320 x 100
            padding 15
            direction rtl
            |-[a(50)]-[b(50)]-|(40)
            """, ["a": (255, 0, 50, 40), "b": (190, 0, 50, 40)])
    }

    @Test func labelledRowsKeepTheirVerticalGaps() {
        expectLayout("""
            canvas 320 x 88
            direction rtl
            r1:[a(50)]-[b](30)
            r2:[c]-[d(80)](40)
            rows |-5-[r1]-8-[r2]-5-|
            """, ["a": (270, 5, 50, 30), "b": (0, 5, 260, 30), "c": (90, 43, 230, 40), "d": (0, 43, 80, 40)])
    }

    @Test func equalWidthGroup() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            |-[a(==)]-[b(==)]-|(40)
            """, ["a": (165, 0, 145, 40), "b": (10, 0, 145, 40)])
    }

    @Test func fittingCanvasKeepsTheCorrectedWidth() {
        let result = expectLayout("""
            canvas fit
            direction rtl
            |-[a(50)]-[b(60)]-30-|(40)
            """, ["a": (100, 0, 50, 40), "b": (30, 0, 60, 40)])
        #expect(result.tree?.canvasWidth == 160)
    }

    @Test func rowInANestedContainer() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H:|-10-[box(200)]
            V:|-10-[box(60)]
            box {
              [a(50)]-[b(40)](30)
            }
            """, ["box": (110, 10, 200, 60), "a": (150, 0, 50, 30), "b": (100, 0, 40, 30)])
    }

    @Test func commandLineDirection() {
        let row = "canvas 320 x 100\n[a(50)]-[b(60)](40)"
        expectLayout(row, ["a": (270, 0, 50, 40), "b": (200, 0, 60, 40)], direction: .rightToLeft)
        expectLayout("direction rtl\n" + row, ["a": (0, 0, 50, 40), "b": (60, 0, 60, 40)], direction: .leftToRight)
    }

    @Test func mirrorsWithoutCentring() {
        expectMirror("""
            canvas 375 x 200
            header {
              |-[avatar(40)]-[name]-(12)-[badge(24)>](40)
            }
            |-16-[header]-8-|(60)
            [one(==)]-[two(==)](30)
            """)
    }
}

// MARK: - Visually

@Suite struct RightToLeftVisuallyTests {
    @Test func readmeLeadingTrailing() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            H(|-8-label[100]->=8-|)
            V(|-20-label[30])
            """, ["label": (212, 20, 100, 30)])
    }

    @Test func percentages() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-view[50%]-button[50%]-|)
            V(|-view[20])
            V(|-button[20])
            """, ["view": (160, 0, 160, 20), "button": (0, 0, 160, 20)])
    }

    @Test func gapsBetweenTerms() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-10-a[50]-20-b[60])
            V(|-a[20])
            V(|-b[20])
            """, ["a": (260, 0, 50, 20), "b": (180, 0, 60, 20)])
    }

    @Test func dashWithoutANumberIsZero() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-view1[50]-view2-|)
            V(|-view1[20])
            V(|-view2[20])
            """, ["view1": (270, 0, 50, 20), "view2": (0, 0, 270, 20)])
    }

    @Test func disregardLayoutDirectionStaysLeftToRight() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-10-a[50]-20-b[60], options: .disregardLayoutDirection)
            V(|-a[20])
            V(|-b[20])
            """, ["a": (10, 0, 50, 20), "b": (80, 0, 60, 20)])
    }

    @Test func safeAreaInsetsArePhysical() {
        // The leading edge of the safe area is 10 from the right (its right inset); the
        // mirror of the left-to-right frame (35) would be 235.
        expectLayout("""
            canvas 320 x 100
            safe-area 0 30 0 10
            direction rtl
            H(|-5-a[50], options: .toSafeArea)
            V(|-a[20])
            """, ["a": (255, 0, 50, 20)])
        expectLayout("""
            canvas 320 x 100
            safe-area 0 30 0 10
            direction rtl
            H(|-a-|, options: .toSafeArea)
            V(|-a[20])
            """, ["a": (30, 0, 280, 20)])
    }

    @Test func layoutMarginsArePhysical() {
        expectLayout("""
            canvas 320 x 100
            margins 0 16 0 40
            direction rtl
            H(|-a[50]-b[40], options: .toLayoutMargins)
            V(|-a[20])
            V(|-b[20])
            """, ["a": (230, 0, 50, 20), "b": (190, 0, 40, 20)])
    }

    @Test func priorityGivesWayToTheRequiredGap() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-(10 ~ 500)-a[50])
            H(|->=30-a)
            V(|-a[20])
            """, ["a": (240, 0, 50, 20)])
    }

    @Test func atLeastBetweenTwoViews() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(a[50]->=10-b[50])
            H(|-a)
            H(b-40-|)
            V(|-a[20])
            V(|-b[20])
            """, ["a": (270, 0, 50, 20), "b": (40, 0, 50, 20)])
    }

    @Test func centringDoesNotFlip() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(a[60])
            H(b[40])
            H(|-20-b)
            centerHorizontallyInSuperview(a)
            V(|-a[20]-b[20])
            """, ["a": (130, 0, 60, 20), "b": (260, 20, 40, 20)])
    }

    @Test func nestedContainer() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-20-box[200])
            V(|-10-box[50])
            box {
              H(|-12-a[40])
              V(|-a[20])
            }
            """, ["box": (100, 10, 200, 50), "a": (148, 0, 40, 20)])
    }

    @Test func percentageAndAtLeastSize() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            H(|-a[25%]-b[>=50]-|)
            V(|-a[20])
            V(|-b[20])
            """, ["a": (240, 0, 80, 20), "b": (0, 0, 240, 20)])
    }

    @Test func mirrorsTheLeftToRightLayout() {
        expectMirror("""
            canvas 375 x 200
            H(|-16-icon[40]-8-title[100]->=8-badge[30]-16-|)
            H(|-(20 ~ 750)-body[60%])
            V(|-20-icon[40]-12-body[50])
            V(|-20-title[20])
            V(|-20-badge[20])
            """)
    }
}

// MARK: - VBAutolayout

@Suite struct RightToLeftLayoutDictionaryTests {
    @Test func bothEdgesToTheContainer() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout lb1 {Top:"20", Leading:"0", Trailing:"0", Height:"30"}
            """, ["lb1": (0, 20, 320, 30)])
    }

    @Test func leadingWithCentreY() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout lb4 {Leading:"8", CenterY:"0", Width:"60", Height:"20"}
            """, ["lb4": (252, 230, 60, 20)])
    }

    @Test func leadingAndTrailingInsets() {
        // Leading 8 from the right, the trailing inset 16 from the left.
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout lb {Leading:"8", Trailing:"16", Top:"0", Height:"40"}
            """, ["lb": (16, 0, 296, 40)])
    }

    @Test func leadingToAnItem() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {Leading:"0", Top:"0", Width:"100", Height:"40"}
            layout b {Leading:{Item:a}, Top:"0", Width:"50", Height:"40"}
            """, ["a": (220, 0, 100, 40), "b": (170, 0, 50, 40)])
    }

    @Test func leadingToAnItemWithAConstant() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {Leading:"0", Top:"0", Width:"100", Height:"40"}
            layout b {Leading:{Item:a, Constant:"8"}, Top:"0", Width:"50", Height:"40"}
            """, ["a": (220, 0, 100, 40), "b": (162, 0, 50, 40)])
    }

    @Test func trailingToAnItemAndItsWarning() {
        // a's trailing edge is its left one (at 0); b's trailing edge is 10 right of a's
        // leading (right) edge, and the warning says so.
        let result = expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {Trailing:"0", Top:"0", Width:"100", Height:"40"}
            layout b {Trailing:{Item:a, Constant:"-10"}, Top:"50", Width:"50", Height:"40"}
            """, ["a": (0, 0, 100, 40), "b": (110, 50, 50, 40)], warnings: ["does not negate"])
        #expect(result.diagnostics.contains { $0.message.contains("10 points right of a's leading edge, a gap of 10") })
    }

    @Test func centreXDoesNotFlip() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {CenterX:"20", Width:"60", Top:"0", Height:"20"}
            """, ["a": (150, 0, 60, 20)])
    }

    @Test func centreXToAnItem() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {Leading:"0", Top:"0", Width:"100", Height:"40"}
            layout b {CenterX:{Item:a}, Top:"50", Width:"50", Height:"40"}
            """, ["a": (220, 0, 100, 40), "b": (245, 50, 50, 40)])
    }

    @Test func trailingInequalityQuirkMirrors() {
        // `">=10"` on Trailing keeps VBAutolayout's reading (the gap is at most 10), now on
        // the left; Leading 100 @1 gives way.
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {Trailing:">=10", Leading:"100@1", Width:"50", Top:"0", Height:"20"}
            """, ["a": (10, 0, 50, 20)], warnings: ["keeps the relation"])
    }

    @Test func leadingList() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout a {Leading:[">=40", "0@10"], Width:"50", Top:"0", Height:"20"}
            """, ["a": (230, 0, 50, 20)])
    }

    @Test func nestedContainer() {
        expectLayout("""
            canvas 320 x 480
            direction rtl
            layout box {Leading:"20", Top:"0", Width:"200", Height:"100"}
            box {
              layout a {Leading:"10", Top:"0", Width:"30", Height:"30"}
            }
            """, ["box": (100, 0, 200, 100), "a": (160, 0, 30, 30)])
    }

    @Test func commandLineDirection() {
        let file = """
            canvas 320 x 480
            direction rtl
            layout a {Leading:"8", Top:"0", Width:"60", Height:"20"}
            """
        expectLayout(file, ["a": (252, 0, 60, 20)])
        expectLayout(file, ["a": (8, 0, 60, 20)], direction: .leftToRight)
    }

    @Test func mirrorsTheLeftToRightLayout() {
        expectMirror("""
            canvas 375 x 300
            layout title {Top:"20", Leading:"16", Trailing:"16", Height:"30"}
            layout icon {Top:{Item:title, Constant:"8"}, Leading:"16", Width:"40", Height:"40"}
            layout body {Top:{Item:title, Constant:"8"}, Leading:{Item:icon, Constant:"12"}, Trailing:"<=16", Width:"400@500", Height:"40"}
            """)
    }
}

// MARK: - Equations

@Suite struct RightToLeftEquationTests {
    /// A 50 × 20 view `a` at the top, constrained horizontally by `lines`.
    private func expectA(_ lines: String, x: Double, setting: String = "",
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            \(setting)
            a.width == 50
            a.top == 0
            a.height == 20
            \(lines)
            """, ["a": (x, 0, 50, 20)], sourceLocation: sourceLocation)
    }

    @Test func leadingToTheSuperview() { expectA("a.leading == superview.leading + 20", x: 250) }
    @Test func trailingToTheSuperview() { expectA("a.trailing == superview.trailing - 20", x: 20) }
    @Test func leftDoesNotFlip() { expectA("a.left == superview.left + 20", x: 20) }
    @Test func rightDoesNotFlip() { expectA("a.right == superview.right - 20", x: 250) }
    @Test func centreXDoesNotFlip() { expectA("a.centerX == superview.centerX + 30", x: 165) }
    @Test func loneConstantFromTheLeadingEdge() { expectA("a.leading == 20", x: 250) }
    @Test func leftLoneConstantFromTheLeftEdge() { expectA("a.left == 20", x: 20) }
    /// Leading against centre X: the constant runs from the right, as every constant of a
    /// leading or trailing constraint does (a.right == centerX − 10).
    @Test func leadingFromTheCentre() { expectA("a.leading == superview.centerX + 10", x: 100) }
    /// A multiplier: the mirror of `a.left == 0.5 × superview.right` (160).
    @Test func multiplier() { expectA("a.leading == 0.5 * superview.trailing", x: 110) }
    @Test func safeAreaIsPhysical() {
        expectA("a.leading == safeArea.leading + 5", x: 255, setting: "safe-area 0 30 0 10")
    }
    @Test func marginsArePhysical() {
        expectA("a.trailing == margins.trailing", x: 16, setting: "margins 0 16 0 40")
    }
    @Test func inequalityWithAWeakPull() {
        expectA("a.leading >= superview.leading + 40\na.leading == superview.leading @ low", x: 230)
    }

    @Test func betweenTwoViews() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            a.leading == superview.leading + 20
            b.leading == a.trailing + 8
            a.width == 50
            b.width == 50
            a.top == 0
            b.top == 0
            a.height == 20
            b.height == 20
            """, ["a": (250, 0, 50, 20), "b": (192, 0, 50, 20)])
        #expect(constraintTexts("direction rtl\nb.leading == a.trailing + 8", line: 2) == ["b.right == a.left - 8"])
    }

    @Test func nestedContainer() {
        expectLayout("""
            canvas 320 x 100
            direction rtl
            box.left == 50
            box.width == 200
            box.top == 0
            box.height == 50
            box {
              a.leading == superview.leading + 10
              a.width == 30
              a.top == 0
              a.height == 30
            }
            """, ["box": (50, 0, 200, 50), "a": (160, 0, 30, 30)])
    }

    @Test func mirrorsTheLeftToRightLayout() {
        expectMirror("""
            canvas 375 x 200
            metric gap = 12
            a.leading == superview.leading + 16
            a.width == 0.25 * superview.width
            b.leading == a.trailing + gap
            b.trailing <= superview.trailing - 16
            b.width == 400 @ 500
            c.leading >= 0.5 * superview.trailing
            c.leading == superview.leading @ low
            c.width == 40
            a.top == 10
            b.top == a.top
            c.top == a.bottom + gap
            a.height == 30
            b.height == 30
            c.height == 30
            """)
    }
}

// MARK: - Spacings and guides

@Suite struct RightToLeftGuideTests {
    /// A spacing's `before` is the side on the left: under rtl, the view after the gap in
    /// the line's order.
    @Test func guidesRunLeftToRightOverTheGap() throws {
        let tree = try #require(LayoutPipeline.layout(text: """
            canvas 320 x 100
            direction rtl
            H:|-[a(50)]-[b(60)]
            V:|[a(30)]
            V:|[b(30)]
            """, name: "t.visual").tree)
        let horizontal = tree.guides.filter { $0.axis == .horizontal }
        #expect(horizontal.count == 2)
        #expect(horizontal.map(\.before) == ["a", "b"])
        #expect(horizontal.map(\.after) == [nil, "a"])
        #expect(horizontal.map(\.start) == [300, 242])
        #expect(horizontal.map(\.end) == [320, 250])
        #expect(horizontal.map(\.constant) == [20, 8])
        #expect(horizontal.allSatisfy { $0.isSatisfied })
    }

    @Test func anUnmetSpacingMeasuresTheRealGap() throws {
        let tree = try #require(LayoutPipeline.layout(text: """
            canvas 320 x 100
            direction rtl
            H:|-(>=40)-[a(50)]
            H:|-(10@500)-[a]
            V:|[a(30)]
            """, name: "t.visual").tree)
        let unmet = try #require(tree.guides.first { !$0.isSatisfied })
        #expect(unmet.before == "a" && unmet.after == nil)
        #expect(unmet.length == 40 && unmet.constant == 10)
    }
}
