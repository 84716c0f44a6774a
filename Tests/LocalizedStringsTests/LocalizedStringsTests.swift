import Foundation
import Testing
import LocalizedStrings
import VisualLayout
import VisualRender
import VisualProcessTesting
import VisualSyntax

/// Strings tables, String Catalogs, pseudo-languages, and a screen laid out and drawn in
/// several languages (docs/format-file.md, "Localized text").
@Suite struct StringsTableTests {
    @Test func entriesCommentsAndEscapes() throws {
        let text = """
            /* A comment
               over lines */
            "Sign in" = "Anmelden"; // trailing comment
            "quote \\"x\\"" = "Zitat \\"x\\"\\nzweite Zeile";
            bare_key = "bare \\U00E9";
            "twice" = "first";
            "twice" = "second";
            """
        let (table, diagnostics, _) = StringsTable.parse(Array(text.utf8), name: "de.strings")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(table?.entries == ["Sign in": "Anmelden", "quote \"x\"": "Zitat \"x\"\nzweite Zeile",
                                   "bare_key": "bare é", "twice": "second"])
    }

    @Test(arguments: [true, false])
    func utf16WithAByteOrderMark(littleEndian: Bool) throws {
        let text = "\"Sign in\" = \"ログイン\";\n"
        var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for unit in text.utf16 {
            bytes += littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        let (table, diagnostics, _) = StringsTable.parse(bytes, name: "ja.strings")
        #expect(diagnostics.isEmpty)
        #expect(table?.entries == ["Sign in": "ログイン"])
    }

    /// Errors are at the line and column of the problem.
    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "expected ';'", 2, 1),
        ("\"a\" \"b\";", "expected '='", 1, 5),
        ("\"a\" = \"b;", "never closed", 1, 7),
        ("/* open", "never closed", 1, 1),
        ("\"a\" = ;", "expected a value", 1, 7),
        ("\"a\" = \"\\U12\";", "four hexadecimal digits", 1, 8),
    ])
    func errorsSayWhere(text: String, message: String, line: Int, column: Int) {
        let (table, diagnostics, _) = StringsTable.parse(Array(text.utf8), name: "x.strings")
        #expect(table == nil)
        let first = try? #require(diagnostics.first)
        #expect(first?.message.contains(message) == true, "\(diagnostics)")
        #expect(first?.location == SourceLocation(line: line, column: column), "\(diagnostics)")
    }
}

