import SourceCodeInput
import Testing
import VisualLayout
import VisualProcessTesting
import VisualSyntax

/// A layout call inside a loop over a literal list of views (`[a, b].forEach { … $0 … }`,
/// `for label in [a, b] { … }`) is made once per element, as the code runs it: each view is
/// laid out, where before the call was left out as naming no one view.
@Suite struct LiteralLoopTests {
    static let helper = CodeFixtures.addConstraintsWithFormat

    /// The unit's format file, each view where the solver put it (relative to its container),
    /// and everything said of it.
    private func layout(_ code: String) throws -> (text: String, frames: [String: SolvedView], diagnostics: [String]) {
        let file = SourceCodeLayouts.scan(text: code, path: "Cell.swift")
        let translated = try #require(file.layouts.first?.layout)
        let solved = LayoutPipeline.layout(translated)
        let tree = try #require(solved.tree, "\(solved.diagnostics)")
        let frames = Dictionary(tree.views.map { ($0.name, $0) }) { first, _ in first }
        let said = (file.diagnostics + file.layouts.flatMap(\.layout.diagnostics) + solved.diagnostics).map(\.description)
        return (translated.text, frames, said)
    }

    /// The shape of a real cell: two labels added to a box and pinned to its sides in a
    /// `forEach` over `$0`, then stacked by one call naming both.
    @Test func forEachOverALiteralListLaysOutEachElement() throws {
        let (text, frames, said) = try layout(Self.helper + """
            final class AboutCell: UITableViewCell {
                func setupViews() {
                    contentView.addSubview(box)
                    contentView.addConstraintsWithFormat(format: "H:|-16-[v0]-16-|", views: box)
                    contentView.addConstraintsWithFormat(format: "V:|-8-[v0]-8-|", views: box)
                    [titleLabel, detailLabel].forEach {
                        box.addSubview($0)
                        box.addConstraintsWithFormat(format: "H:|[v0]|", views: $0)
                    }
                    box.addConstraintsWithFormat(format: "V:|[v0(20)]-8-[v1(40)]|", views: titleLabel, detailLabel)
                }
            }
            """)
        #expect(!said.contains { $0.contains("not laid out") }, "\(said)")
        #expect(!said.contains { $0.contains("ambiguous") }, "\(said)")
        // Both labels inside the box, as wide as it: 375 − 2 × 16.
        for label in ["titleLabel", "detailLabel"] {
            let frame = try #require(frames[label], "\(text)")
            #expect(frame.width == 343, "\(label): \(frame)\n\(text)")
        }
        #expect(frames["detailLabel"]?.y == 28)
    }

    /// `for label in [a, b]` with a VFL call whose views dictionary binds the loop variable,
    /// and a closure with a named parameter running anchors.
    @Test func aForLoopAndANamedClosureParameterAreUnrolledToo() throws {
        let (text, frames, said) = try layout("""
            final class Form: UIView {
                func build() {
                    for field in [nameField, mailField] {
                        addSubview(field)
                        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[field]-20-|", options: [], metrics: nil, views: ["field": field]))
                    }
                    [nameField, mailField].forEach { field in
                        field.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-10-[a]-12-[b]", options: [], metrics: nil, views: ["a": nameField, "b": mailField]))
                }
            }
            """)
        #expect(!said.contains { $0.contains("not laid out") || $0.contains("ambiguous") }, "\(said)")
        #expect(frames["nameField"].map { [$0.x, $0.width, $0.height] } == [20, 335, 44], "\(text)")
        #expect(frames["mailField"].map { [$0.x, $0.y, $0.height] } == [20, 66, 44], "\(text)")
    }

    /// A mistake in a call made for every element is said once, at its place.
    @Test func aMistakeInAnUnrolledCallIsSaidOnce() {
        let file = SourceCodeLayouts.scan(text: """
            final class Form: UIView {
                func build() {
                    for field in [nameField, mailField, codeField] {
                        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-20-[feild]-20-|", options: [], metrics: nil, views: ["field": field]))
                    }
                }
            }
            """, path: "Form.swift")
        let errors = file.layouts.flatMap(\.layout.diagnostics).filter { $0.severity == .error }.map(\.description)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains("'feild' is not a key in the views dictionary") == true, "\(errors)")
    }

    /// Nested loops multiply; past `LayoutCall.mostUnrolledCalls` copies the call is left as
    /// written and said not laid out, so no file makes the layout explode.
    @Test func nestedLoopsPastTheLimitAreLeftOut() {
        let names = (0..<9).map { "v\($0)" }.joined(separator: ", ")
        let file = SourceCodeLayouts.scan(text: """
            final class Grid: UIView {
                func build() {
                    for a in [\(names)] {
                        for b in [\(names)] {
                            addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", options: [], metrics: nil, views: ["a": a, "b": b]))
                        }
                    }
                }
            }
            """, path: "Grid.swift")
        let said = file.layouts.flatMap(\.layout.diagnostics).map(\.description)
        #expect(said.contains { $0.contains("not laid out") }, "\(said)")
    }
}

/// The same in Objective-C: `for (UILabel *label in @[self.titleLabel, _detailLabel]) { … }`.
@Suite struct ObjectiveCLiteralLoopTests {
    @Test func aForInLoopOverALiteralArrayLaysOutEachElement() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Card
            - (void)build {
                [self addSubview:self.box];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-12-[box]-12-|" options:0 metrics:nil views:@{@"box": self.box}]];
                for (UILabel *label in @[self.titleLabel, _detailLabel]) {
                    [self.box addSubview:label];
                    [self.box addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(8)-[label]-(8)-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(label)]];
                }
                [self.box addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[t(20)][d(30)]|" options:0 metrics:nil views:@{@"t": self.titleLabel, @"d": _detailLabel}]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[box]" options:0 metrics:nil views:@{@"box": self.box}]];
            }
            @end
            """, path: "Card.m")
        let translated = try #require(file.layouts.first?.layout)
        let solved = LayoutPipeline.layout(translated)
        let tree = try #require(solved.tree, "\(solved.diagnostics)")
        let said = (translated.diagnostics + solved.diagnostics).map(\.description)
        #expect(!said.contains { $0.contains("not laid out") || $0.contains("ambiguous") }, "\(said)\n\(translated.text)")
        for label in ["titleLabel", "detailLabel"] {
            // In the box (375 − 2 × 12 wide), 8 from each side.
            let view = try #require(tree.views.first { $0.name == label }, "\(translated.text)")
            #expect(view.parent == "box" && view.x == 8 && view.width == 335, "\(view)\n\(translated.text)")
        }
    }
}
