import TextFormats

/// The constraints UIKit's `UIStackView` makes for its arranged subviews, as equations
/// written inside the stack's container (`superview` is the stack; `margins` its layout
/// margins, for `isLayoutMarginsRelativeArrangement`).
///
/// What UIKit makes (the names it gives them in Auto Layout logs in brackets):
/// - along the axis, the first visible view's leading (top) edge at the stack's and the
///   last's trailing (bottom) edge at the stack's (`UISV-canvas-connection`);
/// - between neighbours, `spacing` or the custom spacing after the first of them
///   (`UISV-spacing`): equal for `fill`, `fillEqually` and `fillProportionally`, at least
///   for `equalSpacing` and `equalCentering`; from baseline to baseline in a vertical stack
///   under `isBaselineRelativeArrangement`;
/// - `fillEqually`: every size equal to the first's (`UISV-fill-equally`);
///   `fillProportionally`: each size its share of the room, in proportion to the
///   sizes stored for them (`UISV-fill-proportionally`, priority 999);
///   `equalSpacing`: the gaps equal (`UISV-distributing`); `equalCentering`: the distances
///   between centres equal, at priority 999; for both, the stack as short as the
///   views let it (`UISV-canvas-fit`, priority 49);
/// - across the axis (`UISV-alignment`, `UISV-spanning-boundary`): `fill` pins both
///   edges; `leading`/`top`, `center`, `trailing`/`bottom`, `firstBaseline` and
///   `lastBaseline` align that attribute and keep every view inside the stack;
/// - a hidden arranged view takes no room and no spacing (`UISV-hiding`, `hidingEquations`).
///
/// Equal gaps are differences of edges (`b.leading − a.trailing`), which one equation
/// cannot relate to another gap; so each gap is a guide, an invisible view (`view NAME
/// guide`) from one view's edge (or centre) to the next one's, as UIKit's own distributing
/// layout guides are, and the guides' lengths are made equal.
extension StackArrangement {
    var isAppKit: Bool { appKit != nil }
    var isVertical: Bool { axis == .vertical }

    /// The stack's layout edge: its margins under `isLayoutMarginsRelativeArrangement`, else itself.
    var edge: String { isLayoutMarginsRelative ? "margins" : "superview" }

    /// A hidden arranged view's `UISV-hiding`: no size along the axis, at the end of the
    /// visible view before it (the stack's start when none is), so that its place is not
    /// left open. To be written before the layout's own constraints: where the view also has
    /// a required size of its own (a 44-pt button hidden in a toolbar), that conflict is real
    /// and UIKit keeps its `UISV-hiding` and breaks the view's size, as the solver does with
    /// the equation it was given first.
    public func hidingEquations() -> [StackEquation] {
        let (start, end, size) = isVertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
        var before: ArrangedView?
        var equations: [StackEquation] = []
        for view in arranged {
            guard view.isHidden else {
                before = view
                continue
            }
            equations.append(named("\(view.name).\(size) == 0", "UISV-hiding"))
            equations.append(named(aligned(view, start, "==", before, edge, before == nil ? start : end), "UISV-hiding"))
        }
        return equations
    }

    /// The spacing after a view: its custom spacing, else the stack's.
    func spacing(after view: ArrangedView) -> Double { customSpacings[view.name] ?? spacing }

    /// An equation with the identifier UIKit gives the constraint in its logs, so that a
    /// conflict names it as the developer sees it there ('UISV-hiding'). AppKit's
    /// `NSStackView` names its constraints otherwise: its equations go unnamed.
    func named(_ text: String, _ identifier: String) -> StackEquation {
        StackEquation(text: text, identifier: isAppKit ? nil : identifier)
    }

