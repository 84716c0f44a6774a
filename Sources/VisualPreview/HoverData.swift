import NumberText
import VisualConstraints
import VisualLayout
import VisualRender

/// What the page's hover explains, as JSON: every view's box and every guide's line from
/// the scene the picture was painted from, each with the constraints that place it (from
/// the list `visual constraints` prints). The page draws invisible hit regions over the
/// picture from it, so the SVG itself stays byte for byte what `visual render` writes.
enum HoverData {
    static func json(scene: Scene, constraints: [GeneratedConstraint]) -> String {
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
            object([("text", quote(constraint.text)), ("line", constraint.range.map { "\($0.start.line)" } ?? "null"),
                    ("reason", quote(constraint.reason)), ("implicit", constraint.isImplicit ? "true" : "false")])
        }
        let viewTexts = scene.views.map { view in
            object([("frame", "\(view.frame)"), ("name", quote(view.name)), ("kind", quote(view.isSpacer ? "spacer" : view.kind)),
                    ("parent", view.parent.map(quote) ?? "null"), ("rect", rect(view.rect)),
                    ("marks", list(view.marks.map { quote($0.rawValue) })),
                    ("constraints", list((byView[view.name] ?? []).map { "\($0)" }))])
        }
        let guideTexts = scene.guides.map { guide in
            object([("frame", "\(guide.frame)"), ("label", quote(guide.label)), ("axis", quote(guide.axis.rawValue)),
                    ("views", list(guide.views.map(quote))), ("from", point(guide.from)), ("to", point(guide.to)),
                    ("pill", guide.pill.map(rect) ?? "null"), ("met", guide.met ? "true" : "false"),
                    ("implicit", guide.isImplicit ? "true" : "false"), ("line", guide.line.map { "\($0)" } ?? "null"),
                    ("constraints", list(placing(guide, constraints).map { "\($0)" }))])
        }
        let json = "{\"frames\": " + list(scene.frames.map { rect($0.rect) }) + ",\n\"constraints\": " + list(constraintTexts) + ",\n\"views\": " + list(viewTexts)
            + ",\n\"guides\": " + list(guideTexts) + "}"
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

    private static func quote(_ text: String) -> String { LayoutOutput.quote(text) }
    private static func number(_ value: Double) -> String { value.isFinite ? NumberText.thousandths(value) : "null" }
    private static func rect(_ r: Rect) -> String { "[\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height))]" }
    private static func point(_ p: Point) -> String { "[\(number(p.x)), \(number(p.y))]" }
    private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
