/// Swift class names as the Objective-C runtime prints them for classes without an
/// `@objc` name: `_TtC5MyApp8CardView` is `MyApp.CardView`, `_TtCC8GoodToGo7AppView16CartTrackMapView`
/// the nested `GoodToGo.AppView.CartTrackMapView`, and a generic one such as
/// `_TtGC7SwiftUI14_UIHostingViewV5MyApp11ContentView_` is
/// `SwiftUI._UIHostingView<MyApp.ContentView>`; `_TtGC8MyAppXYZ8CardViewCS_P10$10582914415RecoveryKeyView_`,
/// which names its module again by substitution (`S_`) and a private class, is
/// `MyAppXYZ.CardView<MyAppXYZ.RecoveryKeyView>`.
enum SwiftName {
    /// The dotted name of a mangled class name; any other name as it is.
    static func demangled(_ name: String) -> String {
        guard name.hasPrefix("_Tt") else { return name }
        var rest = Substring(name.dropFirst(3))
        var substitutions: [String] = []
        guard let type = readType(&rest, &substitutions), rest.isEmpty else { return name }
        return type
    }

    /// Swift's own types as the old mangling abbreviates them (`Si` is `Swift.Int`).
    static let standard: [Character: String] = [
        "i": "Int", "u": "UInt", "S": "String", "b": "Bool", "d": "Double", "f": "Float", "a": "Array", "q": "Optional",
    ]

    /// One type: `G` a generic type and its arguments up to `_`; `S` and a letter one of
    /// Swift's; else one kind letter per level of nesting (`C` class, `V` struct, `O` enum),
    /// the module (`s` for Swift's own, else its length and name) and each name with its
    /// length. A length running past the end (a name cut in the log) takes what is left.
    private static func readType(_ text: inout Substring, _ substitutions: inout [String]) -> String? {
        if text.first == "G" {
            text.removeFirst()
            guard let base = readType(&text, &substitutions) else { return nil }
            var arguments: [String] = []
            while let next = text.first, next != "_" {
                guard let argument = readType(&text, &substitutions) else { return nil }
                arguments.append(argument)
            }
            guard !text.isEmpty else { return nil }
            text.removeFirst()  // `_`
            return base + "<" + arguments.joined(separator: ", ") + ">"
        }
        if text.first == "S", text.count >= 2, let known = standard[text[text.index(after: text.startIndex)]] {
            text.removeFirst(2)
            return "Swift." + known
        }
        var levels = 0
        while let kind = text.first, "CVO".contains(kind) {
            levels += 1
            text.removeFirst()
        }
        guard levels > 0 else { return nil }
        var parts: [String] = []
        if text.first == "s" {
            parts.append("Swift")
            text.removeFirst()
        } else if text.first == "S", let index = substitutionIndex(&text) {
            // `S_`, `S0_`, …: a module named earlier in the same name.
            guard index < substitutions.count else { return nil }
            parts.append(substitutions[index])
        } else {
            guard let module = lengthPrefixed(&text) else { return nil }
            parts.append(module)
            if !substitutions.contains(module) { substitutions.append(module) }
        }
        for _ in 0..<levels {
            guard let part = declarationName(&text) else { return nil }
            parts.append(part)
            let path = parts.joined(separator: ".")
            if !substitutions.contains(path) { substitutions.append(path) }
        }
        return parts.joined(separator: ".")
    }

    /// `S_` is the first substitution, `S0_` the second, `S1_` the third…; nil (nothing
    /// read) when no substitution stands here.
    private static func substitutionIndex(_ text: inout Substring) -> Int? {
        let digits = text.dropFirst().prefix { $0.isASCII && $0.isNumber }
        let after = text.dropFirst(1 + digits.count)
        guard after.first == "_" else { return nil }
        text = after.dropFirst()
        return digits.isEmpty ? 0 : Int(digits)! + 1
    }

    /// A name with its length, or a private one: `P`, its file's discriminator with its
    /// length, then the name (`P10$10582914415RecoveryKeyView` is `RecoveryKeyView`).
    private static func declarationName(_ text: inout Substring) -> String? {
        if text.first == "P" {
            text.removeFirst()
            guard lengthPrefixed(&text) != nil else { return nil }
        }
        return lengthPrefixed(&text)
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
