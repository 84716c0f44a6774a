import VisualSyntax
import TextFormats

/// VBAutolayout 2.0.1: one `layout NAME {…}` dictionary (docs/semantics.md 3.2, 3.3 and 3.5,
/// docs/format-file.md "Apple VFL, Visually, VBAutolayout").
///
/// v is the view, S the view's own parent container (VBAutolayout uses `v.superview`,
/// whichever statement names the view), I the spec's `Item`, `REL c @p` the constant
/// string as VBAutolayout reads it (`VBAutolayoutConstantReading`; a missing constant is
/// `== 0 @1000`). One constraint per spec, in VBAutolayout's creation order (Top, Bottom,
/// Leading, Trailing, Width, Height, CenterX, CenterY), each list in written order:
///
/// | key | without Item | with Item |
/// |---|---|---|
/// | Top | `v.top REL S.top + c` | `v.top REL I.bottom + c` |
/// | Bottom | `v.bottom REL S.bottom − c` | `v.bottom REL I.top + c` |
/// | Leading | `v.leading REL S.leading + c` | `v.leading REL I.trailing + c` |
/// | Trailing | `v.trailing REL S.trailing − c` | `v.trailing REL I.leading + c` |
/// | Width / Height | `v.width REL c` | Item ignored: `v.width REL c` |
/// | CenterX / CenterY | `v.centerX REL S.centerX + c` | `v.centerX REL I.centerX + c` |
///
/// VBAutolayout's readings are reproduced, and each one that differs from what the text
/// seems to say gets a warning that says what it was read as (docs/format-file.md):
/// - a constant string it misreads (`"=>10"` is `== 10`, `">= 10"` is `>= 0`, `"10.7"` is 10);
/// - an inequality on Bottom or Trailing to the container: the constant is negated but the
///   relation is not flipped, so `">=10"` makes the gap *at most* 10;
/// - a constant on Bottom or Trailing to an Item: it is not negated, so a positive one
///   overlaps the two views;
/// - an Item on Width or Height, which is ignored.
///
/// A priority of 0 (`"abc"`, `"@0"`) or above 1000 is an error, which the syntax stage
/// reports (`LayoutDictionaryParser`): such a file never gets here.
enum LayoutDictionaryConstraintBuilder {
    static func build(_ statement: LayoutStatement, context: BuildContext) {
        let view = context.view(statement.view)
        let container = view.parent.map(Anchor.Item.superview) ?? context.superview
        for entry in statement.entriesInCreationOrder {
            let rule = Rule(entry.key)
            for spec in entry.specs {
                let range = entry.isList ? spec.range : entry.range
                add(spec, rule: rule, view: view, container: container, range: range, context: context)
            }
        }
    }

    /// Which attributes a key relates, and whether its container constant is negated.
    private struct Rule {
        let key: LayoutKey
        /// The view's attribute.
        let attribute: LayoutAttribute
        /// The container's attribute; nil for Width and Height (a constant only).
        let containerAttribute: LayoutAttribute?
        /// The Item's attribute; nil for Width and Height (Item ignored).
        let itemAttribute: LayoutAttribute?
        /// Bottom and Trailing to the container: `S.bottom − c` (an inset).
        let negatesContainerConstant: Bool

        init(_ key: LayoutKey) {
            self.key = key
            switch key {
            case .top: (attribute, containerAttribute, itemAttribute) = (.top, .top, .bottom)
            case .bottom: (attribute, containerAttribute, itemAttribute) = (.bottom, .bottom, .top)
            case .leading: (attribute, containerAttribute, itemAttribute) = (.leading, .leading, .trailing)
            case .trailing: (attribute, containerAttribute, itemAttribute) = (.trailing, .trailing, .leading)
            case .width: (attribute, containerAttribute, itemAttribute) = (.width, nil, nil)
            case .height: (attribute, containerAttribute, itemAttribute) = (.height, nil, nil)
            case .centerX: (attribute, containerAttribute, itemAttribute) = (.centerX, .centerX, .centerX)
            case .centerY: (attribute, containerAttribute, itemAttribute) = (.centerY, .centerY, .centerY)
            }
            negatesContainerConstant = key == .bottom || key == .trailing
        }
    }

