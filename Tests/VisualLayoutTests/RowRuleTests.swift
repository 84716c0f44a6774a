// RQVisual rows through the whole pipeline, one case per rule of docs/semantics.md section 1
// (tables V1–V6, H1–H5, the alignment pass, the centred group, the `rows` format, the
// container size and defaults) with docs/format-file.md's decisions. Frames are (x, y, width,
// height) within 0.01; unless a test says otherwise a layout must come with no warning.

import Testing
import VisualConstraints
import VisualLayout
import VisualSyntax

// MARK: - Vertical (V1–V6)

@Suite struct RowVerticalRules {
    @Test func v1RowHeightGoesToEveryItem() {
        let text = "canvas 300 x 100\n[a]-[b(50)](30)"
        expectLayout(text, ["a": (0, 0, 240, 30), "b": (250, 0, 50, 30)])
        #expect(constraintTexts(text, line: 2).filter { $0.contains("height") } == ["a.height == 30", "b.height == 30"])
    }

    @Test func v2FirstRowTopFromTheRowsFormat() {
        expectLayout("canvas 100 x 100\nr1:[a](20)\nrows |-7-[r1]", ["a": (0, 7, 100, 20)])
        expectLayout("canvas 100 x 100\nr1:[a](20)\nrows |-(7)-[r1]", ["a": (0, 7, 100, 20)])
        // A flush or missing edge is 0; `-` is the vertical padding.
        expectLayout("canvas 100 x 100\nr1:[a](20)\nrows |[r1]", ["a": (0, 0, 100, 20)])
        expectLayout("canvas 100 x 100\nr1:[a](20)\nrows [r1]", ["a": (0, 0, 100, 20)])
        expectLayout("canvas 100 x 100\npadding 4 6\nr1:[a](20)\nrows |-[r1]", ["a": (0, 6, 100, 20)])
        // Without a format the first row starts at the top.
        #expect(constraintTexts("r1:[a](20)", line: 1).contains("a.top == superview.top"))
    }

    @Test func v3LaterRowsHangBelowThePreviousRowsFirstItem() {
        expectLayout("canvas 100 x 100\n[a(40)](20)\n[b](30)", ["a": (0, 0, 40, 20), "b": (0, 30, 100, 30)])
        expectLayout("canvas 100 x 100\npadding 4 6\n[a(40)](20)\n[b](30)", ["a": (0, 0, 40, 20), "b": (0, 26, 100, 30)])
        expectLayout("canvas 100 x 100\nr1:[a(40)](20)\nr2:[b](30)\nrows [r1]-3-[r2]", ["b": (0, 23, 100, 30)])
        // The first item only: c's height (set by an equation) does not move the next row.
        expectLayout("""
            canvas 100 x 100
            [a(40)][c(40)]
            [b](30)
            c.height == 50
            """, ["a": (0, 0, 40, 60), "c": (40, 0, 40, 50), "b": (0, 70, 100, 30)])
        #expect(constraintTexts("[a(40)](20)\n[b](30)", line: 2).prefix(2) == ["b.height == 30", "b.top == a.bottom + 10"])
    }

    @Test func v4LaterItemsShareTheFirstItemsTop() {
        expectLayout("canvas 100 x 100\nr1:[a(10)]-[b(10)]-[c(10)](20)\nrows |-7-[r1]",
                     ["a": (0, 7, 10, 20), "b": (20, 7, 10, 20), "c": (40, 7, 10, 20)])
        #expect(constraintTexts("[a(10)]-[b(10)](20)", line: 1).contains("b.top == a.top"))
    }

    @Test func v5MatchedBottomRecordIsAnEquality() throws {
        // Fitting: the written bottom counts.
        let fit = expectLayout("r1:[a(10)](20)\nrows [r1]-5-|", ["a": (0, 0, 10, 20)])
        #expect(fit.tree?.canvasHeight == 25)
        #expect(constraintTexts("r1:[a(10)](20)\nrows [r1]-5-|", line: 2) == ["superview.bottom == a.bottom + 5"])
        // A taller fixed canvas: the row cannot stretch (it has a height), so the bottom,
        // the later constraint, is left unsatisfied, as UIKit would break it.
        let result = expectLayout("canvas 100 x 100\nr1:[a(10)](20)\nrows [r1]-5-|", ["a": (0, 0, 10, 20)],
                                  warnings: ["conflict"])
        #expect(warnings(result).contains { $0.contains("'superview.bottom == a.bottom + 5'") })
    }

