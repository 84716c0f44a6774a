import VisualSyntax

/// Writes a translated layout's format-file text line by line, each line with the document
/// position it stands for, so diagnostics about the text land on the XML element.
struct FormatFileWriter {
    private(set) var text = ""
    private(set) var origin = OriginMap()
    private var indent = 0

    /// `meaning`: what the line stands for in the document's own words (`UISV-hiding`),
    /// named in messages beside its line; `isImplied`: a constraint a view makes itself;
    /// `placesContentView`: where a container puts its content view.
    mutating func line(_ statement: String, from location: SourceLocation, meaning: String? = nil,
                       isImplied: Bool = false, placesContentView: Bool = false) {
        text += String(repeating: "  ", count: indent) + statement + "\n"
        origin.append(OriginMap.Line(whole: location, meaning: meaning, isImplied: isImplied,
                                     placesContentView: placesContentView))
    }

    /// `NAME {` … `}` around what `body` writes.
    mutating func block(_ name: String, from location: SourceLocation, _ body: (inout FormatFileWriter) -> Void) {
        line("\(name) {", from: location)
        indent += 1
        body(&self)
        indent -= 1
        line("}", from: location)
    }
}
