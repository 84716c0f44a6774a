import Geometry
import TextFormats
import TextMeasure

/// An SVG's text written as `<text>` elements (the font named, each run as wide as it
/// was measured) rather than as glyph outlines, and a `<g id="NAME">` per view holding its
/// box's outline as a `<rect>` and its text: a design tool (Figma, Illustrator) can then
/// select a view, edit its words and restyle them.
///
/// The painter paints every shape with Cairo as for PNG and PDF; in an SVG the pen hands
/// each text here instead of drawing its glyphs (`Pen.textLayer`), and the layer's markup
/// goes at the end of the document, so the text lies over the shapes as it does in the PNG
/// (nothing readable overlaps anything else there).
final class SVGTextLayer: @unchecked Sendable {  // one vector surface, painted on one thread
    /// One line of text as the painter placed it.
    struct Run {
        let text: String
        let x, y: Double
        let size: Double
        let weight: FontWeight
        let color: Color
        /// Its measured width: `textLength`, so it is as wide as in the PNG whatever face
        /// the viewer draws it with.
        let width: Double
    }

    /// A view's group: its id, its kind and box, and the text drawn in it.
    private struct ViewGroup {
        let id: String
        let kind: String
        let rect: Rect
        var runs: [Run] = []
    }

    private var groups: [ViewGroup] = []
    /// Each view's group, by frame and name.
    private var groupIndex: [String: Int] = [:]
    private var ids: Set<String> = []
    /// Everything else: names, sizes, values, legend, title.
    private var annotations: [Run] = []
    /// The group the next runs belong to; nil: the annotations.
    private var current: Int?

    /// The families a `<text>` asks for: the mockup face first, then its fallbacks.
    static let fontFamily = ([MockupFont.family] + MockupFont.fallbackFamilies + ["sans-serif"])
        .map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: ", ")

    /// Starts a view's group (the view is painted next).
    func beginView(_ view: SceneItem.View) {
        var id = view.name
        var suffix = 2
        while ids.contains(id) {
            id = "\(view.name)-\(suffix)"
            suffix += 1
        }
        ids.insert(id)
        groupIndex["\(view.frame):\(view.name)"] = groups.count
        groups.append(ViewGroup(id: id, kind: view.kind, rect: view.rect))
        current = nil
    }

    /// The runs that follow are the text of this view (in this frame).
    func beginText(of view: String, frame: Int) {
        current = groupIndex["\(frame):\(view)"]
    }

    /// The runs that follow are annotations (tags, pills, labels).
    func beginAnnotation() {
        current = nil
    }

    func add(_ run: Run) {
        if let current { groups[current].runs.append(run) } else { annotations.append(run) }
    }

    /// The markup to put before `</svg>`; `taken`: the ids the document has already (a view
    /// named like one of Cairo's gets a suffix).
    func markup(taken: Set<String> = []) -> String {
        var used = taken
        var lines: [String] = []
        for group in groups {
            let r = group.rect
            var id = group.id
            let letters = Array(id.utf8.prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            while used.contains(id) || SVGIds.isCairoID(Array(id.utf8), letters: letters) { id += "-view" }
            used.insert(id)
            lines.append("<g id=\"\(escapeMarkup(id))\" class=\"view \(escapeMarkup(group.kind))\">")
            lines.append("<rect x=\"\(Self.number(r.x))\" y=\"\(Self.number(r.y))\" width=\"\(Self.number(r.width))\" "
                         + "height=\"\(Self.number(r.height))\" fill=\"none\" stroke=\"none\"/>")
            lines += group.runs.map(Self.element)
            lines.append("</g>")
        }
        if !annotations.isEmpty {
            var id = "annotations"
            while used.contains(id) { id += "-" }
            lines.append("<g id=\"\(id)\">")
            lines += annotations.map(Self.element)
            lines.append("</g>")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every `id="…"` of an SVG document.
    static func ids(in svg: [UInt8]) -> Set<String> {
        let text = String(decoding: svg, as: UTF8.self)
        var ids = Set<String>()
        for piece in text.components(separatedBy: "id=\"").dropFirst() {
            ids.insert(String(piece.prefix { $0 != "\"" }))
        }
        return ids
    }

    /// `svg` with `markup` put just before its closing `</svg>`.
    static func insert(_ markup: String, into svg: [UInt8]) -> [UInt8] {
        let closing = Array("</svg>".utf8)
        guard svg.count >= closing.count else { return svg }
        var index = svg.count - closing.count
        while index >= 0 && Array(svg[index..<index + closing.count]) != closing { index -= 1 }
        guard index >= 0 else { return svg }
        return Array(svg[..<index]) + Array(markup.utf8) + Array(svg[index...])
    }

    private static func element(_ run: Run) -> String {
        let c = run.color
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        var attributes = "x=\"\(number(run.x))\" y=\"\(number(run.y))\" font-family=\"\(fontFamily)\" "
            + "font-size=\"\(number(run.size))\""
        // As written: `bold` by name (what most tools show), any other weight but regular by
        // its number (`600` for semibold), so a design tool keeps it.
        switch run.weight {
        case .regular: break
        case .bold: attributes += " font-weight=\"bold\""
        default: attributes += " font-weight=\"\(run.weight.value)\""
        }
        attributes += " fill=\"rgb(\(channel(c.red)),\(channel(c.green)),\(channel(c.blue)))\""
        if c.alpha < 1 { attributes += " fill-opacity=\"\(number(c.alpha))\"" }
        // A line whose first strong letter is right to left is a right-to-left paragraph, as
        // the text engine draws it (its trailing period on the left): its end is at x.
        if startsRightToLeft(run.text) { attributes += " direction=\"rtl\" text-anchor=\"end\"" }
        if run.width > 0 {
            attributes += " textLength=\"\(number(run.width))\" lengthAdjust=\"spacing\""
        }
        return "<text \(attributes) xml:space=\"preserve\">\(escapeMarkup(run.text))</text>"
    }

    /// Whether the first letter with a direction is Hebrew or Arabic.
    private static func startsRightToLeft(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return false
    }

    private static func number(_ value: Double) -> String { NumberText.thousandths(value) }
}
