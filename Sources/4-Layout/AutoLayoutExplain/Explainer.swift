import AutoLayoutLog
import Cassowary
import TextFormats
import VisualSyntax

/// What a log's constraints say, solved: one minimal set of them that cannot hold together.
public struct Explanation: Sendable {
    public var log: AutoLayoutLog
    /// Each item's short name, by id.
    public var names: [String: String]
    /// Each constraint as an equation with short names (`title.leading == root.leadingMargin + 8`);
    /// nil for a description that could not be read.
    public var equations: [String?]
    /// 0-based indices into `log.constraints`: one minimal set that cannot hold (empty when
    /// they all can), every width and height being at least 0.
    public var conflict: [Int]
    /// Why the set cannot hold (a size it would make negative), or, when the log's
    /// constraints can all hold, which assumption of the reading that depends on.
    public var reasons: [String] = []
    /// When the contract's reading finds no conflict, another reading that does (UIKit's
    /// own margins, autoresizing positions in their superview's coordinates), which the
    /// picture draws; nil otherwise. The contract's `conflict` stays empty.
    public var alternative: AlternativeReading?

    /// The model the picture is drawn with: the alternative reading's, else the contract's.
    public func drawingModel() -> ConstraintModel {
        guard let alternative, conflict.isEmpty else { return ConstraintModel(log) }
        return ConstraintModel(log, margin: alternative.margin, autoresizingSuperviews: alternative.autoresizingSuperviews)
    }

    /// The set the picture draws: the conflict, else the alternative reading's.
    public var drawnConflict: [Int] { conflict.isEmpty ? alternative?.conflict ?? [] : conflict }
    /// The constraint the log says it broke.
    public var broken: Int? { log.broken }
}

/// Builds a log's constraints as the contract reads them and finds a minimal conflict.
///
/// Each view has a left, top, width and height; right = left + width, centres halfway,
/// leading/trailing = left/right; margins lie 8 points inside their edge; first and last
/// baseline are one unknown offset below the top; every width and height is at least 0.
/// Every listed constraint is required, whatever its priority.
public final class ConstraintModel {
    public struct Frame {
        public let left, top, width, height: Variable
    }

    public let log: AutoLayoutLog
    public private(set) var frames: [String: Frame] = [:]
    private var baselines: [String: Variable] = [:]
    /// The Cassowary constraints of each log constraint.
    public private(set) var constraints: [[Constraint]] = []
    /// Width and height ≥ 0 of every view.
    public private(set) var implicit: [Constraint] = []

    /// How far margins lie inside their edge: 8, as the contract reads a log.
    public let margin: Double

    /// Each view's superview, when an autoresizing position written without a second
    /// view (`midY == + 70`) is to be read in its superview's coordinates, as UIKit means it,
    /// rather than as written, as the contract reads it.
    public let autoresizingSuperviews: [String: String]

    public init(_ log: AutoLayoutLog, margin: Double = 8, autoresizingSuperviews: [String: String] = [:]) {
        self.log = log
        self.margin = margin
        self.autoresizingSuperviews = autoresizingSuperviews
        for item in log.items {
            let frame = Frame(left: Variable("\(item.id).left"), top: Variable("\(item.id).top"),
                              width: Variable("\(item.id).width"), height: Variable("\(item.id).height"))
            frames[item.id] = frame
            implicit.append(Constraint(Expression(frame.width), .greaterOrEqual, tag: "\(item.id).width >= 0"))
            implicit.append(Constraint(Expression(frame.height), .greaterOrEqual, tag: "\(item.id).height >= 0"))
        }
        constraints = log.constraints.enumerated().map { index, constraint in
            constraint.equations.map { equation in
                let rhsTerms = Self.superviewOrigin(of: equation, in: constraint, superviews: autoresizingSuperviews)
                    .map { [$0] } ?? equation.rhs
                let lhs = sum(equation.lhs), rhs = sum(rhsTerms) + equation.constant
                let relation: Relation = switch equation.relation {
                case .equal: .equal
                case .lessOrEqual: .lessOrEqual
                case .greaterOrEqual: .greaterOrEqual
                }
                return Constraint(lhs - rhs, relation, tag: String(index))
            }
        }
    }

    /// The superview's edge that `equation` of `constraint`, an autoresizing position written
    /// without a second view (`midY == + 70`), is measured from when `superviews` gives its
    /// view's superview; nil for any other equation. The model, the reason that names the
    /// reading, the picture's guides and the key all read the position through it.
    static func superviewOrigin(of equation: LogEquation, in constraint: LogConstraint,
                                superviews: [String: String]) -> LogTerm? {
        guard constraint.className.hasSuffix("AutoresizingMaskLayoutConstraint"), equation.rhs.isEmpty,
              equation.lhs.count == 1, let superview = superviews[equation.lhs[0].item],
              let origin = origin(of: equation.lhs[0].attribute) else { return nil }
        return LogTerm(item: superview, attribute: origin)
    }

