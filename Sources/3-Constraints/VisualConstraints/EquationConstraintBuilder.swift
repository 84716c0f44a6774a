import VisualSyntax

/// An explicit constraint (docs/format-file.md "Equations"):
///
/// ```
/// first.attr REL [M *] second.attr [(+|-) C] [@ P]   →  first.attr REL M × second.attr ± C  @P
/// first.attr REL C [@ P]                             →  see below
/// ```
///
/// An item is a view, `superview` (the container the equation is written in) or one of
/// that container's guides, `safeArea` and `margins`. Leading and trailing are left and
/// right, or under `direction rtl` right and left with the equation read from the right
/// (`a.leading == b.trailing + 8` is `a.right == b.left - 8`; see `GeneratedConstraint.make`).
/// M and C are numbers or metrics; M defaults to 1, C to 0, P to required.
///
/// `first.attr REL C` with a size (`a.height >= 44`) is that size. With a position
/// (`a.left == 10`) Auto Layout has no meaning (it rejects a location equal to a
/// constant); here C is measured from the origin of the container the first item is laid
/// out in, which is what the file's reported `x` and `y` are relative to:
/// `a.left == 10` puts `a` at x = 10 in its parent. A leading or trailing edge is measured
/// from the parent's leading edge: `a.leading == 10` is 10 from the parent's right edge under
/// `direction rtl`.
enum EquationConstraintBuilder {
    static func build(_ equation: Equation, context: BuildContext) {
        let first = anchor(equation.first, context: context)
        let multiplier = equation.multiplier.map(context.value) ?? 1
        var constant = equation.constant.map { context.value($0.value) } ?? 0
        if equation.constant?.isNegated == true { constant = -constant }
        let priority = context.priority(equation.priority)

        let second: Anchor?
        if let reference = equation.second {
            second = anchor(reference, context: context)
        } else {
            second = origin(of: first, context: context)
        }
        // An equation between facing edges (`a.top == b.bottom + 24`, `title.top ==
        // safeArea.top + 12`) is a spacing like a VFL connection's: the picture draws it.
        // `Spacing.between` keeps only those; alignments, sizes and centres are not gaps.
        context.add(first, equation.relation, second, multiplier: second == nil ? 1 : multiplier,
                    constant: constant, priority: priority, range: equation.range, reason: "equation",
                    isSpacing: equation.second != nil)
    }

    /// `NAME.ATTR` as an anchor. A margin is the layout-margins guide of the container the
    /// item is (`superview.leadingMargin` is `margins.leading`), a view that is no container
    /// having no margins; a baseline is the view's text baseline (docs/format-file.md: a view
    /// without text has its first baseline at its top and its last at its bottom).
    private static func anchor(_ reference: AttributeReference, context: BuildContext) -> Anchor {
        switch reference.part {
        case .frame: break
        case .margin:
            switch reference.item {
            case .view(let name):
                let view = context.view(name)
                if let container = view.container { return Anchor(.guide(container, .margins), reference.attribute) }
                return .view(view, reference.attribute)
            case .superview, .margins: return Anchor(.guide(context.container, .margins), reference.attribute)
            case .safeArea: break
            }
        case .firstBaseline, .lastBaseline:
            let last = reference.part == .lastBaseline
            switch reference.item {
            case .view(let name): return Anchor(.baseline(context.view(name), last: last), .top)
            case .superview: return Anchor(.baseline(context.container.view, last: last), .top)
            case .safeArea, .margins: break
            }
        }
        switch reference.item {
        case .view(let name): return .view(context.view(name), reference.attribute)
        case .superview: return Anchor(context.superview, reference.attribute)
        case .safeArea: return Anchor(.guide(context.container, .safeArea), reference.attribute)
        case .margins: return Anchor(.guide(context.container, .margins), reference.attribute)
        }
    }

    /// What a lone constant is measured from: nothing for a size; for a position, the
    /// left (top) edge of the container the item is laid out in. The canvas is at (0, 0)
    /// and has no parent, so a position of the canvas itself is absolute.
    private static func origin(of first: Anchor, context: BuildContext) -> Anchor? {
        guard !first.attribute.isDimension else { return nil }
        let parent: LayoutContainer?
        switch first.item {
        case .view(let view), .baseline(let view, _): parent = view.parent
        case .superview(let container), .guide(let container, _): parent = container.view.parent
        }
        guard let parent else { return nil }
        if first.attribute.followsLayoutDirection { return Anchor(.superview(parent), .leading) }
        return Anchor(.superview(parent), first.attribute.axis == .horizontal ? .left : .top)
    }
}
