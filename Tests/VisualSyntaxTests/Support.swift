import Testing
@testable import VisualSyntax

/// Parses `text` as a file named `test.visual`.
func parse(_ text: String) -> (file: FormatFile, diagnostics: [Diagnostic]) {
    FormatFileParser.parse(SourceFile(name: "test.visual", text: text))
}

/// The diagnostics of `text` as `LINE:COLUMN: severity: message` strings.
func diagnostics(of text: String) -> [String] {
    parse(text).diagnostics.map(\.description)
}

/// The one statement of `text`, which must parse without any diagnostic.
func statement(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Statement? {
    let (file, diagnostics) = parse(text)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(file.root.statements.count == 1, sourceLocation: sourceLocation)
    return file.root.statements.first
}

/// The normalised source of a file that must parse without any diagnostic.
func printed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let (file, diagnostics) = parse(text)
    #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
    return file.description
}

/// The diagnostics rendered as `visual` prints them.
func rendered(_ text: String) -> String {
    let source = SourceFile(name: "test.visual", text: text)
    return DiagnosticRenderer(source: source).render(FormatFileParser.parse(source).diagnostics)
}