    @Test func v5ALoneRowWithAHeightStaysAtTheTop() {
        expectLayout("canvas 100 x 100\n[a](20)", ["a": (0, 0, 100, 20)])
        #expect(constraintTexts("[a](20)", line: 1).contains("superview.bottom >= a.bottom"))
        // A flush bottom edge in the format records nothing: still `>=`.
        expectLayout("canvas 100 x 100\nr1:[a](20)\nrows [r1]|", ["a": (0, 0, 100, 20)])
    }

    @Test func v5AfterARowWithAHeightTheLastRowStaysAtTheTop() {
        expectLayout("canvas 100 x 100\n[a](20)\n[b](30)", ["a": (0, 0, 100, 20), "b": (0, 30, 100, 30)])
    }

    @Test func v5OtherwiseTheLastRowMeetsTheBottom() {
        // A dynamic last row stretches; a last row with a height after a dynamic row is
        // pushed to the bottom and the dynamic row stretches instead.
        expectLayout("canvas 100 x 100\n[a](20)\n[b]", ["a": (0, 0, 100, 20), "b": (0, 30, 100, 70)])
        expectLayout("canvas 100 x 100\n[a]\n[b](30)", ["a": (0, 0, 100, 60), "b": (0, 70, 100, 30)])
        expectLayout("canvas 100 x 100\n[a](20)\n[b]\n[c](30)",
                     ["a": (0, 0, 100, 20), "b": (0, 30, 100, 30), "c": (0, 70, 100, 30)])
        expectLayout("canvas 100 x 100\n[a]", ["a": (0, 0, 100, 100)])
    }

    @Test func v6LaterItemsOfTheLastRowShareItsBottom() {
        expectLayout("canvas 100 x 100\n[a(40)][b(60)]", ["a": (0, 0, 40, 100), "b": (40, 0, 60, 100)])
        #expect(constraintTexts("[a(40)][b(60)]", line: 1).contains("b.bottom == a.bottom"))
    }

    /// Quirk 1.6.7: no bottom for later items of other rows; with a dynamic row height
    /// their heights are open, and the ambiguity warning says so.
    @Test func laterItemsOfEarlierDynamicRowsAreAmbiguous() throws {
        let result = expectLayout("canvas 100 x 100\n[a(40)][b(60)]\n[c](30)",
                                  ["a": (0, 0, 40, 60), "c": (0, 70, 100, 30)], warnings: ["ambiguous"])
        #expect(solvedView(result, "b")?.ambiguous == [.vertical])
        #expect(solvedView(result, "a")?.ambiguous == [])
        #expect(warnings(result) == ["layout of 'b' is ambiguous (vertical): the constraints leave its y or height open"])
    }
}

// MARK: - Horizontal (H1–H5)

@Suite struct RowHorizontalRules {
    @Test func h1FixedWidthsWithOrWithoutEquals() {
        // `(==50)` is a fixed width everywhere: in H4's relation (`>=` after a fixed item).
        expectLayout("canvas 300 x 10\n[a(==50)]-[b(50)]", ["a": (0, 0, 50, 10), "b": (60, 0, 50, 10)])
        #expect(constraintTexts("[a(==50)]-[b(50.5)]", line: 1).contains("a.width == 50"))
        #expect(constraintTexts("[a(==50)]-[b(50.5)]", line: 1).contains("b.width == 50.5"))
    }

    @Test func h2LeadingEdge() {
        expectLayout("""
            canvas 100 x 100
            padding 4 10
            |-[a(20)](10)
            |-12-[b(20)](10)
            |-(13)-[c(20)](10)
            |[d(20)](10)
            [e(20)](10)
            """, ["a": (4, 0, 20, 10), "b": (12, 20, 20, 10), "c": (13, 40, 20, 10), "d": (0, 60, 20, 10),
                  "e": (0, 80, 20, 10)])
        // The default padding is 10.
        expectLayout("canvas 100 x 10\n|-[a(20)]", ["a": (10, 0, 20, 10)])
    }

