// The dialect builders (Apple VFL, Visually, VBAutolayout, equations) through the whole
// pipeline: every worked case of docs/semantics.md 5.2–5.4 as a format file, then one case per
// rule of sections 2–4 that no worked case covers. Frames are (x, y, width, height),
// relative to the parent, within 0.01.

import Testing
import VisualConstraints
import VisualLayout
import VisualSyntax

// MARK: - Helpers

typealias Frame = (x: Double, y: Double, width: Double, height: Double)

/// Lays `text` out (in `direction` when given, else the file's) and checks the frames. `warnings`: each must be a substring of some
/// warning, and every warning must contain one of them (nil: warnings not checked).
@discardableResult
func expectLayout(_ text: String, _ frames: [String: Frame], direction: LayoutDirection? = nil,
                  warnings: [String]? = [],
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) -> LayoutResult {
    let result = LayoutPipeline.layout(text: text, name: "case.visual", direction: direction)
    #expect(!result.hasErrors, "unexpected errors: \(result.diagnostics)", sourceLocation: sourceLocation)
    guard let tree = result.tree else { return result }
    for (name, expected) in frames {
        guard let view = tree.views.first(where: { $0.name == name }) else {
            Issue.record("no view '\(name)'", sourceLocation: sourceLocation)
            continue
        }
        let actual = (view.x, view.y, view.width, view.height)
        let close = abs(actual.0 - expected.x) < 0.01 && abs(actual.1 - expected.y) < 0.01
            && abs(actual.2 - expected.width) < 0.01 && abs(actual.3 - expected.height) < 0.01
        #expect(close, "\(name): got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
    if let warnings {
        let messages = result.diagnostics.map(\.message)
        for warning in warnings {
            #expect(messages.contains { $0.contains(warning) }, "no warning containing '\(warning)' in \(messages)",
                    sourceLocation: sourceLocation)
        }
        for message in messages {
            #expect(warnings.contains { message.contains($0) }, "unexpected warning: \(message)",
                    sourceLocation: sourceLocation)
        }
    }
    return result
}

func solvedView(_ result: LayoutResult, _ name: String) -> SolvedView? {
    result.tree?.views.first { $0.name == name }
}

/// The constraints of the statement on `line`, as text, in the order they enter the solver.
func constraintTexts(_ text: String, line: Int) -> [String] {
    constraints(text, line: line).map(\.text)
}

func constraints(_ text: String, line: Int) -> [GeneratedConstraint] {
    let (system, diagnostics, _) = LayoutPipeline.constraints(text: text, name: "case.visual")
    #expect(system != nil, "errors: \(diagnostics)")
    return system?.constraints.filter { $0.range?.start.line == line } ?? []
}

func warnings(_ result: LayoutResult) -> [String] {
    result.diagnostics.filter { $0.severity == .warning }.map(\.message)
}

// MARK: - 5.4 Apple VFL

@Suite struct AppleVFLWorkedCases {
    @Test func a01StandardSpace() {
        expectLayout("""
            canvas 320 x 480
            H:|[button(100)]-[textField]|
            V:|[button(30)]
            V:|[textField(30)]
            """, ["button": (0, 0, 100, 30), "textField": (108, 0, 212, 30)])
    }

    @Test func a02WidthConstraint() {
        expectLayout("""
            canvas 320 x 480
            H:|-[button(>=50)]
            H:[button(30@500)]
            V:|-[button(30)]
            """, ["button": (20, 20, 50, 30)])
    }

    @Test func a03ConnectionToSuperview() {
        expectLayout("""
            canvas 320 x 480
            H:|-50-[purpleBox]-50-|
            V:|-50-[purpleBox]-50-|
            """, ["purpleBox": (50, 50, 220, 380)])
    }

    @Test func a04VerticalLayout() {
        expectLayout("""
            canvas 320 x 480
            V:|[topField(30)]-10-[bottomField(30)]
            H:|[topField]|
            H:|[bottomField]|
            """, ["topField": (0, 0, 320, 30), "bottomField": (0, 40, 320, 30)])
    }

    @Test func a05FlushViews() {
        expectLayout("""
            canvas 320 x 480
            H:|[maroonView(100)][blueView]|
            V:|[maroonView]|
            V:|[blueView]|
            """, ["maroonView": (0, 0, 100, 480), "blueView": (100, 0, 220, 480)])
    }
}

// MARK: - 5.2 Visually

@Suite struct VisuallyWorkedCases {
    @Test func v01() {
        expectLayout("""
            canvas 320 x 480
            H(|-8-label[100]->=8-|)
            V(|-20-label[30])
            """, ["label": (8, 20, 100, 30)])
    }

    @Test func v02() {
        expectLayout("""
            canvas 320 x 480
            V(label-(10 ~ .defaultHigh)-button[44])
            V(|-20-label[30])
            H(|-label-|)
            H(|-button-|)
            """, ["label": (0, 20, 320, 30), "button": (0, 60, 320, 44)])
    }

    @Test func v03PriorityGivesWay() {
        expectLayout("""
            canvas 320 x 100
            V(|-label[30]-(10 ~ .defaultHigh)-button[44]-|)
            H(|-label-|)
            H(|-button-|)
            """, ["label": (0, 0, 320, 30), "button": (0, 56, 320, 44)])
    }

