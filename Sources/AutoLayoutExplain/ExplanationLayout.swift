import AutoLayoutLog
import Cassowary
import VisualLayout
import VisualSyntax

extension Explanation {
    /// A layout to draw, to scale, of what the conflict needs: the views of the set, laid
    /// out by the set's members (the broken one, or the last member, only as close as the
    /// others let it come, so that the sizes it fights are drawn at the floor they meet
    /// rather than at a made-up default), each view inside the superview a `names:` list
    /// gives it; sizes and places the set leaves open filled with gentle defaults and marked
    /// ambiguous. The log's other views, which the conflict does not need, are drawn small
    /// and faint in a row below, so that a huge size they hold does not stretch the picture.
    /// Each member is a guide with its log line: met where the drawn layout holds it, not
    /// met (wanted → got) for the one left out. A log with no conflict is drawn whole.
    public func layoutTree() -> LayoutTree {
        let model = ConstraintModel(log)
        let solver = Solver()
        let leftOut = broken.flatMap { conflict.contains($0) ? $0 : nil } ?? conflict.last
        let drawnConstraints = conflict.isEmpty ? Array(log.constraints.indices) : conflict
        let drawnIDs = conflict.isEmpty ? Set(log.items.map(\.id)) : Set(conflict.flatMap { log.constraints[$0].items })
        let drawnItems = log.items.filter { drawnIDs.contains($0.id) }
        var held = Set<Int>()
        do {
            for constraint in model.implicit { try solver.add(constraint) }
            for index in drawnConstraints where index != leftOut {
                var ok = true
                for constraint in model.constraints[index] where try solver.add(constraint) != nil { ok = false }
                if ok { held.insert(index) }
            }
        } catch {}
        // Ambiguity before any default: what the drawn constraints leave open. Places are
        // read against the first view: a log never says where anything is on screen.
        var open: [String: [LayoutAxis]] = [:]
        let reference = drawnItems.first.map { model.frame($0.id) }
        for item in drawnItems {
            let f = model.frame(item.id)
            let left = reference.map { f.left - $0.left } ?? Expression(f.left)
            let top = reference.map { f.top - $0.top } ?? Expression(f.top)
            let flags = solver.ambiguousExpressions([left, Expression(f.width), top, Expression(f.height)])
            var axes: [LayoutAxis] = []
            if flags[0] || flags[1] { axes.append(.horizontal) }
            if flags[2] || flags[3] { axes.append(.vertical) }
            open[item.id] = axes
        }
        let parents = drawnParents(drawnIDs)
        do {
            // The one left out, as close as the others let it come.
            if let leftOut {
                for constraint in model.constraints[leftOut] {
                    try solver.add(Constraint(constraint.expression, constraint.relation, priority: .high))
                }
            }
            // Inside the superview the log names, where the set lets it be.
            for (child, parent) in parents {
                let c = model.frame(child), p = model.frame(parent)
                try solver.add(Constraint(c.left - p.left, .greaterOrEqual, priority: .medium))
                try solver.add(Constraint(c.top - p.top, .greaterOrEqual, priority: .medium))
                try solver.add(Constraint(p.left + p.width - c.left - c.width, .greaterOrEqual, priority: .medium))
                try solver.add(Constraint(p.top + p.height - c.top - c.height, .greaterOrEqual, priority: .medium))
            }
            // Defaults, weaker than anything else: a size, then a place down a diagonal.
            for (index, item) in drawnItems.enumerated() {
                let f = model.frame(item.id)
                try solver.add(Constraint(f.width - 160, .equal, priority: .low))
                try solver.add(Constraint(f.height - 60, .equal, priority: .low))
                try solver.add(Constraint(f.left - Double(index) * 40, .equal, priority: .fitting))
                try solver.add(Constraint(f.top - Double(index) * 80, .equal, priority: .fitting))
            }
        } catch {}
        func value(_ variable: Variable) -> Double {
            let v = solver.value(of: variable)
            return abs(v) < 1e-9 ? 0 : (v * 1000).rounded() / 1000
        }
        struct Box { var id: String; var x, y, w, h: Double }
        var boxes = drawnItems.map { item -> Box in
            let f = model.frame(item.id)
            return Box(id: item.id, x: value(f.left), y: value(f.top), w: value(f.width), h: value(f.height))
        }
        let margin = 20.0
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        for i in boxes.indices { boxes[i].x += margin - minX; boxes[i].y += margin - minY }
        var width = (boxes.map { $0.x + $0.w }.max() ?? 0) + margin
        var height = (boxes.map { $0.y + $0.h }.max() ?? 0) + margin
        // The views the conflict does not need: small, in a row below.
        var others: [Box] = []
        var x = margin
        for item in log.items where !drawnIDs.contains(item.id) {
            if x + Self.compactSize.width > max(width, 320) - margin, x > margin {
                x = margin
                height += Self.compactSize.height + 8
            }
            others.append(Box(id: item.id, x: x, y: height, w: Self.compactSize.width, h: Self.compactSize.height))
            x += Self.compactSize.width + 8
        }
        if !others.isEmpty {
            height += Self.compactSize.height + margin
            width = max(width, (others.map { $0.x + $0.w }.max() ?? 0) + margin)
        }
        let inConflict = Set(conflict.flatMap { log.constraints[$0].items })
        let byID = Dictionary(uniqueKeysWithValues: boxes.map { ($0.id, $0) })
        let views = Self.parentsFirst(boxes.map(\.id), parents: parents, area: { byID[$0].map { $0.w * $0.h } ?? 0 })
            .map { id -> SolvedView in
                let box = byID[id]!
                let parent = parents[id].flatMap { byID[$0] }
                return SolvedView(name: names[id] ?? id, parent: parent.map { names[$0.id] ?? $0.id },
                                  x: box.x - (parent?.x ?? 0), y: box.y - (parent?.y ?? 0), width: box.w, height: box.h,
                                  conflict: inConflict.contains(id), ambiguous: open[id] ?? [])
            } + others.map { box in
                SolvedView(name: names[box.id] ?? box.id, x: box.x, y: box.y, width: box.w, height: box.h)
            }
        let offset = (x: margin - minX, y: margin - minY)
        func evaluate(_ terms: [LogTerm]) -> Double {
            terms.reduce(0.0) { sum, term in
                var v = 0.0
                for t in model.expression(of: term.attribute, item: term.item).terms { v += t.coefficient * value(t.variable) }
                v += model.expression(of: term.attribute, item: term.item).constant
                let shift = term.attribute.isHorizontal ? offset.x : offset.y
                let isSize = term.attribute == .width || term.attribute == .height
                return sum + term.coefficient * (v + (isSize ? 0 : shift))
            }
        }
        var guides: [SpacingGuide] = []
        for index in conflict {
            let constraint = log.constraints[index]
            for equation in constraint.equations {
                guard let first = equation.lhs.first ?? equation.rhs.first else { continue }
                let axis: LayoutAxis = first.attribute.isHorizontal ? .horizontal : .vertical
                let involved = (equation.lhs + equation.rhs).map(\.item)
                let across = involved.compactMap { id in boxes.first { $0.id == id } }.map { box in
                    axis == .horizontal ? (box.y, box.y + box.h) : (box.x, box.x + box.w)
                }
                let low = across.map(\.0).max() ?? 0, high = across.map(\.1).min() ?? 0
                let position = low <= high ? (low + high) / 2 : (across.first.map { ($0.0 + $0.1) / 2 } ?? 0)
                let relation: LayoutRelation = switch equation.relation {
                case .equal: .equal
                case .lessOrEqual: .lessThanOrEqual
                case .greaterOrEqual: .greaterThanOrEqual
                }
                let name = { (id: String) in self.names[id] ?? id }
                var guide = SpacingGuide(axis: axis, start: 0, end: 0, position: position, before: nil, after: nil,
                                         relation: relation, constant: equation.constant, priority: 1000,
                                         isImplicit: false, isSatisfied: held.contains(index),
                                         line: constraint.line)
                let isSize = { (a: LogAttribute) in a == .width || a == .height }
                if equation.lhs.count == 1, equation.rhs.isEmpty, isSize(first.attribute), first.coefficient == 1,
                   let box = boxes.first(where: { $0.id == first.item }) {
                    guide.measures = .size
                    guide.before = name(first.item)
                    guide.after = guide.before
                    guide.start = axis == .horizontal ? box.x : box.y
                    guide.end = guide.start + (axis == .horizontal ? box.w : box.h)
                } else if equation.lhs.count == 1, equation.rhs.count == 1, equation.lhs[0].coefficient == 1,
                          equation.rhs[0].coefficient == 1, !isSize(equation.lhs[0].attribute),
                          !isSize(equation.rhs[0].attribute),
                          equation.lhs[0].attribute.isHorizontal == equation.rhs[0].attribute.isHorizontal {
                    // `after == before + constant`: a gap from `before` to `after`.
                    var before = equation.rhs[0], after = equation.lhs[0]
                    var constant = equation.constant
                    var relation = relation
                    if constant < 0 {
                        swap(&before, &after)
                        constant = -constant
                        relation = switch relation {
                        case .lessThanOrEqual: .greaterThanOrEqual
                        case .greaterThanOrEqual: .lessThanOrEqual
                        case .equal: .equal
                        }
                    }
                    guide.before = name(before.item)
                    guide.after = name(after.item)
                    guide.start = evaluate([before])
                    guide.end = evaluate([after])
                    guide.constant = constant
                    guide.relation = relation
                } else {
                    // Anything else (a multiplier, two sizes): where the first attribute is
                    // against where the constraint wants it.
                    let term = equation.lhs.first ?? first
                    let wanted = (evaluate(equation.rhs) + equation.constant
                                  - evaluate(Array(equation.lhs.dropFirst()))) / term.coefficient
                    guide.measures = .position(Self.layoutAttribute(term.attribute))
                    guide.before = name(term.item)
                    guide.after = guide.before
                    guide.start = wanted
                    guide.end = evaluate([LogTerm(item: term.item, attribute: term.attribute)])
                    guide.constant = wanted
                }
                guides.append(guide)
            }
        }
        Self.separateLanes(&guides)
        return LayoutTree(canvasWidth: width, canvasHeight: height, views: views, diagnostics: [], guides: guides)
    }