    @Test func h3Connections() {
        expectLayout("canvas 300 x 10\npadding 4\n[a(10)]-[b(10)]-6-[c(10)]-(7)-[d(10)][e(10)]",
                     ["a": (0, 0, 10, 10), "b": (14, 0, 10, 10), "c": (30, 0, 10, 10), "d": (47, 0, 10, 10),
                      "e": (57, 0, 10, 10)])
        expectLayout("canvas 300 x 10\n[a(10)]-[b(10)]-2.5-[c(10)]", ["b": (20, 0, 10, 10), "c": (32.5, 0, 10, 10)])
    }

    @Test func h4TrailingEdgeAndItsRelation() {
        // Fixed after fixed: `>=`, the item stays next to its neighbour.
        expectLayout("canvas 300 x 10\n[a(50)]-[b(50)]", ["a": (0, 0, 50, 10), "b": (60, 0, 50, 10)])
        #expect(constraintTexts("canvas 300 x 10\n[a(50)]-[b(50)]", line: 2).last == "superview.trailing >= b.trailing")
        // Fixed alone: `>=`.
        expectLayout("canvas 300 x 10\n[b(50)]-(20)-|", ["b": (0, 0, 50, 10)])
        // Fixed after dynamic, or dynamic: `==`, with `-` the horizontal padding.
        expectLayout("canvas 300 x 10\n[a]-[b(50)]-|", ["a": (0, 0, 230, 10), "b": (240, 0, 50, 10)])
        #expect(constraintTexts("canvas 300 x 10\n[a]-[b(50)]-|", line: 2).last == "superview.trailing == b.trailing + 10")
        expectLayout("canvas 300 x 10\npadding 4\n[a]-|", ["a": (0, 0, 296, 10)])
        expectLayout("canvas 300 x 10\n|-5-[a]-(7)-|", ["a": (5, 0, 288, 10)])
    }

    @Test func h5EqualWidthGroupPairByPair() {
        let text = "canvas 300 x 10\n[a(==)]-[b(100)]-[c(==)]-[d(==)]"
        let share = (300.0 - 100 - 30) / 3
        expectLayout(text, ["a": (0, 0, share, 10), "b": (share + 10, 0, 100, 10),
                            "c": (share + 120, 0, share, 10), "d": (2 * share + 130, 0, share, 10)])
        let texts = constraintTexts(text, line: 2)
        #expect(texts.contains("c.width == a.width") && texts.contains("d.width == c.width"))
        #expect(!texts.contains("d.width == a.width"))
    }

    @Test func barsAreDecorative() {
        let plain = constraintTexts("[a(50)]-[b]", line: 1)
        #expect(constraintTexts("|[a(50)]-[b]|", line: 1) == plain)
    }
}

// MARK: - The alignment pass and the centred group

