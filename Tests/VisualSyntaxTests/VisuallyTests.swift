import Testing
@testable import VisualSyntax

/// Visually expressions: every example of the seeds and of docs/semantics.md 2.2 and 5.2.
@Suite struct VisuallyTests {
    @Test(arguments: [
        // README examples (seed 002) and docs/semantics.md 2.2
        "H(|-8-label->=8-|)",
        "V(label-(10 ~ .defaultHigh)-button[44])",
        "V(button[>=44]->=-|)",
        "V(|->=8-label)",
        "H(label->=10-view)",
        "H(|-view[50%]-button[50%]-|)",
        "H(|-view-|, options: .toSafeArea)",
        "H(|-view-label->=8-|)",
        "V(|-20-view-8-button[44]-20-|)",
        // docs/semantics.md 5.2
        "H(|-8-label[100]->=8-|)",
        "V(|-20-label[30])",
        "H(|-label-|)",
        "H(|-button-|)",
        "V(|-label[30]-(10 ~ .defaultHigh)-button[44]-|)",
        "V(|-100-button)",
        "V(|->=8-label[30]-(0 ~ .defaultHigh)-|)",
        "H(|-label[100]->=10-view[50]-|)",
        "V(|-view[30])",
        "V(|-view-|)",
        "V(|-button-|)",
        "H(|-view[100]-label[50]->=8-|)",
        "V(|-20-label[108])",
        "H(|-view1[50]-view2-|)",
        // every operator of the grammar
        "H(|-<=-a-<=-b->=-c->=-|)",
        "H(|-<=4-a-<=4-b-<=4-|)",
        "H(a[<=40]-b[(40 ~ .defaultLow)]-c[>=(20% ~ .fittingSizeLevel)])",
        "H(|-(8 ~ .required)-a)",
        "H(|-view-|, options: [.toLayoutMargins, .disregardLayoutDirection])",
    ])
    func exampleExpression(text: String) {
        #expect(printed(text) == text)
    }

    @Test func readmeExampleReadsAsVisuallyDoes() {
        guard case .visually(let line)? = statement("H(|-8-label->=8-|)") else {
            Issue.record("not a Visually line")
            return
        }
        #expect(line.axis == .horizontal)
        #expect(line.leadingEdge?.relation == .equal)
        #expect(line.leadingEdge?.gap?.constant.description == "8")
        #expect(line.leadingEdge?.range == SourceRange(line: 1, column: 3, length: 4))
        #expect(line.terms.map(\.view.name) == ["label"])
        #expect(line.trailingEdge?.relation == .greaterThanOrEqual)
        #expect(line.trailingEdge?.gap?.constant.description == "8")
        #expect(line.trailingEdge?.range == SourceRange(line: 1, column: 12, length: 6))
        #expect(line.range == SourceRange(line: 1, column: 1, length: 18))
    }

    @Test func prioritiesInEverySpelling() {
        let spellings: [(String, PrioritySyntax.Value)] = [
            (".defaultHigh", .named(.high)), (".defaultLow", .named(.low)), (".required", .named(.required)),
            (".fittingSizeLevel", .named(.fitting)), ("UILayoutPriority.defaultHigh", .named(.high)),
        ]
        for (spelling, value) in spellings {
            guard case .visually(let line)? = statement("V(a-(10 ~ \(spelling))-b)") else { continue }
            #expect(line.connections[0].gap?.priority?.value == value, "\(spelling)")
        }
        for spelling in ["700", "LayoutPriority(700)", "UILayoutPriority(700)", "UILayoutPriority(rawValue: 700)"] {
            guard case .visually(let line)? = statement("V(a-(10 ~ \(spelling))-b)") else { continue }
            #expect(line.connections[0].gap?.priority?.literalValue == 700, "\(spelling)")
        }
    }

