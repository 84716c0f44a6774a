import Testing
@testable import VisualSyntax

/// The parser's fast text paths (bytes instead of characters, ASCII instead of Unicode
/// tables) give exactly what the character-by-character definitions give.
@Suite struct TextConversionTests {
    /// Strings with the cases the fast paths must get right: line breaks of every kind,
    /// `\r\n` as one character, combining marks after ASCII, non-ASCII letters, digits and
    /// spaces, emoji.
    static let samples: [String] = [
        "", "a", "H:|-[v0(30)]-|", "a\nb", "a\r\nb", "a\rb", "a\n", "a\r\n", "\n", "\r\n\r\n", "\r\r\n",
        "\n\n", "a\r", "e\u{301}x", "_\u{301}", "1\u{20E3}", "\r\u{301}", "\n\u{301}a", "Café 标题",
        "٣", "\u{A0}x", "x\u{85}y", "👩‍👩‍👧", "[a]\t[b] # note",
    ]

    /// The definition the byte-wise split replaced.
    private static func linesByCharacter(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var endsWithTerminator = false
        for character in text {
            if character == "\n" || character == "\r\n" || character == "\r" {
                lines.append(current)
                current = ""
                endsWithTerminator = true
            } else {
                current.append(character)
                endsWithTerminator = false
            }
        }
        if !current.isEmpty || (!endsWithTerminator && !text.isEmpty) { lines.append(current) }
        return lines
    }

    @Test(arguments: samples)
    func linesAreSplitAsCharactersWouldBe(text: String) {
        #expect(SourceFile(name: "t", text: text).lines == Self.linesByCharacter(text))
    }

    @Test(arguments: samples)
    func characterArrayIsArrayOfCharacters(text: String) {
        let characters = text.characterArray
        #expect(characters == Array(text))
        #expect(String(joining: characters[...]) == text)
        if characters.count >= 2 {
            #expect(String(joining: characters[1...]) == String(characters[1...]))
        }
    }

    @Test(arguments: samples.flatMap(Array.init))
    func characterTestsMatchTheirDefinitions(character: Character) {
        #expect(character.isIdentifierStart == (character.isLetter || character == "_"))
        #expect(character.isIdentifierContinuation
                == (character.isLetter || character == "_" || (character.isASCII && character.isNumber)))
        #expect(character.isASCIIDigit == (character.isASCII && character.isNumber))
        #expect(character.isWhitespaceFast == character.isWhitespace)
    }

    /// The comment stripping `CommentStripper` did on characters before it read ASCII lines
    /// as bytes.
    private static func codeByCharacter(_ line: String) -> [Character] {
        let characters = Array(line)
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
            } else if character == "#", index == 0 || characters[index - 1].isWhitespace {
                end = index
                break scan
            }
            index += 1
        }
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        return Array(characters[..<end])
    }

    @Test(arguments: [
        "[a] # comment", "#all comment", "view t label \"Issue #12\"  # note", "[a#b]", "[a]#b",
        "view t label \"a\\\"#b\" # c", "[a]  \t", "\"abc # d", "x \\# y", "\t# tab first", "",
        "view t label \"Café #1\" # é", "é # x", "[a] #\u{301} b", "\"\u{301} # x",
    ] + samples)
    func commentsAreStrippedAsCharactersWouldBe(line: String) {
        let code = CommentStripper.code(of: line)
        #expect(code.characters == Self.codeByCharacter(line))
        if let bytes = code.asciiBytes {
            #expect(bytes == Array(String(code.characters).utf8))
        }
    }

    /// Every ASCII character, one by one and with a combining mark after it.
    @Test func everyASCIICharacterMatchesItsDefinitions() {
        for code in 0..<128 {
            let scalar = Unicode.Scalar(UInt8(code))
            // A mark does not combine with a control character: then that is two characters.
            let marked = "\(scalar)\u{301}"
            for character in [Character(scalar)] + (marked.count == 1 ? [Character(marked)] : []) {
                #expect(character.isIdentifierStart == (character.isLetter || character == "_"), "\(code)")
                #expect(character.isIdentifierContinuation
                        == (character.isLetter || character == "_" || (character.isASCII && character.isNumber)), "\(code)")
                #expect(character.isASCIIDigit == (character.isASCII && character.isNumber), "\(code)")
                #expect(character.isWhitespaceFast == character.isWhitespace, "\(code)")
            }
        }
    }
}
