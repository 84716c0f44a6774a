import VisualSyntax

/// RQVisual 1.0.2's rows (docs/semantics.md 1.2), with the contract's decisions:
/// a fixed width `(N)` or `(==N)` counts as N everywhere; `>` pins right (its `>=`
/// trailing edge becomes `==`); in the `rows` format `-` is the vertical padding.
///
/// Every constraint is required. Per item, in creation order:
/// - V1 `item.height == h` when the row ends in `(h)`;
/// - V2 first item of the first row: `item.top == S.top + t` (t from `|-t-[label]`, else 0);
/// - V3 first item of a later row: `item.top == previousFirst.bottom + s` (s from
///   `[prev]-s-[label]`, else the vertical padding);
/// - V4 later items: `item.top == first.top`;
/// - V5 first item of the last row: `S.bottom REL item.bottom + b` (see `bottomRelation`);
/// - V6 later items of the last row: `item.bottom == first.bottom`;
/// - H1 `item.width == N` for a fixed width;
/// - H2 first item: `item.leading == S.leading + l`; H3 later items:
///   `item.leading == previous.trailing + s`;
/// - H4 last item: `S.trailing REL item.trailing + r` (see `trailingRelation`);
/// then H5 `a.width == b.width` for consecutive `(==)` items, then the alignment pass
/// (`<`, `>`, `<>`) removes links and centres the `<>` group on `S.centerX`.
///
/// Under `direction rtl` the leading and trailing links (H2–H4, so the edge spacings and `<`
/// and `>`) are laid out from the right; the centred group keeps `left == centerX + offset`,
/// as RQVisual's does (docs/semantics.md 1.6.12), so it does not flip.
final class RowConstraintBuilder {
    private let rows: [Row]
    private let context: BuildContext
    private let gaps: RowGaps
    /// The first view of each row built so far (V3 hangs a row under the previous one).
    private var firstViews: [LayoutView] = []

    init(rows: [Row], spacing: RowSpacingFormat?, context: BuildContext) {
        self.rows = rows
        self.context = context
        gaps = RowGaps(rows: rows, format: spacing, verticalPadding: context.settings.verticalPadding)
    }

    /// One horizontal link of the row, kept until the alignment pass has run.
    private struct Link {
        let constraint: GeneratedConstraint
        let constant: Double
    }

    /// The horizontal links of one row, kept until the alignment pass has run.
    private struct HorizontalLinks {
        /// Every horizontal constraint in the order it enters the system.
        var order: [GeneratedConstraint] = []
        /// Each item's link to what is on its left, and to what is on its right.
        var left: [Link] = []
        var right: [Link] = []
    }

    /// A spacing as written (or implied): its value, where it is written, why it has that
    /// value, and whether the user left it to the default.
    private struct SpacingValue {
        let value: Double
        let range: SourceRange
        let reason: String
        let isImplicit: Bool
    }

    /// V1–V6 go in first, item by item; then H1–H4, H5 and the alignment pass.
    func build(row index: Int) {
        let row = rows[index]
        let views = row.items.map { context.view($0.view) }
        addVertical(row: index, views: views)
        var links = horizontalLinks(row, views: views)
        // H5: the equal-width group, pair by pair.
        let group = row.items.indices.filter { row.items[$0].width?.kind == .equalWidthGroup }
        for (a, b) in zip(group, group.dropFirst()) {
            links.order.append(.make(.view(views[b], .width), .equal, .view(views[a], .width),
                                     range: row.items[b].width?.range, reason: "equal-width group"))
        }
        // The alignment pass, then the centred group.
        let removed = alignmentRemovals(row, leftLinks: links.left, rightLinks: links.right)
        for constraint in links.order where !removed.contains(ObjectIdentifier(constraint.constraint)) {
            context.add(constraint)
        }
        addCentredGroup(row, views: views, rightLinks: links.right)

        firstViews.append(views[0])
        context.system.rows.append(RowGroup(label: row.label?.text, container: context.container, views: views,
                                            range: row.range))
    }

    /// V1–V6 for each item of row `index`, added at once.
    private func addVertical(row index: Int, views: [LayoutView]) {
        let row = rows[index]
        let superview = context.superview
        let first = views[0]
        for (i, item) in row.items.enumerated() {
            let view = views[i]
            if let height = row.height {
                add(.view(view, .height), .equal, nil, height.value, height.range, "row height")
            }
            if i == 0 {
                if index == 0 {
                    let top = gaps.top
                    add(.view(view, .top), .equal, Anchor(superview, .top), top.value, top.range ?? row.range,
                        top.range == nil ? "first row at the top" : "row spacing", implicit: top.isDefault,
                        isSpacing: true)
                } else {
                    let gap = gaps.between[index - 1]
                    add(.view(view, .top), .equal, .view(firstViews[index - 1], .bottom), gap.value,
                        gap.range ?? row.range, gap.range == nil ? "default vertical padding" : "row spacing",
                        implicit: gap.isDefault, isSpacing: true)
                }
            } else {
                add(.view(view, .top), .equal, .view(first, .top), 0, item.range, "row alignment", implicit: true)
            }
            guard index == rows.count - 1 else { continue }
            if i == 0 {
                let bottom = gaps.bottom
                add(Anchor(superview, .bottom), bottomRelation(index), .view(view, .bottom), bottom.value,
                    bottom.range ?? row.range, bottom.range == nil ? "last row at the bottom" : "row spacing",
                    implicit: bottom.isDefault, isSpacing: true)
            } else {
                add(.view(view, .bottom), .equal, .view(first, .bottom), 0, item.range, "row alignment", implicit: true)
            }
        }
    }

