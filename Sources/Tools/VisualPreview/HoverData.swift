import VisualConstraints
import VisualLayout
import VisualRender
import TextFormats

/// What the page's hover explains, as JSON: every view's box and every guide's line from
/// the scene the picture was painted from, each with the constraints that place it (from
/// the list `visual constraints` prints). The page draws invisible hit regions over the
/// picture from it, so the SVG itself stays byte for byte what `visual render` writes.
enum HoverData {
    static func json(scene: Scene, constraints: [GeneratedConstraint]) -> String {
        typealias J = JSONText
        // Written constraints first: they are what the user can change; then the implicit
        // ones of a line; the file-wide ones (sizes `>= 0`) last.
        func rank(_ index: Int) -> Int {
            constraints[index].isImplicit ? (constraints[index].range == nil ? 2 : 1) : 0
        }
        let order = constraints.indices.sorted { (rank($0), $0) < (rank($1), $1) }
        var byView: [String: [Int]] = [:]
        for index in order {
            for name in Set(constraints[index].views.map(\.name)) { byView[name, default: []].append(index) }
        }
        let constraintTexts = constraints.map { constraint in
            J.object([("text", J.string(constraint.text)), ("line", constraint.range.map { "\($0.start.line)" } ?? "null"),
                    ("reason", J.string(constraint.reason)), ("implicit", constraint.isImplicit ? "true" : "false")])
        }
        let viewTexts = scene.views.map { view in
            J.object([("frame", "\(view.frame)"), ("name", J.string(view.name)), ("kind", J.string(view.isSpacer ? "spacer" : view.kind)),
                    ("parent", view.parent.map(J.string) ?? "null"), ("rect", J.rect(view.rect)),
                    ("marks", J.list(view.marks.map { J.string($0.rawValue) })),
                    ("constraints", J.list((byView[view.name] ?? []).map { "\($0)" }))])
        }
        let guideTexts = scene.guides.map { guide in
            J.object([("frame", "\(guide.frame)"), ("label", J.string(guide.label)), ("axis", J.string(guide.axis.rawValue)),
                    ("views", J.list(guide.views.map(J.string))), ("from", J.point(guide.from)), ("to", J.point(guide.to)),
                    ("pill", guide.pill.map(J.rect) ?? "null"), ("met", guide.met ? "true" : "false"),
                    ("implicit", guide.isImplicit ? "true" : "false"), ("line", guide.line.map { "\($0)" } ?? "null"),
                    ("constraints", J.list(placing(guide, constraints).map { "\($0)" }))])
        }
        let json = "{\"frames\": " + J.list(scene.frames.map { J.rect($0.rect) })
            + ",\n\"constraints\": " + J.list(constraintTexts) + ",\n\"views\": " + J.list(viewTexts)
            + ",\n\"guides\": " + J.list(guideTexts) + "}"
        // Inside a <script> element no `</script>` may appear: `<` only occurs in strings,
        // where \u003c means the same.
        return json.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// The constraints a guide draws: those of its line between exactly the views it
    /// measures (a margin `|-20-[a]` is not `a-16-b`, which also involves `a`), else those
    /// that involve every one of them; spacings first; all of its line's constraints when
    /// none does.
    static func placing(_ guide: SceneItem.Guide, _ constraints: [GeneratedConstraint]) -> [Int] {
        guard let line = guide.line else { return [] }
        let onLine = constraints.indices.filter { constraints[$0].range?.start.line == line }
        let measured = Set(guide.views)
        let exactly = onLine.filter { Set(constraints[$0].views.map(\.name)) == measured }
        let touching = !exactly.isEmpty ? exactly
            : onLine.filter { measured.isSubset(of: Set(constraints[$0].views.map(\.name))) }
        let spacings = touching.filter { constraints[$0].spacing != nil }
        if !spacings.isEmpty { return spacings }
        return touching.isEmpty ? onLine : touching
    }

}
