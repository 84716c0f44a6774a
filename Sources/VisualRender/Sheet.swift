import TextMeasure
import VisualConstraints
import VisualLayout
import NumberText

/// The whole picture: a title, one frame per canvas size side by side (each with its
/// size above it and room around it for labels and row names), and a legend of the marks
/// that appear. Positions are whole points, so that a view on whole points has its
/// outline on whole pixels at every scale.
struct Sheet {
    static let margin = 28.0
    /// Room around a canvas for names and labels that do not fit inside it.
    static let framePadding = 22.0
    static let frameGap = 36.0

    let scenes: [FrameScene]
    let title: String?
    let palette: Palette
    let options: RenderOptions
    /// The canvas's top-left corner of each frame, on the sheet.
    private(set) var origins: [(x: Double, y: Double)] = []
    /// Where each frame's labels may go, in its canvas's coordinates.
    private(set) var labelBounds: [Rect] = []
    private(set) var captionOrigins: [(x: Double, y: Double)] = []
    private var legend: Legend
    private var legendOrigin = (x: 0.0, y: 0.0)
    private(set) var width = 0.0
    private(set) var height = 0.0
    /// The width the sheet would have without its title (to tell whether a title too long
    /// is what makes a picture too wide).
    private(set) var widthWithoutTitle = 0.0

    init(scenes: [FrameScene], title: String?, palette: Palette, options: RenderOptions, measurer: TextMeasurer) {
        self.scenes = scenes
        self.title = title
        self.palette = palette
        self.options = options

        let margin = Self.margin, padding = Self.framePadding
        var top = margin
        var titleWidth = 0.0
        if let title {
            let box = TextBox(title, size: Face.title.size, bold: true, measurer: measurer)
            titleWidth = box.width
            top += (box.height + 10).rounded(.up)
        }
        let captionHeight = TextBox("0", size: Face.canvasSize.size, measurer: measurer).height.rounded(.up)
        var x = margin
        var bottom = top
        for scene in scenes {
            let rowLabels = scene.tree.rows.filter { $0.container == nil }.map { $0.label ?? "\($0.number)" }
            let gutter = rowLabels.isEmpty ? 0
                : (rowLabels.map { TextBox($0, size: Face.rowLabel.size, bold: true, measurer: measurer).width }.max()! + 8)
                    .rounded(.up)
            let bounds = scene.bounds
            let contentTop = top + captionHeight + 4
            let origin = ((x + gutter + padding - bounds.x).rounded(), (contentTop + padding - bounds.y).rounded())
            origins.append(origin)
            captionOrigins.append((x + gutter + padding, top))
            let columnWidth = gutter + 2 * padding + bounds.width
            labelBounds.append(Rect(x: x - origin.0, y: top - origin.1, width: columnWidth,
                                    height: contentTop + 2 * padding + bounds.height - top))
            x += (columnWidth + Self.frameGap).rounded(.up)
            bottom = max(bottom, contentTop + 2 * padding + bounds.height)
        }
        let framesWidth = x - Self.frameGap + margin
        legend = Legend(scenes: scenes, showsGuides: options.showsGuides,
                        maximumWidth: max(framesWidth - 2 * margin, 320), measurer: measurer)
        if !legend.items.isEmpty {
            legendOrigin = (margin, (bottom + 6).rounded(.up))
            bottom = legendOrigin.y + legend.height
        }
        widthWithoutTitle = max(framesWidth, legend.width + 2 * margin).rounded(.up)
        width = max(widthWithoutTitle, (titleWidth + 2 * margin).rounded(.up))
        height = (bottom + margin).rounded(.up)
    }

    func paint(_ pen: Pen, measurer: TextMeasurer) -> Drawing {
        var drawing = Drawing()
        drawing.width = width
        drawing.height = height
        pen.fill(Rect(x: 0, y: 0, width: width, height: height), palette.sheet)
        if let title {
            let box = TextBox(title, size: Face.title.size, bold: true, measurer: measurer)
            pen.text(title, at: (Self.margin, Self.margin + box.ascent), size: Face.title.size, bold: true, palette.text)
            drawing.labels.append(Drawing.Label(role: .title, text: title,
                                                frame: Rect(x: Self.margin, y: Self.margin, width: box.width,
                                                            height: box.height)))
        }
        for (index, scene) in scenes.enumerated() {
            let caption = "\(NumberText.hundredths(scene.tree.canvasWidth)) × \(NumberText.hundredths(scene.tree.canvasHeight))"
            let box = TextBox(caption, size: Face.canvasSize.size, measurer: measurer)
            let at = captionOrigins[index]
            pen.text(caption, at: (at.x, at.y + box.ascent), size: Face.canvasSize.size, palette.secondaryText)
            drawing.labels.append(Drawing.Label(role: .canvasSize, text: caption,
                                                frame: Rect(x: at.x, y: at.y, width: box.width, height: box.height)))
            let origin = origins[index]
            drawing.canvases.append(scene.canvas.offsetBy(origin.x, origin.y))
            FramePainter(scene: scene, palette: palette, options: options, measurer: measurer, pen: pen,
                         origin: origin, labelBounds: labelBounds[index]).paint(into: &drawing)
        }
        legend.paint(at: legendOrigin, pen: pen, palette: palette, measurer: measurer, drawing: &drawing)
        return drawing
    }
}
