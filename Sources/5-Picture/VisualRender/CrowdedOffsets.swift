import Geometry

/// Offsets from one edge to the views of a crowd, drawn as one guide whose pill gives their
/// range (`1…9999`): 10,000 labels stacked a point apart (`V:|-N-[vN]`) show one line from
/// the canvas's top to the lowest of them, not 10,000 lines on top of each other whose pills
/// could only be parked in columns beside the frame, each with a long leader back into the
/// smear. A crowd's views cover each other's text; a pill per offset would be read by
/// nobody, and its leader could not say which view it meant.
///
/// A view is in a crowd when at least `TagPlacer.crowdSize` other views' boxes lie over it
/// (the rule that parks the crowd's tags). Guides fold when they are met, measure one view
/// of the crowd from the same edge of the same container on one axis, say a plain number,
/// default or written alike, and measure views of one size; at least `fewestFolded` of
/// them. The folded guide is drawn on the longest of their lines (it spans them all);
/// `count` says how many it stands for. Unmet guides are never folded: each is a problem
/// of its own.
///
/// Equal gaps that `RepeatedGuides` folded (`20×10000`) and that all measure views of a
/// crowd stay folded too: where their pill finds no room near a gap, drawing them one by
/// one would park a pill per gap, each with a leader into the smear. Both are `isCrowd`.
enum CrowdedOffsets {
    /// A range of two offsets says no more than their two pills.
    static let fewestFolded = 3

    /// The label of a range: `1…9999`.
    static func label(from low: String, to high: String) -> String { "\(low)…\(high)" }

    /// `guides` with each group of a crowd's offsets from one edge folded into one;
    /// `crowded`: the names of the views in a crowd; `frames`: each view's box and parent.
    /// `ranges`: each range folded, how many offsets it stands for and its label (for the
    /// legend).
    static func fold(_ guides: [FrameScene.GuideMark], crowded: Set<String>,
                     frames: [String: (frame: Rect, parent: String?)])
        -> (guides: [FrameScene.GuideMark], ranges: [(count: Int, label: String)]) {
        guard !crowded.isEmpty else { return (guides, []) }
        var guides = guides
        for index in guides.indices where guides[index].count > 1 {
            let guide = guides[index]
            guides[index].isCrowd = guide.views.allSatisfy(crowded.contains)
                && guide.others.allSatisfy { $0.views.allSatisfy(crowded.contains) }
        }
        func rounded(_ value: Double) -> Int { Int((value / 0.05).rounded()) }
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, guide) in guides.enumerated() {
            guard guide.isSatisfied, guide.measures == .gap, guide.count == 1, guide.views.count == 1,
                  crowded.contains(guide.views[0]), let view = frames[guide.views[0]],
                  Double(guide.label) != nil else { continue }
            let key = [view.parent ?? "", guide.axis.rawValue, guide.isImplicit ? "d" : "w",
                       "\(rounded(guide.start))", "\(rounded(view.frame.width))x\(rounded(view.frame.height))"]
                .joined(separator: "|")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var folded: [Int: FrameScene.GuideMark] = [:]
        var dropped = Set<Int>()
        var ranges: [(count: Int, label: String)] = []
        for key in order {
            let members = groups[key]!
            guard members.count >= fewestFolded else { continue }
            // Drawn on the longest line, which runs past every other member's end.
            let length = { (index: Int) in abs(guides[index].end - guides[index].start) }
            let longest = members.max { length($0) < length($1) || length($0) == length($1) && $0 > $1 }!
            let low = members.min { Double(guides[$0].label)! < Double(guides[$1].label)! }!
            let high = members.max { Double(guides[$0].label)! < Double(guides[$1].label)! }!
            var guide = guides[longest]
            let (first, last) = (guides[low].label, guides[high].label)
            guide.label = first == last ? first + RepeatedGuides.suffix(members.count) : label(from: first, to: last)
            guide.count = members.count
            guide.isCrowd = true
            folded[members[0]] = guide
            dropped.formUnion(members.dropFirst())
            ranges.append((members.count, guide.label))
        }
        guard !folded.isEmpty else { return (guides, ranges) }
        let kept = guides.indices.compactMap { index in
            dropped.contains(index) ? nil : folded[index] ?? guides[index]
        }
        return (kept, ranges)
    }
}
