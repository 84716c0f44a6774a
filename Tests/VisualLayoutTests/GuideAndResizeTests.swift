// Spacing guides (every dialect records its gaps) and re-solving at another canvas size.

import Geometry
import TextFormats
import Testing
import VisualConstraints
@testable import VisualLayout
import VisualSyntax

/// The guide of `tree` from `before` to `after` (nil = an edge) on `axis`.
private func guide(_ tree: LayoutTree?, _ axis: LayoutAxis, _ before: String?, _ after: String?) -> SpacingGuide? {
    tree?.guides.first { $0.axis == axis && $0.before == before && $0.after == after }
}

private func layout(_ text: String) -> LayoutTree? {
    let result = LayoutPipeline.layout(text: text, name: "case.visual")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    return result.tree
}

@Suite struct SpacingGuideTests {
    @Test func rqVisualPaddingsAreImplicitAndWrittenOnesAreNot() throws {
        let tree = layout("""
            canvas 320 x 200
            r1:|-[a(50)]-20-[b(60)]-|(40)
            r2:[c]
            rows |-5-[r1]-[r2]
            """)
        let leading = try #require(guide(tree, .horizontal, nil, "a"))
        #expect((leading.start, leading.end, leading.constant, leading.isImplicit) == (0, 10, 10, true))
        #expect(leading.position == 25)  // the middle of a's height (5 … 45)
        let written = try #require(guide(tree, .horizontal, "a", "b"))
        #expect((written.start, written.end, written.constant, written.isImplicit) == (60, 80, 20, false))
        let top = try #require(guide(tree, .vertical, nil, "a"))
        #expect((top.start, top.end, top.constant, top.isImplicit) == (0, 5, 5, false))
        // Between the rows: the rows format's `-` is the default vertical padding.
        let between = try #require(guide(tree, .vertical, "a", "c"))
        #expect((between.start, between.end, between.isImplicit) == (45, 55, true))
    }

    @Test func vflConnectionsKeepTheirRelationAndPriority() throws {
        let tree = layout("""
            canvas 320 x 100
            H:|-(>=8,<=40)-[a(50)]-(20@750)-[b(50)]-|
            V:|[a(30)]
            V:|[b(30)]
            """)
        let edge = tree?.guides.filter { $0.before == nil && $0.after == "a" && $0.axis == .horizontal } ?? []
        #expect(edge.map(\.relation) == [.greaterThanOrEqual, .lessThanOrEqual])
        #expect(edge.map(\.constant) == [8, 40])
        let gap = try #require(guide(tree, .horizontal, "a", "b"))
        #expect((gap.constant, gap.priority, gap.isImplicit) == (20, 750, false))
        // The optional gap gives way (a may be at most 40 from the edge): it is marked unmet.
        #expect(!gap.isSatisfied && gap.length == 160)
        let trailing = try #require(guide(tree, .horizontal, "b", nil))
        #expect((trailing.start, trailing.end, trailing.constant, trailing.isImplicit) == (300, 320, 20, true))
        // A flush connection is a guide of length 0 (the picture leaves it out).
        let flush = try #require(guide(tree, .vertical, nil, "a"))
        #expect(flush.length == 0)
        #expect(tree?.guides.filter { !$0.isSatisfied }.count == 1)
    }

    @Test func visuallyGapsToTheSafeArea() throws {
        let tree = layout("""
            canvas 320 x 200
            safe-area 40 0 0 0
            H(|-12-a[100]->=8-|)
            V(|-10-a[30], options: .toSafeArea)
            """)
        let top = try #require(guide(tree, .vertical, nil, "a"))
        #expect((top.start, top.end, top.constant) == (40, 50, 10))
        let trailing = try #require(guide(tree, .horizontal, "a", nil))
        #expect((trailing.start, trailing.end, trailing.relation) == (112, 320, .greaterThanOrEqual))
    }

