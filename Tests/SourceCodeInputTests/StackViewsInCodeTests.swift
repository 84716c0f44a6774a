import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

/// Stack views built in code lay their arranged views out as UIKit's `UIStackView` does
/// (the constraints the Interface Builder reader writes for `<stackView>`, from the one
/// `StackArrangement`), wherever the code builds them: in the layout unit, in a lazy
/// property's initializer closure, or in a factory method such a property calls.
@Suite struct StackViewsInCodeTests {
    typealias SolvedLayout = (tree: LayoutTree?, diagnostics: [Diagnostic])

    private func solve(_ code: String, path: String) -> (text: String, layout: SolvedLayout) {
        let file = SourceCodeLayouts.scan(text: code, path: path)
        let text = file.layouts.first?.layout.text ?? ""
        return (text, LayoutPipeline.layout(file.layouts[0].layout))
    }

    private func view(_ name: String, in solved: SolvedLayout) -> SolvedView? {
        solved.tree?.views.first { $0.name == name }
    }

    private func warnings(_ solved: SolvedLayout) -> [String] {
        solved.diagnostics.filter { $0.severity == .warning }.map(\.description)
    }

    /// Telstra's AboutCell shape: `lazy var stack = makeStackView()`, the factory building
    /// `UIStackView(arrangedSubviews:)` with its settings spelled out in full, VFL pinning
    /// the stack and the views inside the arranged boxes.
    @Test func aStackMadeByAFactoryMethodArrangesItsViewsSideBySide() {
        let (text, solved) = solve("""
            final class AboutCell: UITableViewCell {
                private lazy var contentStackView = makeStackView()
                private lazy var imageBox = makeView()
                private lazy var textBox = makeView()
                private let photoView = UIImageView()

                private func setupViews() {
                    contentView.addSubview(contentStackView)
                    let views: [String: Any] = ["stack": contentStackView, "photo": photoView]
                    contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[stack]-16-|", metrics: nil, views: views))
                    contentView.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[stack]-8-|", metrics: nil, views: views))
                    imageBox.addSubview(photoView)
                    imageBox.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[photo(75)]|", metrics: nil, views: views))
                    imageBox.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[photo(75)]|", metrics: nil, views: views))
                }

                private func makeView() -> UIView { UIView() }

                private func makeStackView() -> UIStackView {
                    let stackView = UIStackView(arrangedSubviews: [imageBox, textBox])
                    stackView.axis = NSLayoutConstraint.Axis.horizontal
                    stackView.alignment = UIStackView.Alignment.fill
                    stackView.distribution = UIStackView.Distribution.fill
                    stackView.spacing = 8.0
                    return stackView
                }
            }
            """, path: "AboutCell.swift")
        #expect(text.contains("contentStackView {"), "\(text)")
        #expect(text.contains("textBox.leading == imageBox.trailing + 8"), "\(text)")
        #expect(view("imageBox", in: solved)?.parent == "contentStackView")
        #expect(view("contentStackView", in: solved)?.width == 343)
        #expect(view("contentStackView", in: solved)?.height == 75)
        #expect(view("imageBox", in: solved)?.x == 0)
        #expect(view("textBox", in: solved)?.x == 83)
        #expect(view("textBox", in: solved)?.width == 260)
        #expect(warnings(solved).isEmpty, "\(warnings(solved))")
    }

    /// A lazy property's initializer closure, vertical and centred, with an arranged view
    /// added in the unit and hidden: it takes no room and no spacing.
    @Test func aStackFromALazyClosureStacksCentredAndLeavesAHiddenViewNoRoom() {
        let (text, solved) = solve("""
            final class Card: UIView {
                private lazy var stack: UIStackView = {
                    let column = UIStackView(arrangedSubviews: [iconView, titleLabel])
                    column.axis = .vertical
                    column.spacing = 12
                    column.alignment = .center
                    return column
                }()
                private let iconView = UIImageView()
                private let titleLabel = UILabel()
                private let badgeView = UIView()

                func setupConstraints() {
                    addSubview(stack)
                    stack.addArrangedSubview(badgeView)
                    badgeView.isHidden = true
                    titleLabel.text = "Title"
                    let views: [String: Any] = ["stack": stack, "icon": iconView]
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-16-[stack]-16-|", metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[stack]|", metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[icon(40)]", metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[icon(40)]", metrics: nil, views: views))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:[badge(20)]", metrics: nil, views: ["badge": badgeView]))
                }
            }
            """, path: "Card.swift")
        #expect(text.contains("badgeView.height == 0"), "\(text)")
        let icon = view("iconView", in: solved), title = view("titleLabel", in: solved)
        #expect(icon?.parent == "stack")
        #expect(icon?.y == 0)
        #expect(icon?.x == 151.5)
        #expect(title?.y == 52)
        #expect(view("badgeView", in: solved)?.height == 0)
        #expect(view("badgeView", in: solved)?.y == 52 + (title?.height ?? 0))
        #expect(view("stack", in: solved)?.height == 52 + (title?.height ?? 0))
        #expect(warnings(solved).isEmpty, "\(warnings(solved))")
    }

