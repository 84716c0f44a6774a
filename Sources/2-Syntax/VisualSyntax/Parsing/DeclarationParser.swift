/// Parses the two declarations: `metric NAME = NUMBER` and
/// `view NAME KIND ["TEXT"] [hug H V] [resist H V] [font SIZE [WEIGHT]] [lines N] [align A] [on|off] [hidden] [pulldown]`.
struct DeclarationParser: ScanningParser {
    var scanner: Scanner

    /// `metric NAME = NUMBER`; the number may be negative.
    mutating func parseMetric() throws(SyntaxError) -> MetricDefinition {
        let start = scanner.passKeyword("metric")
        let name = try scanner.expectIdentifier("a metric name after 'metric'")
        scanner.skipWhitespace()
        guard scanner.consume("=") else {
            throw scanner.expected("'=' after metric name '\(name)', as in 'metric \(name) = 8'")
        }
        scanner.skipWhitespace()
        let value = try scanner.expectNumber("a number after '='", allowingSign: true)
        try scanner.expectEnd(after: "the metric's value")
        return MetricDefinition(name: name, value: value, range: scanner.range(from: start))
    }

    /// `mask VIEW…`: one or more view names, separated by spaces.
    mutating func parseMask() throws(SyntaxError) -> MaskStatement {
        let start = scanner.passKeyword("mask")
        var views: [ViewName] = []
        while true {
            scanner.skipWhitespace()
            if scanner.isAtEnd { break }
            let name = try scanner.expectIdentifier(views.isEmpty ? "a view name after 'mask'" : "another view name or the end of the line")
            views.append(ViewName(name.text, range: name.range))
        }
        guard !views.isEmpty else { throw scanner.expected("a view name after 'mask', as in 'mask clock'") }
        return MaskStatement(views: views, range: scanner.range(from: start))
    }

    /// The largest font size: larger than any screen's text, small enough to measure.
    static let largestFontSize = 1_000.0
    /// The most lines `lines` takes.
    static let mostLines = 10_000.0

