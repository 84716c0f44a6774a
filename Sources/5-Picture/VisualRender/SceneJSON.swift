import VisualLayout
import TextFormats

/// The scene as `visual render --scene` writes it (docs/format-file.md, "The scene of a
/// picture"): one item per line, fields in a fixed order, numbers to the thousandth, so
/// the same picture always gives the same bytes.
extension Scene {
    public func json() -> String {
        var lines = ["{\"width\": \(JSONText.number(width)), \"height\": \(JSONText.number(height)),"]
        let frameTexts = frames.map { frame in
            "{\"size\": [\(JSONText.number(frame.width)), \(JSONText.number(frame.height))], \"rect\": \(JSONText.rect(frame.rect))}"
        }
        lines.append(" \"frames\": [" + frameTexts.joined(separator: ", ") + "],")
        lines.append(" \"items\": [")
        // A view's chevron follows the view as an item of its own (an item type readers that
        // do not know it skip, as the contract allows).
        let itemTexts = items.flatMap { item in [item.fields] + (item.chevronFields.map { [$0] } ?? []) }
            .map { "  " + JSONText.object($0) }
        lines.append(itemTexts.joined(separator: ",\n"))
        lines.append(" ]}")
        return lines.joined(separator: "\n") + "\n"
    }
}

extension SceneItem {
    /// A view's chevron, `{"type": "chevron", "frame", "view", "shape", "rect"}`: `shape`
    /// `up-down` for a pop-up, `down` for a pull-down menu or a combo box; nil for other items.
    var chevronFields: [(String, String)]? {
        guard case .view(let view) = self, let chevron = view.chevron else { return nil }
        return [("type", JSONText.string("chevron")), ("frame", "\(view.frame)"), ("view", JSONText.string(view.name)),
                ("shape", JSONText.string(chevron.shape.rawValue)), ("rect", JSONText.rect(chevron.rect))]
    }

    /// The item's JSON fields, `type` first.
    var fields: [(String, String)] {
        typealias S = JSONText
        switch self {
        case .canvas(let canvas):
            return [("type", S.string("canvas")), ("frame", "\(canvas.frame)"), ("rect", S.rect(canvas.rect))]
        case .insets(let insets):
            return [("type", S.string("safe-area")), ("frame", "\(insets.frame)"),
                    ("safeArea", "[" + insets.safeArea.map(S.rect).joined(separator: ", ") + "]"),
                    ("margins", "[" + insets.margins.map(S.rect).joined(separator: ", ") + "]")]
        case .row(let row):
            return [("type", S.string("row")), ("frame", "\(row.frame)"), ("rect", S.rect(row.band))]
        case .view(let view):
            var fields = [("type", S.string("view")), ("frame", "\(view.frame)"), ("view", S.string(view.name)),
                          ("kind", S.string(view.kind)), ("rect", S.rect(view.rect)),
                          ("marks", "[" + view.marks.map { S.string($0.rawValue) }.joined(separator: ", ") + "]")]
            if let parent = view.parent { fields.append(("parent", S.string(parent))) }
            if view.isSpacer { fields.append(("spacer", "true")) }
            if !view.overflow.isEmpty {
                fields.append(("overflow", "[" + view.overflow.map(S.rect).joined(separator: ", ") + "]"))
            }
            if view.isDimmed { fields.append(("dimmed", "true")) }
            if let face = view.face { fields.append(("face", S.string(face.rawValue))) }
            if let frameRect = view.frameRect { fields.append(("frameRect", S.rect(frameRect))) }
            return fields
        case .text(let text):
            return [("type", S.string("text")), ("frame", "\(text.frame)"), ("view", S.string(text.view)),
                    ("text", S.string(text.text)), ("rect", S.rect(text.rect)),
                    ("truncated", text.truncated ? "true" : "false")] + (text.isSample ? [("sample", "true")] : [])
        case .guide(let guide):
            var fields = [("type", S.string("guide")), ("frame", "\(guide.frame)"),
                          ("views", "[" + guide.views.map(S.string).joined(separator: ", ") + "]"),
                          ("axis", S.string(guide.axis.rawValue)), ("from", S.point(guide.from)),
                          ("to", S.point(guide.to)), ("label", S.string(guide.label)),
                          ("pill", guide.pill.map(S.rect) ?? "null"), ("met", guide.met ? "true" : "false"),
                          ("line", guide.line.map { "\($0)" } ?? "null")]
            if guide.leader != nil { fields.insert(("leader", S.leader(guide.leader)), at: 8) }
            if guide.isImplicit { fields.append(("implicit", "true")) }
            if guide.count > 1 { fields.append(("count", "\(guide.count)")) }
            if guide.gaveWay { fields.append(("gave-way", "true")) }
            if !guide.extensions.isEmpty {
                fields.append(("extensions", "[" + guide.extensions.map { S.leader($0) }.joined(separator: ", ") + "]"))
            }
            return fields
        case .tag(let tag):
            var fields = [("type", S.string("tag")), ("frame", "\(tag.frame)"), ("view", S.string(tag.view)),
                          ("text", S.string(tag.text)), ("rect", S.rect(tag.rect)), ("leader", S.leader(tag.leader))]
            if let callout = tag.callout { fields.append(("callout", S.string(callout))) }
            return fields
        case .axisBreak(let cut):
            return [("type", S.string("axis-break")), ("frame", "\(cut.frame)"),
                    ("axis", S.string(cut.axis == .horizontal ? "horizontal" : "vertical")),
                    ("bands", "[" + cut.bands.map(S.rect).joined(separator: ", ") + "]")]
        case .wantedSize(let outline):
            return [("type", S.string("wanted-size")), ("frame", "\(outline.frame)"), ("view", S.string(outline.view)),
                    ("rect", S.rect(outline.rect))]
        case .marker(let marker):
            return [("type", S.string("marker")), ("frame", "\(marker.frame)"), ("view", S.string(marker.view)),
                    ("text", S.string(marker.text)), ("rect", S.rect(marker.rect))]
        case .label(let label):
            return [("type", S.string(label.role.rawValue)), ("text", S.string(label.text)), ("rect", S.rect(label.rect))]
        case .swatch(let swatch):
            return [("type", S.string("legend-swatch")), ("sample", S.string("\(swatch.sample)")),
                    ("rect", S.rect(swatch.rect))]
        }
    }
}
