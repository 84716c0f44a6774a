/// The check's results as JUnit XML, the format CI systems read test results from: one
/// test suite, one test case per format file; a failure per failed or missing golden, an
/// error per file that could not be checked. No timestamps or durations, so the same run
/// writes the same bytes.
public enum JUnitReport {
    public static func xml(_ results: [CheckResult], suiteName: String = "visual check") -> String {
        let summary = CheckSummary(results)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites>\n"
        xml += "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(results.count)\" "
            + "failures=\"\(summary.failed + summary.missing)\" errors=\"\(summary.errors)\" skipped=\"0\">\n"
        for result in results {
            xml += "    <testcase classname=\"golden\" name=\"\(escape(result.location.name))\" "
                + "file=\"\(escape(result.location.formatFile))\""
            switch result.status {
            case .passed, .recorded:
                if result.notes.isEmpty {
                    xml += "/>\n"
                } else {
                    xml += ">\n      <system-out>\(escape(result.notes.joined(separator: "\n")))</system-out>\n    </testcase>\n"
                }
            case .failed, .missing:
                let lines = result.failures + (result.pixelSummary.map { [$0] } ?? [])
                let message = lines.first ?? result.status.rawValue
                xml += ">\n      <failure message=\"\(escape(message))\" type=\"\(result.status.rawValue)\">"
                    + "\(escape(lines.joined(separator: "\n")))</failure>\n    </testcase>\n"
            case .error:
                let firstLine = result.errors.split(separator: "\n").first.map(String.init) ?? "error"
                xml += ">\n      <error message=\"\(escape(firstLine))\">\(escape(result.errors))</error>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
