import VisualSyntax

/// Apple's Visual Format Language: one `H:`/`V:` line (docs/semantics.md 4.2 and 4.3,
/// docs/format-file.md "Apple VFL").
///
/// An `H:` line works with leading, trailing and width, a `V:` line with top, bottom and
/// height. S is the container the line is written in (`|`). Every constraint is written
/// in the direction the line reads, so a connection's relation applies to the *gap*
/// (`-(>=8)-` means "at least 8 apart"):
///
/// | construct | constraint |
/// |---|---|
/// | `\|[v]`, `\|-[v]`, `\|-n-[v]` | `v.leading REL S.leading + (0 / edge spacing / n)` |
/// | `[a][b]`, `[a]-[b]`, `[a]-n-[b]` | `b.leading REL a.trailing + (0 / sibling spacing / n)` |
/// | `[v]\|`, `[v]-\|`, `[v]-n-\|` | `S.trailing REL v.trailing + (0 / edge spacing / n)` |
/// | `[v(50)]`, `[v(>=50@750)]` | `v.width REL 50` |
/// | `[v(==w)]` | `v.width REL w.width` |
///
/// A predicate list (`-(>=8,<=20)-`, `[v(>=70,<=100)]`) gives one constraint per
/// predicate, each with its own relation and priority. The standard spacings are the
/// container's `spacing` setting (8 between siblings, 20 to the edge by default).
///
/// The options `alignAll…` then make that attribute equal for each consecutive pair of
/// views (`a.X == b.X`); `Baseline` is `LastBaseline`. Leading and trailing follow the
/// file's direction (right and left under `direction rtl`), also for `alignAllLeading`.
///
/// The direction options set an `H:` line's own direction: `.directionLeftToRight` makes its
/// constraints on left and right (`b.left == a.right + 8`), `.directionRightToLeft` lays it
/// out from the right whatever the file's direction (`b.right == a.left - 8`), and
/// `.directionLeadingToTrailing` (the default) follows the file. They do not change a `V:`
/// line, nor the alignment options (Apple's alignments name their own attribute).
///
/// Constraints are emitted in the order the line is written: the leading edge, then each
/// view's predicates followed by the connection after it, the trailing edge, the options.
enum VFLConstraintBuilder {
    static func build(_ line: VFLLine, context: BuildContext) {
        let views = line.views.map { context.view($0.name) }
        let direction = line.axis == .horizontal ? lineDirection(line) : nil
        let leftToRight = direction == .leftToRight
        let start = leftToRight ? .left : line.axis.startAttribute
        let end = leftToRight ? .right : line.axis.endAttribute
        let edge = context.superview
        let lines = Line(context: context, direction: direction)

        if let leading = line.leadingEdge, let first = views.first {
            addConnection(leading.connection, from: Anchor(edge, start), to: .view(first, start),
                          isEdge: true, flushRange: leading.barRange, line: lines)
        }
        for (index, syntax) in line.views.enumerated() {
            addPredicates(of: syntax, view: views[index], axis: line.axis, context: context)
            if index < line.connections.count {
                addConnection(line.connections[index], from: .view(views[index], end),
                              to: .view(views[index + 1], start), isEdge: false,
                              flushRange: syntax.range.union(line.views[index + 1].range), line: lines)
            }
        }
        if let trailing = line.trailingEdge, let last = views.last {
            addConnection(trailing.connection, from: .view(last, end), to: Anchor(edge, end),
                          isEdge: true, flushRange: trailing.barRange, line: lines)
        }
        addOptions(line, views: views, context: context)
    }

    /// The direction an option fixes for the line; nil to follow the file's.
    private static func lineDirection(_ line: VFLLine) -> LayoutDirection? {
        for option in line.options {
            switch option.kind {
            case .directionLeftToRight: return .leftToRight
            case .directionRightToLeft: return .rightToLeft
            case .directionLeadingToTrailing, .alignAll: continue
            }
        }
        return nil
    }

