import VisualSyntax

/// One language a screen is laid out in: a strings table (a `.strings` file, or one
/// language of a String Catalog), a pseudo-language, or both (a pseudo-language applied
/// to the translated text).
///
/// A view's text is the key, as `NSLocalizedString` looks it up; a text with no entry
/// keeps its own words, and the layout says which with a warning.
public struct Translation: Sendable, Equatable {
    /// The frame's name in a picture: the language (`de`), the table's file name, or the
    /// pseudo-language's name.
    public var name: String
    /// Where the table came from, for warnings (`de.strings`).
    public var tableName: String?
    public var table: StringsTable?
    public var pseudo: PseudoLanguage?

    public init(name: String, tableName: String?, table: StringsTable?, pseudo: PseudoLanguage? = nil) {
        self.name = name
        self.tableName = tableName
        self.table = table
        self.pseudo = pseudo
    }

    /// True when the screen is laid out right to left in this language, as UIKit lays out an
    /// app in it: the right-to-left pseudo-language, or a language written right to left
    /// (the language code of the catalog's `--locale` or of the table's name, `ar`, `he-IL`,
    /// `fa.lproj`: Arabic, Hebrew, Persian, Urdu and the others in `rightToLeftLanguages`).
    public var isRightToLeft: Bool {
        if pseudo == .rtl { return true }
        guard table != nil else { return false }
        let code = name.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return Self.rightToLeftLanguages.contains(code)
    }

    /// ISO 639 codes of the languages written right to left that iOS localizes into, and a
    /// few more written in Arabic or Hebrew script (`iw` is Hebrew's old code).
    public static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "ug", "ur", "yi",
    ]

    /// The file with every view's text translated, and a warning at each text the table has
    /// no entry for.
    public func apply(to file: FormatFile) -> (file: FormatFile, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        var translated = file
        translated.root = apply(to: file.root, &warnings)
        return (translated, warnings)
    }

    private func apply(to container: Container, _ warnings: inout [Diagnostic]) -> Container {
        var result = container
        result.statements = container.statements.map { statement in
            switch statement {
            case .view(var declaration):
                if let literal = declaration.text {
                    declaration.text = StringLiteral(value: translate(literal, of: declaration.name.name, &warnings),
                                                     range: literal.range)
                }
                return .view(declaration)
            case .container(let child):
                return .container(apply(to: child, &warnings))
            default:
                return statement
            }
        }
        return result
    }

    private func translate(_ literal: StringLiteral, of view: String, _ warnings: inout [Diagnostic]) -> String {
        var text = literal.value
        if let table {
            if let value = table.entries[text] {
                text = value
            } else {
                warnings.append(.warning("text \"\(literal.value)\" of '\(view)' has no entry in "
                                         + "\(tableName ?? name): it is kept untranslated", at: literal.range))
            }
        }
        return pseudo?.apply(text) ?? text
    }
}
