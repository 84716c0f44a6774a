/// The name a misspelling most likely meant (`rendr` → `render`, `--formt` → `--format`):
/// the candidate fewest single-character edits away, when that is close enough to be a
/// slip rather than another word; or the one candidate the name begins.
enum NearestName {
    static func of(_ name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.lowercased()))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        // Short names are near everything: one slip for up to four letters, two after.
        let allowed = typed.count <= 4 ? 1 : 2
        if let best, best.distance <= allowed { return best.candidate }
        let continuing = candidates.filter { $0.hasPrefix(name) }
        return continuing.count == 1 ? continuing[0] : nil
    }

    /// Levenshtein's distance, one row at a time; a swap of two neighbours counts as one
    /// edit (`scna` → `scan`), as it is one slip of the fingers.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous) = (previous, current)
        }
        return previous[b.count]
    }
}
