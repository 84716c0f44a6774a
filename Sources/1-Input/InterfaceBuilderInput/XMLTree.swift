#if canImport(FoundationXML)
import FoundationXML
#endif
import Foundation
import VisualSyntax

/// One element of an Interface Builder document: its name, attributes, child elements and
/// where its start tag begins in the document.
final class XMLElement {
    let name: String
    let attributes: [String: String]
    let location: SourceLocation
    private(set) var children: [XMLElement] = []
    /// The characters directly inside it (kept only for `<string>`, where Interface Builder
    /// writes long texts).
    fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child element named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The children named `name`.
    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    /// An AppKit control's cell (`key="cell"`), which holds its text, font and editability.
    var cell: XMLElement? { children.first { $0["key"] == "cell" } }

    fileprivate func append(_ child: XMLElement) { children.append(child) }
}

/// Reads a document's XML into a tree of `XMLElement`s with Foundation's streaming
/// `XMLParser` (libxml2's SAX interface).
///
/// Why `XMLParser`: it streams (no DOM of its own), reports the line and column of every
/// element, which every diagnostic needs, and is the parser the two local alternatives are
/// built on (SWXMLHash and XMLCoder both feed Foundation's `XMLParser` and then build their
/// own tree or Codable values on top), so they can only add time and lose positions. Only
/// `XMLParser` itself was timed (Benchmarks/ib: about 12 ms a 30-view scene, release).
///
/// A document is untrusted input: no DTD or external entity is ever loaded
/// (`shouldResolveExternalEntities = false`), a document declaring entities is refused
/// before parsing (no expansion bombs), and elements nested deeper than `maximumDepth` stop
/// the reading with an error instead of growing the stack of any later recursive pass.
enum XMLTreeReader {
    /// Far deeper than any document Xcode writes (a view inside 100 others is about 210
    /// elements deep), and shallow enough for the recursive passes that follow.
    static let maximumDepth = 600

    static func read(_ text: String) -> (root: XMLElement?, diagnostics: [Diagnostic]) {
        if let entity = text.range(of: "<!ENTITY") {
            let location = SourceLocation(offset: entity.lowerBound, in: text)
            return (nil, [.error("the document declares XML entities, which Interface Builder never writes; "
                                 + "it is not read (entities could expand without bound)",
                                 at: SourceRange(line: location.line, column: location.column))])
        }
        let collector = TreeCollector(text: text)
        // From a stream, so libxml2 gets the document in chunks: given at once, a document
        // over 10 MB is refused as "huge input" (FoundationXML does not ask for XML_PARSE_HUGE).
        let parser = XMLParser(stream: InputStream(data: Data(text.utf8)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = collector
        let succeeded = parser.parse()
        var diagnostics = collector.diagnostics
        if !succeeded && !collector.stoppedDeliberately {
            let location = SourceLocation(line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            let code = (parser.parserError as NSError?)?.code ?? 0
            diagnostics.append(.error(message(forParserErrorCode: code, openElements: collector.openNames),
                                      at: SourceRange(line: location.line, column: location.column)))
        }
        if succeeded, let unclosed = collector.openElements.last {
            // FoundationXML can finish a document cut short without an error: the elements
            // still open say it is.
            let end = SourceLocation(offset: text.endIndex, in: text)
            diagnostics.append(.error("the XML ends before its elements are closed: is the document truncated? "
                                      + "(<\(unclosed.name)> opened at line \(unclosed.location.line) is still open)",
                                      at: SourceRange(line: end.line, column: end.column)))
            return (nil, diagnostics)
        }
        if collector.root == nil && diagnostics.isEmpty {
            diagnostics.append(.error("the document has no XML element", at: SourceRange(line: 1, column: 1)))
        }
        return (succeeded ? collector.root : nil, diagnostics)
    }

    private static func message(forParserErrorCode code: Int, openElements: [String]) -> String {
        let open = openElements.last.map { " (<\($0)> is still open)" } ?? ""
        switch code {
        case XMLParser.ErrorCode.prematureDocumentEndError.rawValue, XMLParser.ErrorCode.emptyDocumentError.rawValue:
            return "the XML ends before its elements are closed: is the document truncated?\(open)"
        case XMLParser.ErrorCode.tagNameMismatchError.rawValue:
            return "an end tag does not match the element it closes\(open)"
        case XMLParser.ErrorCode.entityRefLoopError.rawValue, XMLParser.ErrorCode.entityBoundaryError.rawValue:
            return "an XML entity refers to itself"
        default:
            return "malformed XML (the XML parser's error \(code))\(open)"
        }
    }
}

/// The parser's delegate: builds the tree as elements open and close.
private final class TreeCollector: NSObject, XMLParserDelegate {
    private(set) var root: XMLElement?
    private var open: [XMLElement] = []
    var openNames: [String] { open.map(\.name) }
    var openElements: [XMLElement] { open }
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var stoppedDeliberately = false
    private let lines: [Substring]
    private var cachedLine = 0
    private var cachedCharacters: [Character] = []

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let location = startOfTag(elementName, line: parser.lineNumber, column: parser.columnNumber)
        guard open.count < XMLTreeReader.maximumDepth else {
            diagnostics.append(.error("elements nest deeper than \(XMLTreeReader.maximumDepth) levels; "
                                      + "the document is not read further",
                                      at: SourceRange(line: location.line, column: location.column)))
            stoppedDeliberately = true
            parser.abortParsing()
            return
        }
        let element = XMLElement(name: elementName, attributes: attributes, location: location)
        if let parent = open.last { parent.append(element) } else if root == nil { root = element }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let current = open.last, current.name == "string" else { return }
        current.text += string
    }

    /// libxml2 reports the position at the end of a start tag; a diagnostic belongs at its
    /// `<`, which on the reported line is the last `<NAME` before the reported column (Xcode
    /// writes each start tag on one line).
    private func startOfTag(_ name: String, line: Int, column: Int) -> SourceLocation {
        guard line >= 1, line <= lines.count else { return SourceLocation(line: max(line, 1), column: max(column, 1)) }
        // One line's characters are made once: a document written on few long lines has
        // many elements on each.
        if cachedLine != line {
            cachedLine = line
            cachedCharacters = Array(lines[line - 1])
        }
        let needle = Array("<" + name)
        var index = min(max(column - 1, 0), cachedCharacters.count) - needle.count
        search: while index >= 0 {
            defer { index -= 1 }
            guard cachedCharacters[index] == "<" else { continue }
            for offset in 1..<needle.count where cachedCharacters[index + offset] != needle[offset] { continue search }
            return SourceLocation(line: line, column: index + 1)
        }
        return SourceLocation(line: line, column: max(column, 1))
    }
}

extension SourceLocation {
    /// The 1-based line and column (in characters) of a position in `text`.
    init(offset: String.Index, in text: String) {
        let before = text[..<offset]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        self.init(line: line, column: text[lineStart..<offset].count + 1)
    }
}
