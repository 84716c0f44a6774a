import AutoLayoutLog
import Cassowary
import VisualLayout
import VisualSyntax

extension Explanation {
    /// A layout to draw: every constraint but the broken one held where it can (the broken
    /// one, or the last member of the set, left out), sizes and places the log leaves open
    /// filled with gentle defaults and marked ambiguous; each member of the conflicting set
    /// a guide with its log line: met where the drawn layout holds it, not met (wanted →
    /// got) for the one left out, so the picture shows which constraint had to give way.
    public func layoutTree() -> LayoutTree {
        let model = ConstraintModel(log)
        let solver = Solver()
        let leftOut = broken.flatMap { conflict.contains($0) ? $0 : nil } ?? conflict.last
        var held = Set<Int>()
        do {
            for constraint in model.implicit { try solver.add(constraint) }
            for index in log.constraints.indices where index != leftOut {
                var ok = true
                for constraint in model.constraints[index] where try solver.add(constraint) != nil { ok = false }
                if ok { held.insert(index) }
            }
        } catch {}
        // Ambiguity before any default: what the log's constraints leave open.
        // Places are read against the first view: a log never says where anything is on
        // screen, so only places relative to each other can be determined.
        var open: [String: [LayoutAxis]] = [:]
        let reference = log.items.first.map { model.frame($0.id) }
        for item in log.items {
            let f = model.frame(item.id)
            let left = reference.map { f.left - $0.left } ?? Expression(f.left)
            let top = reference.map { f.top - $0.top } ?? Expression(f.top)
            let flags = solver.ambiguousExpressions([left, Expression(f.width), top, Expression(f.height)])
            var axes: [LayoutAxis] = []
            if flags[0] || flags[1] { axes.append(.horizontal) }
            if flags[2] || flags[3] { axes.append(.vertical) }
            open[item.id] = axes
        }
        // Defaults, weaker than anything the log says: a size, then a place down a diagonal.
        do {
            for (index, item) in log.items.enumerated() {
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
        var boxes = log.items.map { item -> Box in
            let f = model.frame(item.id)
            return Box(id: item.id, x: value(f.left), y: value(f.top), w: value(f.width), h: value(f.height))
        }
        let margin = 20.0
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        for i in boxes.indices { boxes[i].x += margin - minX; boxes[i].y += margin - minY }
        let width = (boxes.map { $0.x + $0.w }.max() ?? 0) + margin
        let height = (boxes.map { $0.y + $0.h }.max() ?? 0) + margin
        let inConflict = Set(conflict.flatMap { log.constraints[$0].items })
        // Big views first, so that what they hold is drawn over them.
        let ordered = boxes.enumerated().sorted { a, b in
            let areaA = a.element.w * a.element.h, areaB = b.element.w * b.element.h
            return areaA != areaB ? areaA > areaB : a.offset < b.offset
        }.map(\.element)
        let views = ordered.map { box in
            SolvedView(name: names[box.id] ?? box.id, x: box.x, y: box.y, width: box.w, height: box.h,
                       conflict: inConflict.contains(box.id), ambiguous: open[box.id] ?? [])
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
