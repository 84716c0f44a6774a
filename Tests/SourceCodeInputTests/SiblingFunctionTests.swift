import SourceCodeInput
import Testing

/// A layout takes what the other functions of its type say about its views: real code adds
/// and titles views in one function (`setUpViews`, `init`) and constrains them in another.
@Suite struct SiblingFunctionTests {
    private func formatFile(_ code: String, path: String) throws -> String {
        let scanned = SourceCodeLayouts.scan(text: code, path: path)
        return try #require(scanned.layouts.first).layout.text
    }

    @Test func swiftSetUpViewsNestsAndTitles() throws {
        let text = try formatFile("""
            final class ProfileCell: UITableViewCell {
                let card = UIView()
                let handleLabel = UILabel()
                let badge = UIView()
                func setUpViews() {
                    contentView.addSubview(card)
                    card.addSubview(handleLabel)
                    handleLabel.text = "Handle"
                    badge.isHidden = true
                }
                override func prepareForReuse() {
                    handleLabel.text = ""
                }
                func setUpConstraints() {
                    let views = ["handle": handleLabel, "card": card, "badge": badge]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[handle]-|", options: [], metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[card]-[badge]-|", options: [], metrics: nil, views: views))
                }
            }
            """, path: "ProfileCell.swift")
        #expect(text.contains("""
            card {
              view handleLabel label "Handle"
              H:|-[handleLabel]-|
            }
            """), "\(text)")
        // Hiding is the app's to toggle: not taken from another function.
        #expect(!text.contains("hidden"), "\(text)")
    }

    @Test func aFunctionsOwnTextGoesOverAnotherFunctions() throws {
        let text = try formatFile("""
            final class Header: UIView {
                let titleLabel = UILabel()
                func setUpViews() { titleLabel.text = "Settings" }
                func layout() {
                    titleLabel.text = "Account"
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", options: [], metrics: nil, views: ["t": titleLabel]))
                }
            }
            """, path: "Header.swift")
        #expect(text.contains("view titleLabel label \"Account\"\n"), "\(text)")
    }

    /// ResearchKit's way: `init` builds, titles and adds the views, `updateConstraints`
    /// lays them out, and `init` comes first or last alike.
    @Test(arguments: [true, false])
    func objectiveCInitBuildsUpdateConstraintsLaysOut(initFirst: Bool) throws {
        let initializer = """
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _card = [UIView new];
                [self addSubview:_card];
                _doneButton = [UIButton buttonWithType:UIButtonTypeSystem];
                [_doneButton setTitle:@"Done" forState:UIControlStateNormal];
                [_card addSubview:_doneButton];
                return self;
            }
            """
        let layout = """
            - (void)updateConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_card, _doneButton);
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_doneButton]-|" options:0 metrics:nil views:views]];
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_card]|" options:0 metrics:nil views:views]];
                [super updateConstraints];
            }
            """
        let text = try formatFile("""
            @implementation DoneView {
                UIView *_card;
                UIButton *_doneButton;
            }
            \(initFirst ? initializer : layout)
            \(initFirst ? layout : initializer)
            @end
            """, path: "DoneView.m")
        #expect(text.contains("""
            card {
              view doneButton button "Done"
              H:|-[doneButton]-|
            }
            """), "\(text)")
    }

    /// Views a class declares in its public header (not read with the `.m`) are still the
    /// class's: its methods assign them as `_headerView` or `self.headerView`. ResearchKit's
    /// vertical container builds its header in `init` inside `_container`.
    @Test func objectiveCViewsDeclaredInTheHeaderAreTheClasss() throws {
        let text = try formatFile("""
            @implementation VerticalContainerView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _container = [UIView new];
                [self addSubview:_container];
                self.headerView = [StepHeaderView new];
                [_container addSubview:self.headerView];
                _footerView = [UIView new];
                [_container addSubview:_footerView];
                return self;
            }
            - (void)updateConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_container, _headerView);
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_headerView]-|" options:0 metrics:nil views:views]];
                [NSLayoutConstraint activateConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_container]|" options:0 metrics:nil views:views]];
                [NSLayoutConstraint constraintWithItem:_footerView attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:_headerView attribute:NSLayoutAttributeBottom multiplier:1 constant:8].active = YES;
                [super updateConstraints];
            }
            @end
            """, path: "VerticalContainerView.m")
        // The footer only an equation names (`_footerView`, as the code writes it) too.
        #expect(text.contains("""
            container {
              view headerView box
              view footerView box
              H:|-[headerView]-|
              footerView.top == headerView.bottom + 8
            }
            """), "\(text)")
    }
}
