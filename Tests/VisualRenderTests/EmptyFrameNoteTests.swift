import Testing
@testable import VisualRender

/// A frame with nothing laid out in it (a window whose content view the app fills in code)
/// says so in its middle; a frame with views inside its content view does not.
@Suite struct EmptyFrameNoteTests {
    private static func notes(_ scene: Scene) -> [SceneItem.Label] {
        scene.items.compactMap { item in
            if case .label(let label) = item, label.role == .note { label } else { nil }
        }
    }

    private static func notes(_ text: String) throws -> [SceneItem.Label] {
        notes(try render("empty.visual", text: text).scene)
    }

    @Test func aLoneEmptyContentViewSaysItHasNoViews() throws {
        let scene = try render("empty.visual", text: "canvas 300 x 200\nH:|[content]|\nV:|[content]|\n").scene
        let note = try #require(Self.notes(scene).first)
        #expect(note.text == "no views inside it in the file")
        let content = try #require(scene.views.first { $0.name == "content" }).rect
        #expect(content.contains(note.rect))
        #expect(abs(note.rect.midX - content.midX) < 0.5 && abs(note.rect.midY - content.midY) < 0.5)
        #expect(try Self.notes("canvas 300 x 200\n").map(\.text) == ["no views in the file"])
    }

    @Test func aContentViewWithViewsInsideHasNoNote() throws {
        #expect(try Self.notes("""
            canvas 300 x 200
            content {
              H:|-20-[title]-20-|
              V:|-20-[title(20)]
            }
            H:|[content]|
            V:|[content]|
            """).isEmpty)
        #expect(try Self.notes("canvas 300 x 200\nH:|-20-[a(40)]-[b(40)]\nV:|-20-[a(40)]\nV:|-20-[b(40)]\n").isEmpty)
    }
}
