import Geometry
import VisualLayout
@testable import VisualRender
import VisualSyntax

/// The rules every picture keeps (docs/format-file.md, "The scene of a picture"), measured on
/// a scene the way an outside check measures them, with its 0.5 pt tolerance. Each broken
/// rule is one line naming what broke it.
struct SceneRules {
    static let tolerance = 0.5

    /// Every rule checked, as its violations are reported.
    static let names = [
        "views", "one tag per view", "tag of a view", "tag belongs to its box", "tag nearest its box", "tag over another view",
        "tag over its descendants", "tag over tag", "tag over pill", "tag over text", "pill over pill",
        "pill over text", "pill on its line", "leader over text", "tag leader over a control", "pill over a control", "unmet drawn", "conflict drawn", "text inside its view", "marks",
    ]

    let scene: Scene
    let layouts: [LayoutTree]

    /// The violations, grouped by rule.
    func violations() -> [String: [String]] {
        var found: [String: [String]] = [:]
        func report(_ rule: String, _ what: String) { found[rule, default: []].append(what) }
        for frame in scene.frames.indices {
            check(frame: frame, report)
        }
        return found
    }

    private func overlap(_ a: Rect, _ b: Rect) -> Bool {
        let w = min(a.maxX, b.maxX) - max(a.x, b.x)
        let h = min(a.maxY, b.maxY) - max(a.y, b.y)
        return w > Self.tolerance && h > Self.tolerance
    }

    private func within(_ inner: Rect, _ outer: Rect) -> Bool {
        inner.x >= outer.x - Self.tolerance && inner.y >= outer.y - Self.tolerance
            && inner.maxX <= outer.maxX + Self.tolerance && inner.maxY <= outer.maxY + Self.tolerance
    }

    private func distance(_ a: Rect, _ b: Rect) -> Double {
        let dx = max(0, max(b.x - a.maxX, a.x - b.maxX))
        let dy = max(0, max(b.y - a.maxY, a.y - b.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }

    private func distance(_ p: Point, _ r: Rect) -> Double {
        distance(Rect(x: p.x, y: p.y, width: 0, height: 0), r)
    }

    /// The distance from a rectangle to the segment from `a` to `b` (axis-aligned).
    private func distance(_ r: Rect, segmentFrom a: Point, to b: Point) -> Double {
        distance(r, Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y)))
    }

