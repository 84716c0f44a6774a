import Foundation
import Testing
import VisualGolden

/// A fresh folder under the system's temporary directory, removed when the test ends.
final class TemporaryFolder {
    let path: String
    init() throws {
        path = NSTemporaryDirectory() + "visual-golden-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }
}

@Suite struct GoldenFilesTests {
    @Test func goldensMirrorThePathBelowTheSearchedFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("b.visual", "")
        try folder.write("screens/a.visual", "")
        try folder.write("notes.txt", "")
        try folder.write(".hidden/c.visual", "")
        let found = try GoldenLocation.find([folder.path], goldenDirectory: "golden")
        #expect(found.map(\.name) == ["b", "screens/a"])
        #expect(found[1].pngPath == "golden/screens/a.png")
        #expect(found[1].jsonPath == "golden/screens/a.json")
        #expect(found[1].formatFile == folder.path + "/screens/a.visual")
    }

    @Test func aFileNamedDirectlyUsesItsOwnName() throws {
        let folder = try TemporaryFolder()
        try folder.write("screens/a.visual", "")
        let named = try GoldenLocation.find([folder.path + "/screens/a.visual"], goldenDirectory: "g")
        #expect(named.map(\.pngPath) == ["g/a.png"])
    }

    @Test func pathsThatNameNoFormatFileAreErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes.txt", "")
        #expect(throws: FormatFileSearchError.self) { try GoldenLocation.find([folder.path + "/missing"], goldenDirectory: "g") }
        #expect(throws: FormatFileSearchError.self) { try GoldenLocation.find([folder.path + "/notes.txt"], goldenDirectory: "g") }
    }

    @Test func recordModeDefaultsToNeverInCI() {
        #expect(RecordMode.default(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.default(environment: [:]) == .missing)
        #expect(RecordMode.default(environment: ["CI": "false"]) == .missing)
    }
}

@Suite struct RendererStampTests {
    @Test func theStampNamesCairoAndTheDejaVuFilesWithChecksums() {
        let stamp = RendererStamp.current
        #expect(stamp.cairo.split(separator: ".").count == 3)
        #expect(stamp.fonts.count == 2)
        #expect(stamp.fonts[0].hasPrefix("DejaVuSans.ttf fnv1a64:"))
        #expect(stamp.fonts[1].hasPrefix("DejaVuSans-Bold.ttf fnv1a64:"))
    }
}
