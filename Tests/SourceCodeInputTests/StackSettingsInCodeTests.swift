import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

/// Stack view settings set in code beyond axis, distribution, alignment and spacing: custom
/// spacings after a view, the stack's own layout margins under
/// `isLayoutMarginsRelativeArrangement`, the system spacing and baseline-relative spacing.
/// What only run time knows is a warning at its place, never a silent drop.
@Suite struct StackSettingsInCodeTests {
    private func scanned(_ code: String, path: String) -> (text: String, said: [String], views: [String: SolvedView]) {
        let layout = SourceCodeLayouts.scan(text: code, path: path).layouts[0].layout
        let solved = LayoutPipeline.layout(layout)
        let views = Dictionary((solved.tree?.views ?? []).map { ($0.name, $0) }) { first, _ in first }
        return (layout.text, layout.diagnostics.map(\.description), views)
    }

    @Test func swiftCustomSpacingMarginsAndSystemSpacing() throws {
        let (text, said, views) = scanned("""
            final class Card: UIView {
                let titleLabel = UILabel()
                let subtitleLabel = UILabel()
                let actionButton = UIButton()
                func setUp(theme: Theme) {
                    titleLabel.text = "Title"
                    subtitleLabel.text = "Subtitle"
                    let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel, actionButton])
                    stack.axis = .vertical
                    stack.spacing = UIStackView.spacingUseSystem
                    stack.setCustomSpacing(24, after: subtitleLabel)
                    stack.setCustomSpacing(theme.gap, after: titleLabel)
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
                    addSubview(stack)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[stack]|", metrics: nil, views: ["stack": stack]))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[stack]|", metrics: nil, views: ["stack": stack]))
                }
            }
            """, path: "Card.swift")
        #expect(text.contains("margins 12 16 12 16"), "\(text)")
        let title = try #require(views["titleLabel"]), subtitle = try #require(views["subtitleLabel"])
        let button = try #require(views["actionButton"])
        #expect(title.x == 16 && title.y == 12 && title.width == 343)
        #expect(subtitle.y == title.y + title.height + 8)
        #expect(button.y == subtitle.y + subtitle.height + 24)
        #expect(said == ["12:32: warning: the custom spacing 'stack.setCustomSpacing(theme.gap, after: titleLabel)' of the stack "
                         + "view 'stack' is only known at run time: laid out with the stack's spacing of 8"], "\(said)")
    }

    @Test func objectiveCCustomSpacingMarginsAndBaselines() throws {
        let (text, said, views) = scanned("""
            @implementation Card
            - (void)setUp {
                UILabel *titleLabel = [UILabel new];
                titleLabel.text = @"Title";
                UILabel *subtitleLabel = [UILabel new];
                subtitleLabel.text = @"Subtitle";
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[titleLabel, subtitleLabel]];
                stack.axis = UILayoutConstraintAxisVertical;
                stack.baselineRelativeArrangement = YES;
                [stack setCustomSpacing:20 afterView:titleLabel];
                stack.layoutMarginsRelativeArrangement = YES;
                stack.layoutMargins = UIEdgeInsetsMake(8, 10, 8, 10);
                [self addSubview:stack];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[stack]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(stack)]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[stack]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(stack)]];
            }
            @end
            """, path: "Card.m")
        #expect(text.contains("margins 8 10 8 10"), "\(text)")
        #expect(text.contains("subtitleLabel.firstBaseline == titleLabel.lastBaseline + 20"), "\(text)")
        let title = try #require(views["titleLabel"])
        #expect(title.x == 10 && title.y == 8 && title.width == 355)
        #expect(said.contains { $0.hasPrefix("9:41: note: the stack view 'stack' spaces its views from baseline to baseline") }, "\(said)")
    }

    /// Margins only known at run time are a warning saying how the views are arranged instead.
    @Test func runTimeMarginsAreAWarning() {
        let (_, said, _) = scanned("""
            final class Card: UIView {
                func setUp(insets: UIEdgeInsets) {
                    let stack = UIStackView(arrangedSubviews: [a, b])
                    stack.isLayoutMarginsRelativeArrangement = true
                    stack.layoutMargins = insets
                    addSubview(stack)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[stack]|", metrics: nil, views: ["stack": stack]))
                }
            }
            """, path: "Card.swift")
        #expect(said == ["5:31: warning: the layout margins 'insets' of the stack view 'stack' are only known at run time: "
                         + "its views are arranged at its edges"], "\(said)")
    }
}
