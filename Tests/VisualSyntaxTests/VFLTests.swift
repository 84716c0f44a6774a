import Testing
@testable import VisualSyntax

/// Apple VFL lines: the examples of the Auto Layout Guide (docs/semantics.md 4.2, 5.4) and the
/// contract's extensions.
@Suite struct VFLTests {
    @Test(arguments: [
        // A01–A05
        ("H:|[button(100)]-[textField]|", "H:|[button(==100)]-[textField]|"),
        ("V:|[button(30)]", "V:|[button(==30)]"),
        ("H:|-[button(>=50)]", "H:|-[button(>=50)]"),
        ("H:[button(30@500)]", "H:[button(==30@500)]"),
        ("V:|-[button(30)]", "V:|-[button(==30)]"),
        ("H:|-50-[purpleBox]-50-|", "H:|-(==50)-[purpleBox]-(==50)-|"),
        ("V:|[topField(30)]-10-[bottomField(30)]", "V:|[topField(==30)]-(==10)-[bottomField(==30)]"),
        ("H:|[maroonView(100)][blueView]|", "H:|[maroonView(==100)][blueView]|"),
        // docs/semantics.md 4.2
        ("H:[v(>=70,<=100)]", "H:[v(>=70,<=100)]"),
        ("H:|-(>=20@750)-[v]-(<=8)-|", "H:|-(>=20@750)-[v]-(<=8)-|"),
        ("H:[a]-(-5)-[b]", "H:[a]-(==-5)-[b]"),
        ("H:[a]-(>=0,<=20)-[b]", "H:[a]-(>=0,<=20)-[b]"),
        // A priority on a bare number (shipped code writes it).
        ("H:[a]-0@999-[b]", "H:[a]-(==0@999)-[b]"),
        // A relation on a bare number or metric, as shipped apps write it (ChatSecure's
        // conversation cell, Vienna's status bar): UIKit's parser takes it.
        ("H:|->=0-[a]->=8@750-|", "H:|-(>=0)-[a]-(>=8@750)-|"),
        // Whitespace between tokens.
        ("H: | - [a] - [b] - |", "H:|-[a]-[b]-|"),
    ])
    func exampleLine(text: String, normalised: String) {
        #expect(printed(text) == normalised)
    }

    @Test func standardSpacingAndEdges() {
        guard case .vfl(let line)? = statement("H:|[button(100)]-[textField]|") else {
            Issue.record("not a VFL line")
            return
        }
        #expect(line.axis == .horizontal)
        #expect(line.axisRange == SourceRange(line: 1, column: 1))
        #expect(line.leadingEdge?.connection.kind == .flush)
        #expect(line.views.map(\.name.name) == ["button", "textField"])
        #expect(line.connections.map(\.kind) == [.standard])
        #expect(line.trailingEdge?.connection.kind == .flush)
        #expect(line.trailingEdge?.barRange == SourceRange(line: 1, column: 29))
        let width = line.views[0].predicates[0]
        #expect(width.relation == .equal && width.priority == nil)
        #expect(width.range == SourceRange(line: 1, column: 12, length: 3))
    }

    @Test func namesInViewPredicatesAreMetricsWhenDefinedAndViewsOtherwise() {
        let (file, diagnostics) = parse("""
            H:[a(==b)]-[c(w@p)]
            metric w = 40
            metric p = 750
            """)
        #expect(diagnostics.isEmpty)
        guard case .vfl(let line) = file.root.statements[0] else {
            Issue.record("not a VFL line")
            return
        }
        guard case .view(let other) = line.views[0].predicates[0].object else {
            Issue.record("b should be a view")
            return
        }
        #expect(other.name == "b")
        guard case .constant(.metric(let width)) = line.views[1].predicates[0].object,
              case .metric(let priority)? = line.views[1].predicates[0].priority?.value else {
            Issue.record("w and p should be metrics")
            return
        }
        #expect(width.text == "w" && priority.text == "p")
        #expect(file.names.views.map(\.name) == ["a", "b", "c"])
    }

    @Test func namesInConnectionsAreMetrics() {
        let (file, diagnostics) = parse("metric gap = 12\nH:|-gap-[a]-(>=gap@750)-[b]")
        #expect(diagnostics.isEmpty)
        #expect(file.root.statements[1].metricReferences.map(\.text) == ["gap", "gap"])
    }

    @Test(arguments: [
        ".alignAllCenterY", ".AlignAllCenterY", "NSLayoutFormatAlignAllCenterY",
        "NSLayoutFormatOptions.AlignAllCenterY", "NSLayoutConstraint.FormatOptions.alignAllCenterY",
        "[.alignAllCenterY]", "(NSLayoutFormatAlignAllCenterY)",
    ])
    func optionSpellings(option: String) {
        guard case .vfl(let line)? = statement("H:|-[a]-[b]-| options: \(option)") else {
            Issue.record("not a VFL line")
            return
        }
        #expect(line.options.map(\.kind) == [.alignAll(.centerY)])
    }

    @Test func severalOptions() {
        for text in ["V:[a][b] options: [.alignAllLeft, .alignAllRight]",
                     "V:[a][b] options: NSLayoutFormatAlignAllLeft | NSLayoutFormatAlignAllRight",
                     "V:[a][b] options: .alignAllLeft, .alignAllRight"] {
            guard case .vfl(let line)? = statement(text) else {
                Issue.record("not a VFL line: \(text)")
                continue
            }
            #expect(line.options.map(\.kind) == [.alignAll(.left), .alignAll(.right)], "\(text)")
        }
        #expect(printed("V:[a][b] options: [.alignAllLeft, .alignAllRight]")
            == "V:[a][b] options: [.alignAllLeft, .alignAllRight]")
    }

    @Test func noOptionsAndDirections() {
        for text in ["H:[a][b] options: 0", "H:[a][b] options: []", "H:[a][b] options: kNilOptions"] {
            guard case .vfl(let line)? = statement(text) else { continue }
            #expect(line.options.isEmpty, "\(text)")
        }
        guard case .vfl(let line)? = statement("H:[a][b] options: NSLayoutFormatDirectionLeadingToTrailing") else { return }
        #expect(line.options.map(\.kind) == [.directionLeadingToTrailing])
    }

    @Test func anOptionAlongTheAxisIsFineWithOneView() {
        #expect(diagnostics(of: "H:|[a]| options: .alignAllLeft").isEmpty)
    }
}
