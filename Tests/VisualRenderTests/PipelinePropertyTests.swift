import SeededRandom
import Testing
import VisualLayout
@testable import VisualRender
import VisualSyntax

/// The fuzzers' property (scripts/fuzz) as a test that runs with the suite: any text the
/// parser accepts lays out and draws to a PNG in memory without crashing, every solved
/// frame is finite, and the time it takes grows with the text, not faster.
///
/// The texts are grammar-shaped: random statements of every dialect over a few shared view
/// names, so most parse and many constrain the same views from several dialects at once
/// (where conflicts and ambiguity come from). A failure prints the text; the seed replays it.
@Suite struct PipelinePropertyTests {
    @Test func acceptedTextLaysOutAndRendersWithFiniteFrames() throws {
        var random = SplitMix64(seed: 0xF1A7)
        var accepted = 0, drawn = 0
        let count = 70
        for _ in 0..<count {
            var generator = GrammarText(random: random)
            let text = generator.file()
            random = generator.random
            guard !FormatFileParser.parse(SourceFile(name: "property.visual", text: text)).diagnostics.containsErrors else {
                continue
            }
            accepted += 1
            var options = RenderOptions()
            // Keep each picture small: the property is about not crashing, and a big canvas
            // only costs time (its refusal is an answer like any other).
            options.maximumPixels = 1_000_000
            options.guides = random.chance(0.5) ? .all : .none
            let clock = ContinuousClock()
            let start = clock.now
            let picture: Picture
            do {
                picture = try PictureRenderer.render(text: text, name: "property.visual", format: .png, options: options)
            } catch {
                // Errors of the constraint stage (a metric named like a view, a priority
                // metric out of range) and refused sizes are answers, not crashes.
                switch error {
                case .layoutErrors, .tooLarge: continue
                default: Issue.record("\(error) for:\n\(text)"); continue
                }
            }
            let elapsed = clock.now - start
            drawn += 1
            for layout in picture.layouts {
                #expect(layout.canvasWidth.isFinite && layout.canvasHeight.isFinite, "\(text)")
                for view in layout.views {
                    let frame = [view.x, view.y, view.width, view.height]
                    #expect(frame.allSatisfy { $0.isFinite }, "\(view.name) \(frame) in:\n\(text)")
                    #expect(view.width >= -1e-6 && view.height >= -1e-6, "\(view.name) \(frame) in:\n\(text)")
                }
            }
            let pixels = try Pixels(png: picture.bytes)
            #expect(pixels.width == Int(picture.scene.width) && pixels.height == Int(picture.scene.height))
            // Time proportional to size: a fixed allowance (measuring text, Cairo's surface)
            // plus a generous one per character. Files here are a few hundred characters, so
            // anything superlinear in views or statements blows through it.
            let budget = Duration.milliseconds(500) + .microseconds(2_000) * text.utf8.count
            #expect(elapsed < budget, "\(elapsed) for \(text.utf8.count) characters:\n\(text)")
        }
        // The property says something only if most texts get through the parser and drawn.
        #expect(accepted >= count / 2, "only \(accepted) of \(count) texts parsed")
        #expect(drawn >= accepted * 3 / 4, "only \(drawn) of \(accepted) parsed texts were drawn")
    }
}

/// A random format file built statement by statement from the grammar of
/// docs/format-file.md (settings, declarations, rows, Apple VFL, Visually,
/// VBAutolayout, equations, centring, nested containers).
private struct GrammarText {
    var random: SplitMix64
    private var lines: [String] = []
    /// Settings already written in the current container (twice is an error).
    private var settings: [Set<String>] = [[]]
    private var depth = 0
    private var containers = 0
    private var rowLabels: [String] = []
    /// The metrics defined so far (an undefined one in a connection is an error).
    private var metrics: [String] = []
    private var declared: Set<String> = []

    init(random: SplitMix64) { self.random = random }

