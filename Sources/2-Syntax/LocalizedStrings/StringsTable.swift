import Foundation
import VisualSyntax

/// An Apple strings table (`Localizable.strings`): `"key" = "value";` entries, `/* */` and
/// `//` comments, in UTF-8 or in UTF-16 with a byte-order mark, as Xcode writes them.
///
/// Keys and values may also be bare words (letters, digits, `_ . - : /`), as the old
/// property-list format allows. Escapes: `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\Uxxxx`
/// (also `\uxxxx`). A problem is an error at its line and column, compiler style.
public struct StringsTable: Sendable, Equatable {
    /// Each key's value; a key written twice keeps its last value, as Foundation does.
    public var entries: [String: String]

    public init(entries: [String: String]) {
        self.entries = entries
    }

    /// Reads the table's bytes. `name` is the file's name for diagnostics.
    public static func parse(_ bytes: [UInt8], name: String) -> (table: StringsTable?, diagnostics: [Diagnostic],
                                                                   source: SourceFile) {
        guard let text = decode(bytes) else {
            let source = SourceFile(name: name, text: "")
            return (nil, [.error("not UTF-8, nor UTF-16 with a byte-order mark", at: nil)], source)
        }
        let source = SourceFile(name: name, text: text)
        var parser = Parser(characters: Array(source.text))
        let entries = parser.entries()
        return (parser.diagnostics.isEmpty ? StringsTable(entries: entries) : nil, parser.diagnostics, source)
    }

    /// UTF-16 with a byte-order mark (either order), else UTF-8 (a UTF-8 mark is dropped).
    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 2, (bytes[0], bytes[1]) == (0xFF, 0xFE) || (bytes[0], bytes[1]) == (0xFE, 0xFF) {
            return String(data: Data(bytes), encoding: .utf16)
        }
        var utf8 = bytes[...]
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { utf8 = utf8.dropFirst(3) }
        return String(validating: utf8, as: UTF8.self)
    }

    /// A recursive-descent reader over the characters, tracking line and column.
    private struct Parser {
        let characters: [Character]
        var index = 0
        var line = 1
        var column = 1
        var diagnostics: [Diagnostic] = []

        var here: SourceLocation { SourceLocation(line: line, column: column) }
        var current: Character? { index < characters.count ? characters[index] : nil }
        var next: Character? { index + 1 < characters.count ? characters[index + 1] : nil }

        mutating func advance() {
            if current == "\n" || current == "\r\n" || current == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func fail(_ message: String, at location: SourceLocation) {
            diagnostics.append(.error(message, at: .point(location)))
        }

        mutating func entries() -> [String: String] {
            var entries: [String: String] = [:]
            while diagnostics.isEmpty {
                skipSpaceAndComments()
                guard current != nil else { break }
                let start = here
                guard let key = word("a key") else { break }
                skipSpaceAndComments()
                guard current == "=" else {
                    fail("expected '=' after the key \(quoted(key))", at: here)
                    break
                }
                advance()
                skipSpaceAndComments()
                guard let value = word("a value") else { break }
                skipSpaceAndComments()
                guard current == ";" else {
                    fail("expected ';' after the entry that starts at \(start)", at: here)
                    break
                }
                advance()
                entries[key] = value
            }
            return entries
        }

        func quoted(_ text: String) -> String { "\"\(text)\"" }

        mutating func skipSpaceAndComments() {
            while let character = current {
                if character.isWhitespace {
                    advance()
                } else if character == "/" && next == "*" {
                    let start = here
                    advance(); advance()
                    while current != nil && !(current == "*" && next == "/") { advance() }
                    guard current != nil else {
                        fail("a comment opened here is never closed with '*/'", at: start)
                        return
                    }
                    advance(); advance()
                } else if character == "/" && next == "/" {
                    while let c = current, c != "\n" && c != "\r\n" && c != "\r" { advance() }
                } else {
                    return
                }
            }
        }

        static func isBare(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || "_.-:/$".contains(character)
        }

        /// A quoted string or a bare word; nil (with an error) when there is neither.
        mutating func word(_ what: String) -> String? {
            guard let character = current else {
                fail("expected \(what), found the end of the file", at: here)
                return nil
            }
            if character == "\"" { return quotedString() }
            guard Self.isBare(character) else {
                fail("expected \(what) (a quoted string), found \(character.quotedForMessage)", at: here)
                return nil
            }
            var text = ""
            while let c = current, Self.isBare(c) {
                text.append(c)
                advance()
            }
            return text
        }

        mutating func quotedString() -> String? {
            let start = here
            advance()
            var text = ""
            while let character = current {
                switch character {
                case "\"":
                    advance()
                    return text
                case "\\":
                    let escape = here
                    advance()
                    guard let escaped = current else { break }
                    advance()
                    switch escaped {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    case "r": text.append("\r")
                    case "0": text.append("\0")
                    case "U", "u":
                        var hex = ""
                        while hex.count < 4, let c = current, c.isHexDigit {
                            hex.append(c)
                            advance()
                        }
                        guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value)
                        else {
                            fail("'\\\(escaped)' needs four hexadecimal digits of a character", at: escape)
                            return nil
                        }
                        text.unicodeScalars.append(scalar)
                    default: text.append(escaped)
                    }
                default:
                    text.append(character)
                    advance()
                }
            }
            fail("a string opened here is never closed with '\"'", at: start)
            return nil
        }
    }
}