    @Test func v04IsAmbiguous() throws {
        let result = expectLayout("""
            canvas 320 x 480
            V(button[>=44]->=-|)
            V(|-100-button)
            H(|-button-|)
            """, [:], warnings: nil)
        let button = try #require(solvedView(result, "button"))
        #expect(abs(button.x) < 0.01 && abs(button.width - 320) < 0.01 && abs(button.y - 100) < 0.01)
        #expect(button.height >= 44 - 0.01 && button.height <= 380 + 0.01)
        #expect(button.ambiguous == [.vertical])
        #expect(warnings(result).contains { $0.contains("ambiguous") && $0.contains("button") })
    }

    @Test func v05() {
        expectLayout("""
            canvas 100 x 100
            V(|->=8-label[30]-(0 ~ .defaultHigh)-|)
            H(|-label-|)
            """, ["label": (0, 70, 100, 30)])
    }

    @Test func v06() {
        expectLayout("""
            canvas 320 x 480
            H(|-label[100]->=10-view[50]-|)
            V(|-label[30])
            V(|-view[30])
            """, ["label": (0, 0, 100, 30), "view": (270, 0, 50, 30)])
    }

    @Test func v07Percentages() {
        expectLayout("""
            canvas 320 x 480
            H(|-view[50%]-button[50%]-|)
            V(|-view-|)
            V(|-button-|)
            """, ["view": (0, 0, 160, 480), "button": (160, 0, 160, 480)])
    }

    @Test func v08SafeArea() {
        expectLayout("""
            canvas 812 x 375
            safe-area 0 44 0 44
            H(|-view-|, options: .toSafeArea)
            V(|-view-|)
            """, ["view": (44, 0, 724, 375)])
    }

    @Test func v09ReadmeUsage() {
        expectLayout("""
            canvas 320 x 200
            H(|-view[100]-label[50]->=8-|)
            V(|-20-view-8-button[44]-20-|)
            H(|-button-|)
            V(|-20-label[108])
            """, ["view": (0, 20, 100, 108), "label": (100, 20, 50, 108), "button": (0, 136, 320, 44)])
    }
}

// MARK: - 5.3 VBAutolayout

@Suite struct VBAutolayoutWorkedCases {
    /// B01–B05: the example app, views added in order.
    static let exampleApp = """
        canvas 320 x 480
        layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}
        layout lb2 {Top: {Item: lb1}, Leading: "8", Trailing: "8", Height: "30"}
        layout lb3 {Top: [{Item: lb2, Constant: ">10"}, {Item: lb2, Constant: "<50@999"}], Width: "140", Height: "40", CenterX: "0"}
        layout lb4 {Leading: "8", CenterY: "0", Width: "60", Height: "20"}
        layout lb5 {Leading: {Item: lb4, Constant: "8"}, Trailing: "16", Height: "40", CenterY: {Item: lb4, Constant: "-15"}}
        """

    @Test func b01ToB05ExampleApp() throws {
        let result = expectLayout(Self.exampleApp, [
            "lb1": (0, 20, 320, 30),
            "lb2": (8, 50, 304, 30),
            "lb4": (8, 230, 60, 20),
            "lb5": (76, 205, 228, 40),
        ], warnings: ["ambiguous"])
        // B03: x and size determined; y anywhere in [90, 130], an ambiguity warning.
        let lb3 = try #require(solvedView(result, "lb3"))
        #expect(abs(lb3.x - 90) < 0.01 && abs(lb3.width - 140) < 0.01 && abs(lb3.height - 40) < 0.01)
        #expect(lb3.y >= 90 - 0.01 && lb3.y <= 130 + 0.01)
        #expect(lb3.ambiguous == [.vertical])
        #expect(warnings(result).contains { $0.contains("ambiguous") && $0.contains("lb3") })
        #expect(warnings(result).filter { $0.contains("ambiguous") }.count == 1)
    }

    @Test func b01Alone() {
        expectLayout("""
            canvas 320 x 480
            layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}
            """, ["lb1": (0, 20, 320, 30)])
    }

    @Test func b06PrioritisedList() {
        expectLayout("""
            canvas 320 x 480
            layout someView {Top: "0", Leading: "0", Trailing: "0", Height: "100"}
            layout view {Top: [{Item: someView, Constant: ">=10@999"}, "0@1"], Leading: "0", Trailing: "0", Height: "50"}
            """, ["someView": (0, 0, 320, 100), "view": (0, 110, 320, 50)])
    }

    @Test func b07MissingConstantIsZero() {
        expectLayout("""
            canvas 320 x 480
            layout someView {Leading: "0", Top: "0", Width: "100", Height: "40"}
            layout view {Leading: {Item: someView}, Top: "0", Width: "50", Height: "40"}
            """, ["someView": (0, 0, 100, 40), "view": (100, 0, 50, 40)])
    }

    @Test func b08StringFormIsTheContainer() {
        expectLayout("""
            canvas 320 x 480
            layout view {Leading: "0", Top: "0", Width: "50", Height: "50"}
            """, ["view": (0, 0, 50, 50)])
    }
}

