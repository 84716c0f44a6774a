import Foundation
import Testing
import LocalizedStrings
import VisualLayout
import VisualRender
import VisualProcessTesting
import VisualSyntax

/// A right-to-left language lays the screen out right to left, as UIKit does for an app in
/// that language; `--direction` still decides when it is given.
@Suite struct RightToLeftLanguageTests {
    static let screen = """
        canvas 320 x 100
        view title label "Sign in"
        H:|-20-[title(100)]
        V:|-10-[title(30)]
        """

    private func titleX(_ translation: Translation?, direction: LayoutDirection? = nil) throws -> Double {
        let result = LayoutPipeline.layout(text: Self.screen, name: "s.visual", translation: translation,
                                           direction: direction)
        return try #require(result.tree?.views.first { $0.name == "title" }).x
    }

    @Test func whichTranslationsAreRightToLeft() {
        let table = StringsTable(entries: [:])
        #expect(Translation(name: "x", tableName: nil, table: nil, pseudo: .rtl).isRightToLeft)
        #expect(!Translation(name: "x", tableName: nil, table: nil, pseudo: .double).isRightToLeft)
        for name in ["ar", "he", "fa", "ur", "ar-EG", "he_IL", "AR"] {
            #expect(Translation(name: name, tableName: "\(name).strings", table: table).isRightToLeft, "\(name)")
        }
        for name in ["de", "ja", "en-GB", "Localizable", "arabic"] {
            #expect(!Translation(name: name, tableName: "\(name).strings", table: table).isRightToLeft, "\(name)")
        }
    }

    @Test func theLanguageChoosesTheDirectionUnlessTheCommandLineDoes() throws {
        let arabic = Translation(name: "ar", tableName: "ar.strings", table: StringsTable(entries: ["Sign in": "دخول"]))
        let pseudo = Translation(name: PseudoLanguage.rtl.frameName, tableName: nil, table: nil, pseudo: .rtl)
        let german = Translation(name: "de", tableName: "de.strings", table: StringsTable(entries: ["Sign in": "Los"]))
        #expect(try titleX(nil) == 20)
        #expect(try titleX(german) == 20)
        #expect(try titleX(arabic) == 200)
        #expect(try titleX(pseudo) == 200)
        #expect(try titleX(pseudo, direction: .leftToRight) == 20)
        #expect(try titleX(german, direction: .rightToLeft) == 200)
    }

    /// `render` with several languages lays each out in its own direction.
    @Test func eachFrameInItsLanguagesDirection() throws {
        var options = RenderOptions()
        options.translations = [Translation(name: "de", tableName: "de.strings", table: StringsTable(entries: [:])),
                                Translation(name: PseudoLanguage.rtl.frameName, tableName: nil, table: nil, pseudo: .rtl)]
        let picture = try PictureRenderer.render(text: Self.screen, name: "s.visual", format: .svg, options: options)
        #expect(picture.layouts.map(\.direction) == [.leftToRight, .rightToLeft])
        #expect(picture.layouts.map { $0.views.first { $0.name == "title" }?.x } == [20, 200])
    }

    @Test func pseudoRightToLeftOnTheCommandLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rtl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.screen.write(to: directory.appendingPathComponent("s.visual"), atomically: true, encoding: .utf8)
        let run = try VisualProcess.run(["layout", "s.visual", "--format", "json", "--pseudo", "rtl"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"direction\": \"rtl\""))
        #expect(run.stdout.contains("\"x\": 200"), "\(run.stdout)")
        let forced = try VisualProcess.run(["layout", "s.visual", "--format", "json", "--pseudo", "rtl",
                                            "--direction", "ltr"], in: directory)
        #expect(forced.status == 0 && forced.stdout.contains("\"x\": 20,"), "\(forced.stdout)")
    }
}
