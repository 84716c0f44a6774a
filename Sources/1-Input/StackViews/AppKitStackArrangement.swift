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

    /// Along the axis of a stack laid out by gravity areas: the views of one area `spacing`
    /// apart, the areas at least `spacing` apart (and no more at the stack's hugging
    /// priority); the start area's first view at the stack's
    /// start and the end area's last at its end (else only inside them, at the clipping
    /// resistance); the middle area centred in the stack below required, as a guide from its
    /// first view to its last (one equation cannot centre a span of two views).
    func gravityAreaEquations(_ visible: [ArrangedView]) -> [StackEquation] {
        let (start, end) = isVertical ? ("top", "bottom") : ("leading", "trailing")
        let clip = clipping(vertical: isVertical)
        var equations: [String] = []
        for (a, b) in zip(visible, visible.dropFirst()) {
            equations.append(aligned(b, start, a.gravity == b.gravity ? "==" : ">=", a, edge, end, plus: spacing))
            // Between areas, no wider than the stack's hugging lets it be.
            if a.gravity != b.gravity {
                equations.append(at(aligned(b, start, "==", a, edge, end, plus: spacing), hugging(vertical: isVertical)))
            }
        }
        if let first = visible.first {
            equations.append(first.gravity == .leading ? aligned(first, start, "==", nil, edge, start)
                                                       : at(aligned(first, start, ">=", nil, edge, start), clip))
        }
        if let last = visible.last {
            equations.append(last.gravity == .trailing ? aligned(last, end, "==", nil, edge, end)
                                                       : at(aligned(last, end, "<=", nil, edge, end), clip))
        }
        let middle = visible.filter { $0.gravity == .center }
        if let first = middle.first, let last = middle.last {
            let (center, crossStart, crossSize) = isVertical ? ("centerY", "leading", "width") : ("centerX", "top", "height")
            let guide = "\(name)_middle"
            equations += [
                "view \(guide) guide",
                aligned(first, start, "==", nil, guide, start), aligned(last, end, "==", nil, guide, end),
                "\(guide).\(crossStart) == superview.\(crossStart)", "\(guide).\(crossSize) == 0",
                "\(guide).\(center) == \(edge).\(center) @ 500",
            ]
        }
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
