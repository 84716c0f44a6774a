/// Which views `--focus` names: the picture draws guides only for constraints that touch
/// them, and fades every other view and its tag. With no focus every view is in it.
struct FocusFilter {
    private let names: Set<String>?

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

    init(scene: FrameScene, level: GuideLevel, focus: FocusFilter) {
        var topLevel = Set<String>()
        for placed in scene.views where placed.view.parent == nil { topLevel.insert(placed.view.name) }
        let chosen = scene.guides.filter { guide in
            guard focus.includes(guide) else { return false }
            if !guide.isSatisfied { return true }
            // RQVisual's implicit `≥ 0` beside a row's last view says nothing a reader needs.
            if guide.isImplicit && guide.label == "≥ 0" { return false }
            switch level {
            case .all: return true
            case .outer: return guide.views.allSatisfy { topLevel.contains($0) }
            case .none: return false
            }
        }
        leftOut = scene.guides.filter { !($0.isImplicit && $0.label == "≥ 0") }.count - chosen.count
        guides = RepeatedGuides.fold(chosen, scene: scene)
    }
}
