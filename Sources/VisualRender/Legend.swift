import TextMeasure

/// A one-line key to the marks the picture uses, only those that appear in it.
struct Legend {
    enum Item: CaseIterable {
        case writtenSpacing, defaultSpacing, unmetSpacing, spacer, conflict, ambiguous

        var text: String {
            switch self {
            case .writtenSpacing: "spacing"
            case .defaultSpacing: "default spacing"
            case .unmetSpacing: "spacing not met"
            case .spacer: "spacer"
            case .conflict: "conflict: a required constraint is left unsatisfied"
            case .ambiguous: "ambiguous: position or size left open"
            }
        }
    }

    static let swatchWidth = 22.0
    static let itemGap = 18.0
    static let lineHeight = 18.0

    let items: [Item]
    /// Each item's top-left corner, from the legend's; items wrap onto more lines.
    private let positions: [(x: Double, y: Double)]
    private let textWidths: [Double]
    let width: Double
    let height: Double

    /// `maximumWidth`: where items wrap to a new line.
    init(scenes: [FrameScene], showsGuides: Bool, maximumWidth: Double, measurer: TextMeasurer) {
        let guides = showsGuides ? scenes.flatMap(\.guides) : []
        var items: [Item] = []
        if guides.contains(where: { !$0.isImplicit && $0.isSatisfied }) { items.append(.writtenSpacing) }
        if guides.contains(where: { $0.isImplicit && $0.isSatisfied }) { items.append(.defaultSpacing) }
        if guides.contains(where: { !$0.isSatisfied }) { items.append(.unmetSpacing) }
        if scenes.contains(where: { $0.views.contains { $0.view.isSpacer && $0.frame.width * $0.frame.height > 0 } }) {
            items.append(.spacer)
        }
        if scenes.contains(where: \.hasConflicts) { items.append(.conflict) }
        if scenes.contains(where: \.hasAmbiguity) { items.append(.ambiguous) }
        self.items = items
        textWidths = items.map { TextBox($0.text, size: Face.legend.size, measurer: measurer).width }
        var positions: [(x: Double, y: Double)] = []
        var x = 0.0, y = 0.0, widest = 0.0
        for textWidth in textWidths {
            let itemWidth = Self.swatchWidth + 6 + textWidth
            if x > 0 && x + itemWidth > maximumWidth {
                x = 0
                y += Self.lineHeight
            }
            positions.append((x, y))
            widest = max(widest, x + itemWidth)
            x += itemWidth + Self.itemGap
        }
        self.positions = positions
        width = widest
        height = items.isEmpty ? 0 : y + Self.lineHeight
    }

    func paint(at origin: (x: Double, y: Double), pen: Pen, palette: Palette, measurer: TextMeasurer,
               drawing: inout Drawing) {
        for (index, item) in items.enumerated() {
            let x = origin.x + positions[index].x
            let top = origin.y + positions[index].y
            let middle = top + Self.lineHeight / 2
            let swatch = Rect(x: x, y: top + 3, width: Self.swatchWidth, height: Self.lineHeight - 6)
            switch item {
            case .writtenSpacing, .defaultSpacing, .unmetSpacing:
                let color = item == .writtenSpacing ? palette.guide
                    : item == .defaultSpacing ? palette.implicitGuide : palette.conflict
                let dash: [Double] = item == .defaultSpacing ? [3, 2] : []
                pen.strokeLines([[(swatch.x, middle), (swatch.maxX, middle)],
                                 [(swatch.x, middle - 3.5), (swatch.x, middle + 3.5)],
                                 [(swatch.maxX, middle - 3.5), (swatch.maxX, middle + 3.5)]],
                                color, width: 1, dash: dash)
            case .spacer:
                pen.clipped(to: swatch) {
                    let lines = stride(from: swatch.x, through: swatch.maxX + swatch.height, by: 6).map {
                        [($0, swatch.y), ($0 - swatch.height, swatch.maxY)]
                    }
                    pen.strokeLines(lines, palette.hatch, width: 0.75)
                }
                pen.strokeInside(swatch, palette.hatch, width: 1, dash: [3, 2])
            case .conflict, .ambiguous:
                FramePainter.paintMarker(item == .conflict ? "!" : "?",
                                         color: item == .conflict ? palette.conflict : palette.ambiguous,
                                         center: (swatch.midX, middle), pen: pen, palette: palette, measurer: measurer)
            }
            let textX = x + Self.swatchWidth + 6
            let box = TextBox(item.text, size: Face.legend.size, measurer: measurer)
            pen.text(item.text, at: (textX, middle - box.height / 2 + box.ascent), size: Face.legend.size,
                     palette.secondaryText)
            drawing.labels.append(Drawing.Label(role: .legend, text: item.text,
                                                frame: Rect(x: textX, y: middle - box.height / 2,
                                                            width: textWidths[index], height: box.height)))
        }
    }
}