    /// The superview's edge an autoresizing position is measured from: `minX`, `midX`,
    /// `maxX` from its left, the Y ones from its top; nil for a size.
    private static func origin(of attribute: LogAttribute) -> LogAttribute? {
        switch attribute {
        case .left, .leading, .centerX, .right, .trailing: .left
        case .top, .centerY, .bottom: .top
        default: nil
        }
    }

    private func sum(_ terms: [LogTerm]) -> Expression {
        terms.reduce(Expression()) { $0 + expression(of: $1.attribute, item: $1.item) * $1.coefficient }
    }

    public func frame(_ item: String) -> Frame {
        if let frame = frames[item] { return frame }
        let frame = Frame(left: Variable("\(item).left"), top: Variable("\(item).top"),
                          width: Variable("\(item).width"), height: Variable("\(item).height"))
        frames[item] = frame
        return frame
    }

    /// An attribute of a view as an expression of its left, top, width and height.
    public func expression(of attribute: LogAttribute, item: String) -> Expression {
        let f = frame(item)
        let m = margin
        switch attribute {
        case .left, .leading: return Expression(f.left)
        case .right, .trailing: return f.left + f.width
        case .width: return Expression(f.width)
        case .centerX, .centerXWithinMargins: return f.left + f.width * 0.5
        case .leftMargin, .leadingMargin: return f.left + m
        case .rightMargin, .trailingMargin: return f.left + f.width - m
        case .top: return Expression(f.top)
        case .bottom: return f.top + f.height
        case .height: return Expression(f.height)
        case .centerY, .centerYWithinMargins: return f.top + f.height * 0.5
        case .topMargin: return f.top + m
        case .bottomMargin: return f.top + f.height - m
        case .firstBaseline, .lastBaseline:
            let offset = baselines[item] ?? Variable("\(item).baseline")
            baselines[item] = offset
            return f.top + offset
        }
    }

    /// Whether the constraints at `indices` can all hold, with every size at least 0 (or,
    /// without `floors`, whatever the sizes).
    public func isFeasible(_ indices: [Int], floors: Bool = true) -> Bool {
        let solver = Solver()
        do {
            if floors { for constraint in implicit { try solver.add(constraint) } }
            for index in Set(indices).sorted() {
                for constraint in constraints[index] where try solver.add(constraint) != nil { return false }
            }
        } catch {
            return false
        }
        return true
    }

    /// One minimal set of constraints that cannot hold, the broken one in it when it can
    /// be: the solver's conflict set, then a deletion filter, so that removing any member
    /// lets the rest hold.
    public func minimalConflict(preferring broken: Int?) -> [Int] {
        let all = Array(constraints.indices)
        guard !isFeasible(all) else { return [] }
        // The solver's answer: every constraint but the broken one, then the broken one.
        let solver = Solver()
        var owner: [ObjectIdentifier: Int] = [:]
        var conflicts: [[Int]] = []
        let order = all.filter { $0 != broken } + (broken.map { [$0] } ?? [])
        do {
            for constraint in implicit { try solver.add(constraint) }
            for index in order {
                for constraint in constraints[index] {
                    owner[ObjectIdentifier(constraint)] = index
                    if let conflict = try solver.add(constraint) {
                        let others = conflict.conflictingConstraints.compactMap { owner[ObjectIdentifier($0)] }
                        conflicts.append(Array(Set(others + [index])).sorted())
                    }
                }
            }
        } catch {}
        var candidates = conflicts.last(where: { broken != nil && $0.contains(broken!) }) ?? conflicts.first ?? all
        if isFeasible(candidates) { candidates = all }
        return shrink(candidates, keepingLast: broken)
    }

