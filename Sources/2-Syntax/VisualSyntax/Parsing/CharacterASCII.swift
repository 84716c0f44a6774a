// Character tests answered from the first UTF-8 byte when it is ASCII.
//
// `Character.isLetter`, `isWhitespace` and `isNumber` look the first scalar up in the Unicode
// tables, which made them most of the parser's time on large files; format files are nearly
// all ASCII. Each fast answer below is the one the tables give: those properties belong to
// the first scalar alone, so an ASCII first byte decides them (`e\u{301}` is a letter like
// `e`). `isASCII` needs the whole character to be one ASCII scalar, hence `isSingleByte`.

extension Character {
    /// The first UTF-8 byte when it is ASCII (then it is the first scalar), else nil.
    @inline(__always)
    var asciiFirstByte: UInt8? {
        let byte = utf8.first!
        return byte < 0x80 ? byte : nil
    }

    /// True when the character is one byte long: a single ASCII scalar.
    @inline(__always)
    var isSingleByte: Bool { utf8.count == 1 }

    /// `isWhitespace`, without the Unicode tables for ASCII (tab, line breaks, space).
    var isWhitespaceFast: Bool {
        guard let byte = asciiFirstByte else { return isWhitespace }
        return byte.isASCIIWhitespace
    }
}

extension UInt8 {
    @inline(__always)
    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }

    @inline(__always)
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }

    // The character tests above for a character that is this one ASCII byte.

    @inline(__always)
    var isASCIIWhitespace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }

    @inline(__always)
    var isASCIIIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") }

    @inline(__always)
    var isASCIIIdentifierContinuation: Bool { isASCIIIdentifierStart || isASCIIDigit }
}
