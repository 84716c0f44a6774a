import VisualLayout

/// A view declared `hidden` is laid out but shows nothing in UIKit (a stack view's hidden
/// arranged view takes no room at all): the picture draws only what is shown, so neither
/// the view (nor anything inside it) nor a spacing measured to it appears, and no squeezed
/// box or empty tag stands in for it.
extension LayoutTree {
    /// The tree without its hidden views and the spacings and sizes drawn for them.
    var shownViewsOnly: LayoutTree {
        let hidden = Set(views.filter(\.isHidden).map(\.name))
        guard !hidden.isEmpty else { return self }
        var shown = self
        shown.views = views.filter { !$0.isHidden }
        shown.guides = guides.filter { !Self.measures(hidden, $0) }
        shown.wantedSizes = wantedSizes.filter { !hidden.contains($0.view) }
        return shown
    }

    /// The unmet constraints of hidden views (a view inside a hidden one is hidden too):
    /// not drawn, as their views are not, but listed in the legend, since a hidden stack
    /// button's required width against UIKit's `UISV-hiding` is a conflict UIKit reports.
    var unmetGuidesOfHiddenViews: [SpacingGuide] {
        let hidden = Set(views.filter(\.isHidden).map(\.name))
        return guides.filter { !$0.isSatisfied && Self.measures(hidden, $0) }
    }

    /// True when the guide runs from or to one of `hidden`.
    private static func measures(_ hidden: Set<String>, _ guide: SpacingGuide) -> Bool {
        (guide.before.map(hidden.contains) ?? false) || (guide.after.map(hidden.contains) ?? false)
    }
}
