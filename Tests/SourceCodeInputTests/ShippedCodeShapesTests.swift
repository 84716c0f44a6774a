import Foundation
import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax
import VisualProcessTesting

/// Shapes of code that shipped apps write and that the scan once missed or misread
/// (found by scanning real projects; the fixtures here are our own).
@Suite struct ShippedCodeShapesTests {
    private func diagnostics(_ code: String, path: String) -> [String] {
        SourceCodeLayouts.scan(text: code, path: path).layouts
            .flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
    }

    /// Since Swift 3 a helper's first parameter has a label unless written `_`:
    /// `addConstraintsWithFormat(format: "H:|[v0]|", views: a)` is the same positional call.
    @Test func aPositionalHelperWhoseFormatHasALabelIsFound() {
        let file = SourceCodeLayouts.scan(text: """
            extension UIView {
                func pin(format: String, views: UIView...) {
                    var named = [String: UIView]()
                    for (i, view) in views.enumerated() { named["v\\(i)"] = view }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
                }
            }
            final class StoryCell: UICollectionViewCell {
                func build() {
                    pin(format: "H:|-8-[v0(44)]-8-[v1]|", views: avatar, byline)
                    pin(format: "V:|-12-[v3]", views: byline)
                }
            }
            """, path: "StoryCell.swift")
        let build = file.layouts.first { $0.layout.name == "StoryCell.build" }
        #expect(build?.unit.calls.count == 2)
        #expect(build?.callViews[0].map(\.name) == ["avatar", "byline"])
        let found = file.layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
        #expect(found.contains("11:30: error: 'v3' is not a key in the views dictionary"))
    }

    /// `lazy var leading = NSLayoutConstraint.constraints(withVisualFormat: …)`: the
    /// property's initializer is the call itself, not a closure; it is a unit of its own.
    @Test func aPropertyInitializedByTheCallItselfIsAUnit() {
        let file = SourceCodeLayouts.scan(text: """
            final class StatusBar: NSView {
                private lazy var leading = NSLayoutConstraint.constraints(withVisualFormat: "H:|-0-[bar]", options: [], metrics: nil, views: ["bar": self])
                private lazy var trailing = NSLayoutConstraint.constraints(withVisualFormat: "H:[bra]-0-|", options: [], metrics: nil, views: ["bar": self])
                let title = NSTextField(labelWithString: "")
            }
            """, path: "StatusBar.swift")
        #expect(file.layouts.map(\.layout.name) == ["StatusBar.leading", "StatusBar.trailing"])
        let found = file.layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
        #expect(found.contains("3:86: error: 'bra' is not a key in the views dictionary"))
    }

    /// `@{@"Margin": wide ? @(10) : @(0)}`: the value's own `:` does not lose the key.
    @Test func aConditionalMetricValueKeepsItsKey() {
        let found = diagnostics("""
            @implementation Sheet
            - (void)layoutTitle {
                NSDictionary *metrics = @{@"Margin": self.wide ? @(10) : @(0), @"gap": @4};
                [self.box addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-(Margin)-[title]-gap-|" options:0 metrics:metrics views:@{@"title": self.title}]];
            }
            @end
            """, path: "Sheet.m")
        #expect(found.contains("3:33: warning: metric 'Margin' is only known at run time: laid out as 8"))
        #expect(!found.contains { $0.contains("error") })
    }

    /// `metrics:metrics` where `metrics` is the method's parameter: its keys are only known
    /// at run time, so a name in a connection or a predicate is a metric laid out with the
    /// default and a warning, not an error.
    @Test func aMetricsParameterMakesNamesRunTimeMetricsNotErrors() {
        let objectiveC = diagnostics("""
            @implementation Sheet
            - (void)layoutWithMetrics:(NSDictionary *)metrics {
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(Margin)-[top]-(Margin)-|" options:0 metrics:metrics views:@{@"top": self.top}]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[top][rule(ruleHeight)]|" options:0 metrics:metrics views:@{@"top": self.top, @"rule": self.rule}]];
            }
            @end
            """, path: "Sheet.m")
        #expect(objectiveC.contains("3:86: warning: metric 'Margin' is only known at run time: laid out as 8"))
        #expect(objectiveC.contains("4:95: warning: metric 'ruleHeight' is only known at run time: laid out as 8"))
        #expect(!objectiveC.contains { $0.contains("error") })
        let swift = diagnostics("""
            final class Sheet {
                func layout(metrics: [String: Any]) {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[top]-pad-|", options: [], metrics: metrics, views: ["top": top])
                }
            }
            """, path: "Sheet.swift")
        #expect(swift.contains("3:63: warning: metric 'pad' is only known at run time: laid out as 8"))
        #expect(!swift.contains { $0.contains("error") })
    }

