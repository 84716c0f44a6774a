import Foundation
import Testing
import TextMeasure
import VisualProcessTesting

/// One golden for every platform: a golden drawn by another renderer (another Cairo, other
/// font files) is compared by its layout alone, unless `--strict-renderer` or the picture is
/// byte for byte the golden's; the first line of a failure says whether the renderer or the
/// layout changed.
@Suite struct RendererChangeTests {
    /// `b` is an image (a crossed box) or a plain box: other pixels, the same layout.
    static func row(kind: String, gap: Int = 10) -> String {
        "canvas 200 x 80\nview b \(kind)\nH:|-20-[a(40)]-\(gap)-[b(50)]\nV:|-20-[a(30)]\nV:|-20-[b(30)]\n"
    }

    let folder: TemporaryFolder
    init() throws {
        folder = try TemporaryFolder()
        try folder.write("screens/row.visual", Self.row(kind: "image"))
        let record = try VisualProcess.run(["check", "screens", "--golden", "g"], in: URL(fileURLWithPath: folder.path),
                                           environment: ["CI": nil])
        #expect(record.status == 0)
    }

    func check(_ arguments: [String] = []) throws -> ProcessRun {
        try VisualProcess.run(["check", "screens", "--golden", "g", "--record", "never"] + arguments,
                              in: URL(fileURLWithPath: folder.path), environment: ["CI": nil])
    }

    /// Makes the golden look drawn elsewhere: another Cairo, another DejaVu Sans file.
    func stampGoldenAsAnotherMachines() throws {
        let path = folder.path + "/g/row.json"
        var json = try String(contentsOfFile: path, encoding: .utf8)
        json = json.replacingOccurrences(of: "\"cairo\": \"\(RendererStamp.current.cairo)\"", with: "\"cairo\": \"0.0.1-other\"")
        let dejaVu = try #require(RendererStamp.current.fonts.first { $0.hasPrefix("DejaVuSans.ttf ") })
        json = json.replacingOccurrences(of: dejaVu, with: "DejaVuSans.ttf fnv1a64x8:0123456789abcdef")
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aGoldenFromAnotherRendererIsComparedByLayoutWithANote() throws {
        try stampGoldenAsAnotherMachines()
        try folder.write("screens/row.visual", Self.row(kind: "box"))
        let run = try check()
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout.contains("note: the renderer changed (cairo 0.0.1-other → \(RendererStamp.current.cairo); "
                                    + "DejaVuSans.ttf: another file): compared the layout only"), "\(run)")

        let strict = try check(["--strict-renderer"])
        #expect(strict.status == 1)
        let lines = strict.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "    the renderer changed, not the layout: cairo 0.0.1-other → \(RendererStamp.current.cairo); "
                + "DejaVuSans.ttf: another file", "\(strict)")
        #expect(lines[2].hasPrefix("    pixels: "))
    }

    @Test func aLayoutChangeSaysSoFirstWhateverDrewTheGolden() throws {
        try stampGoldenAsAnotherMachines()
        try folder.write("screens/row.visual", Self.row(kind: "image", gap: 14))
        let run = try check()
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("    the layout changed, and so did the renderer (cairo 0.0.1-other → "), "\(run)")
        #expect(lines[1].hasSuffix("): pixels not compared"))
        #expect(run.stdout.contains("b.x: expected 70, got 74"))
        #expect(!run.stdout.contains("pixels differ"))
    }

    /// Whether the layout changed is the layout comparison's verdict, not read off the
    /// failures' text: a view named `pixels` that appears is a layout change.
    @Test func aViewNamedPixelsIsStillALayoutChange() throws {
        try stampGoldenAsAnotherMachines()
        try folder.write("screens/row.visual", Self.row(kind: "image") + "H:[b]-10-[pixels(20)]\nV:|-20-[pixels(30)]\n")
        let run = try check(["--strict-renderer"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("    the layout changed, and so did the renderer (cairo 0.0.1-other → "), "\(run)")
    }

    /// The renderer's stamp is a checksum of every font file, read only when the pictures
    /// differ: a picture byte for byte its golden's passes on its pixels, with no note.
    @Test func aPictureByteForByteItsGoldensPassesWhateverDrewTheGolden() throws {
        try stampGoldenAsAnotherMachines()
        let run = try check()
        #expect(run.status == 0, "\(run)")
        #expect(!run.stdout.contains("renderer"), "\(run)")
        #expect(try check(["--strict-renderer"]).status == 0)
    }

    @Test func layoutOnlyComparesNoPixelsOnTheSameRendererEither() throws {
        try folder.write("screens/row.visual", Self.row(kind: "box"))
        let pixels = try check()
        #expect(pixels.status == 1)
        #expect(!pixels.stdout.contains("renderer"), "the same renderer: nothing to say about it")
        #expect(pixels.stdout.split(separator: "\n")[1] == "    the layout did not change; only the pixels differ", "\(pixels)")
        #expect(try check(["--layout-only"]).status == 0)
        try folder.write("screens/row.visual", Self.row(kind: "box", gap: 12))
        #expect(try check(["--layout-only"]).status == 1)
    }
}
