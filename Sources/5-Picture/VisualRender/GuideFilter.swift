import Geometry

/// Which views `--focus` names: the picture draws guides only for constraints that touch
/// them, and fades every other view and its tag. With no focus every view is in it.
struct FocusFilter {
    private let names: Set<String>?

    /// No focus: every view is in it.
    var isEmpty: Bool { names == nil }

    init(names: [String]) {
        self.names = names.isEmpty ? nil : Set(names)
    }

    func includes(_ view: String) -> Bool { names?.contains(view) ?? true }

    /// A guide touches the focus when one of the views it measures is in it.
    func includes(_ guide: FrameScene.GuideMark) -> Bool {
        guard let names else { return true }
        return guide.views.contains { names.contains($0) }
    }
}

/// The guides a picture draws, by `--guides`: all of them; only the outer ones (between
/// views of the top level, and from them to the canvas's edges); or none. Unmet ones are
/// always drawn: a broken spacing is what a review must see.
struct GuideFilter {
    let guides: [FrameScene.GuideMark]
    /// The met spacings left out by `--guides` or `--focus`, for the legend to count.
    let leftOut: Int
    /// True when `--guides auto` found the frame too dense and drew the outer guides only.
    let fellBack: Bool

    /// Past this many guides (equal ones folded, and at least `guidesPerView` per view), a
    /// screen's annotations would replace its layout: `auto` draws the outer ones only.
    static let mostDrawn = 40
    static let guidesPerView = 2.0

    /// How many offsets from one edge to a crowd's views are drawn as one range
    /// (`CrowdedOffsets`), and the range's label, for the legend.
    let crowdRanges: [(count: Int, label: String)]

    /// A met `≥ 0` says only that a view keeps inside its container or clear of its
    /// neighbour, which the picture shows: RQVisual's implicit one beside a row's last view,
    /// a stack view's alignment (UIKit's `UISV-canvas-fit`, three rows of them on a centred
    /// stack of an Interface Builder screen), a written `-(>=0)-`. Not drawn, and not
    /// counted among the spacings left out.
    static func saysNothing(_ guide: FrameScene.GuideMark) -> Bool {
        guide.isSatisfied && guide.label == "≥ 0"
    }

    /// The views whose guides `outer` keeps: the canvas's, or where the canvas holds one
    /// container alone (a window's content view, a box), the first level inside it that has
    /// more than one view; otherwise a crowded window would fall back to no guide at all.
    static func topLevel(of scene: FrameScene) -> Set<String> {
        let children = Dictionary(grouping: scene.views, by: \.view.parent)
        var level = children[nil] ?? []
        while case let views = level.filter({ !$0.view.isSpacer }), views.count == 1,
              let inside = children[views[0].view.name], !inside.isEmpty {
            level = inside
        }
        return Set(level.map(\.view.name))
    }

    /// `crowded`: the views in a crowd (`CrowdedOffsets`).
    init(scene: FrameScene, level: GuideLevel, focus: FocusFilter, crowded: Set<String> = []) {
        let topLevel = Self.topLevel(of: scene)
        func choose(_ level: GuideLevel) -> [FrameScene.GuideMark] {
            scene.guides.filter { guide in
                guard focus.includes(guide) else { return false }
                if !guide.isSatisfied { return true }
                if Self.saysNothing(guide) { return false }
                switch level {
                case .all, .auto: return true
                case .outer: return guide.views.allSatisfy { topLevel.contains($0) }
                case .none: return false
                }
            }
        }
        var frames: [String: (frame: Rect, parent: String?)] = [:]
        if !crowded.isEmpty {
            for placed in scene.views where !placed.view.isSpacer {
                frames[placed.view.name] = (placed.frame, placed.view.parent)
            }
        }
        var ranges: [(count: Int, label: String)] = []
        func fold(_ chosen: [FrameScene.GuideMark]) -> [FrameScene.GuideMark] {
            let folded = CrowdedOffsets.fold(RepeatedGuides.fold(chosen, scene: scene), crowded: crowded,
                                             frames: frames)
            ranges = folded.ranges
            return folded.guides
        }
        var chosen = choose(level)
        var folded = fold(chosen)
        let views = scene.views.filter { !$0.view.isSpacer }.count
        fellBack = level == .auto && focus.isEmpty
            && Double(folded.count) > max(Double(Self.mostDrawn), Self.guidesPerView * Double(views))
        if fellBack {
            chosen = choose(.outer)
            folded = fold(chosen)
        }
        leftOut = scene.guides.filter { !Self.saysNothing($0) }.count - chosen.count
        guides = folded
        crowdRanges = ranges
    }
}
