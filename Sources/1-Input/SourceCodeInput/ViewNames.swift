/// The view name a code expression is bound to: `self.titleLabel`, `_titleLabel` and
/// `titleLabel` are all the view `titleLabel`, so two calls that name one view
/// differently lay out one view.
enum ViewNames {
    /// The name of the view `expression` refers to, or nil when it is no plain reference
    /// (a call, a literal, a subscript).
    static func name(of expression: String) -> String? {
        var text = unwrapped(expression)
        // `self.header.titleLabel`, `cell.contentView`: the last member names the view.
        if let dot = text.lastIndex(of: ".") { text = String(text[text.index(after: dot)...]) }
        while text.hasPrefix("_") { text.removeFirst() }
        guard let first = text.first, first.isLetter,
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return reserved.contains(text) ? text + "View" : text
    }

    /// An item of an equation built from anchors or `constraintWithItem:`: a view's name, or
    /// the guide or superview the expression names (`view.safeAreaLayoutGuide` is `safeArea`,
    /// `self` is the unit's own view).
    static func equationItem(of expression: String) -> String? {
        if expression.hasSuffix("safeAreaLayoutGuide") { return "safeArea" }
        if expression.hasSuffix("layoutMarginsGuide") { return "margins" }
        let trimmed = unwrapped(expression)
        if trimmed == "self" { return "self" }
        if trimmed == "superview" || trimmed.hasSuffix(".superview") { return "superview" }
        return name(of: trimmed)
    }

    /// The expression without spaces around it and without the `!` or `?` that unwraps an
    /// Optional: `title!`, `title?` name the view the Optional holds.
    static func unwrapped(_ expression: String) -> String {
        var text = expression.trimmingWhitespace()
        while let last = text.last, last == "!" || last == "?" { text.removeLast() }
        return text
    }

    /// Words that mean something else where a view belongs in a format file.
    private static let reserved: Set<String> = ["superview", "safeArea", "margins", "H", "V", "_spacer"]
}

extension String {
    func trimmingWhitespace() -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
