/// A JSON value that keeps the order of an object's keys, so tests can check the
/// contract's field order (Foundation's `JSONSerialization` gives unordered dictionaries).
enum JSONValue: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they were written.
    case object([(key: String, value: JSONValue)])

    struct SyntaxError: Error, CustomStringConvertible {
        let message: String
        let offset: Int
        var description: String { "\(message) at byte \(offset)" }
    }

    static func parse(_ text: String) throws -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("trailing text") }
        return value
    }

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array(let values): "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .object(let fields): "{" + fields.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    // MARK: Access

    subscript(key: String) -> JSONValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    var keys: [String] {
        guard case .object(let fields) = self else { return [] }
        return fields.map(\.key)
    }

    var array: [JSONValue]? {
        guard case .array(let values) = self else { return nil }
        return values
    }

    var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    // MARK: Parsing (RFC 8259)

    private struct Parser {
        let bytes: [UInt8]
        var index = 0

        func error(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: index) }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func expect(_ byte: UInt8) throws {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == byte else {
                throw error("expected '\(Character(UnicodeScalar(byte)))'")
            }
            index += 1
        }

        mutating func literal(_ word: String, _ value: JSONValue) throws -> JSONValue {
            let utf8 = Array(word.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
                throw error("unexpected text")
            }
            index += utf8.count
            return value
        }

        mutating func value() throws -> JSONValue {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object()
            case UInt8(ascii: "["): return try array()
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            default: return try number()
            }
        }

        mutating func object() throws -> JSONValue {
            index += 1
            var fields: [(key: String, value: JSONValue)] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key") }
                let key = try string()
                guard !fields.contains(where: { $0.key == key }) else { throw error("duplicate key '\(key)'") }
                try expect(UInt8(ascii: ":"))
                fields.append((key, try value()))
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"))
                return .object(fields)
            }
        }

        mutating func array() throws -> JSONValue {
            index += 1
            var values: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(values)
            }
            while true {
                values.append(try value())
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "]"))
                return .array(values)
            }
        }

        mutating func string() throws -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw.removeAll()
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard index < bytes.count else { throw error("unexpected end in an escape") }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""): scalars.append("\"")
                    case UInt8(ascii: "\\"): scalars.append("\\")
                    case UInt8(ascii: "/"): scalars.append("/")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard index + 4 <= bytes.count,
                              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                              let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
                        index += 4
                        scalars.append(scalar)
                    default: throw error("bad escape")
                    }
                case 0..<0x20:
                    throw error("control character in a string")
                default:
                    raw.append(byte)
                }
            }
            throw error("unterminated string")
        }

        mutating func number() throws -> JSONValue {
            let start = index
            while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
            guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
                index = start
                throw error("bad number")
            }
            return .number(value)
        }
    }
}
