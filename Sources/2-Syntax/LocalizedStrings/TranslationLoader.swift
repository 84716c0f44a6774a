import Foundation
import VisualSyntax

/// Reads the languages `--strings`, `--locale` and `--pseudo` ask for, in that order: each
/// `.strings` file is one language; each String Catalog gives one language per `--locale`
/// (one is needed); each pseudo-language is one more, applied to the file's own text.
public enum TranslationLoader {
    /// Why the languages could not be read: as printed (`FILE: error: …`, or a `.strings`
    /// file's syntax errors with their source lines), or a mistake in the options themselves.
    public struct Failure: Error, Sendable {
        public var printed: [FileDiagnostic]
        /// Set for a mistake of the options rather than of a file (`printed` is then empty).
        public var usage: String?

        /// An error of the whole file at `path`.
        init(_ message: String, in path: String) {
            printed = [.error(message, in: path)]
        }

        /// A `.strings` file's syntax errors, rendered against its text.
        init(_ diagnostics: [Diagnostic], of source: SourceFile) {
            printed = DiagnosticRenderer(source: source).printed(diagnostics)
        }

        init(usage: String) {
            (printed, self.usage) = ([], usage)
        }

        /// What the commands print: every line ending in a newline.
        public var text: String { usage.map { $0 + "\n" } ?? printed.map(\.text).joined() }
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
            throw Failure(usage: "--locale chooses a language of a String Catalog (--strings FILE.xcstrings); "
                          + "there is none")
        }
        for path in strings {
            let bytes: [UInt8]
            do {
                bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw Failure("cannot read the strings file: "
                              + ((error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription), in: path)
            }
            let fileName = (path as NSString).lastPathComponent
            if path.hasSuffix(".xcstrings") {
                let catalog: StringCatalog
                do {
                    catalog = try StringCatalog.parse(bytes)
                } catch {
                    throw Failure("\(error)", in: path)
                }
                guard !locales.isEmpty else {
                    throw Failure("a String Catalog needs --locale LANG to choose a language "
                                  + "(it has \(catalog.languages.joined(separator: ", ")))", in: path)
                }
                for locale in locales {
                    // An app running in a language its catalog lacks shows the source
                    // language's texts: so does the picture, once warned.
                    var language = locale
                    if !catalog.languages.contains(locale) {
                        language = catalog.sourceLanguage
                        let message = "no language '\(locale)' in this String Catalog (it has "
                            + "\(catalog.languages.joined(separator: ", "))): its texts are drawn in the "
                            + "source language, \(language), as an app running in '\(locale)' shows them"
                        warnings.append(FileDiagnostic(file: path, severity: .warning, message: message).header)
                    }
                    translations.append(Translation(name: locale, tableName: "\(fileName) (\(locale))",
                                                    table: catalog.table(for: language)))
                }
            } else {
                let (table, diagnostics, source) = StringsTable.parse(bytes, name: path)
                guard let table else {
                    throw diagnostics.isEmpty ? Failure("not a strings table", in: path) : Failure(diagnostics, of: source)
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
