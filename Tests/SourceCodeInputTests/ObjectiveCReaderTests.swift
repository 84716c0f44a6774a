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

    /// A name that runs from one literal into the next on another line (`@"…Ha"` then
    /// `@"un…"`) is reported at its first character, not at a range of its length that
    /// would run past the end of the first line: a fuzzing finding.
    @Test func aNameAcrossJoinedLiteralsStaysOnItsLine() throws {
        let code = """
            @implementation Screen
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-Ha"
                    @"un-[a]-[b(Wi"
                    @"de)]" options:0 metrics:@{} views:@{@"a": a, @"b": b}];
            }
            @end
            """
        let file = scan(code)
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var reported: [Diagnostic] = []
        for layout in file.layouts {
            reported += LayoutPipeline.layout(layout.layout).diagnostics
        }
        #expect(reported.contains { $0.message.contains("'Haun' is not a key in the metrics dictionary") }, "\(reported)")
        #expect(reported.contains { $0.message.contains("'Wide' is not a key") }, "\(reported)")
        for diagnostic in reported {
            let range = try #require(diagnostic.range)
            for location in [range.start, range.end] {
                #expect(location.column <= lines[location.line - 1].count + 1, "\(diagnostic)")
            }
        }
    }

    /// A file that opens with a declaration's name (no type before it) has no token before
    /// its first: a fuzzing finding, which read before the first token and trapped.
    @Test func aFileThatOpensWithAnAssignmentIsScanned() {
        let file = scan("views = [NSDictionary dictionary];\n@implementation A\n- (void)f { }\n")
        #expect(file.layouts.isEmpty)
    }

    /// A value is an untrusted expression: a sum of 10,000 terms is added in one pass,
    /// parentheses 1,000 deep are stripped in a loop, and sums nested 1,000 deep are given up
    /// on — none a call deeper per term or level (a worker thread's stack is small); and
    /// `a - b + c` is `(a - b) + c`.
    @Test func longSumsAndDeepParenthesesAreReadWithoutDeepCalls() {
        let sum = (["10"] + Array(repeating: "1", count: 9_999)).joined(separator: " + ")
        let deep = String(repeating: "(", count: 1_000) + "1" + String(repeating: ")", count: 1_000)
        let nested = String(repeating: "(1 + ", count: 1_000) + "1" + String(repeating: ")", count: 1_000)
        let file = scan("""
            @implementation Screen
            - (void)layout {
                const CGFloat total = \(sum);
                const CGFloat deep = \(deep);
                const CGFloat nested = \(nested);
                const CGFloat mixed = 20 - 4 + 2;
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-m-[a]-n-[b]-k-[c]-j-|" options:0
                    metrics:@{@"m": @(total), @"n": @(mixed), @"k": @(deep), @"j": @(nested)}
                    views:NSDictionaryOfVariableBindings(a, b, c)];
            }
            @end
            """)
        let text = file.layouts[0].layout.text
        #expect(text.contains("metric m = 10009"), "\(text)")
        #expect(text.contains("metric n = 18"), "\(text)")
        #expect(text.contains("metric k = 1\n"), "\(text)")
        #expect(!text.contains("metric j = 1001"), "\(text)")
    }

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
        // The method holds no other call: no layout, but the note is still said.
        #expect(file.layouts.isEmpty)
        #expect(file.diagnostics.map(\.description) == ["8:53: note: not checked: the format is built at run time"])
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

