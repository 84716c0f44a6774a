/// The stand-in text of a label, button or text field whose code gives it no literal text:
/// its name in words (`nameLabel` → "Name", `emailField` → "Email", `lblDateOfBirth` →
/// "Date of birth", `saveURLButton` → "Save URL", `answer3Button` → "Answer 3"). Real code
/// sets most texts at run time (from a model, a localization helper); laid out empty, such
/// a label has no width and its row reads as ambiguous or squeezed, and such a field no
/// height, while a word of about the right length shows where the text goes.
enum SampleText {
    /// Words that say what the view is, not what it shows: dropped at either end.
    private static let roleWords: Set<String> = ["label", "lbl", "button", "btn", "text", "txt", "view",
                                                 "field", "tf"]

    /// The stand-in for `view`, a view of `kind` (`label`, `button`, `field`).
    static func forView(named view: String, kind: String) -> String {
        var words = self.words(of: view)
        func isRole(_ word: String) -> Bool { roleWords.contains(word.lowercased()) }
        while words.count > 1, let last = words.last, isRole(last) { words.removeLast() }
        while words.count > 1, let first = words.first, isRole(first) { words.removeFirst() }
        let kindName = kind.prefix(1).uppercased() + kind.dropFirst()
        guard let first = words.first, !(words.count == 1 && isRole(first)) else { return kindName }
        // `label1`: the kind and its number.
        if words.allSatisfy({ $0.allSatisfy(\.isNumber) }) { return kindName + " " + words.joined(separator: " ") }
        let phrase = words.enumerated().map { index, word in
            // An acronym keeps its capitals; other words are lower case after the first.
            word.count > 1 && word.allSatisfy(\.isUppercase) ? word
                : index == 0 ? word.prefix(1).uppercased() + word.dropFirst().lowercased() : word.lowercased()
        }
        return phrase.joined(separator: " ")
    }

    /// `saveURLButton` → save, URL, Button; `answer3Button` → answer, 3, Button; `first_name` →
    /// first, name.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            // A capital starts a word after a small letter or a digit, and ends an acronym
            // when a small letter follows it (`URLLabel`: URL, Label); a number is a word.
            let startsWord = !current.isEmpty
                && (character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } == true
                                              || (previous?.isUppercase == true && next?.isLowercase == true))
                    || character.isNumber != (previous?.isNumber ?? false))
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
