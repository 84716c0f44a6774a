// The rules of docs/format-file.md that no worked case covers: settings, sizes and fitting,
// nested containers, where views belong, intrinsic content sizes and their priorities,
// the order constraints enter, conflicts and ambiguity.

import Testing
import VisualConstraints
import VisualLayout
import VisualSyntax

/// The intrinsic size the constraint stage measured for `name` in `text`.
func contentSize(_ text: String, _ name: String) -> ContentSize? {
    LayoutPipeline.constraints(text: text, name: "case.visual").system?.view(named: name)?.content
}

@Suite struct SettingRules {
    @Test func settingsApplyToTheirWholeContainerWhereverWritten() {
        expectLayout("canvas 300 x 10\nH:|-[a(10)]\nV:|[a]|\nspacing 8 30", ["a": (30, 0, 10, 10)])
        expectLayout("""
            canvas 300 x 100
            H:|[box(100)]
            V:|[box(100)]
            box {
              H:|-[c(10)]
              V:|-[c(10)]
              spacing 4 6
            }
            H:[d(10)]-|
            V:[d(10)]-|
            """, ["c": (6, 6, 10, 10), "d": (270, 70, 10, 10)])
    }

    @Test func canvasFitAloneFitsBothSides() throws {
        let text = "H:|-[a(30)]-|\nV:|-[a(10)]-|"
        let fit = try #require(LayoutPipeline.layout(text: "canvas fit\n" + text, name: "a.visual").tree)
        let implicit = try #require(LayoutPipeline.layout(text: text, name: "a.visual").tree)
        let explicit = try #require(LayoutPipeline.layout(text: "canvas fit x fit\n" + text, name: "a.visual").tree)
        // Frames and canvas; guides differ only in the lines their spacings are written on.
        #expect(fit.views == implicit.views && fit.views == explicit.views)
        #expect(fit.canvasWidth == implicit.canvasWidth && fit.canvasHeight == explicit.canvasHeight)
        #expect(fit.canvasWidth == 70 && fit.canvasHeight == 50)
    }
}

@Suite struct SizeAndFittingRules {
    @Test func sizesAreNeverNegative() throws {
        // Widths of -50 would satisfy the line; the sizes >= 0 come first, so the line's
        // last constraint is the one left unsatisfied.
        let result = expectLayout("canvas 100 x 100\nH:|[a(==b)]-200-[b]|\nV:|[a]|\nV:|[b]|", [:],
                                  warnings: ["conflict", "ambiguous"])
        let a = try #require(solvedView(result, "a")), b = try #require(solvedView(result, "b"))
        #expect(a.width >= 0 && b.width >= 0)
        #expect(b.conflict && !a.conflict)
        #expect(warnings(result).contains { $0.contains("'superview.trailing == b.trailing'") && $0.contains("size >= 0") })
    }

    @Test func fittingIsBelowEveryWrittenPriority() throws {
        let result = expectLayout("canvas fit\nH:|[a]|\nV:|[a]|\na.width == 50 @ 1\na.height == 20 @ fitting",
                                  ["a": (0, 0, 50, 20)])
        #expect(result.tree?.canvasWidth == 50 && result.tree?.canvasHeight == 20)
    }

    @Test func fitOnOneSideOnly() throws {
        let result = expectLayout("canvas 200 x fit\nH:|-[a]-|\nV:|-[a(10)]-|", ["a": (20, 20, 160, 10)])
        #expect(result.tree?.canvasHeight == 50)
    }
}

@Suite struct NestedContainerRules {
    @Test func outsideConstraintsDecideTheSizeWhenTheyCan() {
        expectLayout("""
            canvas 200 x 100
            H:|[card]|
            V:|[card]|
            card {
              H:|-[x(10)]
              V:|-[x(10)]
            }
            """, ["card": (0, 0, 200, 100), "x": (20, 20, 10, 10)])
    }

