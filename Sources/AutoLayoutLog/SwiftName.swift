/// Swift class names as the Objective-C runtime prints them for classes without an
/// `@objc` name: `_TtC5MyApp8CardView` is `MyApp.CardView`, `_TtCC8GoodToGo7AppView16CartTrackMapView`
/// the nested `GoodToGo.AppView.CartTrackMapView`.
enum SwiftName {
    /// The dotted name of a mangled class name; any other name as it is.
    ///
    /// The form: `_Tt`, one kind letter per level of nesting (`C` class, `V` struct, `O` enum),
    /// then the module (`s` for Swift's own, else its length and name) and each name with
    /// its length. A length running past the end (a name cut in the log) takes what is left.
    static func demangled(_ name: String) -> String {
        guard name.hasPrefix("_Tt") else { return name }
        var rest = Substring(name.dropFirst(3))
        var levels = 0
        while let kind = rest.first, "CVO".contains(kind) {
            levels += 1
            rest.removeFirst()
        }
        guard levels > 0 else { return name }
        var parts: [String] = []
        if rest.first == "s" {
            parts.append("Swift")
            rest.removeFirst()
        } else {
            guard let module = lengthPrefixed(&rest) else { return name }
            parts.append(module)
        }
        for _ in 0..<levels {
            guard let part = lengthPrefixed(&rest) else { return name }
            parts.append(part)
        }
        guard rest.isEmpty else { return name }
        return parts.joined(separator: ".")
    }

    private static func lengthPrefixed(_ text: inout Substring) -> String? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        text = text.dropFirst(digits.count)
        guard !text.isEmpty else { return nil }
        let part = text.prefix(length)
        text = text.dropFirst(part.count)
        return String(part)
    }
}