@Suite struct StringCatalogTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Sign in": {"localizations": {
            "ja": {"stringUnit": {"state": "translated", "value": "ログイン"}},
            "de": {"stringUnit": {"state": "translated", "value": "Anmelden"}}}},
          "%lld items": {"localizations": {
            "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld Artikel"}},
                                              "other": {"stringUnit": {"state": "translated", "value": "%lld Artikel (viele)"}}}}}}},
          "Untranslated": {}
        }}
        """

    @Test func languagesAndValues() throws {
        let catalog = try StringCatalog.parse(Array(Self.catalog.utf8))
        #expect(catalog.languages == ["en", "de", "ja"])
        #expect(catalog.table(for: "de").entries == ["Sign in": "Anmelden", "%lld items": "%lld Artikel (viele)"])
        #expect(catalog.table(for: "en").entries["Untranslated"] == "Untranslated")
        #expect(catalog.table(for: "ja").entries["%lld items"] == nil)
    }

    @Test func notACatalog() {
        #expect(throws: StringCatalog.Error.self) { try StringCatalog.parse(Array("{\"x\": 1}".utf8)) }
        #expect(throws: StringCatalog.Error.self) { try StringCatalog.parse(Array("{".utf8)) }
    }
}

@Suite struct TranslatedLayoutTests {
    static let screen = """
        canvas 320 x 120
        view title label "Sign in"
        view go button "Continue"
        H:|-[title]-|
        H:|-[go]-|
        V:|-[title]-[go]
        """

    /// The layout measures the translated text; an untranslated text is a warning at its
    /// literal; a translation that no longer fits is a truncation warning.
    @Test func textIsTranslatedBeforeItIsMeasured() throws {
        let table = StringsTable(entries: ["Continue": "Weiter zur nächsten Seite und darüber hinaus"])
        let translation = Translation(name: "de", tableName: "de.strings", table: table)
        let result = LayoutPipeline.layout(text: Self.screen, name: "s.visual", translation: translation)
        let tree = try #require(result.tree)
        #expect(tree.views.first { $0.name == "go" }?.text == "Weiter zur nächsten Seite und darüber hinaus")
        let untranslated = result.diagnostics.filter { $0.message.contains("no entry in de.strings") }
        #expect(untranslated.count == 1 && untranslated[0].location == SourceLocation(line: 2, column: 18))
        #expect(result.diagnostics.contains { $0.message.contains("'go'") && $0.message.contains("truncated") })
    }

    /// A file parsed once and built in each language lays out as the file read anew per
    /// language does: the languages share the syntax tree and none changes it for the next.
    @Test func oneParseServesEveryLanguage() throws {
        let languages = [
            Translation(name: "de", tableName: "de.strings",
                        table: StringsTable(entries: ["Continue": "Weiter zur nächsten Seite", "Sign in": "Anmelden"])),
            Translation(name: "rtl", tableName: nil, table: nil, pseudo: .rtl),
            Translation(name: "double", tableName: nil, table: nil, pseudo: .double),
        ]
        let parsed = LayoutPipeline.parse(text: Self.screen, name: "s.visual")
        for translation in languages {
            let once = try #require(LayoutPipeline.constraints(of: parsed, translation: translation).system)
            let anew = try #require(LayoutPipeline.constraints(text: Self.screen, name: "s.visual",
                                                               translation: translation).system)
            let (a, b) = (LayoutEngine(system: once).layout(), LayoutEngine(system: anew).layout())
            #expect(a.views.map { [$0.name, "\($0.x)", "\($0.width)", $0.text ?? ""] }
                    == b.views.map { [$0.name, "\($0.x)", "\($0.width)", $0.text ?? ""] }, "\(translation.name)")
        }
        #expect(parsed.file == LayoutPipeline.parse(text: Self.screen, name: "s.visual").file)
    }

    @Test func pseudoLanguages() {
        #expect(PseudoLanguage.double.apply("Sign in\nnow") == "Sign in Sign in\nnow now")
        #expect(PseudoLanguage.accented.apply("Sign in") == "Šîĝñ îñ")
        #expect(PseudoLanguage.rtl.apply("ab") == "\u{202E}ab\u{202C}")
    }

    /// `render` draws one frame per language side by side, each captioned with its language.
    @Test func oneFramePerLanguage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("languages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.screen.write(to: directory.appendingPathComponent("s.visual"), atomically: true, encoding: .utf8)
        try "\"Sign in\" = \"Anmelden\";\n\"Continue\" = \"Weiter\";\n"
            .write(to: directory.appendingPathComponent("de.strings"), atomically: true, encoding: .utf8)
        try StringCatalogTests.catalog.write(to: directory.appendingPathComponent("app.xcstrings"), atomically: true,
                                             encoding: .utf8)
        let run = try VisualProcess.run(["render", "s.visual", "-o", "s.png", "--scene", "s.json", "--strings",
                                         "de.strings", "--strings", "app.xcstrings", "--locale", "ja",
                                         "--pseudo", "double"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("[ja] text \"Continue\" of 'go' has no entry"), "\(run.stderr)")
        let scene = try String(contentsOf: directory.appendingPathComponent("s.json"), encoding: .utf8)
        for caption in ["de · 320 × 120", "ja · 320 × 120", "Double-Length Pseudolanguage · 320 × 120"] {
            #expect(scene.contains("\"text\": \"\(caption)\""), "\(caption)")
        }
        #expect(scene.contains("\"text\": \"Anmelden\"") && scene.contains("\"text\": \"ログイン\"")
                && scene.contains("\"text\": \"Sign in Sign in\""))
        // A catalog without --locale, --locale without a catalog, a missing table: exit 2.
        for arguments in [["--strings", "app.xcstrings"], ["--locale", "de"], ["--strings", "missing.strings"]] {
            let bad = try VisualProcess.run(["render", "s.visual", "-o", "bad.png"] + arguments, in: directory)
            #expect(bad.status == 2, "\(arguments): \(bad.stderr)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("bad.png").path))
        }
    }

    /// A language the catalog lacks is drawn as an app running in it shows the screen: in
    /// the catalog's source language, after one warning that lists the languages it has
    /// (docs/format-file.md, "Localized text": a text with no entry keeps its text).
    @Test func aLanguageTheCatalogLacksDrawsTheSourceTexts() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("no-fr-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.screen.write(to: directory.appendingPathComponent("s.visual"), atomically: true, encoding: .utf8)
        try StringCatalogTests.catalog.write(to: directory.appendingPathComponent("app.xcstrings"), atomically: true,
                                             encoding: .utf8)
        let render = try VisualProcess.run(["render", "s.visual", "-o", "s.png", "--scene", "s.json",
                                            "--strings", "app.xcstrings", "--locale", "fr"], in: directory)
        #expect(render.status == 0, "\(render.stderr)")
        let warning = "app.xcstrings: warning: no language 'fr' in this String Catalog (it has en, de, ja)"
        #expect(render.stderr.components(separatedBy: warning).count == 2, "\(render.stderr)")
        let scene = try String(contentsOf: directory.appendingPathComponent("s.json"), encoding: .utf8)
        #expect(scene.contains("\"text\": \"Sign in\"") && !scene.contains("Anmelden"), "\(scene)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("s.png").path))

        let layout = try VisualProcess.run(["layout", "s.visual", "--format", "json", "--strings", "app.xcstrings",
                                            "--locale", "fr"], in: directory)
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stderr.components(separatedBy: warning).count == 2, "\(layout.stderr)")
        // "Continue" is in no language of the catalog: its own warning, as in any language.
        #expect(layout.stderr.contains("text \"Continue\" of 'go' has no entry in app.xcstrings (fr)"),
                "\(layout.stderr)")
        #expect(layout.stdout.contains("\"text\": \"Sign in\""), "\(layout.stdout)")
    }
}
