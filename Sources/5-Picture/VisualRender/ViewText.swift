import Geometry
import TextMeasure
import VisualConstraints
import VisualLayout
import VisualSyntax

/// The text a view shows, line by line, where the layout measured it: fitted into the
/// frame by the same rule the layout's `truncated` warning uses (`TextMeasurer.fit`).
enum ViewText {
    /// The view's text items, and whether any of its text is cut or clipped.
    /// `direction`: the layout's, which decides where `leading` and `trailing` text goes.
    static func items(for placed: FrameScene.PlacedView, frame: Int, direction: LayoutDirection = .leftToRight,
                      measurer: TextMeasurer) -> (items: [SceneItem.Text], truncated: Bool) {
        let view = placed.view
        let kind = placed.kind
        var fitting: TextMeasurer? = measurer
        guard let fitted = TextFitCheck.fit(view, measurer: &fitting), let content = view.content,
              let metrics = content.text else { return ([], false) }
        // Insets are from the frame (an AppKit control's is larger than the box drawn, its
        // face); the text is checked against the box drawn.
        let box = view.alignmentInsets == .zero ? placed.frame : placed.layoutFrame
        let drawn = placed.frame
        var insets = TextFitCheck.textInsets(view)
        if (kind.hasStateMark || kind.hasChevron) && direction == .rightToLeft {
            // A checkbox's mark is at its leading side, a pop-up's chevron at its trailing
            // side: the right and the left in a right-to-left layout.
            (insets.left, insets.right) = (insets.right, insets.left)
        }
        let style = content.style
        // Text drawn smaller than its style to fit a size measured with Apple's fonts
        // (`TextFitCheck.fit`): its lines and baseline scale with it.
        let scale = style.size > 0 ? fitted.size / style.size : 1
        let lineHeight = metrics.lineHeight * scale
        let firstBaseline = metrics.firstBaseline * scale
        // Where the layout put the baselines (ContentSize.textTop) while the lines are the
        // ones it measured; a wrapped, shortened or smaller block is centred (or starts at
        // the top inset) the same way.
        let top: Double
        if fitted.lines.count == metrics.lineCount && scale == 1 {
            top = box.y + content.textTop.heightShare * box.height + content.textTop.offset
        } else if content.centresText {
            top = box.y + (box.height - Double(fitted.lines.count) * lineHeight) / 2
        } else {
            top = box.y + insets.top
        }
        var truncated = fitted.truncated
        var items: [SceneItem.Text] = []
        let alignment = content.alignment ?? (kind == .button ? .center : .leading)
        // Leading is the right side in a right-to-left layout, trailing the left one.
        let startsLeft = (alignment == .leading) == (direction == .leftToRight)
        for (index, line) in fitted.lines.enumerated() where !line.text.isEmpty {
            let room = box.width - insets.left - insets.right
            let x = switch alignment {
            case .center: box.x + insets.left + (room - line.width) / 2
            case .leading, .trailing: startsLeft ? box.x + insets.left : box.x + insets.left + room - line.width
            }
            var rect = Rect(x: x, y: top + Double(index) * lineHeight, width: line.width, height: lineHeight)
            if drawn != box {
                // Placed in the frame, kept on the face where it fits there (a checkbox's
                // title, its baseline given from a frame a point taller than the face).
                if rect.height <= drawn.height { rect.y = min(max(rect.y, drawn.y), drawn.maxY - rect.height) }
                if rect.width <= drawn.width { rect.x = min(max(rect.x, drawn.x), drawn.maxX - rect.width) }
            }
            // A line the box cuts through (a box lower than a line) is clipped: truncated too.
            let clipped = !drawn.insetBy(-0.25).contains(rect)
            if clipped { truncated = true }
            items.append(SceneItem.Text(
                frame: frame, view: view.name, text: line.text, rect: rect,
                baseline: Point(rect.x, rect.y + firstBaseline), size: fitted.size, weight: style.weight,
                onAccent: kind == .button, isSecondary: kind == .field || kind == .combo,
                truncated: clipped || line.text.hasSuffix(TextMeasurer.ellipsis) && fitted.truncated))
        }
        if fitted.truncated && !items.contains(where: \.truncated), let last = items.indices.last {
            items[last].truncated = true
        }
        if items.isEmpty && truncated {
            // Not even `…` fits: it is drawn anyway, centred and cut by the box's sides, so
            // that no control with a title is drawn empty.
            let ellipsis = measurer.measure(TextMeasurer.ellipsis, size: style.size, weight: style.weight)
            let rect = Rect(x: drawn.midX - ellipsis.width / 2, y: drawn.midY - lineHeight / 2, width: ellipsis.width,
                            height: lineHeight)
            items.append(SceneItem.Text(
                frame: frame, view: view.name, text: TextMeasurer.ellipsis, rect: rect,
                baseline: Point(rect.x, rect.y + metrics.firstBaseline), size: style.size, weight: style.weight,
                onAccent: kind == .button, isSecondary: kind == .field || kind == .combo, truncated: true))
        }
        // A stand-in's fit says nothing of the real text's: never marked truncated.
        if view.attributes.isSample {
            for index in items.indices {
                items[index].isSample = true
                items[index].truncated = false
            }
            truncated = false
        }
        // A UIKit pop-up's title is drawn on its face's accent (filled) or in it.
        if let face = view.attributes.face {
            for index in items.indices {
                items[index].onAccent = face == .filled
                items[index].isTinted = face != .filled
            }
        }
        return (items, truncated)
    }
}
