/// Where a line of text may break when it wraps: between words at spaces, and between
/// two characters of Chinese or Japanese, which are written without spaces (as UIKit and
/// browsers break them, after Unicode's line breaking rules, UAX #14, for ideographs).
///
/// The rules kept are the ones a mockup shows: closing punctuation, small kana and the
/// prolonged sound mark never start a line (`。` stays with the word before it), and
/// opening brackets never end one (`「` goes with the word after it). Korean breaks at its
/// spaces, as its writing has them; Thai, which needs a dictionary, breaks only at spaces.
enum LineBreaks {
    /// A run of text no line break may divide, and whether a space came before it.
    struct Piece: Equatable {
        var text: String
        /// True when a space separated it from the piece before (the space is dropped at a
        /// break and kept as one space otherwise).
        var spaced: Bool
    }

    /// `line` cut at every place it may break.
    static func pieces(of line: String) -> [Piece] {
        var pieces: [Piece] = []
        var spaceBefore = false
        // True when the last piece may not be followed by a break (it ends in `「`, say).
        var gluedToNext = false
        // True when the last piece ends with a character that allows a break after it.
        var breakAfterLast = false
        for character in line {
            if character == " " {
                spaceBefore = true
                continue
            }
            let ideographic = isIdeographic(character)
            let joinsPrevious = !pieces.isEmpty && !spaceBefore
                && (gluedToNext || neverStartsLine(character) || (!ideographic && !breakAfterLast))
            if joinsPrevious {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append(Piece(text: String(character), spaced: spaceBefore && !pieces.isEmpty))
            }
            spaceBefore = false
            gluedToNext = neverEndsLine(character)
            breakAfterLast = ideographic
        }
        return pieces
    }

    /// Han ideographs, kana, CJK punctuation and full-width forms: a line may break before
    /// and after each (unless the rules above keep it).
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        switch scalar {
        case 0x2E80...0x2FDF,    // CJK radicals, Kangxi radicals
             0x3000...0x303F,    // CJK symbols and punctuation
             0x3040...0x30FF,    // hiragana, katakana
             0x3100...0x31FF,    // bopomofo, kana extensions
             0x3400...0x4DBF,    // CJK extension A
             0x4E00...0x9FFF,    // CJK unified ideographs
             0xF900...0xFAFF,    // CJK compatibility ideographs
             0xFF00...0xFF60,    // full-width forms
             0xFFE0...0xFFE6,
             0x20000...0x3FFFF:  // CJK extensions B and beyond
            return true
        default:
            return false
        }
    }

    /// Closing punctuation, small kana and marks that stay at the end of the line before.
    static func neverStartsLine(_ character: Character) -> Bool {
        "、。，．・：；？！）］｝」』】〕〉》〙〗ゝゞヽヾーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻‐゠〜～,.:;!?)]}%…"
            .contains(character)
    }

    /// Opening brackets that stay with the text after them.
    static func neverEndsLine(_ character: Character) -> Bool {
        "（［｛「『【〔〈《〘〖([{".contains(character)
    }
}