// MARK: - Apple VFL rules (docs/semantics.md 4.2, 4.3)

@Suite struct AppleVFLRules {
    @Test func viewRelativePredicate() {
        expectLayout("""
            canvas 320 x 480
            H:|[a(==b)]-[b]|
            V:|[a(30)]
            V:|[b(30)]
            """, ["a": (0, 0, 156, 30), "b": (164, 0, 156, 30)])
        #expect(constraintTexts("canvas 320 x 480\nH:|[a(==b)]-[b]|\nV:|[a(30)]\nV:|[b(30)]", line: 2)
            .contains("a.width == b.width"))
    }

    @Test func viewRelativePredicateWithRelationAndPriority() {
        // a <= b @750 beats a == 300 @250: a grows only as far as b.
        expectLayout("""
            canvas 320 x 480
            H:|[a(<=b@750,==300@250)]-[b]|
            V:|[a(30)]
            V:|[b(30)]
            """, ["a": (0, 0, 156, 30), "b": (164, 0, 156, 30)])
    }

    @Test func predicateListGivesOneConstraintEach() {
        let text = """
            canvas 320 x 480
            H:|[v(>=70,<=100,==500@250)]
            H:|[w(>=70,<=100,==10@250)]
            V:|[v(10)]-[w(10)]
            """
        expectLayout(text, ["v": (0, 0, 100, 10), "w": (0, 18, 70, 10)])
        #expect(constraintTexts(text, line: 2) == [
            "v.leading == superview.leading", "v.width >= 70", "v.width <= 100", "v.width == 500 @250",
        ])
    }

    @Test func edgeConnectionWithPredicates() {
        expectLayout("""
            canvas 320 x 480
            H:|-(>=30@750,==10@250)-[v(50)]
            H:|-(>=30)-[w(50)]-(==0@250)-|
            V:|[v(10)]-[w(10)]
            """, ["v": (30, 0, 50, 10), "w": (270, 18, 50, 10)])
    }

    @Test func siblingConnectionWithPredicates() {
        expectLayout("""
            canvas 320 x 480
            H:|[a(50)]-(>=20)-[b(50)]|
            H:|[c(50)]-(>=8,<=20)-[d(50)]-0@250-|
            V:|[a(10)]-[c(10)]
            V:|[b(10)]-[d(10)]
            """, ["a": (0, 0, 50, 10), "b": (270, 0, 50, 10), "c": (0, 18, 50, 10), "d": (70, 18, 50, 10)])
    }

    @Test func trailingEdgeStandardAndInequality() {
        expectLayout("""
            canvas 320 x 480
            H:[v(50)]-|
            V:[v(50)]-|
            H:|-(==300@250)-[w(50)]-(>=40)-|
            V:|[w(10)]
            """, ["v": (250, 410, 50, 50), "w": (230, 0, 50, 10)])
    }

    @Test func spacingSetting() {
        expectLayout("""
            canvas 320 x 480
            spacing 4 10
            H:|-[a(50)]-[b(50)]
            H:[c(50)]-|
            V:|-[a(50)]
            V:|-[b(50)]
            V:|-[c(50)]
            """, ["a": (10, 10, 50, 50), "b": (64, 10, 50, 50), "c": (260, 10, 50, 50)])
        expectLayout("""
            canvas 320 x 480
            spacing 6
            H:|-[a(50)]-[b(50)]
            V:|-[a(50)]
            V:|-[b(50)]
            """, ["a": (20, 20, 50, 50), "b": (76, 20, 50, 50)])
    }

    @Test func metrics() {
        expectLayout("""
            canvas 320 x 480
            metric gap = 12
            metric side = 40
            metric p = 750
            H:|-gap-[a(side)]-gap-[b(side)]
            V:|-(gap)-[a(side)]
            V:|-gap-[b(==100@p,==side)]
            """, ["a": (12, 12, 40, 40), "b": (64, 12, 40, 40)])
    }

    @Test func negativeConstants() {
        expectLayout("""
            canvas 320 x 480
            H:|-(-10)-[a(50)]-(-20)-[b(50)]
            V:|[a(10)]
            V:|[b(10)]
            """, ["a": (-10, 0, 50, 10), "b": (20, 0, 50, 10)])
    }

    @Test func priorityOnABareNumberOrMetric() {
        expectLayout("""
            canvas 320 x 480
            metric m = 30
            H:|-50@500-[v(100)]|
            H:|-m@500-[w(100)]|
            V:|[v(10)]-[w(10)]
            """, ["v": (220, 0, 100, 10), "w": (220, 18, 100, 10)])
    }

    @Test(arguments: [
        ("alignAllTop", 20.0, 20.0), ("alignAllBottom", 40, 0), ("alignAllCenterY", 30, 10),
        ("alignAllBaseline", 40, 0), ("alignAllLastBaseline", 40, 0), ("alignAllFirstBaseline", 20, 20),
    ])
    func alignmentOptionsOfHorizontalLines(option: String, bY: Double, cY: Double) {
        // a spans y 20…60; views without text have their last baseline at the bottom, their
        // first at the top.
        expectLayout("""
            canvas 320 x 480
            H:|-10-[a(50)]-[b(50)]-[c(50)] options: .\(option)
            V:|-20-[a(40)]
            V:[b(20)]
            V:[c(60)]
            """, ["a": (10, 20, 50, 40), "b": (68, bY, 50, 20), "c": (126, cY, 50, 60)])
    }

    @Test(arguments: [
        ("alignAllLeft", 20.0, 20.0), ("alignAllLeading", 20, 20), ("alignAllRight", 40, 0),
        ("alignAllTrailing", 40, 0), ("alignAllCenterX", 30, 10),
    ])
    func alignmentOptionsOfVerticalLines(option: String, bX: Double, cX: Double) {
        expectLayout("""
            canvas 320 x 480
            V:|-10-[a(50)]-[b(50)]-[c(50)] options: .\(option)
            H:|-20-[a(40)]
            H:[b(20)]
            H:[c(60)]
            """, ["a": (20, 10, 40, 50), "b": (bX, 68, 20, 50), "c": (cX, 126, 60, 50)])
    }

    @Test func optionSpellingsAndSeveralOptions() {
        expectLayout("""
            canvas 320 x 480
            H:|[a(50)]-[b(50)] options: NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom
            V:|-20-[a(40)]
            """, ["a": (0, 20, 50, 40), "b": (58, 20, 50, 40)])
    }

    @Test func baselineOptionUsesTextBaselines() {
        // Labels centre their text: equal last baselines put the 20-high label's top 10
        // below the 40-high one's (Bottom would give 40).
        expectLayout("""
            canvas 320 x 480
            view a label "Hello"
            view b label "Hello"
            H:|[a(50)]-[b(50)] options: .alignAllLastBaseline
            V:|-20-[a(40)]
            V:[b(20)]
            """, ["a": (0, 20, 50, 40), "b": (58, 30, 50, 20)])
    }

    @Test func directionOptionsAddNothing() {
        let plain = constraintTexts("H:|[a(50)]-[b(50)]", line: 1)
        #expect(constraintTexts("H:|[a(50)]-[b(50)] options: .directionLeadingToTrailing", line: 1) == plain)
        // Left to right is the same layout, on left and right (as Apple's constraints are).
        #expect(constraintTexts("H:|[a(50)]-[b(50)] options: .directionLeftToRight", line: 1)
            == ["a.left == superview.left", "a.width == 50", "b.left == a.right + 8", "b.width == 50"])
    }

    @Test func textualOrderAndTheLaterConstraintBreaks() {
        let text = """
            canvas 150 x 100
            H:|[a(100)][b(100)]| options: .alignAllTop
            V:|[a]|
            V:[b(100)]
            """
        #expect(constraintTexts(text, line: 2) == [
            "a.leading == superview.leading", "a.width == 100", "b.leading == a.trailing", "b.width == 100",
            "superview.trailing == b.trailing", "a.top == b.top",
        ])
        let result = expectLayout(text, ["a": (0, 0, 100, 100), "b": (100, 0, 100, 100)], warnings: ["conflict"])
        #expect(warnings(result).contains { $0.contains("conflict") && $0.contains("'superview.trailing == b.trailing'") })
        // A flush edge has no text of its own: it points at its `|`.
        let conflict = result.diagnostics.first { $0.message.contains("conflict") }
        #expect(conflict?.location == VisualSyntax.SourceLocation(line: 2, column: 20))
    }

    @Test func reasonsAndImplicitFlags() {
        let made = constraints("canvas 320 x 480\nH:|-[a(50)]-[b]-8-[c][d]|", line: 2)
        let summary = made.map { "\($0.reason)|\($0.isImplicit)" }
        #expect(summary == [
            "standard edge spacing|true", "predicate|false", "standard spacing|true", "gap|false",
            "flush|true", "flush edge|true",
        ])
    }

    @Test func verticalLinesUseTopBottomHeight() {
        #expect(constraintTexts("V:|-[a(50)]-[b]-|", line: 1) == [
            "a.top == superview.top + 20", "a.height == 50", "b.top == a.bottom + 8", "superview.bottom == b.bottom + 20",
        ])
    }

    @Test func edgeMeansTheNestedContainerWithItsSettings() {
        expectLayout("""
            canvas 320 x 480
            H:|-50-[box(100)]
            V:|-60-[box(100)]
            box {
              spacing 4 6
              H:|-[c(10)]-[d(10)]
              V:|-[c(10)]
              V:|-[d(10)]
            }
            """, ["box": (50, 60, 100, 100), "c": (6, 6, 10, 10), "d": (20, 6, 10, 10)])
    }
}

