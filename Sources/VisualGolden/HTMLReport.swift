/// The check's results as one HTML page for people: failures first, each with the golden,
/// the fresh render and the diff side by side and a slider that wipes between golden and
/// render; then files with missing goldens, new goldens, errors and passes.
///
/// The page refers to images in `images/` beside it (see `files`), needs no network and
/// no script beyond the slider's one line, and holds no timestamps.
public enum HTMLReport {
    /// The page and its images, as paths relative to the report folder and their bytes.
    public static func files(_ results: [CheckResult]) -> [(path: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = [("index.html", Array(page(results).utf8))]
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
        ("New goldens", "new", .recorded),
        ("Passed", "passed", .passed),
    ]

    static func page(_ results: [CheckResult]) -> String {
        let summary = CheckSummary(results)
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>visual check: \(escapeMarkup(summary.line))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>visual check</h1>
            <p class="summary" id="summary">\(escapeMarkup(summary.line))</p>

            """
        for section in sections {
            let members = results.filter { $0.status == section.status }
            guard !members.isEmpty else { continue }
            html += "<section id=\"\(section.id)\">\n<h2>\(section.title) <span class=\"count\">\(members.count)</span></h2>\n"
            for result in members { html += entry(result) }
            html += "</section>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    private static func entry(_ result: CheckResult) -> String {
        let name = escapeMarkup(result.location.name)
        var html = "<article class=\"file \(result.status.rawValue)\" data-name=\"\(name)\">\n"
        html += "<h3>\(name) <span class=\"path\">\(escapeMarkup(result.location.formatFile))</span></h3>\n"
        let lines = result.failures + (result.pixelSummary.map { [$0] } ?? [])
        if !lines.isEmpty {
            html += "<ul class=\"failures\">\n" + lines.map { "<li>\(escapeMarkup($0))</li>\n" }.joined() + "</ul>\n"
        }
        if !result.notes.isEmpty {
            html += "<ul class=\"notes\">\n" + result.notes.map { "<li>\(escapeMarkup($0))</li>\n" }.joined() + "</ul>\n"
        }
        if !result.errors.isEmpty {
            html += "<pre class=\"errors\">\(escapeMarkup(result.errors))</pre>\n"
        }
        let images = imageFiles(result).map { (suffix: $0.suffix, path: escapeMarkup(imagePath(result, $0.suffix))) }
        if !images.isEmpty {
            html += "<div class=\"images\">\n"
            for image in images {
                html += "<figure><img src=\"\(image.path)\" alt=\"\(image.suffix) of \(name)\">"
                    + "<figcaption>\(caption(image.suffix))</figcaption></figure>\n"
            }
            html += "</div>\n"
        }
        if result.status == .failed, result.images.expected != nil, result.images.actual != nil {
            // The wipe: the render lies over the golden, clipped from the right by the slider.
            let expected = escapeMarkup(imagePath(result, "expected")), actual = escapeMarkup(imagePath(result, "actual"))
            html += """
                <div class="wipe">
                <div class="stack"><img src="\(expected)" alt="golden"><img class="over" src="\(actual)" alt="render"></div>
                <label>golden ◀ <input type="range" min="0" max="100" value="50" \
                oninput="this.closest('.wipe').querySelector('.over').style.clipPath='inset(0 '+(100-this.value)+'% 0 0)'"> ▶ render</label>
                </div>

                """
        }
        return html + "</article>\n"
    }

    private static func imageFiles(_ result: CheckResult) -> [(suffix: String, bytes: [UInt8])] {
        var files: [(String, [UInt8])] = []
        if let expected = result.images.expected { files.append(("expected", expected)) }
        if let actual = result.images.actual { files.append(("actual", actual)) }
        if let diff = result.images.diff { files.append(("diff", diff)) }
        return files
    }

    static func imagePath(_ result: CheckResult, _ suffix: String) -> String {
        "images/\(result.location.name).\(suffix).png"
    }

    private static func caption(_ suffix: String) -> String {
        switch suffix {
        case "expected": "golden"
        case "actual": "render"
        default: "diff"
        }
    }

    private static let style = """
        body { font: 14px/1.4 "DejaVu Sans", sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .summary { color: #555; margin: 0 0 24px; }
        h2 { font-size: 16px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
        .count { color: #888; font-weight: normal; }
        article { background: #fff; border: 1px solid #e3e3e3; border-radius: 6px; padding: 12px 16px; margin: 12px 0; }
        article.failed, article.error { border-left: 4px solid #d33; }
        article.missing { border-left: 4px solid #e90; }
        article.recorded { border-left: 4px solid #39c; }
        article.passed { border-left: 4px solid #3a3; }
        h3 { font-size: 14px; margin: 0 0 8px; }
        .path { color: #888; font-weight: normal; margin-left: 8px; }
        ul.failures li { color: #b00; font-family: "DejaVu Sans Mono", monospace; }
        ul.notes li { color: #666; font-family: "DejaVu Sans Mono", monospace; }
        pre.errors { background: #fff4f4; padding: 8px; overflow-x: auto; }
        .images { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; }
        figure img, .stack img { max-width: 360px; border: 1px solid #ddd; display: block; }
        figcaption { color: #666; font-size: 12px; text-align: center; }
        article.passed figure img { max-width: 160px; }
        .wipe { margin-top: 12px; }
        .stack { position: relative; display: inline-block; }
        .stack .over { position: absolute; left: 0; top: 0; clip-path: inset(0 50% 0 0); }
        .wipe label { display: block; color: #666; font-size: 12px; margin-top: 4px; }
        """
}