    /// Objective-C: `initWithArrangedSubviews:@[…]` with its settings as C constants.
    @Test func anObjectiveCStackFillsEqually() {
        let (text, solved) = solve("""
            @interface Row : UIView
            @property (nonatomic, strong) UIView *leftBox;
            @property (nonatomic, strong) UIView *rightBox;
            @end
            @implementation Row
            - (void)setupConstraints {
                UIStackView *row = [[UIStackView alloc] initWithArrangedSubviews:@[self.leftBox, _rightBox]];
                row.axis = UILayoutConstraintAxisHorizontal;
                row.spacing = 10;
                row.distribution = UIStackViewDistributionFillEqually;
                row.alignment = UIStackViewAlignmentFill;
                [self addSubview:row];
                NSDictionary *views = NSDictionaryOfVariableBindings(row);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-20-[row]-20-|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[row(44)]-|" options:0 metrics:nil views:views]];
            }
            @end
            """, path: "Row.m")
        #expect(text.contains("rightBox.width == leftBox.width"), "\(text)")
        #expect(view("leftBox", in: solved)?.parent == "row")
        #expect(view("leftBox", in: solved)?.width == 162.5)
        #expect(view("rightBox", in: solved)?.x == 172.5)
        #expect(view("rightBox", in: solved)?.height == 44)
        #expect(warnings(solved).isEmpty, "\(warnings(solved))")
    }

    /// `[stack addArrangedSubview:x]` in Objective-C and UIKit's defaults (horizontal, fill,
    /// no spacing) where the code sets nothing.
    @Test func arrangedSubviewsAddedOneByOneTakeUIKitsDefaults() {
        let (_, solved) = solve("""
            @implementation Bar
            - (void)build {
                UIStackView *bar = [[UIStackView alloc] init];
                [bar addArrangedSubview:self.first];
                [bar addArrangedSubview:self.second];
                [self addSubview:bar];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[bar]|" options:0 metrics:nil views:@{@"bar": bar}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[bar(30)]|" options:0 metrics:nil views:@{@"bar": bar}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[a(100)]" options:0 metrics:nil views:@{@"a": self.first}]];
            }
            @end
            """, path: "Bar.m")
        #expect(view("second", in: solved)?.x == 100)
        #expect(view("second", in: solved)?.width == 275)
        #expect(view("first", in: solved)?.height == 30)
    }

    /// A spacing only known at run time is laid out as 8 with a warning naming it, as a
    /// run-time metric is.
    @Test func aRunTimeSpacingIsAWarningNamingIt() {
        let file = SourceCodeLayouts.scan(text: """
            final class Panel: UIView {
                func build(theme: Theme) {
                    let stack = UIStackView(arrangedSubviews: [a, b])
                    stack.spacing = theme.gap
                    addSubview(stack)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[s]|", metrics: nil, views: ["s": stack]))
                }
            }
            """, path: "Panel.swift")
        let said = file.layouts[0].layout.diagnostics.map(\.description)
        #expect(said.contains("4:25: warning: the spacing 'theme.gap' of the stack view 'stack' is only known at run time: laid out as 8"),
                "\(said)")
        #expect(file.layouts[0].layout.text.contains("b.leading == a.trailing + 8"))
    }

    /// FacebookFeed's button row: `equalSpacing` and centred, its buttons made by a factory
    /// given their titles and arranged in a loop over a literal list.
    @Test func buttonsArrangedInALoopAreSpacedEqually() {
        let (text, solved) = solve("""
            final class FeedCell: UICollectionViewCell {
                let buttonStackView: UIStackView = {
                    let stackview = UIStackView()
                    stackview.alignment = .center
                    stackview.distribution = .equalSpacing
                    return stackview
                }()
                let likeButton = buttonForTitle(title: "Like", imageName: "like")
                let shareButton = buttonForTitle(title: "Share", imageName: "share")
                let sendButton = buttonForTitle(title: "Send", imageName: "send")

                func setupViews() {
                    for button in [likeButton, shareButton, sendButton] {
                        buttonStackView.addArrangedSubview(button)
                    }
                    addSubview(buttonStackView)
                    let views = ["row": buttonStackView]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-12-[row]-12-|", metrics: nil, views: views))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[row(44)]-8-|", metrics: nil, views: views))
                }
            }
            """, path: "FeedCell.swift")
        #expect(text.contains("view likeButton button \"Like\""), "\(text)")
        let like = view("likeButton", in: solved), share = view("shareButton", in: solved), send = view("sendButton", in: solved)
        #expect(like?.parent == "buttonStackView")
        #expect(like?.x == 0)
        #expect((send?.x ?? 0) + (send?.width ?? 0) == 351)
        let firstGap = (share?.x ?? 0) - (like?.x ?? 0) - (like?.width ?? 0)
        let secondGap = (send?.x ?? 0) - (share?.x ?? 0) - (share?.width ?? 0)
        #expect(firstGap > 0 && abs(firstGap - secondGap) < 0.01, "\(firstGap) \(secondGap)")
        #expect(share?.y == (44 - (share?.height ?? 0)) / 2)
        #expect(warnings(solved).isEmpty, "\(warnings(solved))")
    }

    /// A stack another class's factory makes (`[Utilities newStackView]`, Braintree's
    /// drop-in) may be vertical or spaced: the unit cannot tell, so its views are not
    /// arranged by guesses, and a note says why.
    @Test func aStackMadeOutOfSightIsNotArrangedByGuesses() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Verify
            - (void)viewDidLoad {
                self.stackView = [Utilities newStackView];
                [self.stackView addArrangedSubview:self.codeField];
                [self.view addSubview:self.stackView];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[stackView]|" options:0 metrics:nil views:@{@"stackView": self.stackView}]];
            }
            @end
            """, path: "Verify.m")
        let said = file.layouts[0].layout.diagnostics.map(\.description)
        #expect(said.contains { $0.hasPrefix("4:5: note: the stack view 'stackView' is laid out without the constraints it makes: "
                                             + "code the scan does not see makes it") }, "\(said)")
        #expect(!file.layouts[0].layout.text.contains("codeField"))
    }
}
