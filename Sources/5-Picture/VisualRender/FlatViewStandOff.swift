import Geometry

/// In a picture drawn around what it draws (`visual explain`'s), a view squeezed to a line
/// that lies on another box's edge is drawn a lane off that edge, links from its ends reaching back
/// to it: on the edge, the line was the edge, and its badge, its pills and its neighbours'
/// lay on each other there (a cell's bottom holding two views held at 0 high, a `0` pin
/// and a `2 → 0` badge: message-cell, label-text, cardparts). Several such lines on one
/// edge each take a lane of their own.
///
/// The side is the one no other box lies on (a sibling's box above the edge: below it);
/// when both sides are free or both taken, the one inside the view's own superview, so that
/// a child stays drawn within it.
enum FlatViewStandOff {
    /// How far apart the lanes are, in the picture's points: at 6 a line beside its
    /// neighbour's edge read as a double edge (a stack's sides with its labels held at 0
    /// wide 6 in), and a badge between them lay on both; at 12 the line and its links read
    /// as a bar of its own.
    static let lane = 12.0

    static func apply(to views: inout [FrameScene.PlacedView]) {
        let flat = ScenePainter.Metrics.flatSize, cap = ScenePainter.Metrics.flatBarLength
        func isLine(_ placed: FrameScene.PlacedView) -> Bool {
            !placed.view.isSpacer && min(placed.frame.width, placed.frame.height) < flat
                && max(placed.frame.width, placed.frame.height) >= cap
        }
        // Lines already stood off: their true place across the line, their span along it,
        // the side and lane taken.
        var taken: [(across: Double, low: Double, high: Double, side: Double, lane: Int, horizontal: Bool)] = []
        for index in views.indices where isLine(views[index]) {
            let line = views[index]
            let horizontal = line.frame.height < flat
            let across = horizontal ? line.frame.y : line.frame.x
            let (low, high) = horizontal ? (line.frame.x, line.frame.maxX) : (line.frame.y, line.frame.maxY)
            func alongOverlap(_ box: Rect) -> Double {
                horizontal ? min(box.maxX, high) - max(box.x, low) : min(box.maxY, high) - max(box.y, low)
            }
            // The boxes with an edge on the line, by the side they lie on (+1 after it, −1 before).
            var sides: [(side: Double, isAncestor: Bool)] = []
            for (other, placed) in views.enumerated() where other != index && !placed.view.isSpacer && !isLine(placed) {
                let box = placed.frame
                guard alongOverlap(box) > 2 else { continue }
                let (start, end) = horizontal ? (box.y, box.maxY) : (box.x, box.maxX)
                let isAncestor = line.ancestors.contains(other)
                if abs(start - across) < 0.5 { sides.append((1, isAncestor)) }
                if abs(end - across) < 0.5 { sides.append((-1, isAncestor)) }
            }
            // Other lines on the same place, drawn before it.
            let sharesWithLine = views[..<index].contains { other in
                isLine(other) && (other.frame.height < flat) == horizontal
                    && abs((horizontal ? other.trueFrame.y : other.trueFrame.x) - across) < 0.5
                    && alongOverlap(other.frame) > -cap
            }
            guard !sides.isEmpty || sharesWithLine else { continue }
            let after = sides.filter { $0.side > 0 && !$0.isAncestor }.count
            let before = sides.filter { $0.side < 0 && !$0.isAncestor }.count
            let inside = sides.first(where: \.isAncestor)?.side ?? 1
            let side: Double = after != before ? (after < before ? 1 : -1) : inside
            var laneNumber = 1
            while taken.contains(where: { other in
                other.horizontal == horizontal && abs(other.across - across) < 0.5 && other.side == side
                    && other.lane == laneNumber && min(other.high, high) - max(other.low, low) > -cap
            }) { laneNumber += 1 }
            taken.append((across, low, high, side, laneNumber, horizontal))
            let offset = side * Double(laneNumber) * lane
            views[index].standOff = offset
            if horizontal { views[index].frame.y += offset } else { views[index].frame.x += offset }
        }
    }

    /// A line stood off an edge takes its own size's mark with it: left on the edge, the
    /// badge of a view held at 0 high (`2 → 0`) lay on its neighbour's bottom among that
    /// edge's pins, and read as the neighbour's (label-text, message-cell).
    static func movingSizes(_ guides: [FrameScene.GuideMark], with views: [FrameScene.PlacedView]) -> [FrameScene.GuideMark] {
        guides.map { guide in
            guard guide.measures == .size, guide.views.count == 1,
                  let line = views.first(where: { $0.standOff != 0 && $0.view.name == guide.views[0] })
            else { return guide }
            // Only the size across the line (its height, for a line lying across).
            let lineIsHorizontal = line.frame.height < line.frame.width
            guard (guide.axis == .vertical) == lineIsHorizontal else { return guide }
            var moved = guide
            moved.start += line.standOff
            moved.end += line.standOff
            return moved
        }
    }
}
