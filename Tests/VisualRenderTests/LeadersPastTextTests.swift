import Testing
@testable import VisualRender

/// A leader never runs through a view's text: a crowd's tags are parked where their leader
/// misses it, and a value whose every place has a leader through text is left out and
/// counted in the legend rather than drawn so (seen on DuckDuckGo's OmniBar, whose crowd's
/// tags were parked with leaders through "Cancel", and VLC's donation screen, whose `15`
/// ran through six buttons' titles from every place tried).
@Suite struct LeadersPastTextTests {
    /// `count` labels stacked a point apart at the leading edge, and a button beside them
    /// whose title lies level with their tops, between them and the parking columns.
    static func crowdBesideAButton(_ count: Int) -> String {
        (["canvas 400 x 60"] + (0..<count).map { "view v\($0) label \"x\"\nH:|-[v\($0)(100)]\nV:|-\($0)-[v\($0)]" }
            + ["view cancel button \"Cancel\"", "H:[cancel(120)]-|", "V:|-8-[cancel(44)]"]).joined(separator: "\n")
    }

    /// How far each leader of the scene (tags' and pills') runs inside a view's text, when more
    /// than 2 points: what the leader belongs to and the text it crosses.
    static func crossings(_ scene: Scene) -> [String] {
        let leaders = scene.tags.compactMap { tag in tag.leader.map { ("tag \(tag.view)", $0) } }
            + scene.guides.compactMap { guide in guide.leader.map { ("pill \(guide.label)", $0) } }
        return leaders.flatMap { what, leader in
            scene.texts.filter { $0.rect.lengthInside(from: leader.0, to: leader.1) > 2 }
                .map { "\(what) through '\($0.text)'" }
        }
    }

    static func legend(_ scene: Scene) -> [String] {
        scene.items.compactMap { item -> String? in
            if case .label(let label) = item, label.role == .legend { label.text } else { nil }
        }
    }

    /// 17 labels, a crowd (each under the 16 others): their tags go to the columns beside
    /// the frame. The first free places there are level with the labels, where a straight
    /// leader crosses the button's title; the tags take places whose leaders miss it.
    @Test func aCrowdsParkedTagsLeadersMissAButtonsTitle() throws {
        let scene = try render("crowd.visual", text: Self.crowdBesideAButton(17), format: .svg).scene
        let parked = scene.tags.filter { $0.view.hasPrefix("v") && $0.leader != nil }
        #expect(parked.count == 17, "the crowd's tags are no longer parked: the fixture tests nothing")
        #expect(Self.crossings(scene).isEmpty, "\(Self.crossings(scene))")
    }

    /// 16 labels stacked a point apart, not a crowd: each offset from the top is a guide of
    /// its own, and most of their values find no place near their line, where every leader
    /// back would run through the labels' text. Those are left out and counted; every one
    /// drawn says its own value, and no leader crosses text.
    @Test func aValueWhoseEveryLeaderCrossesTextIsCountedNotDrawn() throws {
        let picture = try render("stacked-16", text: CrowdedOffsetsTests.stacked(16), format: .svg)
        let scene = picture.scene
        let offsets = CrowdedOffsetsTests.verticalGuides(scene)
        #expect(offsets.allSatisfy { $0.count == 1 && $0.pill != nil })
        let leftOut = try #require(Self.legend(scene).compactMap { line -> Int? in
            guard line.contains("not drawn: no place near its gap for the value (line") else { return nil }
            return Int(line.prefix { $0.isNumber })
        }.first, "no offset is left out: \(Self.legend(scene))")
        #expect(leftOut + offsets.count == 15, "\(offsets.map(\.label)) and \(leftOut) left out")
        #expect(Self.crossings(scene).isEmpty, "\(Self.crossings(scene))")
        let violations = SceneRules(scene: scene, layouts: picture.layouts).violations()
        #expect(violations.isEmpty, "\(violations)")
    }

    /// A small view in a pocket amid rows of truncated labels whose text fills every way out
    /// to the parking columns, boxed in by four thin views so that nothing touches it, and
    /// with a name too long for the pocket.
    static let pocket: String = {
        var lines = ["canvas 400 x 200"]
        var count = 0
        func view(_ name: String, _ kind: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            lines += ["view \(name) \(kind)", "\(name).leading == superview.leading + \(x)",
                      "\(name).top == superview.top + \(y)", "\(name).width == \(width)", "\(name).height == \(height)"]
        }
        func label(_ x: Double, _ y: Double, _ width: Double) {
            count += 1
            view("l\(count)", "label \"\(String(repeating: "M", count: 40))\"", x, y, width, 16)
        }
        for y in stride(from: 0.0, to: 48, by: 16) { label(0, y, 400) }
        for y in stride(from: 60.0, to: 140, by: 16) { label(0, y, 170); label(230, y, 170) }
        for y in stride(from: 140.0, to: 188, by: 16) { label(0, y, 400) }
        view("targetViewWithALongName", "box", 195, 95, 10, 10)
        view("ringTop", "box", 190, 90, 20, 5)
        view("ringBottom", "box", 190, 105, 20, 5)
        view("ringLeft", "box", 190, 95, 5, 10)
        view("ringRight", "box", 205, 95, 5, 10)
        return lines.joined(separator: "\n")
    }()

    /// The pocket's view: its name fits nowhere near its box, and from every place in the
    /// parking columns its leader runs through a label's text (it did, through "MMM…"). A
    /// numbered callout fits in the pocket, on a short leader past the text.
    @Test func aTagWhoseParkedLeaderCrossesTextIsANumberedCallout() throws {
        let scene = try render("pocket.visual", text: Self.pocket, format: .svg).scene
        let tag = try #require(scene.tags.first { $0.view == "targetViewWithALongName" })
        #expect(tag.callout != nil, "the view's tag is \(tag.text) at \(tag.rect)")
        let leader = try #require(tag.leader)
        for text in scene.texts {
            #expect(text.rect.lengthInside(from: leader.0, to: leader.1) <= 2, "its leader crosses \(text.rect)")
        }
    }
}
