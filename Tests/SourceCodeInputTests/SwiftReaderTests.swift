import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

/// The Swift reader: each recognized call shape, the names, kinds and texts it finds,
/// and lint errors at the exact character of the literal.
@Suite struct SwiftReaderTests {
    private func scan(_ code: String) -> ScannedFile {
        SourceCodeLayouts.scan(text: code, path: "Screen.swift")
    }

    private func diagnostics(_ code: String) -> [String] {
        scan(code).layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
    }

    @Test func vflCallWithDictionaryLiteralsIsOneUnitNamedAfterTypeAndFunction() {
        let file = scan("""
            final class ProfileCell: UITableViewCell {
                let avatarView = UIImageView()
                let nameLabel = UILabel()
                func setupConstraints() {
                    nameLabel.text = "Name"
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[avatar(40)]-[name]-|",
                        options: .alignAllCenterY, metrics: nil, views: ["avatar": avatarView, "name": self.nameLabel, "badge": _badgeView])
                }
            }
            """)
        #expect(file.layouts.count == 1)
        let layout = file.layouts[0]
        #expect(layout.layout.name == "ProfileCell.setupConstraints")
        #expect(layout.unit.calls[0].position == SourceLocation(line: 6, column: 58))
        // Every key of the dictionary, used by the format or not (the contract's `views`).
        #expect(layout.callViews[0].map(\.key) == ["avatar", "name", "badge"])
        #expect(layout.callViews[0].map(\.name) == ["avatarView", "nameLabel", "badgeView"])
        #expect(layout.views.map(\.kind) == ["image", "label"])
        #expect(layout.views[1].text == "Name")
        #expect(layout.layout.text.contains("H:|-[avatarView(40)]-[nameLabel]-| options: .alignAllCenterY"))
    }

    @Test func aNameThatIsNotAKeyIsAnErrorAtItsFirstCharacter() {
        let found = diagnostics("""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[nmae]-|", options: [], metrics: nil, views: ["name": a])
            }
            """)
        #expect(found == ["2:60: error: 'nmae' is not a key in the views dictionary"])
    }

