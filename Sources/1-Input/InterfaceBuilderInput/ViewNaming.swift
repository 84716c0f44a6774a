/// Names of a document's views in the format file (docs/format-file.md, "Interface Builder
/// documents"): the view's `userLabel`, else its text or title made an identifier with its
/// class after it (`signInButton`, `nameLabel`), else its class (its custom class when it
/// has one) and a number (`label3`, `profileHeaderView1`). Names are unique in a frame.
struct ViewNaming {
    private var used: Set<String> = Self.reserved
    private var counters: [String: Int] = [:]

    /// Words a format file reads as something other than a view.
    static let reserved: Set<String> = [
        "superview", "safeArea", "margins", "canvas", "padding", "spacing", "metric", "view", "direction",
        "rows", "layout", "mask", "H", "V", "_spacer", "required", "high", "low", "fitting",
        "centerInSuperview", "centerHorizontallyInSuperview", "centerVerticallyInSuperview",
        "centerHorizontally", "centerVertically", "fit", "none",
    ]

    mutating func name(for view: DocumentView) -> String {
        if let label = view.element["userLabel"], let name = Self.identifier(fromWords: label, suffix: "") {
            return unique(name)
        }
        if let text = view.text, let name = Self.identifier(fromWords: text, suffix: ViewClass.nameSuffix(of: view.element)) {
            return unique(name)
        }
        let className = view.element["customClass"].flatMap { Self.identifier(fromWords: $0, suffix: "", keepCase: true) }
            ?? view.element.name
        let base = className.prefix(1).lowercased() + className.dropFirst()
        var number = counters[base, default: 0]
        var candidate: String
        repeat {
            number += 1
            candidate = "\(base)\(number)"
        } while used.contains(candidate)
        counters[base] = number
        used.insert(candidate)
        return candidate
    }

    /// `base`, or `base2`, `base3`… when it is taken.
    private mutating func unique(_ base: String) -> String {
        var candidate = base
        var number = 1
        while used.contains(candidate) {
            number += 1
            candidate = "\(base)\(number)"
        }
        used.insert(candidate)
        return candidate
    }

    /// `"Sign in"` + `Button` → `signInButton`: ASCII letters and digits of the first words
    /// (at most 30 characters of them), lower camel case; nil when there are none.
    static func identifier(fromWords text: String, suffix: String, keepCase: Bool = false) -> String? {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
        var result = ""
        for word in words {
            guard result.count + word.count <= 30 else { break }
            if result.isEmpty {
                result = keepCase ? word : word.prefix(1).lowercased() + (word.count > 1 && word == word.uppercased() ? word.dropFirst().lowercased() : String(word.dropFirst()))
            } else {
                result += word.prefix(1).uppercased() + (word == word.uppercased() ? word.dropFirst().lowercased() : String(word.dropFirst()))
            }
        }
        guard let first = result.first else { return nil }
        if first.isNumber { result = "_" + result }
        result += suffix
        return reserved.contains(result) ? result + "1" : result
    }
}
