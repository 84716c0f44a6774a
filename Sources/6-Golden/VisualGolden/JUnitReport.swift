import TextFormats

/// The check's results as JUnit XML, the format CI systems read test results from: one
/// test suite, one test case per format file; a failure per failed or missing golden, an
/// error per file that could not be checked. No timestamps or durations, so the same run
/// writes the same bytes. Each file's text is cut as `CheckResult.shownLines` says.
public enum JUnitReport {
    public static func xml(_ results: [CheckResult], suiteName: String = "visual check") -> String {
        let summary = CheckSummary(results)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites>\n"
        xml += "  <testsuite name=\"\(escapeMarkup(suiteName))\" tests=\"\(results.count)\" "
            + "failures=\"\(summary.failed + summary.missing)\" errors=\"\(summary.errors)\" skipped=\"0\">\n"
        for result in results {
            xml += "    <testcase classname=\"golden\" name=\"\(escapeMarkup(result.location.name))\" "
                + "file=\"\(escapeMarkup(result.location.formatFile))\""
            switch result.status {
            case .passed, .recorded:
                if result.notes.isEmpty {
                    xml += "/>\n"
                } else {
                    xml += ">\n      <system-out>\(escapeMarkup(result.shownNotes.joined(separator: "\n")))</system-out>\n    </testcase>\n"
                }
            case .failed, .missing:
                let lines = (result.kind.map { ["\($0)"] } ?? []) + result.shownFailuresAndPixels
                let message = lines.first ?? result.status.rawValue
                let changes = result.changesText(indent: "")
                xml += ">\n      <failure message=\"\(escapeMarkup(message))\" type=\"\(result.status.rawValue)\">"
                    + "\(escapeMarkup(changes + lines.joined(separator: "\n")))</failure>\n    </testcase>\n"
            case .error:
                let firstLine = result.shownErrors.split(separator: "\n").first.map(String.init) ?? "error"
                xml += ">\n      <error message=\"\(escapeMarkup(firstLine))\">\(escapeMarkup(result.shownErrors))</error>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