    /// `view NAME KIND ["TEXT"]` and then the attributes, in any order, each at most once.
    mutating func parseView() throws(SyntaxError) -> ViewDeclaration {
        let start = scanner.passKeyword("view")
        let name = try scanner.expectIdentifier("a view name after 'view'")
        scanner.skipWhitespace()
        let kinds = Self.kindList
        let kindName = try scanner.expectIdentifier("a view kind after '\(name)' (\(kinds))")
        guard let kind = ViewKind(rawValue: kindName.text) else {
            throw SyntaxError("unknown view kind '\(kindName)'; expected one of \(kinds)", at: kindName.range)
        }
        scanner.skipWhitespace()
        let text = try scanner.scanStringLiteral()
        var declaration = ViewDeclaration(name: ViewName(name.text, range: name.range), kind: kind,
                                          kindRange: kindName.range, text: text, hugging: nil,
                                          compressionResistance: nil, range: scanner.range(from: start))
        var seen = Set<String>()
        while true {
            scanner.skipWhitespace()
            if scanner.isAtEnd { break }
            let keywordStart = scanner.index
            if scanner.current == "\"" || scanner.current == "'" {
                throw SyntaxError(text == nil ? "the text must come right after the kind, in double quotes"
                                              : "a view has one text", at: scanner.currentRange)
            }
            // The word is read once: each reading makes a string of it.
            let word = scanner.peekIdentifier()
            if let word, FontWeight(rawValue: word) != nil {
                throw SyntaxError("'\(word)' is a font weight: write it after a size, as in 'font 17 \(word)'",
                                  at: scanner.range(from: keywordStart, to: keywordStart + word.count))
            }
            guard let keyword = word, Self.attributes.contains(keyword) else {
                throw scanner.expected("an attribute after the view's kind and text: "
                                       + Self.attributes.joined(separator: ", "))
            }
            scanner.advance(scanner.identifierLength() ?? 0)
            // `on` and `off` are one attribute, the state of a switch, checkbox or radio;
            // `plain`, `tinted` and `filled` one too, a UIKit pop-up's face.
            let attribute = keyword == "off" ? "on" : PopUpFace(rawValue: keyword) != nil ? "face" : keyword
            guard seen.insert(attribute).inserted else {
                throw SyntaxError(attribute == "on" ? "the \(kind)'s state ('on' or 'off') is written twice"
                                  : attribute == "face" ? "the pop-up's face ('plain', 'tinted' or 'filled') is written twice"
                                  : "'\(keyword)' is written twice",
                                  at: scanner.range(from: keywordStart))
            }
            switch keyword {
            case "hug": declaration.hugging = try parseContentPriorities(from: keywordStart, keyword: "hug")
            case "resist":
                declaration.compressionResistance = try parseContentPriorities(from: keywordStart, keyword: "resist")
            case "font": declaration.font = try parseFont(from: keywordStart)
            case "lines": declaration.lines = try parseLines()
            case "align": declaration.alignment = try parseAlignment()
            case "intrinsic": declaration.intrinsicSize = try parseIntrinsicSize(from: keywordStart)
            case "baseline": declaration.baselines = try parseBaselines(from: keywordStart)
            case "inset": declaration.alignmentInsets = try parseAlignmentInsets(from: keywordStart)
            case "hidden": declaration.isHidden = true
            case "sample":
                guard declaration.text != nil else {
                    throw SyntaxError("'sample' marks the view's text as a stand-in; '\(name)' has no text",
                                      at: scanner.range(from: keywordStart))
                }
                declaration.isSample = true
            case "pulldown":
                guard kind == .popup else {
                    throw SyntaxError("'pulldown' makes a pop-up a pull-down menu; '\(name)' is a \(kind)",
                                      at: scanner.range(from: keywordStart))
                }
                declaration.pullsDown = true
            case "plain", "tinted", "filled":
                guard kind == .popup else {
                    throw SyntaxError("'\(keyword)' is the face of a UIKit pop-up button; '\(name)' is a \(kind)",
                                      at: scanner.range(from: keywordStart))
                }
                declaration.face = PopUpFace(rawValue: keyword)
            default:
                guard kind.hasState else {
                    throw SyntaxError("'\(keyword)' is the state of a switch, checkbox or radio; '\(name)' is a \(kind)",
                                      at: scanner.range(from: keywordStart))
                }
                declaration.isOn = keyword == "on"
            }
        }
        declaration.range = scanner.range(from: start)
        return declaration
    }

    static let attributes = ["hug", "resist", "font", "lines", "align", "on", "off", "intrinsic", "baseline", "inset",
                             "hidden", "sample", "pulldown", "plain", "tinted", "filled"]

    /// The kinds, as messages list them (made once: every declaration would otherwise join
    /// them again for a message it only needs when the kind is wrong).
    private static let kindList = ViewKind.allCases.map(\.rawValue).joined(separator: ", ")

    /// `intrinsic W H`: two sizes from 0, each a number or `none`.
    private mutating func parseIntrinsicSize(from start: Int) throws(SyntaxError) -> GivenContentSize {
        var sizes: [NumberLiteral?] = []
        for axis in ["width", "height"] {
            scanner.skipWhitespace()
            if scanner.consumeKeyword("none") {
                sizes.append(nil)
                continue
            }
            let numberStart = scanner.index
            let size = try scanner.expectNumber("an intrinsic \(axis) (a number of points, or 'none'), as in 'intrinsic 42 21'",
                                                allowingSign: true)
            guard size.value >= 0 else {
                throw SyntaxError("an intrinsic size is 0 or more points, or 'none', not \(size.text)",
                                  at: scanner.range(from: numberStart))
            }
            sizes.append(size)
        }
        return GivenContentSize(width: sizes[0], height: sizes[1], range: scanner.range(from: start))
    }

    /// `baseline F L`: two distances from the content's top.
    private mutating func parseBaselines(from start: Int) throws(SyntaxError) -> GivenBaselines {
        scanner.skipWhitespace()
        let first = try scanner.expectNumber("the first baseline's distance from the content's top, as in 'baseline 16 16'",
                                             allowingSign: true)
        scanner.skipWhitespace()
        let last = try scanner.expectNumber("the last baseline's distance from the content's top", allowingSign: true)
        return GivenBaselines(first: first, last: last, range: scanner.range(from: start))
    }

