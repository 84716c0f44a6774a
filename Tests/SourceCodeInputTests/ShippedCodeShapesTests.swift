import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

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
}
