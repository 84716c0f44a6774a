import Testing
@testable import VisualSyntax

/// A message names every character so that it can be seen: one that prints as nothing,
/// or as another character, by its code point.
@Suite struct QuotedCharacterTests {
    @Test(arguments: [
        ("x", "'x'"), ("é", "'é'"), ("[", "'['"), (" ", "space"), ("\t", "tab"), ("\r", "line break"),
        ("\r\n", "line break"), ("\u{7F}", "U+007F"), ("\u{0}", "U+0000"), ("\u{1B}", "U+001B"),
        ("\u{200B}", "U+200B"), ("\u{FEFF}", "U+FEFF"), ("\u{A0}", "U+00A0"), ("\u{202E}", "U+202E"),
        ("\u{301}", "U+0301"), ("\u{E000}", "U+E000"), ("\u{10FFFF}", "U+10FFFF"),
    ])
    func quoted(character: String, shown: String) {
        #expect(Character(character).quotedForMessage == shown)
    }

    /// The statement a DEL or a NUL starts is reported with the character named.
    @Test func invisibleCharacterAtTheStartOfAStatement() {
        #expect(diagnostics(of: "\u{7F}view a box") == ["1:1: error: unexpected U+007F at the start of a statement"])
        #expect(diagnostics(of: "canvas 10 x 10\n\u{0}") == ["2:1: error: unexpected U+0000 at the start of a statement"])
        #expect(diagnostics(of: "[a]\u{200B}") == ["1:4: error: unexpected U+200B in row"])
    }
}