// MARK: - Visually rules (docs/semantics.md 2.2, 2.3)

@Suite struct VisuallyRules {
    /// `v` 50 wide and 10 high at the top, the line under test, and an optional pull.
    func horizontal(_ line: String, pull: String = "", _ x: Double, width: Double = 50,
                    sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        expectLayout("canvas 320 x 480\n\(line)\nV(|-v[10])\n\(pull)", ["v": (x, 0, width, 10)],
                     sourceLocation: sourceLocation)
    }

    @Test func openingEdges() {
        horizontal("H(|-v[50])", 0)
        horizontal("H(|->=-v[50])", pull: "v.left == -30 @ low", 0)
        horizontal("H(|->=-v[50])", pull: "v.left == 30 @ low", 30)
        horizontal("H(|-<=-v[50])", pull: "v.left == 30 @ low", 0)
        horizontal("H(|-15-v[50])", 15)
        horizontal("H(|->=15-v[50])", pull: "v.left == 0 @ low", 15)
        horizontal("H(|-<=15-v[50])", pull: "v.left == 100 @ low", 15)
        horizontal("H(|-(15 ~ .defaultLow)-v[50])", pull: "v.left == 40 @ high", 40)
    }

    @Test func siblingConnections() {
        func pair(_ line: String, pull: String = "", _ bX: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            expectLayout("canvas 320 x 480\n\(line)\nV(|-a[10])\nV(|-b[10])\n\(pull)",
                         ["a": (0, 0, 50, 10), "b": (bX, 0, 50, 10)], sourceLocation: sourceLocation)
        }
        pair("H(|-a[50]-b[50])", 50)
        pair("H(|-a[50]->=-b[50])", pull: "b.left == 20 @ low", 50)
        pair("H(|-a[50]-<=-b[50])", pull: "b.left == 200 @ low", 50)
        pair("H(|-a[50]-10-b[50])", 60)
        pair("H(|-a[50]->=10-b[50])", pull: "b.left == 0 @ low", 60)
        pair("H(|-a[50]-<=10-b[50])", pull: "b.left == 200 @ low", 60)
        pair("H(|-a[50]-(10 ~ .defaultLow)-b[50])", pull: "b.left == 200 @ high", 200)
    }

