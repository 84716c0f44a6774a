import TextFormats
import VisualSyntax

/// The HTML `visual serve` sends: the index of format files, the page of one file, and the
/// parts of each that the page's script swaps in place when a file changes. Every name,
/// message and line of a file goes through `escapeMarkup`.
public enum PreviewPage {
    /// One row of the index.
    public struct Entry: Sendable {
        public var key: String
        public var status: String
        public var errors: Int
        public var warnings: Int

        public init(key: String, status: String, errors: Int, warnings: Int) {
            (self.key, self.status, self.errors, self.warnings) = (key, status, errors, warnings)
        }
    }

    /// The index: every format file under the served folders with its status.
    public static func index(_ entries: [Entry], roots: [String]) -> String {
        let heading = "Format files in " + roots.map { "<code>\(escapeMarkup($0))</code>" }.joined(separator: ", ")
        return document(title: "visual serve", bodyAttributes: "", content: """
            <header><h1>\(heading)</h1>\(liveBadge)</header>
            <main class="index">\(indexList(entries))</main>
            """)
    }

    /// The index's list alone: what the script swaps when a file changes.
    public static func indexList(_ entries: [Entry]) -> String {
        guard !entries.isEmpty else { return "<ul id=\"files\"><li class=\"empty\">No .visual files here yet.</li></ul>" }
        let rows = entries.map { entry in
            var counts: [String] = []
            if entry.errors > 0 { counts.append(plural(entry.errors, "error")) }
            if entry.warnings > 0 { counts.append(plural(entry.warnings, "warning")) }
            return "<li><a href=\"\(escapeMarkup(url(entry.key)))\">\(escapeMarkup(entry.key))</a>"
                + "<span class=\"badge \(entry.status)\">\(entry.status)</span>"
                + "<span class=\"counts\">\(counts.joined(separator: ", "))</span></li>"
        }
        return "<ul id=\"files\">" + rows.joined() + "</ul>"
    }

    /// The page of one file.
    public static func file(_ document: PreviewDocument) -> String {
        let key = escapeMarkup(document.file.key)
        return self.document(title: document.file.key + " — visual serve", bodyAttributes: " data-key=\"\(key)\"", content: """
            <header><a class="back" href="/">All files</a><h1>\(key)</h1>\(status(document))\(liveBadge)</header>
            <main class="file">
            <div class="left">
            <section class="panel picture-panel">\(picture(document))</section>
            <section class="panel"><h2>Layout</h2>\(tables(document))</section>
            </div>
            <aside>
            <section class="panel"><h2>Diagnostics</h2>\(diagnostics(document))</section>
            <section class="panel"><h2>Selected</h2><div id="inspector"><p class="hint">Hover a view or a dimension line in the picture; click it to keep it here.</p></div></section>
            <section class="panel source-panel"><h2>Source</h2><div class="scroll" id="source-scroll">\(source(document))</div></section>
            </aside>
            </main>
            <div id="tooltip" hidden></div>
            """)
    }

    /// The parts of a file's page that change with its text, for the script to swap in.
    public static func parts(_ document: PreviewDocument) -> String {
        status(document) + picture(document) + tables(document) + diagnostics(document) + source(document)
    }

    /// The URL of a file's page: each segment percent-encoded.
    public static func url(_ key: String) -> String {
        "/view/" + key.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
    }

