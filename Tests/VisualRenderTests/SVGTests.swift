import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Geometry
import Testing
@testable import VisualRender

struct SVGError: Error {
    let message: String
}

/// The SVG Cairo writes, parsed: the boxes, guides and labels are there as drawn.
@Suite struct SVGTests {
    /// `<path>` strokes and filled text runs of an SVG, translations applied.
    final class SVGContents: NSObject, XMLParserDelegate {
        struct Stroke {
            /// Each subpath's points.
            var subpaths: [[(Double, Double)]]
            var closed: Bool
            var dashed: Bool
        }

        var strokes: [Stroke] = []
        /// The number of characters in each run of text (a `<text>` element, or a `<g>` of
        /// glyph `<use>`s).
        var textRuns: [Int] = []
        /// Each `<text>` element: its characters and its attributes.
        var texts: [(text: String, attributes: [String: String])] = []
        /// Each `<g>` with an id and a class: its id, its class and the texts inside it.
        var groups: [(id: String, classes: String, texts: [String])] = []
        var ids: [String] = []
        private var text: (String, [String: String])?
        private var group: (id: String, classes: String, texts: [String])?
        private var glyphs: Int?
        private var depthInDefs = 0

        init(_ bytes: [UInt8]) throws {
            super.init()
            let parser = XMLParser(data: Data(bytes))
            parser.delegate = self
            guard parser.parse() else {
                throw SVGError(message: "the SVG does not parse: \(String(describing: parser.parserError))")
            }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            if let id = attributes["id"] { ids.append(id) }
            switch name {
            case "defs": depthInDefs += 1
            case "g" where depthInDefs == 0 && attributes["style"]?.hasPrefix("fill:") == true: glyphs = 0
            case "use" where glyphs != nil: glyphs! += 1
            case "text": text = ("", attributes)
            case "g" where attributes["id"] != nil && attributes["class"] != nil:
                group = (attributes["id"]!, attributes["class"]!, [])
            case "path" where depthInDefs == 0:
                guard let style = attributes["style"], style.contains("fill:none"), let d = attributes["d"] else { return }
                strokes.append(Self.stroke(d, transform: attributes["transform"], dashed: style.contains("dasharray")))
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text?.0 += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "defs" { depthInDefs -= 1 }
            if name == "text", let (characters, attributes) = text {
                texts.append((characters, attributes))
                textRuns.append(characters.count)
                group?.texts.append(characters)
                text = nil
            }
            if name == "g", let open = group {
                groups.append(open)
                group = nil
            }
            if name == "g", let count = glyphs {
                if count > 0 { textRuns.append(count) }
                glyphs = nil
            }
        }

        /// `M x y L x y … Z M …` (Cairo writes only these for straight lines), moved by the
        /// translation of `matrix(1,0,0,1,dx,dy)`.
        static func stroke(_ d: String, transform: String?, dashed: Bool) -> Stroke {
            var dx = 0.0, dy = 0.0
            if let transform, transform.hasPrefix("matrix(") {
                let numbers = transform.dropFirst(7).dropLast().split(separator: ",").compactMap { Double($0) }
                if numbers.count == 6 { (dx, dy) = (numbers[4], numbers[5]) }
            }
            var subpaths: [[(Double, Double)]] = []
            var closed = false
            let tokens = d.split(separator: " ")
            var index = 0
            while index < tokens.count {
                switch tokens[index] {
                case "M":
                    subpaths.append([])
                    fallthrough
                case "L":
                    if let x = Double(tokens[index + 1]), let y = Double(tokens[index + 2]) {
                        subpaths[subpaths.count - 1].append((x + dx, y + dy))
                    }
                    index += 3
                case "Z":
                    closed = true
                    index += 1
                default:
                    index += 1
                }
            }
            // Cairo ends a closed path with a move back to its start.
            if closed, subpaths.count > 1, subpaths.last!.count == 1 { subpaths.removeLast() }
            return Stroke(subpaths: subpaths, closed: closed, dashed: dashed)
        }

        /// The closed axis-aligned rectangles among the strokes.
        var rectangles: [Rect] {
            strokes.compactMap { stroke in
                guard stroke.closed, stroke.subpaths.count == 1, stroke.subpaths[0].count == 4 else { return nil }
                let p = stroke.subpaths[0]
                guard p[0].1 == p[1].1, p[1].0 == p[2].0, p[2].1 == p[3].1, p[3].0 == p[0].0 else { return nil }
                return Rect(x: p[0].0, y: p[0].1, width: p[2].0 - p[0].0, height: p[2].1 - p[0].1)
            }
        }
    }

    private func svg(_ name: String, options: RenderOptions = RenderOptions()) throws -> (Picture, SVGContents) {
        let picture = try render(name, format: .svg, options: options)
        return (picture, try SVGContents(picture.bytes))
    }

    /// An outline is stroked half a line inside its frame.
    private func outline(_ frame: Rect) -> Rect { frame.insetBy(ScenePainter.Metrics.outlineWidth / 2) }

