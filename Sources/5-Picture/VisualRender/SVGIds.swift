/// Renumbers the ids of an SVG in order of appearance.
///
/// Cairo names some SVG elements from counters shared by the whole process (`surface12`
/// counts every surface ever made), so the same picture drawn after another would differ.
/// Each id becomes its letters plus the number of ids with those letters seen so far
/// (`surface5` → `surface1`, `glyph0-1` → `glyph1`, …), and every reference (`#id`)
/// follows. Works on bytes: ids and references are ASCII.
enum SVGIds {
    private static let idMarker = Array("id=\"".utf8)
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let bracket = UInt8(ascii: ")")

    static func renumber(_ bytes: [UInt8]) -> [UInt8] {
        // First pass: every id, in order, and its new name.
        var renamed: [[UInt8]: [UInt8]] = [:]
        var counts: [[UInt8]: Int] = [:]
        var index = 0
        while let start = find(idMarker, in: bytes, from: index) {
            let valueStart = start + idMarker.count
            guard let close = bytes[valueStart...].firstIndex(of: quote) else { break }
            let id = Array(bytes[valueStart..<close])
            let letters = Array(id.prefix { isLetter($0) })
            // Only Cairo's own ids: a view's group (`SVGTextLayer`) keeps its name.
            if renamed[id] == nil && isCairoID(id, letters: letters) {
                counts[letters, default: 0] += 1
                renamed[id] = letters + Array(String(counts[letters]!).utf8)
            }
            index = close
        }
        guard !renamed.isEmpty else { return bytes }
        // Second pass: rewrite each `id="…"` and each `#…` that names an id.
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        index = 0
        while index < bytes.count {
            if bytes[index] == quote || bytes[index] == hash,
               let end = bytes[(index + 1)...].firstIndex(where: { $0 == quote || $0 == bracket }),
               let name = renamed[Array(bytes[(index + 1)..<end])],
               bytes[index] == hash || endsWith(out, idMarker.dropLast()) {
                out.append(bytes[index])
                out += name
                index = end
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }

    /// The kinds of id Cairo writes, each followed by its counter.
    static let cairoPrefixes: Set<String> = ["surface", "clip", "glyph", "image", "source", "mask", "pattern",
                                              "filter", "linear", "radial", "emoji"]

    /// Whether `id` is one of Cairo's: a known kind, then digits (and dashes).
    static func isCairoID<C: Collection<UInt8>>(_ id: C, letters: [UInt8]) -> Bool {
        guard cairoPrefixes.contains(String(decoding: letters, as: UTF8.self)) else { return false }
        let rest = id.dropFirst(letters.count)
        return !rest.isEmpty && rest.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func endsWith(_ bytes: [UInt8], _ suffix: ArraySlice<UInt8>) -> Bool {
        bytes.count >= suffix.count && bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0] && bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