    /// Drops every member whose absence keeps the set infeasible (the broken one tried last).
    public func shrink(_ set: [Int], keepingLast preferred: Int?) -> [Int] {
        var members = set.sorted()
        let order = members.filter { $0 == preferred } + members.filter { $0 != preferred }
        for index in order.reversed() {
            let trial = members.filter { $0 != index }
            if !isFeasible(trial) { members = trial }
        }
        return members
    }
    /// The sizes whose floor of 0 the constraints at `indices` break: a fewest set of
    /// widths and heights whose floors, with those constraints, cannot all hold, and the
    /// most their sum can be (`view2.height`, −72; or three heights that add up to −4.5).
    /// Nil when the constraints contradict each other whatever the sizes.
    public func sizesBelowZero(_ indices: [Int]) -> (sizes: [(item: String, attribute: LogAttribute)], atMost: Double)? {
        guard isFeasible(indices, floors: false) else { return nil }
        func variable(_ size: (item: String, attribute: LogAttribute)) -> Variable {
            size.attribute == .width ? frame(size.item).width : frame(size.item).height
        }
        func holds(_ floors: [(item: String, attribute: LogAttribute)]) -> Bool {
            let solver = Solver()
            do {
                for index in Set(indices).sorted() {
                    for constraint in constraints[index] where try solver.add(constraint) != nil { return false }
                }
                for size in floors where try solver.add(Constraint(Expression(variable(size)), .greaterOrEqual)) != nil {
                    return false
                }
            } catch { return false }
            return true
        }
        var floors: [(item: String, attribute: LogAttribute)] = log.items.flatMap { [($0.id, .width), ($0.id, .height)] }
        guard !holds(floors) else { return nil }
        for index in floors.indices.reversed() {
            var trial = floors
            trial.remove(at: index)
            if !holds(trial) { floors = trial }
        }
        let solver = Solver()
        let sum = floors.reduce(Expression()) { $0 + Expression(variable($1)) }
        do {
            for index in Set(indices).sorted() { for constraint in constraints[index] { try solver.add(constraint) } }
            try solver.add(Constraint(sum - 1e6, .equal, priority: .low))
        } catch { return nil }
        let most = sum.terms.reduce(sum.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        return (floors, most)
    }

    /// The smallest a size can be with every constraint at `indices` held (and every size
    /// at least 0), for each size that can only be a sliver above 0: a layout that holds by
    /// less than UIKit's rounding.
    public func slivers(_ indices: [Int]) -> [(item: String, attribute: LogAttribute, least: Double)] {
        var result: [(item: String, attribute: LogAttribute, least: Double)] = []
        for item in log.items {
            for attribute in [LogAttribute.width, .height] {
                let size = attribute == .width ? frame(item.id).width : frame(item.id).height
                let solver = Solver()
                do {
                    for constraint in implicit { try solver.add(constraint) }
                    for index in Set(indices).sorted() { for constraint in constraints[index] { try solver.add(constraint) } }
                    try solver.add(Constraint(Expression(size) + 1e6, .equal, priority: .low))
                } catch { continue }
                let least = solver.value(of: size)
                if least > 1e-9 && least < 0.01 { result.append((item.id, attribute, least)) }
            }
        }
        return result
    }
}

/// A reading of a log other than the contract's, under which its constraints conflict.
public struct AlternativeReading: Sendable {
    /// What differs, in words: `margins of 16 points`.
    public var reading: String
    /// The same in a few words, for a picture's title: `margins of 16`.
    public var brief: String
    public var margin: Double
    public var autoresizingSuperviews: [String: String]
    /// One minimal set that cannot hold under this reading.
    public var conflict: [Int]
}

public enum Explainer {
    public static func explain(_ log: AutoLayoutLog) -> Explanation {
        let model = ConstraintModel(log)
        let names = ShortNames.make(for: log.items)
        let equations = log.constraints.map { equationText($0, names: names) }
        let conflict = model.minimalConflict(preferring: log.broken)
        let (reasons, alternative) = reasons(model, conflict: conflict, names: names)
        return Explanation(log: log, names: names, equations: equations, conflict: conflict,
                           reasons: reasons, alternative: alternative)
    }

