import StackViews

/// A `<stackView>` read as the stack arrangement every front end shares (`StackViews`),
/// which makes the constraints UIKit's `UIStackView` and AppKit's `NSStackView` make.
extension DocumentView {
    /// The stack's axis, distribution, alignment, spacing and arranged views as the
    /// document writes them, with UIKit's defaults (AppKit's: centred, spacing 8).
    var stackArrangement: StackArrangement {
        // AppKit's `NSStackView` writes `orientation` where UIKit's `UIStackView` writes `axis`.
        let isAppKit = element["orientation"] != nil
        let axis: StackArrangement.Axis = (element["axis"] ?? element["orientation"]) == "vertical" ? .vertical : .horizontal
        // UIKit's default spacing is 0, AppKit's 8.
        let spacing = Double(element["spacing"] ?? "") ?? (element["spacingType"] == "standard" || isAppKit ? 8 : 0)
        // Interface Builder writes a stack's margins only when they are its arrangement's
        // (real documents store the arranged views inside margins they give without
        // `layoutMarginsRelativeArrangement`).
        let hasMargins = element.children.contains {
            $0["key"] == "layoutMargins" || $0["key"] == "directionalLayoutMargins" || $0["key"] == "edgeInsets"
        }
        // AppKit's gravity areas: which area each view is in.
        var gravity: [String: StackArrangement.Gravity] = [:]
        for (wrapper, area) in Self.gravityAreas {
            for view in element.child(wrapper)?.children ?? [] { if let id = view["id"] { gravity[id] = area } }
        }
        let arranged = subviews.map { view in
            StackArrangement.ArrangedView(name: view.name, isHidden: view.isHidden,
                                          storedWidth: view.alignmentFrame?.width ?? 0, storedHeight: view.alignmentFrame?.height ?? 0,
                                          gravity: gravity[view.id])
        }
        var stack = StackArrangement(name: name, axis: axis, distribution: stackDistribution(),
                                     alignment: stackAlignment(isAppKit: isAppKit), spacing: spacing, arranged: arranged,
                                     isLayoutMarginsRelative: element["layoutMarginsRelativeArrangement"] == "YES" || hasMargins,
                                     appKit: isAppKit ? appKitPriorities : nil)
        // UIStackView's `isBaselineRelativeArrangement`, written as the Inspector's check box
        // ("Baseline Relative") names it; the stack makes its spacing baseline to baseline.
        stack.isBaselineRelative = element["baselineRelativeArrangement"] == "YES"
        return stack
    }

    /// The elements an `NSStackView` keeps the views of each gravity area in.
    static let gravityAreas: [(element: String, gravity: StackArrangement.Gravity)] = [
        ("beginningViews", .leading), ("middleViews", .center), ("endViews", .trailing),
    ]

    /// `distribution`, `fill` when the document gives none; AppKit's `gravityAreas` (and a
    /// value no Xcode writes) lays a stack out without a distribution of its own.
    private func stackDistribution() -> StackArrangement.Distribution {
        // An NSStackView whose views are in gravity areas writes no distribution: its
        // default, `gravityAreas`, is the one it uses.
        let inAreas = Self.gravityAreas.contains { element.child($0.element) != nil }
        let written = element["distribution"] ?? (inAreas ? "gravityAreas" : "fill")
        return switch written {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: .gravityAreas
        }
    }

    /// The alignment across the axis: `NSStackView` writes `centerX`/`centerY` for centred
    /// and `left`/`right` for leading and trailing, and centres by default; `baseline` is
    /// the last baseline.
    private func stackAlignment(isAppKit: Bool) -> StackArrangement.Alignment {
        switch element["alignment"] ?? (isAppKit ? "center" : "fill") {
        case "fill": .fill
        case "top", "leading", "left": .leading
        case "bottom", "trailing", "right": .trailing
        case "center", "centerX", "centerY": .center
        case "firstBaseline": .firstBaseline
        default: .lastBaseline
        }
    }

    /// `horizontalStackHuggingPriority`, `verticalClippingResistancePriority` …, AppKit's
    /// defaults where the document gives none.
    private var appKitPriorities: StackArrangement.AppKitPriorities {
        func priority(_ key: String, _ otherwise: Double) -> Double { Double(element[key] ?? "") ?? otherwise }
        return StackArrangement.AppKitPriorities(
            horizontalHugging: priority("horizontalStackHuggingPriority", 250),
            verticalHugging: priority("verticalStackHuggingPriority", 250),
            horizontalClipping: priority("horizontalClippingResistancePriority", 1000),
            verticalClipping: priority("verticalClippingResistancePriority", 1000))
    }
}
