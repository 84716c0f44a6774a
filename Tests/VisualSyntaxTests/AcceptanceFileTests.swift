import Testing
@testable import VisualSyntax

/// Whole files written from the acceptance cases of docs/semantics.md section 5 and the remaining
/// seed examples: they parse without a diagnostic, and their views come out in order.
@Suite struct AcceptanceFileTests {
    @Test(arguments: [
        // R14/R15: README Ex. 5b with its row-spacing format.
        ("""
         canvas 320 x 200
         r1:[imageView(50)]-[label](60)
         r2:[textView]
         rows |-5-[r1]-5-[r2]-15-|
         """, ["imageView", "label", "textView"]),
        // R16: a spacer.
        ("canvas 200 x 44\n[imageView(50)]-[_spacer]", ["imageView", "_spacer"]),
        // V08: safe area.
        ("""
         canvas 812 x 375
         safe-area 0 44 0 44
         H(|-view-|, options: .toSafeArea)
         V(|-view-|)
         """, ["view"]),
        // V09: the README's usage, made determinate.
        ("""
         canvas 320 x 200
         H(|-view[100]-label[50]->=8-|)
         V(|-20-view-8-button[44]-20-|)
         H(|-button-|)
         V(|-20-label[108])
         """, ["view", "label", "button"]),
        // B01–B05: the VBAutolayout example app.
        ("""
         canvas 320 x 480
         layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}
         layout lb2 {Top: {Item: lb1}, Leading: "8", Trailing: "8", Height: "30"}
         layout lb3 {Top: [{Item: lb2, Constant: ">10"}, {Item: lb2, Constant: "<50@999"}],
                     Width: "140", Height: "40", CenterX: "0"}
         layout lb4 {Leading: "8", CenterY: "0", Width: "60", Height: "20"}
         layout lb5 {Leading: {Item: lb4, Constant: "8"}, Trailing: "16", Height: "40",
                     CenterY: {Item: lb4, Constant: "-15"}}
         """, ["lb1", "lb2", "lb3", "lb4", "lb5"]),
        // A01, A02: Apple's guide.
        ("""
         canvas 320 x 480
         H:|[button(100)]-[textField]|
         V:|[button(30)]
         V:|[textField(30)]
         """, ["button", "textField"]),
        ("""
         canvas 320 x 480
         H:|-[button(>=50)]
         H:[button(30@500)]
         V:|-[button(30)]
         """, ["button"]),
        // Every dialect in one card, nested.
        ("""
         canvas 320 x fit
         padding 12
         spacing 8 16
         metric gap = 10
         view title label "Title"
         view avatar image
         header {
             [avatar(40)]-[title](40)
         }
         H:|-[header]-|
         V:|-[header]-gap-[body]
         body {
             margins 8 8 8 8
             H(|-text-|, options: .toLayoutMargins)
             V(|-text[>=44]-|, options: .toLayoutMargins)
         }
         H:|[body]|
         body.bottom <= superview.bottom - gap @ high
         centerHorizontallyInSuperview(header)
         """, ["title", "avatar", "header", "body", "text"]),
    ])
    func file(text: String, views: [String]) {
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file.names.views.map(\.name) == views)
    }

    @Test func vbAutolayoutReadmeForms() {
        // Seed 004: `__someView__` is a plain identifier; the three forms <1>, <2>, <3>.
        let text = """
            layout view @{VBAutolayoutAttributeTop: @{VBAutolayoutItem: __someView__,
                                                      VBAutolayoutConstant: @">=10@999"},
                          VBAutolayoutAttributeLeading: @{VBAutolayoutItem: __someView__},
                          VBAutolayoutAttributeTrailing: @"0",
                          VBAutolayoutAttributeBottom: @[@"0", @{VBAutolayoutItem: __someView__}]}
            """
        #expect(printed(text) == #"layout view {Top: {Item: __someView__, Constant: ">=10@999"}, Leading: {Item: __someView__}, Trailing: "0", Bottom: ["0", {Item: __someView__}]}"#)
    }

    @Test(arguments: [
        // docs/semantics.md 4.2, row by row.
        "H:[v(50)]", "H:[v(>=50@750)]", "H:[v(==w)]", "H:[v(<=w@250)]", "H:[v(>=70,<=100)]",
        "H:|[v]", "H:|-[v]", "H:|-30-[v]", "H:|-(>=30@750)-[v]", "H:[a][b]", "H:[a]-[b]", "H:[a]-30-[b]",
        "H:[a]-(>=30@750)-[b]", "H:[v]|", "H:[v]-|", "H:[v]-(>=30)-|", "V:|-[a]-[b(==a)]-|",
    ])
    func vflConstruct(text: String) {
        #expect(statement(text) != nil)
    }

    @Test func nameTableForTheNextStage() {
        let text = """
            metric gap = 8
            view title label "Hi" hug 251 251
            [icon(40)]-[title]
            card {
                [badge]-[_spacer]
                V:|[title]
            }
            title.top == card.bottom + gap
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let names = file.names
        #expect(names.views.map(\.name) == ["title", "icon", "card", "badge", "_spacer"])
        #expect(names.views.map(\.container) == [nil, nil, nil, "card", "card"])
        #expect(names.view(named: "card")?.isContainer == true)
        #expect(names.view(named: "title")?.declaration?.text?.value == "Hi")
        #expect(names.view(named: "title")?.firstUse == SourceRange(line: 2, column: 6, length: 5))
        #expect(names.metricValue("gap") == 8)
        #expect(names.metric(named: "nope") == nil)
        // A view constrained from another container keeps the container it was first written in.
        #expect(names.view(named: "title")?.container == nil)
    }
}
