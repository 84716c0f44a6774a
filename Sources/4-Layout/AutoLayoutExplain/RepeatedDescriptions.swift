// A log whose list prints the same description twice (the same address, the same text:
// UIKit listed one constraint again) holds one constraint, not two. Every description
// stays its own entry (the contract's `constraints` are the list's), but the text and the
// picture's key say which lines repeat which, so that two equal rows do not read as two
// constraints that agree.

extension Explanation {
    /// Each description printed again word for word, as its first index and the indices
    /// that repeat it, in the log's order.
    var repeatedDescriptions: [(first: Int, again: [Int])] {
        var firstOf: [String: Int] = [:]
        var again: [Int: [Int]] = [:]
        for (index, constraint) in log.constraints.enumerated() {
            let text = constraint.text
            if let first = firstOf[text] { again[first, default: []].append(index) } else { firstOf[text] = index }
        }
        return again.keys.sorted().map { (first: $0, again: again[$0]!) }
    }

    /// What a member's row says when its description is printed more than once: the other
    /// lines that print it. Nil for a description printed once.
    func repeatNote(_ index: Int) -> String? {
        guard let group = repeatedDescriptions.first(where: { $0.first == index || $0.again.contains(index) }) else {
            return nil
        }
        let others = ([group.first] + group.again).filter { $0 != index }.map { String(log.constraints[$0].line) }
        return "printed again at line\(others.count == 1 ? "" : "s") " + others.joined(separator: ", ")
    }

    /// One sentence on the repeated descriptions (lowercase first, the key's style), or nil
    /// when every description is printed once.
    var repeatsSentence: String? {
        let groups = repeatedDescriptions
        guard !groups.isEmpty else { return nil }
        let firsts = groups.map { String(log.constraints[$0.first].line) }
        let repeats = groups.flatMap(\.again).map { String(log.constraints[$0].line) }
        let count = groups.count
        return "the log prints \(count) constraint\(count == 1 ? "" : "s") twice: line\(repeats.count == 1 ? "" : "s") "
            + repeats.joined(separator: ", ") + " repeat\(repeats.count == 1 ? "s" : "") line\(firsts.count == 1 ? "" : "s") "
            + firsts.joined(separator: ", ") + " word for word; " + (count == 1 ? "the two are one constraint" : "each pair is one constraint")
    }
}
