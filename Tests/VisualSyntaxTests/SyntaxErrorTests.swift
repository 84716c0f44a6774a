import Testing
@testable import VisualSyntax

/// One case per error message of the syntax stage, with its exact line and column.
@Suite struct SyntaxErrorTests {
    @Test(arguments: [
        // MARK: Rows (unsupported syntax is an error where RQVisual drops it silently)
        ("[imageView(50)<]-[label(50)<>]-(60)",
         "1:31: error: connection '-' has no view or '|' after it; RQVisual would read '(60)' as the row height and ignore the '-'"),
        ("[a]-", "1:4: error: connection '-' has no view or '|' after it"),
        ("[a]-10", "1:7: error: expected '-' after the spacing '10', found end of line"),
        ("[imageView(50)]-[label", "1:17: error: expected ']' to close view 'label'"),
        ("[a(50]", "1:3: error: expected ')' to close the width of view 'a'"),
        ("[a](60", "1:4: error: expected ')' to close the row height"),
        ("[a(50)x]", "1:7: error: expected ']' to close view 'a', found 'x'"),
        ("[a b]", "1:3: error: expected ']' to close view 'a', found space"),
        ("[a(>=50)]", "1:4: error: unsupported width '(>=50)' in a row; RQVisual reads only '(N)', '(==)' and '(==N)' (and would silently drop the rest)"),
        ("[a(50@750)]", "1:4: error: unsupported width '(50@750)' in a row; RQVisual reads only '(N)', '(==)' and '(==N)' (and would silently drop the rest)"),
        ("[a]-(>=8)-[b]", "1:6: error: unsupported spacing '(>=8)' in a row; RQVisual reads only a plain number, as in '(10)' (and would silently drop the rest)"),
        ("[a]-(-5)-[b]", "1:6: error: unsupported spacing '(-5)' in a row; RQVisual reads only a plain number, as in '(10)' (and would silently drop the rest)"),
        ("[a]-gap-[b]", "1:5: error: unsupported spacing 'gap' in a row: RQVisual reads only numbers here (and would silently use 0)"),
        ("[a](>=60)", "1:5: error: unsupported row height '(>=60)' in a row; RQVisual reads only a plain number, as in '(10)' (and would silently drop the rest)"),
        ("[a] - [b]", "1:4: error: unexpected space in row"),
        ("[a]\t[b]", "1:4: error: unexpected tab in row"),
        ("[a]x", "1:4: error: unexpected 'x' in row"),
        ("[a](60)[b]", "1:8: error: unexpected '[' after the row height; the height ends the row"),
        ("[a]|[b]", "1:5: error: unexpected '[' after the closing '|'"),
        ("[a(50)><]", "1:7: error: unsupported alignment '><'; use '<', '>' or '<>'"),
        ("|-|", "1:3: error: expected '[' after the leading '|', found '|'"),
        ("[]", "1:2: error: expected a view name after '[', found ']'"),
        ("r1 :[a]", "1:1: error: a row label must be directly followed by '[' or '|', as in 'r1:[view]'"),
        ("r1: [a]", "1:1: error: a row label must be directly followed by '[' or '|', as in 'r1:[view]'"),
        // MARK: rows format
        ("rows |-[r1(5)]-|", "1:11: error: a rows format holds only row labels, as in '[r1]'"),
        ("rows [r1](10)", "1:10: error: a rows format has no height; give the row its height in the row itself"),
        ("rows", "1:5: error: expected a row-spacing format after 'rows', such as '|-5-[r1]-5-[r2]-15-|', found end of line"),
        // MARK: Settings and declarations
        ("canvas 320x480", "1:8: error: write the canvas size with spaces around 'x', as in 'canvas 320 x 480'"),
        ("canvas 320", "1:11: error: expected 'x' between the canvas width and height, as in 'canvas 320 x 480', found end of line"),
        ("canvas wide x 10", "1:8: error: expected a width (a number or 'fit') after 'canvas', found 'w'"),
        ("padding 1.2.3", "1:9: error: invalid number '1.2.3'"),
        ("padding 12px", "1:9: error: invalid number '12px'"),
        ("spacing -8", "1:9: error: expected a number after 'spacing', found '-'"),
        ("safe-area 1 2 3", "1:16: error: expected the right inset (safe-area takes top, left, bottom and right), found end of line"),
        ("margins 1 2 3 4 5", "1:17: error: unexpected '5' after the four insets"),
        ("metric gap 8", "1:12: error: expected '=' after metric name 'gap', as in 'metric gap = 8', found '8'"),
        ("metric = 8", "1:8: error: expected a metric name after 'metric', found '='"),
        ("view a slider", "1:8: error: unknown view kind 'slider'; expected one of box, label, button, image, text, field, switch, checkbox, radio, popup, combo, guide"),
        ("view a", "1:7: error: expected a view kind after 'a' (box, label, button, image, text, field, switch, checkbox, radio, popup, combo, guide), found end of line"),
        ("view a label \"Hi", "1:14: error: unterminated string literal"),
        ("view a label \"a\\qb\"", "1:16: error: invalid escape sequence in string literal; use \\\", \\\\, \\n or \\t"),
        ("view a label hug 1", "1:19: error: expected a vertical priority: 'hug' takes a horizontal and a vertical priority, found end of line"),
        ("view a label hug 1 1 hug 2 2", "1:22: error: 'hug' is written twice"),
        ("view a label resist 1 1 resist 2 2", "1:25: error: 'resist' is written twice"),
        ("view a label hug 1 2 \"Hi\"", "1:22: error: the text must come right after the kind, in double quotes"),
        ("view a label \"Hi\" bold", "1:19: error: 'bold' is a font weight: write it after a size, as in 'font 17 bold'"),
        ("view a label hug 0 1", "1:18: error: priority 0 is out of range; priorities go from 1 to 1000"),
        ("view a label hug top 1", "1:18: error: unknown priority 'top'; use a number from 1 to 1000, 'required', 'high', 'low' or 'fitting'"),
        // MARK: Statements and blocks
        ("foo bar", "1:1: error: unknown statement 'foo'"),
        ("-[a]", "1:1: error: unexpected '-' at the start of a statement"),
        ("H (|-a-|)", "1:1: error: write 'H(' without a space"),
        ("V|[backgroundBox]|", "1:2: error: expected ':' after 'V' to start an Apple VFL line, as in 'V:|[view]|', found '|'"),
        ("H [a]-[b]", "1:3: error: expected ':' after 'H' to start an Apple VFL line, as in 'H:|[view]|', found '['"),
        ("header { [a] }", "1:1: error: a container block's statements start on the line after 'header {'"),
        ("header {\n[a]", "1:8: error: expected '}' to close container 'header'"),
        ("}", "1:1: error: unexpected '}': no container block is open"),
        ("a {\n} x", "2:3: error: unexpected 'x' after '}'"),
        // MARK: Apple VFL
        ("H:[a(=50)]", "1:6: error: unknown relation '='; use '==', '>=' or '<='"),
        ("H:[a(>50)]", "1:6: error: unknown relation '>'; use '==', '>=' or '<='"),
        ("H:[a]->8-[b]", "1:7: error: unknown relation '>'; use '==', '>=' or '<='"),
        ("H:|[a]|[b]", "1:8: error: unexpected '[' in VFL line"),
        ("H:[a(50]", "1:5: error: expected ')' to close the predicates of view 'a'"),
        ("H:[a", "1:3: error: expected ']' to close view 'a'"),
        ("H:[a]-(8-[b]", "1:7: error: expected ')' to close the spacing"),
        ("H:[a]-", "1:6: error: connection '-' has no view or '|' after it"),
        ("H:[a]-8", "1:8: error: expected '-' after the spacing, found end of line"),
        ("H:|-", "1:4: error: connection '-' has no view or '|' after it"),
        ("H:", "1:3: error: expected a view, such as '[button]', found end of line"),
        ("H:[a]-8@0-[b]", "1:9: error: priority 0 is out of range; priorities go from 1 to 1000"),
        ("H:[a]-[b] extra", "1:11: error: unexpected 'e' in VFL line"),
        ("H:[a] options .alignAllTop", "1:15: error: expected ':' after 'options', found '.'"),
        ("H:[a][b] options: .alignAllLeft",
         "1:19: error: option '.alignAllLeft' aligns along the line's own horizontal axis; an H: line can only align tops, bottoms, centerY or baselines"),
        ("V:[a][b] options: NSLayoutFormatAlignAllBaseline",
         "1:19: error: option '.alignAllBaseline' aligns along the line's own vertical axis; a V: line can only align lefts, rights, leadings, trailings or centerX"),
        ("H:[a] options: .spacingEdgeToEdge",
         "1:16: error: unsupported format option '.spacingEdgeToEdge'; only alignments and directions are supported"),
        ("H:[a] options: .directionLeftToRight | .directionRightToLeft",
         "1:40: error: option '.directionRightToLeft' contradicts '.directionLeftToRight': a line has one direction"),
        // MARK: direction
        ("direction up", "1:11: error: unknown direction 'up'; expected 'ltr' or 'rtl'"),
        ("direction RTL", "1:11: error: unknown direction 'RTL'; expected 'ltr' or 'rtl'"),
        ("direction rtl ltr", "1:15: error: unexpected 'l' after the direction"),
        ("box {\n  direction rtl\n}",
         "2:3: error: 'direction' applies to the whole file: write it at the top level, not in container 'box'"),
        ("H:[a] options: .fooBar", "1:16: error: unknown format option '.fooBar'; expected an alignment such as '.alignAllCenterY'"),
        ("H:[a] options: 3", "1:16: error: options must be named, as in '.alignAllCenterY'; only 0 may be written as a number"),
        // MARK: Visually
        ("H(|-view[50%]-button[50%]-)",
         "1:26: error: '-' has no view or '|' after it; Visually has no postfix '-', end the chain with '-|'"),
        ("H(|-a-|", "1:2: error: expected ')' to close 'H('"),
        ("H(|-8", "1:2: error: expected ')' to close 'H('"),
        ("H(|-a[10)", "1:6: error: expected ']' to close the size of 'a'"),
        ("H(|a)", "1:4: error: expected '-' after '|' (Visually's edges are '|-' and '-|'), found 'a'"),
        ("H(a-8b)", "1:5: error: invalid number '8b'"),
        ("H(a-8 b)", "1:7: error: expected '-' after the gap '8', found 'b'"),
        ("V(|->=-)", "1:8: error: expected a view, found ')'"),
        ("H(a) x", "1:6: error: unexpected 'x' after ')'"),
        ("H(a b)", "1:5: error: unexpected 'b' in Visually expression"),
        ("H(a; options: .toSafeArea)", "1:4: error: unexpected ';' in Visually expression"),
        ("H(a, .toSafeArea)", "1:6: error: expected 'options:' after ',', found '.'"),
        ("V(a[33.3%])", "1:5: error: a percentage must be a whole number from 0 up (Visually's '%' takes an Int)"),
        ("V(a[])", "1:5: error: expected a size: a number, a percentage, a metric or a view, found ']'"),
        ("V(a-(10 ~ .veryHigh)-b)",
         "1:12: error: unknown priority '.veryHigh'; use '.required', '.defaultHigh', '.defaultLow', '.fittingSizeLevel', 'LayoutPriority(n)' or a number"),
        ("V(a-(10 ~ high)-b)", "1:11: error: expected a priority such as '.defaultHigh', 'LayoutPriority(700)' or a number, found 'h'"),
        ("V(a-(10 ~ 1001)-b)", "1:11: error: priority 1001 is out of range; priorities go from 1 to 1000"),
        ("H(a, options: .toEverything)",
         "1:15: error: unknown option '.toEverything'; expected one of '.toSafeArea', '.toLayoutMargins', '.toReadableMargins', '.disregardLayoutDirection'"),
        ("centerHorizontally(a)", "1:1: error: 'centerHorizontally' needs at least two views"),
        ("centerInSuperview()", "1:1: error: 'centerInSuperview' needs a view"),
        ("centerInSuperview(a b)", "1:21: error: expected ')' to close 'centerInSuperview(', found 'b'"),
        // MARK: VBAutolayout
        ("layout a {Top: \"@0\"}", "1:16: error: VBAutolayout reads \"@0\" with priority 0, which Auto Layout does not allow"),
        ("layout a {Top: \"abc\"}", "1:16: error: VBAutolayout reads \"abc\" with priority 0, which Auto Layout does not allow"),
        ("layout a {Top: \"@2000\"}", "1:16: error: VBAutolayout reads \"@2000\" with priority 2000, outside Auto Layout's 1 to 1000"),
        ("layout a {Left: \"1\"}",
         "1:11: error: unknown layout key 'Left'; expected one of Top, Bottom, Leading, Trailing, Width, Height, CenterX, CenterY"),
        ("layout a {Top: 10}", "1:16: error: a layout constant is a string: write \"10\""),
        ("layout a {Top: {Constant: 10}}", "1:27: error: a layout constant is a string: write \"10\""),
        ("layout a {Top: {Item: b, Offset: \"1\"}}", "1:26: error: unknown key 'Offset' in an item dictionary; expected 'Item' or 'Constant'"),
        ("layout a {Top \"1\"}", "1:15: error: expected ':' after 'Top', found '\"'"),
        ("layout a Top: \"1\"", "1:10: error: expected a layout dictionary '{…}' after 'layout a', found 'T'"),
        ("layout a {Top: \"1\"", "1:10: error: expected '}' to close the layout of 'a'"),
        ("layout a {Top: [\"1\", \"2\"}", "1:16: error: expected ']' to close the list of 'Top'"),
        ("layout a {Top: {Item: b}", "1:10: error: expected '}' to close the layout of 'a'"),
        ("layout a {Top: \"1\"} x", "1:21: error: unexpected 'x' after the layout dictionary"),
        // MARK: Equations
        ("a.top = b.top", "1:7: error: unknown relation '='; use '==', '>=' or '<='"),
        ("a.top b.top", "1:7: error: expected '==', '>=' or '<=' after 'a.top', found 'b'"),
        ("a.top == b.width", "1:10: error: cannot relate position 'top' to size 'width'"),
        ("a.left == b.top", "1:11: error: cannot relate horizontal position 'left' to vertical position 'top'"),
        ("a.top == b.bottom @ 0", "1:21: error: priority 0 is out of range; priorities go from 1 to 1000"),
        ("a.top == b.bottom @ 2000", "1:21: error: priority 2000 is out of range; priorities go from 1 to 1000"),
        ("a.top == b.bottom @ urgent", "1:21: error: unknown priority 'urgent'; use a number from 1 to 1000, 'required', 'high', 'low' or 'fitting'"),
        ("a.foo == b.top", "1:3: error: unknown attribute 'foo'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY"),
        ("a.width == b.width * 2", "1:20: error: write the multiplier before the attribute, as in '2 * b.width'"),
        ("a.width == -m * b.width", "1:12: error: a multiplier cannot be negated; write a negative number such as '-2 *'"),
        ("a.top == b.bottom +", "1:20: error: expected a number or metric name, found end of line"),
        ("a.top == b", "1:10: error: undefined metric 'b'"),
        ("a.top == b.top c", "1:16: error: unexpected 'c' after the equation"),
    ])
    func error(text: String, expected: String) {
        #expect(diagnostics(of: text) == [expected])
    }

