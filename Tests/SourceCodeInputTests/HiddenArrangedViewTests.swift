import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

/// A stack's arranged view the code hides (`isHidden = true`, `hidden = YES`) takes no room
/// and shows nothing, as `UIStackView` arranges it: it is declared `hidden`, so its text,
/// squeezed to nothing by `UISV-hiding`, is not reported truncated.
@Suite struct HiddenArrangedViewTests {
    private func laidOut(_ code: String, path: String) -> (text: String, diagnostics: [String], badge: SolvedView?) {
        let file = SourceCodeLayouts.scan(text: code, path: path)
        let layout = file.layouts[0].layout
        let solved = LayoutPipeline.layout(layout)
        return (layout.text, solved.diagnostics.map(\.description), solved.tree?.views.first { $0.name == "badgeLabel" })
    }

    @Test func aHiddenLabelInASwiftStackIsNotTruncated() {
        let (text, diagnostics, badge) = laidOut("""
            final class Header: UIView {
                let titleLabel = UILabel()
                let badgeLabel = UILabel()
                func setUp() {
                    titleLabel.text = "Title"
                    badgeLabel.text = "A rather long badge text"
                    badgeLabel.isHidden = true
                    let stack = UIStackView(arrangedSubviews: [titleLabel, badgeLabel])
                    stack.axis = .vertical
                    stack.spacing = 8
                    addSubview(stack)
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[stack]-|", metrics: nil, views: ["stack": stack]))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[stack]-|", metrics: nil, views: ["stack": stack]))
                }
            }
            """, path: "Header.swift")
        #expect(text.contains("view badgeLabel label \"A rather long badge text\" hidden"), "\(text)")
        #expect(badge?.isHidden == true && badge?.height == 0)
        #expect(!diagnostics.contains { $0.contains("truncated") }, "\(diagnostics)")
    }

    @Test func aHiddenLabelInAnObjectiveCStackIsNotTruncated() {
        let (text, diagnostics, badge) = laidOut("""
            @implementation Header
            - (void)setUp {
                UILabel *titleLabel = [UILabel new];
                titleLabel.text = @"Title";
                UILabel *badgeLabel = [UILabel new];
                badgeLabel.text = @"A rather long badge text";
                badgeLabel.hidden = YES;
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[titleLabel, badgeLabel]];
                stack.spacing = 8;
                [self addSubview:stack];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[stack]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(stack)]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[stack]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(stack)]];
            }
            @end
            """, path: "Header.m")
        #expect(text.contains("view badgeLabel label \"A rather long badge text\" hidden"), "\(text)")
        #expect(badge?.isHidden == true && badge?.width == 0)
        #expect(!diagnostics.contains { $0.contains("truncated") }, "\(diagnostics)")
    }

    /// A view hidden outside any stack keeps its place and is drawn: hiding it there
    /// changes nothing in the layout, and the code may show it again.
    @Test func aHiddenViewOutsideAStackIsLaidOutAsWritten() {
        let (text, _, badge) = laidOut("""
            final class Header: UIView {
                let badgeLabel = UILabel()
                func setUp() {
                    badgeLabel.text = "New"
                    badgeLabel.isHidden = true
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[badgeLabel]-|", metrics: nil, views: ["badgeLabel": badgeLabel]))
                }
            }
            """, path: "Header.swift")
        #expect(!text.contains("hidden"), "\(text)")
        #expect(badge?.isHidden == false)
    }
}
