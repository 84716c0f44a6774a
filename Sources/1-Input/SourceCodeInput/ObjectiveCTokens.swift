import VisualSyntax

/// A token of Objective-C (or Objective-C++) source, as far as finding layouts needs:
/// comments and preprocessor lines are gone, string literals decoded.
struct ObjectiveCToken {
    enum Kind: Equatable {
        case identifier, number
        /// `@"…"` or `"…"`: `literal` holds its value.
        case string
        case punctuation
    }

    var kind: Kind
    var text: String
    /// UTF-8 offset of the first byte.
    var offset: Int
    var literal: LiteralText?
    /// `@"…"` rather than a C string.
    var isObjectLiteral = false
}

/// Splits Objective-C source into tokens with a scanner of our own (Clang cannot parse
/// an iOS file without the iOS SDK's headers). Preprocessor lines are skipped, except
/// `#define NAME @"…"` and `#define NAME 8`, which are literals the rest of the file may use.
struct ObjectiveCTokenizer {
    let bytes: [UInt8]
    let positions: SourcePositions

    /// `#define`d string and number literals, by name.
    private(set) var definedStrings: [String: LiteralText] = [:]
    private(set) var definedNumbers: [String: Double] = [:]

    init(bytes: [UInt8], positions: SourcePositions) {
        self.bytes = bytes
        self.positions = positions
    }

    mutating func tokens() -> [ObjectiveCToken] {
        var tokens: [ObjectiveCToken] = []
        var index = 0
        var atLineStart = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                atLineStart = true
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                index += 1
                continue
            default: break
            }
            if byte == UInt8(ascii: "#"), atLineStart {
                index = preprocessorLine(from: index)
                continue
            }
            atLineStart = false
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, count)
                continue
            }
            if byte == UInt8(ascii: "@"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "\"") {
                let (literal, end) = stringLiteral(quote: index + 1)
                tokens.append(ObjectiveCToken(kind: .string, text: literal.text, offset: index, literal: literal, isObjectLiteral: true))
                index = end
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let (literal, end) = stringLiteral(quote: index)
                tokens.append(ObjectiveCToken(kind: .string, text: literal.text, offset: index, literal: literal))
                index = end
                continue
            }
            if byte == UInt8(ascii: "'") {
                // A character literal: skipped whole, so a `'['` opens nothing.
                var end = index + 1
                while end < count, bytes[end] != UInt8(ascii: "'"), bytes[end] != UInt8(ascii: "\n") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                tokens.append(ObjectiveCToken(kind: .number, text: "0", offset: index))
                index = min(end + 1, count)
                continue
            }
            if Self.isIdentifierStart(byte) {
                var end = index + 1
                while end < count, Self.isIdentifierPart(bytes[end]) { end += 1 }
                tokens.append(ObjectiveCToken(kind: .identifier, text: String(decoding: bytes[index..<end], as: UTF8.self),
                                              offset: index))
                index = end
                continue
            }
            if Self.isDigit(byte) || (byte == UInt8(ascii: ".") && index + 1 < count && Self.isDigit(bytes[index + 1])) {
                var end = index + 1
                while end < count, Self.isIdentifierPart(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
                tokens.append(ObjectiveCToken(kind: .number, text: String(decoding: bytes[index..<end], as: UTF8.self),
                                              offset: index))
                index = end
                continue
            }
            // One character of punctuation (a multi-byte character outside a literal too).
            let length = utf8Length(lead: byte)
            let end = min(index + length, count)
            tokens.append(ObjectiveCToken(kind: .punctuation, text: String(decoding: bytes[index..<end], as: UTF8.self),
                                          offset: index))
            index = end
        }
        return tokens
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// A C string literal from its opening quote: its value (C escapes decoded, each
    /// character at its position as written) and the offset after its closing quote. An
    /// unterminated literal ends at its line's end.
    private func stringLiteral(quote: Int) -> (LiteralText, Int) {
        var text = LiteralText()
        var index = quote + 1
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return (text, index + 1) }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return (text, index) }
            let position = positions.location(at: index)
            if byte == UInt8(ascii: "\\"), index + 1 < count {
                let code = bytes[index + 1]
                let decoded: Character? = switch code {
                case UInt8(ascii: "n"): "\n"
                case UInt8(ascii: "t"): "\t"
                case UInt8(ascii: "r"): "\r"
                case UInt8(ascii: "0"): "\0"
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"): Character(UnicodeScalar(code))
                default: nil
                }
                if let decoded {
                    text.append(decoded, at: position)
                    index += 2
                    continue
                }
            }
            let length = utf8Length(lead: byte)
            let end = min(index + length, count)
            for character in String(decoding: bytes[index..<end], as: UTF8.self) { text.append(character, at: position) }
            index = end
        }
        return (text, index)
    }

    /// Skips a preprocessor line (with its `\` continuations), keeping a `#define` of a
    /// string or number literal; returns the offset after it.
    private mutating func preprocessorLine(from start: Int) -> Int {
        var end = start
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") {
                if end > start, bytes[end - 1] == UInt8(ascii: "\\") { end += 1; continue }
                break
            }
            end += 1
        }
        var inner = ObjectiveCTokenizer(bytes: Array(bytes[(start + 1)..<end]), positions: positions)
        let words = inner.tokens()
        if words.count >= 3, words[0].text == "define", words[1].kind == .identifier {
            let name = words[1].text
            let value = words[2...]
            let strings = value.filter { $0.kind == .string }
            if !strings.isEmpty, strings.count == value.count {
                // Positions of a nested scan are relative to the line: take them again from the file.
                var (literal, _) = stringLiteral(quote: start + 1 + words[2].offset + (words[2].isObjectLiteral ? 1 : 0))
                for more in strings.dropFirst() {
                    literal = literal + stringLiteral(quote: start + 1 + more.offset + (more.isObjectLiteral ? 1 : 0)).0
                }
                definedStrings[name] = literal
            } else if let number = ObjectiveCValues.number(Array(value)) {
                definedNumbers[name] = number
            }
        }
        return end
    }
}
