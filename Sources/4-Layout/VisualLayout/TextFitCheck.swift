import Geometry
import TextMeasure
import VisualConstraints
import VisualSyntax
import TextFormats

/// Text that does not fit its solved view is drawn truncated (`TextMeasurer.fit`, the same
/// rule the renderer draws with): the contract asks for a warning containing `truncated`
/// and the view's name, saying how much room the text needs.
public enum TextFitCheck {
    /// The kinds that draw their text; a box, an image or a switch shows none.
    public static func drawsText(_ kind: ViewKind) -> Bool { ![.box, .image, .switch].contains(kind) }

    static func warnings(system: ConstraintSystem, views: [SolvedView]) -> [Diagnostic] {
        var measurer: TextMeasurer?
        var warnings: [Diagnostic] = []
        // A sample text stands in for one set at run time: whether the real one fits is
        // unknown, so the stand-in's fit says nothing.
        for (view, solved) in zip(system.views, views) where !solved.attributes.isSample {
            guard let fitted = fit(solved, measurer: &measurer), fitted.truncated,
                  let content = solved.content else { continue }
            let insets = content.insets
            let roomWidth = solved.width - insets.left - insets.right
            let needed = fitted.neededWidth + insets.left + insets.right
            let message = if let wrapped = wrappedLines(solved, measurer: &measurer), roomWidth >= 0,
                             wrapped.count > fitted.lines.count, wrapped.allSatisfy({ $0.width <= roomWidth + 0.01 }) {
                // Every line fits its width once wrapped: what is missing is lines, not width.
                // (As many lines as it shows, the text is cut by its height: "needs 1 lines …,
                // its view shows 1" said nothing.)
                "text of '\(solved.name)' needs \(wrapped.count) lines at its width of "
                    + "\(NumberText.hundredths(solved.width)), its view shows \(fitted.lines.count): it is truncated"
            } else if solved.kind != .text && needed > solved.width + 0.01 {
                "text of '\(solved.name)' needs \(NumberText.hundredths(needed)) pt, its view is "
                    + "\(NumberText.hundredths(solved.width)) wide: it is truncated"
            } else if roomWidth < 0 {
                "text of '\(solved.name)' has no room: its view is \(NumberText.hundredths(solved.width)) wide "
                    + "and its insets take \(NumberText.hundredths(insets.left + insets.right)): it is truncated"
            } else {
                "text of '\(solved.name)' needs more height than its view's "
                    + "\(NumberText.hundredths(solved.height)): it is truncated"
            }
            warnings.append(.warning(message, at: view.declaredAt))
        }
        return warnings
    }

    /// A wrapping view's text broken into lines at its solved width, however many it takes;
    /// nil for text that does not wrap.
    private static func wrappedLines(_ view: SolvedView, measurer: inout TextMeasurer?) -> [FittedText.Line]? {
        guard let content = view.content, content.wrapsText, let text = view.text, let measuring = measurer
        else { return nil }
        let insets = textInsets(view)
        return measuring.fit(text, width: view.width - insets.left - insets.right, height: nil, lines: 0,
                             wraps: true, size: content.style.size, weight: content.style.weight).lines
    }

    /// The insets from the frame a view's text is fitted and drawn within: its kind's,
    /// except that a button's side insets give way (both alike, down to none) to a title
    /// that needs the room, as UIKit draws a one-glyph title centred in a 40-point button.
    /// Only a title wider than the whole button is cut. The text stays inside the alignment
    /// rectangle, the box drawn (`inset T L B R`: an AppKit label's 2 points at each side).
    public static func textInsets(_ view: SolvedView) -> Insets {
        guard let content = view.content else { return .zero }
        var insets = content.insets
        if view.kind == .button, let metrics = content.text {
            let sides = insets.left + insets.right
            let missing = metrics.width - (view.width - sides)
            if missing > 0, sides > 0 {
                let kept = max(0, sides - missing) / sides
                insets.left *= kept
                insets.right *= kept
            }
        }
        let face = view.alignmentInsets
        guard face != .zero else { return insets }
        return Insets(top: max(insets.top, face.top), left: max(insets.left, face.left),
                      bottom: max(insets.bottom, face.bottom), right: max(insets.right, face.right))
    }

    /// The view's text fitted into its frame less the insets; nil for a view without text
    /// and for a hidden one, which shows none.
    /// `measurer` is made on first need, so layouts without text measure nothing. The
    /// renderer draws what this returns, so the warning and the picture agree.
    public static func fit(_ view: SolvedView, measurer: inout TextMeasurer?) -> FittedText? {
        guard let text = view.text, !text.isEmpty, !view.isSpacer, !view.isHidden, let kind = view.kind, drawsText(kind),
              let content = view.content, content.text != nil else { return nil }
        let insets = textInsets(view)
        let style = content.style
        let measuring = measurer ?? TextMeasurer()
        measurer = measuring
        // Centred kinds have their text centred in the whole height; a text view starts at
        // its top inset.
        let height = content.centresText ? view.height : view.height - insets.top - insets.bottom
        func fitted(at size: Double) -> FittedText {
            measuring.fit(text, width: view.width - insets.left - insets.right, height: height,
                          lines: content.lines, wraps: content.wrapsText, size: size, weight: style.weight)
        }
        let whole = fitted(at: style.size)
        guard whole.truncated, isAtItsGivenSize(view, content) || view.attributes.isSample else { return whole }
        // The size was measured where the text is drawn (Xcode, with the system font) and the
        // view has it: the text fits there. Our fonts run wider than Apple's, so it is drawn a
        // little smaller rather than cut, and no truncation is reported. A stand-in too: cut
        // to `Ans…` it would read as a real text truncated.
        for step in 1...givenSizeSteps {
            let smaller = fitted(at: style.size * (1 - Double(step) * givenSizeStep))
            if !smaller.truncated { return smaller }
        }
        return whole
    }

    /// How far a text whose size was given is drawn smaller to fit: 5 % at a time, down to 60 %.
    static let givenSizeStep = 0.05
    static let givenSizeSteps = 8

    /// Whether the view is at least the size its content was given as (`intrinsic W H`, an
    /// Interface Builder document's measurement) on both axes.
    private static func isAtItsGivenSize(_ view: SolvedView, _ content: ContentSize) -> Bool {
        content.isGiven && view.width >= content.width - 0.5 && view.height >= content.height - 0.5
    }
}