    @Test func sizesPercentagesAndViews() {
        let (file, diagnostics) = parse("metric side = 44\nH(a[side]-b[50%]-c[>=a])")
        #expect(diagnostics.isEmpty)
        guard case .visually(let line) = file.root.statements[1] else { return }
        guard case .constant(.metric(let side))? = line.terms[0].size?.amount,
              case .percent(let half)? = line.terms[1].size?.amount,
              case .view(let other)? = line.terms[2].size?.amount else {
            Issue.record("sizes read wrongly: \(line)")
            return
        }
        #expect(side.text == "side" && half.value == 50 && other.name == "a")
        #expect(line.terms[2].size?.relation == .greaterThanOrEqual)
        #expect(file.names.views.map(\.name) == ["a", "b", "c"])
    }

    /// Visually's own tests write a size's priority without parentheses (`view2[50 ~ 500]`); the
    /// contract accepts both spellings. Found by the pipeline property test, whose generator
    /// wrote the contract's `c[28 ~ .defaultHigh]` and had it refused.
    @Test func sizePriorityWithoutParentheses() {
        guard case .visually(let line)? = statement("H(a[50 ~ 500]-b[>=40 ~ .defaultHigh]-c[20% ~ 250])") else {
            Issue.record("not a Visually line")
            return
        }
        let sizes = line.terms.map(\.size)
        #expect(sizes.map { $0?.priority?.literalValue } == [500, 750, 250])
        #expect(sizes.map { $0?.relation } == [.equal, .greaterThanOrEqual, .equal])
        guard case .percent(let percent)? = sizes[2]?.amount else {
            Issue.record("20% read as \(String(describing: sizes[2]?.amount))")
            return
        }
        #expect(percent.value == 20)
        // Same tree as the parenthesised spelling, which is how it prints.
        #expect(printed("H(a[50 ~ 500])") == "H(a[(50 ~ 500)])")
        // A `~` with nothing after it is still an error, at the missing priority.
        #expect(!parse("H(a[50 ~])").diagnostics.isEmpty)
    }

    @Test func aNameBetweenDashesIsAGapWhenItIsAMetric() {
        let (file, diagnostics) = parse("metric gap = 8\nH(|-gap-label-gap-|)\nH(|-label-view-|)")
        #expect(diagnostics.isEmpty)
        guard case .visually(let withGaps) = file.root.statements[1],
              case .visually(let withViews) = file.root.statements[2] else { return }
        #expect(withGaps.terms.map(\.view.name) == ["label"])
        #expect(withGaps.leadingEdge?.gap?.constant.metricName?.text == "gap")
        #expect(withViews.terms.map(\.view.name) == ["label", "view"])
    }

    @Test func multiLineExpression() {
        let text = """
            H(|-8-icon[40]
              -12-title   # the title stretches
              ->=8-|,
              options: .toSafeArea)
            view title label "Hi"
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.root.statements.count == 2)
        guard case .visually(let line) = file.root.statements[0] else {
            Issue.record("not a Visually line")
            return
        }
        #expect(line.description == "H(|-8-icon[40]-12-title->=8-|, options: .toSafeArea)")
        #expect(line.range.start == SourceLocation(line: 1, column: 1))
        #expect(line.range.end == SourceLocation(line: 4, column: 24))
        #expect(line.terms[1].view.range == SourceRange(line: 2, column: 7, length: 5))
        #expect(line.options[0].range == SourceRange(line: 4, column: 12, length: 11))
    }

    @Test func centringHelpers() {
        #expect(printed("centerInSuperview(a, b)\ncenterHorizontallyInSuperview(a)\ncenterVerticallyInSuperview(b)\ncenterHorizontally(a, b, c)\ncenterVertically(a, b)")
            == "centerInSuperview(a, b)\ncenterHorizontallyInSuperview(a)\ncenterVerticallyInSuperview(b)\ncenterHorizontally(a, b, c)\ncenterVertically(a, b)")
        guard case .centering(let centring)? = statement("centerHorizontally(a, b)") else { return }
        #expect(centring.function == .centerHorizontally)
        #expect(centring.views.map(\.name) == ["a", "b"])
        #expect(centring.views[1].range == SourceRange(line: 1, column: 23))
    }
}
