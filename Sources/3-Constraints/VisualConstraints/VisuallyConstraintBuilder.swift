import VisualSyntax

/// Visually 2.0.0: one `H(…)`/`V(…)` expression (docs/semantics.md 2.2 and 2.3,
/// docs/format-file.md "Apple VFL, Visually, VBAutolayout").
///
/// `H` works with leading, trailing and width (left and right with `.disregardLayoutDirection`;
/// leading is right under `direction rtl`), `V` with top, bottom and height. "edge" is
/// the container the line is written in, or one of its guides (see `EdgeTarget`). The
/// relation of a connection applies to the gap (`->=8-` means "at least 8 apart"), and
/// unlike Apple's VFL **a dash without a number is 0**:
///
/// | construct | constraint |
/// |---|---|
/// | `\|-v`, `\|-c-v`, `\|->=c-v` | `v.leading REL edge.leading + (0 / c)` |
/// | `a-b`, `a-c-b`, `a-<=c-b` | `b.leading REL a.trailing + (0 / c)` |
/// | `v-\|`, `v-c-\|`, `v->=c-\|` | `edge.trailing REL v.trailing + (0 / c)` |
/// | `v[n]`, `v[>=n]`, `v[<=n]` | `v.width REL n` |
/// | `v[p%]`, `v[>=p%]` | `v.width REL superview.width × p/100`: always the container itself, never a guide |
/// | `v[other]` | `v.width REL other.width` (docs/format-file.md, "Names") |
///
/// Priorities come from `~` (required when none is written).
///
/// The order is Visually's, because the operators build the list as Swift evaluates the
/// expression: each connection comes after the constraints of the chain on its left and
/// before those of the term on its right, except that an opening edge comes after its
/// term's size (`|-view1[50]-view2` gives width, leading, then view2's leading). The order
/// decides which of two conflicting required constraints gives way.
enum VisuallyConstraintBuilder {
    static func build(_ line: VisuallyLine, context: BuildContext) {
        let views = line.terms.map { context.view($0.view) }
        let edge = EdgeTarget(line.options, context: context)
        // `.disregardLayoutDirection`: left and right instead of leading and trailing (H only).
        let physical = line.axis == .horizontal && line.options.contains { $0.kind == .disregardLayoutDirection }
        let start = physical ? .left : line.axis.startAttribute
        let end = physical ? .right : line.axis.endAttribute

        for (index, term) in line.terms.enumerated() {
            addSize(term, view: views[index], axis: line.axis, context: context)
            if index == 0, let opening = line.leadingEdge {
                addConnection(opening, from: Anchor(edge.item, start), to: .view(views[0], start),
                              isEdge: true, context: context)
            }
            if index < line.connections.count {
                addConnection(line.connections[index], from: .view(views[index], end),
                              to: .view(views[index + 1], start), isEdge: false, context: context)
            }
        }
        if let closing = line.trailingEdge, let last = views.last {
            addConnection(closing, from: .view(last, end), to: Anchor(edge.item, end), isEdge: true, context: context)
        }
    }

    /// `after REL before + gap`: a dash without a number is a required gap of 0.
    private static func addConnection(_ connection: VisuallyConnection, from before: Anchor, to after: Anchor,
                                      isEdge: Bool, context: BuildContext) {
        guard let gap = connection.gap else {
            context.add(after, connection.relation, before, range: connection.range,
                        reason: isEdge ? "edge dash without a number (0)" : "dash without a number (0)", implicit: true,
                        isSpacing: true)
            return
        }
        context.add(after, connection.relation, before, constant: context.value(gap.constant),
                    priority: context.priority(gap.priority), range: connection.range,
                    reason: isEdge ? "edge gap" : "gap", isSpacing: true)
    }

    /// `[n]`, `[p%]` or `[other]`: the term's width (H) or height (V).
    private static func addSize(_ term: VisuallyTerm, view: LayoutView, axis: LayoutAxis, context: BuildContext) {
        guard let size = term.size else { return }
        let dimension = axis.sizeAttribute
        let priority = context.priority(size.priority)
        switch size.amount {
        case .constant(let constant):
            context.add(.view(view, dimension), size.relation, nil, constant: context.value(constant),
                        priority: priority, range: size.range, reason: "size")
        case .percent(let percent):
            context.add(.view(view, dimension), size.relation, Anchor(context.superview, dimension),
                        multiplier: percent.value / 100, priority: priority, range: size.range,
                        reason: "percentage of the superview")
        case .view(let name):
            context.add(.view(view, dimension), size.relation, .view(context.view(name), dimension),
                        priority: priority, range: size.range, reason: "size of another view")
        }
    }
}

/// What `|` means in a Visually line: the container, or one of its guides as the options
/// say. Visually checks `.toSafeArea` first, then `.toLayoutMargins`, then
/// `.toReadableMargins` (`.disregardLayoutDirection` is not about edges: see `build`).
///
/// The format has no readable-content setting, so `.toReadableMargins` uses the layout
/// margins, with a warning. An option that a stronger one overrides has no effect and no
/// warning (as in Visually).
private struct EdgeTarget {
    let item: Anchor.Item

    init(_ options: [VisuallyOption], context: BuildContext) {
        let kinds = options.map(\.kind)
        if kinds.contains(.toSafeArea) {
            item = .guide(context.container, .safeArea)
        } else if kinds.contains(.toLayoutMargins) {
            item = .guide(context.container, .margins)
        } else if let readable = options.first(where: { $0.kind == .toReadableMargins }) {
            item = .guide(context.container, .margins)
            context.warn("the format has no readable-content guide: '.toReadableMargins' uses the layout margins "
                         + "('margins') instead", at: readable.range)
        } else {
            item = context.superview
        }
    }
}
