import Testing
import VisualLayout
@testable import SourceCodeInput

/// A label or button whose code gives it no literal text (a model's value, a localization
/// helper's) is laid out with its name in words as a stand-in, marked `sample`: its row is
/// no longer ambiguous for want of a width, and the scan's JSON still says no text was read.
@Suite struct SampleTextTests {
    @Test(arguments: [
        ("nameLabel", "label", "Name"),
        ("lblDateOfBirth", "label", "Date of birth"),
        ("saveURLButton", "button", "Save URL"),
        ("answer3Button", "button", "Answer 3"),
        ("detailTextLabel", "label", "Detail"),
        ("first_name_label", "label", "First name"),
        ("titleLabel", "label", "Title"),
        ("label", "label", "Label"),
        ("label1", "label", "Label 1"),
        ("btn", "button", "Button"),
        ("emailField", "field", "Email"),
        ("searchTextField", "field", "Search"),
        ("textField", "field", "Field"),
    ])
    func aNameInWords(name: String, kind: String, expected: String) {
        #expect(SampleText.forView(named: name, kind: kind) == expected)
    }

    private static let cell = """
        final class ProfileCell: UITableViewCell {
            let nameLabel = UILabel()
            let followButton = UIButton(type: .system)
            let avatarView = UIImageView()
            let handleLabel = UILabel()
            func configure(with user: User) {
                nameLabel.text = user.name
                handleLabel.text = "@handle"
            }
            func setUpConstraints() {
                let views = ["avatar": avatarView, "name": nameLabel, "follow": followButton, "handle": handleLabel]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-[avatar(40)]-[name]-(>=8)-[follow]-|", options: .alignAllCenterY, metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-[handle]-|", options: [], metrics: nil, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-[avatar(40)]-[handle]-|", options: [], metrics: nil, views: views))
            }
        }
        """

    @Test func aTextSetAtRunTimeIsAStandIn() throws {
        let scanned = SourceCodeLayouts.scan(text: Self.cell, path: "ProfileCell.swift")
        let layout = try #require(scanned.layouts.first)
        let declarations = layout.layout.text.split(separator: "\n").filter { $0.hasPrefix("view ") }
        #expect(declarations.contains("view nameLabel label \"Name\" sample"))
        #expect(declarations.contains("view followButton button \"Follow\" sample"))
        // A literal text is the text; an image has none.
        #expect(declarations.contains("view handleLabel label \"@handle\""))
        #expect(declarations.contains("view avatarView image"))
        // What the scan reports as read: no text for the stand-ins.
        let texts = Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.text) })
        #expect(texts["nameLabel"] == .some(nil) && texts["followButton"] == .some(nil))
        #expect(texts["handleLabel"] == "@handle")
    }

    /// Laid out empty, the label and the button had no width of their own and the row was
    /// ambiguous; with their stand-ins it is not, and no stand-in is called truncated.
    @Test func standInsGiveTheRowItsWidths() throws {
        let scanned = SourceCodeLayouts.scan(text: Self.cell, path: "ProfileCell.swift")
        let layout = try #require(scanned.layouts.first)
        let (tree, diagnostics) = LayoutPipeline.layout(layout.layout)
        #expect(!diagnostics.contains { $0.message.contains("ambiguous") || $0.message.contains("truncated") },
                "\(diagnostics)")
        let views = Dictionary(uniqueKeysWithValues: (tree?.views ?? []).map { ($0.name, $0) })
        let name = try #require(views["nameLabel"]), follow = try #require(views["followButton"])
        #expect(name.attributes.isSample && follow.attributes.isSample)
        #expect(name.width > 30 && follow.width > 40, "\(name.width) \(follow.width)")
    }

    /// An empty text field keeps its font's height in UIKit: laid out with no text it was
    /// 0 high (ResearchKit's text field view, a 375 × 0 line). A placeholder is its text.
    @Test func aTextFieldWithNoLiteralTextHasAStandIn() throws {
        let scanned = SourceCodeLayouts.scan(text: """
            @implementation ORKFieldView {
                UITextField *_textField;
                UITextField *_codeField;
            }
            - (void)setUpConstraints {
                _codeField.placeholder = @"Code";
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_textField]-[_codeField]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_textField, _codeField)]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_textField]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_textField)]];
            }
            @end
            """, path: "ORKFieldView.m")
        let layout = try #require(scanned.layouts.first)
        let text = layout.layout.text
        #expect(text.contains("view textField field \"Field\" sample"), "\(text)")
        #expect(text.contains("view codeField field \"Code\"\n"), "\(text)")
        let (tree, _) = LayoutPipeline.layout(layout.layout)
        let field = try #require(tree?.views.first { $0.name == "textField" })
        #expect(field.height >= 30, "\(field)")
    }

    /// A button the code gives an image (a chevron, a close mark) shows no title: no
    /// stand-in, in Swift or Objective-C, wherever in the type the image is set.
    @Test func aButtonWithAnImageGetsNoStandIn() throws {
        let swift = SourceCodeLayouts.scan(text: """
            final class SearchBar: UIView {
                let backButton = UIButton()
                let termButton = UIButton()
                func setUpViews() {
                    backButton.setImage(UIImage(systemName: "chevron.left"), for: .normal)
                }
                func setUpConstraints() {
                    NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[back(44)][term]|", options: [], metrics: nil, views: ["back": backButton, "term": termButton]))
                }
            }
            """, path: "SearchBar.swift")
        let swiftText = try #require(swift.layouts.first).layout.text
        #expect(swiftText.contains("view backButton button\n"), "\(swiftText)")
        #expect(swiftText.contains("view termButton button \"Term\" sample"), "\(swiftText)")
        let objectiveC = SourceCodeLayouts.scan(text: """
            @implementation SearchBar {
                UIButton *_closeButton;
            }
            - (void)updateConstraints {
                [_closeButton setImage:[UIImage imageNamed:@"close"] forState:UIControlStateNormal];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_closeButton(44)]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_closeButton)]];
            }
            @end
            """, path: "SearchBar.m")
        let objectiveCText = try #require(objectiveC.layouts.first).layout.text
        #expect(objectiveCText.contains("view closeButton button\n"), "\(objectiveCText)")
    }
}
