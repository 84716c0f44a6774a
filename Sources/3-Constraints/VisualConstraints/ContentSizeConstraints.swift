import TextMeasure
import VisualSyntax

/// Intrinsic content sizes, as UIKit makes them: a view resists being smaller than its
/// content (compression resistance, 750 by default) and hugs it against being larger
/// (content hugging, 250 by default), on each axis.
enum ContentSizeConstraints {
    static func add(to system: ConstraintSystem) {
        for view in system.views {
            guard let content = view.content else { continue }
            if content.hasWidth { system.constraints += make(view, .width, size: content.width) }
            guard content.hasHeight else { continue }
            let heights = make(view, .height, size: content.height)
            system.constraints += heights
            if content.wrapsText, !content.isGiven, view.text != nil {
                system.wrappingHeights.append(WrappingHeight(view: view, constraints: heights))
            }
        }
    }

    /// The two intrinsic constraints of `view` on one axis: compression resistance, then
    /// content hugging. `size` is the frame's (as Xcode stores it, as the kinds measure it);
    /// the constraints pin the alignment rectangle, `inset` smaller.
    static func make(_ view: LayoutView, _ attribute: LayoutAttribute, size frameSize: Double) -> [GeneratedConstraint] {
        let (resistance, hugging) = attribute == .width
            ? (view.compressionResistance.horizontal, view.hugging.horizontal)
            : (view.compressionResistance.vertical, view.hugging.vertical)
        let insets = view.alignmentInsets
        let size = frameSize - (attribute == .width ? insets.horizontal : insets.vertical)
        return [
            .make(.view(view, attribute), .greaterThanOrEqual, nil, constant: size, priority: resistance,
                  range: view.declaredAt, reason: "intrinsic \(attribute), compression resistance", implicit: true),
            .make(.view(view, attribute), .lessThanOrEqual, nil, constant: size, priority: hugging,
                  range: view.declaredAt, reason: "intrinsic \(attribute), content hugging", implicit: true),
        ]
    }
}

/// A view whose text wraps (`lines` other than 1), so its intrinsic height depends on the
/// width the layout gives it, as a multi-line UILabel's does (`preferredMaxLayoutWidth`).
///
/// The constraint stage cannot know that width; it writes the height of the text's own
/// lines (broken only at `\n`), and the layout stage measures the text again at the
/// solved width and swaps `constraints` for ones at the new height (`height(atWidth:)`).
public struct WrappingHeight: @unchecked Sendable {
    /// A view with text that wraps: its `content` and `text` are set.
    public let view: LayoutView
    /// The view's intrinsic height constraints as built: compression resistance, hugging.
    public let constraints: [GeneratedConstraint]

    /// The intrinsic height of the text wrapped between words to fit `width` (the view's
    /// width, insets included), at most `lines` lines.
    public func height(atWidth width: Double, measurer: TextMeasurer) -> Double {
        let content = view.content!
        let insets = content.insets
        let fitted = measurer.fit(view.text!, width: max(0, width - insets.left - insets.right), height: nil,
                                  lines: content.lines, wraps: true, size: content.style.size,
                                  weight: content.style.weight)
        var lineCount = max(1, fitted.lines.count)
        if content.lines > 0 { lineCount = min(lineCount, content.lines) }
        let lineHeight = content.text?.lineHeight ?? 0
        return max((view.kind ?? .box).minimumHeight, (lineHeight * Double(lineCount)).rounded(.up) + insets.top + insets.bottom)
    }

    /// The two intrinsic height constraints at `height`, in place of `constraints`.
    public func constraints(height: Double) -> [GeneratedConstraint] {
        ContentSizeConstraints.make(view, .height, size: height)
    }
}