    /// Where a line's connections go, and the direction they are laid out in.
    private struct Line {
        let context: BuildContext
        let direction: LayoutDirection?
    }

    /// The spacing between `before` (an edge or a view's end) and `after` (the next view's
    /// start or an edge): `after REL before + gap`, one constraint per predicate.
    ///
    /// A flush connection has no text of its own (its range is a point between the
    /// brackets), so its constraint points at `flushRange`: the `|`, or the two views.
    private static func addConnection(_ connection: VFLConnection, from before: Anchor, to after: Anchor,
                                      isEdge: Bool, flushRange: SourceRange, line: Line) {
        let context = line.context
        switch connection.kind {
        case .flush:
            let range = connection.range.isEmpty ? flushRange : connection.range
            context.add(after, .equal, before, range: range, reason: isEdge ? "flush edge" : "flush", implicit: true,
                        isSpacing: true, direction: line.direction)
        case .standard:
            let spacing = isEdge ? context.settings.edgeSpacing : context.settings.siblingSpacing
            context.add(after, .equal, before, constant: spacing, range: connection.range,
                        reason: isEdge ? "standard edge spacing" : "standard spacing", implicit: true, isSpacing: true,
                        direction: line.direction)
        case .predicates(let predicates):
            for predicate in predicates {
                // A view name inside a connection is an error of the syntax stage (it must be
                // a metric); the file never gets here with one.
                guard case .constant(let constant) = predicate.object else { continue }
                context.add(after, predicate.relation, before, constant: context.value(constant),
                            priority: context.priority(predicate.priority), range: predicate.range,
                            reason: isEdge ? "edge spacing" : "gap", isSpacing: true, direction: line.direction)
            }
        }
    }

    /// `[v(50)]`, `[v(>=50@750)]`, `[v(==w)]`: the view's width (H) or height (V).
    private static func addPredicates(of syntax: VFLView, view: LayoutView, axis: LayoutAxis, context: BuildContext) {
        let size = axis.sizeAttribute
        for predicate in syntax.predicates {
            let priority = context.priority(predicate.priority)
            switch predicate.object {
            case .constant(let constant):
                context.add(.view(view, size), predicate.relation, nil, constant: context.value(constant),
                            priority: priority, range: predicate.range, reason: "predicate")
            case .view(let name):
                context.add(.view(view, size), predicate.relation, .view(context.view(name), size),
                            priority: priority, range: predicate.range, reason: "predicate")
            }
        }
    }

    /// `options: .alignAllCenterY`: that attribute equal for each consecutive pair of views.
    private static func addOptions(_ line: VFLLine, views: [LayoutView], context: BuildContext) {
        for option in line.options {
            // Direction options set the line's direction (see `build`), nothing to align.
            guard case .alignAll(let alignment) = option.kind else { continue }
            // An option along the line's own axis is the syntax stage's error (with two or
            // more views); with one view there is no pair to align anyway.
            guard alignment.axis != line.axis else { continue }
            for (a, b) in zip(views, views.dropFirst()) {
                context.add(anchor(alignment, of: a), .equal, anchor(alignment, of: b), range: option.range,
                            reason: "alignment option")
            }
        }
    }

    /// The attribute an `alignAll…` option aligns. Leading and trailing follow the file's
    /// direction (`a.leading == b.leading` is `a.right == b.right` right to left);
    /// `Baseline` is Apple's alias of `LastBaseline`.
    private static func anchor(_ alignment: VFLAlignment, of view: LayoutView) -> Anchor {
        switch alignment {
        case .left: .view(view, .left)
        case .right: .view(view, .right)
        case .leading: .view(view, .leading)
        case .trailing: .view(view, .trailing)
        case .top: .view(view, .top)
        case .bottom: .view(view, .bottom)
        case .centerX: .view(view, .centerX)
        case .centerY: .view(view, .centerY)
        case .baseline, .lastBaseline: Anchor(.baseline(view, last: true), .top)
        case .firstBaseline: Anchor(.baseline(view, last: false), .top)
        }
    }
}
