import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VisualGolden
import VisualSyntax

@Suite struct ReportTests {
    func result(_ name: String, _ status: CheckResult.Status, failures: [CheckFinding] = [], errors: [FileDiagnostic] = []) -> CheckResult {
        var result = CheckResult(location: GoldenLocation(formatFile: "Samples/\(name).visual", name: name, goldenDirectory: "golden"),
                                 status: status)
        result.findings = failures
        result.errors = errors
        if status == .failed { result.images = .init(expected: [1], actual: [2], diff: [3]) }
        return result
    }

    var results: [CheckResult] {
        [result("a", .passed), result("b", .failed, failures: [.frame(view: "label & <more>", field: .width, golden: 240, now: 230)]),
         result("c", .recorded), result("d", .missing, failures: [.goldenMissing(path: "golden/d.png")]),
         result("e", .error, errors: [FileDiagnostic(file: "e.visual", line: 1, column: 1, severity: .error,
                                                     message: "unknown statement 'x'", excerpt: "x\n^")])]
    }

    @Test func resultsJSONKeepsErrorsAsValues() throws {
        let files = ReportFolder.files(.init(approve: nil, shard: nil, results: results))
        let json = try #require(files.first { $0.path == "results.json" }).bytes
        let read = try JSONDecoder().decode(ReportFolder.Contents.self, from: Data(json))
        #expect(read.format == 3)
        let errors = try #require(read.results.first { $0.status == .error }).errors
        #expect(errors == results[4].errors)
        #expect(errors.first?.line == 1 && errors.first?.column == 1)
        #expect(String(decoding: json, as: UTF8.self).contains("\"message\" : \"unknown statement 'x'\""))
    }

    @Test func imageAddressesAreURLEncodedWhileTheFilesKeepTheirNames() {
        var passed = result("b c", .passed)
        passed.images.actual = [4]
        let results = [result("a #1?%", .failed), passed]
        let page = String(decoding: HTMLReport.files(results).first { $0.path == "index.html" }!.bytes, as: UTF8.self)
        #expect(page.contains("src=\"images/a%20%231%3F%25.expected.png\""))
        #expect(page.contains("src=\"images/b%20c.actual.png\""))
        #expect(!page.contains("src=\"images/a #1"))
        #expect(HTMLReport.files(results).contains { $0.path == "images/a #1?%.diff.png" })
    }

    @Test func theSummaryCountsEachStatusAndTheHighestExitStatusWins() {
        let summary = CheckSummary(results)
        #expect(summary.line == "1 passed, 1 recorded, 1 failed, 1 missing, 1 error")
        #expect(summary.exitStatus == 2)
        #expect(CheckSummary([result("a", .passed), result("d", .missing)]).exitStatus == 1)
        #expect(CheckSummary([result("a", .passed), result("c", .recorded)]).exitStatus == 0)
    }

    /// Counts the elements of a JUnit document with a real XML parser.
    final class ElementCounter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        var suiteAttributes: [String: String] = [:]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            counts[name, default: 0] += 1
            if name == "testsuite" { suiteAttributes = attributes }
        }
    }

    @Test func junitIsWellFormedWithOneCasePerFile() throws {
        let xml = JUnitReport.xml(results)
        let parser = XMLParser(data: Data(xml.utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(counter.counts["testcase"] == 5)
        #expect(counter.counts["failure"] == 2)
        #expect(counter.counts["error"] == 1)
        #expect(counter.suiteAttributes["tests"] == "5")
        #expect(counter.suiteAttributes["failures"] == "2")
        #expect(xml.contains("label &amp; &lt;more&gt;.width: expected 240, got 230"))
    }

    @Test func theHTMLPageListsFailuresFirstWithTheirImagesAndASlider() throws {
        let files = HTMLReport.files(results)
        #expect(files.map(\.path) == ["index.html", "images/b.expected.png", "images/b.actual.png", "images/b.diff.png"])
        let page = String(decoding: files[0].bytes, as: UTF8.self)
        let order = ["id=\"failed\"", "id=\"missing\"", "id=\"errors\"", "id=\"recorded\"", "id=\"passed\""].map {
            page.range(of: $0)?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(page.contains("type=\"range\""))
        #expect(page.contains("&lt;more&gt;"))
        #expect(!page.contains("<more>"))
        #expect(page.contains("unknown statement"))
    }

    @Test func aFailureSaysEachLineOnceAndOffersTheWipe() {
        let pixels = PixelFinding.differ(count: 616, antiAliased: 3, total: 74_000, columns: 10...52, rows: 4...30)
        let failed = result("b", .failed, failures: [.frame(view: "b", field: .x, golden: 70, now: 72), .pixels(pixels)])
        let page = String(decoding: HTMLReport.files([failed])[0].bytes, as: UTF8.self)
        #expect(page.components(separatedBy: "616 pixels differ").count - 1 == 1)
        // The page says where the differing pixels are; the JUnit file says the count once.
        #expect(page.contains("<li>pixels: 616 pixels differ (0.83 %), in x 10–52, y 4–30</li>"))
        #expect(JUnitReport.xml([failed]).components(separatedBy: "616 pixels differ").count - 1 == 1)
        #expect(page.contains("class=\"wipe\""))
        #expect(page.contains("<img class=\"over\" src=\"images/b.actual.png\""))
    }

    @Test func aPassShowsItsRenderAloneInTheGrid() {
        var passed = result("a", .passed)
        passed.images = .init(expected: [1], actual: [2])
        let files = HTMLReport.files([passed])
        #expect(files.map(\.path) == ["index.html", "images/a.actual.png"])
        let page = String(decoding: files[0].bytes, as: UTF8.self)
        #expect(page.contains("<div class=\"grid\">"))
        #expect(!page.contains("a.expected.png"))
        #expect(!page.contains("type=\"range\""))
    }
}