    private static let views = ["a", "b", "c", "d", "title", "icon"]
    private static let kinds = ["box", "label", "button", "image", "text", "field", "switch"]
    private static let attributes = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height",
                                     "centerX", "centerY"]

    mutating func file() -> String {
        if random.chance(0.5) { define("gap", random.int(0...24)) }
        if random.chance(0.3) { define("side", random.int(-10...40)) }
        for _ in 0..<random.int(1...7) { statement() }
        return lines.joined(separator: "\n") + (random.chance(0.5) ? "\n" : "")
    }

    private mutating func define(_ metric: String, _ value: Int) {
        metrics.append(metric)
        lines.append("metric \(metric) = \(value)")
    }

    private mutating func statement() {
        switch random.int(0...11) {
        case 0: setting()
        case 1: declaration()
        case 2, 3: row()
        case 4, 5: vfl()
        case 6: visually()
        case 7: layoutDictionary()
        case 8: equation()
        case 9: centering()
        case 10: container()
        default: lines.append(random.chance(0.5) ? "# a comment" : "")
        }
    }

    // MARK: Pieces

    private mutating func view() -> String { random.pick(Self.views) }
    private mutating func number(_ range: ClosedRange<Int> = 0...120) -> String {
        let whole = random.int(range)
        return random.chance(0.2) ? "\(whole).5" : "\(whole)"
    }
    private mutating func relation() -> String { random.pick(["==", ">=", "<="]) }
    private mutating func priority() -> String {
        random.chance(0.5) ? "\(random.int(1...1000))" : random.pick(["required", "high", "low", "fitting"])
    }

    // MARK: Statements

    private mutating func setting() {
        let choices = ["canvas", "padding", "spacing", "safe-area", "margins"]
            .filter { !settings[depth].contains($0) && !($0 == "canvas" && depth > 0) }
        guard !choices.isEmpty else { return }
        let name = random.pick(choices)
        settings[depth].insert(name)
        switch name {
        case "canvas":
            let side = { (r: inout SplitMix64) in r.chance(0.3) ? "fit" : "\(r.int(40...500))" }
            lines.append(random.chance(0.1) ? "canvas fit" : "canvas \(side(&random)) x \(side(&random))")
        case "padding", "spacing":
            lines.append("\(name) \(number(0...30))" + (random.chance(0.5) ? " \(number(0...30))" : ""))
        default:
            lines.append("\(name) \(number(0...40)) \(number(0...40)) \(number(0...40)) \(number(0...40))")
        }
    }

    private mutating func declaration() {
        // A view is declared once.
        guard let name = random.shuffled(Self.views).first(where: { !declared.contains($0) }) else { return row() }
        declared.insert(name)
        var line = "view \(name) \(random.pick(Self.kinds))"
        if random.chance(0.6) { line += " \"" + random.pick(["Hi", "Sign in", "Café", "标题", "a\\nb", ""]) + "\"" }
        if random.chance(0.3) { line += " hug \(priority()) \(priority())" }
        if random.chance(0.3) { line += " resist \(priority()) \(priority())" }
        lines.append(line)
    }

    /// An RQVisual row: `label:|-[a(50)<]-(8)-[b>](40)`.
    private mutating func row() {
        var line = ""
        if random.chance(0.2) {
            let label = "r\(rowLabels.count + 1)"
            rowLabels.append(label)
            line += "\(label):"
        }
        if random.chance(0.4) { line += random.chance(0.5) ? "|-" : "|" }
        for index in 0..<random.int(1...3) {
            if index > 0 { line += random.chance(0.3) ? "-(\(number(0...20)))-" : "-" }
            var item = random.chance(0.15) ? "_spacer" : view()
            if random.chance(0.4) { item += random.chance(0.5) ? "(\(number(10...90)))" : "(==)" }
            if random.chance(0.3) { item += random.pick(["<", ">", "<>"]) }
            line += "[\(item)]"
        }
        if random.chance(0.4) { line += random.chance(0.5) ? "-|" : "|" }
        if random.chance(0.3) { line += "(\(number(10...80)))" }
        lines.append(line)
        if rowLabels.count >= 2, !settings[depth].contains("rows"), random.chance(0.3) {
            settings[depth].insert("rows")
            lines.append("rows |-\(number(0...10))-" + rowLabels.map { "[\($0)]" }.joined(separator: "-") + "-|")
        }
    }

    /// An Apple VFL line: `H:|-(>=8@750)-[a(==b)]-[b(>=20,<=100)]-| options: .alignAllCenterY`.
    private mutating func vfl() {
        let horizontal = random.chance(0.5)
        var line = horizontal ? "H:" : "V:"
        if random.chance(0.6) { line += random.chance(0.5) ? "|-" : "|" }
        let count = random.int(1...3)
        for index in 0..<count {
            if index > 0 { line += connection() }
            var item = view()
            if random.chance(0.5) {
                var predicates: [String] = []
                for _ in 0..<random.int(1...2) {
                    let object = random.chance(0.3) ? view()
                        : !metrics.isEmpty && random.chance(0.2) ? random.pick(metrics) : number()
                    // A name after `@` in VFL is a metric, so priorities here are numbers.
                    predicates.append(relation() + object + (random.chance(0.3) ? "@\(random.int(1...1000))" : ""))
                }
                item += "(\(predicates.joined(separator: ",")))"
            }
            line += "[\(item)]"
        }
        if random.chance(0.5) { line += random.chance(0.5) ? connection() + "|" : "|" }
        if count >= 2, random.chance(0.3) {
            line += " options: " + (horizontal ? random.pick([".alignAllTop", ".alignAllCenterY", ".alignAllBaseline"])
                                               : random.pick([".alignAllLeading", ".alignAllCenterX", ".alignAllRight"]))
        }
        lines.append(line)
    }

    private mutating func connection() -> String {
        switch random.int(0...4) {
        case 0: "-"
        case 1: ""
        case 2: "-\(number(0...30))-"
        case 3: "-(\(relation())\(number(0...30))@\(random.int(1...1000)))-"
        default: metrics.isEmpty ? "-" : "-\(random.pick(metrics))-"
        }
    }

    /// A Visually line: `H(|-8-a[100]->=8-b[50%]-|, options: .toSafeArea)`.
    private mutating func visually() {
        var line = random.chance(0.5) ? "H(" : "V("
        if random.chance(0.6) { line += "|" + gap() }
        for index in 0..<random.int(1...3) {
            if index > 0 { line += gap() }
            line += view()
            switch random.int(0...3) {
            case 0: line += "[\(number(10...90))]"
            case 1: line += "[\(random.int(10...100))%]"
            case 2: line += random.chance(0.5) ? "[>=\(number(10...90))]" : "[\(number(10...90)) ~ .defaultHigh]"
            default: break
            }
        }
        if random.chance(0.5) { line += gap() + "|" }
        if random.chance(0.3) { line += ", options: " + random.pick([".toSafeArea", ".toLayoutMargins", "[]"]) }
        lines.append(line + ")")
    }

    private mutating func gap() -> String {
        switch random.int(0...3) {
        case 0: "-"
        case 1: "-\(number(0...30))-"
        case 2: "->=\(number(0...30))-"
        default: "-(\(number(0...30)) ~ \(random.int(1...1000)))-"
        }
    }

    /// A VBAutolayout dictionary: `layout a {Top: "10", Leading: {Item: b, Constant: ">=5"}}`.
    private mutating func layoutDictionary() {
        let keys = ["Top", "Bottom", "Leading", "Trailing", "Width", "Height", "CenterX", "CenterY"]
        var entries: [String] = []
        for key in random.shuffled(keys).prefix(random.int(1...3)) {
            let constant = random.pick(["", ">=", "<="]) + number() + (random.chance(0.3) ? "@\(random.int(1...1000))" : "")
            let value = random.chance(0.5) ? "\"\(constant)\"" : "{Item: \(view()), Constant: \"\(constant)\"}"
            entries.append("\(key): \(value)")
        }
        lines.append("layout \(view()) {\(entries.joined(separator: ", "))}")
    }

    /// An equation: `a.width == 2 * b.width + 10 @ high`.
    private mutating func equation() {
        let attribute = random.pick(Self.attributes)
        var line = "\(view()).\(attribute) \(relation()) "
        if random.chance(0.25) {
            line += number(0...300)
        } else {
            if random.chance(0.3) { line += "\(random.pick(["0.5", "2", "1"])) * " }
            let target = random.chance(0.2) ? random.pick(["superview", "safeArea", "margins"]) : view()
            // Same axis, and a size with a size, a position with a position: the parser
            // rightly rejects anything else.
            let first = LayoutAttribute(rawValue: attribute)!
            let sameAxis = Self.attributes.filter {
                let other = LayoutAttribute(rawValue: $0)!
                return other.axis == first.axis && other.isDimension == first.isDimension
            }
            line += "\(target).\(random.pick(sameAxis))"
            if random.chance(0.5) { line += " \(random.pick(["+", "-"])) \(number(0...40))" }
        }
        if random.chance(0.3) { line += " @ \(priority())" }
        lines.append(line)
    }

    private mutating func centering() {
        let function = random.pick(["centerInSuperview", "centerHorizontallyInSuperview", "centerVerticallyInSuperview",
                                    "centerHorizontally", "centerVertically"])
        // The helpers without "InSuperview" centre views on each other: two at least.
        let names = random.shuffled(Self.views).prefix(random.int(function.hasSuffix("Superview") ? 1...3 : 2...3))
        lines.append("\(function)(\(names.joined(separator: ", ")))")
    }

    /// `NAME { … }`, at most two deep and three in a file.
    private mutating func container() {
        guard depth < 2, containers < 3 else { return row() }
        containers += 1
        lines.append("group\(containers) {")
        depth += 1
        settings.append([])
        let outerLabels = rowLabels
        rowLabels = []
        for _ in 0..<random.int(1...3) { statement() }
        rowLabels = outerLabels
        settings.removeLast()
        depth -= 1
        lines.append("}")
    }
}