    @Test func escapesCountAsWrittenAndJoinedLiteralsKeepTheirOwnPositions() {
        let found = diagnostics(#"""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-\u{28}8)-" + "[b]-[x]|", options: [], metrics: nil, views: ["b": b])
            }
            """#)
        // `\u{28}` is one character at its backslash; `x` sits in the second literal.
        #expect(found == ["2:78: error: 'x' is not a key in the views dictionary"])
    }

    @Test func whitespaceInAFormatIsUIKitsError() {
        let found = diagnostics("""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]- (8)-|", options: [], metrics: nil, views: ["a": a])
            }
            """)
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("2:63: error: whitespace in a visual format"))
    }

    @Test func aMetricMissingFromMetricsIsAnErrorAndARunTimeMetricAWarningWithItsDefault() {
        let found = diagnostics("""
            func f(m: CGFloat) {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[a]-gap-|", options: [], metrics: ["gap": m], views: ["a": a])
            }
            """)
        #expect(found.contains("2:59: error: 'pad' is not a key in the metrics dictionary"))
        #expect(found.contains("2:99: warning: metric 'gap' is only known at run time: laid out as 8"))
    }

    @Test func aSyntaxErrorOfTheFormatIsReportedInsideTheLiteral() {
        let found = diagnostics("""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a(>=50]|", options: [], metrics: nil, views: ["a": a])
            }
            """)
        #expect(found.count == 1)
        #expect(found[0].hasPrefix("2:60: error: expected ')'"))
    }

    /// A file being edited: `withVisualFormat:` ends its line and the format is not written
    /// yet. The note stands where the format would start, just past the line's last
    /// character, never a column beyond it (a fuzz finding: a one-character range ran past).
    @Test func aFormatLeftOutIsANoteAtTheLinesEnd() {
        let file = scan("""
            func f() {
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat:\u{20}
                let v = UIView()
            }
            """)
        let notes = file.diagnostics
        #expect(file.layouts.isEmpty)
        #expect(notes.map(\.description) == ["2:69: note: not checked: the call has no format"])
        #expect(notes.first?.range.map { $0.start == $0.end } == true)
    }

    @Test func interpolationIsANoteAndTheUnitGoesOn() {
        let file = scan("""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: "H:|-\\(x)-[a]|", options: [], metrics: nil, views: ["a": a])
                NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", options: [], metrics: nil, views: ["a": a])
            }
            """)
        #expect(file.layouts.count == 1)
        #expect(file.layouts[0].unit.calls.count == 1)
        #expect(file.layouts[0].layout.diagnostics.map(\.description) == ["2:54: note: not checked: the format is built at run time"])
    }

    @Test func aViewsVariableWithKeysAddedLaterCounts() {
        let found = diagnostics("""
            func f() {
                var views: [String: UIView] = ["a": a]
                views["b"] = b
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[a][b]|", options: [], metrics: nil, views: views)
            }
            """)
        #expect(!found.contains { $0.contains("error") })
    }

    @Test func aDictionaryCastWithAsIsStillKnown() {
        let found = diagnostics("""
            func f() {
                let views = ["a": a] as [String: Any]
                NSLayoutConstraint.constraints(withVisualFormat: "H:|[b]|", options: [], metrics: nil, views: views)
            }
            """)
        #expect(found == ["3:59: error: 'b' is not a key in the views dictionary"])
    }

    @Test func aLineBreakInAFormatKeepsTheFormatFileLineWholeAndIsWhitespace() {
        // Found by fuzzing: the break was copied into the format file, whose later lines
        // then had no origin in the source.
        let file = scan(#"""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: """
                    H:|-[a]-
                    [b]|
                    """, options: [], metrics: nil, views: ["a": a, "b": b])
            }
            """#)
        let layout = file.layouts[0].layout
        #expect(SourceFile(name: "", text: layout.text).lines.count == layout.origin.lines.count, "\(layout.text)")
        let found = LayoutPipeline.layout(layout).diagnostics.map(\.description)
        #expect(found.count == 1 && found[0].hasPrefix("3:17: error: whitespace in a visual format"), "\(found)")
    }

    @Test func multiLineAndRawLiteralsAreDecoded() {
        let file = scan(##"""
            func f() {
                NSLayoutConstraint.constraints(withVisualFormat: #"H:|-[a]-|"#, options: [], metrics: nil, views: ["a": a])
            }
            """##)
        #expect(file.layouts[0].unit.calls[0].formats[0].text == "H:|-[a]-|")
    }

    /// A line break inside a multi-line literal is whitespace to UIKit: the error's range
    /// ends at the end of the literal's line, never past it (a fuzzing finding; the lines are
    /// less indented than the closing delimiter, which Swift rejects but the scan must bear).
    @Test func anErrorOnALineBreakOfAMultiLineLiteralStaysOnItsLine() throws {
        let code = #"""
            func build() {
                let format = """
            H:|-[a]
               -[b]-|
                """
                NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a, "b": b])
            }
            """#
        let file = scan(code)
        let found = file.layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }
        let lineBreak = try #require(found.first { $0.message.hasPrefix("whitespace in a visual format") })
        let range = try #require(lineBreak.range)
        // Line 3 is `H:|-[a]`, 7 characters: the caret goes just past them.
        #expect(range.start == SourceLocation(line: 3, column: 8), "\(range)")
        #expect(range.end == range.start, "\(range)")
    }

    @Test func visuallyExpressionsKeepTheirSourceAndNameViewsByTheirExpression() {
        let file = scan("""
            class Card {
                let title = UILabel()
                func layout() {
                    let margin: CGFloat = 12
                    c += H(|-margin-self.title->=8-|)
                    NSLayoutConstraint.activate(V(|-8-title))
                }
            }
            """)
        let layout = file.layouts[0]
        #expect(layout.unit.calls.map(\.dialect) == [.visually, .visually])
        #expect(layout.unit.calls[0].position == SourceLocation(line: 5, column: 14))
        #expect(layout.layout.text.contains("metric margin = 12"))
        #expect(layout.layout.text.contains("H(|-margin-title->=8-|)"))
        #expect(layout.views.map(\.name) == ["title"])
    }

    @Test func addSubviewNestsViewsInTheirContainer() {
        let file = scan("""
            class Screen {
                func build() {
                    view.addSubview(card)
                    card.addSubview(title)
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[card]-|", options: [], metrics: nil, views: ["card": card])
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", options: [], metrics: nil, views: ["t": title])
                }
            }
            """)
        let text = file.layouts[0].layout.text
        #expect(text.contains("card {\n  view title box\n  H:|-[title]-|\n}"))
        let solved = LayoutPipeline.layout(file.layouts[0].layout)
        #expect(solved.tree?.views.first { $0.name == "title" }?.parent == "card")
    }

    @Test func positionalHelperCallsCountWhenTheHelperIsDefined() {
        let file = scan("""
            extension UIView {
                func addConstraintsWithFormat(_ format: String, views: UIView...) {
                    var dictionary = [String: UIView]()
                    for (index, view) in views.enumerated() { dictionary["v\\(index)"] = view }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: dictionary))
                }
            }
            class Feed {
                func setup() {
                    addConstraintsWithFormat("H:|-[v0]-[v1]-|", views: avatar, nameLabel)
                    addConstraintsWithFormat("V:|[v2]|", views: avatar)
                }
            }
            """)
        let setup = file.layouts.first { $0.layout.name == "Feed.setup" }
        #expect(setup?.callViews[0].map(\.name) == ["avatar", "nameLabel"])
        let found = file.layouts.flatMap { LayoutPipeline.layout($0.layout).diagnostics }.map(\.description)
        #expect(found.contains("11:39: error: 'v2' is not a key in the views dictionary"))
    }

    @Test func anOptionalViewIsAWarning() {
        let found = diagnostics("""
            class A {
                var title: UILabel?
                func f() {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|[t]|", options: [], metrics: nil, views: ["t": title])
                }
            }
            """)
        #expect(found.contains { $0.contains("warning: 't' is bound to an Optional view") })
    }

    /// Eureka's rows bind their Optional labels inside `if let label = label`: the value put
    /// in the dictionary is the unwrapped local, never nil.
    @Test func anOptionalViewUnwrappedWhereTheDictionaryIsBuiltIsNoWarning() {
        func optionalWarnings(_ body: String) -> [String] {
            diagnostics("""
                class A {
                    var title: UILabel?
                    var field: UITextField?
                    func f() {
                \(body)
                    }
                }
                """).filter { $0.contains("bound to an Optional view") }
        }
        let vfl = #"NSLayoutConstraint.constraints(withVisualFormat: "H:|[t]|", options: [], metrics: nil, views: views)"#
        #expect(optionalWarnings(#"let views = ["t": title!]; \#(vfl)"#).isEmpty)
        #expect(optionalWarnings(#"var views: [String: Any] = [:]; if let title = title, let text = title.text { views["t"] = title; \#(vfl) }"#).isEmpty)
        #expect(optionalWarnings(#"if let title { let views = ["t": title]; \#(vfl) }"#).isEmpty)
        #expect(optionalWarnings(#"guard let title else { return }; let views = ["t": title]; \#(vfl)"#).isEmpty)
        // Still a warning: the property itself, or another name than the one bound.
        #expect(optionalWarnings(#"if let title { let views = ["t": self.title]; \#(vfl) }"#).count == 1)
        #expect(optionalWarnings(#"if let field { let views = ["t": title]; \#(vfl) }"#).count == 1)
        #expect(optionalWarnings(#"if let title { }; let views = ["t": title]; \#(vfl)"#).count == 1)
    }

    @Test func aRunOfBracketsThatWouldStallTheParserIsRefused() {
        // SwiftSyntax 603 takes minutes on `e` and 58 `[` (found by fuzzing): refused at once.
        let file = scan("let x = 1\ne" + String(repeating: "[", count: 58))
        #expect(file.layouts.isEmpty)
        #expect(file.diagnostics.map(\.description) == ["2:2: error: 32 or more '[' in a row: not read, as Swift's parser would take minutes on it"])
    }

    @Test func nonSwiftBytesAndNonsenseNeverCrash() {
        for text in ["", "NSLayoutConstraint.constraints(withVisualFormat:", "func f() { H(", String(repeating: "(", count: 5000),
                     "func f() { NSLayoutConstraint.constraints(withVisualFormat: \"\"\"\n", "\u{0}\u{7F}"] {
            _ = scan(text)
        }
    }
}

/// Single constraints beside the formats: item constraints and layout anchors, both languages.
@Suite struct EquationReadingTests {
    @Test func swiftAnchorsAndItemConstraintsBecomeEquations() {
        let file = SourceCodeLayouts.scan(text: """
            class Card: UIView {
                let title = UILabel()
                let icon = UIImageView()
                func setup() {
                    addSubview(title)
                    addSubview(icon)
                    let gap: CGFloat = 12
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon(24)]-[title]-|", options: .alignAllCenterY, metrics: nil, views: ["icon": icon, "title": title])
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: gap),
                        icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 1.5),
                        bottomAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                    ])
                    NSLayoutConstraint(item: title, attribute: .leadingMargin, relatedBy: .greaterThanOrEqual, toItem: self, attribute: .leading, multiplier: 1, constant: -4)
                }
            }
            """, path: "Card.swift")
        let text = file.layouts[0].layout.text
        #expect(text.contains("title.top == safeArea.top + 12"))
        #expect(text.contains("icon.height == 1.5 * icon.width"))
        #expect(text.contains("title.leadingMargin >= superview.leading - 4"))
        #expect(file.layouts[0].unit.calls.map(\.dialect) == [.vfl, .equation, .equation, .equation, .equation])
        let solved = LayoutPipeline.layout(file.layouts[0].layout)
        #expect(!solved.diagnostics.contains { $0.severity != .note })
        #expect(solved.tree?.views.first { $0.name == "icon" }?.height == 36)
    }

    @Test func objectiveCItemConstraintsAndAnchors() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Cell
            - (void)setup {
                [self.contentView addSubview:self.avatarView];
                [NSLayoutConstraint constraintsWithVisualFormat:@"V:[a]-(>=10)-|" options:0 metrics:nil views:@{@"a": self.avatarView}];
                [self.contentView addConstraint:[NSLayoutConstraint constraintWithItem:self.avatarView attribute:NSLayoutAttributeTop
                    relatedBy:NSLayoutRelationEqual toItem:self.contentView attribute:NSLayoutAttributeTop multiplier:1.0f constant:10.0f]];
                [self.avatarView.widthAnchor constraintEqualToConstant:40].active = YES;
                [self.avatarView.heightAnchor constraintEqualToAnchor:self.avatarView.widthAnchor].active = YES;
                [self.contentView.bottomAnchor constraintGreaterThanOrEqualToAnchor:self.avatarView.bottomAnchor constant:10].active = YES;
                [self.avatarView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
            }
            @end
            """, path: "Cell.m")
        let text = file.layouts[0].layout.text
        #expect(text.contains("avatarView.top == superview.top + 10"))
        #expect(text.contains("avatarView.width == 40"))
        #expect(text.contains("superview.bottom >= avatarView.bottom + 10"))
        let solved = LayoutPipeline.layout(file.layouts[0].layout)
        #expect(solved.diagnostics.isEmpty, "\(solved.diagnostics)")
        let avatar = solved.tree?.views.first { $0.name == "avatarView" }
        #expect(avatar?.x == 16 && avatar?.y == 10 && avatar?.height == 40)
    }

    /// A priority given after the constraint is made (`c.priority = …`, `[c setPriority:…]`)
    /// is the equation's: a constraint at 999 that cannot be met is no conflict (ResearchKit's
    /// progress bar, 0.8 × its container's width at `UILayoutPriorityRequired - 1` between
    /// two edge spacings, was one until this was read).
    @Test func prioritiesSetAfterTheConstraintIsMadeAreKept() throws {
        let swift = SourceCodeLayouts.scan(text: """
            final class Bar: UIView {
                func setup() {
                    NSLayoutConstraint.constraints(withVisualFormat: "H:|-[progress]-|", options: [], metrics: nil, views: ["progress": progress])
                    let width = progress.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.8)
                    width.priority = .required - 1
                    let height = progress.heightAnchor.constraint(equalToConstant: 4)
                    height.priority = UILayoutPriority(rawValue: 750)
                    let top = progress.topAnchor.constraint(equalTo: topAnchor)
                    top.priority = .defaultLow
                    self.bottomConstraint = progress.bottomAnchor.constraint(equalTo: bottomAnchor)
                    bottomConstraint.priority = computedPriority()
                }
            }
            """, path: "Bar.swift")
        let swiftText = swift.layouts[0].layout.text
        #expect(swiftText.contains("progress.width == 0.8 * superview.width @ 999"), "\(swiftText)")
        #expect(swiftText.contains("progress.height == 4 @ 750"), "\(swiftText)")
        #expect(swiftText.contains("progress.top == superview.top @ 250"), "\(swiftText)")
        // Not known until run time: laid out as required, and said so.
        #expect(swiftText.contains("progress.bottom == superview.bottom\n"), "\(swiftText)")
        let swiftSolved = LayoutPipeline.layout(swift.layouts[0].layout)
        #expect(!swiftSolved.diagnostics.contains { $0.message.hasPrefix("conflict") }, "\(swiftSolved.diagnostics)")
        #expect(swift.layouts[0].layout.diagnostics.contains { $0.message.contains("the priority 'computedPriority()'") })

        let objc = SourceCodeLayouts.scan(text: """
            @implementation Bar
            - (void)setUpConstraints {
                const CGFloat inset = 12;
                [NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_progressView]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_progressView)];
                NSLayoutConstraint *width = [NSLayoutConstraint constraintWithItem:_progressView attribute:NSLayoutAttributeWidth
                    relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeWidth multiplier:0.8 constant:0.0];
                width.priority = UILayoutPriorityRequired - 1;
                _topConstraint = [NSLayoutConstraint constraintWithItem:_progressView attribute:NSLayoutAttributeTop
                    relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeTop multiplier:1.0 constant:inset];
                [_topConstraint setPriority:UILayoutPriorityDefaultHigh];
            }
            @end
            """, path: "Bar.m")
        let objcText = objc.layouts[0].layout.text
        #expect(objcText.contains("progressView.width == 0.8 * superview.width @ 999"), "\(objcText)")
        // A typed local constant (`const CGFloat inset = 12`) is known by its own name.
        #expect(objcText.contains("progressView.top == superview.top + 12 @ 750"), "\(objcText)")
        let objcSolved = LayoutPipeline.layout(objc.layouts[0].layout)
        #expect(!objcSolved.diagnostics.contains { $0.message.hasPrefix("conflict") }, "\(objcSolved.diagnostics)")
    }
}

