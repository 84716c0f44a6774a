import AtomicOutput
import Foundation
import Testing
import VisualProcessTesting
@testable import VisualRender

/// Bad input and bad output: a clear error, and nothing half-written left behind.
@Suite struct ErrorTests {
    @Test func aFileWithErrorsHasNothingToDraw() {
        #expect {
            _ = try render("bad.visual", text: "canvas 100 x 100\nH:|-[a(50]")
        } throws: { error in
            guard case RenderError.layoutErrors(let diagnostics, let source) = error else { return false }
            return source.name == "bad.visual" && diagnostics.contains { $0.severity == .error }
        }
    }

    /// Too many pixels, or a side Cairo cannot make: refused before drawing, saying how big
    /// and which limit; a smaller --scale is suggested only where there is one.
    @Test(arguments: [
        ("canvas 8000 x 8000", 1, PictureFormat.png, OversizedPicture.Limit.total(50_000_000), false),
        ("canvas 3000 x 3000", 3, .png, .total(50_000_000), true),
        ("canvas 40000 x 10", 1, .png, .side(32_767), false),
        ("canvas 9000 x 9000", 1, .svg, .total(50_000_000), false),
    ])
    func aPictureTooLargeIsRefused(setting: String, scale: Int, format: PictureFormat,
                                   limit: OversizedPicture.Limit, suggestsScale: Bool) {
        #expect {
            _ = try render("large.visual", text: "\(setting)\nH:|-[a]-|", format: format,
                           options: RenderOptions(scale: scale))
        } throws: { error in
            guard case RenderError.tooLarge(let picture) = error else { return false }
            return picture.width >= 3000 && picture.height > 0 && picture.limit == limit && !picture.isTitleTooWide
                && "\(error)".contains("--scale") == suggestsScale && "\(error)".contains("--size")
        }
    }

    @Test func aLargeButAllowedCanvasDraws() throws {
        let picture = try render("large.visual", text: "canvas 2000 x 2000\nH:|-[a]-|\nV:|-[a]-|",
                                 options: RenderOptions(scale: 2))
        #expect(try Pixels(png: picture.bytes).width > 4000)
    }

    @Test func atomicWriteReplacesAWholeFile() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        let path = directory.appendingPathComponent("out.png").path
        try AtomicFile.write(Array("first".utf8), to: path)
        try AtomicFile.write(Array("second".utf8), to: path)
        #expect(FileManager.default.contents(atPath: path) == Data("second".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    /// A destination that cannot be written: an error naming it, no temporary file left,
    /// what was there untouched.
    @Test func anUnwritableDestinationLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        let occupied = directory.appendingPathComponent("taken.png")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        for path in [occupied.path, directory.appendingPathComponent("missing/out.png").path] {
            #expect {
                try AtomicFile.write([1, 2, 3], to: path)
            } throws: { error in
                guard let error = error as? AtomicFile.WriteError else { return false }
                return !error.message.isEmpty
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["taken.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: occupied.path).isEmpty)
    }

    @Test func anUnknownExtensionWritesNothing() throws {
        let folder = try TemporaryFolder()
        let directory = folder.url
        let run = try VisualProcess.run(["render", fixturePath("gap.visual"), "-o", directory.appendingPathComponent("gap.jpg").path],
                                        in: directory)
        #expect(run.status != 0 && run.stderr.contains("unknown picture format"), "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func sizesParse() {
        #expect(CanvasSize(parsing: "375x667") == CanvasSize(width: 375, height: 667))
        #expect(CanvasSize(parsing: "375×667") == CanvasSize(width: 375, height: 667))
        #expect(CanvasSize(parsing: "320xfit") == CanvasSize(width: 320, height: nil))
        #expect(CanvasSize(parsing: "fitXfit") == CanvasSize(width: nil, height: nil))
        for bad in ["375", "x667", "375x", "-1x5", "axb", "1x2x3", "infx3"] {
            #expect(CanvasSize(parsing: bad) == nil, "\(bad)")
        }
    }
}
