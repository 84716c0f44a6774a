import TextMeasure
import VisualConstraints
import VisualSyntax

/// A character that no installed face can draw shows as a box with its code point in the
/// picture; the contract asks for a warning naming the view and the character, so the box
/// is never a surprise. The layout's measured text (`TextMetrics.undrawable`) says which.
enum UndrawableTextCheck {
    static func warnings(system: ConstraintSystem, views: [SolvedView]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for (view, solved) in zip(system.views, views) {
            guard let kind = solved.kind, TextFitCheck.drawsText(kind), !solved.isSpacer, !solved.isHidden,
                  let characters = solved.content?.text?.undrawable, !characters.isEmpty else { continue }
            let named = characters.map(codePoint)
            let list = named.count == 1 ? named[0]
                : named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
            let tail = named.count == 1 ? "it is drawn as a box" : "they are drawn as boxes"
            warnings.append(.warning("text of '\(solved.name)' has \(list), which no installed font can draw: \(tail)",
                                     at: view.declaredAt))
        }
        return warnings
    }

    /// `U+E000`: four hexadecimal digits at least, as Unicode writes code points.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
