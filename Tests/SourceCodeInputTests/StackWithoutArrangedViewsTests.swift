import SourceCodeInput
import Testing
import VisualLayout
import VisualSyntax

/// A stack view given no arranged view (its subviews added with `addSubview` and placed by
/// anchors) is not a stack layout: its subviews are laid out by their constraints, the stack
/// makes none (no `UISV-canvas-fit` pulling it to nothing), and no note calls it a stack.
@Suite struct StackWithoutArrangedViewsTests {
    @Test func aSwiftStackHoldingAnchoredSubviewsIsReadAsConstraints() throws {
        let layout = SourceCodeLayouts.scan(text: """
            final class Banner: UIView {
                let messageLabel = UILabel()
                let container = UIStackView()
                func setUp() {
                    messageLabel.text = "Saved"
                    container.axis = .vertical
                    container.distribution = .equalSpacing
                    addSubview(container)
                    container.addSubview(messageLabel)
                    NSLayoutConstraint.activate([
                        messageLabel.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
                        messageLabel.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
                    ])
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[container]-|", metrics: nil, views: ["container": container]))
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[container(60)]", metrics: nil, views: ["container": container]))
                }
            }
            """, path: "Banner.swift").layouts[0].layout
        #expect(layout.text.contains("messageLabel.top == superview.top + 10"), "\(layout.text)")
        #expect(!layout.text.contains("@ 49"), "\(layout.text)")
        let solved = LayoutPipeline.layout(layout)
        let label = try #require(solved.tree?.views.first { $0.name == "messageLabel" })
        #expect(label.parent == "container" && label.x == 12 && label.y == 10)
    }

    /// Its settings arrange nothing: a spacing only known at run time is no warning.
    @Test func anObjectiveCStackHoldingAnchoredSubviewsGetsNoStackWarning() {
        let layout = SourceCodeLayouts.scan(text: """
            @implementation Banner
            - (void)setUp {
                UIStackView *container = [[UIStackView alloc] init];
                container.spacing = theme.gap;
                [self addSubview:container];
                [container addSubview:self.messageLabel];
                [self.messageLabel.leadingAnchor constraintEqualToAnchor:container.leadingAnchor constant:12].active = YES;
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[c]-|" options:0 metrics:nil views:@{@"c": container}]];
            }
            @end
            """, path: "Banner.m").layouts[0].layout
        #expect(layout.text.contains("messageLabel.leading == superview.leading + 12"), "\(layout.text)")
        #expect(!layout.diagnostics.contains { $0.message.contains("stack view") }, "\(layout.diagnostics)")
    }
}
