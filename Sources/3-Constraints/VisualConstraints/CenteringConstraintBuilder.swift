import VisualSyntax

/// Visually 2.0.0's centring helpers (docs/semantics.md 2.1, docs/format-file.md "Apple VFL,
/// Visually, VBAutolayout"), every constraint required:
///
/// | statement | constraints |
/// |---|---|
/// | `centerInSuperview(a, …)` | `S.centerX == v.centerX`, then `S.centerY == v.centerY`, for each view |
/// | `centerHorizontallyInSuperview(a, …)` | `S.centerX == v.centerX` for each view |
/// | `centerVerticallyInSuperview(a, …)` | `S.centerY == v.centerY` for each view |
/// | `centerHorizontally(a, b, …)` | `a.centerX == b.centerX` for each consecutive pair |
/// | `centerVertically(a, b, …)` | `a.centerY == b.centerY` for each consecutive pair |
///
/// S is the container the statement is written in (`superview`). Each constraint points
/// at the view name (or the pair of names) it came from.
enum CenteringConstraintBuilder {
    static func build(_ statement: CenteringStatement, context: BuildContext) {
        switch statement.function {
        case .centerInSuperview:
            centreInSuperview(statement.views, attributes: [.centerX, .centerY], context: context)
        case .centerHorizontallyInSuperview:
            centreInSuperview(statement.views, attributes: [.centerX], context: context)
        case .centerVerticallyInSuperview:
            centreInSuperview(statement.views, attributes: [.centerY], context: context)
        case .centerHorizontally:
            centrePairs(statement.views, attribute: .centerX, context: context)
        case .centerVertically:
            centrePairs(statement.views, attribute: .centerY, context: context)
        }
    }

    /// `S.attr == v.attr`, written superview first as Visually writes it.
    private static func centreInSuperview(_ names: [ViewName], attributes: [LayoutAttribute], context: BuildContext) {
        for name in names {
            let view = context.view(name)
            for attribute in attributes {
                context.add(Anchor(context.superview, attribute), .equal, .view(view, attribute),
                            range: name.range, reason: "centre in superview")
            }
        }
    }

    /// `a.attr == b.attr` for each consecutive pair (the syntax stage requires two views).
    private static func centrePairs(_ names: [ViewName], attribute: LayoutAttribute, context: BuildContext) {
        for (a, b) in zip(names, names.dropFirst()) {
            context.add(.view(context.view(a), attribute), .equal, .view(context.view(b), attribute),
                        range: a.range.union(b.range), reason: "centre together")
        }
    }
}
