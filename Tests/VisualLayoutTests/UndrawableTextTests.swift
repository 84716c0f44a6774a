import Testing
import VisualLayout
import VisualSyntax

/// A character no installed face can draw is a warning naming the view and the character.
@Suite struct UndrawableTextTests {
    func warnings(_ text: String) -> [String] {
        LayoutPipeline.layout(text: text, name: "case.visual").diagnostics
            .filter { $0.severity == .warning }.map(\.message)
    }

    @Test func aPrivateUseCharacterIsNamedWithItsView() {
        let messages = warnings("canvas 200 x 100\nview icon label \"Icon \u{E000}\"\nH:|[icon]\nV:|[icon]")
        #expect(messages == ["text of 'icon' has U+E000, which no installed font can draw: it is drawn as a box"])
    }

    @Test func severalAreNamedOnceEach() {
        let messages = warnings("""
            canvas 200 x 100
            view go button "\u{10FFFD} Go \u{E000}\u{10FFFD}"
            H:|[go]
            V:|[go]
            """)
        #expect(messages == ["text of 'go' has U+10FFFD and U+E000, which no installed font can draw: they are drawn as boxes"])
    }

    @Test func textInOtherScriptsIsNoWarning() {
        #expect(warnings("canvas 400 x 100\nview l label \"登录 — Вход — تسجيل الدخول 👋\"\nH:|[l]\nV:|[l]").isEmpty)
    }
}