    @Test func closingEdges() {
        horizontal("H(v[50]-|)", 270)
        horizontal("H(v[50]->=-|)", pull: "v.left == 300 @ low", 270)
        horizontal("H(v[50]-<=-|)", pull: "v.left == 0 @ low", 270)
        horizontal("H(v[50]-20-|)", 250)
        horizontal("H(v[50]->=20-|)", pull: "v.left == 300 @ low", 250)
        horizontal("H(v[50]-<=20-|)", pull: "v.left == 0 @ low", 250)
    }

    @Test func sizes() {
        horizontal("H(|-v[>=60])", pull: "v.width == 10 @ low", 0, width: 60)
        horizontal("H(|-v[<=60])", pull: "v.width == 200 @ low", 0, width: 60)
        horizontal("H(|-v[(60 ~ .defaultLow)])", pull: "v.width == 70 @ high", 0, width: 70)
    }

    @Test func percentages() {
        horizontal("H(|-v[>=25%])", pull: "v.width == 0 @ low", 0, width: 80)
        horizontal("H(|-v[<=25%])", pull: "v.width == 300 @ low", 0, width: 80)
        expectLayout("canvas 320 x 480\nV(|-v[50%])\nH(|-v[10])", ["v": (0, 0, 10, 240)])
        // Always the superview itself, never the guide the options choose.
        expectLayout("""
            canvas 812 x 375
            safe-area 0 44 0 44
            H(|-v[50%], options: .toSafeArea)
            V(|-v[10])
            """, ["v": (44, 0, 406, 10)])
        #expect(constraintTexts("H(|-v[(50% ~ .defaultHigh)])", line: 1).first == "v.width == 0.5 * superview.width @750")
    }

    @Test func sizeOfAnotherView() {
        expectLayout("""
            canvas 320 x 480
            H(|-a[80]-b[a])
            V(|-a[10])
            V(|-b[10])
            """, ["a": (0, 0, 80, 10), "b": (80, 0, 80, 10)])
        #expect(constraintTexts("H(|-a[80]-b[>=a])", line: 1).contains("b.width >= a.width"))
    }

    @Test func priorities() {
        #expect(constraintTexts("H(|-(15 ~ .required)-v)", line: 1) == ["v.leading == superview.leading + 15"])
        #expect(constraintTexts("H(|-(15 ~ .defaultHigh)-v)", line: 1) == ["v.leading == superview.leading + 15 @750"])
        #expect(constraintTexts("H(|-(15 ~ .defaultLow)-v)", line: 1) == ["v.leading == superview.leading + 15 @250"])
        #expect(constraintTexts("H(|-(15 ~ .fittingSizeLevel)-v)", line: 1) == ["v.leading == superview.leading + 15 @50"])
        #expect(constraintTexts("H(|-(15 ~ LayoutPriority(300))-v)", line: 1) == ["v.leading == superview.leading + 15 @300"])
        #expect(constraintTexts("H(v-(15 ~ 600)-|)", line: 1) == ["superview.trailing == v.trailing + 15 @600"])
    }

    @Test func dashWithoutNumberIsZero() {
        // docs/semantics.md 2.3: a test of Visually asserts view2's width is 50 in 100.
        expectLayout("""
            canvas 100 x 100
            H(|-view1[50]-view2-|)
            V(|-view1-|)
            V(|-view2-|)
            """, ["view1": (0, 0, 50, 100), "view2": (50, 0, 50, 100)])
        let made = constraints("H(|-view1[50]-view2-|)", line: 1)
        #expect(made.map(\.isImplicit) == [false, true, true, true])
    }