    /// VBAutolayout's Bottom and Trailing: the gap as the layout means it (the constant's
    /// sign and the relation turned round to read forwards).
    @Test func vbAutolayoutOffsetsReadForwards() throws {
        let tree = layout("""
            canvas 320 x 480
            layout a {Top: "20", Leading: "10", Width: "100", Height: "40"}
            layout b {Top: {Item: a, Constant: "8"}, Leading: "10", Width: "100", Bottom: "30"}
            layout c {Bottom: {Item: b, Constant: "-6"}, Trailing: ">=10", Width: "50", Height: "20"}
            """)
        let below = try #require(guide(tree, .vertical, "a", "b"))
        #expect((below.start, below.end, below.constant) == (60, 68, 8))
        let bottom = try #require(guide(tree, .vertical, "b", nil))
        #expect((bottom.end - bottom.start, bottom.constant, bottom.relation) == (30, 30, .equal))
        // `Trailing: ">=10"` is `c.trailing >= S.trailing − 10`: a gap of at most 10.
        let trailing = try #require(guide(tree, .horizontal, "c", nil))
        #expect((trailing.constant, trailing.relation) == (10, .lessThanOrEqual))
        // `Bottom: {Item: b, Constant: "-6"}` is `c.bottom == b.top − 6`: c ends 6 above b.
        let aboveB = try #require(guide(tree, .vertical, "c", "b"))
        #expect((aboveB.constant, aboveB.length) == (6, 6))
    }

    /// Alignments, sizes and centring are not spacings.
    @Test func onlySpacingsAreGuides() {
        let tree = layout("""
            canvas 200 x 200
            view a box
            a.width == 50
            a.height == 50
            centerInSuperview(a)
            """)
        #expect(tree?.guides.isEmpty == true)
    }

    @Test func anUnmetSpacingIsMarked() throws {
        let tree = layout("""
            canvas 100 x 50
            H:|-20-[a(80)]-20-|
            V:|[a(50)]
            """)
        let trailing = try #require(guide(tree, .horizontal, "a", nil))
        #expect(!trailing.isSatisfied)
        #expect(guide(tree, .horizontal, nil, "a")?.isSatisfied == true)
    }

    @Test func rowsAndInsetsAreReported() {
        let tree = layout("""
            canvas 200 x fit
            margins 1 2 3 4
            r1:[a](30)
            [b](20)
            """)
        #expect(tree?.rows == [SolvedRow(label: "r1", number: 1, container: nil, top: 0, bottom: 30),
                               SolvedRow(label: nil, number: 2, container: nil, top: 40, bottom: 60)])
        #expect(tree?.insets == [ContainerInsets(container: nil, safeArea: .zero,
                                                 margins: Insets(top: 1, left: 2, bottom: 3, right: 4))])
    }
}

/// `LayoutEngine.resize` gives, at each size, the layout of a fresh solve of the file with
/// that `canvas` written in it.
@Suite struct ResizeTests {
    /// The file with its root `canvas` setting replaced, or added at the end (a setting
    /// applies wherever it is written; the other lines keep their numbers).
    static func withCanvas(_ text: String, _ width: Double?, _ height: Double?) -> String {
        let setting = "canvas \(width.map(NumberText.thousandths) ?? "fit") x \(height.map(NumberText.thousandths) ?? "fit")"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let index = lines.firstIndex(where: { $0.hasPrefix("canvas ") }) {
            lines[index] = setting
        } else {
            lines.append(setting)
        }
        return lines.joined(separator: "\n")
    }

    static let files = [
        // Apple VFL, fixed canvas: only sizes change.
        """
        canvas 375 x 667
        view title label "Welcome back"
        view go button "Go"
        H:|-[title]-|
        H:|-(>=20)-[go(>=80)]-|
        V:|-80-[title]-24-[go]
        """,
        // RQVisual rows in a fit canvas, with a spacer and a centred group.
        """
        r1:|-[imageView(50)]-[label]-[_spacer]-|(60)
        r2:[left(40)<]-[middle(60)<>]
        rows |-5-[r1]-5-[r2]-15-|
        view label label "Hello"
        """,
        // A nested container that keeps its own canvas, margins, Visually and an equation.
        """
        canvas 320 x 480
        card {
            canvas fit x 100
            margins 8 8 8 8
            H(|-t-|, options: .toLayoutMargins)
            V(|-t-|, options: .toLayoutMargins)
        }
        H:|-[card]-|
        card.top == superview.top + 40
        """,
        // A conflict at some sizes only: the canvas's place in the order decides which gives way.
        """
        canvas 300 x 200
        H:|-20-[a(200)]-20-|
        V:|-20-[a(30)]
        """,
        // Ambiguous: nothing places b vertically.
        """
        canvas 300 x 200
        H:|-[b(80)]
        """,
        // Text that wraps: its height follows the width each size gives it.
        """
        canvas 300 x fit
        view body label "Text that wraps to as many lines as the width of the canvas asks for" lines 0
        H:|-20-[body]-20-|
        V:|-20-[body]-20-|
        """,
    ]