    /// `inset T L B R`: four distances in from the frame's edges (any sign).
    private mutating func parseAlignmentInsets(from start: Int) throws(SyntaxError) -> InsetsSetting {
        var edges: [NumberLiteral] = []
        for edge in ["top", "left", "bottom", "right"] {
            scanner.skipWhitespace()
            edges.append(try scanner.expectNumber(
                "the alignment rectangle's \(edge) inset from the frame, as in 'inset 5 7 7 7'", allowingSign: true))
        }
        return InsetsSetting(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3],
                             range: scanner.range(from: start))
    }

    /// `font SIZE [WEIGHT]`: a size in points above 0, and one of UIKit's weight names.
    private mutating func parseFont(from start: Int) throws(SyntaxError) -> FontAttribute {
        scanner.skipWhitespace()
        let sizeStart = scanner.index
        let size = try scanner.expectNumber("a font size in points after 'font', as in 'font 17 bold'",
                                            allowingSign: true)
        guard size.value > 0, size.value <= Self.largestFontSize else {
            throw SyntaxError("a font size is a number of points above 0 and at most "
                              + "\(Int(Self.largestFontSize)), not \(size.text)", at: scanner.range(from: sizeStart))
        }
        scanner.skipWhitespace()
        var weight: FontWeight?
        if let word = scanner.peekIdentifier(), !Self.attributes.contains(word) {
            let weightStart = scanner.index
            _ = scanner.consumeKeyword(word)
            guard let known = FontWeight(rawValue: word) else {
                throw SyntaxError("unknown font weight '\(word)'; expected one of "
                                  + FontWeight.allCases.map(\.rawValue).joined(separator: ", "),
                                  at: scanner.range(from: weightStart))
            }
            weight = known
        }
        return FontAttribute(size: size, weight: weight, range: scanner.range(from: start))
    }

    /// `lines N`: a whole number from 0 (as many as needed).
    private mutating func parseLines() throws(SyntaxError) -> NumberLiteral {
        scanner.skipWhitespace()
        let numberStart = scanner.index
        let lines = try scanner.expectNumber("a number of lines after 'lines' (0: as many as needed)",
                                             allowingSign: true)
        guard lines.value >= 0, lines.value <= Self.mostLines, lines.value == lines.value.rounded() else {
            throw SyntaxError("'lines' takes a whole number from 0 (as many as needed) to "
                              + "\(Int(Self.mostLines)), not \(lines.text)", at: scanner.range(from: numberStart))
        }
        return lines
    }

    /// `align leading|center|trailing`.
    private mutating func parseAlignment() throws(SyntaxError) -> TextAlignment {
        scanner.skipWhitespace()
        let names = TextAlignment.allCases.map(\.rawValue).joined(separator: ", ")
        let word = try scanner.expectIdentifier("an alignment after 'align' (\(names))")
        guard let alignment = TextAlignment(rawValue: word.text) else {
            throw SyntaxError("unknown alignment '\(word)'; expected one of \(names)", at: word.range)
        }
        return alignment
    }

    /// The two priorities after `hug` or `resist`.
    private mutating func parseContentPriorities(from start: Int, keyword: String) throws(SyntaxError) -> ContentPriorities {
        scanner.skipWhitespace()
        let horizontal = try scanner.expectPriority(allowingNames: true, allowingMetrics: false)
        scanner.skipWhitespace()
        guard !scanner.isAtEnd, !Self.attributes.contains(scanner.peekIdentifier() ?? "") else {
            throw scanner.expected("a vertical priority: '\(keyword)' takes a horizontal and a vertical priority")
        }
        let vertical = try scanner.expectPriority(allowingNames: true, allowingMetrics: false)
        return ContentPriorities(horizontal: horizontal, vertical: vertical, range: scanner.range(from: start))
    }
}
