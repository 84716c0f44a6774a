import Foundation
import AutoLayoutLog

/// Readable names for a log's views: the `names:` name, else the text in quotes
/// (`'title'` → `title`, `'Show More'` → `showMore`), else one from the class
/// (`label1`, `view2`). Each name once.
public enum ShortNames {
    public static func make(for items: [LogItem]) -> [String: String] {
        var names: [String: String] = [:]
        var taken = Set<String>()
        var perBase: [String: Int] = [:]
        for item in items {
            var name: String
            if let given = item.givenName, isIdentifier(given) {
                name = given
            } else if let given = item.givenName, let slug = slug(given) {
                name = slug  // `progress background` → `progressBackground`
            } else if let label = item.label, let slug = slug(label) {
                name = slug
            } else {
                let base = classBase(item.className)
                perBase[base, default: 0] += 1
                name = base + String(perBase[base]!)
                while taken.contains(name) {
                    perBase[base]! += 1
                    name = base + String(perBase[base]!)
                }
            }
            if taken.contains(name) {
                var n = 2
                while taken.contains(name + String(n)) { n += 1 }
                name += String(n)
            }
            taken.insert(name)
            names[item.id] = name
        }
        return names
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The well-known layout guides by what they are.
    static let guideNames = [
        "UIViewSafeAreaLayoutGuide": "safeArea", "UIViewLayoutMarginsGuide": "margins",
        "UIViewReadableContentGuide": "readableContent", "UIViewKeyboardLayoutGuide": "keyboard",
        "NSViewSafeAreaLayoutGuide": "safeArea", "NSViewLayoutMarginsGuide": "margins",
    ]

    /// `Show More` → `showMore`; nil when nothing readable is left.
    static func slug(_ label: String) -> String? {
        if let known = guideNames[label] { return known }
        // A label's text as the log quotes it may hold escapes (`\nThroughout`): not words.
        let unescaped = label.replacingOccurrences(of: #"\\[nrt]"#, with: " ", options: .regularExpression)
        let words = unescaped.split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
        guard !words.isEmpty else { return nil }
        // A long identifier written as one word (`UINavigationBarItemContentLayoutGuide`) is
        // named by its own words, so that a cut keeps whole ones.
        if words.count == 1, words[0].count > 24, words[0].allSatisfy(\.isASCII),
           let named = identifierWords(words[0]) {
            return named
        }
        var result = ""
        for (index, word) in words.prefix(4).enumerated() {
            if index == 0 {
                let isAcronym = word.count > 1 && word.dropFirst().first!.isUppercase
                result = isAcronym ? word : word.prefix(1).lowercased() + word.dropFirst()
            } else if result.count + word.count <= 20 {
                // Whole words only, so a long text gives `throughoutMy`, not a cut word.
                result += word.prefix(1).uppercased() + word.dropFirst()
            } else {
                break
            }
        }
        if result.count > 24 { result = String(result.prefix(24)) }
        // Text without spaces between its words (Chinese, Japanese) is one long word: its
        // first characters are name enough, as a few words are of a spaced text.
        if result.contains(where: { !$0.isASCII }), words.count == 1, result.count > 6 {
            result = String(result.prefix(6))
        }
        if result.first!.isNumber { result = "v" + result }
        return result
    }

    /// `UINavigationBarItemContentLayoutGuide` → `navigationBarItemContent`: the words of a
    /// camel-case identifier without its platform prefix (`UI`, `NS`) and without `Layout`,
    /// whole words up to 24 characters; nil when it has no words to split.
    static func identifierWords(_ identifier: String) -> String? {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last!.isLowercase || current.last!.isNumber || next?.isLowercase == true)
            if startsWord || character == "_" {
                if !current.isEmpty { words.append(current) }
                current = character == "_" ? "" : String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        if let first = words.first, ["UI", "NS"].contains(first) { words.removeFirst() }
        words.removeAll { $0 == "Layout" }
        guard words.count > 1, let first = words.first else { return nil }
        var result = first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() {
            guard result.count + word.count <= 24 else { break }
            result += word
        }
        return result
    }

    static let classNames = [
        "Label": "label", "ImageView": "image", "Button": "button", "View": "view", "StackView": "stack",
        "TableViewCellContentView": "cellContent", "LayoutGuide": "guide", "TextField": "field",
        "TextView": "textView", "ScrollView": "scroll", "superview": "superview",
    ]

    /// `UIImageView` → `image`, `MyApp.CardView` → `cardView`, `NSKVONotifying_UIView` → `view`,
    /// `FI_TBrowserBackgroundView` → `browserBackgroundView`.
    static func classBase(_ className: String) -> String {
        var name = className
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        if name.hasPrefix("NSKVONotifying_") { name = String(name.dropFirst("NSKVONotifying_".count)) }
        while name.hasPrefix("_") { name.removeFirst() }
        // A prefix joined by an underscore (`FI_TBrowserBackgroundView`, Finder's): the name after it.
        if let underscore = name.lastIndex(of: "_"), name[name.index(after: underscore)...].first?.isUppercase == true {
            name = String(name[name.index(after: underscore)...])
        }
        // A prefix of capitals (`UI`, `NS`, `SPUI`) before a capitalised word.
        let characters = Array(name)
        var start = 0
        while start + 2 < characters.count, characters[start].isUppercase, characters[start + 1].isUppercase {
            start += 1
        }
        name = String(characters[start...])
        if let known = classNames[name] { return known }
        guard let first = name.first else { return "view" }
        return first.lowercased() + name.dropFirst()
    }
}