    @Test func otherwiseItTakesItsChildrensFittingSize() {
        expectLayout("""
            canvas 200 x 100
            H:|-10-[card]
            V:|-10-[card]
            card {
              H:|-5-[x(30)]-5-|
              V:|-5-[x(20)]-5-|
            }
            """, ["card": (10, 10, 40, 30), "x": (5, 5, 30, 20)])
    }

    @Test func itsOwnCanvasSettingFixesItsSize() {
        expectLayout("""
            canvas 200 x 100
            H:|[card]
            V:|[card]
            card {
              canvas 50 x 40
              H:|-[x(10)]
              V:|-[x(10)]
            }
            """, ["card": (0, 0, 50, 40), "x": (20, 20, 10, 10)])
    }

    @Test func framesAreRelativeTwoLevelsDeep() {
        expectLayout("""
            canvas 300 x 300
            H:|-10-[outer(200)]
            V:|-20-[outer(200)]
            outer {
              H:|-30-[inner(100)]
              V:|-40-[inner(100)]
              inner {
                H:|-5-[leaf(10)]
                V:|-6-[leaf(10)]
              }
            }
            """, ["outer": (10, 20, 200, 200), "inner": (30, 40, 100, 100), "leaf": (5, 6, 10, 10)])
    }

    /// A view pinned inside a container that could move is where it should be in its
    /// parent: only the container is ambiguous (x and y are reported relative to it).
    @Test func ambiguityIsJudgedRelativeToTheParent() throws {
        let result = expectLayout("""
            canvas 200 x 100
            V:|[card]|
            card {
              H:|-5-[x(10)]
              V:|-5-[x(10)]
            }
            """, ["x": (5, 5, 10, 10)], warnings: ["ambiguous"])
        #expect(solvedView(result, "card")?.ambiguous == [.horizontal])
        #expect(solvedView(result, "x")?.ambiguous == [])
        #expect(warnings(result).count == 1)
        // A child that moves inside its parent is still ambiguous.
        let open = expectLayout("""
            canvas 200 x 100
            H:|[card(100)]
            V:|[card(100)]
            card {
              H:|-(>=5)-[x(10)]
              V:|-5-[x(10)]
            }
            """, ["card": (0, 0, 100, 100)], warnings: ["ambiguous"])
        #expect(solvedView(open, "x")?.ambiguous == [.horizontal])
    }
}

@Suite struct WhereViewsBelong {
    @Test func theContainerWhereAViewIsFirstWritten() throws {
        let size = try #require(contentSize("view x label \"Hi\"", "x"))
        let result = expectLayout("""
            canvas 200 x 100
            view x label "Hi"
            H:|-50-[card(100)]
            V:|[card(100)]
            card {
              H:|[x]
              V:|[x]
            }
            """, ["card": (50, 0, 100, 100), "x": (0, 0, size.width, size.height)])
        #expect(solvedView(result, "x")?.parent == "card")
        #expect(result.tree?.views.map(\.name) == ["card", "x"])
    }

    @Test func viewsAreListedInOrderOfFirstAppearanceDeclarationsIncluded() throws {
        let result = LayoutPipeline.layout(text: """
            view b label "B"
            H:|[c(10)]-[a(10)]-[b(10)]
            view a label "A"
            """, name: "a.visual")
        #expect(result.tree?.views.map(\.name) == ["b", "c", "a"])
        // A view declared above the block it belongs to comes right after the block's view.
        let nested = LayoutPipeline.layout(text: """
            view x label "Hi"
            view first label "1"
            H:|[first]
            card {
              H:|[x]|
            }
            H:[first]-[card]|
            """, name: "a.visual")
        #expect(nested.tree?.views.map(\.name) == ["first", "card", "x"])
        #expect(nested.tree?.views.map(\.parent) == [nil, nil, "card"])
    }

    @Test func aViewOnlyDeclaredIsPlacedWhereDeclared() throws {
        let result = LayoutPipeline.layout(text: "H:|[card(10)]|\ncard {\n  view x label \"Hi\"\n}", name: "a.visual")
        #expect(result.tree?.views.first { $0.name == "x" }?.parent == "card")
    }