    @Test func layoutMarginsAndReadableMargins() {
        let frames: [String: Frame] = ["v": (20, 10, 260, 440)]
        expectLayout("""
            canvas 320 x 480
            margins 10 20 30 40
            H(|-v-|, options: .toLayoutMargins)
            V(|-v-|, options: .toLayoutMargins)
            """, frames)
        expectLayout("""
            canvas 320 x 480
            margins 10 20 30 40
            H(|-v-|, options: .toReadableMargins)
            V(|-v-|, options: [.toReadableMargins, .disregardLayoutDirection])
            """, frames, warnings: ["readable"])
    }

    @Test func safeAreaIsCheckedFirst() {
        expectLayout("""
            canvas 320 x 480
            margins 10 20 30 40
            safe-area 44 1 34 2
            H(|-v-|, options: [.toLayoutMargins, .toSafeArea])
            V(|-v-|, options: [.toReadableMargins, .toSafeArea])
            """, ["v": (1, 44, 317, 402)])
    }

    @Test func disregardLayoutDirectionChangesNothing() {
        expectLayout("""
            canvas 320 x 480
            H(|-10-v[50], options: .disregardLayoutDirection)
            V(|-v[10], options: .disregardLayoutDirection)
            """, ["v": (10, 0, 50, 10)])
    }

    @Test func metricGaps() {
        expectLayout("""
            canvas 320 x 480
            metric gap = 12
            metric size = 50
            H(|-gap-a[size]-gap-b[size])
            V(|-a[10])
            V(|-b[10])
            """, ["a": (12, 0, 50, 10), "b": (74, 0, 50, 10)])
    }

    @Test func constraintOrder() {
        #expect(constraintTexts("H(|-view[50%]-button[50%]-|)", line: 1) == [
            "view.width == 0.5 * superview.width", "view.leading == superview.leading", "button.leading == view.trailing",
            "button.width == 0.5 * superview.width", "superview.trailing == button.trailing",
        ])
        #expect(constraintTexts("V(|-20-view-8-button[44]-20-|)", line: 1) == [
            "view.top == superview.top + 20", "button.top == view.bottom + 8", "button.height == 44",
            "superview.bottom == button.bottom + 20",
        ])
        #expect(constraintTexts("H(|-8-label->=8-|)", line: 1) == [
            "label.leading == superview.leading + 8", "superview.trailing >= label.trailing + 8",
        ])
        #expect(constraintTexts("H(|-view-|, options: .toSafeArea)", line: 1) == [
            "view.leading == safeArea.leading", "safeArea.trailing == view.trailing",
        ])
    }

    @Test func openingEdgeComesAfterItsTermsSize() {
        // The opening edge enters after the width, so it is what gives way.
        let result = expectLayout("""
            canvas 320 x 480
            v.right == 60
            H(|-20-v[50])
            V(|-v[10])
            """, ["v": (10, 0, 50, 10)], warnings: ["conflict"])
        #expect(warnings(result).contains { $0.contains("'v.leading == superview.leading + 20'") })
    }

    @Test func connectionComesBeforeTheTermOnItsRight() {
        // The gap enters before b's width, so b's width gives way.
        let result = expectLayout("""
            canvas 320 x 480
            a.left == 0
            b.right == 100
            H(a[50]-10-b[50])
            V(|-a[10])
            V(|-b[10])
            """, ["a": (0, 0, 50, 10), "b": (60, 0, 40, 10)], warnings: ["conflict"])
        #expect(warnings(result).contains { $0.contains("'b.width == 50'") })
    }
}

// MARK: - Visually centring helpers

@Suite struct CenteringRules {
    @Test func centerInSuperview() {
        let text = """
            canvas 320 x 480
            centerInSuperview(a, b)
            a.width == 40
            a.height == 20
            b.width == 100
            b.height == 60
            """
        expectLayout(text, ["a": (140, 230, 40, 20), "b": (110, 210, 100, 60)])
        #expect(constraintTexts(text, line: 2) == [
            "superview.centerX == a.centerX", "superview.centerY == a.centerY",
            "superview.centerX == b.centerX", "superview.centerY == b.centerY",
        ])
    }

    @Test func oneAxisInSuperview() {
        expectLayout("""
            canvas 320 x 480
            centerHorizontallyInSuperview(a)
            V(|-10-a[20])
            a.width == 40
            centerVerticallyInSuperview(b)
            H(|-10-b[40])
            b.height == 20
            """, ["a": (140, 10, 40, 20), "b": (10, 230, 40, 20)])
    }

    @Test func pairwise() {
        let text = """
            canvas 320 x 480
            H(|-a[100])
            H(b[20])
            H(c[60])
            centerHorizontally(a, b, c)
            V(|-a[100]-b[20]-c[10])
            centerVertically(a, d)
            H(|-200-d[10])
            V(d[20])
            """
        expectLayout(text, ["a": (0, 0, 100, 100), "b": (40, 100, 20, 20), "c": (20, 120, 60, 10),
                            "d": (200, 40, 10, 20)])
        #expect(constraintTexts(text, line: 5) == ["a.centerX == b.centerX", "b.centerX == c.centerX"])
    }

    @Test func superviewIsTheNestedContainer() {
        expectLayout("""
            canvas 320 x 480
            H:|-50-[box(100)]
            V:|-60-[box(100)]
            box {
              centerInSuperview(c)
              c.width == 20
              c.height == 10
            }
            """, ["box": (50, 60, 100, 100), "c": (40, 45, 20, 10)])
    }
}

