// Converting between strings and the `[Character]` arrays the parsers read.
//
// The standard library's generic conversions go one character at a time through
// `RangeReplaceableCollection` and `Sequence` machinery: on a large file they cost more than
// the parsing itself. These give the same results with one pass and one allocation.

extension String {
    /// The characters' text one after the other: the same string as `String(characters)`.
    ///
    /// Copies their UTF-8 bytes into a string of the right size at once (an identifier of up
    /// to 15 bytes needs no allocation at all).
    init(joining characters: ArraySlice<Character>) {
        let byteCount = characters.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: byteCount) { buffer in
            var written = 0
            for character in characters {
                for byte in character.utf8 {
                    buffer[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    /// The string's characters: the same array as `Array(self)`.
    ///
    /// `Array(self)` walks the grapheme clusters twice (once to count them). In ASCII text
    /// without `\r` every byte is a character of its own (of ASCII, Unicode only joins `\r\n`),
    /// so such text (nearly every line) needs no grapheme breaking at all; other text is walked
    /// once.
    var characterArray: [Character] {
        let fast: [Character]?? = utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            let table = asciiCharacterTable
            return bytes.map { table[Int($0)] }
        }
        if let fast = fast ?? nil { return fast }
        var characters: [Character] = []
        characters.reserveCapacity(utf8.count)
        for character in self {
            characters.append(character)
        }
        return characters
    }
}

extension Array where Element == UInt8 {
    /// ASCII bytes (below 0x80, no `\r` before `\n`) as characters, one per byte.
    var asciiCharacters: [Character] {
        let table = asciiCharacterTable
        return map { table[Int($0)] }
    }
}

/// The 128 ASCII characters, by code: making a `Character` from a byte costs far more than
/// copying a made one.
private let asciiCharacterTable: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
