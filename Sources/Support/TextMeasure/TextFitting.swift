/// Fits a view's text into the room its frame leaves, as UIKit does: lines break at `\n`;
/// a view that wraps breaks them further between words; a line still too wide, or the
/// last line that fits in height when more follow, is cut at the tail with `…`; a frame
/// lower than one line shows its line clipped, which is truncated too.
///
/// The layout (its `truncated` warning) and the renderer (the text it draws) both ask
/// this one function, so the warning and the picture always agree.
public struct FittedText: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public var text: String
        public var width: Double
    }

    /// The lines to draw, top to bottom; empty lines keep their place.
    public var lines: [Line]
    /// True when some of the text is not shown.
    public var truncated: Bool
    /// The width the text would need to show whole without wrapping: its widest line.
    public var neededWidth: Double
    /// The point size the lines were fitted, and are drawn, at.
    public var size: Double
}

extension TextMeasurer {
    /// The ellipsis UIKit ends a truncated line with.
    public static let ellipsis = "…"

    /// `text` fitted into `width` × `height` points (its lines `lineHeight` apart; a nil
    /// `height` never cuts lines) and at most `lines` lines (0: any). `wraps`: break lines
    /// between words (a `text` view, a label of several lines).
    public func fit(_ text: String, width: Double, height: Double?, lines maximumLines: Int = 0, wraps: Bool,
                    size: Double, weight: FontWeight) -> FittedText {
        let metrics = measure(text, size: size, weight: weight)
        let tolerance = 0.01
        let written = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [FittedText.Line] = []
        var truncated = false
        for (index, line) in written.enumerated() {
            let lineWidth = metrics.lineWidths[index]
            if lineWidth <= width + tolerance {
                lines.append(.init(text: line, width: lineWidth))
            } else if wraps {
                lines += wrap(line, width: width, size: size, weight: weight)
            } else {
                lines.append(.init(text: line, width: lineWidth))
            }
        }
        if let height, metrics.lineHeight > 0 {
            var fitting = Int(((height + tolerance) / metrics.lineHeight).rounded(.down))
            if maximumLines > 0 { fitting = min(fitting, maximumLines) }
            // Not one line's height: UIKit still draws the first line, clipped by the frame
            // (SwiftMessages' demo: a two-line label in a 14-point frame shows one line).
            if fitting < 1 { truncated = true }
            let shown = max(1, fitting)
            if lines.count > shown {
                // The last line shown ends with an ellipsis: more text follows.
                lines.removeSubrange(shown...)
                lines[shown - 1] = tail(lines[shown - 1].text + Self.ellipsis, width: width, size: size, weight: weight, forced: true)
                truncated = true
            }
        }
        for index in lines.indices where lines[index].width > width + tolerance {
            lines[index] = tail(lines[index].text, width: width, size: size, weight: weight, forced: false)
            truncated = true
        }
        return FittedText(lines: lines, truncated: truncated, neededWidth: metrics.width, size: size)
    }

    /// A line broken where a line may break into lines no wider than `width` where it
    /// allows; a piece wider than `width` keeps a line of its own (it is cut later).
    private func wrap(_ line: String, width: Double, size: Double, weight: FontWeight) -> [FittedText.Line] {
        var result: [FittedText.Line] = []
        var current = ""
        for piece in LineBreaks.pieces(of: line) {
            let candidate = current.isEmpty ? piece.text : current + (piece.spaced ? " " : "") + piece.text
            let candidateWidth = measure(candidate, size: size, weight: weight).width
            if candidateWidth <= width + 0.01 || current.isEmpty {
                current = candidate
            } else {
                result.append(.init(text: current, width: measure(current, size: size, weight: weight).width))
                current = piece.text
            }
        }
        result.append(.init(text: current, width: measure(current, size: size, weight: weight).width))
        return result
    }

    /// The longest start of `line` that fits in `width` with `…` after it (`…` alone, or
    /// nothing, when even that is too wide). `forced`: `line` already ends in `…`.
    private func tail(_ line: String, width: Double, size: Double, weight: FontWeight, forced: Bool) -> FittedText.Line {
        var characters = Array(forced ? String(line.dropLast()) : line)
        // Binary search on the number of characters kept: width grows with it.
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let text = String(characters[..<middle]).trimmingTrailingSpaces() + Self.ellipsis
            if measure(text, size: size, weight: weight).width <= width + 0.01 { low = middle } else { high = middle - 1 }
        }
        characters = Array(characters[..<low])
        let text = String(characters).trimmingTrailingSpaces() + Self.ellipsis
        let textWidth = measure(text, size: size, weight: weight).width
        if textWidth <= width + 0.01 { return .init(text: text, width: textWidth) }
        return .init(text: "", width: 0)
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
