import TextFormats

/// Where AppKit's `NSStackView` differs from UIKit's `UIStackView`: it keeps its views
/// inside itself at its clipping resistance priority and shrinks onto them at its hugging
/// priority, one of each per axis (`setClippingResistancePriority(_:for:)`,
/// `setHuggingPriority(_:for:)`; Interface Builder writes them as
/// `horizontalClippingResistancePriority`, `verticalStackHuggingPriority` …), where UIKit
/// pins its views to its edges.
///
/// As AppKit documents them: clipping resistance defaults to required and hugging to
/// `defaultLow` (250; Xcode writes 249.99998 for its new stacks, so that views hugging at
/// 250 keep their size); along the axis the `fill`, `fillEqually` and `fillProportionally`
/// distributions hug at required priority, the others at the stack's hugging priority.
/// Clipping begins at the trailing (bottom) side, so those distributions keep the first
/// view at the stack's start. A stack that hugs below required along its axis leaves as
/// much room before its first view as after its last (measured on a real document: single
/// views stored centred in stacks wider than they are). Across the axis a centred view is
/// centred below required: real documents pin an arranged view's top and bottom to its
/// centring stack at different distances, and Xcode stores them there without a conflict.
extension StackArrangement {
    /// The stack's hugging priority along an axis (vertical: its height).
    private func hugging(vertical: Bool) -> Double {
        let priorities = appKit ?? AppKitPriorities()
        return vertical ? priorities.verticalHugging : priorities.horizontalHugging
    }

    /// The stack's clipping resistance along an axis (vertical: its height).
    private func clipping(vertical: Bool) -> Double {
        let priorities = appKit ?? AppKitPriorities()
        return vertical ? priorities.verticalClipping : priorities.horizontalClipping
    }

    /// `EQUATION @ PRIORITY`, or the equation alone when the priority is required.
    private func at(_ equation: String, _ priority: Double) -> String {
        priority >= 1000 ? equation : "\(equation) @ \(NumberText.formatFile(priority))"
    }

    /// The first and last visible views against the stack's ends along its axis.
    func appKitEnds(first: ArrangedView, last: ArrangedView) -> [StackEquation] {
        let (start, end) = isVertical ? ("top", "bottom") : ("leading", "trailing")
        let clip = clipping(vertical: isVertical)
        var equations: [String] = []
        if [.fill, .fillEqually, .fillProportionally].contains(distribution) {
            // Hugging required: the stack no larger than its views; clipping: no smaller.
            equations.append(aligned(first, start, "==", nil, edge, start))
            if clip >= 1000 {
                equations.append(aligned(last, end, "==", nil, edge, end))
            } else {
                equations.append(aligned(last, end, ">=", nil, edge, end))
                equations.append(at(aligned(last, end, "<=", nil, edge, end), clip))
            }
            return equations.map { named($0, "") }
        }
        let hug = hugging(vertical: isVertical)
        equations.append(at(aligned(first, start, ">=", nil, edge, start), clip))
        equations.append(at(aligned(last, end, "<=", nil, edge, end), clip))
        // The room before the first view and after the last, each a guide (an equation
        // cannot compare two differences of edges): both as short as the hugging asks, and
        // equal at the same priority, so that a stack held wider centres its views.
        let (crossStart, crossSize) = isVertical ? ("leading", "width") : ("top", "height")
        let size = isVertical ? "height" : "width"
        let before = "\(name)_before", after = "\(name)_after"
        equations += [
            "view \(before) guide", "view \(after) guide",
            "\(before).\(start) == \(edge).\(start)", aligned(first, start, "==", nil, before, end),
            "\(after).\(end) == \(edge).\(end)", aligned(last, end, "==", nil, after, start),
            "\(before).\(crossStart) == superview.\(crossStart)", "\(before).\(crossSize) == 0",
            "\(after).\(crossStart) == superview.\(crossStart)", "\(after).\(crossSize) == 0",
            at("\(before).\(size) == 0", hug), at("\(after).\(size) == 0", hug),
            at("\(after).\(size) == \(before).\(size)", hug),
        ]
        return equations.map { named($0, "") }
    }

    /// One arranged view across the axis, for the alignments that differ from UIKit's
    /// (leading, trailing, centred); nil for the others (fill, baselines).
    func appKitAlignment(of view: ArrangedView) -> [StackEquation]? {
        let (crossStart, crossEnd, crossCenter) = isVertical ? ("leading", "trailing", "centerX") : ("top", "bottom", "centerY")
        let clip = clipping(vertical: !isVertical)
        // The stack as narrow as its widest view: each view's far edge at the stack's, at
        // the hugging priority (below required, so that one view reaching it is enough).
        let hug = min(hugging(vertical: !isVertical), 999)
        let equations: [String]
        switch alignment {
        case .leading:
            equations = [aligned(view, crossStart, "==", nil, edge, crossStart),
                         at(aligned(view, crossEnd, "<=", nil, edge, crossEnd), clip),
                         at(aligned(view, crossEnd, "==", nil, edge, crossEnd), hug)]
        case .trailing:
            equations = [aligned(view, crossEnd, "==", nil, edge, crossEnd),
                         at(aligned(view, crossStart, ">=", nil, edge, crossStart), clip),
                         at(aligned(view, crossStart, "==", nil, edge, crossStart), hug)]
        case .center:
            equations = [at(aligned(view, crossCenter, "==", nil, edge, crossCenter), 999),
                         at(aligned(view, crossStart, ">=", nil, edge, crossStart), clip),
                         at(aligned(view, crossEnd, "<=", nil, edge, crossEnd), clip),
                         at(aligned(view, crossStart, "==", nil, edge, crossStart), hug)]
        default:
            return nil
        }
        return equations.map { named($0, "") }
    }
}