// MARK: - VBAutolayout rules (docs/semantics.md 3.2, 3.3, 3.5)

@Suite struct VBAutolayoutRules {
    @Test func bottomToTheContainerIsAnInset() {
        expectLayout("""
            canvas 320 x 480
            layout v {Bottom: "10", Leading: "0", Width: "50", Height: "50"}
            """, ["v": (0, 420, 50, 50)])
    }

    @Test func bottomToAnItemIsNotNegated() {
        let footer = "layout footer {Bottom: \"0\", Leading: \"0\", Trailing: \"0\", Height: \"40\"}"
        // "-10": a gap of 10 above the footer.
        expectLayout("""
            canvas 320 x 480
            \(footer)
            layout v {Bottom: {Item: footer, Constant: "-10"}, Leading: "0", Width: "50", Height: "50"}
            """, ["footer": (0, 440, 320, 40), "v": (0, 380, 50, 50)], warnings: ["does not negate"])
        // "10": 10 below the footer's top, overlapping it.
        expectLayout("""
            canvas 320 x 480
            \(footer)
            layout v {Bottom: {Item: footer, Constant: "10"}, Leading: "0", Width: "50", Height: "50"}
            """, ["v": (0, 400, 50, 50)], warnings: ["overlap"])
        // No constant: flush, nothing to say.
        expectLayout("""
            canvas 320 x 480
            \(footer)
            layout v {Bottom: {Item: footer}, Leading: "0", Width: "50", Height: "50"}
            """, ["v": (0, 390, 50, 50)])
    }

    @Test func trailingToAnItemIsNotNegated() {
        let result = expectLayout("""
            canvas 320 x 480
            layout side {Top: "0", Trailing: "0", Width: "40", Height: "40"}
            layout v {Top: "0", Trailing: {Item: side, Constant: "-8"}, Width: "50", Height: "40"}
            layout w {Top: "50", Trailing: {Item: side, Constant: "8"}, Width: "50", Height: "40"}
            """, ["side": (280, 0, 40, 40), "v": (222, 0, 50, 40), "w": (238, 50, 50, 40)],
            warnings: ["does not negate"])
        #expect(warnings(result).count == 2)
        #expect(warnings(result).contains { $0.contains("overlap") && $0.contains("w") })
    }

    @Test func inequalitiesOnBottomAndTrailingAreNotFlipped() {
        // ">=10" on Bottom: v.bottom >= S.bottom - 10, so the gap is at most 10.
        let result = expectLayout("""
            canvas 320 x 480
            layout v {Top: "0@250", Bottom: ">=10", Leading: "0@250", Trailing: ">=10", Width: "50", Height: "50"}
            """, ["v": (260, 420, 50, 50)], warnings: ["at most 10"])
        #expect(warnings(result).count == 2)
        // Each warning points at its constant string.
        #expect(result.diagnostics.map { $0.location?.column } == [33, 69])
        // "<=10": the gap is at least 10 (the pull to 400 wins).
        expectLayout("""
            canvas 320 x 480
            layout v {Top: "400@250", Bottom: "<=10", Leading: "0", Width: "50", Height: "50"}
            """, ["v": (0, 400, 50, 50)], warnings: ["at least 10"])
    }

    @Test func widthAndHeightIgnoreTheItem() {
        expectLayout("""
            canvas 320 x 480
            layout other {Top: "0", Leading: "0", Width: "10", Height: "10"}
            layout v {Top: "20", Leading: "0", Width: {Item: other, Constant: "70"}, Height: {Item: other, Constant: "30"}}
            """, ["v": (0, 20, 70, 30)], warnings: ["ignores Item 'other' on Width", "ignores Item 'other' on Height"])
    }

    @Test func centreToAnItem() {
        expectLayout("""
            canvas 320 x 480
            layout a {Top: "100", Leading: "100", Width: "60", Height: "60"}
            layout b {CenterX: {Item: a, Constant: "10"}, CenterY: {Item: a, Constant: ">=-5"}, Width: "20", Height: "20"}
            b.top == 0 @ low
            """, ["b": (130, 115, 20, 20)])
    }

    @Test func misreadConstantsAreReproducedWithWarnings() {
        // "=>10" is == 10; "10.7" is 10; ">= 50" is >= 0 (so the low pull to 30 wins).
        let result = expectLayout("""
            canvas 320 x 480
            layout v {Top: "=>10", Leading: "10.7", Width: ">= 50", Height: "(20)"}
            v.width == 30 @ low
            """, ["v": (10, 10, 30, 20)], warnings: ["VBAutolayout reads"])
        let messages = warnings(result)
        #expect(messages.count == 3)
        #expect(messages.contains("VBAutolayout reads \"=>10\" as '== 10', not '>= 10'"))
        #expect(messages.contains("VBAutolayout reads \"10.7\" as '== 10', not '== 10.7'"))
        #expect(messages.contains("VBAutolayout reads \">= 50\" as '>= 0', not '>= 50'"))
    }