    // MARK: Checks over the whole file (NameResolver)

    @Test(arguments: [
        ("H:[a]-gap-[b]", "1:7: error: undefined metric 'gap'"),
        ("H:[a]-(>=gap@p)-[b]\nmetric gap = 1", "1:14: error: undefined metric 'p'"),
        ("H(|-(gap ~ 750)-a)", "1:6: error: undefined metric 'gap'"),
        ("H(a->=gap-b)", "1:7: error: undefined metric 'gap'"),
        ("a.top == b.top + gap", "1:18: error: undefined metric 'gap'"),
        ("a.width == k * b.width", "1:12: error: undefined metric 'k'"),
        // A metric whose own line is wrong is reported there only, not again at each use.
        ("metric gap = wide\nH:[a]-gap-[b]\nH(a-gap-b)\na.top == b.top + gap",
         "1:14: error: expected a number after '=', found 'w'"),
        ("metric p = 0\nH:[a(10@p)]", "2:9: error: metric 'p' is 0, which is not a priority; priorities go from 1 to 1000"),
        ("view superview box", "1:6: error: 'superview' names the container in equations and cannot be used as a view"),
        ("[safeArea]", "1:2: error: 'safeArea' names the container in equations and cannot be used as a view"),
        ("header {\n  [header]\n}", "2:4: error: view 'header' is used inside its own container block; refer to it as 'superview' there"),
        ("a {\n  b {\n    H(|-a-|)\n  }\n}", "3:9: error: view 'a' is used inside its own container block; refer to it as 'superview' there"),
        ("view _spacer box", "1:6: error: '_spacer' cannot be declared: each use of it makes a new view"),
        ("_spacer {\n}", "1:1: error: '_spacer' cannot be a container: each use of it makes a new view"),
        ("r1:[a]\nr2:[b]\nrows |-[r2]-[r1]-|", "3:14: error: row label 'r1' is out of order: row 'r1' comes before row 'r2'"),
        ("r1:[a]\nrows |-[r1]-[r1]-|", "2:14: error: row label 'r1' is written twice in the rows format"),
        ("r1:[a]\nrows |-[r3]-|", "2:9: error: unknown row label 'r3'; no row of this container is labelled 'r3'"),
        ("h {\n  r1:[a]\n}\nrows [r1]", "4:7: error: unknown row label 'r1'; no row of this container is labelled 'r1'"),
    ])
    func fileWideError(text: String, expected: String) {
        #expect(diagnostics(of: text) == [expected])
    }

