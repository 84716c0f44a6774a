import ArgumentParser
import LocalizedStrings
import VisualSyntax

/// The languages a command lays a file out in (docs/format-file.md, "Localized text") and its
/// layout direction ("Layout direction"): the options `layout` and `render` share.
struct LanguageOptions: ParsableArguments {
    @Option(name: .customLong("strings"),
            help: ArgumentHelp("Translate every view's text with this table: FILE.strings, or FILE.xcstrings with --locale (render: repeat for one frame per language).",
                               valueName: "FILE"))
    var strings: [String] = []

    @Option(name: .customLong("locale"),
            help: ArgumentHelp("The language of a String Catalog to use (render: repeat for several).",
                               valueName: "LANG"))
    var locales: [String] = []

    @Option(name: .customLong("pseudo"),
            help: ArgumentHelp("Xcode's pseudo-language: double (each text twice), accented, or rtl (mirrored text); render: repeat for several.",
                               valueName: "LANGUAGE"))
    var pseudo: [PseudoLanguage] = []

    @Option(help: ArgumentHelp("Lay the file out left to right (ltr) or right to left (rtl), whatever its 'direction' or the language says.",
                               valueName: "ltr|rtl"))
    var direction: LayoutDirection?

    func validate() throws {
        guard !strings.contains("") else { throw ValidationError("--strings needs a file, not an empty path") }
    }

    /// The languages asked for, in order; empty when none was. Prints the loader's warnings
    /// (a language a String Catalog lacks). Prints why and throws
    /// `InputFailure` (exit 2) when a table cannot be read.
    func translations() throws -> [Translation] {
        do {
            let (translations, warnings) = try TranslationLoader.load(strings: strings, locales: locales, pseudo: pseudo)
            for warning in warnings { printError(warning + "\n") }
            return translations
        } catch {
            printError(error.text)
            throw InputFailure()
        }
    }
}

extension PseudoLanguage: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