    @Test func readingsThatAreWhatTheTextSays() {
        // "(20)", "-15", "@500" (== 0 @500, which the required width beats) and "": no warnings.
        expectLayout("""
            canvas 320 x 480
            layout v {Top: "(20)", Leading: "-15", Width: "@500", Height: "10"}
            v.width == 40
            layout w {Top: "", Leading: "", Width: "5", Height: "5"}
            """, ["v": (-15, 20, 40, 10), "w": (0, 0, 5, 5)])
    }

    @Test(arguments: ["\"abc\"", "\"@0\"", "\"@2000\""])
    func invalidPriorityIsOneError(constant: String) {
        let result = LayoutPipeline.layout(text: "layout v {Top: \(constant), Leading: \"0\"}", name: "case.visual")
        #expect(result.tree == nil)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("priority") == true)
    }

    @Test func creationOrderNotWrittenOrder() {
        let text = """
            canvas 320 x 480
            layout v {Height: "100", Bottom: "0", Top: "0", Leading: "0", Width: "10"}
            """
        #expect(constraintTexts(text, line: 2) == [
            "v.top == superview.top", "v.bottom == superview.bottom", "v.leading == superview.leading",
            "v.width == 10", "v.height == 100",
        ])
        let result = expectLayout(text, ["v": (0, 0, 10, 480)], warnings: ["conflict"])
        #expect(warnings(result).contains { $0.contains("'v.height == 100'") })
    }

    @Test func containerIsTheViewsOwnParent() {
        // inner belongs to box (first written there); the dictionary written outside still
        // pins it to box's edges, as VBAutolayout uses v.superview.
        expectLayout("""
            canvas 320 x 480
            H:|-50-[box(100)]
            V:|-60-[box(100)]
            box {
              inner.width == 20
              inner.height == 20
            }
            layout inner {Top: "10", Leading: "5"}
            """, ["box": (50, 60, 100, 100), "inner": (5, 10, 20, 20)])
    }

    @Test func libraryNamesAndObjectiveCLiterals() {
        expectLayout("""
            canvas 320 x 480
            layout v @{VBAutolayoutAttributeTop: @"20", VBAutolayoutAttributeLeading: @[@"8"], VBAutolayoutAttributeWidth: @"50", VBAutolayoutAttributeHeight: @"30"}
            """, ["v": (8, 20, 50, 30)])
    }

    @Test func reasonsRangesAndImplicitFlags() {
        let made = constraints("""
            canvas 320 x 480
            layout v {Top: {Item: w}, Leading: ["0", "8@1"]}
            """, line: 2)
        #expect(made.map(\.reason) == ["layout Top", "layout Leading", "layout Leading"])
        #expect(made.map(\.isImplicit) == [true, false, false])
        // A list's specs each point at their own text.
        #expect(made[1].range != made[2].range)
    }
}

// MARK: - Equations

@Suite struct EquationRules {
    @Test func viewsGuidesMultipliersMetrics() {
        expectLayout("""
            canvas 320 x 480
            margins 10 20 30 40
            safe-area 5 6 7 8
            metric gap = 12
            metric m = 0.5
            b.left == superview.left + 10
            b.top == margins.top
            b.width == 50
            b.height == 40
            a.leading == b.trailing + gap
            a.top >= b.bottom + 5
            a.top == 0 @ low
            a.width == 2 * b.width - 5 @ high
            a.width == 10 @ 300
            a.height == m * b.height
            c.trailing == safeArea.trailing - 8
            c.bottom == safeArea.bottom
            c.width == 30
            c.height == 20
            d.right == margins.right
            d.left == margins.left
            d.centerY == superview.centerY
            d.height == 10
            """, ["b": (10, 10, 50, 40), "a": (72, 55, 95, 20), "c": (274, 453, 30, 20), "d": (20, 235, 260, 10)])
    }

    @Test func texts() {
        #expect(constraintTexts("a.width == 2 * b.width - 5 @ high", line: 1) == ["a.width == 2 * b.width - 5 @750"])
        #expect(constraintTexts("a.height >= 44 @ fitting", line: 1) == ["a.height >= 44 @50"])
        #expect(constraintTexts("a.top <= safeArea.top + 3 @ required", line: 1) == ["a.top <= safeArea.top + 3"])
        #expect(constraintTexts("metric g = 4\na.left == b.right - g", line: 2) == ["a.left == b.right - 4"])
    }

    @Test func aPositionAloneIsMeasuredFromTheParent() {
        expectLayout("""
            canvas 320 x 480
            x.left == 7
            x.top == 9
            x.width == 1
            x.height == 1
            H:|-50-[box(100)]
            V:|-60-[box(100)]
            box {
              inner.left == 10
              inner.centerY == 30
              inner.width == 20
              inner.height == 20
            }
            """, ["x": (7, 9, 1, 1), "inner": (10, 20, 20, 20)])
    }
}
