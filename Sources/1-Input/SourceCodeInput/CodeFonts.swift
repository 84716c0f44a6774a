import VisualSyntax

/// A font the code gives a view (`UIFont.systemFont(ofSize: 20, weight: .semibold)`,
/// `[UIFont boldSystemFontOfSize:20]`, `UIFont(name: "Avenir", size: 14)`, a text style),
/// as a format file's `font SIZE [WEIGHT]`.
public struct CodeFont: Sendable, Equatable {
    /// The size in points, as UIKit draws it.
    public var size: Double
    public var weight: FontWeight?

    /// The mockup face is about 12 % wider than San Francisco: the size a text is drawn at
    /// so that it takes the room UIKit gives it (the Interface Builder reader draws stored
    /// sizes at the same scale, and a label's default 15 is UIKit's 17 so drawn).
    static let drawnScale = 0.88

    /// `font SIZE [WEIGHT]`, the size drawn at `drawnScale` to half points.
    var attribute: String {
        let drawn = max(1, (size * Self.drawnScale * 2).rounded() / 2)
        return "font \(drawn.formatted)" + (weight.map { " \($0)" } ?? "")
    }

    /// The font an expression makes, written in either language; nil when its size is only
    /// known at run time or it is no font this reads. `number` gives a size written as a
    /// name (a constant in scope).
    static func font(_ spelled: String, number: (String) -> Double?) -> CodeFont? {
        if let style = textStyle(in: spelled) { return style }
        guard let size = argument(after: ["ofSize", "OfSize", "size"], in: spelled).flatMap({ Double($0) ?? number($0) }),
              size > 0, size <= 1_000 else { return nil }
        var weight = argument(after: ["weight"], in: spelled).flatMap(Self.weight)
        if spelled.contains("boldSystemFont") || spelled.contains("BoldSystemFont") { weight = .bold }
        return CodeFont(size: size, weight: weight == .regular ? nil : weight)
    }

    /// The word written after `LABEL:` (`ofSize: 20`, `OfSize:20.0f`, `size : 14` as Objective-C
    /// tokens are spaced), its suffixes and casts left out: the first of the labels found.
    private static func argument(after labels: [String], in spelled: String) -> String? {
        for label in labels {
            var searched = spelled[...]
            while let range = searched.range(of: label) {
                searched = searched[range.upperBound...]
                // `size` must start a word (`fontWithName:size:`), not be `ofSize`'s tail.
                if label == "size", range.lowerBound > spelled.startIndex,
                   spelled[spelled.index(before: range.lowerBound)].isLetter { continue }
                var value = searched.drop { $0 == " " }
                guard value.first == ":" else { continue }
                value = value.dropFirst().drop { $0 == " " || $0 == "(" }
                if value.hasPrefix("CGFloat") { value = value.dropFirst("CGFloat".count).drop { $0 == " " || $0 == ")" } }
                let word = value.prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
                var text = String(word)
                while let last = text.last, "fF".contains(last), Double(text.dropLast()) != nil { text.removeLast() }
                return text.isEmpty ? nil : text
            }
        }
        return nil
    }

    /// `UIFontWeightSemibold`, `.semibold`, `UIFont.Weight.semibold`: the format's weight
    /// (lighter ones are regular, `black` heavy).
    private static func weight(_ spelled: String) -> FontWeight? {
        var word = spelled.split(separator: ".").last.map(String.init) ?? spelled
        for prefix in ["UIFontWeight", "NSFontWeight"] where word.hasPrefix(prefix) { word.removeFirst(prefix.count) }
        switch word.lowercased() {
        case "ultralight", "thin", "light", "regular": return .regular
        case "medium": return .medium
        case "semibold": return .semibold
        case "bold": return .bold
        case "heavy", "black": return .heavy
        default: return nil
        }
    }

    /// `preferredFont(forTextStyle: .headline)`, `preferredFontForTextStyle:UIFontTextStyleHeadline`:
    /// the style's size at the default content size (Large), as Apple's type table gives it.
    private static func textStyle(in spelled: String) -> CodeFont? {
        guard spelled.contains("TextStyle"), let style = argument(after: ["forTextStyle", "ForTextStyle"], in: spelled)
        else { return nil }
        var word = style.split(separator: ".").last.map(String.init) ?? style
        for prefix in ["UIFontTextStyle", "NSFontTextStyle"] where word.hasPrefix(prefix) { word.removeFirst(prefix.count) }
        let sizes: [String: Double] = [
            "largetitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
            "callout": 16, "subheadline": 15, "subhead": 15, "footnote": 13, "caption1": 12, "caption2": 11,
        ]
        guard let size = sizes[word.lowercased()] else { return nil }
        return CodeFont(size: size, weight: word.lowercased() == "headline" ? .semibold : nil)
    }
}
