import SourceCodeInput
import Testing

/// AppKit's pop-up buttons and combo boxes built in code are drawn as what they are, not
/// as a push button and a plain field: their class gives the kind, and a pop-up's first
/// item written as a literal (the one AppKit selects) its title.
@Suite struct PopUpButtonCodeTests {
    @Test func swiftPopUpButtonsAndComboBoxes() throws {
        let file = SourceCodeLayouts.scan(text: """
            final class Preferences: NSView {
                func build() {
                    let size = NSPopUpButton(frame: .zero, pullsDown: false)
                    size.addItems(withTitles: ["Medium", "Large"])
                    size.addItem(withTitle: "Huge")
                    let theme = NSPopUpButton()
                    theme.addItem(withTitle: themeNames[0])
                    let font = NSComboBox()
                    let actions = NSPopUpButton(frame: .zero, pullsDown: true)
                    actions.addItem(withTitle: "Actions")
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[size]-[theme]-[font]-[actions]",
                        options: [.alignAllLeading], metrics: nil,
                        views: ["size": size, "theme": theme, "font": font, "actions": actions]))
                }
            }
            """, path: "Preferences.swift")
        let text = try #require(file.layouts.first).layout.text
        // The first item is the one shown; a title only known at run time leaves none.
        #expect(text.contains("view size popup \"Medium\""), "\(text)")
        let theme = text.split(separator: "\n").first { $0.hasPrefix("view theme ") } ?? ""
        #expect(theme.hasPrefix("view theme popup") && !theme.contains("\""), "\(text)")
        #expect(text.contains("view font combo"), "\(text)")
        #expect(text.contains("view actions popup \"Actions\""), "\(text)")
    }

    @Test func objectiveCPopUpButtonsAndComboBoxes() throws {
        let file = SourceCodeLayouts.scan(text: """
            @implementation Preferences
            - (void)build {
                NSPopUpButton *size = [[NSPopUpButton alloc] initWithFrame:NSZeroRect pullsDown:NO];
                [size addItemsWithTitles:@[@"Medium", @"Large"]];
                [size addItemWithTitle:@"Huge"];
                NSComboBox *font = [[NSComboBox alloc] init];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[size]-[font]" options:0 metrics:nil views:@{@"size": size, @"font": font}]];
            }
            @end
            """, path: "Preferences.m")
        let text = try #require(file.layouts.first).layout.text
        #expect(text.contains("view size popup \"Medium\""), "\(text)")
        #expect(text.contains("view font combo"), "\(text)")
    }

    /// A view whose class the file does not show takes the kind its name ends in: a
    /// `…PopUpButton` is a pop-up, not the button its last word says.
    @Test func aPopUpButtonsNameSaysItsKind() throws {
        let file = SourceCodeLayouts.scan(text: """
            final class Preferences: NSView {
                func build() {
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[sizePopUpButton]-[fontComboBox]-[okButton]",
                        options: [], metrics: nil,
                        views: ["sizePopUpButton": sizePopUpButton, "fontComboBox": fontComboBox, "okButton": okButton]))
                }
            }
            """, path: "Preferences.swift")
        let text = try #require(file.layouts.first).layout.text
        #expect(text.contains("view sizePopUpButton popup"), "\(text)")
        #expect(text.contains("view fontComboBox combo"), "\(text)")
        #expect(text.contains("view okButton button"), "\(text)")
    }
}