    /// Every other equation the stack makes (`hidingEquations` apart), to be written after
    /// the layout's own.
    public func equations() -> [StackEquation] {
        // With no arranged view the stack arranges nothing and makes no constraint (not even
        // `UISV-canvas-fit`): its subviews are placed by their own constraints.
        guard !arranged.isEmpty else { return [] }
        let visible = arranged.filter { !$0.isHidden }
        let (start, end, size) = isVertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
        var equations: [StackEquation] = []

        if distribution == .gravityAreas, visible.contains(where: { $0.gravity != nil }) {
            return gravityAreaEquations(visible) + crossAxisEquations()
        }
        if let first = visible.first, let last = visible.last {
            if isAppKit {
                equations += appKitEnds(first: first, last: last)
            } else {
                equations.append(named(aligned(first, start, "==", nil, edge, start), "UISV-canvas-connection"))
                equations.append(named(aligned(last, end, "==", nil, edge, end), "UISV-canvas-connection"))
            }
        }
        let spacingRelation = distribution == .equalSpacing || distribution == .equalCentering ? ">=" : "=="
        for (a, b) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: a)
            if isBaselineRelative && isVertical && !isAppKit {
                let constant = NumberText.formatFileConstant(gap)
                equations.append(named("\(b.name).firstBaseline \(spacingRelation) \(a.name).lastBaseline\(constant)", "UISV-spacing"))
            } else {
                equations.append(named(aligned(b, start, spacingRelation, a, edge, end, plus: gap), "UISV-spacing"))
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() {
                // AppKit keeps the sizes equal "as much as possible" (its documentation's
                // words): a view that resists compression at required priority stays wider
                // (measured: a real document stores such a view wider than its equals).
                let equal = "\(view.name).\(size) == \(visible[0].name).\(size)" + (isAppKit ? " @ 999" : "")
                equations.append(named(equal, "UISV-fill-equally"))
            }
        case .fillProportionally:
            equations += proportional(visible, size: size).map { named($0, "UISV-fill-proportionally") }
        case .equalSpacing, .equalCentering:
            equations += distributing(visible, centering: distribution == .equalCentering)
                .map { named($0, "UISV-distributing") }
            // Nothing else decides how far apart the views may spread (the spacing is a
            // minimum): UIKit asks, below every content priority, for the stack to be as
            // short as they let it (`UISV-canvas-fit`, priority 49), so a stack that nothing
            // outside stretches hugs its views at the least spacing (measured: a tab bar's
            // button row stored at 3 × 30 + 2 × 24 points beside a collection view it sizes).
            equations.append(named("superview.\(size) == 0 @ 49", "UISV-canvas-fit"))
        case .fill, .gravityAreas:
            break
        }
        return equations + crossAxisEquations()
    }

    /// Each arranged view across the axis: its alignment, and kept inside the stack.
    private func crossAxisEquations() -> [StackEquation] {
        let (crossStart, crossEnd, crossCenter) = isVertical ? ("leading", "trailing", "centerX") : ("top", "bottom", "centerY")
        var equations: [StackEquation] = []
        for (index, view) in arranged.enumerated() {
            if isAppKit, let across = appKitAlignment(of: view) {
                equations += across
                continue
            }
            switch alignment {
            case _ where alignment == .fill || (isVertical && (alignment == .firstBaseline || alignment == .lastBaseline)):
                equations.append(named(aligned(view, crossStart, "==", nil, edge, crossStart), "UISV-alignment"))
                equations.append(named(aligned(view, crossEnd, "==", nil, edge, crossEnd), "UISV-alignment"))
            case .leading:
                equations.append(named(aligned(view, crossStart, "==", nil, edge, crossStart), "UISV-alignment"))
                equations.append(named(aligned(view, crossEnd, "<=", nil, edge, crossEnd), "UISV-spanning-boundary"))
            case .trailing:
                equations.append(named(aligned(view, crossEnd, "==", nil, edge, crossEnd), "UISV-alignment"))
                equations.append(named(aligned(view, crossStart, ">=", nil, edge, crossStart), "UISV-spanning-boundary"))
            case .center:
                equations.append(named(aligned(view, crossCenter, "==", nil, edge, crossCenter), "UISV-alignment"))
                equations.append(named(aligned(view, crossStart, ">=", nil, edge, crossStart), "UISV-spanning-boundary"))
                equations.append(named(aligned(view, crossEnd, "<=", nil, edge, crossEnd), "UISV-spanning-boundary"))
            default:  // firstBaseline, lastBaseline of a horizontal stack
                let baseline = alignment == .firstBaseline ? "firstBaseline" : "lastBaseline"
                if index > 0 {
                    equations.append(named("\(view.name).\(baseline) == \(arranged[0].name).\(baseline)", "UISV-alignment"))
                }
                equations.append(named("\(view.name).top >= \(edge).top", "UISV-spanning-boundary"))
                equations.append(named("\(view.name).bottom <= \(edge).bottom", "UISV-spanning-boundary"))
                // The line of baselines as high as the views allow: the view whose baseline
                // is lowest in it touches the stack's top (UIKit's spanning guide).
                equations.append(named("\(view.name).top == \(edge).top @ 1", "UISV-spanning-fit"))
            }
        }
        return equations
    }

    /// `A.attr REL B.attr2 + constant` between alignment rectangles, what the stack arranges
    /// (a view's `inset` moves its edges in from its frame). `b` nil: B is `edge` (the
    /// stack's edge, or a guide of the stack's).
    func aligned(_ a: ArrangedView, _ attribute: String, _ relation: String, _ b: ArrangedView?, _ edge: String,
                 _ otherAttribute: String, plus constant: Double = 0) -> String {
        let other = "\(b?.name ?? edge).\(otherAttribute)"
        return "\(a.name).\(attribute) \(relation) \(other)\(NumberText.formatFileConstant(constant))"
    }

    /// Each view's size its share of the stack's room (the stack's size less what the chain
    /// of edges takes besides the views), in proportion to the sizes stored for the views,
    /// as UIKit shares it out by their intrinsic sizes. None when no size is stored (a stack
    /// built in code): the views then fill as `fill` has them.
    private func proportional(_ views: [ArrangedView], size: String) -> [String] {
        let sizes = views.map { isVertical ? $0.storedHeight : $0.storedWidth }
        let total = sizes.reduce(0, +)
        guard total > 0, views.count > 1 else { return [] }
        // What the chain's spacings take.
        let room = views.dropLast().reduce(0.0) { $0 + spacing(after: $1) }
        return zip(views, sizes).map { view, own in
            let share = own / total
            let offset = room * share
            return "\(view.name).\(size) == \(NumberText.formatFile(share)) * \(edge).\(size)"
                + NumberText.formatFileConstant(-offset)
                + " @ 999"
        }
    }

    /// Equal gaps (or equal distances between centres) through guides: one invisible
    /// view per gap, from one view's trailing edge (centre) to the next one's leading edge
    /// (centre), all as long as the first.
    private func distributing(_ views: [ArrangedView], centering: Bool) -> [String] {
        guard views.count > 2 else { return [] }
        let (start, end, size) = isVertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
        let center = isVertical ? "centerY" : "centerX"
        var equations: [String] = []
        var guides: [String] = []
        for (index, (a, b)) in zip(views, views.dropFirst()).enumerated() {
            let guide = "\(name)_gap\(index + 1)"
            guides.append(guide)
            equations.append("view \(guide) guide")
            equations.append("\(guide).\(start) == \(a.name).\(centering ? center : end)")
            equations.append("\(guide).\(end) == \(b.name).\(centering ? center : start)")
            // The guide's cross-axis position is free: pin it to the stack so it is not ambiguous.
            let (crossStart, crossSize) = isVertical ? ("leading", "width") : ("top", "height")
            equations.append("\(guide).\(crossStart) == superview.\(crossStart)")
            equations.append("\(guide).\(crossSize) == 0")
        }
        for guide in guides.dropFirst() {
            equations.append("\(guide).\(size) == \(guides[0]).\(size)" + (centering ? " @ 999" : ""))
        }
        return equations
    }
}
