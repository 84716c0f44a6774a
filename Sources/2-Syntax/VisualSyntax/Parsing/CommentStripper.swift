/// A line's code: its characters, and for an ASCII line the same as bytes (one per
/// character), which let the parsers copy names out without going character by character.
struct LineCode {
    var characters: [Character]
    var asciiBytes: [UInt8]?
}

/// Separates a line's code from its comment.
enum CommentStripper {
    /// The line up to its comment, trailing whitespace removed.
    ///
    /// `#` starts a comment at the start of a line or after whitespace, and never inside a
    /// quoted string (`view title label "Issue #12"`). A `#` glued to code (`[a#b]`) is code,
    /// so the parser reports it instead of silently cutting the line.
    static func code(of line: String) -> LineCode {
        if let code = asciiCode(of: line) { return code }
        let characters = line.characterArray
        var end = characters.count
        var isInString = false
        var index = 0
        scan: while index < characters.count {
            let character = characters[index]
            if isInString {
                if character == "\\" {
                    index += 2
                    continue
                }
                if character == "\"" { isInString = false }
            } else if character == "\"" {
                isInString = true
            } else if character == "#", index == 0 || characters[index - 1].isWhitespaceFast {
                end = index
                break scan
            }
            index += 1
        }
        while end > 0, characters[end - 1].isWhitespaceFast {
            end -= 1
        }
        // Most lines have no comment and no trailing space: no copy then.
        return LineCode(characters: end == characters.count ? characters : Array(characters[..<end]), asciiBytes: nil)
    }

    /// `code(of:)` for an ASCII line without `\r`, on its bytes: there every byte is a
    /// character of its own, so the same scan over bytes finds the same comment. Nil for
    /// any other line.
    private static func asciiCode(of line: String) -> LineCode? {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let found: LineCode?? = line.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) else { return nil }
            var end = bytes.count
            var isInString = false
            var index = 0
            scan: while index < bytes.count {
                let byte = bytes[index]
                if isInString {
                    if byte == backslash {
                        index += 2
                        continue
                    }
                    if byte == quote { isInString = false }
                } else if byte == quote {
                    isInString = true
                } else if byte == hash, index == 0 || isWhitespace(bytes[index - 1]) {
                    end = index
                    break scan
                }
                index += 1
            }
            while end > 0, isWhitespace(bytes[end - 1]) {
                end -= 1
            }
            let code = Array(bytes[..<end])
            return LineCode(characters: code.asciiCharacters, asciiBytes: code)
        }
        return found ?? nil
    }
}