    @Test func anyStatementMayConstrainAViewOfAnotherContainer() {
        // `|` is the container the line is written in: the root, so x's absolute left is 60,
        // 10 inside card.
        expectLayout("""
            canvas 300 x 100
            H:|-50-[card(100)]
            V:|[card(100)]
            card {
              V:|[x(10)]
            }
            H:|-60-[x(10)]
            """, ["x": (10, 0, 10, 10)])
    }
}

@Suite struct IntrinsicSizeRules {
    static let hello = "view l label \"Hello\""

    @Test func labelsHugTheirText() throws {
        let size = try #require(contentSize(Self.hello, "l"))
        #expect(size.width > 20 && size.height > 10)
        expectLayout("canvas 320 x 100\n\(Self.hello)\nH:|[l]-(>=0)-|\nV:|[l]", ["l": (0, 0, size.width, size.height)])
        // A required constraint beats hugging.
        expectLayout("canvas 320 x 100\n\(Self.hello)\nH:|[l]|\nV:|[l]", ["l": (0, 0, 320, size.height)])
    }

    @Test func compressionResistanceIs750UnlessSet() throws {
        let size = try #require(contentSize(Self.hello, "l"))
        // Squeezed below its text, the label truncates it, and says so.
        expectLayout("canvas 320 x 100\n\(Self.hello)\nH:|[l(20@800)]\nV:|[l]", ["l": (0, 0, 20, size.height)],
                     warnings: ["text of 'l' needs \(Int(size.width)) pt, its view is 20 wide: it is truncated"])
        expectLayout("canvas 320 x 100\n\(Self.hello)\nH:|[l(20@700)]\nV:|[l]", ["l": (0, 0, size.width, size.height)])
        expectLayout("canvas 320 x 100\nview l label \"Hello\" resist 900 750\nH:|[l(20@800)]\nV:|[l]",
                     ["l": (0, 0, size.width, size.height)])
    }

    @Test func theViewThatHugsLessStretches() throws {
        let hello = try #require(contentSize(Self.hello, "l"))
        let world = try #require(contentSize("view m label \"World\"", "m"))
        expectLayout("""
            canvas 320 x 100
            \(Self.hello)
            view m label "World" hug 200 250
            H:|[l]-[m]|
            V:|[l]
            V:|[m]
            """, ["l": (0, 0, hello.width, hello.height), "m": (hello.width + 8, 0, 312 - hello.width, world.height)])
        expectLayout("""
            canvas 320 x 100
            view l label "Hello" hug 200 250
            view m label "World"
            H:|[l]-[m]|
            V:|[l]
            V:|[m]
            """, ["l": (0, 0, 312 - world.width, hello.height), "m": (320 - world.width, 0, world.width, world.height)])
    }

    @Test func kindsAndTheirSizes() throws {
        #expect(contentSize("view s switch", "s").map { ($0.width, $0.height) } ?? (0, 0) == (51, 31))
        let button = try #require(contentSize("view b button \"Go\"", "b"))
        #expect(button.height == 30)
        let field = try #require(contentSize("view f field \"Name\"", "f"))
        let label = try #require(contentSize("view t label \"Name\"", "t"))
        #expect(field.height == max(30, label.height + 14) && field.width == label.width + 16)
        let text = try #require(contentSize("view t text \"one\\ntwo\"", "t"))
        #expect(text.height > label.height + 16)
        #expect(contentSize("view i image", "i") == nil)
        #expect(contentSize("view b box \"text is not drawn\"", "b") == nil)
        #expect(contentSize("view l label", "l") == nil)
    }

    @Test func viewsWithoutIntrinsicSizeAreAmbiguousWhenUnconstrained() throws {
        let result = expectLayout("canvas 100 x 100\nview i image\nview s switch\nH:|[i]\nH:|-50-[s]\nV:|[i]\nV:|[s]",
                                  ["s": (50, 0, 51, 31)],
                                  warnings: ["ambiguous"])
        #expect(solvedView(result, "i")?.ambiguous == [.horizontal, .vertical])
        #expect(solvedView(result, "s")?.ambiguous == [])
    }
}

