// What keeps the picture of a small, crowded set readable: nothing drawn over another
// tag, pill or badge; a set a few points across drawn big enough to read; each tag nearer
// its own box than any other; sizes the drawing made up never printed; the frame around
// everything drawn; nothing on an axis break. Logs written here for the test, and the
// corpus of Fixtures/logs.

import AutoLayoutExplain
import AutoLayoutLog
import Geometry
import Testing
import VisualLayout
import VisualRender

private func explain(_ text: String) -> Explanation {
    Explainer.explain(AutoLayoutLogReader.read(text: text, name: "test.log"))
}

private func scene(_ tree: LayoutTree) throws -> Scene {
    try PictureRenderer.draw([tree], name: "test", format: .png, options: RenderOptions()).1
}

/// A stack view squeezed to no width holding four labels 2 apart (stackview-fill-equally's).
private let fillEqually = """
    (
        "<NSLayoutConstraint:0x1 'UISV-canvas-connection' UIStackView:0x10.leading == UILabel:0x11.leading   (active)>",
        "<NSLayoutConstraint:0x2 'UISV-canvas-connection' H:[UILabel:0x12]-(0)-|   (active, names: '|':UIStackView:0x10 )>",
        "<NSLayoutConstraint:0x3 'UISV-spacing' H:[UILabel:0x11]-(2)-[UILabel:0x13]   (active)>",
        "<NSLayoutConstraint:0x4 'UISV-spacing' H:[UILabel:0x13]-(2)-[UILabel:0x14]   (active)>",
        "<NSLayoutConstraint:0x5 'UISV-spacing' H:[UILabel:0x14]-(2)-[UILabel:0x12]   (active)>",
        "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' UIStackView:0x10.width == 0   (active)>"
    )
    """

/// A cell 380 high holding a label, a view at least 330 high and a page control, 10, 24,
/// 16 and 16 apart (table-cell-page-control's): a long span inside the set.
private let pageControl = """
    (
        "<NSLayoutConstraint:0x1 UIView:0x10.height >= 330   (active)>",
        "<NSLayoutConstraint:0x2 V:|-(10)-[UILabel:0x11]   (active, names: '|':UIView:0x12 )>",
        "<NSLayoutConstraint:0x3 V:[UILabel:0x11]-(24)-[UIView:0x10]   (active)>",
        "<NSLayoutConstraint:0x4 V:[UIView:0x10]-(16)-[UIPageControl:0x13]   (active)>",
        "<NSLayoutConstraint:0x5 V:[UIPageControl:0x13]-(16)-|   (active, names: '|':UIView:0x12 )>",
        "<NSLayoutConstraint:0x6 V:|-(0)-[UIView:0x12]   (active, names: '|':UITableViewCellContentView:0x14 )>",
        "<NSLayoutConstraint:0x7 V:[UIView:0x12]-(0)-|   (active, names: '|':UITableViewCellContentView:0x14 )>",
        "<NSLayoutConstraint:0x8 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x14.height == 380   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x1 UIView:0x10.height >= 330   (active)>
    """

/// The shortest distance between two rectangles (0 when they touch or overlap).
private func distance(_ a: Rect, _ b: Rect) -> Double {
    let dx = max(0, max(b.x - a.maxX, a.x - b.maxX)), dy = max(0, max(b.y - a.maxY, a.y - b.maxY))
    return (dx * dx + dy * dy).squareRoot()
}

/// Whether `line`, a view squeezed to no width or height, runs more than a point through `box`.
private func liesAcross(_ line: Rect, _ box: Rect) -> Bool {
    guard min(line.width, line.height) < 0.25 else { return false }
    let across = min(line.maxX, box.maxX) - max(line.x, box.x), down = min(line.maxY, box.maxY) - max(line.y, box.y)
    return across >= 0 && down >= 0 && max(across, down) > 1
}

/// Everything readable a picture draws: tags, pills, badges.
private func readable(_ scene: Scene) -> [(what: String, rect: Rect)] {
    var result: [(String, Rect)] = []
    for item in scene.items {
        switch item {
        case .tag(let tag): result.append(("tag \(tag.text)", tag.rect))
        case .guide(let guide): if let pill = guide.pill { result.append(("pill \(guide.label)", pill)) }
        case .marker(let marker): result.append(("marker of \(marker.view)", marker.rect))
        default: break
        }
    }
    return result
}

