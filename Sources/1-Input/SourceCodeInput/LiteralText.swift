import VisualSyntax

/// Text the code spells out as literals, each character with the position it was written
/// at: a string literal's value with its escapes decoded (`\"` is one character, reported
/// at its backslash), or several literals joined as the code joins them (`+`, adjacent
/// Objective-C literals).
///
/// Diagnostics about a format point into the literal through `positions`, so the caret
/// lands on the character as written, escapes counted as written.
public struct LiteralText: Sendable, Equatable {
    /// The value, as the program would have it at run time.
    public private(set) var text: String
    /// The source position of each character of `text`, in order.
    public private(set) var positions: [SourceLocation]

    public init() {
        text = ""
        positions = []
    }

    public init(text: String, positions: [SourceLocation]) {
        precondition(text.count == positions.count, "one position per character")
        self.text = text
        self.positions = positions
    }

    /// Adds one character written at `position`.
    mutating func append(_ character: Character, at position: SourceLocation) {
        // A combining mark written on its own (`\u{301}`) joins the character before it:
        // the joined character keeps that one's position. Counting the text's characters
        // would cost its whole length each time, so only a character that may join is counted.
        if !positions.isEmpty, character.mayJoinThePrevious(text.unicodeScalars.last) {
            let count = text.count
            text.append(character)
            if text.count > count { positions.append(position) }
        } else {
            text.append(character)
            positions.append(position)
        }
    }

    /// Joins another literal after this one, as `a + b` does.
    public static func + (a: LiteralText, b: LiteralText) -> LiteralText {
        var joined = a
        for (character, position) in zip(b.text, b.positions) {
            joined.append(character, at: position)
        }
        return joined
    }

    /// The position of the first character, or nil for an empty literal.
    public var start: SourceLocation? { positions.first }
}

extension Character {
    /// True when this character, appended to text ending in `previous`, may become part of
    /// that text's last character (a mark, a joiner, a variation selector, an emoji
    /// modifier or flag half, `\n` after `\r`).
    func mayJoinThePrevious(_ previous: Unicode.Scalar?) -> Bool {
        guard let first = unicodeScalars.first else { return false }
        if first == "\n" { return previous == "\r" }
        if first.isASCII { return false }
        let properties = first.properties
        return properties.isGraphemeExtend || properties.isEmojiModifier || (0x1F1E6...0x1F1FF).contains(first.value)
            || properties.generalCategory == .spacingMark || properties.generalCategory == .format
            || previous.map { (0x1F1E6...0x1F1FF).contains($0.value) || $0.value == 0x200D } ?? false
    }
}
