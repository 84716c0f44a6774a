import Cassowary
import VisualSyntax
import NumberText

/// One constraint the format file produced, with where it came from.
public struct GeneratedConstraint: @unchecked Sendable {
    /// The solver's constraint (its tag is `text`).
    public let constraint: Constraint
    /// The text it came from; nil for the file-wide ones (sizes `>= 0`, canvas fitting).
    public let range: SourceRange?
    /// As a person would write it: `label.leading == imageView.trailing + 10`.
    public let text: String
    /// Why it exists: `implicit padding`, `row height`, `intrinsic width`, …
    public let reason: String
    /// True when no character of the file wrote it (defaults, implicit rules).
    public let isImplicit: Bool
    /// The views it constrains (not the canvas).
    public let views: [LayoutView]
    /// The gap it asks for, when a dialect builder made it as a spacing (a padding, a
    /// connection, a gap, an offset to an Item or the edge); nil for every other kind.
    public let spacing: Spacing?

    /// `label.leading == imageView.trailing + 10   (line 3, implicit padding)`.
    public var description: String {
        var origin: [String] = []
        if let range { origin.append("line \(range.start.line)") }
        if !reason.isEmpty { origin.append(reason) }
        return origin.isEmpty ? text : "\(text)   (\(origin.joined(separator: ", ")))"
    }
}

/// One side of a constraint as written: an attribute of a view, the superview or a
/// guide (Auto Layout's word for it is an anchor).
public struct Anchor {
    public enum Item {
        case view(LayoutView)
        /// The container `superview`, `|` or the edge of a row means.
        case superview(LayoutContainer)
        case guide(LayoutContainer, Guide)
        /// A view's first or last text baseline (VFL options).
        case baseline(LayoutView, last: Bool)
    }

    public let item: Item
    public let attribute: LayoutAttribute

    public init(_ item: Item, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public static func view(_ view: LayoutView, _ attribute: LayoutAttribute) -> Anchor {
        Anchor(.view(view), attribute)
    }

    var expression: Expression {
        switch item {
        case .view(let view): view.expression(attribute)
        case .superview(let container): container.view.expression(attribute)
        case .guide(let container, let guide): container.guide(guide, attribute)
        case .baseline(let view, let last): view.baseline(last: last)
        }
    }

    var text: String {
        switch item {
        case .view(let view): "\(view.name).\(attribute)"
        case .superview: "superview.\(attribute)"
        case .guide(_, let guide): "\(guide.rawValue).\(attribute)"
        case .baseline(let view, let last): "\(view.name).\(last ? "lastBaseline" : "firstBaseline")"
        }
    }

    var view: LayoutView? {
        switch item {
        case .view(let view), .baseline(let view, _): view.isCanvas ? nil : view
        case .superview, .guide: nil
        }
    }
}


extension GeneratedConstraint {
    /// `first REL multiplier × second + constant @priority`, written as Auto Layout does.
    /// `isSpacing`: a builder's spacing between facing edges, recorded as a `Spacing`.
    static func make(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        range: SourceRange?, reason: String, implicit: Bool = false, isSpacing: Bool = false
    ) -> GeneratedConstraint {
        var text = "\(first.text) \(relation.rawValue) "
        if let second {
            text += multiplier == 1 ? second.text : "\(NumberText.thousandths(multiplier)) * \(second.text)"
            if constant != 0 { text += constant < 0 ? " - \(NumberText.thousandths(-constant))" : " + \(NumberText.thousandths(constant))" }
        } else {
            text += NumberText.thousandths(constant)
        }
        if priority < 1000 { text += " @\(NumberText.thousandths(priority))" }
        let relationForSolver: Relation = switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        case .lessThanOrEqual: .lessOrEqual
        }
        let constraint = Constraint(difference(first, second, multiplier: multiplier, constant: constant),
                                    relationForSolver, priority: Priority(priority), tag: text)
        var views: [LayoutView] = []
        if let view = first.view { views.append(view) }
        if let view = second?.view, !views.contains(where: { $0 === view }) { views.append(view) }
        let spacing = isSpacing && multiplier == 1
            ? second.flatMap { Spacing.between(first, relation, $0, constant: constant, priority: priority,
                                               implicit: implicit) }
            : nil
        return GeneratedConstraint(constraint: constraint, range: range, text: text,
                                   reason: reason, isImplicit: implicit, views: views, spacing: spacing)
    }

    /// `first - (multiplier × second + constant)`: the number `first.expression - (second.expression
    /// * multiplier + constant)` gives, term for term and in the same order, computed into one
    /// array instead of the four temporary expressions of those operators (every constraint
    /// of a file is made here).
    private static func difference(_ first: Anchor, _ second: Anchor?, multiplier: Double, constant: Double)
        -> Expression {
        let lhs = first.expression
        guard let second else { return Expression(lhs.terms, constant: lhs.constant + (0 + constant) * -1) }
        let rhs = second.expression
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, term.coefficient * multiplier * -1)) }
        return Expression(terms, constant: lhs.constant + (rhs.constant * multiplier + constant) * -1)
    }
}
