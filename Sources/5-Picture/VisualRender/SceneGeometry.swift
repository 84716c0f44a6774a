import Geometry

/// Where each item lies, and items moved: the sheet builds each frame in its canvas's
/// coordinates and then moves it to its place on the sheet.
extension SceneItem {
    /// The rectangle the item covers (nil for items that only shade what is under them).
    var coveredRect: Rect? {
        switch self {
        case .canvas(let canvas): canvas.rect
        case .insets, .row: nil
        case .view(let view): view.rect
        case .axisBreak(let cut): cut.bands.dropFirst().reduce(cut.bands.first) { $0?.union($1) }
        case .wantedSize(let outline): outline.rect
        case .text(let text): text.rect
        case .guide(let guide):
            ([guide.pill, Rect.around(guide.from, guide.to, width: 7)]
                + guide.extensions.map { Rect.around($0.0, $0.1, width: 1) }).compactMap { $0 }.reduce(nil as Rect?) {
                $0?.union($1) ?? $1
            }
        case .tag(let tag): tag.rect
        case .marker(let marker): marker.rect
        case .label(let label): label.rect
        case .swatch(let swatch): swatch.rect
        }
    }

    func offsetBy(_ dx: Double, _ dy: Double) -> SceneItem {
        func move(_ point: Point) -> Point { Point(point.x + dx, point.y + dy) }
        func move(_ leader: (Point, Point)?) -> (Point, Point)? { leader.map { (move($0.0), move($0.1)) } }
        switch self {
        case .canvas(var canvas):
            canvas.rect = canvas.rect.offsetBy(dx, dy)
            return .canvas(canvas)
        case .insets(var insets):
            insets.safeArea = insets.safeArea.map { $0.offsetBy(dx, dy) }
            insets.margins = insets.margins.map { $0.offsetBy(dx, dy) }
            insets.marginsOutline = insets.marginsOutline?.offsetBy(dx, dy)
            return .insets(insets)
        case .row(var row):
            row.band = row.band.offsetBy(dx, dy)
            return .row(row)
        case .view(var view):
            view.rect = view.rect.offsetBy(dx, dy)
            view.frameRect = view.frameRect?.offsetBy(dx, dy)
            view.overflow = view.overflow.map { $0.offsetBy(dx, dy) }
            view.stateMark = view.stateMark?.offsetBy(dx, dy)
            view.chevron = view.chevron.map { SceneItem.Chevron(rect: $0.rect.offsetBy(dx, dy), shape: $0.shape) }
            return .view(view)
        case .axisBreak(var cut):
            cut.bands = cut.bands.map { $0.offsetBy(dx, dy) }
            return .axisBreak(cut)
        case .wantedSize(var outline):
            outline.rect = outline.rect.offsetBy(dx, dy)
            return .wantedSize(outline)
        case .text(var text):
            text.rect = text.rect.offsetBy(dx, dy)
            text.baseline = move(text.baseline)
            return .text(text)
        case .guide(var guide):
            guide.from = move(guide.from)
            guide.to = move(guide.to)
            guide.pill = guide.pill?.offsetBy(dx, dy)
            guide.leader = move(guide.leader)
            guide.extensions = guide.extensions.map { (move($0.0), move($0.1)) }
            return .guide(guide)
        case .tag(var tag):
            tag.rect = tag.rect.offsetBy(dx, dy)
            tag.baseline = move(tag.baseline)
            tag.leader = move(tag.leader)
            return .tag(tag)
        case .marker(var marker):
            marker.rect = marker.rect.offsetBy(dx, dy)
            return .marker(marker)
        case .label(var label):
            label.rect = label.rect.offsetBy(dx, dy)
            label.baseline = move(label.baseline)
            return .label(label)
        case .swatch(var swatch):
            swatch.rect = swatch.rect.offsetBy(dx, dy)
            return .swatch(swatch)
        }
    }
}