    /// The size of a view drawn outside the conflict.
    static let compactSize = (width: 72.0, height: 24.0)

    /// Each drawn view's superview, where both are drawn: as the log's `names:` lists say,
    /// else as its pins say (a loop, which no real hierarchy has, is cut).
    func drawnParents(_ drawn: Set<String>) -> [String: String] {
        var parents: [String: String] = [:]
        let said = log.superviews.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
        for (child, parent) in said + pinnedInside().filter({ log.superviews[$0.0] == nil })
        where drawn.contains(child) && drawn.contains(parent) && parents[child] == nil {
            var ancestor: String? = parent
            var loops = false
            while let current = ancestor {
                if current == child { loops = true; break }
                ancestor = parents[current]
            }
            if !loops { parents[child] = parent }
        }
        return parents
    }

    /// Views pinned inside another: `a.leading == b.leading + 8` (a small inset on the same
    /// edge) puts `a` inside `b`; an inset of 0 says nothing of which holds which, so there
    /// the one whose class is a cell, window or hosting view holds the other. Most evidence wins.
    func pinnedInside() -> [(String, String)] {
        let starts: Set<LogAttribute> = [.leading, .left, .top]
        let ends: Set<LogAttribute> = [.trailing, .right, .bottom]
        func isOuterClass(_ id: String) -> Bool {
            let className = log.items.first { $0.id == id }?.className ?? ""
            return ["Cell", "Window", "HostingView", "Controller"].contains { className.contains($0) }
                && !className.contains("ContentView")
        }
        var votes: [String: [String: Int]] = [:]  // child → parent → evidence
        for constraint in log.constraints {
            for equation in constraint.equations {
                guard equation.relation == .equal, equation.lhs.count == 1, equation.rhs.count == 1 else { continue }
                let a = equation.lhs[0], b = equation.rhs[0]
                guard a.attribute == b.attribute, a.coefficient == 1, b.coefficient == 1, a.item != b.item,
                      starts.contains(a.attribute) || ends.contains(a.attribute), abs(equation.constant) <= 40 else { continue }
                var inner = a.item, outer = b.item
                let c = equation.constant
                if c == 0 {
                    if isOuterClass(a.item) == isOuterClass(b.item) { continue }
                    if isOuterClass(a.item) { swap(&inner, &outer) }
                } else if (starts.contains(a.attribute) && c < 0) || (ends.contains(a.attribute) && c > 0) {
                    swap(&inner, &outer)
                }
                votes[inner, default: [:]][outer, default: 0] += 1
            }
        }
        return votes.keys.sorted().compactMap { child in
            let best = votes[child]!.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }!
            // Pinned both ways (an inset on each side of two views) says nothing.
            if (votes[best.key]?[child] ?? 0) >= best.value { return nil }
            return (child, best.key)
        }
    }

    /// Parents before their children; bigger views first among siblings, so that what they
    /// hold is drawn over them.
    static func parentsFirst(_ ids: [String], parents: [String: String], area: (String) -> Double) -> [String] {
        var result: [String] = []
        func add(children of: String?) {
            let children = ids.enumerated().filter { parents[$0.element] == of }
                .sorted { a, b in area(a.element) != area(b.element) ? area(a.element) > area(b.element) : a.offset < b.offset }
            for child in children {
                result.append(child.element)
                add(children: child.element)
            }
        }
        add(children: nil)
        return result
    }

    /// Members placed on the same line across the same stretch would be drawn over each
    /// other (a gap and the constraint it fights often span the same views): each guide
    /// moves down (right, for a vertical one) by a lane until it shares its line with no
    /// earlier guide it overlaps.
    static func separateLanes(_ guides: inout [SpacingGuide]) {
        let lane = 16.0
        for index in guides.indices {
            func clashes(_ other: SpacingGuide) -> Bool {
                let guide = guides[index]
                let (low, high) = (min(guide.start, guide.end), max(guide.start, guide.end))
                let (otherLow, otherHigh) = (min(other.start, other.end), max(other.start, other.end))
                return other.axis == guide.axis && abs(other.position - guide.position) < lane
                    && low <= otherHigh + lane && otherLow <= high + lane
            }
            var moves = 0
            while moves < guides.count && guides[..<index].contains(where: clashes) {
                guides[index].position += lane
                moves += 1
            }
        }
    }

    /// The picture's key: each member of the set as an equation with short names and its
    /// log line (the one the log broke marked), then each view's short name and full id,
    /// those of the set first.
    public var keyLines: [String] {
        let used = Set(conflict.flatMap { log.constraints[$0].items })
        let items = log.items.filter { used.contains($0.id) } + log.items.filter { !used.contains($0.id) }
        var lines: [String] = []
        for index in conflict {
            lines.append((["line \(log.constraints[index].line)", equation(index)] + memberNotes(index))
                .joined(separator: "  "))
        }
        if let broken, !conflict.contains(broken) {
            lines.append("the log broke line \(log.constraints[broken].line): \(equation(broken)) (not in the set)")
        }
        lines += reasons.map { conflict.isEmpty ? "no conflict as read here, but \($0)" : "why: \($0)" }
        return lines + items.map { item in
            var line = "\(names[item.id] ?? item.id) = \(item.id)"
            if let label = item.label { line += " '\(label)'" }
            return line
        }
    }

    static func layoutAttribute(_ attribute: LogAttribute) -> LayoutAttribute {
        switch attribute {
        case .left, .leftMargin: .left
        case .right, .rightMargin: .right
        case .leading, .leadingMargin: .leading
        case .trailing, .trailingMargin: .trailing
        case .width: .width
        case .height: .height
        case .centerX, .centerXWithinMargins: .centerX
        case .centerY, .centerYWithinMargins: .centerY
        case .top, .topMargin, .firstBaseline, .lastBaseline: .top
        case .bottom, .bottomMargin: .bottom
        }
    }
}