    /// H1–H4 for each item, in order, not yet added: the alignment pass may drop links.
    private func horizontalLinks(_ row: Row, views: [LayoutView]) -> HorizontalLinks {
        let superview = context.superview
        var links = HorizontalLinks()
        for (i, item) in row.items.enumerated() {
            let view = views[i]
            if let width = item.width, let fixed = width.fixedWidth {
                links.order.append(.make(.view(view, .width), .equal, nil, constant: fixed, range: width.range,
                                         reason: "fixed width"))
            }
            let left: Link
            if i == 0 {
                let spacing = spacingValue(row.leadingEdge?.connection, edge: true, fallback: item.range)
                left = link(.view(view, .leading), .equal, Anchor(superview, .leading), spacing)
            } else {
                let spacing = spacingValue(row.connections[i - 1], edge: false, fallback: item.range)
                left = link(.view(view, .leading), .equal, .view(views[i - 1], .trailing), spacing)
                links.right.append(left)  // the previous item's right link
            }
            links.left.append(left)
            links.order.append(left.constraint)
            if i == row.items.count - 1 {
                let spacing = spacingValue(row.trailingEdge?.connection, edge: true, fallback: item.range)
                let right = link(Anchor(superview, .trailing), trailingRelation(row, i), .view(view, .trailing), spacing)
                links.right.append(right)
                links.order.append(right.constraint)
            }
        }
        return links
    }

    private func link(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor, _ spacing: SpacingValue) -> Link {
        Link(constraint: context.make(first, relation, second, constant: spacing.value, range: spacing.range,
                                      reason: spacing.reason, implicit: spacing.isImplicit, isSpacing: true),
             constant: spacing.value)
    }

    private func add(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, _ constant: Double,
                     _ range: SourceRange, _ reason: String, implicit: Bool = false, isSpacing: Bool = false) {
        context.add(first, relation, second, constant: constant, range: range, reason: reason, implicit: implicit,
                    isSpacing: isSpacing)
    }

    /// The value of a connection or edge, where it is written and why it has that value.
    private func spacingValue(_ connection: RowConnection?, edge: Bool, fallback: SourceRange) -> SpacingValue {
        guard let connection else {
            return SpacingValue(value: 0, range: fallback, reason: edge ? "no edge spacing" : "flush", isImplicit: true)
        }
        switch connection.kind {
        case .flush:
            return SpacingValue(value: 0, range: connection.range.isEmpty ? fallback : connection.range, reason: "flush",
                                isImplicit: true)
        case .padding:
            return SpacingValue(value: context.settings.horizontalPadding, range: connection.range,
                                reason: "implicit padding", isImplicit: true)
        case .explicit(let number):
            return SpacingValue(value: number.value, range: connection.range, reason: edge ? "edge spacing" : "padding",
                                isImplicit: false)
        }
    }

    private func isFixed(_ item: RowItem) -> Bool { item.width?.fixedWidth != nil }

    /// H4: `>=` when the last item has a fixed width and is alone or follows a fixed-width
    /// item, else `==`. A `>` item is pinned right: `==` (docs/format-file.md).
    private func trailingRelation(_ row: Row, _ last: Int) -> LayoutRelation {
        let item = row.items[last]
        if item.alignment == .right { return .equal }
        let loose = isFixed(item) && (last == 0 || isFixed(row.items[last - 1]))
        return loose ? .greaterThanOrEqual : .equal
    }

    /// V5: `==` when the bottom spacing was written; else `>=` when the last row has a
    /// height and is alone or follows a row with a height; else `==`.
    private func bottomRelation(_ index: Int) -> LayoutRelation {
        if gaps.bottom.range != nil { return .equal }
        let row = rows[index]
        let loose = row.height != nil && (index == 0 || rows[index - 1].height != nil)
        return loose ? .greaterThanOrEqual : .equal
    }

    /// `<` or `<>` drops an item's right link when there is no next item or the next has a
    /// fixed width and is not itself `<`; `>` or `<>` drops its left link likewise. A
    /// neighbour's `<>` is its own mark, neither `<` nor `>`.
    private func alignmentRemovals(_ row: Row, leftLinks: [Link], rightLinks: [Link]) -> Set<ObjectIdentifier> {
        var removed = Set<ObjectIdentifier>()
        let items = row.items
        for (i, item) in items.enumerated() {
            guard let mark = item.alignment else { continue }
            if mark == .left || mark == .center {
                let next = i + 1 < items.count ? items[i + 1] : nil
                if next == nil || (isFixed(next!) && next!.alignment != .left) {
                    removed.insert(ObjectIdentifier(rightLinks[i].constraint.constraint))
                }
            }
            if mark == .right || mark == .center {
                let previous = i > 0 ? items[i - 1] : nil
                if previous == nil || (isFixed(previous!) && previous!.alignment != .right) {
                    removed.insert(ObjectIdentifier(leftLinks[i].constraint.constraint))
                }
            }
        }
        return removed
    }

