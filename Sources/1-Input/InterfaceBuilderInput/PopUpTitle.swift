import VisualSyntax

/// What a control that shows a menu looks like, as AppKit and UIKit draw it from the menu an
/// Interface Builder document stores with it.
extension XMLElement {
    /// A UIKit button whose menu is its primary action and whose title follows the item
    /// chosen (`showsMenuAsPrimaryAction` and `changesSelectionAsPrimaryAction`): UIKit's
    /// pop-up button, drawn with its pop-up indicator. A button that only shows a menu keeps
    /// a push button's face: UIKit gives it no indicator.
    var isUIKitPopUpButton: Bool {
        name == "button" && self["showsMenuAsPrimaryAction"] == "YES" && self["changesSelectionAsPrimaryAction"] == "YES"
    }

    /// A UIKit pop-up button's face, after its configuration's style (`buttonConfiguration`):
    /// a plain one (or one with no configuration, a system button) has no bezel, a grey or
    /// tinted one a light tint behind its title, a filled one the accent. nil for any other
    /// element: an AppKit pop-up keeps its bordered face.
    var uiKitPopUpFace: PopUpFace? {
        guard isUIKitPopUpButton else { return nil }
        switch child("buttonConfiguration", key: "configuration")?["style"] {
        case "gray"?, "tinted"?: return .tinted
        case "filled"?: return .filled
        default: return .plain
        }
    }

    /// An AppKit pop-up button that pulls down (its cell's `pullsDown`): a menu of commands
    /// under a fixed title.
    var isPullDown: Bool { name == "popUpButton" && cell?["pullsDown"] == "YES" }

    /// The title a pop-up button shows. AppKit's pop-up: its selected item (the cell's
    /// `selectedItem`), else the cell's `title`, else its first item. AppKit's pull-down: its
    /// first item's title, which AppKit uses as the title and leaves out of the menu (the
    /// cell's `usesItemFromMenu`, on unless `NO`; off, the cell's own title). UIKit's pop-up:
    /// the command whose state is on, else the first, as UIKit selects it. nil for another
    /// element, or one with no title at all.
    var popUpTitle: String? {
        if isUIKitPopUpButton {
            let commands = child("menu", key: "menu")?.child("children")?.children("command") ?? []
            return (commands.first { $0["state"] == "on" } ?? commands.first)?["title"]
        }
        guard name == "popUpButton", let cell else { return nil }
        let items = cell.child("menu", key: "menu")?.child("items")?.children("menuItem") ?? []
        if isPullDown {
            return cell["usesItemFromMenu"] == "NO" ? cell["title"] : items.first?["title"]
        }
        if let selected = cell["selectedItem"], let title = items.first(where: { $0["id"] == selected })?["title"] {
            return title
        }
        if let title = cell["title"], !title.isEmpty { return title }
        return items.first?["title"]
    }
}
