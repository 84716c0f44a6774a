import Geometry
import VisualConstraints
import VisualLayout

/// Equal spacings repeated across same-shaped siblings, drawn once with how many they
/// stand for (`12×8`): a dashboard's eight tiles each inset 12 show one set of 12s, in
/// the first tile; four rows of tiles each 16 from the edge show one `16 ×4`; three cards
/// stacked 12 apart one `12 ×3`. A reader sees the rhythm once instead of a pill per gap.
///
/// Two guides are repeats of each other when they say the same (value, default or
/// written) on the same axis and are met, and either
/// - they lie at the same place in two containers of the same size with the same parent
///   (the same inset in every tile), or
/// - they lie in the same container, between sides of the same sizes, along one line
///   (stacked gaps: the same cross position) or side by side (the same ends).
/// Unmet guides are never folded: each is a problem of its own.
enum RepeatedGuides {
    /// Tolerance of "the same place", in points: layouts put repeats on the same hundredths.
    private static let step = 0.05
    /// Two equal gaps read as a pair; three or more as a rhythm worth one pill.
    static let fewestFolded = 3

    /// What a folded guide's label ends with: `12×8` (no space, so the pill fits where a
    /// plain one does more often).
    static func suffix(_ count: Int) -> String { "×\(count)" }

    /// Where a guide is across its axis, for finding its repeats in sibling containers.
    private enum Across { case guide, fromStart, fromEnd }

    static func fold(_ guides: [FrameScene.GuideMark], scene: FrameScene) -> [FrameScene.GuideMark] {
        var frames: [String: (frame: Rect, parent: String?)] = [:]
        for placed in scene.views where !placed.view.isSpacer {
            frames[placed.view.name] = (placed.frame, placed.view.parent)
        }
        func rounded(_ value: Double) -> Int { Int((value / step).rounded()) }
        func context(_ guide: FrameScene.GuideMark) -> (name: String?, frame: Rect)? {
            guard let first = guide.views.first, let view = frames[first] else { return nil }
            let parent = view.parent
            return (parent, parent.flatMap { frames[$0]?.frame } ?? scene.canvas)
        }

        // Each pass groups the guides still kept by a key; a group of at least
        // `fewestFolded` folds into its first guide.
        var keep = Array(repeating: true, count: guides.count)
        var count = Array(repeating: 1, count: guides.count)
        var others = Array(repeating: [FrameScene.GuideMark](), count: guides.count)
        func fold(by key: (FrameScene.GuideMark) -> String?) {
            var groups: [String: [Int]] = [:]
            var order: [String] = []
            for (index, guide) in guides.enumerated() where keep[index] && guide.isSatisfied && guide.measures == .gap {
                guard let key = key(guide) else { continue }
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(index)
            }
            for key in order {
                let members = groups[key]!
                let total = members.reduce(0) { $0 + count[$1] }
                guard total >= fewestFolded else { continue }
                for member in members.dropFirst() {
                    keep[member] = false
                    others[members[0]].append(guides[member])
                    others[members[0]] += others[member]
                }
                count[members[0]] = total
            }
        }

        // 1. The same place in same-shaped sibling containers: the same guide itself, then
        // the same gap of a view as far in from the containers' leading or trailing side
        // (a list's senders 10 below each cell's top, names of different widths, so the
        // guides' own cross positions differ).
        for across in [Across.guide, .fromStart, .fromEnd] {
            fold { guide in
                guard let (name, frame) = context(guide), let name, let container = frames[name],
                      let first = frames[guide.views[0]]?.frame else { return nil }
                let horizontal = guide.axis == .horizontal
                let origin = horizontal ? (frame.x, frame.y) : (frame.y, frame.x)
                let crossStart = horizontal ? first.y : first.x, crossEnd = horizontal ? first.maxY : first.maxX
                let place: String
                switch across {
                case .guide: place = "\(rounded(guide.position - origin.1))"
                case .fromStart: place = "s\(rounded(crossStart - origin.1))"
                case .fromEnd: place = "e\(rounded((horizontal ? frame.maxY : frame.maxX) - crossEnd))"
                }
                return [guide.axis.rawValue, guide.label, guide.isImplicit ? "d" : "w",
                        "\(rounded(guide.start - origin.0))", "\(rounded(guide.end - origin.0))",
                        place, "\(rounded(frame.width))", "\(rounded(frame.height))",
                        container.parent ?? "", "\(guide.views.count)"].joined(separator: "|")
            }
        }
        // 2. Same-shaped siblings in one container, along one line, then side by side.
        for alongOneLine in [true, false] {
            fold { guide in
                guard let (name, _) = context(guide) else { return nil }
                var sizes = guide.views.map { view in
                    frames[view].map { "\(rounded($0.frame.width))x\(rounded($0.frame.height))" } ?? "?"
                }
                // A view's inset on one side is no repeat of its inset on the other.
                if sizes.count == 1, let view = frames[guide.views[0]] {
                    let near = guide.axis == .horizontal ? view.frame.x : view.frame.y
                    sizes.insert(abs(near - guide.end) < step ? "edge" : "", at: 0)
                }
                let place = alongOneLine ? ["\(rounded(guide.position))"]
                    : ["\(rounded(guide.start))", "\(rounded(guide.end))"]
                let head: [String] = [name ?? "", guide.axis.rawValue, guide.label, guide.isImplicit ? "d" : "w",
                                      "\(rounded(guide.end - guide.start))"]
                return (head + sizes + place).joined(separator: "|")
            }
        }

        return guides.indices.compactMap { index in
            guard keep[index] else { return nil }
            var guide = guides[index]
            if count[index] > 1 {
                guide.count = count[index]
                guide.others = others[index]
                guide.label += suffix(count[index])
            }
            return guide
        }
    }
}
