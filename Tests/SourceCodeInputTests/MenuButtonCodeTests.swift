import SourceCodeInput
import Testing

/// Menus in code: an AppKit pop-up that pulls down (made so, or set so) is written
/// `pulldown`; a UIKit button whose menu is its primary action and changes its selection is
/// UIKit's pop-up button, a `popup`; one that only shows a menu stays a button, as UIKit
/// draws it with no indicator.
@Suite struct MenuButtonCodeTests {
    private func viewLine(_ name: String, in text: String) -> String {
        text.split(separator: "\n").map(String.init).first { $0.hasPrefix("view \(name) ") } ?? ""
    }

    @Test func swiftPullDowns() throws {
        let file = SourceCodeLayouts.scan(text: """
            final class Toolbar: NSView {
                func build() {
                    let actions = NSPopUpButton(frame: .zero, pullsDown: true)
                    actions.addItem(withTitle: "Actions")
                    let share = NSPopUpButton()
                    share.pullsDown = true
                    let sort = NSPopUpButton(frame: .zero, pullsDown: false)
                    sort.addItem(withTitle: "Name")
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[actions]-[share]-[sort]",
                        options: [], metrics: nil, views: ["actions": actions, "share": share, "sort": sort]))
                }
            }
            """, path: "Toolbar.swift")
        let text = try #require(file.layouts.first).layout.text
        #expect(viewLine("actions", in: text) == "view actions popup \"Actions\" pulldown", "\(text)")
        #expect(viewLine("share", in: text) == "view share popup pulldown", "\(text)")
        #expect(viewLine("sort", in: text) == "view sort popup \"Name\"", "\(text)")
    }

    @Test func objectiveCPullDowns() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Toolbar
            - (void)build {
                NSPopUpButton *actions = [[NSPopUpButton alloc] initWithFrame:NSMakeRect(0, 0, 50, 32) pullsDown:YES];
                NSPopUpButton *share = [[NSPopUpButton alloc] init];
                share.pullsDown = YES;
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[actions]-[share]" options:0 metrics:nil views:@{@"actions": actions, @"share": share}]];
            }
            @end
            """, path: "Toolbar.m")
        let text = try #require(file.layouts.first).layout.text
        #expect(viewLine("actions", in: text) == "view actions popup pulldown", "\(text)")
        #expect(viewLine("share", in: text) == "view share popup pulldown", "\(text)")
    }

    @Test func uiKitMenuButtons() throws {
        let file = SourceCodeLayouts.scan(text: """
            final class FilterView: UIView {
                private lazy var sortButton: UIButton = {
                    let button = UIButton(configuration: .plain(), primaryAction: nil)
                    button.setTitle("Date", for: .normal)
                    button.showsMenuAsPrimaryAction = true
                    button.changesSelectionAsPrimaryAction = true
                    return button
                }()
                let moreButton = UIButton(type: .system)

                func build() {
                    moreButton.setTitle("More", for: .normal)
                    moreButton.showsMenuAsPrimaryAction = true
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[sortButton]-[moreButton]-|",
                        options: [], metrics: nil, views: ["sortButton": sortButton, "moreButton": moreButton]))
                }
            }
            """, path: "FilterView.swift")
        let text = try #require(file.layouts.first { $0.layout.text.contains("sortButton") }).layout.text
        #expect(viewLine("sortButton", in: text).hasPrefix("view sortButton popup"), "\(text)")
        // Drawn as UIKit draws it (its tinted title and indicator, no bezel), not as AppKit's.
        #expect(viewLine("sortButton", in: text).hasSuffix(" plain"), "\(text)")
        #expect(viewLine("moreButton", in: text).hasPrefix("view moreButton button"), "\(text)")
        #expect(!text.contains("pulldown"), "\(text)")
    }

    @Test func objectiveCUIKitPopUpButton() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation FilterView
            - (void)build {
                UIButton *sortButton = [UIButton buttonWithType:UIButtonTypeSystem];
                sortButton.showsMenuAsPrimaryAction = YES;
                sortButton.changesSelectionAsPrimaryAction = YES;
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[sortButton]-|" options:0 metrics:nil views:@{@"sortButton": sortButton}]];
            }
            @end
            """, path: "FilterView.m")
        let text = try #require(file.layouts.first).layout.text
        #expect(viewLine("sortButton", in: text).hasPrefix("view sortButton popup"), "\(text)")
        #expect(viewLine("sortButton", in: text).hasSuffix(" plain"), "\(text)")
    }
}
