/// A log's bytes as text, line by line, with what the bytes tell about how it was cut.
///
/// `fold -w` counts bytes, not characters: it may cut a label's `ğ` or `語` or an emoji in two,
/// its first bytes ending one line and the rest starting the next (after a Markdown quote's
/// `> ` when the folded log was quoted). Such a line is cut for sure; the character is put back
/// whole at the start of the next line (after its quote marker), so that the log reads as UTF-8
/// and keeps its lines. Bytes that are not UTF-8 otherwise read as `�`, never as a failure.
struct PastedBytes {
    /// The text: the lines, repaired, joined with their own terminators (the lines
    /// `SourceFile` splits it into are these).
    var text: String
    /// The 0-based lines that ended inside a character (lines a fixed-width cut went on), and
    /// how many bytes of it were moved to the next line.
    var cutInsideACharacter: [Int: Int] = [:]
    /// The 1-based line and column (in characters) of the first byte that is not UTF-8.
    var firstUndecodable: (line: Int, column: Int)?

    init(_ bytes: some Collection<UInt8>) {
        var lines: [[UInt8]] = []
        var terminators: [[UInt8]] = []
        var current: [UInt8] = []
        var iterator = bytes.makeIterator()
        var pending = iterator.next()
        while let byte = pending {
            pending = iterator.next()
            switch byte {
            case UInt8(ascii: "\n"):
                lines.append(current); terminators.append([byte]); current = []
            case UInt8(ascii: "\r"):
                if pending == UInt8(ascii: "\n") {
                    terminators.append([byte, UInt8(ascii: "\n")])
                    pending = iterator.next()
                } else {
                    terminators.append([byte])
                }
                lines.append(current); current = []
            default:
                current.append(byte)
            }
        }
        // A terminator at the very end starts no extra line, as `SourceFile` splits.
        if !current.isEmpty || lines.isEmpty { lines.append(current); terminators.append([]) }

        for index in lines.indices.dropLast() {
            let tail = Self.unfinishedCharacter(at: lines[index])
            guard tail.count > 0 else { continue }
            let next = lines[index + 1]
            let marker = next.prefix { $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: " ") }.count
            let rest = next.dropFirst(marker)
            let missing = Self.length(ofCharacterStartingWith: tail.first!) - tail.count
            guard rest.count >= missing, rest.prefix(missing).allSatisfy(Self.isContinuation) else { continue }
            lines[index].removeLast(tail.count)
            lines[index + 1].insert(contentsOf: tail, at: marker)
            cutInsideACharacter[index] = tail.count
        }

        text = zip(lines, terminators).map { String(decoding: $0 + $1, as: UTF8.self) }.joined()
        for (index, line) in lines.enumerated() where String(validating: line, as: UTF8.self) == nil {
            let valid = Self.validPrefixLength(of: line)
            firstUndecodable = (index + 1, String(decoding: line.prefix(valid), as: UTF8.self).count + 1)
            break
        }
    }

    /// How wide `fold -w` counted the 0-based line `index` (its text `line`, perhaps without
    /// a quote marker added after the cut): a byte a column, a tab to the next tab stop, and
    /// the bytes of a character cut in two where they were.
    func byteWidth(of line: [Character], at index: Int) -> Int {
        let width = line.reduce(0) { column, character in
            character == "\t" ? (column / CutLines.tabWidth + 1) * CutLines.tabWidth : column + character.utf8.count
        }
        return width + (cutInsideACharacter[index] ?? 0) - (cutInsideACharacter[index - 1] ?? 0)
    }

    /// The first bytes of a character that the line ends before its end: empty when it ends
    /// with a whole character.
    static func unfinishedCharacter(at line: [UInt8]) -> ArraySlice<UInt8> {
        // A character is at most four bytes: its start is among the last three.
        for start in line.indices.reversed().prefix(3) where !isContinuation(line[start]) {
            let length = length(ofCharacterStartingWith: line[start])
            let tail = line[start...]
            guard length > tail.count, tail.dropFirst().allSatisfy(isContinuation) else { return [] }
            return tail
        }
        return []
    }

    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0b1100_0000 == 0b1000_0000 }

    /// The bytes a character takes, from its first byte (1 for one that starts none).
    static func length(ofCharacterStartingWith byte: UInt8) -> Int {
        switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
    }

    /// How many bytes from the start of `line` are whole UTF-8 characters.
    static func validPrefixLength(of line: [UInt8]) -> Int {
        var end = 0
        while end < line.count {
            let length = length(ofCharacterStartingWith: line[end])
            guard end + length <= line.count,
                  String(validating: line[end..<(end + length)], as: UTF8.self) != nil else { return end }
            end += length
        }
        return end
    }
}