/// What is laid out together: one path through the code, constants from other files.
@Suite struct UnitCompositionTests {
    @Test func anElseBranchIsCheckedButNotLaidOutWithTheFirstBranch() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Cell
            - (void)configure {
                NSDictionary *views = @{@"t": self.titleLabel};
                if (self.compact) {
                    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|-10-[t(20)]-5-|" options:0 metrics:nil views:views];
                } else {
                    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[t]|" options:0 metrics:nil views:views];
                    [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[t(]|" options:0 metrics:nil views:views];
                }
            }
            @end
            """, path: "Cell.m")
        let layout = file.layouts[0]
        #expect(layout.unit.calls.map(\.isAlternative) == [false, true, true])
        #expect(!layout.layout.text.contains("V:|[titleLabel]|"))
        let found = LayoutPipeline.layout(layout.layout).diagnostics.map(\.description)
        #expect(!found.contains { $0.contains("conflict") })
        #expect(found.contains { $0.hasPrefix("7:58: note: left out of this layout") })
        #expect(found.contains { $0.hasPrefix("8:65: error: expected a number, metric or view name") })
    }

    /// ResearchKit's peg test picks its format with `?:`, one per hand: both literals are
    /// checked where they are written, the first laid out, as with an if/else.
    @Test func aConditionalFormatIsReadAsTwoBranches() throws {
        let objectiveC = SourceCodeLayouts.scan(text: """
            @implementation Pegs
            - (void)updateConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_peg, _hole);
                [NSLayoutConstraint constraintsWithVisualFormat:(self.left) ? @"H:|-[_peg]->=0-[_hole]-|" : @"H:|-[_hole]->=0-[_peg(]-|" options:0 metrics:nil views:views];
            }
            @end
            """, path: "Pegs.m")
        let swift = SourceCodeLayouts.scan(text: """
            final class Pegs: UIView {
                func setUp() {
                    let views = ["peg": peg, "hole": hole]
                    NSLayoutConstraint.constraints(withVisualFormat: side == .left ? "H:|-[peg]->=0-[hole]-|" : "H:|-[hole]->=0-[peg(]-|", options: [], metrics: nil, views: views)
                }
            }
            """, path: "Pegs.swift")
        for (file, errorAt) in [(objectiveC, "4:121: error:"), (swift, "4:122: error:")] {
            let layout = try #require(file.layouts.first)
            #expect(layout.unit.calls.map(\.isAlternative) == [false, true])
            #expect(layout.layout.text.contains("H:|-[peg]->=0-[hole]-|"), "\(layout.layout.text)")
            let found = LayoutPipeline.layout(layout.layout).diagnostics.map(\.description)
            #expect(!found.contains { $0.contains("built at run time") }, "\(found)")
            #expect(found.contains { $0.hasPrefix(errorAt) }, "\(found)")
        }
    }

    /// A title chosen with `?:` between two literals is the first, as the layout follows
    /// the first branch: the button is sized by a text it shows, not left with none.
    @Test func aConditionalTitleIsTheFirstBranch() throws {
        let file = SourceCodeLayouts.scan(text: """
            final class Profile: UIView {
                let followButton = UIButton(type: .system)
                func setUp() {
                    followButton.setTitle(isFollowed ? "Unfollow" : "Follow", for: .normal)
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[b]", options: [], metrics: nil, views: ["b": followButton])
                }
            }
            """, path: "Profile.swift")
        let layout = try #require(file.layouts.first)
        #expect(layout.layout.text.contains(#"view followButton button "Unfollow""#), "\(layout.layout.text)")
    }

    @Test func swiftElseAndLaterSwitchCasesAreAlternatives() {
        let file = SourceCodeLayouts.scan(text: """
            func f(style: Int) {
                switch style {
                case 0: NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
                default: NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: [], metrics: nil, views: ["a": a])
                }
                if style > 1 {
                    NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", options: [], metrics: nil, views: ["a": a])
                } else {
                    NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a]-|", options: [], metrics: nil, views: ["a": a])
                }
            }
            """, path: "F.swift")
        #expect(file.layouts[0].unit.calls.map(\.isAlternative) == [false, true, false, true])
    }

    @Test func aMetricNamingAConstantOfAnotherScannedFileTakesItsValue() {
        let header = SourceCodeLayouts.read(text: "static CGFloat kAvatarHeight = 30.0;\n", path: "Cell.h")
        let body = SourceCodeLayouts.read(text: """
            @implementation Cell
            - (void)f {
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a(size)]" options:0 metrics:@{@"size": @(kAvatarHeight)} views:@{@"a": a}];
            }
            @end
            """, path: "Cell.m")
        var context = SourceCodeContext()
        context.constants = header.constants
        let file = SourceCodeLayouts.translate(body, context: context)
        #expect(file.layouts[0].layout.text.contains("metric size = 30"))
        #expect(file.layouts[0].layout.diagnostics.isEmpty)
    }
}

/// Code that names no one view, or no layout at all.
@Suite struct NotALayoutTests {
    @Test func aLoopVariableOrBlockParameterIsNoOneView() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation HUD
            - (void)update {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[bezel]-|" options:0 metrics:nil views:@{@"bezel": bezel}]];
                [subviews enumerateObjectsUsingBlock:^(UIView *view, NSUInteger idx, BOOL *stop) {
                    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[view]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(view)];
                }];
            }
            @end
            """, path: "HUD.m")
        let layout = file.layouts[0]
        #expect(!layout.layout.text.contains("V:|"))
        #expect(layout.layout.diagnostics.contains { $0.message.hasPrefix("not laid out: 'view' stands for each element") })
    }

    @Test func aLoopsCallIsStillCheckedForKeys() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation HUD
            - (void)update {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[bezel]-|" options:0 metrics:nil views:@{@"bezel": bezel}]];
                for (UIView *view in subviews) {
                    [NSLayoutConstraint constraintsWithVisualFormat:@"V:|[veiw]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(view)];
                }
            }
            @end
            """, path: "HUD.m")
        #expect(file.layouts[0].layout.diagnostics.contains { $0.description == "5:63: error: 'veiw' is not a key in the views dictionary" })
    }

    @Test func copiedDictionariesAndKeysAddedBySubscript() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Cell
            - (void)f {
                NSMutableDictionary *views = [[NSMutableDictionary alloc] initWithDictionary:@{@"label": self.textLabel}];
                views[@"image"] = self.imageView;
                NSMutableDictionary *more = [@{@"a": a} mutableCopy];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[image]-[label]-[field]|" options:0 metrics:nil views:views];
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|[a][b]|" options:0 metrics:nil views:more];
            }
            @end
            """, path: "Cell.m")
        let found = file.layouts[0].layout.diagnostics.map(\.description)
        #expect(found == ["6:75: error: 'field' is not a key in the views dictionary",
                          "7:62: error: 'b' is not a key in the views dictionary"])
    }

    @Test func equationsAloneAreNoLayoutAndRunTimeConstantsAreLeftOut() {
        let only = SourceCodeLayouts.scan(text: """
            func pin(_ a: UIView, to b: UIView) {
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
            """, path: "Pin.swift")
        #expect(only.layouts.isEmpty)
        let mixed = SourceCodeLayouts.scan(text: """
            func f(inset: CGFloat) {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a]|", options: [], metrics: nil, views: ["a": a])
                a.heightAnchor.constraint(equalToConstant: inset).isActive = true
            }
            """, path: "F.swift")
        #expect(!mixed.layouts[0].layout.text.contains("a.height"))
        #expect(mixed.layouts[0].layout.diagnostics.map(\.message) == ["not laid out: the constant 'inset' is only known at run time"])
    }

    @Test func visuallyPrioritiesAndConversionsAsSwiftWritesThem() {
        let file = SourceCodeLayouts.scan(text: """
            func f() {
                c += H(|-view1![CGFloat(120) ~ (LayoutPriority.defaultHigh + 1)]-(20~LayoutPriority.defaultHigh)-|)
            }
            """, path: "F.swift")
        let solved = LayoutPipeline.layout(file.layouts[0].layout)
        #expect(!solved.diagnostics.containsErrors, "\(solved.diagnostics)")
        #expect(file.layouts[0].layout.text.contains("H(|-view1[120 ~ (LayoutPriority.defaultHigh + 1)]-(20~LayoutPriority.defaultHigh)-|)"))
    }
}

/// `NSView *bar = self.barController.view;` names the view the expression reaches, before
/// and after the declaration (MacPass adds its context bar by the expression, then lays it
/// out by the local: two views, `view` and `contextBar`, before).
@Suite struct ObjectiveCViewAliasTests {
    @Test func aLocalNamingAViewReachedThroughOthersIsThatView() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation EntryController
            - (void)showBar {
                [self.view addSubview:self.barController.view];
                NSView *contextBar = self.barController.view;
                NSDictionary *views = NSDictionaryOfVariableBindings(contextBar);
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[contextBar]|" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[contextBar(30)]" options:0 metrics:nil views:views]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[bar]-|" options:0 metrics:nil views:@{@"bar": self.barController.view}]];
            }
            @end
            """, path: "EntryController.m")
        let layout = try #require(file.layouts.first).layout
        let declared = layout.text.split(separator: "\n").filter { $0.hasPrefix("view ") }
        #expect(declared.count == 1 && declared[0].hasPrefix("view contextBar"), "\(layout.text)")
        #expect(!layout.text.contains("[view]"), "\(layout.text)")
    }
}