    /// Why the set cannot hold, or what a reading that finds no conflict depends on.
    static func reasons(_ model: ConstraintModel, conflict: [Int], names: [String: String])
        -> ([String], AlternativeReading?) {
        func name(_ item: String, _ attribute: LogAttribute) -> String { "\(names[item] ?? item).\(attribute.rawValue)" }
        if !conflict.isEmpty {
            guard model.isFeasible(conflict, floors: false) else {
                return (["they contradict each other, whatever the sizes of the views"], nil)
            }
            guard let below = model.sizesBelowZero(conflict) else {
                return (["held together they need a width or height below 0"], nil)
            }
            let most = NumberText.hundredths(below.atMost).replacing("-", with: "−")
            let kinds = Set(below.sizes.map(\.attribute.rawValue)).sorted().joined(separator: " or ")
            let sizes = below.sizes.map { name($0.item, $0.attribute) }.joined(separator: " + ")
            return (["held together they leave \(sizes) at most \(most), and a \(kinds) is never below 0"], nil)
        }
        guard !model.log.constraints.isEmpty else { return ([], nil) }
        let all = Array(model.log.constraints.indices)
        var reasons: [String] = []
        var alternative: AlternativeReading?
        let usesMargins = model.log.constraints.contains { constraint in
            constraint.equations.contains { ($0.lhs + $0.rhs).contains { $0.attribute.rawValue.contains("Margin") } }
        }
        if usesMargins {
            for margin in [0.0, 16, 20] {
                let other = ConstraintModel(model.log, margin: margin)
                guard !other.isFeasible(all) else { continue }
                reasons.append("margins are taken as 8 points; with margins of \(NumberText.exact(margin)) they cannot hold together")
                alternative = AlternativeReading(reading: "margins of \(NumberText.exact(margin)) points",
                                                 brief: "margins of \(NumberText.exact(margin))", margin: margin,
                                                 autoresizingSuperviews: [:], conflict: other.minimalConflict(preferring: model.log.broken))
                break
            }
        }
        // Autoresizing positions written without a second view.
        var superviews = model.log.superviews
        for (child, parent) in Explanation.pinnedInside(model.log) where superviews[child] == nil { superviews[child] = parent }
        for (view, sibling) in Explanation.spacedApart(model.log) where superviews[view] == nil {
            superviews[view] = superviews[sibling]
        }
        let positioned = model.log.constraints.filter { constraint in
            constraint.equations.contains {
                ConstraintModel.superviewOrigin(of: $0, in: constraint, superviews: superviews) != nil
            }
        }
        let inSuperviews = ConstraintModel(model.log, autoresizingSuperviews: superviews)
        if let first = positioned.first, !inSuperviews.isFeasible(all) {
            // Quote this log's own position, so the reader finds the line it means.
            let quoted = equationText(first, names: names).map { " `\($0)`" } ?? ""
            let more = positioned.count > 1 ? " and \(positioned.count - 1) more" : ""
            reasons.append("autoresizing positions without a second view (line \(first.line)\(quoted)\(more)) are read as written; "
                           + "read in their superview's coordinates, as UIKit means them, they cannot hold together")
            if alternative == nil {
                alternative = AlternativeReading(reading: "autoresizing positions in their superview's coordinates",
                                                 brief: "superview coordinates",
                                                 margin: 8, autoresizingSuperviews: superviews,
                                                 conflict: inSuperviews.minimalConflict(preferring: model.log.broken))
            }
        }
        for sliver in model.slivers(all) {
            reasons.append("they hold only with \(name(sliver.item, sliver.attribute)) at \(NumberText.exact(sliver.least)) "
                           + "points, which UIKit's rounding to pixels would break")
        }
        // A baseline is read as an unknown offset below its view's top; UIKit puts it where
        // the font does, a fact the log does not print.
        let usesBaselines = model.log.constraints.contains { constraint in
            constraint.equations.contains { ($0.lhs + $0.rhs).contains { $0.attribute.rawValue.hasSuffix("Baseline") } }
        }
        if usesBaselines {
            reasons.append("a baseline is read as any distance below its view's top; UIKit puts it where the font does, "
                           + "which the log does not say and which may decide the conflict")
        }
        let text = model.log.source.text
        let reported = ["Unable to simultaneously satisfy", "Conflicting constraints", "Will attempt to recover"]
            .contains { text.contains($0) }
        if reasons.isEmpty, !reported {
            // A list pasted without UIKit's message around it: most likely that message's list.
            reasons.append("if UIKit reported them as a conflict, the list may be cut short, "
                           + "or UIKit saw constraints it does not print")
        }
        if reasons.isEmpty, reported {
            if model.log.broken == nil, text.contains("Will attempt to recover by breaking") {
                reasons.append("the constraint UIKit broke is not in the log's list, so the conflict it saw involves "
                               + "constraints the list does not show")
            } else {
                reasons.append("UIKit reported a conflict that this list alone does not make: it may be cut short, "
                               + "or UIKit saw constraints it does not print")
            }
        }
        return (reasons, alternative)
    }

    /// `title.leading == root.leadingMargin + 8`; several equations joined by `; `; nil for a
    /// description that could not be read.
    public static func equationText(_ constraint: LogConstraint, names: [String: String]) -> String? {
        guard !constraint.equations.isEmpty else { return nil }
        return constraint.equations.map { equation in
            let lhs = side(equation.lhs, constant: 0, names: names)
            let rhs = side(equation.rhs, constant: equation.constant, names: names)
            return "\(lhs) \(equation.relation.rawValue) \(rhs)"
        }.joined(separator: "; ")
    }

    private static func side(_ terms: [LogTerm], constant: Double, names: [String: String]) -> String {
        var text = ""
        for term in terms {
            let name = "\(names[term.item] ?? term.item).\(term.attribute.rawValue)"
            let magnitude = abs(term.coefficient)
            let part = magnitude == 1 ? name : "\(NumberText.exact(magnitude))*\(name)"
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + part
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + part
            }
        }
        if text.isEmpty { return NumberText.exact(constant) }
        if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberText.exact(abs(constant)) }
        return text
    }
}
