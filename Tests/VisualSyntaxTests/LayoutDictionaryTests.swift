import Testing
@testable import VisualSyntax

/// VBAutolayout layout dictionaries (docs/semantics.md 3, 5.3) and the reading of their constants.
@Suite struct LayoutDictionaryTests {
    @Test(arguments: [
        // B01–B08
        (#"layout lb1 {Top: "20", Leading: "0", Trailing: "0", Height: "30"}"#, nil),
        (#"layout lb2 {Top: {Item: lb1}, Leading: "8", Trailing: "8", Height: "30"}"#, nil),
        (#"layout lb3 {Top: [{Item: lb2, Constant: ">10"}, {Item: lb2, Constant: "<50@999"}], Width: "140", Height: "40", CenterX: "0"}"#, nil),
        (#"layout lb4 {Leading: "8", CenterY: "0", Width: "60", Height: "20"}"#, nil),
        (#"layout lb5 {Leading: {Item: lb4, Constant: "8"}, Trailing: "16", Height: "40", CenterY: {Item: lb4, Constant: "-15"}}"#, nil),
        (#"layout view {Top: [{Item: someView, Constant: ">=10@999"}, "0@1"], Leading: "0", Trailing: "0", Height: "50"}"#, nil),
        (#"layout view {Leading: {Item: someView}, Top: "0", Width: "50", Height: "40"}"#, nil),
        (#"layout view {Leading: "0", Top: "0", Width: "50", Height: "50"}"#, nil),
        // Objective-C literals and the library's key names, as pasted from code.
        (#"layout lb2 @{VBAutolayoutAttributeTop: @{VBAutolayoutItem: self.lb1}, VBAutolayoutAttributeLeading: @"8"}"#,
         #"layout lb2 {Top: {Item: lb1}, Leading: "8"}"#),
        (#"layout a {"Top": @[@"10", @{VBAutolayoutConstant: @">=4"}],}"#, #"layout a {Top: ["10", {Constant: ">=4"}]}"#),
    ] as [(String, String?)])
    func exampleDictionary(text: String, normalised: String?) {
        #expect(printed(text) == (normalised ?? text))
    }

    @Test func entriesSpecsAndRanges() {
        let text = #"layout lb3 {Top: [{Item: lb2, Constant: ">10"}, {Item: lb2, Constant: "<50@999"}], Width: "140"}"#
        guard case .layout(let layout)? = statement(text) else {
            Issue.record("not a layout")
            return
        }
        #expect(layout.view.name == "lb3")
        #expect(layout.entries.map(\.key) == [.top, .width])
        #expect(layout.entries[0].isList && !layout.entries[1].isList)
        let specs = layout.entries[0].specs
        #expect(specs.map { $0.item?.name } == ["lb2", "lb2"])
        #expect(specs.map { $0.constant?.text } == [">10", "<50@999"])
        #expect(specs[1].constant?.range == SourceRange(line: 1, column: 71, length: 9))
        #expect(specs[1].reading.value == .init(relation: .lessThanOrEqual, constant: 50, priority: 999))
        #expect(layout.entries[1].specs[0].item == nil)
        #expect(layout.entries[1].keyRange == SourceRange(line: 1, column: 84, length: 5))
    }

    @Test func creationOrderIsVBAutolayoutsNotTheWrittenOne() {
        guard case .layout(let layout)? = statement(#"layout a {Height: "1", CenterY: "0", Top: "2", Leading: "3"}"#) else { return }
        #expect(layout.entriesInCreationOrder.map(\.key) == [.top, .leading, .height, .centerY])
    }

    @Test func pastedMultiLineDictionaryWithComments() {
        let text = """
            layout lb5 @{VBAutolayoutAttributeLeading:   @{VBAutolayoutItem: self.lb4,   # after lb4
                                                            VBAutolayoutConstant: @"8"},
                          VBAutolayoutAttributeTrailing:  @"16",
                          # a comment line inside the dictionary
                          VBAutolayoutAttributeHeight:    @"40",
                          VBAutolayoutAttributeCenterY:   @{VBAutolayoutItem: self.lb4,
                                                            VBAutolayoutConstant: @"-15"}}
            view lb5 label "Test 5"
            """
        let (file, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(file.root.statements.count == 2)
        #expect(file.root.statements[0].description
            == #"layout lb5 {Leading: {Item: lb4, Constant: "8"}, Trailing: "16", Height: "40", CenterY: {Item: lb4, Constant: "-15"}}"#)
        guard case .layout(let layout) = file.root.statements[0] else { return }
        #expect(layout.range.start == SourceLocation(line: 1, column: 1))
        #expect(layout.range.end == SourceLocation(line: 7, column: 79))
        #expect(layout.entries[3].specs[0].constant?.range == SourceRange(line: 7, column: 71, length: 6))
    }

    // MARK: VBAutolayout's reading of constants (docs/semantics.md 3.1)

    @Test(arguments: [
        ("10", LayoutRelation.equal, 10.0, 1000.0),
        ("=10", .equal, 10, 1000),
        ("==10", .equal, 10, 1000),
        ("=>10", .equal, 10, 1000),
        (">10", .greaterThanOrEqual, 10, 1000),
        (">=10", .greaterThanOrEqual, 10, 1000),
        ("<50@999", .lessThanOrEqual, 50, 999),
        ("(20)", .equal, 20, 1000),
        ("-15", .equal, -15, 1000),
        ("@500", .equal, 0, 500),
        ("", .equal, 0, 1000),
        (">= 10", .greaterThanOrEqual, 0, 1000),
        ("abc", .equal, 0, 0),
        ("@0", .equal, 0, 0),
        ("10.7", .equal, 10, 1000),
        ("10 @500", .equal, 10, 1000),
        (">=10@999", .greaterThanOrEqual, 10, 999),
    ])
    func readsConstantsAsVBAutolayoutDoes(text: String, relation: LayoutRelation, constant: Double, priority: Double) {
        let reading = VBAutolayoutConstantReading(text)
        #expect(reading.value == .init(relation: relation, constant: constant, priority: priority))
    }

    @Test func flagsReadingsThatDifferFromTheText() {
        for text in ["10", "==10", ">10", ">=10@999", "<50@999", "(20)", "-15", "@500", "", "0@1"] {
            #expect(!VBAutolayoutConstantReading(text).isMisreading, "\(text)")
        }
        for text in ["=>10", ">= 10", "10.7", "10 @500", "abc", "10px"] {
            #expect(VBAutolayoutConstantReading(text).isMisreading, "\(text)")
        }
        #expect(VBAutolayoutConstantReading(">= 10").summary == #"VBAutolayout reads ">= 10" as '>= 0', not '>= 10'"#)
        #expect(VBAutolayoutConstantReading("=>10").summary == #"VBAutolayout reads "=>10" as '== 10', not '>= 10'"#)
        #expect(VBAutolayoutConstantReading("abc").summary == #"VBAutolayout reads "abc" as '== 0 @0'"#)
        #expect(VBAutolayoutConstantReading.missingConstant.value == .init(relation: .equal, constant: 0, priority: 1000))
    }

    @Test func theRegularExpressionRewriteMatchesICU() {
        // Empty matches copy the character they stand before; a non-empty match may be followed
        // by an empty one at its end.
        #expect(VBAutolayoutConstantReading.rewrittenLikeVBAutolayout(Array("10")) == ",10,,,")
        #expect(VBAutolayoutConstantReading.rewrittenLikeVBAutolayout(Array("abc")) == ",,a,,b,,c,,")
        #expect(VBAutolayoutConstantReading.rewrittenLikeVBAutolayout(Array(">= 10")) == ">=,,,, ,10,,,")
    }
}
