/// The title an AppKit pop-up button shows, as AppKit draws it from its cell's menu.
extension XMLElement {
    /// A pop-up shows its selected item (the cell's `selectedItem`), else the cell's
    /// `title`, else its first item; a pull-down (`pullsDown="YES"`) shows its cell's title,
    /// else its first item's, which AppKit uses as a pull-down's title and leaves out of its
    /// menu. nil for an element that is not a pop-up button, or one with no title at all.
    var popUpTitle: String? {
        guard name == "popUpButton", let cell else { return nil }
        let items = cell.child("menu", key: "menu")?.child("items")?.children("menuItem") ?? []
        if cell["pullsDown"] != "YES", let selected = cell["selectedItem"],
           let title = items.first(where: { $0["id"] == selected })?["title"] {
            return title
        }
        if let title = cell["title"], !title.isEmpty { return title }
        return items.first?["title"]
    }
}
