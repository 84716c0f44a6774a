import SourceCodeInput
import Testing

/// A font set in code (`x.font = …`) is the view's `font` in its format file, drawn at the
/// scale the Interface Builder reader draws stored sizes (a label's default 15 is UIKit's
/// 17), so its text is measured at about the room UIKit gives it; `numberOfLines` is `lines`.
@Suite struct CodeFontTests {
    private func declarations(_ code: String, path: String) -> [String] {
        SourceCodeLayouts.scan(text: code, path: path).layouts[0].layout.text
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("view ") }
    }

    @Test func swiftFonts() {
        let said = declarations("""
            final class Card: UIView {
                let a = UILabel(), b = UILabel(), c = UILabel(), d = UILabel()
                func setUp() {
                    a.text = "A"; b.text = "B"; c.text = "C"; d.text = "D"
                    a.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
                    b.font = .boldSystemFont(ofSize: 13)
                    c.font = UIFont(name: "Avenir-Book", size: 14)
                    d.font = .preferredFont(forTextStyle: .headline)
                    d.numberOfLines = 0
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a][b][c][d]|", metrics: nil, views: ["a": a, "b": b, "c": c, "d": d]))
                }
            }
            """, path: "Card.swift")
        #expect(said == ["view a label \"A\" font 17.5 semibold", "view b label \"B\" font 11.5 bold",
                         "view c label \"C\" font 12.5", "view d label \"D\" font 15 semibold lines 0"], "\(said)")
    }

    @Test func objectiveCFonts() {
        let said = declarations("""
            @implementation Card
            - (void)setUp {
                UILabel *a = [UILabel new]; a.text = @"A"; a.font = [UIFont systemFontOfSize:15 weight:UIFontWeightMedium];
                UILabel *b = [UILabel new]; b.text = @"B"; b.font = [UIFont boldSystemFontOfSize:20.0f];
                UILabel *c = [UILabel new]; c.text = @"C"; c.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
                UILabel *d = [UILabel new]; d.text = @"D"; d.font = [UIFont systemFontOfSize:size]; d.numberOfLines = 2;
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a][b][c][d]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(a, b, c, d)]];
            }
            @end
            """, path: "Card.m")
        #expect(said == ["view a label \"A\" font 13 medium", "view b label \"B\" font 17.5 bold",
                         "view c label \"C\" font 10.5", "view d label \"D\" lines 2"], "\(said)")
    }

    /// A property's initializer closure builds the view under a local name and returns it:
    /// its text, font and lines are the property's.
    @Test func aSwiftClosureGivesItsPropertyTextFontAndLines() {
        let said = declarations("""
            final class NoMatch: UIViewController {
                private let titleLabel: UILabel = {
                    let l = UILabel()
                    l.text = "No match"
                    l.font = .systemFont(ofSize: 20, weight: .semibold)
                    l.numberOfLines = 0
                    return l
                }()
                override func viewDidLoad() {
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[t]-|", metrics: nil, views: ["t": titleLabel]))
                }
            }
            """, path: "NoMatch.swift")
        #expect(said == ["view titleLabel label \"No match\" font 17.5 semibold lines 0"], "\(said)")
    }
}