@Suite struct ExplanationReadabilityTests {
    @Test func aTagGivesNoSizeTheDrawingMadeUp() throws {
        let tree = explain(fillEqually).layoutTree()
        // The heights are made up: the tags give the widths alone.
        #expect(tree.madeUpSizes["label1"] == [.vertical])
        let tags = try scene(tree).tags
        // Each keeps it, on a short leader where no place beside its line inside the stack
        // or wholly outside it has room (not across the stack's outline).
        for tag in tags where tag.view.hasPrefix("label") {
            #expect(tag.text == "\(tag.view) width 0", "\(tag.text)")
        }
        #expect(!tags.contains { $0.text.contains("×") || $0.text.contains("height") }, "\(tags.map(\.text))")
    }

    @Test func aSetAFewPointsAcrossIsDrawnBigEnoughToRead() throws {
        // 6 points across: each 2-point gap wide enough for a tag beside it.
        let tree = explain(fillEqually).layoutTree()
        let stack = try #require(tree.views.first { $0.name == "stack1" })
        #expect(stack.width >= 300, "\(stack.width)")
        // Still the log's points in what it prints.
        #expect(tree.layoutLength(.horizontal, start: stack.x, length: stack.width) == 6)
    }

    @Test func theFrameHoldsEverythingDrawnAndShowsNoCanvasSize() throws {
        let scene = try scene(explain("""
            (
                "<NSLayoutConstraint:0x1 H:|-(16)-[UILabel:0x11]   (active, names: '|':_UITableViewHeaderFooterContentView:0x10 )>",
                "<NSLayoutConstraint:0x2 UILabel:0x11.trailing == _UITableViewHeaderFooterContentView:0x10.trailing - 16   (active)>",
                "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' _UITableViewHeaderFooterContentView:0x10.width == 0   (active)>"
            )
            """).layoutTree())
        let canvas = try #require(scene.items.lazy.compactMap { item -> Rect? in
            if case .canvas(let canvas) = item { canvas.rect } else { nil }
        }.first)
        for (what, rect) in readable(scene) {
            #expect(canvas.insetBy(-0.5).contains(rect), "\(what) at \(rect) past the frame \(canvas)")
        }
        #expect(!scene.items.contains { if case .label(let label) = $0 { label.role == .caption } else { false } })
    }

    @Test func nothingLiesOnAnAxisBreak() throws {
        let scene = try scene(explain(pageControl).layoutTree())
        let bands = scene.items.flatMap { item -> [Rect] in
            if case .axisBreak(let cut) = item { cut.bands } else { [] }
        }
        #expect(!bands.isEmpty)
        for (what, rect) in readable(scene) {
            for band in bands { #expect(rect.overlapArea(band) < 0.01, "\(what) at \(rect) on the break \(band)") }
        }
    }

    @Test func viewsOnOneLineAreDrawnApart() throws {
        // Two views squeezed to no height at the same bottom of a view (message-cell's):
        // side by side, not one line over the other.
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 V:|-(0)-[UILabel:0x11]   (active, names: '|':UIView:0x10 )>",
                "<NSLayoutConstraint:0x2 V:[UILabel:0x11]-(0)-[UIView:0x12]   (active)>",
                "<NSLayoutConstraint:0x3 V:[UIView:0x12]-(0)-[UIButton:0x13]   (active)>",
                "<NSLayoutConstraint:0x4 UIButton:0x13.bottom == UIView:0x10.bottom   (active)>",
                "<NSLayoutConstraint:0x5 UILabel:0x11.height == 40   (active)>",
                "<NSLayoutConstraint:0x6 UIView:0x10.height == 30   (active)>"
            )
            """).layoutTree()
        var frames: [String: (x: Double, y: Double, w: Double, h: Double)] = [:]
        for view in tree.views {
            let origin = view.parent.flatMap { frames[$0] } ?? (0, 0, 0, 0)
            frames[view.name] = (origin.x + view.x, origin.y + view.y, view.width, view.height)
        }
        let a = try #require(frames["view2"]), b = try #require(frames["button1"])
        #expect(a.h == 0 && b.h == 0)
        #expect(a.x + a.w <= b.x || b.x + b.w <= a.x, "\(a) \(b)")
    }

    @Test func aSuperviewKeepsARowForItsTagAboveItsChild() throws {
        let tree = explain(fillEqually).layoutTree()
        // The labels' tops are made up: a tag's row below the stack view's top.
        let label = try #require(tree.views.first { $0.name == "label2" })
        #expect(label.parent == "stack1")
        #expect(label.y >= 20, "\(label.y)")
    }

    @Test func aHeightsLineLeavesTheTopLeftCornerToTheTag() throws {
        let tree = explain("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.height == 200   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.height == 84   (active)>"
            )
            """).layoutTree()
        let view = try #require(tree.views.first { $0.name == "view1" })
        for guide in tree.guides {
            #expect(guide.position > view.x + view.width * 0.6, "\(guide.position) in \(view.x)…\(view.x + view.width)")
        }
    }

    /// The log broke the size pin the picture draws not met (collection-header's label
    /// height): its badge says so, as a broken member drawn met says so on its pill.
    @Test func aBrokenSizePinDrawnNotMetIsMarked() throws {
        let e = explain("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x11.height == 103   (active)>",
                "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIView:0x10.height == 115   (active)>",
                "<NSLayoutConstraint:0x3 V:|-(0)-[UILabel:0x11]-(0)-|   (active, names: '|':UIView:0x10 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x1 UILabel:0x11.height == 103   (active)>
            """)
        #expect(e.broken == 0 && e.leftOut == 0)
        let guides = try scene(e.layoutTree()).guides
        #expect(guides.contains { !$0.met && $0.label == "103 → 115 · broken" }, "\(guides.map(\.label))")
    }

    /// A view held 0 high and drawn as a line across its neighbours' boxes (an image view
    /// whose width the log does not give, run over a stack view's edge) is named beside its
    /// line, over those boxes: parked beside the frame, its leader ran on along the line for
    /// 540 points and read as the view reaching the tag.
    @Test func aViewSqueezedToALineAcrossOthersIsNamedBesideIt() throws {
        let name = "stackview-text-field-nsspace-15-constraints.log"
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let scene = try scene(e.layoutTree())
        let image = try #require(scene.views.first { $0.name == "image1" })
        #expect(image.rect.height < 0.25 && scene.views.contains { $0.name != "image1" && liesAcross(image.rect, $0.rect) })
        let tag = try #require(scene.tags.first { $0.view == "image1" })
        #expect(tag.leader == nil && tag.callout == nil, "\(tag.rect), leader \(String(describing: tag.leader))")
        #expect(distance(tag.rect, image.rect) < 2, "\(tag.rect) far from its line \(image.rect)")
    }

    /// Every picture of the corpus: no tag, pill or badge over another, and each tag
    /// nearer its own box than any other but its superviews', its subviews' and the boxes
    /// it lies within.
    @Test(arguments: Fixtures.logs)
    func corpusPicturesAreUncrowded(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let scene = try scene(e.layoutTree())
        let items = readable(scene)
        for (i, a) in items.enumerated() {
            for b in items[(i + 1)...] {
                #expect(a.rect.overlapArea(b.rect) < 0.5, "\(name): \(a.what) at \(a.rect) over \(b.what) at \(b.rect)")
            }
        }
        let boxes = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func ancestors(_ name: String) -> Set<String> {
            var result = Set<String>()
            var current = boxes[name]?.parent
            while let parent = current, !result.contains(parent) { result.insert(parent); current = boxes[parent]?.parent }
            return result
        }
        for tag in scene.tags where tag.leader == nil && tag.callout == nil {
            guard let own = boxes[tag.view] else { continue }
            let reach = distance(tag.rect, own.rect)
            for other in scene.views where other.name != tag.view && !ancestors(tag.view).contains(other.name)
                && !ancestors(other.name).contains(tag.view) && !other.isSpacer {
                // A box its own lies within (one it is laid over) is where it is, and so is
                // one a view squeezed to a line runs across.
                let within = other.rect.insetBy(-0.25).contains(own.rect) || liesAcross(own.rect, other.rect)
                #expect(within || distance(tag.rect, other.rect) > reach,
                        "\(name): \(tag.text) at \(tag.rect) as near \(other.name) at \(other.rect) as its own box \(own.rect)")
            }
        }
    }

    /// Every picture of the corpus: no pill or badge lies across a bracket (a view squeezed
    /// to no width or height, drawn as a line with caps): a value on the line reads as the
    /// line's, and hides where the view is (action-sheet's `-16 → 0` across the view).
    @Test(arguments: Fixtures.logs)
    func corpusPillsLieOffBrackets(_ name: String) throws {
        let e = Explainer.explain(AutoLayoutLogReader.read(text: try Fixtures.text(name), name: name))
        let scene = try scene(e.layoutTree())
        let brackets = scene.views.filter { !$0.isSpacer && min($0.rect.width, $0.rect.height) < 0.25 }
        for guide in scene.guides {
            guard let pill = guide.pill else { continue }
            for bracket in brackets {
                // The line itself, and the caps across its ends.
                let line = bracket.rect.width < 0.25
                    ? Rect(x: bracket.rect.x - 1, y: bracket.rect.y, width: 2, height: bracket.rect.height)
                    : Rect(x: bracket.rect.x, y: bracket.rect.y - 1, width: bracket.rect.width, height: 2)
                #expect(pill.overlapArea(line) < 0.5, "\(name): \(guide.label) at \(pill) across \(bracket.name) at \(bracket.rect)")
            }
        }
    }
}
