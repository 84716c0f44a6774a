import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

/// The Objective-C scanner: literals, dictionaries, message sends by selector pieces,
/// declarations and `#define`s.
@Suite struct ObjectiveCReaderTests {
    private func scan(_ code: String) -> ScannedFile {
        SourceCodeLayouts.scan(text: code, path: "Screen.m")
    }

    private func diagnostics(_ code: String) -> [String] {
        scan(code).layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
    }

    private let header = """
        #define kPad 16
        #define kTitle @"Sign in"
        @interface Login ()
        @property (nonatomic, strong) UILabel *titleLabel;
        @end
        @implementation Login

        """

    @Test func methodsAreUnitsNamedClassDotSelector() {
        let file = scan(header + """
            - (void)layoutWithStyle:(NSInteger)style animated:(BOOL)animated {
                self.titleLabel.text = kTitle;
                NSDictionary *views = NSDictionaryOfVariableBindings(_titleLabel);
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-pad-[_titleLabel]-pad-|" options:0
                                                        metrics:@{@"pad": @(kPad)} views:views];
            }
            @end
            """)
        #expect(file.layouts.map(\.layout.name) == ["Login.layoutWithStyle:animated:"])
        let layout = file.layouts[0]
        #expect(layout.unit.calls[0].position == SourceLocation(line: 10, column: 54))
        #expect(layout.views.map(\.name) == ["titleLabel"])
        #expect(layout.views[0].kind == "label")
        #expect(layout.views[0].text == "Sign in")
        #expect(layout.layout.text.contains("metric pad = 16"))
    }

    @Test func adjacentLiteralsJoinAndKeepTheirPositions() {
        let found = diagnostics(header + """
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[a]-"
                                                                @"[b]|" options:0 metrics:nil views:@{@"a": a}];
            }
            @end
            """)
        #expect(found == ["9:56: error: 'b' is not a key in the views dictionary"])
    }

    @Test func commentsAndStringsWithBracketsDoNotConfuseTheScanner() {
        let file = scan(header + """
            - (void)f {
                // [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[zzz]|" options:0 metrics:nil views:nil];
                /* ] ] [ */
                NSString *s = @"[ ]";
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:NSLayoutFormatAlignAllTop metrics:nil views:@{@"a": a}];
            }
            @end
            """)
        #expect(file.layouts[0].unit.calls.count == 1)
        #expect(file.layouts[0].unit.calls[0].options.map(\.text) == ["NSLayoutFormatAlignAllTop"])
    }

    @Test func anOptionAlongTheLinesAxisIsAnErrorAtTheOption() {
        let found = diagnostics(header + """
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a][b]|" options:NSLayoutFormatAlignAllLeading metrics:nil views:@{@"a": a, @"b": b}];
            }
            @end
            """)
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("8:75: error:"))
    }

    @Test func dictionaryWithObjectsAndKeysAndAllocInitGiveViewsAndKinds() {
        let file = scan(header + """
            - (void)f {
                UIButton *go = [UIButton buttonWithType:UIButtonTypeSystem];
                [go setTitle:@"Go" forState:UIControlStateNormal];
                _field = [[UITextField alloc] initWithFrame:CGRectZero];
                NSDictionary *views = [NSDictionary dictionaryWithObjectsAndKeys:go, @"go", _field, @"field", nil];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[field]-[go]|" options:0 metrics:nil views:views];
            }
            @end
            """)
        let views = file.layouts[0].views
        #expect(views.map(\.name) == ["field", "go"])
        #expect(views.map(\.kind) == ["field", "button"])
        #expect(views[1].text == "Go")
    }

    @Test func rqVisualRowsAndVBAutolayoutDictionaries() {
        let file = scan(header + """
            - (void)rows {
                [RQVisualMaster addSubviewsToView:self.contentView
                               usingVisualFormats:@[@"[avatar(50)]-[name]", @"[bio]"]
                           rowSpacingVisualFormat:nil
                                 variableBindings:RQVisualDictionaryOfVariableBindings(avatar, name, bio)];
            }
            - (void)dictionary {
                [self.view addSubview:self.titleLabel withLayout:@{VBAutolayoutAttributeTop: @"20", VBAutolayoutAttributeLeading: @"16"}];
            }
            @end
            """)
        #expect(file.layouts.map(\.layout.name) == ["Login.rows", "Login.dictionary"])
        #expect(file.layouts[0].unit.calls[0].dialect == .rqvisual)
        #expect(file.layouts[0].layout.text.contains("[avatar(50)]-[name]\n[bio]"))
        #expect(file.layouts[1].layout.text.contains("layout titleLabel @{VBAutolayoutAttributeTop: @\"20\""))
        for layout in file.layouts {
            #expect(!LayoutPipeline.layout(layout.layout).diagnostics.containsErrors)
        }
    }

    @Test func aCallThatCannotBeWrittenKeepsItsPlaceInTheViewsOfEachCall() {
        // Found by fuzzing: a layout dictionary whose target names no view was left out of
        // the per-call views, so JSON paired the next call with this one's.
        let file = scan(header + """
            - (void)f {
                [self.view addSubview:[self makeView] withLayout:@{VBAutolayoutAttributeTop: @"20"}];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a]|" options:0 metrics:nil views:@{@"a": a}];
            }
            @end
            """)
        let layout = try! #require(file.layouts.first)
        #expect(layout.unit.calls.map(\.dialect) == [.vbautolayout, .vfl])
        #expect(layout.callViews.count == 2)
        #expect(layout.callViews.last?.map(\.key) == ["a"])
    }

    @Test func formatsBuiltAtRunTimeAreNotes() {
        let file = scan(header + """
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|-%d-[a]|", 8] options:0 metrics:nil views:@{@"a": a}];
            }
            @end
            """)
        #expect(file.layouts[0].layout.diagnostics.map(\.description) == ["8:53: note: not checked: the format is built at run time"])
    }

    @Test func columnsCountCharactersOnANonASCIILine() {
        // An emoji (four bytes), a composed é (two) and an e with a combining accent (three
        // bytes, one character) before the call, all on its line.
        let line = "- (void)f { /* 😀 é e\u{301} */ [NSLayoutConstraint constraintsWithVisualFormat:@\"H:|[b]|\" "
            + "options:0 metrics:nil views:@{@\"a\": a}]; }"
        let found = diagnostics(header + line + "\n@end\n")
        let column = line.distance(from: line.startIndex, to: line.range(of: "[b]")!.lowerBound) + 2
        #expect(found == ["7:\(column): error: 'b' is not a key in the views dictionary"])
    }

    @Test func brokenSourceNeverCrashes() {
        // A selector piece without its argument before `withLayout:` (found by fuzzing).
        // A property without its `;` at the end of the file (found by fuzzing).
        for text in ["@implementation A\n- (void)f { [self.view addSubview:withLayout:@{VBAutolayoutAttributeTop: @\"20\"}]; }\n@end",
                     "@interface A ()\n@property (nonatomic) UILabel *a", "@interface A ()\n@property UILabel *",
                     "@implementation A\n- (void)f { NSDictionary *views = [NSDictionary dictionaryWithObjectsAndKeys:; }",
                     "@implementation", "- (void)f {", "[[[[", "@\"unterminated", "#define", "/* open", "- (", String(repeating: "[", count: 10_000)] {
            _ = scan(text)
        }
    }
}
