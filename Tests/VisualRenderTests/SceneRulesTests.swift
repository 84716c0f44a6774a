import Foundation
import Testing
@testable import VisualRender
import VisualLayout

/// Every sample, at its own size and at 320 × 568 and 768 × 1024, plus conflict and
/// crowded screens written for this: the picture's rules hold with no violation
/// (format-file.md, "The scene of a picture").
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
        print("scene rules: \(pictures) pictures; violations: "
              + (total.isEmpty ? "none" : total.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                    .joined(separator: ", ")))
        #expect(total.isEmpty, "\(examples.prefix(40).joined(separator: "\n"))")
    }
}
