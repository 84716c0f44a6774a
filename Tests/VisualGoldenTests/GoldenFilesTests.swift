import FormatFileInput
import Foundation
import TextMeasure
import Testing
@testable import VisualGolden
import VisualProcessTesting

@Suite struct GoldenFilesTests {
    @Test func goldensMirrorThePathBelowTheSearchedFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.visual", "")
        try folder.write("screens/a.visual", "")
        try folder.write("notes.txt", "")
        try folder.write(".hidden/c.visual", "")
        let found = try FormatFileFinder.find([folder.path])
        let plan = GoldenFolder(path: "golden").plan(found.files)
        #expect(plan.locations.map(\.name) == ["b", "screens/a"])
        #expect(plan.locations[1].pngPath == "golden/screens/a.png")
        #expect(plan.locations[1].jsonPath == "golden/screens/a.json")
        #expect(plan.locations[1].formatFile == folder.path + "/screens/a.visual")
    }

    @Test func aFileNamedDirectlyUsesItsOwnNameWhenNoGoldenClaimsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/a.visual", "")
        let found = try FormatFileFinder.find([folder.path + "/screens/a.visual"])
        #expect(GoldenFolder(path: "g").plan(found.files).locations.map(\.pngPath) == ["g/a.png"])
    }

    @Test func pathsThatNameNothingAreErrors() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FormatFileError.self) { try FormatFileFinder.find([folder.path + "/missing"]) }
        #expect(throws: FormatFileError.self) { try FormatFileFinder.find([""]) }
    }

    @Test func theFinderSaysWhatItSkipsAndFindsEachFileOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.visual", "")
        try folder.write("deep/er/b.visual", "")
        try folder.write("..visual", "")
        try folder.write("elsewhere/c.visual", "")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/linked", withDestinationPath: folder.path + "/elsewhere")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/alias.visual", withDestinationPath: folder.path + "/a.visual")
        #expect(mkfifo(folder.path + "/pipe.visual", 0o600) == 0)
        let search = try FormatFileFinder.find([folder.path, folder.path + "/a.visual"])
        // The link to a.visual is the same file as a.visual: found once.
        #expect(search.files.map(\.relativeName) == ["a", "deep/er/b", "elsewhere/c"])
        #expect(search.skipped.count == 3, "\(search.skipped)")
        // Each a note about its path, written as every diagnostic of a whole file is.
        let headers = search.skipped.map(\.header)
        #expect(headers.contains(folder.path + "/..visual: note: skipped: a hidden file"), "\(headers)")
        #expect(headers.contains(folder.path + "/linked: note: skipped: a symbolic link to a folder (name it to search it)"),
                "\(headers)")
        #expect(headers.contains(folder.path + "/pipe.visual: note: skipped: not a regular file"), "\(headers)")
    }

    @Test func aGoldenRecordsItsFormatFileAndANamedFileFindsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/sub/row.visual", "canvas 100 x 40\nH:|[a]|\nV:|[a]|\n")
        let golden = GoldenFolder(path: folder.path + "/g")
        let throughFolder = golden.plan(try FormatFileFinder.find([folder.path + "/screens"]).files)
        #expect(throughFolder.locations.map(\.name) == ["sub/row"])
        let recorded = GoldenCheck(mode: .missing).run(throughFolder.locations)
        #expect(recorded.map(\.status) == [.recorded])
        let json = try String(contentsOfFile: folder.path + "/g/sub/row.json", encoding: .utf8)
        #expect(json.contains("\"source\": \"../screens/sub/row.visual\""))

        // Named directly, the file finds the golden it got through its folder, not g/row.png.
        let named = golden.plan(try FormatFileFinder.find([folder.path + "/screens/sub/row.visual"]).files)
        #expect(named.locations.map(\.name) == ["sub/row"])
        #expect(GoldenCheck(mode: .never).run(named.locations).map(\.status) == [.passed])
    }

    @Test func aFileNamedDirectlyNeverTakesAnotherFilesGolden() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/row.visual", "canvas 100 x 40\nH:|[a]|\nV:|[a]|\n")
        try folder.write("screens/sub/row.visual", "canvas 100 x 40\nH:|-10-[a]|\nV:|[a]|\n")
        let golden = GoldenFolder(path: folder.path + "/g")
        let first = golden.plan(try FormatFileFinder.find([folder.path + "/screens/row.visual"]).files)
        _ = GoldenCheck(mode: .missing).run(first.locations)
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/g/row.png"))

        let other = golden.plan(try FormatFileFinder.find([folder.path + "/screens/sub/row.visual"]).files)
        #expect(other.locations.isEmpty)
        #expect(other.collisions.count == 1)
        #expect(other.collisions[0].contains("belongs to \(Paths(folder.path).canonical)/screens/row.visual"))

        // Two files named together that would share a golden: both are said, neither dropped.
        try FileManager.default.removeItem(atPath: folder.path + "/g")
        let both = golden.plan(try FormatFileFinder.find([folder.path + "/screens/row.visual",
                                                          folder.path + "/screens/sub/row.visual"]).files)
        #expect(both.locations.isEmpty)
        #expect(both.collisions.count == 2)
        #expect(before.count > 0)
    }

    @Test func recordModeDefaultsToNeverInCI() {
        #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.default(environment: [:]) == .missing)
        #expect(RecordMode.default(environment: ["CI": "false"]) == .missing)
    }
}

@Suite struct RendererStampTests {
    @Test func theStampNamesTheLibrariesAndEveryFontFileWithItsChecksum() {
        let stamp = RendererStamp.current
        #expect(stamp.cairo.split(separator: ".").count == 3)
        #expect(stamp.pango.hasPrefix("1.") && stamp.pango.contains("harfbuzz ") && stamp.pango.contains("freetype 2."))
        #expect(stamp.fonts.count == MockupFont.files.count)
        #expect(stamp.fonts[0].hasPrefix("DejaVuSans.ttf fnv1a64x8:"))
        #expect(stamp.fonts[1].hasPrefix("DejaVuSans-Bold.ttf fnv1a64x8:"))
        #expect(stamp.fonts.contains { $0.hasPrefix("NotoSansCJK-Regular.ttc fnv1a64x8:") })
        #expect(stamp.fonts.contains { $0.hasPrefix("NotoColorEmoji.ttf fnv1a64x8:") })
        #expect(!stamp.fonts.contains { $0.hasSuffix("absent") })
    }

    @Test func aGoldenFromBeforePangoReadsWithAnEmptyVersion() throws {
        let json = #"{"renderer": {"cairo": "1.16.0", "fonts": ["DejaVuSans.ttf fnv1a64:1"]}}"#
        let stamp = try #require(try GoldenRecord(json: Data(json.utf8), path: "g.json").renderer)
        #expect(stamp == RendererStamp(cairo: "1.16.0", pango: "", fonts: ["DejaVuSans.ttf fnv1a64:1"]))
        #expect(stamp != .current)
    }
}

/// The canonical form of a test folder's path (the temporary directory may be a link).
struct Paths {
    let canonical: String
    init(_ path: String) {
        let resolved = realpath(path, nil)!
        canonical = String(cString: resolved)
        free(resolved)
    }
}
