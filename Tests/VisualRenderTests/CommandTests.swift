import Foundation
import Testing
import VisualProcessTesting

/// `visual render` run as a process: exit status, messages, the files it leaves.
@Suite struct RenderCommandTests {
    private func visual(_ arguments: [String], in directory: URL? = nil) throws -> ProcessRun {
        try VisualProcess.run(arguments, in: directory)
    }

    @Test func rendersEachFormat() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        for (name, magic) in [("out.png", [0x89, 0x50, 0x4E, 0x47]), ("out.svg", Array("<?xm".utf8).map(Int.init)),
                              ("out.pdf", Array("%PDF".utf8).map(Int.init))] {
            let path = directory.appendingPathComponent(name).path
            let run = try visual(["render", fixturePath("card.visual"), "-o", path, "--scale", "2", "--theme", "dark"])
            #expect(run.status == 0, "\(run.stderr)")
            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect(Array(bytes.prefix(4)).map(Int.init) == magic)
        }
    }

    @Test func warningsGoToStandardError() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        let run = try visual(["render", fixturePath("problems.visual"), "-o", directory.appendingPathComponent("p.png").path])
        #expect(run.status == 0)
        #expect(run.stderr.contains("problems.visual:4:17: warning: conflict"))
        #expect(run.stderr.contains("ambiguous"))
    }

    /// Exit 2 and no file: errors in the format file, an unknown extension, a bad option,
    /// a picture too large.
    @Test(arguments: [
        (["H:|-[a(50]"], "out.png", [String](), "bad.visual:1:7: error:"),
        (["H:|-[a]-|"], "out.jpg", [], "unknown picture format '.jpg'"),
        (["H:|-[a]-|"], "out.png", ["--scale", "4"], "--scale must be 1, 2 or 3"),
        (["H:|-[a]-|"], "out.png", ["--size", "wide"], "The value 'wide' is invalid for '--size <WxH>'"),
        (["H:|-[a]-|"], "out.png", ["--theme", "neon"], "neon"),
        (["H:|-[a]-|"], "out.png", ["--size", "9000x9000"], "the picture would be"),
        (["H:|-[a]-|"], "out.png", ["--title", "x", "--no-title"], "cannot be used together"),
        (["H:|-[a]-|"], "missing/out.png", [], "missing/out.png: error: no such directory"),
    ])
    func failsWithStatusTwoAndWritesNothing(lines: [String], output: String, options: [String], message: String) throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        let input = directory.appendingPathComponent("bad.visual")
        try (lines.joined(separator: "\n") + "\n").write(to: input, atomically: true, encoding: .utf8)
        let run = try visual(["render", "bad.visual", "-o", output] + options, in: directory)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.visual"])
    }

    /// A picture too large is refused naming the limit it breaks (a side over 32,767 pixels,
    /// or the total), and the option to change. Sizes far beyond the limits once overflowed
    /// `Int` while the refusal was being written (SIGILL).
    @Test(arguments: [
        // 1e11 × 1e9 points: the product is past Int.max.
        (["canvas fit", "H:|[a]|", "V:|[a(1000000000)]|", "a.width == 100 * a.height"], [String](),
         ["a side may be at most 32767 pixels", "--size"], ["--scale", "in all"]),
        (["H:|[a]|", "V:|[a]|"], ["--scale", "3"] + Array(repeating: ["--size", "1000000000x1000000000"], count: 4).flatMap { $0 },
         ["a side may be at most 32767 pixels", "--size", "--scale"], ["in all"]),
        (["canvas 40000 x 10", "H:|[a]|"], [], ["would be 400", "a side may be at most 32767 pixels"], ["in all"]),
        (["canvas 7000 x 7200", "H:|[a]|"], [], ["pixels in all", "the limit is 50000000"], ["a side"]),
        (["canvas 100 x 100", "H:|[a]|"], ["--title", String(repeating: "W", count: 3000)],
         ["--title", "a side may be at most 32767 pixels"], ["--scale", "--size"]),
    ])
    func aPictureTooLargeSaysWhichLimit(lines: [String], options: [String], says: [String], doesNotSay: [String]) throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        try (lines.joined(separator: "\n") + "\n").write(to: directory.appendingPathComponent("big.visual"),
                                                        atomically: true, encoding: .utf8)
        let run = try visual(["render", "big.visual", "-o", "big.png"] + options, in: directory)
        #expect(run.status == 2, "\(run)")
        #expect(run.stderr.hasPrefix("big.visual: error: "), "\(run.stderr)")
        for text in says { #expect(run.stderr.contains(text), "\(run.stderr)") }
        for text in doesNotSay { #expect(!run.stderr.contains(text), "\(run.stderr)") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["big.visual"])
    }


    /// A directory of files into a directory of pictures; no progress line when standard
    /// error is not a terminal; a bad file fails the run (exit 2) but the others are drawn.
    @Test func batchIntoADirectory() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        let inputs = directory.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        for name in ["gap", "card", "spacer"] {
            try FileManager.default.copyItem(atPath: fixturePath("\(name).visual"),
                                             toPath: inputs.appendingPathComponent("\(name).visual").path)
        }
        let out = directory.appendingPathComponent("out").path + "/"
        let run = try visual(["render", inputs.path, "-o", out, "--format", "svg"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("rendered"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == ["card.svg", "gap.svg", "spacer.svg"])

        try "H:|-[a(50]\n".write(to: inputs.appendingPathComponent("broken.visual"), atomically: true, encoding: .utf8)
        let png = directory.appendingPathComponent("png").path + "/"
        let failing = try visual(["render", inputs.path, "-o", png])
        #expect(failing.status == 2)
        #expect(failing.stderr.contains("broken.visual:1:7: error:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: png).sorted() == ["card.png", "gap.png", "spacer.png"])
    }

    /// A folder of app code holds files with no layout (models, helpers): they are passed
    /// over with a note, and the layouts beside them drawn; named alone, such a file is
    /// still an error.
    @Test func sourceFilesWithoutALayoutInAFolderArePassedOver() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("no-layout-\(UUID().uuidString)")
        let inputs = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            import UIKit
            final class Row: UIView {
                let title = UILabel()
                func setUp() {
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [],
                                                                  metrics: nil, views: ["title": title]))
                }
            }

            """.write(to: inputs.appendingPathComponent("Row.swift"), atomically: true, encoding: .utf8)
        let model = inputs.appendingPathComponent("Model.swift").path
        try "struct Model { let name: String }\n".write(toFile: model, atomically: true, encoding: .utf8)
        let out = directory.appendingPathComponent("out").path + "/"
        let run = try visual(["render", inputs.path, "-o", out])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("\(model): note: skipped: no layout in this file"), "\(run.stderr)")
        #expect(!run.stderr.contains("error"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: out + "Row.png"))
        let alone = try visual(["render", model, "-o", directory.appendingPathComponent("model.png").path])
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("no layout found in this file"), "\(alone.stderr)")
    }

    @Test func severalFilesNeedADirectory() throws {
        let run = try visual(["render", fixturePath("gap.visual"), fixturePath("card.visual"), "-o", "/tmp/one.png"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("need a directory"))
    }
}
