import Geometry
import TextMeasure
import VisualSyntax

/// The key under the frames: a sample of each mark the picture uses (only those that
/// appear), then, on a picture with unmet constraints, one line per constraint with its
/// source line: `line 3  H:|-20-[a(400)]-20-|  trailing of a 20 not met (−45)`.
struct Legend {
    /// At most this many unmet constraints are listed; a last line counts the rest.
    static let mostUnmetListed = 12
    /// At most this many hidden views are named; the count says how many there are.
    static let mostHiddenNamed = 5
    /// A source line is cut to this many characters.
    static let longestSourceLine = 60
    static let swatchWidth = 22.0
    static let itemGap = 18.0
    static let lineHeight = 18.0

    /// The legend's items, from the legend's top-left corner.
    let items: [SceneItem]
    let width: Double
    let height: Double

    init(frames: [FrameDraft], views: [SceneItem.View], source: SourceFile?, keyLines: [String] = [], maximumWidth: Double,
         measurer: TextMeasurer) {
        let guides = frames.flatMap(\.items).compactMap { item -> SceneItem.Guide? in
            if case .guide(let guide) = item { guide } else { nil }
        }
        var samples: [(SceneItem.Swatch.Sample, String)] = []
        if guides.contains(where: { !$0.isImplicit && $0.met }) { samples.append((.writtenSpacing, "spacing")) }
        if guides.contains(where: { $0.isImplicit && $0.met }) { samples.append((.defaultSpacing, "default spacing")) }
        if guides.contains(where: { !$0.met && !$0.gaveWay }) {
            samples.append((.unmetSpacing, "not met: wanted → got"))
        }
        if frames.flatMap(\.items).contains(where: { if case .wantedSize = $0 { true } else { false } }) {
            samples.append((.wantedSize, "the size it wanted"))
        }
        if guides.contains(where: \.gaveWay) { samples.append((.gaveWaySpacing, "gave way (optional): wanted → got")) }
        let tags = frames.flatMap(\.items).compactMap { item -> SceneItem.Tag? in
            if case .tag(let tag) = item { tag } else { nil }
        }
        if tags.contains(where: { $0.callout != nil }) { samples.append((.callout, "numbered view: its name is in the key")) }
        if views.contains(where: { $0.isSpacer && !$0.holdsViews && $0.rect.width * $0.rect.height > 0 }) {
            samples.append((.spacer, "spacer"))
        }
        func has(_ mark: SceneItem.View.Mark) -> Bool { views.contains { $0.marks.contains(mark) } }
        if has(.conflict) { samples.append((.conflict, "conflict: a required constraint is left unsatisfied")) }
        if has(.ambiguousHorizontal) || has(.ambiguousVertical) {
            samples.append((.ambiguous, "ambiguous: H or V position or size left open"))
        }
        if has(.overflow) { samples.append((.overflow, "outside its container")) }
        if has(.truncated) { samples.append((.truncated, "text truncated: …")) }
        if frames.flatMap(\.items).contains(where: { if case .text(let text) = $0 { text.isSample } else { false } }) {
            samples.append((.sampleText, "stand-in for a text set at run time"))
        }

        var items: [SceneItem] = []
        var x = 0.0, y = 0.0, widest = 0.0
        for (sample, text) in samples {
            let box = TextBox(text, size: Face.legend.size, measurer: measurer)
            let itemWidth = Self.swatchWidth + 6 + box.width
            if x > 0 && x + itemWidth > maximumWidth {
                x = 0
                y += Self.lineHeight
            }
            items.append(.swatch(.init(sample: sample, rect: Rect(x: x, y: y + 3, width: Self.swatchWidth,
                                                                   height: Self.lineHeight - 6),
                                       textBox: sample.text.map {
                                           TextBox($0.string, size: $0.size, weight: $0.weight, measurer: measurer)
                                       })))
            let textRect = Rect(x: x + Self.swatchWidth + 6, y: y + (Self.lineHeight - box.height) / 2,
                                width: box.width, height: box.height)
            items.append(.label(.init(role: .legend, text: text, rect: textRect,
                                      baseline: Point(textRect.x, textRect.y + box.ascent), size: Face.legend.size,
                                      weight: .regular)))
            widest = max(widest, x + itemWidth)
            x += itemWidth + Self.itemGap
        }
        if !samples.isEmpty { y += Self.lineHeight }

        // Each unmet constraint once, even when several frames show it.
        var listed: [String] = []
        for frame in frames {
            for guide in frame.unmet {
                guard let description = guide.unmetDescription else { continue }
                var text = guide.line.map { "line \($0)  " } ?? ""
                if let line = guide.line, let written = source?.line(line) {
                    let trimmed = written.trimmingSpaces
                    text += (trimmed.count > Self.longestSourceLine
                        ? String(trimmed.prefix(Self.longestSourceLine - 1)) + "…" : trimmed) + "  "
                }
                text += description
                if !listed.contains(text) { listed.append(text) }
            }
        }
        var lines = Array(listed.prefix(Self.mostUnmetListed))
        if listed.count > lines.count { lines.append("… and \(listed.count - lines.count) more not met") }
        // What the frames leave undrawn, added up by reason in the order first met; what
        // they draw as one, once.
        var leftOut: [NotDrawn] = []
        for part in frames.flatMap(\.notDrawn) {
            if let index = leftOut.firstIndex(where: { $0.reason == part.reason }) {
                leftOut[index].count += part.count
            } else {
                leftOut.append(part)
            }
        }
        for text in leftOut.map(\.text) + frames.flatMap(\.drawnAsOne) where !lines.contains(text) { lines.append(text) }
        // The hidden views, each named once however many frames leave it out.
        var hidden: [String] = []
        for name in frames.flatMap(\.hiddenViews) where !hidden.contains(name) { hidden.append(name) }
        if !hidden.isEmpty {
            let named = hidden.prefix(Self.mostHiddenNamed).joined(separator: ", ")
                + (hidden.count > Self.mostHiddenNamed ? " and \(hidden.count - Self.mostHiddenNamed) more" : "")
            lines.append("\(hidden.count.grouped) hidden \(hidden.count == 1 ? "view" : "views") not drawn: " + named)
        }
        lines += keyLines
        for text in lines {
            let box = TextBox(text, size: Face.legend.size, measurer: measurer)
            let rect = Rect(x: 0, y: y + (Self.lineHeight - box.height) / 2, width: box.width, height: box.height)
            items.append(.label(.init(role: .legend, text: text, rect: rect,
                                      baseline: Point(rect.x, rect.y + box.ascent), size: Face.legend.size,
                                      weight: .regular)))
            widest = max(widest, box.width)
            y += Self.lineHeight
        }
        self.items = items
        width = widest
        height = y
    }
}

extension SceneItem.Swatch.Sample {
    /// The text a sample shows, in its face: measured by the legend, drawn by the painter.
    var text: (string: String, size: Double, weight: TextMeasure.FontWeight)? {
        switch self {
        case .truncated: ("A…", Face.legend.size, Face.legend.weight)
        case .sampleText: ("Aa", Face.legend.size, Face.legend.weight)
        case .callout: ("1", Face.viewName.size, Face.viewName.weight)
        case .conflict: ("!", Face.marker.size, Face.marker.weight)
        case .ambiguous: ("?H", Face.marker.size, Face.marker.weight)
        case .writtenSpacing, .defaultSpacing, .unmetSpacing, .gaveWaySpacing, .wantedSize, .spacer, .overflow: nil
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" || text.last == "\r" { text.removeLast() }
        return String(text)
    }
}
