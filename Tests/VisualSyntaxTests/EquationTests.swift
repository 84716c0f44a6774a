import Testing
@testable import VisualSyntax

@Suite struct EquationTests {
    @Test(arguments: [
        ("label.leading == imageView.trailing + 10", "label.leading == imageView.trailing + 10"),
        ("title.top == safeArea.top + 8", "title.top == safeArea.top + 8"),
        ("a.width == 2 * b.width - gap @ high", "a.width == 2 * b.width - gap @ high"),
        ("a.height >= 44", "a.height >= 44"),
        ("a.height<=44@250", "a.height <= 44 @ 250"),
        ("a.top == -5", "a.top == -5"),
        ("a.top == - gap", "a.top == -gap"),
        ("a.width == 0.5 * superview.width", "a.width == 0.5 * superview.width"),
        ("a.width == m * b.height @ fitting", "a.width == m * b.height @ fitting"),
        ("a.centerX == margins.centerX", "a.centerX == margins.centerX"),
        ("a.left <= b.right + 8 @ 999", "a.left <= b.right + 8 @ 999"),
        ("a.leading == b.left", "a.leading == b.left"),
    ])
    func equation(text: String, normalised: String) {
        let (file, _) = parse("metric gap = 8\nmetric m = 2\n" + text)
        #expect(file.root.statements.last?.description == normalised)
        #expect(diagnostics(of: "metric gap = 8\nmetric m = 2\n" + text).isEmpty)
    }

    @Test func partsAndRanges() {
        guard case .equation(let equation)? = statement("label.leading == imageView.trailing + 10 @ 750") else {
            Issue.record("not an equation")
            return
        }
        #expect(equation.first.item == .view(ViewName("label", range: SourceRange(line: 1, column: 1, length: 5))))
        #expect(equation.first.attribute == .leading)
        #expect(equation.relation == .equal)
        #expect(equation.multiplier == nil)
        #expect(equation.second?.attribute == .trailing)
        #expect(equation.second?.range == SourceRange(line: 1, column: 18, length: 18))
        #expect(equation.constant?.isNegated == false)
        #expect(equation.constant?.range == SourceRange(line: 1, column: 37, length: 4))
        #expect(equation.priority?.literalValue == 750)
    }

    @Test func containerAndGuides() {
        let (file, diagnostics) = parse("superview.width == 320\nt.top == safeArea.top\nt.bottom == margins.bottom")
        #expect(diagnostics.isEmpty)
        guard case .equation(let first) = file.root.statements[0],
              case .equation(let second) = file.root.statements[1],
              case .equation(let third) = file.root.statements[2] else { return }
        if case .superview = first.first.item {} else { Issue.record("superview") }
        if case .safeArea? = second.second?.item {} else { Issue.record("safeArea") }
        if case .margins? = third.second?.item {} else { Issue.record("margins") }
        #expect(file.names.views.map(\.name) == ["t"])
    }
}