@Suite struct ConstraintOrderRules {
    @Test func nestedBlocksComeWhereWrittenContentAndFittingLast() throws {
        let (system, _, _) = LayoutPipeline.constraints(text: """
            view d label "x"
            H:|[a(10)]
            card {
              H:|[b(10)]
            }
            H:|[c(10)]
            H:|[d]|
            """, name: "case.visual")
        let texts = try #require(system).constraints.map(\.text)
        func index(_ text: String) -> Int { texts.firstIndex(of: text) ?? -1 }
        #expect(texts.prefix(2) == ["canvas.width >= 0", "canvas.height >= 0"])
        #expect(index("canvas.left == 0") > index("d.height >= 0"))
        #expect(index("canvas.left == 0") < index("a.width == 10"))
        #expect(index("a.width == 10") < index("b.width == 10"))
        #expect(index("b.width == 10") < index("c.width == 10"))
        #expect(index("c.width == 10") < index("superview.trailing == d.trailing"))
        let intrinsic = try #require(texts.firstIndex { $0.hasPrefix("d.width >= ") && $0.hasSuffix("@750") })
        #expect(intrinsic > index("superview.trailing == d.trailing"))
        #expect(texts.suffix(2).allSatisfy { $0.hasSuffix("== 0 @0.5") })
    }

    @Test func theLaterRequiredConstraintBreaksAndTheEarlierHolds() throws {
        let result = expectLayout("canvas 100 x 100\nH:|[a]\nV:|[a(10)]\na.width == 60\na.width == 50",
                                  ["a": (0, 0, 60, 10)], warnings: ["conflict"])
        #expect(warnings(result) == [
            "conflict: 'a.width == 50' cannot be satisfied together with 'a.width == 60' (line 4); it is left unsatisfied",
        ])
        #expect(result.diagnostics.first?.location == VisualSyntax.SourceLocation(line: 5, column: 1))
        #expect(solvedView(result, "a")?.conflict == true)
    }

    @Test func anUnmetOptionalConstraintIsNormal() {
        expectLayout("canvas 100 x 100\nH:|[a]\nV:|[a(10)]\na.width == 60\na.width == 50 @ high", ["a": (0, 0, 60, 10)])
    }
}

/// `font`, `lines`, `align` and `on`/`off` reach the layout: the text is measured in the
/// view's own face, `lines` caps the intrinsic height, the JSON says what was written.
@Suite struct TextAttributeLayoutTests {
    @Test func fontAndLinesChangeTheIntrinsicSize() throws {
        let plain = try #require(contentSize("view l label \"Hello\"", "l"))
        let big = try #require(contentSize("view l label \"Hello\" font 34 bold", "l"))
        #expect(big.width > 2 * plain.width && big.height > 2 * plain.height)
        let three = try #require(contentSize("view l label \"a\\nb\\nc\" lines 0", "l"))
        let two = try #require(contentSize("view l label \"a\\nb\\nc\" lines 2", "l"))
        #expect(abs(two.height / three.height - 2.0 / 3.0) < 0.05, "\(two.height) of \(three.height)")
    }

    @Test func theJSONSaysWhatWasWritten() throws {
        let result = LayoutPipeline.layout(text: """
            canvas 200 x 100
            view a label "Hi" font 20 medium lines 0
            view b label "Yo"
            H:|[a][b]
            V:|[a]
            V:|[b]
            """, name: "a.visual")
        let json = LayoutOutput.json(try #require(result.tree))
        #expect(json.contains("\"font\": {\"size\": 20, \"weight\": \"medium\"}, \"lines\": 0"), "\(json)")
        #expect(!json.contains("\"name\": \"b\", \"kind\": \"label\", \"text\": \"Yo\", \"font\""))
    }
}
