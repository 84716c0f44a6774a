import Foundation
import Testing
import VisualProcessTesting

/// Cairo and fontconfig are opened on first use (CCairo), not at start: commands that
/// neither draw nor measure text start without them. The dynamic loader's own report
/// (`LD_DEBUG=files`) says which libraries a run opened.
@Suite("Libraries are opened when first needed")
struct LibraryLoadingTests {
    private func openedLibraries(_ arguments: [String], in directory: URL? = nil) throws -> (ProcessRun, String) {
        let run = try VisualProcess.run(arguments, in: directory, environment: ["LD_DEBUG": "files"])
        return (run, run.stderr)
    }

    @Test("`visual --version` opens neither Cairo nor fontconfig")
    func versionOpensNoCairo() throws {
        let (run, report) = try openedLibraries(["--version"])
        #expect(run.status == 0)
        #expect(report.contains("libc.so"))  // the report is there at all
        #expect(!report.contains("libcairo"))
        #expect(!report.contains("libfontconfig"))
    }

    @Test("a PNG diff opens neither; drawing opens both, and draws")
    func drawingOpensCairo() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.visual", "canvas 80 x 40\nview a label \"Hi\"\nH:|-[a]-|\nV:|-[a]-|\n")

        let (render, renderReport) = try openedLibraries(["render", "a.visual", "-o", "a.png"], in: folder.url)
        #expect(render.status == 0, "\(render)")
        #expect(renderReport.contains("libcairo.so.2"))
        #expect(renderReport.contains("libfontconfig.so.1"))

        let (diff, diffReport) = try openedLibraries(["diff", "a.png", "a.png"], in: folder.url)
        #expect(diff.status == 0, "\(diff)")
        #expect(diff.stdout.hasPrefix("0 pixels differ"))
        #expect(!diffReport.contains("libcairo"))
        #expect(!diffReport.contains("libfontconfig"))
    }
}
