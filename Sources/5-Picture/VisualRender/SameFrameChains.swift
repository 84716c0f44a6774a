import Geometry

/// Views that share one box: a wrapper whose only child fills it exactly, several deep, or
/// a background filling its cell (Interface Builder's collection cells: the cell, its
/// content view, a media view and a group view, all 309 × 289). Tagged one by one they
/// stood as four or five tags in a row along the box's foot, each saying the same size;
/// tagged as a chain they read as one tag, `cell › content › media 309 × 289`, outermost
/// first. The chain is drawn as one line but is still one tag per view (each view's name,
/// then `›`, the last with the size), side by side: every view keeps its own tag, inside
/// its own box, as the scene's rules ask (docs/format-file.md, "The scene of a picture").
extension TagPlacer {
    /// The chains of views with one box: each keyed by its outermost view's index, its
    /// members outermost first, then in the file's order; only views nested in another
    /// member join (two unrelated views that happen to coincide are not a chain).
    func sameFrameChains() -> [Int: [Int]] {
        struct FrameKey: Hashable { let x, y, width, height: Double }
        var byFrame: [FrameKey: [Int]] = [:]
        for (index, placed) in scene.views.enumerated() where !placed.view.isSpacer {
            let frame = placed.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let key = FrameKey(x: (frame.x * 100).rounded(), y: (frame.y * 100).rounded(),
                               width: (frame.width * 100).rounded(), height: (frame.height * 100).rounded())
            byFrame[key, default: []].append(index)
        }
        var chains: [Int: [Int]] = [:]
        for members in byFrame.values where members.count > 1 {
            let ordered = members.sorted {
                (scene.views[$0].ancestors.count, $0) < (scene.views[$1].ancestors.count, $1)
            }
            var chain = [ordered[0]]
            for member in ordered.dropFirst() where scene.views[member].ancestors.contains(where: chain.contains) {
                chain.append(member)
            }
            if chain.count > 1 && chain.count <= Self.longestChain { chains[chain[0]] = chain }
        }
        return chains
    }

    /// The most views one chain tag names; more, and each is tagged on its own.
    static let longestChain = 6

    /// Tags for a chain, side by side as one line on or beside the shared box (as `place`
    /// tries for a container: inside, then touching it on the canvas, then past it); nil
    /// when no place suits every piece, and the views are then tagged one by one.
    mutating func placeChain(_ members: [Int], _ placement: inout Placement) -> [Int: SceneItem.Tag]? {
        let head = scene.views[members[0]]
        let box = head.frame
        let size = Self.sizeText(head, in: scene.tree)
        for withSize in [true, false] {
            let own = members.indices.map { i in
                shape(name: scene.views[members[i]].view.name,
                      size: i < members.count - 1 ? Self.chainSeparator : withSize ? size : nil)
            }
            let height = own.map(\.height).max()!
            let shapes = own.map {
                Shape(text: $0.text, nameLength: $0.nameLength, nameWidth: $0.nameWidth, width: $0.width,
                      height: height, ascent: $0.ascent)
            }
            let whole = Shape(text: shapes.map(\.text).joined(separator: " "), nameLength: 0, nameWidth: 0,
                              width: shapes.map(\.width).reduce(0, +), height: height, ascent: shapes[0].ascent)
            func pieces(_ rect: Rect) -> [Rect] {
                var x = rect.x
                return shapes.map { shape in
                    defer { x += shape.width }
                    return Rect(x: x, y: rect.y, width: shape.width, height: height)
                }
            }
            func allowed(_ rect: Rect) -> Bool {
                zip(members, pieces(rect)).allSatisfy { member, piece in
                    placement.tagAllowed(piece, own: member) && placement.isNearest(piece, own: member)
                }
            }
            let touching = touchingCandidates(box, whole)
            let tiers = [insideCandidates(box, whole, isContainer: true),
                         touching.filter { scene.canvas.contains($0) }, touching.filter { !scene.canvas.contains($0) }]
            for tier in tiers {
                guard let rect = placement.best(tier, allowed: allowed) else { continue }
                var tags: [Int: SceneItem.Tag] = [:]
                for (i, piece) in pieces(rect).enumerated() {
                    tags[members[i]] = settle(members[i], scene.views[members[i]], shapes[i], piece, leader: nil,
                                              callout: nil, &placement)
                }
                return tags
            }
        }
        return nil
    }

    /// Between the names of a chain: drawn in the size's place after each name but the last.
    static let chainSeparator = "›"
}
