import Foundation

/// An Xcode String Catalog (`Localizable.xcstrings`): JSON with a source language and, per
/// key, a value per language.
///
/// A key's value in a language is its `stringUnit`'s `value`; a key with plural or device
/// variations takes the `other` plural's (then the first device's) value, the form a
/// mockup shows. A key with no entry for a language is untranslated there; in the source
/// language a key with no value is itself, as Xcode does.
public struct StringCatalog: Sendable, Equatable {
    public var sourceLanguage: String
    /// key → language → value.
    public var values: [String: [String: String]]

    public enum Error: Swift.Error, CustomStringConvertible {
        case notJSON(String)
        case wrongShape(String)

        public var description: String {
            switch self {
            case .notJSON(let reason): "not a String Catalog: the JSON does not parse (\(reason))"
            case .wrongShape(let reason): "not a String Catalog: \(reason)"
            }
        }
    }

    public static func parse(_ bytes: [UInt8]) throws(Error) -> StringCatalog {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw .notJSON((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")
        }
        guard let root = object as? [String: Any] else { throw .wrongShape("the top level is not an object") }
        guard let strings = root["strings"] as? [String: Any] else {
            throw .wrongShape("no \"strings\" object")
        }
        let source = root["sourceLanguage"] as? String ?? "en"
        var values: [String: [String: String]] = [:]
        for (key, entry) in strings {
            var byLanguage: [String: String] = [:]
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                if let value = Self.value(of: localization) { byLanguage[language] = value }
            }
            values[key] = byLanguage
        }
        return StringCatalog(sourceLanguage: source, values: values)
    }

    /// A localization's value: its string unit's, else its `other` plural's, else its first
    /// device variation's.
    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return value
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        if let plural = variations["plural"] as? [String: Any], let other = plural["other"] {
            return value(of: other)
        }
        if let device = variations["device"] as? [String: Any] {
            for name in device.keys.sorted() { if let value = value(of: device[name]!) { return value } }
        }
        return nil
    }

    /// Every language with at least one value, the source language first.
    public var languages: [String] {
        let all = Set(values.values.flatMap(\.keys)).union([sourceLanguage])
        return [sourceLanguage] + all.subtracting([sourceLanguage]).sorted()
    }

    /// The table of one language: every key with a value there (in the source language,
    /// every key, a key without a value standing for itself).
    public func table(for language: String) -> StringsTable {
        var entries: [String: String] = [:]
        for (key, byLanguage) in values {
            if let value = byLanguage[language] {
                entries[key] = value
            } else if language == sourceLanguage {
                entries[key] = key
            }
        }
        return StringsTable(entries: entries)
    }
}
