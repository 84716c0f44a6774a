import Testing
@testable import VisualRender

/// What app-like screens need from a picture: icon buttons drawn, spacings written as
/// equations drawn, repeated spacings drawn once, a pill kept in its own pane, an optional
/// constraint that gave way told apart from a failure.
@Suite struct RealScreenTests {
    private func scene(_ text: String) throws -> Scene {
        try PictureRenderer.render(text: text, name: "screen.visual", format: .svg, options: RenderOptions()).scene
    }

    /// A one-glyph title in a 40-pt button is drawn whole and centred, not truncated; a
    /// title wider than the whole button is cut with `…`, never dropped.
    @Test func iconButtonsDrawTheirGlyph() throws {
        let scene = try scene("""
            canvas 300 x 80
            view home button "⌂"
            view add button "+"
            view long button "Settings"
            [home(40)]-8-[add(40)]-8-[long(40)](40)
            """)
        for name in ["home", "add"] {
            let text = try #require(scene.texts.first { $0.view == name })
            let box = try #require(scene.views.first { $0.name == name }).rect
            #expect(!text.truncated && !text.text.contains("…"), "\(name): \(text.text)")
            #expect(abs(text.rect.midX - box.midX) < 1 && box.contains(text.rect))
            #expect(!(scene.views.first { $0.name == name }?.marks.contains(.truncated) ?? true))
        }
        let long = try #require(scene.texts.first { $0.view == "long" })
        #expect(long.truncated && long.text.hasSuffix("…") && long.text.count > 1)
    }

    /// An edge-to-edge equation with a constant is a spacing: drawn with its source line.
    @Test func equationSpacingsAreDrawn() throws {
        let scene = try scene("""
            canvas 375 x 400
            safe-area 44 0 0 0
            view title label "Checkout"
            view name field "Name"
            title.top == safeArea.top + 12
            title.leading == superview.leading + 20
            name.top == title.bottom + 24
            name.leading == title.leading
            name.width == 200
            """)
        let top = try #require(scene.guides.first { $0.views == ["title"] && $0.axis == .vertical })
        #expect(top.label == "12" && top.line == 5 && top.met)
        let between = try #require(scene.guides.first { $0.views == ["title", "name"] })
        #expect(between.label == "24" && between.line == 7 && abs(between.to.y - between.from.y - 24) < 0.01)
        #expect(scene.guides.contains { $0.views == ["title"] && $0.axis == .horizontal && $0.label == "20" })
    }

    /// Eight same-shaped tiles inset alike show each inset once, `×8`.
    @Test func repeatedSpacingsFold() throws {
        var text = "canvas 375 x 560\n"
        for row in 0..<4 {
            let (a, b) = ("t\(2 * row + 1)", "t\(2 * row + 2)")
            text += "H:|-16-[\(a)]-12-[\(b)(==\(a))]-16-|\n"
        }
        text += "V:|-16-[t1(100)]-12-[t3(100)]-12-[t5(100)]-12-[t7(100)]\n"
        text += "V:|-16-[t2(100)]-12-[t4(100)]-12-[t6(100)]-12-[t8(100)]\n"
        for tile in 1...8 {
            text += "t\(tile) {\n  H:|-12-[c\(tile)]-12-|\n  V:|-12-[c\(tile)(20)]\n}\n"
        }
        let scene = try scene(text)
        let insets = scene.guides.filter { $0.label.hasPrefix("12×") && $0.axis == .horizontal
            && $0.views.count == 1 && $0.views[0].hasPrefix("c") }
        #expect(insets.count == 2 && insets.allSatisfy { $0.count == 8 && $0.label == "12×8" }, "\(insets.map(\.label))")
        // Every tile's inner guide is accounted for: drawn, or counted in a folded one.
        let inner = scene.guides.filter { $0.views.allSatisfy { $0.hasPrefix("c") } }
        #expect(inner.reduce(0) { $0 + $1.count } == 8 * 3)
    }

    /// A list pane inset 12 beside a detail pane: no pill of the list lies inside the detail.
    @Test func pillsStayInTheirPane() throws {
        let scene = try scene("""
            canvas 600 x 300
            H:|[list(200)][detail]|
            V:|[list]|
            V:|[detail]|
            view a label "Inbox"
            view b label "Quarterly report"
            list {
              H:|-12-[a]-12-|
              V:|-12-[a]
            }
            detail {
              H:|-20-[b]-20-|
              V:|-20-[b]
            }
            """)
        let detail = try #require(scene.views.first { $0.name == "detail" }).rect
        let listPills = scene.guides.filter { $0.views == ["a"] }.compactMap(\.pill)
        #expect(!listPills.isEmpty)
        for pill in listPills { #expect(pill.overlapArea(detail.insetBy(PillPlacer.overhang)) < 0.01, "\(pill)") }
    }

    /// `[button(100@20)]` gives way by design: unmet, but drawn as gave-way, not as a failure.
    @Test func optionalConstraintGivesWay() throws {
        let scene = try scene("canvas 200 x 60\nview button button \"Button\"\nH:|-20-[button(100@20)]\nV:|-20-[button]\n")
        let guide = try #require(scene.guides.first { !$0.met })
        #expect(guide.gaveWay)
        let box = try #require(scene.views.first { $0.name == "button" }).rect
        // Beside the view, not through its title.
        #expect(guide.from.y >= box.maxY)
    }
}
