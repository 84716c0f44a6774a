import SourceCodeInput
import Testing
import VisualLayout

/// Objective-C lazy getters (`- (UILabel *)titleLabel { if (!_titleLabel) { … } return _titleLabel; }`)
/// make the views a layout names as `self.titleLabel`: their class, text, font and lines,
/// and the stacks they build, belong to every layout of the class, wherever the getter
/// stands in the file.
@Suite struct LazyGetterTests {
    @Test func viewsMadeInLazyGettersKeepTheirTextFontAndStack() throws {
        let layout = SourceCodeLayouts.scan(text: """
            @interface HeaderView ()
            @property (nonatomic, strong) UIStackView *stackView;
            @end
            @implementation HeaderView
            - (void)setupConstraints {
                [self addSubview:self.stackView];
                NSDictionary *views = @{@"stack": self.stackView};
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[stack]-|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[stack]-|" options:0 metrics:nil views:views]];
            }
            - (UILabel *)titleLabel {
                if (!_titleLabel) {
                    _titleLabel = [UILabel new];
                    _titleLabel.text = @"Latest news";
                    _titleLabel.font = [UIFont boldSystemFontOfSize:20];
                    _titleLabel.numberOfLines = 0;
                }
                return _titleLabel;
            }
            - (UIStackView *)stackView {
                if (!_stackView) {
                    _stackView = [[UIStackView alloc] initWithArrangedSubviews:@[self.titleLabel, self.dateLabel]];
                    _stackView.axis = UILayoutConstraintAxisVertical;
                    _stackView.spacing = 6;
                }
                return _stackView;
            }
            - (UILabel *)dateLabel {
                if (_dateLabel == nil) {
                    _dateLabel = [[UILabel alloc] init];
                    _dateLabel.text = @"Today";
                }
                return _dateLabel;
            }
            @end
            """, path: "HeaderView.m").layouts[0].layout
        #expect(layout.text.contains("view titleLabel label \"Latest news\" font 17.5 bold lines 0"), "\(layout.text)")
        #expect(layout.text.contains("view dateLabel label \"Today\""), "\(layout.text)")
        #expect(layout.text.contains("dateLabel.top == titleLabel.bottom + 6"), "\(layout.text)")
        let solved = LayoutPipeline.layout(layout)
        let date = try #require(solved.tree?.views.first { $0.name == "dateLabel" })
        #expect(date.parent == "stackView")
    }

    /// A method that only returns a view it does not name after itself is no getter; like
    /// any other method of the class, it says what text a view the class declares has, under
    /// the layout's own.
    @Test func aMethodReturningAnotherViewIsNoGetter() {
        let layout = SourceCodeLayouts.scan(text: """
            @implementation Cell {
                UILabel *_titleLabel;
                UILabel *_subtitleLabel;
            }
            - (void)setupConstraints {
                self.subtitleLabel.text = @"Own";
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[t]-[s]-|" options:0 metrics:nil views:@{@"t": self.titleLabel, @"s": self.subtitleLabel}]];
            }
            - (UIView *)makeHeader {
                self.titleLabel.text = @"Elsewhere";
                self.subtitleLabel.text = @"Other";
                return self.headerView;
            }
            @end
            """, path: "Cell.m").layouts[0].layout
        #expect(layout.text.contains("view titleLabel label \"Elsewhere\""), "\(layout.text)")
        #expect(layout.text.contains("view subtitleLabel label \"Own\""), "\(layout.text)")
    }
}
