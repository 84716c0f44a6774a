import Foundation
import Testing
import ParallelWork
import VisualProcessTesting
@testable import VisualRender

/// The same input gives the same bytes, whatever the order, the thread or what was drawn
/// before in the process.
@Suite struct DeterminismTests {
    static let files = ["login.visual", "card.visual", "problems.visual", "spacer.visual", "gap.visual",
                        "languages.visual"]

    /// Renders the fixtures in the given order on `threads` threads at once, each thread
    /// taking the next file as `visual render` of a folder does, and returns each one's bytes.
    private func batch(order: [String], format: PictureFormat, threads: Int) throws -> [String: [UInt8]] {
        let texts = try order.map { try fixture($0) }
        let drawn = parallelMap(Array(zip(order, texts)), threads: threads) { name, text in
            (try? PictureRenderer.render(text: text, name: name, format: format,
                                         options: RenderOptions(scale: 2)))?.bytes ?? []
        }
        // A file drawn twice in one batch must come out alike both times: else it maps to no bytes.
        return Dictionary(zip(order, drawn), uniquingKeysWith: { first, second in first == second ? first : [] })
    }

    @Test(arguments: PictureFormat.allCases)
    func sameBytesInAnyOrderOnAnyThread(format: PictureFormat) throws {
        let forwards = try batch(order: Self.files, format: format, threads: 1)
        let backwards = try batch(order: Self.files.reversed(), format: format, threads: 2)
        let twice = try batch(order: Self.files + Self.files.map { $0 }, format: format, threads: 2)
        for name in Self.files {
            #expect(forwards[name] == backwards[name], "\(name) differs between orders and threads")
            #expect(forwards[name] == twice[name])
            #expect(!(forwards[name] ?? []).isEmpty)
        }
    }

    /// The machine's locale does not reach the text engine: Pango would take the language
    /// of Han text from it (and draw Japanese or Chinese forms).
    @Test(arguments: [PictureFormat.png, .svg])
    func sameBytesUnderAnotherLocale(format: PictureFormat) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var pictures: [[UInt8]] = []
        let locales: [[String: String?]] = [
            ["LANGUAGE": nil, "PANGO_LANGUAGE": nil, "LC_ALL": "C.UTF-8"],
            ["LANGUAGE": "ja:zh_TW", "PANGO_LANGUAGE": "ja", "LC_ALL": "ja_JP.UTF-8", "LANG": "ja_JP.UTF-8"],
        ]
        for (index, environment) in locales.enumerated() {
            let output = directory.appendingPathComponent("\(index).\(format.rawValue)").path
            let run = try VisualProcess.run(["render", fixturePath("languages.visual"), "-o", output],
                                            environment: environment)
            #expect(run.status == 0, "\(run)")
            pictures.append(try [UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
        }
        #expect(pictures[0] == pictures[1])
    }

    /// Cairo's SVG ids come from process-wide counters: renumbered, an SVG drawn after
    /// other surfaces has the same bytes as one drawn first.
    @Test func svgDoesNotDependOnWhatWasDrawnBefore() throws {
        let first = try render("card.visual", format: .svg)
        for name in ["login.visual", "problems.visual"] {
            _ = try render(name, format: .svg)
            _ = try render(name, format: .png)
        }
        let again = try render("card.visual", format: .svg)
        #expect(first.bytes == again.bytes)
        #expect(SVGIds.renumber(first.bytes) == first.bytes, "renumbering is idempotent")
    }

    /// No date in the PDF: the same picture drawn a second later is the same file.
    @Test func pdfHasNoTimestamp() throws {
        let first = try render("login.visual", format: .pdf)
        let text = String(decoding: first.bytes, as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(!text.contains("CreationDate"))
        #expect(!text.contains("ModDate"))
        #expect(text.contains("/Title (login.visual)"))
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try render("login.visual", format: .pdf).bytes == first.bytes)
    }

    /// The renumbering itself, on a hand-written SVG: ids in order of appearance, every
    /// reference (`#id` in an attribute or `url(#id)`) renamed with it, nothing else touched.
    @Test func renumberingRewritesIdsAndReferences() {
        let svg = ##"<g id="surface17"><clipPath id="clip4"/><use xlink:href="#glyph3-2" x="1"/>"##
            + ##"<symbol id="glyph3-2"/><g clip-path="url(#clip4)" style="fill:rgb(1%,2%,3%);"/>"##
            + ##"<g id="surface170"/><text>#surface17 stays</text></g>"##
        let expected = ##"<g id="surface1"><clipPath id="clip1"/><use xlink:href="#glyph1" x="1"/>"##
            + ##"<symbol id="glyph1"/><g clip-path="url(#clip1)" style="fill:rgb(1%,2%,3%);"/>"##
            + ##"<g id="surface2"/><text>#surface17 stays</text></g>"##
        #expect(String(decoding: SVGIds.renumber(Array(svg.utf8)), as: UTF8.self) == expected)
    }
}
