import TextFormats

/// The check's results as one HTML page for people: failures first, each with the golden,
/// the fresh render, the diff and a wipe between golden and render side by side; then
/// files with missing goldens, errors and new goldens; passes last, as a grid of
/// thumbnails.
///
/// The page refers to images in `images/` beside it (see `files`), needs no network and no
/// server (it works opened from `file://`), and holds no timestamps. Its one small script
/// copies a file's approve command and filters the page to failures. Each file's text is
/// cut as `CheckResult.shownLines` says, so the page's size does not grow with a file's.
public enum HTMLReport {
    /// The page and its images, as paths relative to the report folder and their bytes.
    /// `approve`: how the run was asked for, so that each failed or new file offers the
    /// command that approves it; nil offers none.
    /// `shard`: the shard a partial report is of, said at the top.
    public static func files(_ results: [CheckResult], approve: ApproveCommand? = nil,
                             shard: Shard? = nil) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = [("index.html", Array(page(results, approve: approve, shard: shard).utf8))]
        for result in results {
            for (suffix, bytes) in imageFiles(result) {
                files.append((imagePath(result, suffix), bytes))
            }
        }
        return files
    }

    /// The sections in the order people read them, with the statuses each gathers.
    static let sections: [(title: String, id: String, status: CheckResult.Status)] = [
        ("Failed", "failed", .failed),
        ("Missing goldens", "missing", .missing),
        ("Errors", "errors", .error),
        ("Recorded goldens", "recorded", .recorded),
        ("Passed", "passed", .passed),
    ]

    static func page(_ results: [CheckResult], approve: ApproveCommand? = nil, shard: Shard? = nil) -> String {
        let summary = CheckSummary(results)
        let present = sections.map { section in (section, results.filter { $0.status == section.status }) }
            .filter { !$0.1.isEmpty }
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>visual check: \(escapeMarkup(summary.line))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header>
            <h1>visual check</h1>
            <p class="verdict" id="verdict">\(escapeMarkup(verdict(summary)))\(shard.map { " (shard \($0) of the suite)" } ?? "")</p>
            <nav>\(present.map { "<a class=\"chip \($0.0.id)\" href=\"#\($0.0.id)\">\($0.0.title) \($0.1.count)</a>" }
                .joined(separator: " "))
            <label class="filter"><input type="checkbox" id="failures-only" onchange="document.body.classList.toggle('failures-only', this.checked)"> failures only</label></nav>
            </header>

            """
        for (section, members) in present {
            html += "<section id=\"\(section.id)\">\n<h2>\(section.title) <span class=\"count\">\(members.count)</span></h2>\n"
            if section.status == .passed {
                html += "<div class=\"grid\">\n" + members.map(card).joined() + "</div>\n"
            } else {
                for result in members { html += entry(result, approve: approve) }
            }
            html += "</section>\n"
        }
        html += "<script>\n\(script)\n</script>\n</body>\n</html>\n"
        return html
    }

    /// `3 passed, 1 failed, 1 recorded, 1 missing, 0 errors`: what a reviewer asks first.
    /// Recorded: goldens this run wrote (missing ones, or rewritten by the record mode);
    /// missing: goldens absent and not written (`--record never`).
    static func verdict(_ summary: CheckSummary) -> String {
        "\(summary.passed) passed, \(summary.failed) failed, \(summary.recorded) recorded, \(summary.missing) missing, "
            + "\(summary.errors) \(summary.errors == 1 ? "error" : "errors")"
    }

    /// A file that needs a look: what differs, notes, errors and its pictures.
    private static func entry(_ result: CheckResult, approve: ApproveCommand?) -> String {
        let name = escapeMarkup(result.location.name)
        var html = "<article class=\"file \(result.status.rawValue)\" data-name=\"\(name)\">\n"
        html += "<h3>\(name) <span class=\"path\">\(escapeMarkup(result.location.formatFile))</span></h3>\n"
        if let approve, [.failed, .missing].contains(result.status) {
            let command = escapeMarkup(approve.command(for: result.location))
            html += "<div class=\"approve\"><button type=\"button\" onclick=\"copyApprove(this)\">copy the approve command</button>"
                + "<input type=\"text\" readonly value=\"\(command)\" aria-label=\"approve command\">"
                + "<span class=\"copied\" role=\"status\"></span></div>\n"
        }
        if let kind = result.kind {
            html += "<p class=\"headline\">\(escapeMarkup("\(kind)"))</p>\n"
        }
        if result.status == .failed, !result.changes.isEmpty {
            html += "<p class=\"changes-title\">Layout changes, largest first</p>\n<ul class=\"changes\">\n"
                + result.shownChanges.map { "<li>\(escapeMarkup($0))</li>\n" }.joined() + "</ul>\n"
        }
        if !result.failures.isEmpty {
            html += "<ul class=\"failures\">\n" + CheckResult.shown(result.failures.map(words)).map { "<li>\(escapeMarkup($0))</li>\n" }
                .joined() + "</ul>\n"
        }
        html += notes(result)
        if !result.errors.isEmpty {
            html += "<pre class=\"errors\">\(escapeMarkup(result.shownErrors))</pre>\n"
        }
        let images = imageFiles(result)
        if !images.isEmpty {
            html += "<div class=\"images\">\n"
            for image in images {
                html += figure(path: imageURL(result, image.suffix), alt: "\(image.suffix) of \(name)",
                               caption: caption(image.suffix),
                               cssWidth: image.suffix == "overlay" ? pixelWidth(image.bytes).map { $0 / 2 } : nil)
            }
            if result.status == .failed, result.images.expected != nil, result.images.actual != nil {
                html += wipe(result)
            }
            html += "</div>\n"
        }
        return html + "</article>\n"
    }

    /// A failure as the page says it: as on the command line, but a pixel failure also says
    /// where the differing pixels are, to look for them in the diff image.
    private static func words(_ finding: CheckFinding) -> String {
        guard case .pixels(.differ(_, _, _, let columns?, let rows?)) = finding else {
            return finding.description
        }
        return "\(finding), in x \(columns.lowerBound)–\(columns.upperBound), y \(rows.lowerBound)–\(rows.upperBound)"
    }

    /// A passed file: its render as a thumbnail with its name.
    private static func card(_ result: CheckResult) -> String {
        let name = escapeMarkup(result.location.name)
        var html = "<article class=\"file passed\" data-name=\"\(name)\">\n"
        if result.images.actual != nil {
            let path = escapeMarkup(imageURL(result, "actual"))
            html += "<a href=\"\(path)\"><img src=\"\(path)\" alt=\"render of \(name)\"></a>\n"
        }
        html += "<h3>\(name)</h3>\n" + notes(result)
        return html + "</article>\n"
    }

    private static func notes(_ result: CheckResult) -> String {
        guard !result.notes.isEmpty else { return "" }
        return "<ul class=\"notes\">\n" + result.shownNotes.map { "<li>\(escapeMarkup($0))</li>\n" }.joined() + "</ul>\n"
    }

    /// An image that opens at full size when clicked. `cssWidth`: its width on the page, for
    /// a picture drawn at scale 2 (the overlay), which the page shows at its size in points.
    private static func figure(path: String, alt: String, caption: String, cssWidth: Int? = nil) -> String {
        let path = escapeMarkup(path)
        let size = cssWidth.map { " class=\"overlay\" style=\"width: \($0)px\"" } ?? ""
        return "<figure\(size)><a href=\"\(path)\"><img src=\"\(path)\" alt=\"\(alt)\"></a>"
            + "<figcaption>\(caption)</figcaption></figure>\n"
    }

    /// A PNG's width in pixels, from its header (IHDR comes first, its width at byte 16).
    private static func pixelWidth(_ png: [UInt8]) -> Int? {
        guard png.count >= 24 else { return nil }
        return png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The wipe: the render lies over the golden, clipped from the left up to the slider,
    /// so the golden shows left of the line and the render right of it.
    private static func wipe(_ result: CheckResult) -> String {
        let expected = escapeMarkup(imageURL(result, "expected")), actual = escapeMarkup(imageURL(result, "actual"))
        return """
            <figure class="wipe"><div class="stack"><img src="\(expected)" alt="golden">\
            <img class="over" src="\(actual)" alt="render"></div>
            <input type="range" min="0" max="100" value="50" aria-label="wipe between golden and render" \
            oninput="this.closest('.wipe').style.setProperty('--split', this.value + '%')">
            <figcaption>golden ◀ wipe ▶ render</figcaption></figure>

            """
    }

    /// The images the page shows: the layout changes drawn over the render, then the
    /// golden, the render and the diff for a file that needs a look, the render alone
    /// for a pass (its golden matches it).
    private static func imageFiles(_ result: CheckResult) -> [(suffix: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        if let overlay = result.images.overlay { files.append(("overlay", overlay)) }
        if result.status != .passed, let expected = result.images.expected { files.append(("expected", expected)) }
        if let actual = result.images.actual { files.append(("actual", actual)) }
        if let diff = result.images.diff { files.append(("diff", diff)) }
        return files
    }

    static func imagePath(_ result: CheckResult, _ suffix: String) -> String {
        "images/\(result.location.name).\(suffix).png"
    }

    /// The image's path as a relative URL: a name with `#`, `?`, `%` or a space would
    /// otherwise end the path or start a fragment.
    static func imageURL(_ result: CheckResult, _ suffix: String) -> String {
        imagePath(result, suffix).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? imagePath(result, suffix)
    }

    private static func caption(_ suffix: String) -> String {
        switch suffix {
        case "expected": "golden"
        case "actual": "render"
        case "overlay": "layout changes over the render"
        default: "diff: <span class=\"red\">changed</span>, <span class=\"yellow\">anti-aliasing</span> (excused)"
        }
    }

    /// Copies a file's approve command: to the clipboard where the browser allows it (a page
    /// from `file://` may not be allowed), else by selecting the field beside the button
    /// and the browser's copy command; either way the field shows the command, selected.
    private static let script = """
        function copyApprove(button) {
          const field = button.parentElement.querySelector('input');
          const status = button.parentElement.querySelector('.copied');
          field.focus();
          field.select();
          const fallback = () => {
            let copied = false;
            try { copied = document.execCommand('copy'); } catch (error) { copied = false; }
            status.textContent = copied ? 'copied' : 'selected: press Ctrl+C (⌘C)';
          };
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(field.value).then(() => { status.textContent = 'copied'; }, fallback);
          } else {
            fallback();
          }
        }
        """

    private static let style = """
        body { font: 14px/1.4 "DejaVu Sans", sans-serif; margin: 0; color: #222; background: #f4f5f7; }
        header { background: #fff; border-bottom: 1px solid #dde; padding: 16px 24px; position: sticky; top: 0; z-index: 1; }
        section { padding: 0 24px; }
        h1 { font-size: 20px; margin: 0; }
        .verdict { font-weight: bold; margin: 4px 0 8px; }
        .filter { font-size: 12px; margin-left: 12px; }
        body.failures-only section:not(#failed) { display: none; }
        .approve { display: flex; gap: 8px; align-items: center; margin: 0 0 10px; }
        .approve input { flex: 1; font: 12px "DejaVu Sans Mono", monospace; padding: 3px 6px; min-width: 0; }
        .approve .copied { color: #2e7d32; font-size: 12px; }
        nav { display: flex; gap: 8px; flex-wrap: wrap; }
        .chip { text-decoration: none; font-size: 12px; padding: 2px 10px; border-radius: 10px; color: #fff; }
        .chip.failed, .chip.errors { background: #c62828; }
        .chip.missing { background: #e68a00; }
        .chip.new { background: #2f7fb5; }
        .chip.passed { background: #2e7d32; }
        h2 { font-size: 16px; border-bottom: 1px solid #dde; padding: 16px 0 4px; margin: 0; }
        .count { color: #888; font-weight: normal; }
        article { background: #fff; border: 1px solid #e1e3e8; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
        article.failed, article.error { border-left: 4px solid #c62828; }
        article.missing { border-left: 4px solid #e68a00; }
        article.recorded { border-left: 4px solid #2f7fb5; }
        article.passed { border-top: 3px solid #2e7d32; padding: 8px; margin: 0; }
        h3 { font-size: 14px; margin: 0 0 8px; }
        .path { color: #888; font-weight: normal; margin-left: 8px; }
        ul { margin: 0 0 12px; padding-left: 20px; }
        ul.failures li { color: #b00; font-family: "DejaVu Sans Mono", monospace; }
        .changes-title { margin: 0 0 4px; font-weight: bold; }
        .headline { margin: 0 0 8px; font-weight: bold; color: #8a3b00; }
        ul.changes li { font-family: "DejaVu Sans Mono", monospace; color: #8a3b00; }
        ul.notes li { color: #666; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
        pre.errors { background: #fff4f4; padding: 8px; overflow-x: auto; }
        .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; }
        figure img, .stack img { max-width: 400px; border: 1px solid #ccd; display: block; }
        figure.overlay { max-width: 100%; }
        figure.overlay img { max-width: 100%; width: 100%; }
        figcaption { color: #666; font-size: 12px; text-align: center; margin-top: 4px; }
        .red { color: #d00; font-weight: bold; }
        .yellow { color: #a80; font-weight: bold; }
        .wipe { --split: 50%; }
        .stack { position: relative; display: inline-block; vertical-align: top; }
        .stack .over { position: absolute; left: 0; top: 0; clip-path: inset(0 0 0 var(--split)); }
        .stack::after { content: ""; position: absolute; top: 0; bottom: 0; left: var(--split); border-left: 1px solid #c62828; }
        .wipe input { display: block; width: 100%; margin: 4px 0 0; }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; margin: 12px 0; }
        .grid a { display: flex; justify-content: center; align-items: flex-start; height: 150px; }
        .grid img { max-width: 100%; max-height: 150px; display: block; }
        .grid h3 { margin: 6px 0 0; font-weight: normal; font-size: 13px; overflow-wrap: anywhere; }
        """
}
