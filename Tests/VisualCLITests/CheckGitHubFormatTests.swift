import Foundation
import Testing
import VisualProcessTesting

/// `visual check --format github`: GitHub workflow commands for failed and missing goldens
/// and for files with errors, after the usual lines, with the same exit status.
@Suite struct CheckGitHubFormatTests {
    private let card = """
        canvas 200 x 60
        view title label "Hi"
        view badge button "New"
        H:|-[title]-[badge]-|
        V:|-[title]-|
        V:|-[badge]-|

        """

    @Test func aPassingRunHasNoAnnotations() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Layouts/card.visual", card)
        let record = try VisualProcess.run(["check", "Layouts", "--record", "missing"], in: folder.url)
        #expect(record.status == 0, "\(record)")
        let run = try VisualProcess.run(["check", "Layouts", "--format", "github", "--record", "never"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("passed   Layouts/card.visual"))
        #expect(!run.stdout.contains("::"), "\(run)")
    }

    @Test func aChangedLayoutIsAnErrorOnItsFile() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Layouts/card.visual", card)
        _ = try VisualProcess.run(["check", "Layouts", "--record", "missing"], in: folder.url)
        _ = try folder.write("Layouts/card.visual", card.replacingOccurrences(of: "[title]-[badge]", with: "[title]-40-[badge]"))
        let run = try VisualProcess.run(["check", "Layouts", "--format", "github", "--record", "never"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(run)")
        let annotation = try #require(annotations.first)
        #expect(annotation.hasPrefix("::error file=Layouts/card.visual,line=1,title=visual check%3A card differs from its golden::"), "\(annotation)")
        // The layout changes, lines joined as the runner reads them, the pixel verdict once.
        #expect(annotation.contains("%0A  badge: moved 32 right; 32 narrower%0A"), "\(annotation)")
        // Once, whichever it is (the pictures' sizes may or may not differ).
        #expect(annotation.components(separatedBy: "%0Apixels: ").count == 2, "\(annotation)")
    }

    @Test func aLayoutErrorIsAnErrorAtItsLineAndColumn() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Layouts/card.visual", card.replacingOccurrences(of: "H:|-[title]-[badge]-|", with: "H:|-[title]-[badge-|"))
        let run = try VisualProcess.run(["check", "Layouts", "--format", "github", "--record", "never"], in: folder.url)
        #expect(run.status == 2, "\(run)")
        let annotations = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1, "\(run)")
        #expect(annotations.first == "::error file=Layouts/card.visual,line=4,col=13::expected ']' to close view 'badge'", "\(annotations)")
    }

    @Test func aMissingGoldenNamesIt() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Layouts/card.visual", card)
        let run = try VisualProcess.run(["check", "Layouts", "--format", "github", "--record", "never"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stdout.contains("::error file=Layouts/card.visual,title=visual check%3A golden missing::no golden golden/card.png"), "\(run)")
    }
}
