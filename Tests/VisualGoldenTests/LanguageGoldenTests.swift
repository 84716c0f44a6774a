import Foundation
import LocalizedStrings
import PNGCodec
import Testing
import VisualGolden
import VisualProcessTesting

/// A format file with strings tables beside it is checked in every language they have:
/// the golden is the sheet of those frames, so a changed translation fails the check.
@Suite struct LanguageGoldenTests {
    static let screen = """
        canvas 200 x 80
        view go button "Sign in"
        H:|-20-[go]-20-|
        V:|-20-[go(40)]
        """

    let folder: TemporaryFolder
    let location: GoldenLocation

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("screen.visual", Self.screen)
        try folder.write("screen.de.strings", "\"Sign in\" = \"Anmelden\";\n")
        try folder.write("screen.ja.strings", "\"Sign in\" = \"サインイン\";\n")
        // Another file's table is not this file's.
        try folder.write("other.fr.strings", "\"Sign in\" = \"Connexion\";\n")
        location = GoldenLocation(formatFile: folder.path + "/screen.visual", name: "screen",
                                  goldenDirectory: folder.path + "/golden")
    }

    @Test func theTablesBesideAFileAreItsLanguages() throws {
        let translations = try TranslationLoader.tablesBeside(formatFile: location.formatFile)
        #expect(translations.map(\.name) == ["de", "ja"])
        try folder.write("screen.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Sign in": {"localizations": {
              "ar": {"stringUnit": {"state": "translated", "value": "تسجيل الدخول"}}}}}}
            """)
        let withCatalog = try TranslationLoader.tablesBeside(formatFile: location.formatFile)
        #expect(withCatalog.map(\.name) == ["en", "ar", "de", "ja"])
        #expect(withCatalog[1].isRightToLeft)
    }

    @Test func theGoldenIsOneFramePerLanguageAndATranslationChangeFails() throws {
        let recorded = GoldenCheck(mode: .missing).check(location)
        try #require(recorded.status == .recorded, "\(recorded.errors)")
        let sheet = try PNGDecoder.read(path: location.pngPath)
        // Two 200-point frames side by side, each wider than one frame alone.
        #expect(sheet.width > 2 * 200)
        #expect(GoldenCheck(mode: .never).check(location).status == .passed)

        try folder.write("screen.de.strings", "\"Sign in\" = \"Einloggen\";\n")
        #expect(GoldenCheck(mode: .never).check(location).status == .failed)
    }

    @Test func aTableThatDoesNotReadIsAnErrorOfTheFile() throws {
        try folder.write("screen.de.strings", "\"Sign in\" = \n")
        let result = GoldenCheck(mode: .missing).check(location)
        #expect(result.status == .error)
        #expect(result.errors.contains { $0.file.hasSuffix("screen.de.strings") }, "\(result.shownErrors)")
        #expect(!FileManager.default.fileExists(atPath: location.pngPath))
    }
}
