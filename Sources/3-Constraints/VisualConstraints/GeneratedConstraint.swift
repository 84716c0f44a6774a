import Cassowary
import VisualSyntax
import TextFormats

/// One constraint the format file produced, with where it came from.
public struct GeneratedConstraint: @unchecked Sendable {
    /// The solver's constraint.
    public let constraint: Constraint
    /// The text it came from; nil for the file-wide ones (sizes `>= 0`, canvas fitting).
    public let range: SourceRange?
    /// As a person would write it: `label.leading == imageView.trailing + 10`. Written
    /// when asked (messages, `visual constraints`), not for every constraint built: most are
    /// never shown, and writing them was a tenth of building a system.
    public var text: String { equation.text }
    /// Why it exists: `implicit padding`, `row height`, `intrinsic width`, …
    public let reason: String
    /// True when no character of the file wrote it (defaults, implicit rules).
    public let isImplicit: Bool
    /// The views it constrains (not the canvas).
    public let views: [LayoutView]
    /// The gap it asks for, when a dialect builder made it as a spacing (a padding, a
    /// connection, a gap, an offset to an Item or the edge); nil for every other kind.
    public let spacing: Spacing?
    /// The equation as written, `first relation multiplier × second + constant`: what a
    /// picture needs to draw a constraint the layout left unmet.
    public let equation: Equation

    /// One side of the equation and the rest: kept so that later stages can measure how far
    /// the solved layout is from what the constraint asked.
    public struct Equation: @unchecked Sendable {
        public let first: Anchor
        public let relation: LayoutRelation
        public let second: Anchor?
        public let multiplier: Double
        public let constant: Double
        public let priority: Double
        /// Under a right-to-left direction, a constraint on leading or trailing that cannot be
        /// written with left and right alone (a multiplier, a position from a size, a lone
        /// constant) is kept as written and read in mirrored coordinates: each horizontal
        /// position x of the equation is `K − x`, K the canvas's left plus right edge. `mirror`
        /// is then the canvas; nil for every other constraint.
        public let mirror: LayoutView?

        /// An anchor's value as the equation reads it: for a horizontal position of a mirrored
        /// equation `K − x`, x the edge it names right to left (leading the right edge,
        /// trailing the left); else the anchor itself.
        public func value(of anchor: Anchor) -> Expression {
            guard let mirror, anchor.attribute.isHorizontalPosition else { return anchor.expression }
            return mirrorSum(mirror) - anchor.mirrored.expression
        }

        /// A horizontal position as the canvas measures it, from one the mirrored equation
        /// reads (`K − x`); unchanged when the equation is not mirrored. `evaluate` gives an
        /// expression's solved value.
        public func canvasPosition(_ read: Double, evaluate: (Expression) -> Double) -> Double {
            guard let mirror else { return read }
            return evaluate(mirrorSum(mirror)) - read
        }

        /// `first relation multiplier * second + constant @priority`, `(right to left)` when mirrored.
        var text: String {
            var text = "\(first.text) \(relation.rawValue) "
            if let second {
                text += multiplier == 1 ? second.text : "\(NumberText.thousandths(multiplier)) * \(second.text)"
                if constant != 0 { text += constant < 0 ? " - \(NumberText.thousandths(-constant))" : " + \(NumberText.thousandths(constant))" }
            } else {
                text += NumberText.thousandths(constant)
            }
            if priority < 1000 { text += " @\(NumberText.thousandths(priority))" }
            if mirror != nil { text += " (right to left)" }
            return text
        }

        /// K: the canvas's left edge plus its right edge (x ↦ K − x mirrors the canvas).
        private func mirrorSum(_ canvas: LayoutView) -> Expression {
            2 * canvas.left + canvas.width
        }
    }

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

    /// The attribute as a linear expression of the solver's variables.
    public var expression: Expression {
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

    /// The same edge named without the layout direction, right to left: leading is the right
    /// edge and trailing the left one; every other attribute is itself.
    public var mirrored: Anchor {
        switch attribute {
        case .leading: Anchor(item, .right)
        case .trailing: Anchor(item, .left)
        default: self
        }
    }

    /// The view the anchor belongs to; nil for the canvas, a container's edge or a guide.
    public var view: LayoutView? {
        switch item {
        case .view(let view), .baseline(let view, _): view.isCanvas ? nil : view
        case .superview, .guide: nil
        }
    }
}


extension GeneratedConstraint {
    /// `first REL multiplier × second + constant @priority`, written as Auto Layout does.
    /// `isSpacing`: a builder's spacing between facing edges, recorded as a `Spacing`.
    ///
    /// `rightToLeftIn`: the canvas when the constraint is laid out right to left (the file's
    /// or the line's direction); nil for left to right. A right-to-left constraint on leading
    /// or trailing reads every horizontal position from the right, as UIKit mirrors a layout:
    /// in coordinates x' = K − x (K the canvas's left plus right edge) it is the constraint as
    /// written, so a file that never names left, right or centre X comes out as the mirror
    /// image of its left-to-right layout. Between two horizontal positions without a
    /// multiplier, that is written with left and right: `b.leading == a.trailing + 8` is
    /// `b.right == a.left - 8` (leading is right, trailing is left, the relation turns and the
    /// constant changes sign), which is what the text, the spacing and the equation then say.
    static func make(
        _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
        range: SourceRange?, reason: String, implicit: Bool = false, isSpacing: Bool = false,
        rightToLeftIn canvas: LayoutView? = nil
    ) -> GeneratedConstraint {
        var mirror: LayoutView?
        if let canvas, first.attribute.followsLayoutDirection || second?.attribute.followsLayoutDirection == true {
            if let second, multiplier == 1, first.attribute.isHorizontalPosition, second.attribute.isHorizontalPosition {
                return make(first.mirrored, relation.reversed, second.mirrored, constant: constant == 0 ? 0 : -constant,
                            priority: priority, range: range, reason: reason, implicit: implicit, isSpacing: isSpacing)
            }
            mirror = canvas
        }
        let equation = Equation(first: first, relation: relation, second: second, multiplier: multiplier,
                                constant: constant, priority: priority, mirror: mirror)
        var rhs = second.map { equation.value(of: $0) * multiplier } ?? Expression()
        rhs = rhs + constant
        let relationForSolver: Relation = switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        case .lessThanOrEqual: .lessOrEqual
        }
        let lhs = equation.value(of: first) - rhs
        let constraint = Constraint(mirror == nil ? lhs : lhs.simplified(), relationForSolver,
                                    priority: Priority(priority))
        var views: [LayoutView] = []
        if let view = first.view { views.append(view) }
        if let view = second?.view, !views.contains(where: { $0 === view }) { views.append(view) }
        let spacing = isSpacing && multiplier == 1
            ? second.flatMap { Spacing.between(first, relation, $0, constant: constant, priority: priority,
                                               implicit: implicit) }
            : nil
        return GeneratedConstraint(constraint: constraint, range: range,
                                   reason: reason, isImplicit: implicit, views: views, spacing: spacing,
                                   equation: equation)
    }
}
