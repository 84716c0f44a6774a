import Testing
@testable import VisualSyntax

/// The compiler-style text of diagnostics: `FILE:LINE:COLUMN: error: MESSAGE`, the source
/// line, and a caret line.
@Suite struct DiagnosticRenderingTests {
    @Test func unclosedBracketAtTheBracket() {
        #expect(rendered("canvas fit\n[imageView(50)]-[label") == """
            test.visual:2:17: error: expected ']' to close view 'label'
            [imageView(50)]-[label
                            ^

            """)
    }

    @Test func danglingConnectionOfThePodPage() {
        #expect(rendered("[imageView(50)<]-[label(50)<>]-(60)") == """
            test.visual:1:31: error: connection '-' has no view or '|' after it; RQVisual would read '(60)' as the row height and ignore the '-'
            [imageView(50)<]-[label(50)<>]-(60)
                                          ^

            """)
    }

    @Test func underlinesTheWholeName() {
        #expect(rendered("H:|-gap-[a]") == """
            test.visual:1:5: error: undefined metric 'gap'
            H:|-gap-[a]
                ^~~

            """)
    }

    @Test func notesFollowTheirDiagnostic() {
        #expect(rendered("padding 10\n  padding 12 14") == """
            test.visual:2:3: error: 'padding' is set twice in the canvas
              padding 12 14
              ^~~~~~~~~~~~~
            test.visual:1:1: note: first set here
            padding 10
            ^~~~~~~~~~

            """)
    }

    @Test func tabsKeepTheCaretAligned() {
        #expect(rendered("h {\n\t[a]-\n}") == "test.visual:2:5: error: connection '-' has no view or '|' after it\n\t[a]-\n\t   ^\n")
    }

    @Test func aProblemWithoutPosition() {
        #expect(rendered("") == "test.visual: warning: the file has no statements\n")
        let renderer = DiagnosticRenderer(source: SourceFile(name: "missing.visual", text: ""))
        #expect(renderer.render(.error("cannot read the file", at: nil)) == "missing.visual: error: cannot read the file\n")
    }

    @Test func errorAtTheEndOfALine() {
        #expect(rendered("canvas 320") == """
            test.visual:1:11: error: expected 'x' between the canvas width and height, as in 'canvas 320 x 480', found end of line
            canvas 320
                      ^

            """)
    }

    @Test func columnsCountCharacters() {
        // `é` and the CJK characters are one column each, however many bytes they take.
        #expect(rendered("view 标题 label \"Café\" shiny") == """
            test.visual:1:22: error: expected an attribute after the view's kind and text: hug, resist, font, lines, align, on, off, intrinsic, baseline, inset, hidden, sample, pulldown, plain, tinted, filled, found 's'
            view 标题 label "Café" shiny
                                 ^

            """)
    }

    @Test func laterStagesUseTheSameRenderer() {
        // A warning of the constraint stage over a multi-line range underlines to the line's end.
        let source = SourceFile(name: "card.visual", text: "layout a {Top: \"1\",\n  Bottom: \"2\"}")
        let warning = Diagnostic.warning("conflict: 'a.top == superview.top + 1' cannot hold", at: SourceRange(
            start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 2, column: 15)))
        #expect(DiagnosticRenderer(source: source).render(warning) == """
            card.visual:1:1: warning: conflict: 'a.top == superview.top + 1' cannot hold
            layout a {Top: "1",
            ^~~~~~~~~~~~~~~~~~~

            """)
    }
}

/// Every error of a file is reported, each statement's first one, and parsing goes on at the
/// next line.
@Suite struct RecoveryTests {
    @Test func reportsEveryBrokenLine() {
        let text = """
            canvas 320 x 480
            [a(>=50)]-[b]
            H:[c]-gap-[d]
            foo
            view e slider
            [f]-[g]
            a.top == b.width
            """
        #expect(diagnostics(of: text) == [
            "2:4: error: unsupported width '(>=50)' in a row; RQVisual reads only '(N)', '(==)' and '(==N)' (and would silently drop the rest)",
            "3:7: error: undefined metric 'gap'",
            "4:1: error: unknown statement 'foo'",
            "5:8: error: unknown view kind 'slider'; expected one of box, label, button, image, text, field, switch, checkbox, radio, popup, combo, guide",
            "7:10: error: cannot relate position 'top' to size 'width'",
        ])
        // The good statements are in the tree; the broken ones are not.
        #expect(parse(text).file.description == "canvas 320 x 480\nH:[c]-(==gap)-[d]\n[f]-[g]")
    }

    @Test func anUnclosedRowCannotSwallowTheFile() {
        #expect(diagnostics(of: "[a(50]\n[b]\n[c") == [
            "1:3: error: expected ')' to close the width of view 'a'",
            "3:1: error: expected ']' to close view 'c'",
        ])
    }

    @Test func anUnclosedDictionaryStopsAtTheNextStatement() {
        let text = """
            layout a {Top: "1",
                       Leading: "2"
            view b label "B"
            H(|-b-|
            [c]
            """
        let (file, found) = parse(text)
        #expect(found.map(\.description) == [
            "1:10: error: expected '}' to close the layout of 'a'",
            "4:2: error: expected ')' to close 'H('",
        ])
        #expect(file.description == "view b label \"B\"\n[c]")
    }

    @Test func aBlockCloseEndsAnUnclosedVisuallyExpression() {
        let text = """
            header {
                H(|-a-|
            }
            [header]
            """
        #expect(diagnostics(of: text) == ["2:6: error: expected ')' to close 'H('"])
    }

    @Test func errorsComeInOrderOfPosition() {
        // Name checks run after parsing but are reported in line order with the rest.
        let text = "H:[a]-m-[b]\n[c(x)]\nmetric a = 1"
        #expect(diagnostics(of: text).map { $0.prefix(4) } == ["1:7:", "2:4:", "3:8:"])
    }
}
