import Geometry
import LayoutChanges
import Testing

/// The change model on hand-made layouts: each kind of change, relative and absolute
/// moves, the order, the tolerance.
@Suite struct LayoutChangesTests {
    typealias View = FramedLayout.View

    static func view(_ name: String, in parent: String? = nil, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> View {
        View(name: name, parent: parent, frame: Rect(x: x, y: y, width: width, height: height))
    }

    static func layout(_ views: [View], width: Double = 300, height: Double = 200) -> FramedLayout {
        FramedLayout(canvasWidth: width, canvasHeight: height, views: views)
    }

    @Test func movedResizedAddedAndRemovedViewsAreOneLineEachLargestFirst() {
        let before = Self.layout([Self.view("a", 20, 20, 40, 30), Self.view("b", 70, 20, 50, 30), Self.view("c", 130, 20, 60, 30)])
        let after = Self.layout([Self.view("a", 20, 20, 40, 30), Self.view("b", 74, 22, 50, 42), Self.view("d", 134, 20, 60, 30)])
        let changes = LayoutChanges(before: before, after: after)
        #expect(changes.lines == [
            "c: removed (was at 130, 20, 60 × 30)",
            "d: added at 134, 20, 60 × 30",
            "b: moved 4 right, 2 down; 12 taller",
        ])
        #expect(changes.views.map(\.kind) == [.removed, .added, .changed])
        #expect(changes.views[2].deltaLabel == "b  +4 x  +2 y  +12 h")
        #expect(changes.goldenFrames.count == 3)
    }

    @Test func viewsThatMovedOnlyWithTheirContainerAreReportedOnceAtIt() {
        let before = Self.layout([Self.view("card", 20, 20, 200, 120), Self.view("icon", in: "card", 10, 10, 40, 40),
                                  Self.view("title", in: "card", 60, 10, 100, 20)])
        let after = Self.layout([Self.view("card", 28, 20, 200, 120), Self.view("icon", in: "card", 10, 10, 40, 40),
                                 Self.view("title", in: "card", 60, 10, 112, 20)])
        let relative = LayoutChanges(before: before, after: after)
        #expect(relative.lines == ["title: 12 wider", "card: moved 8 right"])
        let absolute = LayoutChanges(before: before, after: after, absolute: true)
        #expect(absolute.lines == ["title: moved 8 right; 12 wider", "card: moved 8 right", "icon: moved 8 right"])
        // Drawn where they are on the canvas either way.
        #expect(relative.views[0].after == Rect(x: 88, y: 30, width: 112, height: 20))
    }

    @Test func aViewThatChangedContainerIsMeasuredOnTheCanvas() {
        let before = Self.layout([Self.view("box", 100, 0, 100, 100), Self.view("dot", in: "box", 10, 10, 5, 5)])
        let after = Self.layout([Self.view("box", 100, 0, 100, 100), Self.view("dot", 110, 10, 5, 5)])
        #expect(LayoutChanges(before: before, after: after).lines == ["dot: moved from box into the canvas"])
    }

    @Test func changesWithinTheToleranceAndUnchangedLayoutsSayNothing() {
        let before = Self.layout([Self.view("a", 20, 20, 40, 30)])
        let after = Self.layout([Self.view("a", 20.005, 20, 40, 30.004)])
        #expect(LayoutChanges(before: before, after: after).isEmpty)
        #expect(!LayoutChanges(before: before, after: after, tolerance: 0.001).isEmpty)
    }

    @Test func theCanvasSizeComesFirstAndSharedNamesAreNumbered() {
        let before = Self.layout([Self.view("_spacer", 0, 0, 10, 10), Self.view("_spacer", 0, 20, 10, 10)])
        let after = Self.layout([Self.view("_spacer", 0, 0, 10, 10), Self.view("_spacer", 0, 20, 10, 16)], height: 210)
        #expect(LayoutChanges(before: before, after: after).lines == ["canvas: 10 taller", "_spacer#2: 6 taller"])
    }

    /// The canvas's sides within the tolerance say nothing, as a view's do.
    @Test func theCanvasKeepsTheTolerance() {
        let before = Self.layout([Self.view("a", 0, 0, 10, 10)])
        let after = Self.layout([Self.view("a", 0, 0, 10, 10)], height: 200.004)
        #expect(LayoutChanges(before: before, after: after).isEmpty)
        let taller = Self.layout([Self.view("a", 0, 0, 10, 10)], width: 300.003, height: 220)
        #expect(LayoutChanges(before: before, after: taller).lines == ["canvas: 20 taller"])
    }
}