@Suite struct RowAlignmentRules {
    @discardableResult
    func row(_ row: String, _ frames: [String: Frame], warnings: [String] = [],
             sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutResult {
        expectLayout("canvas 300 x 10\n\(row)", frames, warnings: warnings, sourceLocation: sourceLocation)
    }

    @Test func leftMarkDropsTheRightLink() throws {
        // Last item: its trailing edge goes.
        row("[a(50)]-[b(50)<]", ["b": (60, 0, 50, 10)])
        #expect(!constraintTexts("[a(50)]-[b(50)<]", line: 1).contains { $0.contains("superview.trailing") })
        // Next item fixed and not `<`: the link goes, the next item's x is open (faithful).
        let open = row("[a(50)<]-[b(50)]", ["a": (0, 0, 50, 10)], warnings: ["ambiguous"])
        #expect(solvedView(open, "b")?.ambiguous == [.horizontal])
        // Next item `<` or dynamic: the link stays.
        row("[a(50)<]-[b(50)<]", ["a": (0, 0, 50, 10), "b": (60, 0, 50, 10)])
        row("[a(50)<]-[b]", ["a": (0, 0, 50, 10), "b": (60, 0, 240, 10)])
        // A neighbour's `<>` is its own mark, not `<`: the link goes, b is centred.
        row("[a(50)<]-[b(50)<>]", ["a": (0, 0, 50, 10), "b": (125, 0, 50, 10)])
        // `(==N)` is a fixed width in the alignment pass too.
        let equals = row("[a(==50)<]-[b(==50)]", ["a": (0, 0, 50, 10)], warnings: ["ambiguous"])
        #expect(solvedView(equals, "b")?.ambiguous == [.horizontal])
    }

    @Test func rightMarkDropsTheLeftLinkAndPinsRight() {
        // First item: its leading edge goes; `>` makes its `>=` trailing edge `==`.
        row("[a(50)>]", ["a": (250, 0, 50, 10)])
        #expect(constraintTexts("canvas 300 x 10\n[a(50)>]", line: 2).suffix(2) == ["a.width == 50", "superview.trailing == a.trailing"])
        // Previous item fixed and not `>`: the link goes.
        row("[a(50)]-[b(50)>]", ["a": (0, 0, 50, 10), "b": (250, 0, 50, 10)])
        row("[a(50)]-[b(50)>]-|", ["b": (240, 0, 50, 10)])
        // Previous item `>` or dynamic: the link stays.
        row("[a(50)>]-[b(50)>]", ["a": (190, 0, 50, 10), "b": (250, 0, 50, 10)])
        row("[a]-[b(50)>]", ["a": (0, 0, 240, 10), "b": (250, 0, 50, 10)])
        // A neighbour's `<>` is not `>`: the link goes.
        row("[a(50)<>]-[b(50)>]", ["a": (125, 0, 50, 10), "b": (250, 0, 50, 10)])
    }

    @Test func centredGroupOffsets() {
        // total = widths + right-link constants between members; member k at centerX + offset_k.
        row("[a(40)<>]-5-[b(20)<>]", ["a": (117.5, 0, 40, 10), "b": (162.5, 0, 20, 10)])
        row("[a(40)<>][b(20)<>]", ["a": (120, 0, 40, 10), "b": (160, 0, 20, 10)])
        row("[a(==40)<>]", ["a": (130, 0, 40, 10)])
        expectLayout("canvas 300 x 10\npadding 4\n[a(40)<>]-[b(20)<>]", ["a": (118, 0, 40, 10), "b": (162, 0, 20, 10)])
        #expect(constraintTexts("canvas 300 x 10\n[a(40)<>]-5-[b(20)<>]", line: 2).suffix(2) == [
            "a.left == superview.centerX - 32.5", "b.left == superview.centerX + 12.5",
        ])
    }

    @Test func dynamicMembersCountZeroAndStayOpen() throws {
        let result = row("[a(==)<>]", [:], warnings: ["ambiguous"])
        let a = try #require(solvedView(result, "a"))
        #expect(a.x == 150 && a.ambiguous == [.horizontal])
    }

    @Test func centredOnTheRowsOwnContainer() {
        expectLayout("""
            canvas 300 x 50
            H:|-100-[box(100)]
            V:|[box(50)]
            box {
              [a(40)<>](10)
            }
            """, ["box": (100, 0, 100, 50), "a": (30, 0, 40, 10)])
    }

    @Test func overlappingViewsOfARowAreWarnedAbout() throws {
        // The pod page's R09 written validly: b centred over a.
        let result = expectLayout("[a(50)<]-[b(50)<>]", ["a": (0, 0, 50, 0), "b": (30, 0, 50, 0)], warnings: ["overlap"])
        #expect(warnings(result) == ["views 'a' and 'b' of row at line 1 overlap by 20 points"])
        let labelled = expectLayout("r1:[a(50)<]-[b(50)<>](10)", [:], warnings: ["overlap"])
        #expect(warnings(labelled).first?.contains("row 'r1'") == true)
    }
}

// MARK: - The rows format