/// AppKit's factories that make a checkbox or radio button (an `NSButton`, whose class
/// alone says push button) give the view its kind and its title, in Swift and Objective-C.
@Suite struct AppKitFactoryTests {
    @Test func swiftCheckboxAndRadioFactories() throws {
        let file = SourceCodeLayouts.scan(text: """
            final class Preferences: NSView {
                func build() {
                    let launch = NSButton(checkboxWithTitle: "Launch at login", target: self, action: nil)
                    let small = NSButton(radioButtonWithTitle: "Small", target: self, action: nil)
                    let note = NSTextField(labelWithString: "Gaps")
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[launch]-[small]-[note]",
                        options: [.alignAllLeading], metrics: nil, views: ["launch": launch, "small": small, "note": note]))
                }
            }
            """, path: "Preferences.swift")
        let text = try #require(file.layouts.first).layout.text
        #expect(text.contains("view launch checkbox \"Launch at login\""), "\(text)")
        #expect(text.contains("view small radio \"Small\""), "\(text)")
        #expect(text.contains("view note label \"Gaps\""), "\(text)")
    }

    @Test func objectiveCCheckboxFactory() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Preferences
            - (void)build {
                NSButton *launch = [NSButton checkboxWithTitle:@"Launch at login" target:self action:nil];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[launch]-|" options:0 metrics:nil views:@{@"launch": launch}]];
            }
            @end
            """, path: "Preferences.m")
        let text = try #require(file.layouts.first).layout.text
        #expect(text.contains("view launch checkbox \"Launch at login\""), "\(text)")
    }
}