    @Test func countsBoxesGuidesAndLabels() throws {
        let (picture, contents) = try svg("gap.visual")
        // Two boxes, where the layout put them.
        let boxes = picture.scene.views
        #expect(boxes.map(\.name) == ["a", "b"])
        let outlines = contents.rectangles.filter { rect in boxes.contains { outline($0.rect) == rect } }
        #expect(outlines.count == 2)
        // One guide: a line across the gap with a tick at each end.
        let guides = contents.strokes.filter { $0.subpaths.count == 3 && !$0.closed }
        #expect(guides.count == 2, "the guide and the legend's sample of one")
        let guide = try #require(picture.scene.guides.first)
        #expect(guides.contains { $0.subpaths[0].map { [$0.0, $0.1] } == [[guide.from.x, guide.from.y],
                                                                         [guide.to.x, guide.to.y]] })
        // Labels: the title, the canvas size, two names and two sizes, the guide's value, the legend.
        #expect(contents.textRuns.count == 8)
        #expect(contents.textRuns.contains("80".count))
        #expect(contents.textRuns.contains("gap.visual".count))
    }

    /// A browser shows the SVG as large as the PNG at scale 1: its size is in px, not pt.
    @Test func theSVGIsSizedInPixelsLikeThePNG() throws {
        let svgText = String(decoding: try render("gap.visual", format: .svg, options: RenderOptions()).bytes, as: UTF8.self)
        let png = try render("gap.visual", format: .png, options: RenderOptions(scale: 1)).bytes
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(svgText.contains("width=\"\(width)px\" height=\"\(height)px\""), "\(svgText.prefix(300))")
    }

    /// Every box of a file with every kind is in the SVG: plain kinds as a rectangle, a
    /// spacer as a dashed one; every guide is a line with two ticks.
    @Test func everyKindAndGuideOfACard() throws {
        let (picture, contents) = try svg("card.visual")
        let scene = picture.scene
        #expect(scene.views.count == picture.layouts[0].views.count)
        let layoutKinds = Dictionary(uniqueKeysWithValues: picture.layouts[0].views.filter { !$0.isSpacer }
            .map { ($0.name, $0.kind?.rawValue ?? "box") })
        let rectangles = contents.rectangles
        for box in scene.views where !box.isSpacer && !["button", "field"].contains(layoutKinds[box.name] ?? "") {
            #expect(rectangles.contains(outline(box.rect)), "no outline for \(box.name) at \(outline(box.rect))")
        }
        let spacer = try #require(scene.views.first { $0.isSpacer })
        #expect(contents.strokes.contains { $0.dashed && $0.closed && $0.subpaths.count == 1 }
                && rectangles.contains(outline(spacer.rect)))
        let lines = contents.strokes.filter { $0.subpaths.count == 3 && !$0.closed }
        for guide in scene.guides {
            let along = [[guide.from.x, guide.from.y], [guide.to.x, guide.to.y]]
            #expect(lines.contains { $0.subpaths[0].map { [$0.0, $0.1] } == along }, "no line for \(guide.label)")
        }
        #expect(scene.guides.count >= 10)
        // One run of text per label, and one more for each name drawn with its size beside it
        // (a spacer's label is its size alone: names cannot start with a digit).
        // Every view but spacers has a tag: its name, and its size beside it when there was
        // room (two runs), or a callout's number (one run).
        #expect(scene.tags.count == layoutKinds.count)
        let runs = scene.labels.count + scene.texts.count + scene.guides.count
            + scene.tags.map { $0.callout != nil || !$0.text.contains(" ") ? 1 : 2 }.reduce(0, +)
        #expect(contents.textRuns.count == runs)
    }

    /// Text is text: `<text>` elements naming the mockup face (no glyph outlines), each view
    /// a `<g id="NAME">` holding its text, so a design tool can select and edit it.
    @Test func textIsTextAndEachViewIsAGroup() throws {
        let (picture, contents) = try svg("card.visual")
        #expect(!contents.texts.isEmpty)
        #expect(contents.texts.allSatisfy { $0.attributes["font-family"]?.hasPrefix("'DejaVu Sans'") == true })
        let svgText = String(decoding: picture.bytes, as: UTF8.self)
        #expect(!svgText.contains("<use"), "glyph outlines left")
        let views = picture.scene.views
        #expect(contents.groups.map(\.id) == views.map(\.name))
        for text in picture.scene.texts {
            #expect(contents.groups.first { $0.id == text.view }?.texts.contains(text.text) == true, "\(text.text)")
        }
        #expect(contents.texts.contains { $0.text == "card.visual" && $0.attributes["font-weight"] == "bold" })
    }

    /// A view's font weight travels as written, to the scene and the SVG's text (`600` for
    /// semibold), while the picture draws each with the nearest face the mockup font has:
    /// medium as regular, semibold and heavy as bold.
    @Test func fontWeightsAreCarriedAsWritten() throws {
        let weights = ["regular", "medium", "semibold", "bold", "heavy"]
        let text = weights.enumerated().map { index, weight in
            "view w_\(weight) label \"Weight\" font 17 \(weight)\n"
                + "H:|-[w_\(weight)]\nV:|-\(10 + 40 * index)-[w_\(weight)]"
        }.joined(separator: "\n") + "\n"
        let picture = try render("weights.visual", text: text, format: .svg)
        #expect(picture.scene.texts.map(\.weight.rawValue) == weights)
        let contents = try SVGContents(picture.bytes)
        // In the views' order: regular has none, bold is named, the others are numbers.
        let attributes = contents.texts.filter { $0.text == "Weight" }.map { $0.attributes["font-weight"] ?? "" }
        #expect(attributes == ["", "500", "600", "bold", "800"])
        let widths = Dictionary(uniqueKeysWithValues: picture.layouts[0].views.map { ($0.name, $0.width) })
        #expect(widths["w_medium"] == widths["w_regular"] && widths["w_semibold"] == widths["w_bold"]
            && widths["w_heavy"] == widths["w_bold"] && widths["w_bold"]! > widths["w_regular"]!)
    }

    /// Ids are numbered from 1 in order of appearance, whatever was drawn before.
    @Test func idsAreRenumberedInOrder() throws {
        let (_, contents) = try svg("card.visual")
        #expect(contents.ids.contains("surface1"))
        #expect(!contents.ids.contains { $0.hasPrefix("surface") && $0 != "surface1" })
        #expect(Set(contents.ids).count == contents.ids.count)
    }
}
