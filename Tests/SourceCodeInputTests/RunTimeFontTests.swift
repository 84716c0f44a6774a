import SourceCodeInput
import Testing

/// A font the code gives a laid-out view but the reader cannot size (a size or style only
/// known at run time, an app's own font) is a warning at the expression, as other values
/// only known at run time are: the view is drawn in its kind's font, which may be far
/// from the app's. A font set later that the reader knows replaces it, and views that are
/// not laid out say nothing.
@Suite struct RunTimeFontTests {
    @Test func swiftFontsOnlyKnownAtRunTime() {
        let file = SourceCodeLayouts.scan(text: """
            final class Card: UIView {
                let titleLabel = UILabel()
                let bodyLabel = UILabel()
                let dateLabel = UILabel()
                let hiddenLabel = UILabel()
                func build(size: CGFloat) {
                    titleLabel.font = .systemFont(ofSize: size, weight: .bold)
                    bodyLabel.font = Theme.bodyFont
                    bodyLabel.font = .systemFont(ofSize: 15)
                    dateLabel.font = .systemFont(ofSize: 12)
                    hiddenLabel.font = Theme.captionFont
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[titleLabel]-[bodyLabel]-[dateLabel]-|",
                        options: [], metrics: nil, views: ["titleLabel": titleLabel, "bodyLabel": bodyLabel, "dateLabel": dateLabel]))
                }
            }
            """, path: "Card.swift")
        let said = file.layouts[0].layout.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(said == ["7:27: warning: the font '.systemFont(ofSize: size, weight: .bold)' of 'titleLabel' is only known at run time: drawn in a label's default font"],
                "\(said)")
        #expect(file.layouts[0].layout.text.contains("view bodyLabel label \"Body\" sample font 13"), "\(file.layouts[0].layout.text)")
    }

    @Test func objectiveCFontsOnlyKnownAtRunTime() {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Card
            - (void)build {
                UILabel *titleLabel = [[UILabel alloc] init];
                titleLabel.font = [UIFont systemFontOfSize:self.titleSize];
                UILabel *dateLabel = [[UILabel alloc] init];
                dateLabel.font = [UIFont systemFontOfSize:12];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[titleLabel]-[dateLabel]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(titleLabel, dateLabel)]];
            }
            @end
            """, path: "Card.m")
        let said = file.layouts[0].layout.diagnostics.filter { $0.severity == .warning }.map(\.description)
        #expect(said == ["4:23: warning: the font '[UIFont systemFontOfSize:self.titleSize]' of 'titleLabel' is only known at run time: drawn in a label's default font"],
                "\(said)")
    }
}