    static let sizes: [(Double?, Double?)] = [(240, 400), (320, 480), (240, 400), (nil, nil), (500, nil), (nil, 90),
                                              (1024, 768), (0, 0)]

    @Test(arguments: 0..<files.count)
    func eachSizeEqualsAFreshSolve(file: Int) throws {
        let text = Self.files[file]
        let (system, diagnostics, _) = LayoutPipeline.constraints(text: text, name: "case.visual")
        let engine = LayoutEngine(system: try #require(system, "\(diagnostics)"))
        for (width, height) in Self.sizes {
            engine.resize(width: width, height: height)
            let resized = engine.layout()
            let fresh = try #require(LayoutPipeline.layout(text: Self.withCanvas(text, width, height),
                                                           name: "case.visual").tree)
            #expect(resized.views == fresh.views, "file \(file) at \(String(describing: width)) x \(String(describing: height))")
            #expect((resized.canvasWidth, resized.canvasHeight) == (fresh.canvasWidth, fresh.canvasHeight))
            #expect(resized.guides == fresh.guides)
            #expect(resized.rows == fresh.rows)
            // A file without a `canvas` line has none to point at: messages naming the canvas's
            // constraint say "(canvas width)" where the fresh file's say "(line 5)".
            if text.hasPrefix("canvas ") {
                #expect(resized.diagnostics.map(\.message) == fresh.diagnostics.map(\.message))
            } else {
                #expect(resized.diagnostics.count == fresh.diagnostics.count)
            }
        }
    }

    /// A unique, conflict-free layout is re-solved in place; a conflict or an ambiguity
    /// sends the engine back to an empty solver (the order then matters). Widths 300, 320
    /// and 500 all conflict with file 3's row of 240; 240 does not.
    @Test(arguments: [(0, [300.0, 320, 500], 1), (2, [300, 320, 500], 1), (3, [300, 320, 500], 4),
                      (3, [240, 240], 2), (4, [300, 320, 500], 4)])
    func resizingSolvesFromScratchOnlyWhenOrderMatters(file: Int, widths: [Double], solves: Int) throws {
        let (system, _, _) = LayoutPipeline.constraints(text: Self.files[file], name: "case.visual")
        let engine = LayoutEngine(system: try #require(system))
        for width in widths { engine.resize(width: width, height: 200) }
        #expect(engine.solvesFromScratch == solves)
    }

    /// A size the solver refuses (not finite) is an error of the layout, not a constraint
    /// silently dropped; a later good size solves as before.
    @Test func aSizeTheSolverRefusesIsAnError() throws {
        let (system, _, _) = LayoutPipeline.constraints(text: Self.files[0], name: "case.visual")
        let engine = LayoutEngine(system: try #require(system))
        engine.resize(width: .infinity, height: 200)
        let refused = engine.layout().diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(refused == ["the solver cannot take 'canvas.width == inf': a number in it is not finite"],
                "\(refused)")
        engine.resize(width: 320, height: 200)
        #expect(!engine.layout().diagnostics.containsErrors)
    }

    /// The canvas's size constraints are swapped, every other constraint is the same object.
    @Test func onlyTheCanvasConstraintsAreNew() throws {
        let (system, _, _) = LayoutPipeline.constraints(text: Self.files[0], name: "case.visual")
        let built = try #require(system)
        let other = built.canvasConstraints(width: 100, height: nil)
        let replaced = built.constraints(replacingCanvasWith: other)
        let old = Set(built.canvasConstraints.all.map { ObjectIdentifier($0.constraint) })
        let new = Set(other.all.map { ObjectIdentifier($0.constraint) })
        #expect(other.fixed.map(\.text) == ["canvas.width == 100"])
        #expect(other.fitting.map(\.text) == ["canvas.height == 0 @0.5"])
        #expect(replaced.count == built.constraints.count - old.count + new.count)
        let kept = replaced.filter { !new.contains(ObjectIdentifier($0.constraint)) }
        #expect(kept.map { ObjectIdentifier($0.constraint) }
                == built.constraints.filter { !old.contains(ObjectIdentifier($0.constraint)) }
                    .map { ObjectIdentifier($0.constraint) })
    }
}
