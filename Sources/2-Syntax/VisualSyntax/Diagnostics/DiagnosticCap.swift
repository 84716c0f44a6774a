/// How many diagnostics of one kind are shown per file: a line of 10,000 views that are
/// all ambiguous says so ten times and then how many more, instead of 10,000 times.
extension Diagnostic {
    /// Diagnostics of one kind shown before the rest are summed up.
    public static let shownPerKind = 10

    /// Two diagnostics are of one kind when they have the same severity and the same
    /// message once quoted text and numbers are set aside: `layout of 'a' is ambiguous
    /// (vertical): …` and `layout of 'b' is ambiguous (vertical): …` are; an ambiguity
    /// and an overlap are not.
    public var kind: String {
        if let kind = asciiKind { return kind }
        var template = "\(severity): "
        var quoted = false
        for character in message {
            if character == "'" {
                quoted.toggle()
                if quoted { template.append("'…'") }
            } else if !quoted {
                // A number, decimal point included, is one `#`.
                let numeric = character.isASCII && character.isNumber || character == "." && template.last == "#"
                if !numeric { template.append(character) } else if template.last != "#" { template.append("#") }
            }
        }
        return template
    }

    /// `kind` for an ASCII message (all of the tool's own messages, unless a name in one is
    /// not ASCII), byte by byte: going character by character, with a Unicode lookup per
    /// character and `template.last` after each, took half of the time of laying out a file
    /// with 10,000 ambiguous views. In ASCII every byte is a character (`\r\n` is one, but
    /// neither byte is special here), so the bytes give the same template.
    private var asciiKind: String? {
        let quote = UInt8(ascii: "'"), hash = UInt8(ascii: "#"), point = UInt8(ascii: ".")
        var template = Array("\(severity): ".utf8)
        var quoted = false
        var endsWithHash = false
        for byte in message.utf8 {
            guard byte < 0x80 else { return nil }
            if byte == quote {
                quoted.toggle()
                if quoted {
                    template += "'…'".utf8
                    endsWithHash = false
                }
            } else if !quoted {
                // A number, decimal point included, is one `#`.
                let numeric = (0x30...0x39).contains(byte) || byte == point && endsWithHash
                if !numeric {
                    template.append(byte)
                    endsWithHash = byte == hash
                } else if !endsWithHash {
                    template.append(hash)
                    endsWithHash = true
                }
            }
        }
        return String(decoding: template, as: UTF8.self)
    }

    /// The note that stands for the diagnostics of a kind left out.
    static func omitted(_ count: Int) -> Diagnostic {
        .note("… and \(count.grouped) more like this", at: nil)
    }
}

extension Sequence where Element == Diagnostic {
    /// The first `limit` diagnostics of each kind (see `Diagnostic.kind`), in order; after
    /// the last one shown of a kind with more, a note without a position saying how many
    /// more there are (`… and 9,990 more like this`). What commands print, and what the
    /// layout's JSON lists.
    public func cappedPerKind(_ limit: Int = Diagnostic.shownPerKind) -> [Diagnostic] {
        let all = Array(self)
        let kinds = all.map(\.kind)
        var total: [String: Int] = [:]
        for kind in kinds { total[kind, default: 0] += 1 }
        var shown: [String: Int] = [:]
        var result: [Diagnostic] = []
        for (diagnostic, kind) in zip(all, kinds) {
            shown[kind, default: 0] += 1
            let count = shown[kind]!
            guard count <= limit else { continue }
            result.append(diagnostic)
            if count == limit, total[kind]! > limit { result.append(.omitted(total[kind]! - limit)) }
        }
        return result
    }
}

extension Int {
    /// `9990` as `9,990`, the way the tool writes counts for people.
    public var grouped: String {
        let digits = String(self.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return grouped
    }
}