    static func percentEncoded(_ segment: String) -> String {
        var out = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                 UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    private static let liveBadge = "<span id=\"live\" class=\"live\">connecting…</span>"

    private static func status(_ document: PreviewDocument) -> String {
        var counts: [String] = []
        if document.errorCount > 0 { counts.append(plural(document.errorCount, "error")) }
        if document.warningCount > 0 { counts.append(plural(document.warningCount, "warning")) }
        let text = counts.isEmpty ? "ok" : counts.joined(separator: ", ")
        return "<span id=\"status\" class=\"badge \(document.status)\" data-version=\"\(document.version)\">\(text)</span>"
    }

    private static func picture(_ document: PreviewDocument) -> String {
        guard let drawing = document.drawing else {
            return "<div id=\"picture\" data-version=\"\(document.version)\"><p class=\"nothing\">Nothing to draw yet: fix the errors listed on the right.</p></div>"
        }
        let width = NumberText.thousandths(drawing.width), height = NumberText.thousandths(drawing.height)
        var note = ""
        if document.isStale {
            let first = document.problems.first { $0.severity == .error }
            let place = first?.line.map { "line \($0): " } ?? ""
            note = "<p class=\"stale-note\"><b>\(escapeMarkup(place + (first?.message ?? "error")))</b>"
                + (document.errorCount > 1 ? " (and \(plural(document.errorCount - 1, "more error")))" : "")
                + "<br>The picture is the last version that could be drawn.</p>"
        }
        return "<div id=\"picture\" data-version=\"\(document.version)\"\(document.isStale ? " class=\"stale\"" : "")>\(note)"
            + "<div class=\"sheet\" data-width=\"\(width)\" data-height=\"\(height)\" style=\"width:\(width)px;height:\(height)px\">\(drawing.svg)"
            + "<svg class=\"hits\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\"></svg></div>"
            + "<script type=\"application/json\" class=\"hover-data\">\(drawing.hoverJSON)</script></div>"
    }

    private static func tables(_ document: PreviewDocument) -> String {
        guard let drawing = document.drawing else { return "<div id=\"tables\"></div>" }
        let parts = drawing.tables.map { heading, table in
            (drawing.tables.count > 1 ? "<h3>\(escapeMarkup(heading))</h3>" : "") + "<pre>\(escapeMarkup(table))</pre>"
        }
        return "<div id=\"tables\"\(document.isStale ? " class=\"stale\"" : "")>" + parts.joined() + "</div>"
    }

    private static func diagnostics(_ document: PreviewDocument) -> String {
        guard !document.problems.isEmpty else { return "<div id=\"diagnostics\"><p class=\"none\">No errors or warnings.</p></div>" }
        return "<div id=\"diagnostics\"><ul>" + document.problems.map(problem).joined() + "</ul></div>"
    }

    private static func problem(_ problem: PreviewDocument.Problem) -> String {
        let place = problem.line.map { line in "\(line):\(problem.column ?? 1)" } ?? "file"
        let lineAttribute = problem.line.map { " data-line=\"\($0)\"" } ?? ""
        let quoted = problem.excerpt.map { "<pre class=\"quote\">\(escapeMarkup($0))</pre>" } ?? ""
        let notes = problem.notes.isEmpty ? "" : "<ul class=\"notes\">" + problem.notes.map(self.problem).joined() + "</ul>"
        return "<li class=\"problem \(problem.severity.rawValue)\"\(lineAttribute)><span class=\"place\">\(place)</span> "
            + "<span class=\"severity\">\(problem.severity.rawValue)</span> <span class=\"message\">\(escapeMarkup(problem.message))</span>"
            + quoted + notes + "</li>"
    }

    private static func source(_ document: PreviewDocument) -> String {
        var marked: [Int: String] = [:]
        for problem in document.problems {
            guard let line = problem.line else { continue }
            if marked[line] != "error" { marked[line] = problem.severity.rawValue }
        }
        var lines = document.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let rows = lines.enumerated().map { offset, text in
            let number = offset + 1
            let mark = marked[number].map { " class=\"\($0)\"" } ?? ""
            return "<li id=\"L\(number)\"\(mark)><span class=\"number\">\(number)</span><code>\(escapeMarkup(text))</code></li>"
        }
        return "<ol id=\"source\">" + rows.joined() + "</ol>"
    }

    private static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    private static func document(title: String, bodyAttributes: String, content: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escapeMarkup(title))</title><style>\(PreviewAssets.style)</style></head>
        <body\(bodyAttributes)>
        \(content)
        <script>\(PreviewAssets.script)</script>
        </body></html>

        """
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