    /// The `<>` items, centred together on the container: member k's left edge is
    /// `S.centerX + offset_k`, offsets from the declared widths (0 for dynamic and `(==)`)
    /// and the right-link constants between members.
    private func addCentredGroup(_ row: Row, views: [LayoutView], rightLinks: [Link]) {
        let members = row.items.indices.filter { row.items[$0].alignment == .center }
        guard !members.isEmpty else { return }
        let widths = members.map { row.items[$0].width?.fixedWidth ?? 0 }
        let gapsBetween = members.dropLast().map { rightLinks[$0].constant }
        let total = widths.reduce(0, +) + gapsBetween.reduce(0, +)
        var offset = -total / 2
        for (k, member) in members.enumerated() {
            add(.view(views[member], .left), .equal, Anchor(context.superview, .centerX), offset,
                row.items[member].range, "centred group", implicit: true)
            if k < gapsBetween.count { offset += widths[k] + gapsBetween[k] }
        }
    }

    /// RQVisual's own minimum size, computed correctly (docs/semantics.md 1.3, "corrected"):
    /// each row's edges, fixed widths and spacings; the rows' top, heights, gaps and bottom.
    static func correctedSizes(rows: [Row], spacing: RowSpacingFormat?, settings: ResolvedSettings)
        -> (rowWidths: [Double], height: Double) {
        func value(_ connection: RowConnection?) -> Double {
            guard let connection else { return 0 }
            switch connection.kind {
            case .flush: return 0
            case .padding: return settings.horizontalPadding
            case .explicit(let number): return number.value
            }
        }
        let widths = rows.map { row in
            value(row.leadingEdge?.connection) + value(row.trailingEdge?.connection)
                + row.items.compactMap { $0.width?.fixedWidth }.reduce(0, +)
                + row.connections.map(value).reduce(0, +)
        }
        let gaps = RowGaps(rows: rows, format: spacing, verticalPadding: settings.verticalPadding)
        let height = gaps.top.value + gaps.between.map(\.value).reduce(0, +) + gaps.bottom.value
            + rows.compactMap { $0.height?.value }.reduce(0, +)
        return (widths, height)
    }
}

/// The vertical gaps of a container's rows, from its `rows` format.
///
/// RQVisual records one spacing per written connection of the format (`|-5-[r1]`,
/// `[r1]-5-[r2]`, `[r2]-15-|`; flush labels record nothing) and consumes the records
/// strictly in order while walking the rows: a record is used only when its labels are
/// the pair being placed; otherwise the default is used and the record waits.
struct RowGaps {
    struct Gap {
        var value: Double
        /// Where the format wrote it; nil for a default.
        var range: SourceRange?
        /// True when no number was written: a default, or the format's `-` (the vertical padding).
        var isDefault = true
    }

    var top = Gap(value: 0)
    var between: [Gap] = []
    var bottom = Gap(value: 0)

    init(rows: [Row], format: RowSpacingFormat?, verticalPadding: Double) {
        var records: [(left: String?, right: String?, gap: Gap)] = []
        if let format {
            func gap(_ connection: RowConnection) -> Gap? {
                switch connection.kind {
                case .flush: return nil
                case .padding: return Gap(value: verticalPadding, range: connection.range)
                case .explicit(let number): return Gap(value: number.value, range: connection.range, isDefault: false)
                }
            }
            let labels = format.labels.map(\.text)
            if let edge = format.leadingEdge, let first = labels.first, let v = gap(edge.connection) {
                records.append((nil, first, v))
            }
            for (i, connection) in format.connections.enumerated() {
                if let v = gap(connection) { records.append((labels[i], labels[i + 1], v)) }
            }
            if let edge = format.trailingEdge, let last = labels.last, let v = gap(edge.connection) {
                records.append((last, nil, v))
            }
        }
        var head = 0
        func take(_ left: String?, _ right: String?) -> Gap? {
            guard head < records.count, left != nil || right != nil,
                  records[head].left == left, records[head].right == right else { return nil }
            head += 1
            return records[head - 1].gap
        }
        let labels = rows.map { $0.label?.text }
        for index in rows.indices {
            if index == 0 {
                if let label = labels[0], let gap = take(nil, label) { top = gap }
            } else if let previous = labels[index - 1], let label = labels[index], let gap = take(previous, label) {
                between.append(gap)
            } else {
                between.append(Gap(value: verticalPadding))
            }
            if index == rows.count - 1, let label = labels[index], let gap = take(label, nil) {
                bottom = gap
            }
        }
    }
}