@Suite struct SettingAndDeclarationTests {
    @Test func everySetting() {
        let text = """
            canvas 320 x 480
            padding 12
            spacing 8 20
            safe-area 44 0 34 0
            margins 8 16 8 16
            """
        #expect(printed(text) == text)
        let settings = parse(text).file.root.settings
        if case .points(let width)? = settings.canvas?.width { #expect(width.value == 320) } else { Issue.record("width") }
        #expect(settings.padding?.effectiveVertical == 12)
        #expect(settings.spacing?.edge?.value == 20)
        #expect(settings.safeArea?.top.value == 44 && settings.safeArea?.bottom.value == 34)
        #expect(settings.margins?.left.value == 16)
        #expect(settings.rowSpacing == nil)
    }

    @Test func canvasFit() {
        #expect(printed("canvas fit") == "canvas fit x fit")
        #expect(printed("canvas fit x 480") == "canvas fit x 480")
        #expect(printed("canvas 320 x fit") == "canvas 320 x fit")
    }

    @Test func metricsAndViews() {
        let text = """
            metric gap = 8
            metric inset = -4.5
            view title label "Hello # not a comment" hug 251 high resist required 749
            view icon image
            view note text "line 1\\nline \\"2\\"" resist 700 700 hug low low
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.root.metrics.map(\.name.text) == ["gap", "inset"])
        #expect(file.names.metricValue("inset") == -4.5)
        let views = file.root.viewDeclarations
        #expect(views.map(\.kind) == [.label, .image, .text])
        #expect(views[0].text?.value == "Hello # not a comment")
        #expect(views[0].hugging?.vertical.value == .named(.high))
        #expect(views[0].compressionResistance?.horizontal.value == .named(.required))
        #expect(views[1].text == nil && views[1].hugging == nil)
        #expect(views[2].text?.value == "line 1\nline \"2\"")
        #expect(views[2].hugging?.horizontal.literalValue == 250)
        #expect(file.names.view(named: "title")?.declaration?.kind == .label)
        #expect(file.root.statements[2].description == #"view title label "Hello # not a comment" hug 251 high resist required 749"#)
    }
}

@Suite struct FileStructureTests {
    @Test func commentsAndBlankLines() {
        let text = """
            # A card
            canvas 320 x fit   # width of a phone

            [imageView(50)]-[label](60)#not-a-comment-start is an error, so none here
            """
        // `#` glued to code is code: the last line is a row with an unexpected '#'.
        #expect(diagnostics(of: text) == ["4:28: error: unexpected '#' after the row height; the height ends the row"])
        #expect(printed("# only\n\n   # comments\ncanvas fit # and code\n") == "canvas fit x fit")
    }

    @Test func hashInsideQuotesIsText() {
        guard case .view(let view)? = statement(##"view tag label "#1 # of 2" # real comment"##) else { return }
        #expect(view.text?.value == "#1 # of 2")
    }

    @Test func nestedContainers() {
        let text = """
            canvas 320 x fit
            [header]
            [body]
            header {
                padding 8
                [avatar(40)]-[name]
                inner {
                    H:|[badge]|
                }
                H(|-avatar-|)
            }
            body.top == header.bottom
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let root = file.root
        #expect(root.statements.count == 5)
        #expect(root.children.map { $0.name?.name } == ["header"])
        let header = root.children[0]
        #expect(header.settings.padding?.horizontal.value == 8)
        #expect(header.rows.count == 1)
        #expect(header.children.map { $0.name?.name } == ["inner"])
        #expect(header.range == SourceRange(start: SourceLocation(line: 4, column: 1), end: SourceLocation(line: 11, column: 2)))
        #expect(file.names.views.map(\.name) == ["header", "body", "avatar", "name", "inner", "badge"])
        #expect(file.names.views.map(\.container) == [nil, nil, "header", "header", "header", "inner"])
        #expect(file.names.view(named: "header")?.isContainer == true)
        #expect(file.description == """
            canvas 320 x fit
            [header]
            [body]
            header {
                padding 8
                [avatar(40)]-[name]
                inner {
                    H:|[badge]|
                }
                H(|-avatar-|)
            }
            body.top == header.bottom
            """)
    }

    @Test func statementsKeepTheirOrder() {
        let text = "H:|[a]|\nview a box\n[b]\nlayout c {Top: \"1\"}\nmetric m = 1\nV(|-a-|)"
        let kinds = parse(text).file.root.statements.map { statement -> String in
            switch statement {
            case .vfl: "vfl"
            case .view: "view"
            case .row: "row"
            case .layout: "layout"
            case .metric: "metric"
            case .visually: "visually"
            default: "other"
            }
        }
        #expect(kinds == ["vfl", "view", "row", "layout", "metric", "visually"])
    }

    @Test func viewsCalledLikeKeywords() {
        // The word after a name decides: `view.top` is an equation, `canvas {` a block.
        let text = """
            [view]-[canvas]
            view.top == canvas.top
            canvas {
                [layout]
            }
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.names.views.map(\.name) == ["view", "canvas", "layout"])
    }

    @Test func windowsLineEndingsAndByteOrderMark() {
        let (file, diagnostics) = parse("\u{FEFF}canvas fit\r\n[a]\r\n[b(x)]\r\n")
        #expect(file.source.lines == ["canvas fit", "[a]", "[b(x)]"])
        #expect(diagnostics.map(\.description) == ["3:4: error: unsupported width '(x)' in a row; RQVisual reads only '(N)', '(==)' and '(==N)' (and would silently drop the rest)"])
    }
}