    /// `[self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:plus … toItem:self.contentView …]]`:
    /// the equation is written inside the content view's block, where the content view is `superview`.
    @Test func anEquationNamingItsOwnContainerIsWrittenAgainstSuperview() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Badge
            - (void)build {
                UILabel *plus = [[UILabel alloc] init];
                [self.contentView addSubview:plus];
                [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:plus attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeCenterX multiplier:1 constant:0]];
                [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:plus attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeCenterY multiplier:1 constant:-20]];
                NSDictionary *bindings = @{@"contentView": self.contentView};
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[contentView(300)]" options:0 metrics:nil views:bindings]];
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[contentView(140)]" options:0 metrics:nil views:bindings]];
            }
            @end
            """, path: "Badge.m")
        let layout = file.layouts[0]
        #expect(layout.layout.text.contains("plus.centerY == superview.centerY - 20"))
        let solved = LayoutPipeline.layout(layout.layout)
        #expect(!solved.diagnostics.contains { $0.severity == .error })
        let plus = solved.tree?.views.first { $0.name == "plus" }
        #expect(plus.map { $0.y + $0.height / 2 } == 50)
    }

    /// ResearchKit's quantity view: `self.bottom == _valueLabel.lastBaseline + 36` with the
    /// label in a holder the class builds in `init`. Written in the holder's block, `superview`
    /// was the holder, and the label's own pins to it conflicted; written at the root it is
    /// the view itself.
    @Test func anEquationNamingTheRootIsWrittenAtTheRoot() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation QuantityView {
                UIView *_valueHolder;
                UILabel *_valueLabel;
            }
            - (instancetype)init {
                [_valueHolder addSubview:_valueLabel];
                [self addSubview:_valueHolder];
                return self;
            }
            - (void)setUpConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_valueHolder, _valueLabel);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_valueHolder]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_valueHolder]" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_valueLabel]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-10-[_valueLabel]-10-|" options:0 metrics:nil views:views]];
                [self addConstraint:[NSLayoutConstraint constraintWithItem:self attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:_valueLabel attribute:NSLayoutAttributeBottom multiplier:1.0 constant:36]];
            }
            @end
            """, path: "QuantityView.m")
        let layout = try #require(file.layouts.first { $0.layout.text.contains("setUpConstraints") })
        #expect(layout.layout.text.contains("\nsuperview.bottom == valueLabel.bottom + 36\n"), "\(layout.layout.text)")
        let solved = LayoutPipeline.layout(layout.layout)
        #expect(!solved.diagnostics.contains { $0.message.contains("conflict") }, "\(solved.diagnostics)")
        let label = try #require(solved.tree?.views.first { $0.name == "valueLabel" })
        #expect(label.parent == "valueHolder")
        #expect(solved.tree?.canvasHeight == 10 + label.height + 36, "\(String(describing: solved.tree?.canvasHeight))")
    }

    /// An equation between a view in a holder and one beside the holder is written where
    /// both are: in the holder's block, the title it names first would belong to the holder
    /// (a view belongs where it is first written), though later lines place it at the root.
    @Test func anEquationBetweenContainersIsWrittenWhereBothAre() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation QuantityView {
                UIView *_valueHolder;
                UILabel *_valueLabel;
                UILabel *_titleLabel;
            }
            - (instancetype)init {
                [self addSubview:_titleLabel];
                [_valueHolder addSubview:_valueLabel];
                [self addSubview:_valueHolder];
                return self;
            }
            - (void)setUpConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_valueHolder, _valueLabel, _titleLabel);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_valueLabel]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_valueLabel]|" options:0 metrics:nil views:views]];
                [self addConstraint:[NSLayoutConstraint constraintWithItem:_valueLabel attribute:NSLayoutAttributeFirstBaseline relatedBy:NSLayoutRelationEqual toItem:_titleLabel attribute:NSLayoutAttributeLastBaseline multiplier:1.0 constant:40]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_titleLabel]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_titleLabel]" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_valueHolder]|" options:0 metrics:nil views:views]];
            }
            @end
            """, path: "QuantityView.m")
        let layout = try #require(file.layouts.first { $0.layout.text.contains("setUpConstraints") })
        #expect(layout.layout.text.contains("\nvalueLabel.firstBaseline == titleLabel.lastBaseline + 40\n"), "\(layout.layout.text)")
        let solved = LayoutPipeline.layout(layout.layout)
        let title = try #require(solved.tree?.views.first { $0.name == "titleLabel" })
        #expect(title.parent == nil, "\(String(describing: title.parent))")
    }

    /// `->=0-`, as ChatSecure's and Vienna's shipped code writes it, is no error.
    @Test func aRelationOnABareConnectionIsNoError() {
        let found = diagnostics("""
            final class Bar {
                func layout() {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|->=0-[view]->=0-|", options: [], metrics: nil, views: ["view": view])
                }
            }
            """, path: "Bar.swift")
        #expect(!found.contains { $0.contains("error") })
    }

    /// `@{@"actionView": action.view}` inside `enumerateObjectsUsingBlock:^(RMAction *action, …)`:
    /// the view is each action's in turn, whatever its name ('view' here, which is also
    /// the controller's own view).
    @Test func aMemberOfABlockParameterIsNoOneView() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Sheet
            - (void)layoutActions {
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[top]|" options:0 metrics:nil views:@{@"top": self.top}]];
                [self.actions enumerateObjectsUsingBlock:^(Action *action, NSUInteger index, BOOL *stop) {
                    NSDictionary *bindings = @{@"actionView": action.view};
                    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[actionView]|" options:0 metrics:nil views:bindings]];
                }];
            }
            @end
            """, path: "Sheet.m")
        let found = file.layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
        #expect(found.contains { $0.hasPrefix("6:84: note: not laid out: 'action.view' stands for each element") })
        #expect(!file.layouts[0].layout.text.contains("[view]"))
    }

    /// `rows.forEach { box.addConstraintsWithFormat(format: "H:|[v0]|", views: $0) }`:
    /// `$0` is each element in turn, though no closure signature names it (a literal list is
    /// made into one call per element instead: LiteralLoopTests).
    @Test func anAnonymousClosureArgumentIsNoOneView() {
        let found = diagnostics("""
            extension UIView {
                func pin(_ format: String, views: UIView...) {
                    var named = [String: UIView]()
                    for (i, view) in views.enumerated() { named["v\\(i)"] = view }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: named))
                }
            }
            final class Row {
                func build() {
                    rows.forEach { box.pin("H:|[v0]|", views: $0) }
                    box.pin("V:|[v0][v1]|", views: title, detail)
                }
            }
            """, path: "Row.swift")
        #expect(found.contains { $0.hasPrefix("10:32: note: not laid out: '$0' stands for each element") })
        #expect(!found.contains { $0.contains("'v0'") })
    }

    /// An equation left out for its run-time constant brings no view into the layout: `item`
    /// here would be a view nothing places, reported ambiguous.
    @Test func anEquationLeftOutNamesNoView() {
        let found = diagnostics("""
            @implementation Sheet
            - (void)pinBottom {
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[top]|" options:0 metrics:nil views:@{@"top": self.top}]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[top(40)]" options:0 metrics:nil views:@{@"top": self.top}]];
                id item = self.top;
                [self.view addConstraint:[NSLayoutConstraint constraintWithItem:item attribute:NSLayoutAttributeBottom relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeBottom multiplier:1 constant:-margin]];
            }
            @end
            """, path: "Sheet.m")
        #expect(found.contains { $0.hasPrefix("6:30: note: not laid out: the constant '- margin'") })
        #expect(!found.contains { $0.contains("'item'") })
    }

    /// `contentView.addSubview(stack)` and `imageBox.addSubview(icon)`, `imageBox` placed by
    /// code the unit does not show: `|` in `H:|[v0(75)]|` is imageBox's edge, not the
    /// canvas's (which made a false conflict with the 375-pt canvas); imageBox is a container
    /// whose own place is open, said at its first line.
    @Test func aSecondHolderBesideTheOwnViewIsAContainer() {
        let file = SourceCodeLayouts.scan(text: """
            final class ItemCell: UITableViewCell {
                func build() {
                    contentView.addSubview(stack)
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[stack]-16-|", options: [], metrics: nil, views: ["stack": stack])
                    imageBox.addSubview(icon)
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon(75)]|", options: [], metrics: nil, views: ["icon": icon])
                }
            }
            """, path: "ItemCell.swift")
        let text = file.layouts[0].layout.text
        #expect(text.contains("imageBox {\n  view icon box\n  H:|[icon(75)]|\n}"))
        let found = LayoutPipeline.layout(file.layouts[0].layout).diagnostics.map(\.description)
        #expect(!found.contains { $0.contains("conflict") })
        #expect(found.contains { $0.hasPrefix("6:58: warning: layout of 'imageBox' is ambiguous") })
    }

    /// One file whose only layout calls a helper another file defines holds no layout by
    /// itself: `diff` of it said "no layout changes in 0 layouts" and passed, `check` of it
    /// "0 passed" without a word. `diff` is now `render`'s error, `check` a warning, and
    /// the call a note naming the helper.
    @Test func aFileWhoseLayoutNeedsAnotherFilesHelperIsNotSilentlyPassed() throws {
        let folder = try TemporaryFolder()
        let cell = """
            final class FeedCell: UICollectionViewCell {
                func setupViews() {
                    addConstraintsWithFormat(format: "H:|-8-[v0(44)]-8-[v1]|", views: avatar, nameLabel)
                }
            }
            """
        _ = try folder.write("App/UIView+Format.swift", CodeFixtures.addConstraintsWithFormat)
        _ = try folder.write("App/FeedCell.swift", cell)
        _ = try folder.write("old/FeedCell.swift", cell.replacingOccurrences(of: "-8-[v1]", with: "-12-[v1]"))
        let diff = try VisualProcess.run(["diff", "old/FeedCell.swift", "App/FeedCell.swift"], in: folder.url)
        #expect(diff.status == 2 && diff.stderr.contains("App/FeedCell.swift: error: no layout found in this file"), "\(diff)")
        // The call says why: its helper is in a file not read with it.
        let render = try VisualProcess.run(["render", "App/FeedCell.swift", "-o", "cell.png"], in: folder.url)
        #expect(render.status == 2, "\(render)")
        #expect(render.stderr.contains("App/FeedCell.swift:3:42: note: not read: 'addConstraintsWithFormat' is passed a format,"
                                       + " but no file read with this one defines it"), "\(render)")
        let check = try VisualProcess.run(["check", "App/FeedCell.swift", "--golden", "g", "--record", "missing"], in: folder.url)
        #expect(check.stderr.contains("App/FeedCell.swift: warning: no layout found in this file: nothing of it is checked"),
                "\(check)")
        // With its folder, the helper is known and the layout checked.
        let whole = try VisualProcess.run(["check", "App", "--golden", "g", "--record", "missing"], in: folder.url)
        #expect(whole.status == 0 && !whole.stderr.contains("warning: no layout found"), "\(whole)")
    }

    /// `visual render App/ -o out/`: a layout whose positional helper another file of the
    /// folder defines is drawn, as `scan` finds it (it was "no layout found in this file").
    @Test func renderOfAFolderKnowsTheHelpersOfItsOtherFiles() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("App/UIView+Format.swift", CodeFixtures.addConstraintsWithFormat)
        _ = try folder.write("App/FeedCell.swift", """
            final class FeedCell: UICollectionViewCell {
                func setupViews() {
                    addConstraintsWithFormat(format: "H:|-8-[v0(44)]-8-[v1]|", views: avatar, nameLabel)
                    addConstraintsWithFormat(format: "V:|-8-[v0(44)]-8-|", views: avatar)
                    addConstraintsWithFormat(format: "V:|-12-[v0(20)]", views: nameLabel)
                }
            }
            """)
        let run = try VisualProcess.run(["render", "App", "-o", "out/"], in: folder.url)
        #expect(!run.stderr.contains("FeedCell.swift: error"), "\(run)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/FeedCell.png").path), "\(run)")
        // `check` keeps a golden of it, drawn by its workers as the supervisor planned it.
        let record = try VisualProcess.run(["check", "App", "--golden", "g", "--record", "missing"], in: folder.url)
        #expect(record.status == 0, "\(record)")
        #expect(FileManager.default.fileExists(atPath: folder.file("g/FeedCell-FeedCell.setupViews.png")), "\(record)")
        let pass = try VisualProcess.run(["check", "App", "--golden", "g", "--record", "never"], in: folder.url)
        #expect(pass.stdout.contains("passed   App/FeedCell.swift (FeedCell.setupViews)"), "\(pass)")
    }

    /// An Objective-C folder holds `Card.h` beside `Card.m` (and often `Card.xib`): `render`
    /// of it refused to start ("would both be drawn to 'out/Card.png'"). Files that differ
    /// only in their extension each keep it in the picture's name.
    @Test func renderOfAFolderWithAHeaderBesideItsImplementation() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("App/Card.h", "@interface Card : UIView\n@property (nonatomic) UILabel *title;\n@end\n")
        _ = try folder.write("App/Card.m", """
            @implementation Card
            - (void)build {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[title]-|" options:0 metrics:nil views:@{@"title": self.title}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[title]" options:0 metrics:nil views:@{@"title": self.title}]];
            }
            @end
            """)
        _ = try folder.write("App/Card.visual", "canvas 200 x 60\nview title label \"Card\"\nH:|-[title]-|\nV:|-[title]\n")
        _ = try folder.write("App/Row.visual", "canvas 200 x 40\nview name label \"Row\"\nH:|-[name]-|\nV:|-[name]\n")
        let run = try VisualProcess.run(["render", "App", "-o", "out/"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("Card.h: note: skipped: no layout in this file"), "\(run)")
        // A file whose name no other shares keeps the plain name.
        for picture in ["out/Card.m.png", "out/Card.visual.png", "out/Row.png"] {
            #expect(FileManager.default.fileExists(atPath: folder.file(picture)), "\(picture): \(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/Card.png")))
    }
}