    /// One spec: its constraint, after the checks and warnings of its reading.
    private static func add(_ spec: LayoutSpec, rule: Rule, view: LayoutView, container: Anchor.Item,
                            range: SourceRange, context: BuildContext) {
        let reading = spec.reading
        let constantRange = spec.constant?.range ?? spec.range
        // A priority outside 1…1000 is the syntax stage's error (`LayoutDictionaryParser`),
        // which rejects the file; it is not reported twice.
        guard PrioritySyntax.validRange.contains(reading.priority) else { return }
        if reading.isMisreading {
            context.warn(reading.summary, at: constantRange)
        }
        let item = spec.item.map(context.view)
        let first = Anchor.view(view, rule.attribute)
        let reason = "layout \(rule.key)"
        let implicit = spec.constant == nil

        if let item, let itemAttribute = rule.itemAttribute {
            if rule.negatesContainerConstant, reading.constant != 0 {
                warnItemConstantNotNegated(rule, view: view, item: item, reading: reading, at: constantRange,
                                           context: context)
            }
            context.add(first, reading.relation, .view(item, itemAttribute), constant: reading.constant,
                        priority: reading.priority, range: range, reason: reason, implicit: implicit, isSpacing: true)
        } else if let containerAttribute = rule.containerAttribute {
            if rule.negatesContainerConstant, reading.relation != .equal {
                warnRelationNotFlipped(rule, view: view, reading: reading, at: constantRange, context: context)
            }
            let constant = rule.negatesContainerConstant ? -reading.constant : reading.constant
            context.add(first, reading.relation, Anchor(container, containerAttribute), constant: constant,
                        priority: reading.priority, range: range, reason: reason, implicit: implicit, isSpacing: true)
        } else {
            if let name = spec.item {
                context.warn("VBAutolayout ignores Item '\(name)' on \(rule.key): \(view.name).\(rule.attribute) "
                             + "\(reading.relation) \(NumberText.thousandths(reading.constant)), not related to '\(name)'",
                             at: name.range)
            }
            context.add(first, reading.relation, nil, constant: reading.constant, priority: reading.priority,
                        range: range, reason: reason, implicit: implicit)
        }
    }

    /// Bottom/Trailing to the container with `>=`/`<=`: `v.bottom >= S.bottom − c` means the
    /// gap `S.bottom − v.bottom` is at most c, the opposite of what the relation says.
    private static func warnRelationNotFlipped(_ rule: Rule, view: LayoutView, reading: VBAutolayoutConstantReading,
                                               at range: SourceRange, context: BuildContext) {
        let (bound, other, opposite) = reading.relation == .greaterThanOrEqual
            ? ("at most", "at least", "<=") : ("at least", "at most", ">=")
        let edge = rule.key == .bottom ? "bottom" : "trailing edge"
        let c = NumberText.thousandths(reading.constant)
        context.warn("VBAutolayout negates the constant of \(rule.key) but keeps the relation: "
                     + "\"\(reading.text ?? "")\" makes the gap between \(view.name)'s \(edge) and the container's "
                     + "\(edge) \(bound) \(c), not \(other) \(c); for a gap of \(other) \(c) write '\(opposite)'",
                     at: range)
    }

    /// Bottom/Trailing to an Item: `v.bottom REL I.top + c` is not negated, so a positive c
    /// moves the view into the Item (overlap) and a negative one leaves a gap of −c.
    private static func warnItemConstantNotNegated(_ rule: Rule, view: LayoutView, item: LayoutView,
                                                   reading: VBAutolayoutConstantReading, at range: SourceRange,
                                                   context: BuildContext) {
        let rightToLeft = context.direction == .rightToLeft
        let (edge, itemEdge, beyond, before) = rule.key == .bottom
            ? ("bottom", "top", "below", "above")
            : ("trailing edge", "leading edge", rightToLeft ? "left of" : "right of", rightToLeft ? "right of" : "left of")
        let amount = NumberText.thousandths(abs(reading.constant))
        let effect = reading.constant > 0
            ? "\(beyond) \(item.name)'s \(itemEdge): the views overlap by \(amount) (write \"-\(amount)\" for a gap)"
            : "\(before) \(item.name)'s \(itemEdge), a gap of \(amount)"
        context.warn("VBAutolayout does not negate the constant of \(rule.key) to an Item: "
                     + "\"\(reading.text ?? "")\" puts \(view.name)'s \(edge) \(amount) points \(effect)", at: range)
    }
}
