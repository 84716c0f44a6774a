import CCairo
import Geometry
import LayoutChanges
import PNGCodec
import TextMeasure

/// The picture of a layout change: the new render, faded, with the old layout's frames as
/// dashed blue ghost outlines over it (strong for the views that changed, faint for the rest), and each change marked: a moved or resized view outlined
/// with an arrow (centre to centre for a move, old edge to new edge for a size change) and
/// its deltas (`b  +4 x  −12 h`), an added view filled green, a removed one crossed out in
/// red, masked areas hatched; a legend below says which is which.
public enum ChangeOverlay {
    /// A delta's label as drawn: its text, the kind of change (its colour) and where it is
    /// on the sheet, in points.
    public struct Label: Sendable, Equatable {
        public var text: String
        public var kind: ViewChange.Kind
        public var rect: Rect
    }

    /// The overlay's bytes and the labels drawn on it, for tests and tools that measure it.
    public struct Drawing: Sendable {
        public var bytes: [UInt8]
        public var labels: [Label]
        /// Pixels per point of a PNG (2); 1 for vector formats.
        public var scale: Int
    }

    /// Draws `changes` over `background` (a PNG of the new layout, its canvas's top-left at
    /// `canvasOrigin` on the sheet). `masked`: areas left out of the pixel comparison, in
    /// sheet coordinates. A PNG at scale 2, or an SVG or PDF with the render embedded as an
    /// image.
    public static func draw(_ changes: LayoutChanges, over background: [UInt8], canvasOrigin: (x: Double, y: Double),
                            masked: [Rect] = [], format: PictureFormat) throws(RenderError) -> Drawing {
        let image: RGBAImage
        do {
            image = try PNGDecoder.decode(background)
        } catch {
            throw .drawing("the render to draw the changes over is not a PNG: \(error.message)")
        }
        return try draw(changes, over: image, canvasOrigin: canvasOrigin, masked: masked, format: format)
    }

    /// `draw` over the render's pixels, for a caller that has them decoded already.
    public static func draw(_ changes: LayoutChanges, over image: RGBAImage, canvasOrigin: (x: Double, y: Double),
                            masked: [Rect] = [], format: PictureFormat) throws(RenderError) -> Drawing {
        // Room for ghosts of a canvas that shrank, and for the legend.
        let goldenRight = changes.goldenFrames.map { canvasOrigin.x + $0.x + $0.width }.max() ?? 0
        let goldenBottom = changes.goldenFrames.map { canvasOrigin.y + $0.y + $0.height }.max() ?? 0
        let width = max(Double(image.width), (goldenRight + 8).rounded(.up), minimumWidth)
        // Labels for the largest changes, placed largest first so they get the best places;
        // the rest are outlined without one (a page of labels would hide the picture).
        let labels = LabelPlacer(measurer: TextMeasurer(), origin: canvasOrigin, sheetWidth: width)
            .place(Array(changes.views.prefix(labelledChanges)))
        // Room for every label a crowd pushed down, above the legend.
        let labelsBottom = labels.map { $0.rect.maxY + 8 }.max() ?? 0
        let sheetHeight = max(Double(image.height), (goldenBottom + 8).rounded(.up), labelsBottom.rounded(.up))
        let legend = OverlayLegend(width: width, measurer: TextMeasurer())
        let height = sheetHeight + legend.height
        // Smallest first, so that the largest change's marks are never under another's.
        let drawn = Array(changes.views.reversed())
        let paint: @Sendable (OpaquePointer) -> Void = { context in
            let measurer = TextMeasurer()
            let painter = Painter(pen: Pen(context: context, measurer: measurer), origin: canvasOrigin)
            painter.background(image, width: width, height: height)
            painter.masks(masked)
            if let canvas = changes.oldCanvas { painter.oldCanvas(canvas) }
            painter.ghosts(changes.goldenFrames, changed: drawn)
            painter.changes(drawn)
            for label in labels { painter.label(label) }
            painter.legend(legend, top: sheetHeight, width: width)
        }
        if format == .png {
            // At twice the render's scale, so the deltas' text reads sharp.
            let scale = 2
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width) * Int32(scale),
                                                           Int32(height) * Int32(scale)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw .drawing("cairo could not make an image of \(Int(width) * scale) × \(Int(height) * scale) pixels")
            }
            defer { cairo_surface_destroy(surface) }
            let context = cairo_create(surface)!
            cairo_scale(context, Double(scale), Double(scale))
            paint(context)
            let status = cairo_status(context)
            cairo_destroy(context)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw .drawing("cairo failed while drawing the changes: \(String(cString: cairo_status_to_string(status)))")
            }
            return Drawing(bytes: try CairoPNG.encode(surface), labels: labels, scale: scale)
        }
        let bytes = try PictureSurface.render(format: format, width: width, height: height, scale: 1,
                                              title: "layout changes") { context, _ in paint(context) }
        return Drawing(bytes: bytes, labels: labels, scale: 1)
    }

    static let labelSize = 11.0
    /// How many changes get a label: as many as a report lists.
    public static let labelledChanges = 50

    static func color(_ kind: ViewChange.Kind) -> Color {
        switch kind {
        case .changed: changed
        case .added: added
        case .removed: removed
        }
    }

    /// Wide enough for the legend's longest entry.
    static let minimumWidth = 200.0

    static let ghost = Color(hex: 0x1565C0)
    static let changed = Color(hex: 0xE65100)
    static let added = Color(hex: 0x2E7D32)
    static let removed = Color(hex: 0xC62828)
    static let mask = Color(hex: 0x616161)
    static let ghostDash = [4.0, 3.0]
}