    // MARK: Numbers out of range

    /// Every place a number is written refuses one beyond ±1e9, at its column, so no
    /// infinity (a literal of 309 digits) or absurd value reaches the solver.
    @Test(arguments: [
        ("canvas N x 100", 8), ("canvas 100 x N", 14), ("padding 10 N", 12), ("spacing N", 9),
        ("metric m = N", 12), ("safe-area 0 0 0 N", 17), ("margins N 0 0 0", 9),
        ("[a(N)]", 4), ("[a]-N-[b]", 5), ("[a](N)", 5),
        ("H:|-N-[a]|", 5), ("H:|[a(<=N)]|", 9), ("H:|[a(50@N)]|", 10),
        ("H(|-N-a)", 5), ("H(a[N])", 5), ("H(a[N%])", 5), ("H(|-(-N ~ 750)-a)", 6),
        ("a.width == N * b.width", 12), ("a.width == b.width + N", 22), ("a.left == -N", 11), ("a.width == 5 @ N", 16),
    ])
    func numberOutOfRange(template: String, column: Int) {
        // A sign directly before the number belongs to it (a dash of a connection does not).
        let negative = template.contains("(-N") || template.contains(" -N") ? "-" : ""
        let text = template.split(separator: "N", omittingEmptySubsequences: false).joined(separator: "1000000001")
        #expect(diagnostics(of: text) == [
            "1:\(column): error: number '\(negative)1000000001' is out of range; numbers go from -1000000000 to 1000000000",
        ], "\(text)")
        // At the bound itself only a priority (1 to 1000) is still wrong.
        guard !template.contains("@") else { return }
        let limit = template.split(separator: "N", omittingEmptySubsequences: false).joined(separator: "1000000000")
        #expect(!parse(limit).diagnostics.containsErrors, "\(limit)")
    }

    @Test func aHugeNumberIsShortenedInTheMessage() {
        #expect(diagnostics(of: "canvas \(String(repeating: "9", count: 309)) x 100") == [
            "1:8: error: number '999999999999…' (309 characters) is out of range; numbers go from -1000000000 to 1000000000",
        ])
    }

    /// A layout dictionary's constants are strings that VBAutolayout reads as integers; one
    /// out of range is an error at the string.
    @Test(arguments: ["\"1000000001\"", "\">=-1000000001@750\"", "\"\(String(repeating: "9", count: 40))\""])
    func layoutConstantOutOfRange(constant: String) {
        let found = diagnostics(of: "layout a {Top: \(constant)}")
        #expect(found == ["1:16: error: the constant of \(constant) is out of range; numbers go from -1000000000 to 1000000000"])
    }

    @Test func errorsWithNotes() {
        let cases: [(String, String, String)] = [
            ("padding 10\npadding 12", "2:1: error: 'padding' is set twice in the canvas", "1:1: note: first set here"),
            ("[a]\ndirection rtl\n  direction rtl", "3:3: error: 'direction' is set twice in the canvas",
             "2:1: note: first set here"),
            ("h {\ncanvas fit\ncanvas fit\n}", "3:1: error: 'canvas' is set twice in container 'h'", "2:1: note: first set here"),
            ("metric label = 5\n[label]", "1:8: error: metric 'label' has the same name as a view",
             "2:2: note: view 'label' is first used here"),
            ("metric gap = 1\nmetric gap = 2", "2:8: error: metric 'gap' is already defined", "1:8: note: first defined here"),
            ("view a box\nview a label", "2:6: error: view 'a' is already declared", "1:6: note: first declared here"),
            ("a {\n}\na {\n}", "3:1: error: container 'a' already has a block", "1:1: note: first block here"),
            ("r1:[a]\nr1:[b]", "2:1: error: duplicate row label 'r1'", "1:1: note: first used here"),
            ("layout a {Top: \"1\", Top: \"2\"}", "1:21: error: duplicate key 'Top' in the layout of 'a'",
             "1:11: note: 'Top' first written here"),
            ("layout a {Top: {Item: b, Item: c}}", "1:26: error: duplicate key 'Item' in an item dictionary",
             "1:17: note: 'Item' first written here"),
        ]
        for (text, error, note) in cases {
            let found = parse(text).diagnostics
            #expect(found.map(\.description) == [error], "\(text)")
            #expect(found.first?.notes.map(\.description) == [note], "\(text)")
        }
    }

    @Test func warnings() {
        #expect(diagnostics(of: "") == ["warning: the file has no statements"])
        #expect(diagnostics(of: "# only a comment\n\n") == ["warning: the file has no statements"])
        #expect(diagnostics(of: "layout a {Top: []}") == ["1:11: warning: empty list for 'Top' makes no constraint"])
        #expect(diagnostics(of: "layout a @{ }") == ["1:10: warning: empty layout dictionary makes no constraint"])
        #expect(!parse("").diagnostics.containsErrors)
    }
}

