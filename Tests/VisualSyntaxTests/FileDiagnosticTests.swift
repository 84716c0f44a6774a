import Foundation
import Testing
import VisualSyntax

/// Diagnostics as printed values: what `visual check` carries from its workers to every
/// writer, so that none of them parses the text back.
@Suite struct FileDiagnosticTests {
    @Test func theValuesPrintAsTheRendererDoes() throws {
        let source = SourceFile(name: "test.visual", text: "padding 10\n  padding 12 14")
        let diagnostics = FormatFileParser.parse(source).diagnostics
        let printed = DiagnosticRenderer(source: source).printed(diagnostics)
        #expect(printed.map(\.text).joined() == DiagnosticRenderer(source: source).render(diagnostics))
        // The error and its note, each with its own position.
        #expect(printed.map(\.severity) == [.error, .note])
        #expect(printed.map(\.line) == [2, 1])
        #expect(printed.map(\.column) == [3, 1])
        #expect(printed[0].header == "test.visual:2:3: error: 'padding' is set twice in the canvas")
        #expect(printed[0].excerpt == "  padding 12 14\n  ^~~~~~~~~~~~~")
    }

    @Test func aProblemOfTheWholeFileIsOneLine() {
        let error = FileDiagnostic.error("cannot read the golden: not a JSON object", in: "golden/a.json")
        #expect(error.header == "golden/a.json: error: cannot read the golden: not a JSON object")
        #expect(error.text == error.header + "\n")
        #expect(FileDiagnostic(file: "a.visual", severity: .note, message: "no layout found in this file").text
                == "a.visual: note: no layout found in this file\n")
    }

    @Test func aProblemOfTheRunNamesTheCommandWhereAFileWouldStand() {
        let error = FileDiagnostic.error("cannot listen on 127.0.0.1:8080: address in use", running: "visual serve")
        #expect(error.text == "visual serve: error: cannot listen on 127.0.0.1:8080: address in use\n")
    }

    @Test func theyTravelAsJSONUnchanged() throws {
        let source = SourceFile(name: "test.visual", text: "H:|-gap-[a]")
        let printed = DiagnosticRenderer(source: source).printed(FormatFileParser.parse(source).diagnostics)
            + [.error("cannot write: disk full", in: "golden/a.png")]
        let decoded = try JSONDecoder().decode([FileDiagnostic].self, from: JSONEncoder().encode(printed))
        #expect(decoded == printed)
        #expect(decoded.first?.line == 1)
        #expect(decoded.last?.line == nil)
    }
}