    private func check(frame: Int, _ report: (String, String) -> Void) {
        let views = scene.views.filter { $0.frame == frame }
        let tags = scene.tags.filter { $0.frame == frame }
        let guides = scene.guides.filter { $0.frame == frame }
        let texts = scene.texts.filter { $0.frame == frame }
        let layout = layouts[frame]
        var byName: [String: SceneItem.View] = [:]
        for view in views { byName[view.name] = view }
        func ancestors(of name: String) -> Set<String> {
            var result = Set<String>()
            var current = byName[name]?.parent
            while let parent = current, !result.contains(parent) {
                result.insert(parent)
                current = byName[parent]?.parent
            }
            return result
        }

        // Views: one per view of the layout, where the layout put it.
        if views.count != layout.views.count { report("views", "frame \(frame): \(views.count) of \(layout.views.count)") }

        // Each view but spacers: exactly one tag.
        for view in views where !view.isSpacer {
            let count = tags.filter { $0.view == view.name }.count
            if count != 1 { report("one tag per view", "\(view.name): \(count)") }
        }
        let pills = guides.compactMap(\.pill)
        for tag in tags {
            guard let own = byName[tag.view] else { report("tag of a view", tag.view); continue }
            // Inside, touching or joined by a leader that ends on the box.
            let near = within(tag.rect, own.rect) || distance(tag.rect, own.rect) <= 2 + Self.tolerance
            let joined = tag.leader.map {
                distance($0.0, tag.rect) <= Self.tolerance && distance($0.1, own.rect) <= Self.tolerance
            } ?? false
            if !near && !joined { report("tag belongs to its box", "\(tag.view) at \(tag.rect)") }
            // Beside its box, nearer it than any other box but its ancestors', its
            // descendants' and those its box lies within (a leader or a callout says whose
            // it is): else it reads as the neighbour's.
            if tag.leader == nil && tag.callout == nil {
                let reach = distance(tag.rect, own.rect)
                // A spacer's name is not its own (`_spacer`): its parent is read from it.
                func isDescendant(_ other: SceneItem.View) -> Bool {
                    other.parent == tag.view || other.parent.map { ancestors(of: $0).contains(tag.view) } ?? false
                }
                for other in views where other.name != tag.view && !ancestors(of: tag.view).contains(other.name)
                    && !isDescendant(other) && !within(own.rect, other.rect)
                    && distance(tag.rect, other.rect) <= reach {
                    report("tag nearest its box", "\(tag.view) at \(tag.rect) as near \(other.name)")
                }
            }
            // Over no other view's box but those its own box lies within; at most a quarter
            // of itself over its descendants'.
            let allowed = ancestors(of: tag.view)
            var overDescendants = 0.0
            for other in views where other.name != tag.view && overlap(tag.rect, other.rect) {
                let area = tag.rect.overlapArea(other.rect)
                if area <= 1 || allowed.contains(other.name) || within(own.rect, other.rect) { continue }
                if ancestors(of: other.name).contains(tag.view) {
                    overDescendants += area
                } else {
                    report("tag over another view", "\(tag.view) over \(other.name) (\(area) pt²)")
                }
            }
            if overDescendants > tag.rect.width * tag.rect.height / 4 + Self.tolerance {
                report("tag over its descendants", "\(tag.view): \(overDescendants) pt²")
            }
            for other in tags where other.view != tag.view && overlap(tag.rect, other.rect) {
                report("tag over tag", "\(tag.view) / \(other.view)")
            }
            for pill in pills where overlap(tag.rect, pill) { report("tag over pill", "\(tag.view) at \(tag.rect)") }
            for text in texts where overlap(tag.rect, text.rect) {
                report("tag over text", "\(tag.view) over '\(text.text)'")
            }
        }
        for (index, guide) in guides.enumerated() {
            guard let pill = guide.pill else { continue }
            for other in guides[(index + 1)...] {
                if let otherPill = other.pill, overlap(pill, otherPill) {
                    report("pill over pill", "\(guide.label) / \(other.label)")
                }
            }
            for text in texts where overlap(pill, text.rect) { report("pill over text", "\(guide.label) over '\(text.text)'") }
            if distance(pill, segmentFrom: guide.from, to: guide.to) > 2 + Self.tolerance && guide.leader == nil {
                report("pill on its line", "\(guide.label) at \(pill)")
            }
        }

        // Leaders, a tag's or a pill's: through no text (more than 2 points of it inside a
        // line of text, as an outside check counts a crossing).
        let leaders = tags.compactMap { tag in tag.leader.map { (tag.view, $0) } }
            + guides.compactMap { guide in guide.leader.map { (guide.label, $0) } }
        for (owner, leader) in leaders {
            for text in texts where text.rect.lengthInside(from: leader.0, to: leader.1) > 2 {
                report("leader over text", "\(owner)'s leader through '\(text.text)'")
            }
        }

        // A tag's leader runs across no other control's face (a button, a field, a switch):
        // through one, it reads as that control's.
        let controls: Set<String> = ["button", "field", "switch", "checkbox", "radio", "popup", "combo"]
        for tag in tags {
            guard let leader = tag.leader else { continue }
            let own = ancestors(of: tag.view).union([tag.view])
            for view in views where controls.contains(view.kind) && !view.isContainer && !own.contains(view.name)
                && view.rect.lengthInside(from: leader.0, to: leader.1) > 2 {
                report("tag leader over a control", "\(tag.view)'s leader through \(view.name)")
            }
        }

        // A pill covers at most a twelfth of a control's face (more of a 32-point icon
        // button reads as a badge on it), with the outside check's tolerance.
        for guide in guides {
            guard let pill = guide.pill else { continue }
            for view in views where controls.contains(view.kind) && !view.isContainer {
                let face = view.rect.width * view.rect.height
                if pill.overlapArea(view.rect) > face / 12 + Self.tolerance * pill.height {
                    report("pill over a control", "\(guide.label) over \(view.name)")
                }
            }
        }

        // Unmet constraints: each has its guide, met: false, over the actual gap.
        let unmet = layout.guides.filter { !$0.isSatisfied }
        let unmetDrawn = guides.filter { !$0.met }
        if unmetDrawn.count < unmet.count {
            report("unmet drawn", "frame \(frame): \(unmetDrawn.count) of \(unmet.count)")
        }
        for diagnostic in layout.diagnostics where diagnostic.message.contains("conflict") {
            guard let line = diagnostic.location?.line else { continue }
            if !guides.contains(where: { !$0.met && $0.line == line }) {
                report("conflict drawn", "line \(line): \(diagnostic.message)")
            }
        }

        // Text: inside its box unless truncated.
        for text in texts where !text.truncated {
            if let view = byName[text.view], !within(text.rect, view.rect) {
                report("text inside its view", "'\(text.text)' of \(text.view)")
            }
        }

        // Marks agree with the layout and the geometry.
        for solved in layout.views {
            guard let view = byName[solved.name] else { continue }
            if solved.conflict != view.marks.contains(.conflict) { report("marks", "\(solved.name) conflict") }
            if solved.ambiguous.contains(.horizontal) != view.marks.contains(.ambiguousHorizontal)
                || solved.ambiguous.contains(.vertical) != view.marks.contains(.ambiguousVertical) {
                report("marks", "\(solved.name) ambiguous")
            }
            let container = view.parent.flatMap { byName[$0]?.rect } ?? scene.frames[frame].rect
            let outside = !view.isSpacer && !within(view.rect, container)
            if outside != view.marks.contains(.overflow) { report("marks", "\(solved.name) overflow \(outside)") }
        }
    }
}
