import Foundation
import Testing
@testable import VisualRender
import VisualLayout

/// Every sample, at its own size and at 320 × 568 and 768 × 1024, plus conflict and
/// crowded screens written for this: the picture's rules hold with no violation
/// (docs/format-file.md, "The scene of a picture").
@Suite struct SceneRulesTests {
    static let samplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")

    static var samples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samplesDirectory.path)) ?? [])
            .filter { $0.hasSuffix(".visual") }.sorted()
    }

    static let sizes: [[CanvasSize]] = [[], [CanvasSize(width: 320, height: 568)], [CanvasSize(width: 768, height: 1024)]]

    /// Screens that break things: conflicts, overlaps, views off the canvas, crowds.
    static let hardScreens: [(String, String)] = [
        ("over-wide", "canvas 375 x 200\nview a box\nH:|-20-[a(400)]-20-|\nV:|-20-[a(60)]\n"),
        ("gave-way", "canvas 375 x 200\nH:|-20-[a(200)]-(40@750)-[b(150)]-20-|\nV:|-20-[a(60)]\nV:|-20-[b(60)]\n"),
        ("size-conflict", "canvas 300 x 200\nH:|-[a]-|\nV:|-[a(40)]\na.width == 500\n"),
        ("truncated", "canvas 200 x 160\nview buy button \"Purchase everything now\"\nview notes text \"A long note that wraps over several lines of this text view and runs out of room\"\nH:|-10-[buy(90)]\nH:|-10-[notes(120)]\nV:|-10-[buy]-10-[notes(60)]\n"),
        ("crowded", "canvas 200 x 120\n" + (1...12).map { "view v\($0) box" }.joined(separator: "\n")
            + "\nH:|-2-" + (1...12).map { "[v\($0)(12)]" }.joined(separator: "-2-") + "\n"
            + (1...12).map { "V:|-50-[v\($0)(20)]" }.joined(separator: "\n") + "\n"),
        ("ambiguous", "canvas 300 x 200\nH:[a(50)]\nV:|-[a(40)]\nH:|-[b]-|\nV:[a]-[b(30)]\n"),
        ("multiplied-conflict", "canvas 300 x 200\nH:|-20-[a(100)]\nV:|-[a(40)]\nH:|-40-[b(50)]\nV:[a]-[b(20)]\na.left == 2 * b.left\n"),
        ("nested-overflow", "canvas 300 x 300\ncard {\n  H:|-[title(400)]\n  V:|-[title(20)]-|\n}\nH:|-[card]-|\nV:|-[card]\n"),
    ]

    @Test func everySampleKeepsTheRules() throws {
        var total: [String: Int] = [:]
        var examples: [String] = []
        var pictures = 0
        let cases = Self.samples.map { name in
            (name, (try? String(contentsOf: Self.samplesDirectory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        } + Self.hardScreens
        for (name, text) in cases {
            for sizes in Self.sizes {
                let picture = try PictureRenderer.render(text: text, name: name, format: .svg,
                                                         options: RenderOptions(sizes: sizes))
                pictures += 1
                for (rule, found) in SceneRules(scene: picture.scene, layouts: picture.layouts).violations() {
                    total[rule, default: 0] += found.count
                    examples += found.prefix(3).map { "\(name) \(sizes.first?.description ?? "own size"): \(rule): \($0)" }
                }
            }
        }
        let rules = SceneRules.names.map { "\($0) \(total[$0] ?? 0)" }.joined(separator: ", ")
        print("scene rules: \(pictures) pictures; violations: \(rules)")
        #expect(total.isEmpty, "\(examples.prefix(40).joined(separator: "\n"))")
    }

    /// A value and a chevron 8 points apart at the end of a row, as in a settings list:
    /// the 8's pill cannot sit on its line, and the place a leader was first drawn from
    /// had it cross the value's text, while a place just above the gap is clear.
    @Test func aPillsLeaderGoesRoundTextWhenAClearPlaceIsNear() throws {
        let text = """
            canvas 375 x 120
            view label label "Wi-Fi"
            view value label "Home Network"
            view chevron label "›"
            layout row {Top: "20", Leading: "0", Trailing: "0", Height: "44"}
            row {
                layout label {Leading: "16", CenterY: "0"}
                layout value {CenterY: "0"}
                layout chevron {Leading: {Item: value, Constant: "8"}, Trailing: "16", CenterY: "0"}
            }
            """
        let scene = try PictureRenderer.render(text: text, name: "row", format: .svg, options: RenderOptions()).scene
        let texts = scene.items.compactMap { item -> Rect? in if case .text(let text) = item { text.rect } else { nil } }
        let leaders = scene.guides.compactMap(\.leader)
        let gap = try #require(scene.guides.first { $0.views == ["value", "chevron"] })
        let leader = try #require(gap.leader, "the 8 does not fit on its line")
        for rect in texts {
            #expect(rect.lengthInside(from: leader.0, to: leader.1) <= 2, "the leader crosses the text at \(rect)")
        }
        for (i, a) in leaders.enumerated() {
            for b in leaders[..<i] { #expect(!Placement.cross(a, b), "two leaders cross") }
        }
    }

    /// Labels stacked a point apart, each under the boxes of the 40 around it: no place
    /// near a box is free, so the tags of the crowd go straight to the columns beside the
    /// frame, each with a leader to its view, in the file's order (a key, as a pile's
    /// are), instead of each trying a few hundred places first. The rules still hold.
    @Test func aCrowdsTagsAreParkedBesideTheFrameInOrder() throws {
        let count = 200
        let text = (0..<count).map { "view v\($0) label \"x\"\nH:|-[v\($0)]-|\nV:|-\($0)-[v\($0)]" }
            .joined(separator: "\n")
        let picture = try PictureRenderer.render(text: text, name: "stacked", format: .svg, options: RenderOptions())
        let scene = picture.scene
        let views = scene.views
        let right = try #require(views.map { $0.rect.x + $0.rect.width }.max())
        let tags = scene.tags
        #expect(tags.count == count)
        #expect(tags.allSatisfy { $0.leader != nil && $0.rect.x >= right }, "a tag of the crowd is not parked")
        // In order: the columns fill left to right, row by row, from the first view on.
        #expect(tags.map(\.view) == (0..<count).map { "v\($0)" })
        #expect(zip(tags.prefix(15), tags.dropFirst().prefix(15)).allSatisfy { $0.rect.x < $1.rect.x })
        #expect(SceneRules(scene: scene, layouts: picture.layouts).violations().isEmpty)
    }

    /// The checker itself finds what it looks for: a tag moved onto another view, a pill
    /// moved off its line, an unmet guide drawn as met.
    @Test func theRulesCatchViolations() throws {
        let text = "canvas 375 x 200\nH:|-20-[a(200)]-(40@750)-[b(150)]-20-|\nV:|-20-[a(60)]\nV:|-20-[b(60)]\n"
        let picture = try PictureRenderer.render(text: text, name: "gave-way.visual", format: .svg,
                                                 options: RenderOptions())
        #expect(SceneRules(scene: picture.scene, layouts: picture.layouts).violations().isEmpty)
        let b = try #require(picture.scene.views.first { $0.name == "b" }).rect
        var broken = picture.scene
        for index in broken.items.indices {
            switch broken.items[index] {
            case .tag(var tag) where tag.view == "a":
                tag.rect = Rect(x: b.x + 60, y: b.y + 30, width: tag.rect.width, height: tag.rect.height)
                broken.items[index] = .tag(tag)
            case .guide(var guide) where !guide.met:
                guide.met = true
                broken.items[index] = .guide(guide)
            case .guide(var guide) where guide.axis == .vertical:
                guide.pill = guide.pill.map { Rect(x: $0.x + 40, y: $0.y, width: $0.width, height: $0.height) }
                broken.items[index] = .guide(guide)
            default: break
            }
        }
        let found = SceneRules(scene: broken, layouts: picture.layouts).violations()
        #expect(Set(found.keys).isSuperset(of: ["tag belongs to its box", "tag over another view", "unmet drawn",
                                                "pill on its line"]), "\(found)")
    }
}
