import Foundation

extension TranslationLoader {
    /// The strings tables that sit beside a format file and name it, so that `visual check`
    /// draws and keeps the file in every language it ships in without options per file:
    /// for `Samples/welcome.visual`, `Samples/welcome.xcstrings` (every language of the
    /// catalog, in its order) and `Samples/welcome.LANG.strings` (one language each, by
    /// name), the catalog's first. Empty when there are none: the file is drawn in its own text.
    ///
    /// `folderNames`: the names in the file's folder when the caller has listed it already
    /// (a check of a whole folder lists it once, not once per file); nil lists it here.
    public static func tablesBeside(formatFile path: String, folderNames: [String]? = nil) throws(Failure)
        -> [Translation] {
        guard path.hasSuffix(".visual") else { return [] }
        let stem = String(path.dropLast(".visual".count))
        let folder = (path as NSString).deletingLastPathComponent
        let prefix = (stem as NSString).lastPathComponent + "."
        let names: [String]
        if let folderNames {
            names = folderNames
        } else {
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)
            } catch {
                throw Failure("cannot list the folder for the strings tables of \(path): " + error.localizedDescription,
                              in: folder.isEmpty ? "." : folder)
            }
        }
        let strings = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".strings") && $0.count > prefix.count + 8 }
            .sorted()
        var translations: [Translation] = []
        let catalog = stem + ".xcstrings"
        if names.contains(prefix + "xcstrings") {
            let languages: [String]
            do {
                languages = try StringCatalog.parse(Array(try Data(contentsOf: URL(fileURLWithPath: catalog)))).languages
            } catch {
                throw Failure("\(error)", in: catalog)
            }
            translations += try load(strings: [catalog], locales: languages, pseudo: []).translations
        }
        for name in strings {
            let file = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            for var translation in try load(strings: [file], locales: [], pseudo: []).translations {
                // `welcome.de.strings` is German, as `de.strings` is.
                translation.name = String(translation.name.dropFirst(prefix.count))
                translations.append(translation)
            }
        }
        return translations
    }
}