@Suite struct RowSpacingFormatRules {
    @Test func dashIsTheVerticalPaddingAndFlushLabelsGetTheDefault() {
        expectLayout("padding 4 6\nr1:[a(50)](10)\nr2:[b(20)](10)\nrows |-[r1]-[r2]-|",
                     ["a": (0, 6, 50, 10), "b": (0, 22, 20, 10)])
        let fit = LayoutPipeline.layout(text: "padding 4 6\nr1:[a(50)](10)\nr2:[b(20)](10)\nrows |-[r1]-[r2]-|",
                                        name: "case.visual")
        #expect(fit.tree?.canvasWidth == 50 && fit.tree?.canvasHeight == 38)
        // Flush labels record nothing: the default vertical gap.
        expectLayout("canvas 100 x 100\npadding 4 6\nr1:[a](10)\nr2:[b](10)\nrows |[r1][r2]|",
                     ["a": (0, 0, 100, 10), "b": (0, 16, 100, 10)])
    }

    @Test func recordsAreConsumedInOrder() throws {
        // r2 is not in the format: the gap r1→r3 waits at the head of the queue and never
        // matches, so r2 and r3 get the default gap and the bottom record is lost too.
        let text = "r1:[a(50)](10)\nr2:[c(20)](10)\nr3:[d(20)](10)\nrows |-5-[r1]-7-[r3]-9-|"
        let result = expectLayout(text, ["a": (0, 5, 50, 10), "c": (0, 25, 20, 10), "d": (0, 45, 20, 10)])
        #expect(result.tree?.canvasHeight == 55)
        // An unlabelled row between two labelled ones breaks the chain the same way.
        expectLayout("r1:[a(50)](10)\n[c(20)](10)\nr3:[d(20)](10)\nrows |-5-[r1]-7-[r3]-9-|",
                     ["a": (0, 5, 50, 10), "c": (0, 25, 20, 10), "d": (0, 45, 20, 10)])
    }

    @Test func rowsAreCountedPerContainerWhereverWritten() {
        expectLayout("""
            canvas 100 x 100
            rows |-5-[r1]-5-[r2]
            r1:[a](10)
            H:|[x(10)]
            V:[x(10)]|
            r2:[b](10)
            """, ["a": (0, 5, 100, 10), "b": (0, 20, 100, 10), "x": (0, 90, 10, 10)])
    }
}

// MARK: - Container size, defaults, spacers

@Suite struct RowContainerRules {
    @Test func fittingSizeIsTheCorrectedMinimum() throws {
        // Widest row (edges, fixed widths, spacings; dynamic and `(==)` count 0), and the
        // rows' heights and gaps.
        let result = expectLayout("[a(50)]-[b(20)](10)\n|-(5)-[c(100)]-(5)-|(10)\n[d(==)]-[e(==40)](10)",
                                  ["a": (0, 0, 50, 10), "c": (5, 20, 100, 10), "d": (0, 40, 60, 10), "e": (70, 40, 40, 10)])
        #expect(result.tree?.canvasWidth == 110 && result.tree?.canvasHeight == 50)
    }

    @Test func aFixedDimensionGetsNoRowMinimum() {
        let (system, _, _) = LayoutPipeline.constraints(text: "canvas 50 x fit\n[a(10)]-[b(20)](10)", name: "case.visual")
        let reasons = system?.constraints.map(\.reason) ?? []
        #expect(!reasons.contains("row minimum width"))
        #expect(reasons.contains("rows minimum height"))
    }

    @Test func aNestedContainerFitsItsRows() {
        expectLayout("""
            canvas 320 x 480
            H:|[card]
            V:|[card]
            card {
              r1:[a(50)]-[b](20)
              r2:[c(30)](10)
              rows |-5-[r1]-[r2]-5-|
            }
            """, ["card": (0, 0, 60, 50), "a": (0, 5, 50, 20), "b": (60, 5, 0, 20), "c": (0, 35, 30, 10)])
    }

    @Test func everySpacerIsANewView() throws {
        let result = expectLayout("canvas 300 x 10\n[_spacer(==)]-[a(100)]-[_spacer(==)]", ["a": (100, 0, 100, 10)])
        let spacers = result.tree?.views.filter(\.isSpacer) ?? []
        #expect(spacers.map(\.name) == ["_spacer", "_spacer"])
        #expect(spacers.map(\.x) == [0, 210] && spacers.map(\.width) == [90, 90])
    }

    @Test func paddingSettingAppliesWhereverWritten() {
        expectLayout("canvas 300 x 10\n[a(10)]-[b(10)](10)\npadding 4", ["b": (14, 0, 10, 10)])
    }
}