/// The text attributes of `view` (docs/format-file.md, "Views, kinds and text"): parsed in any
/// order, each once, with errors at the column of what is wrong.
@Suite struct TextAttributeSyntaxTests {
    @Test func attributesInAnyOrder() throws {
        let (file, diagnostics) = FormatFileParser.parse(SourceFile(
            name: "a.visual", text: "view t label \"Hi\" align center lines 0 font 34 semibold hug 1 2\nview s switch on\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let views = file.root.viewDeclarations
        #expect(views[0].font?.size.value == 34 && views[0].font?.weight == .semibold)
        #expect(views[0].lines?.value == 0 && views[0].alignment == .center && views[0].hugging != nil)
        #expect(views[1].isOn == true)
        #expect(views[0].description == "view t label \"Hi\" hug 1 2 font 34 semibold lines 0 align center")
    }

    @Test func popUpAndComboBoxKinds() throws {
        let (file, diagnostics) = FormatFileParser.parse(SourceFile(
            name: "a.visual", text: "view size popup \"Medium\"\nview font combo \"12\" font 13\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let views = file.root.viewDeclarations
        #expect(views.map(\.kind) == [.popup, .combo])
        #expect(views[0].description == "view size popup \"Medium\"")
        #expect(views.allSatisfy { $0.kind.hasChevron && !$0.kind.hasState })
    }

    /// `pulldown` marks a pop-up as a pull-down menu, and is printed back.
    @Test func aPopUpCanPullDown() throws {
        let (file, diagnostics) = FormatFileParser.parse(SourceFile(
            name: "a.visual", text: "view actions popup \"Actions\" pulldown\nview sort popup \"Name\"\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let views = file.root.viewDeclarations
        #expect(views.map(\.pullsDown) == [true, false])
        #expect(views[0].description == "view actions popup \"Actions\" pulldown")
    }

    /// `inset T L B R` gives a view's alignment rectangle inside its frame, and is printed back.
    @Test func aViewCanHaveAlignmentInsets() throws {
        let (file, diagnostics) = FormatFileParser.parse(SourceFile(
            name: "a.visual", text: "view ok button \"OK\" inset 5 7 7 -0.5\nview b box\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let views = file.root.viewDeclarations
        #expect(views.map { $0.alignmentInsets?.right.value } == [-0.5, nil])
        #expect(views[0].description == "view ok button \"OK\" inset 5 7 7 -0.5")
    }

    /// `sample` marks a view's text as a stand-in for one set at run time, and is printed back.
    @Test func aTextCanBeASample() throws {
        let (file, diagnostics) = FormatFileParser.parse(SourceFile(
            name: "a.visual", text: "view name label \"Name\" sample font 15\nview title label \"Inbox\"\n"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let views = file.root.viewDeclarations
        #expect(views.map(\.isSample) == [true, false])
        #expect(views[0].description == "view name label \"Name\" font 15 sample")
    }

    @Test(arguments: [
        ("view a label \"x\" font -3", "1:23: error: a font size is a number of points above 0"),
        ("view a label \"x\" font 0", "1:23: error: a font size is a number of points above 0"),
        ("view a label \"x\" font 12 weird", "1:26: error: unknown font weight 'weird'"),
        ("view a label \"x\" lines 1.5", "1:24: error: 'lines' takes a whole number"),
        ("view a label \"x\" lines -1", "1:24: error: 'lines' takes a whole number"),
        ("view a label \"x\" align middle", "1:24: error: unknown alignment 'middle'"),
        ("view a label \"x\" on", "1:18: error: 'on' is the state of a switch, checkbox or radio; 'a' is a label"),
        ("view p popup \"Medium\" on", "1:23: error: 'on' is the state of a switch, checkbox or radio; 'p' is a popup"),
        ("view c combo \"12\" off", "1:19: error: 'off' is the state of a switch, checkbox or radio; 'c' is a combo"),
        ("view b button \"Go\" pulldown", "1:20: error: 'pulldown' makes a pop-up a pull-down menu; 'b' is a button"),
        ("view c combo \"12\" pulldown", "1:19: error: 'pulldown' makes a pop-up a pull-down menu; 'c' is a combo"),
        ("view p popup \"Sort\" pulldown pulldown", "1:30: error: 'pulldown' is written twice"),
        ("view a switch on off", "1:18: error: the switch's state ('on' or 'off') is written twice"),
        ("view a checkbox \"Wrap\" off on", "1:28: error: the checkbox's state ('on' or 'off') is written twice"),
        ("view a label \"x\" font 12 font 13", "1:26: error: 'font' is written twice"),
        ("view a label sample", "1:14: error: 'sample' marks the view's text as a stand-in; 'a' has no text"),
        ("view a label \"x\" sample sample", "1:25: error: 'sample' is written twice"),
        ("view b button \"Go\" inset 5 7 7", "1:31: error: expected the alignment rectangle's right inset from the frame"),
        ("view b button \"Go\" inset 5 7 x 7", "1:30: error: expected the alignment rectangle's bottom inset from the frame"),
    ])
    func attributeErrors(text: String, expected: String) {
        let (_, diagnostics) = FormatFileParser.parse(SourceFile(name: "a.visual", text: text))
        let first = diagnostics.first.map { "\($0.location!): \($0.severity): \($0.message)" } ?? "none"
        #expect(first.hasPrefix(expected), "\(first)")
    }
}
