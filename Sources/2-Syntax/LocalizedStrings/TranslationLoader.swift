import Foundation
import VisualSyntax

/// Reads the languages `--strings`, `--locale` and `--pseudo` ask for, in that order: each
/// `.strings` file is one language; each String Catalog gives one language per `--locale`
/// (one is needed); each pseudo-language is one more, applied to the file's own text.
public enum TranslationLoader {
    /// Why the languages could not be read: the diagnostics (compiler style, with the
    /// table's source when a `.strings` file has a syntax error), or a message.
    public struct Failure: Error, Sendable {
        public var message: String
        public var diagnostics: [Diagnostic]
        public var source: SourceFile?
    }

    ///
    /// A `--locale` the catalog does not have is a warning, not a failure: its frame takes
    /// the source language's texts (the `warnings`, one line each, say so).
    public static func load(strings: [String], locales: [String], pseudo: [PseudoLanguage]) throws(Failure)
        -> (translations: [Translation], warnings: [String]) {
        var translations: [Translation] = []
        var warnings: [String] = []
        let catalogs = strings.filter { $0.hasSuffix(".xcstrings") }
        if !locales.isEmpty && catalogs.isEmpty {
            throw Failure(message: "--locale chooses a language of a String Catalog (--strings FILE.xcstrings); "
                          + "there is none", diagnostics: [], source: nil)
        }
        for path in strings {
            let bytes: [UInt8]
            do {
                bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw Failure(message: "\(path): error: cannot read the strings file: "
                              + ((error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription),
                              diagnostics: [], source: nil)
            }
            let fileName = (path as NSString).lastPathComponent
            if path.hasSuffix(".xcstrings") {
                let catalog: StringCatalog
                do {
                    catalog = try StringCatalog.parse(bytes)
                } catch {
                    throw Failure(message: "\(path): error: \(error)", diagnostics: [], source: nil)
                }
                guard !locales.isEmpty else {
                    throw Failure(message: "\(path): error: a String Catalog needs --locale LANG to choose a language "
                                  + "(it has \(catalog.languages.joined(separator: ", ")))", diagnostics: [], source: nil)
                }
                for locale in locales {
                    // An app running in a language its catalog lacks shows the source
                    // language's texts: so does the picture, once warned.
                    var language = locale
                    if !catalog.languages.contains(locale) {
                        language = catalog.sourceLanguage
                        warnings.append("\(path): warning: no language '\(locale)' in this String Catalog (it has "
                                        + "\(catalog.languages.joined(separator: ", "))): its texts are drawn in the "
                                        + "source language, \(language), as an app running in '\(locale)' shows them")
                    }
                    translations.append(Translation(name: locale, tableName: "\(fileName) (\(locale))",
                                                    table: catalog.table(for: language)))
                }
            } else {
                let (table, diagnostics, source) = StringsTable.parse(bytes, name: path)
                guard let table else {
                    throw Failure(message: "\(path): error: not a strings table", diagnostics: diagnostics,
                                  source: source)
                }
                // `de.lproj/Localizable.strings` is German; `de.strings` too.
                let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                let name = folder.hasSuffix(".lproj") ? String(folder.dropLast(6))
                    : (fileName as NSString).deletingPathExtension
                translations.append(Translation(name: name, tableName: fileName, table: table))
            }
        }
        for language in pseudo {
            translations.append(Translation(name: language.frameName, tableName: nil, table: nil, pseudo: language))
        }
        return (translations, warnings)
    }
}