/// Paints one overlay on one context.
private struct Painter {
    let pen: Pen
    let origin: (x: Double, y: Double)

    private var context: OpaquePointer { pen.context }

    /// The render at 40 % over white, so the marks stand out from what it draws.
    func background(_ image: RGBAImage, width: Double, height: Double) {
        pen.fill(Rect(x: 0, y: 0, width: width, height: height), Color(hex: 0xFFFFFF))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            image.bytes.withUnsafeBufferPointer { bytes in
                for y in 0..<image.height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<image.width {
                        let i = (y * image.width + x) * 4
                        let a = UInt32(bytes[i + 3])
                        func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                        row[x] = a << 24 | premultiplied(bytes[i]) << 16 | premultiplied(bytes[i + 1]) << 8
                            | premultiplied(bytes[i + 2])
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        cairo_set_source_surface(context, surface, 0, 0)
        cairo_paint_with_alpha(context, 0.4)
    }

    func masks(_ areas: [Rect]) {
        for area in areas {
            pen.fill(area, Color(hex: 0xFFFFFF, alpha: 0.6))
            mark(.masked, area)
        }
    }

    /// The golden's canvas, when its size changed: dashed like the ghosts, a little heavier.
    func oldCanvas(_ canvas: Rect) {
        pen.strokeInside(sheet(canvas), ChangeOverlay.ghost, width: 2, dash: [6, 3])
    }

    /// The old layout's frames: dashed, in a colour the renderer does not use for boxes;
    /// faint where the view did not change, strong where it did (or is gone).
    func ghosts(_ frames: [Rect], changed: [ViewChange]) {
        let strong = changed.compactMap { $0.kind == .added ? nil : $0.before }
        let isStrong = Set(strong)  // looked up per frame: a whole moved screen is thousands
        for frame in frames where !isStrong.contains(frame) {
            pen.strokeInside(sheet(frame), ChangeOverlay.ghost.withAlpha(0.35), width: 1, dash: ChangeOverlay.ghostDash)
        }
        for frame in strong { mark(.ghost, sheet(frame)) }
    }

    func changes(_ views: [ViewChange]) {
        for change in views {
            switch change.kind {
            case .changed:
                guard let before = change.before.map(sheet), let after = change.after.map(sheet) else { continue }
                mark(.changed, after)
                for (from, to) in arrows(before, after) { arrow(from: from, to: to, ChangeOverlay.changed) }
            case .added:
                guard let after = change.after.map(sheet) else { continue }
                mark(.added, after)
            case .removed:
                guard let before = change.before.map(sheet) else { continue }
                mark(.removed, before)
            }
        }
    }

    /// A box drawn as the legend's mark says: the picture and its legend draw each alike.
    private func mark(_ mark: OverlayLegend.Mark, _ box: Rect) {
        switch mark {
        case .ghost: pen.strokeInside(box, ChangeOverlay.ghost, width: 1.5, dash: ChangeOverlay.ghostDash)
        case .changed: pen.strokeInside(box, ChangeOverlay.changed, width: 2)
        case .added:
            pen.fill(box, ChangeOverlay.added.withAlpha(0.18))
            pen.strokeInside(box, ChangeOverlay.added, width: 2)
        case .removed:
            pen.strokeInside(box, ChangeOverlay.removed, width: 2, dash: ChangeOverlay.ghostDash)
            pen.strokeLines([[(box.x, box.y), (box.maxX, box.maxY)], [(box.maxX, box.y), (box.x, box.maxY)]],
                            ChangeOverlay.removed, width: 1.5)
        case .masked:
            pen.hatch(box, ChangeOverlay.mask, spacing: 6, width: 1)
            pen.strokeInside(box, ChangeOverlay.mask, width: 1)
        }
    }

    /// A move: centre to centre. A size change in place: old edge to new edge, per axis.
    private func arrows(_ before: Rect, _ after: Rect) -> [((Double, Double), (Double, Double))] {
        if abs(before.midX - after.midX) > 0.5 || abs(before.midY - after.midY) > 0.5,
           before.x != after.x || before.y != after.y {
            return [((before.midX, before.midY), (after.midX, after.midY))]
        }
        var arrows: [((Double, Double), (Double, Double))] = []
        if before.maxX != after.maxX { arrows.append(((before.maxX, after.midY), (after.maxX, after.midY))) }
        if before.maxY != after.maxY { arrows.append(((after.midX, before.maxY), (after.midX, after.maxY))) }
        return arrows
    }

    private func arrow(from: (Double, Double), to: (Double, Double), _ color: Color) {
        let (dx, dy) = (to.0 - from.0, to.1 - from.1)
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0.5 else { return }
        let (ux, uy) = (dx / length, dy / length)
        let head = min(7, length * 0.6)
        let base = (to.0 - ux * head, to.1 - uy * head)
        pen.strokeLines([[from, base]], color, width: 2, roundCaps: true)
        cairo_move_to(context, to.0, to.1)
        cairo_line_to(context, base.0 - uy * head * 0.5, base.1 + ux * head * 0.5)
        cairo_line_to(context, base.0 + uy * head * 0.5, base.1 - ux * head * 0.5)
        cairo_close_path(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_fill(context)
    }

    /// A label's pill and text.
    func label(_ label: ChangeOverlay.Label) {
        let color = ChangeOverlay.color(label.kind)
        let metrics = pen.measurer.measure(label.text, size: ChangeOverlay.labelSize, weight: .bold)
        pen.fill(label.rect, Color(hex: 0xFFFFFF, alpha: 0.92), radius: 3)
        pen.strokeInside(label.rect, color, width: 1, radius: 3)
        pen.text(label.text, at: (label.rect.x + 4, label.rect.y + 2 + metrics.firstBaseline), size: ChangeOverlay.labelSize,
                 weight: .bold, color)
    }

    /// The legend under the picture.
    func legend(_ legend: OverlayLegend, top: Double, width: Double) {
        pen.fill(Rect(x: 0, y: top, width: width, height: legend.height), Color(hex: 0xF4F5F7))
        let ink = Color(hex: 0x333333)
        for entry in legend.entries {
            let box = Rect(x: entry.x, y: top + entry.y, width: 20, height: 14)
            mark(entry.mark, box)
            let words = entry.mark.rawValue
            let metrics = pen.measurer.measure(words, size: OverlayLegend.size, weight: .regular)
            pen.text(words, at: (box.x + 26, box.y + 7 - metrics.height / 2 + metrics.firstBaseline), size: OverlayLegend.size, ink)
        }
    }

    private func sheet(_ frame: Rect) -> Rect { ChangeOverlay.sheet(frame, origin: origin) }
}

extension ChangeOverlay {
    static func sheet(_ frame: Rect, origin: (x: Double, y: Double)) -> Rect {
        frame.offsetBy(origin.x, origin.y)
    }
}

/// The legend's entries, a swatch and a word each, in rows as wide as the picture.
struct OverlayLegend {
    /// The marks the overlay draws, by the words the legend gives them.
    enum Mark: String, CaseIterable {
        case ghost = "golden frame"
        case changed = "moved / resized"
        case added = "added"
        case removed = "removed"
        case masked = "masked"
    }

    static let size = 11.0
    var entries: [(mark: Mark, x: Double, y: Double)] = []
    var height: Double

    init(width: Double, measurer: TextMeasurer) {
        var (x, y) = (8.0, 8.0)
        for mark in Mark.allCases {
            let entryWidth = 26 + measurer.measure(mark.rawValue, size: Self.size, weight: .regular).width
            if x > 8, x + entryWidth > width - 8 {
                (x, y) = (8, y + 22)
            }
            entries.append((mark, x, y))
            x += entryWidth + 16
        }
        height = y + 22
    }
}

/// Where each change's label goes: above its frame, else below, right or left of it, else
/// below it moved down past the labels already placed, so no two overlap; kept within the
/// sheet's width (the sheet grows down to the lowest label).
private struct LabelPlacer {
    let measurer: TextMeasurer
    let origin: (x: Double, y: Double)
    let sheetWidth: Double

    func place(_ changes: [ViewChange]) -> [ChangeOverlay.Label] {
        var placed: [ChangeOverlay.Label] = []
        // Where the labelled changes are drawn, old place and new.
        let frames = changes.flatMap { change in
            [change.before, change.after].compactMap { $0 }.map { (key: change.key, rect: ChangeOverlay.sheet($0, origin: origin)) }
        }
        for change in changes {
            guard let frame = (change.kind == .removed ? change.before : change.after) else { continue }
            let near = ChangeOverlay.sheet(frame, origin: origin)
            let text = change.deltaLabel
            let metrics = measurer.measure(text, size: ChangeOverlay.labelSize, weight: .bold)
            let (width, height) = (metrics.width + 8, metrics.height + 4)
            let candidates = [Rect(x: near.x, y: near.y - height - 2, width: width, height: height),
                              Rect(x: near.x, y: near.maxY + 2, width: width, height: height),
                              Rect(x: near.maxX + 4, y: near.y, width: width, height: height),
                              Rect(x: near.x - width - 4, y: near.y, width: width, height: height)]
                .map { Rect(x: max(0, min($0.x, sheetWidth - $0.width)), y: max(0, $0.y), width: $0.width, height: $0.height) }
            func free(_ rect: Rect) -> Bool { !placed.contains { $0.rect.intersects(rect) } }
            // Best on no other changed view (a small one: a label may lie on a large container,
            // whose outline it hides little of) nor on the view's own old frame, whose dashed
            // ghost shows where it came from; else on no other view; else on no label; else
            // below the frame, moved down until it is on no label.
            let others = frames.filter { $0.key != change.key && $0.rect.width * $0.rect.height <= 4 * width * height }
                .map(\.rect)
            let ownGhost = change.kind == .removed ? nil : change.before.map { ChangeOverlay.sheet($0, origin: origin) }
            func clear(_ rect: Rect) -> Bool { free(rect) && !others.contains { $0.intersects(rect) } }
            var rect = candidates.first { clear($0) && !(ownGhost?.intersects($0) ?? false) }
                ?? candidates.first(where: clear) ?? candidates.first(where: free) ?? candidates[1]
            while !free(rect) { rect.y += height + 1 }
            placed.append(ChangeOverlay.Label(text: text, kind: change.kind, rect: rect))
        }
        return placed
    }
}
