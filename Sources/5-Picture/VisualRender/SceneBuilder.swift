import Geometry
import TextMeasure
import VisualLayout
import VisualSyntax
import TextFormats

/// Builds the whole picture's scene: a title, one frame per canvas size side by side
/// (each with its size above it), and the legend under them. Positions of frames are
/// whole points, so that a view on whole points has its outline on whole pixels at every
/// scale.
struct SceneBuilder {
    static let margin = 28.0
    /// Between a frame's caption and what the frame draws, and around each frame.
    static let framePadding = 8.0
    static let frameGap = 36.0
    /// The widest a row of frames grows before the next frame starts a row below it.
    static let widestRow = 2_400.0

    let layouts: [LayoutTree]
    /// Each frame's name (its language), shown before its size; empty or nil: none.
    let frameNames: [String?]
    let title: String?
    let options: RenderOptions
    let source: SourceFile?
    let measurer: TextMeasurer

    /// The scene, and the width it would have without its title (to tell whether a title
    /// too long is what makes a picture too wide).
    func build() -> (scene: Scene, widthWithoutTitle: Double) {
        let margin = Self.margin
        var items: [SceneItem] = []
        var top = margin
        var titleWidth = 0.0
        if let title {
            let box = TextBox(title, size: Face.title.size, weight: Face.title.weight, measurer: measurer)
            titleWidth = box.width
            items.append(.label(.init(role: .title, text: title,
                                      rect: Rect(x: margin, y: margin, width: box.width, height: box.height),
                                      baseline: Point(margin, margin + box.ascent), size: Face.title.size,
                                      weight: .bold)))
            top += (box.height + 10).rounded(.up)
        }
        // A frame around what is drawn has no canvas size to show.
        let showsSizes = !layouts.allSatisfy(\.framesWhatIsDrawn)
        let captionHeight = showsSizes ? TextBox("0", size: Face.canvasSize.size, measurer: measurer).height.rounded(.up) : 0
        let drafts = layouts.indices.map { index in
            FrameBuilder(scene: FrameScene(tree: layouts[index]), frameIndex: index, options: options,
                         measurer: measurer).build()
        }
        let captions = layouts.indices.map { index in
            let layout = layouts[index]
            let layoutWidth = layout.layoutLength(.horizontal, start: 0, length: layout.canvasWidth)
            let layoutHeight = layout.layoutLength(.vertical, start: 0, length: layout.canvasHeight)
            var caption = "\(NumberText.hundredths(layoutWidth)) × \(NumberText.hundredths(layoutHeight))"
            if index < frameNames.count, let frameName = frameNames[index] { caption = "\(frameName) · \(caption)" }
            return (text: caption, box: TextBox(caption, size: Face.canvasSize.size, measurer: measurer))
        }
        // A frame is as wide as what it draws, or to its caption's end when that is further
        // (a xib's 100-point pop-up, `name · 100 × 16`); the caption starts at the canvas.
        let widths = drafts.indices.map { index in
            max(drafts[index].extent.width, showsSizes ? captions[index].box.width - drafts[index].extent.x : 0)
        }
        var frames: [Scene.Frame] = []
        var framesWidth = 0.0
        var rowTop = top
        var bottom = top
        for row in Self.rows(widths) {
            let contentTop = rowTop + captionHeight + Self.framePadding
            var x = margin
            bottom = contentTop
            for index in row {
                let (layout, extent) = (layouts[index], drafts[index].extent)
                let origin = ((x - extent.x).rounded(), (contentTop - extent.y).rounded())
                let canvas = Rect(x: origin.0, y: origin.1, width: layout.canvasWidth, height: layout.canvasHeight)
                frames.append(Scene.Frame(width: layout.canvasWidth, height: layout.canvasHeight, rect: canvas))
                let caption = captions[index]
                if showsSizes {
                    items.append(.label(.init(role: .caption, text: caption.text,
                                              rect: Rect(x: canvas.x, y: rowTop, width: caption.box.width,
                                                         height: caption.box.height),
                                              baseline: Point(canvas.x, rowTop + caption.box.ascent),
                                              size: Face.canvasSize.size, weight: .regular)))
                }
                items += drafts[index].items.map { $0.offsetBy(origin.0, origin.1) }
                x = (x + widths[index] + Self.frameGap).rounded(.up)
                bottom = max(bottom, contentTop + extent.height)
            }
            framesWidth = max(framesWidth, x - Self.frameGap + margin)
            rowTop = (bottom + Self.frameGap).rounded(.up)
        }
        let views = items.compactMap { item -> SceneItem.View? in if case .view(let v) = item { v } else { nil } }
        let legend = Legend(frames: drafts, views: views, source: source, keyLines: options.keyLines,
                            maximumWidth: max(framesWidth - 2 * margin, 320), measurer: measurer)
        if !legend.items.isEmpty {
            let legendTop = (bottom + 14).rounded(.up)
            items += legend.items.map { $0.offsetBy(margin, legendTop) }
            bottom = legendTop + legend.height
        }
        let widthWithoutTitle = max(framesWidth, legend.width + 2 * margin).rounded(.up)
        let width = max(widthWithoutTitle, (titleWidth + 2 * margin).rounded(.up))
        let height = (bottom + margin).rounded(.up)
        return (Scene(width: width, height: height, frames: frames, items: items), widthWithoutTitle)
    }

    /// The frames of each row, in order: all in one row while they fit in `widestRow`
    /// (sizes or languages compared side by side), else rows filled up to it, a frame wider
    /// than it alone in its row. A storyboard's nine scenes in one row made a sheet 7,000
    /// points wide whose text no viewer showed at a readable size.
    static func rows(_ widths: [Double]) -> [[Int]] {
        var rows: [[Int]] = []
        var rowWidth = 0.0
        for (index, width) in widths.enumerated() {
            if let last = rows.indices.last, rowWidth + frameGap + width <= widestRow {
                rows[last].append(index)
                rowWidth += frameGap + width
            } else {
                rows.append([index])
                rowWidth = width
            }
        }
        return rows
    }
}
