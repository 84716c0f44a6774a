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

    /// A note list's trailing 12 beside the editor's leading 24, at one height across the
    /// seam: the list's pill may reach 3 points into the editor, not the 5 it may hang past
    /// its own gap's end, or the 24 found its line taken and went off on a diagonal leader.
    @Test func aPaneKeepsItsOwnInsetsValueOnItsLine() throws {
        let scene = try scene("""
            canvas 620 x 300
            view n1 label "Meeting with design" font 15 semibold
            view n1s label "Agenda: review the onboarding flow" font 12
            view edTitle label "Meeting with design" font 24 bold
            H:|[list(260)][editor]|
            V:|[list]|
            V:|[editor]|
            list {
              H:|-12-[n1]-12-|
              H:|-12-[n1s]-12-|
              V:|-68-[n1]-2-[n1s]
            }
            editor {
              H:|-24-[edTitle]-24-|
              V:|-64-[edTitle]
            }
            """)
        let inset = try #require(scene.guides.filter { $0.views == ["edTitle"] && $0.axis == .horizontal }
            .min { $0.from.x < $1.from.x })
        #expect(inset.label == "24" && inset.leader == nil, "the editor's 24: \(inset.label) at \(String(describing: inset.pill))")
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

    /// Four same-sized tiles, each a caption over a number: every caption's tag sits at the
    /// same place on its box, and so does every number's and every tile's.
    @Test func identicalSiblingsAreTaggedAlike() throws {
        var text = "canvas 375 x 300\nH:|-16-[t1]-12-[t2(==t1)]-16-|\nH:|-16-[t3]-12-[t4(==t3)]-16-|\n"
        text += "V:|-16-[t1(110)]-12-[t3(110)]\nV:|-16-[t2(110)]-12-[t4(110)]\n"
        for tile in 1...4 {
            text += "view c\(tile) label \"Revenue\"\nview n\(tile) label \"\(tile * 17)%\" font 28 bold\n"
            text += "t\(tile) {\n  H:|-12-[c\(tile)]-12-|\n  H:|-12-[n\(tile)]-12-|\n  V:|-12-[c\(tile)]-2-[n\(tile)]\n}\n"
        }
        let scene = try scene(text)
        for prefix in ["c", "n", "t"] {
            let offsets = try (1...4).map { tile -> (Double, Double) in
                let name = "\(prefix)\(tile)"
                let box = try #require(scene.views.first { $0.name == name }).rect
                let tag = try #require(scene.tags.first { $0.view == name }).rect
                return (tag.x - box.x, tag.y - box.y)
            }
            #expect(offsets.allSatisfy { abs($0.0 - offsets[0].0) < 0.01 && abs($0.1 - offsets[0].1) < 0.01 },
                    "\(prefix): \(offsets)")
        }
    }

    /// Two panes' insets at the same height: the list's trailing 12 and the detail's
    /// leading 20 meet at the seam; they are drawn apart, not as one line.
    @Test func linesMeetingAtASeamBreak() throws {
        let scene = try scene("""
            canvas 600 x 200
            view a label "Inbox"
            view b label "Quarterly report"
            H:|[list(200)][detail]|
            V:|[list]|
            V:|[detail]|
            list {
              H:|-12-[a]-12-|
              V:|-20-[a]
            }
            detail {
              H:|-20-[b]-20-|
              V:|-20-[b]
            }
            """)
        let seam = try #require(scene.views.first { $0.name == "detail" }).rect.x
        let list = try #require(scene.guides.first { $0.views == ["a"] && $0.axis == .horizontal && abs($0.to.x - seam) < 0.5 })
        let detail = try #require(scene.guides.first { $0.views == ["b"] && $0.axis == .horizontal && abs($0.from.x - seam) < 0.5 })
        #expect(abs(list.to.y - detail.from.y) >= 3, "\(list.to) \(detail.from)")
        // Still across their own gaps, within their views' height.
        let a = try #require(scene.views.first { $0.name == "a" }).rect
        let b = try #require(scene.views.first { $0.name == "b" }).rect
        #expect(list.from.y > a.y && list.from.y < a.maxY && detail.from.y > b.y && detail.from.y < b.maxY)
    }

    /// A row that is one view filling it is not named: its name would read as the view's
    /// tag (`t` beside `title1`). A row of several views keeps its name.
    @Test func aRowOfOneViewIsNotNamed() throws {
        let scene = try scene("""
            canvas 375 x 200
            view title label "Title"
            view a box
            view b box
            card {
                t:[title](20)
                pair:[a(40)]-8-[b(40)](30)
                rows |-6-[t]-4-[pair]
            }
            H:|-16-[card]-16-|
            V:|-16-[card(120)]
            """)
        let names = scene.labels.filter { $0.role == .rowName }.map(\.text)
        #expect(!names.contains("t"), "\(names)")
    }

    /// A button whose gaps above and below are too narrow for its tag is tagged on its own
    /// face (on a halo, clear of its title), not beside it past the canvas's edge.
    @Test func aButtonsTagStaysOnTheCanvas() throws {
        let scene = try scene("""
            canvas 320 x 200
            view email field "Email address"
            view signIn button "Sign in"
            view help label "Forgot your password?"
            H:|-20-[email]-20-|
            H:|-20-[signIn]-20-|
            H:|-20-[help]-20-|
            V:|-40-[email]-12-[signIn(44)]-12-[help]
            """)
        let canvas = try #require(scene.frames.first).rect
        let tag = try #require(scene.tags.first { $0.view == "signIn" })
        #expect(canvas.contains(tag.rect), "\(tag.rect)")
        #expect(tag.hasHalo)
    }

    /// A keypad row of same-height buttons in a short frame, too crowded for their names: the
    /// key to their numbers reads down one column (entries of views at one height each
    /// opened a column of their own, far to the right of the frame).
    @Test func aCalloutKeyReadsDownOneColumn() throws {
        var text = "canvas 375 x 56\n"
        let names = (1...3).flatMap { row in (1...5).map { "answer\(row)\($0)KeypadButton" } }
        for name in names { text += "view \(name) button\n" }
        for row in 1...3 {
            let first = "answer\(row)1KeypadButton"
            text += "H:|-[\(first)]" + (2...5).map { "-[answer\(row)\($0)KeypadButton(==\(first))]" }.joined() + "-| options: .alignAllCenterY\n"
        }
        text += "V:|-[answer11KeypadButton]-[answer21KeypadButton(==answer11KeypadButton)]-[answer31KeypadButton(==answer11KeypadButton)]-|\n"
        let scene = try scene(text)
        let key = scene.labels.filter { $0.role == .key }
        #expect(key.count >= 3, "\(scene.tags.map(\.text))")
        #expect(Set(key.map(\.rect.x)).count == 1, "\(key.map(\.rect))")
        for (above, below) in zip(key, key.dropFirst()) { #expect(below.rect.y >= above.rect.maxY) }
    }
}
