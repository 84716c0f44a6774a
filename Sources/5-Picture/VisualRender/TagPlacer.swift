import Geometry
import TextMeasure
import TextFormats
import VisualLayout
import VisualSyntax

/// Gives every view but spacers exactly one tag that visibly belongs to it: its name and
/// size inside its box, or touching its edge, or joined to it by a short leader; on a
/// crowded screen a numbered callout on the box (the key beside the frame says whose); and
/// as a last resort the tag in the column beside the frame with a leader to the box.
///
/// Each place is checked with `Placement.tagAllowed`: no tag covers text, a pill, a
/// marker or another tag, nor another view's box except the ones its own lies within.
/// Tiers are tried in order and the first that has an allowed place wins; within a tier
/// the clearest of the first few allowed places is taken.
struct TagPlacer {
    /// Inside a box a tag keeps this far from its left/right and top/bottom edges.
    static let insideInset = (x: 2.0, y: 1.0)
    /// Outside, a tag keeps this far from the box: touching, within the 2 points allowed.
    static let touchGap = 0.5
    /// The clear ring around a tag's text.
    static let halo = 1.5
    /// Between a view's name and its size.
    static let nameSizeGap = 4.0
    /// Sliding along an edge: steps and how many.
    static let slideStep = 8.0
    static let slideSteps = 10
    /// A view under this many others' boxes that its tag may not cover is in a crowd
    /// (10,000 labels stacked a point apart, each under the 40 around it): its tag goes
    /// straight to the parking columns, with a leader, as a pile's do. Every place near
    /// the box is on one of the others, and trying each of them for each view of the
    /// crowd was most of the time of drawing it.
    static let crowdSize = 16
    /// How far past the canvas's side a tag may reach and still be beside its box rather
    /// than overhanging the frame (its name alone is tried first when it would).
    static let sideOverhang = 20.0
    /// A leader is at most this long before a callout is preferred.
    static let shortLeaders = [4.0, 10.0, 18.0]
    /// What each point of a far tag's leader costs, as `Placement.cost` weighs what a place
    /// covers: a leader 26 points longer costs what a place over 4 points of a guide's line
    /// does, so a straight leader beats a slanting one that passes a neighbour.
    static let farLeaderCost = 20.0
    static let longLeaders = [28.0, 44.0, 64.0]

    let scene: FrameScene
    let frame: Int
    let measurer: TextMeasurer
    let focus: FocusFilter
    var parking: Parking
    /// The parking columns as they were before any tag was placed: holding only the pills
    /// parked there earlier.
    private var parkingBeforeTags: Parking?
    private var calloutCount = 0
    /// Places around a box that were all taken when a tag of it went to the parking
    /// columns, with the narrowest name that found none (see `place`).
    private var crowded: [CrowdedPlace: Double] = [:]

    /// A view's box as the tag places around it depend on it: where it is, what it is
    /// drawn as, and the containers its tag may lie over.
    private struct CrowdedPlace: Hashable {
        let x, y, width, height: Double
        let kind: ViewKind
        let ancestors: [Int]
    }

    init(scene: FrameScene, frame: Int, measurer: TextMeasurer, focus: FocusFilter, parking: Parking) {
        self.scene = scene
        self.frame = frame
        self.measurer = measurer
        self.focus = focus
        self.parking = parking
    }

    /// A tag for every view but spacers, in the file's order. Identical siblings (the
    /// same kind and size in containers of the same size: a column of cards' titles, a
    /// grid of tiles' numbers; and counterparts in identical containers, `counterparts`)
    /// get their tags at the same place on each box when one place suits them all, or else
    /// most of them, when the first of them is reached; the rest each, in its own turn, at
    /// a place a sibling's tag took when that suits it (`followSibling`).
    ///
    /// A group whose members end up named in two ways, some by a numbered callout and the
    /// rest by tags (a row of three equal buttons: the first named beside the frame, the
    /// next two numbered where its place was taken), is named again all by callouts, from
    /// the start, when each of them finds a place for one.
    ///
    /// Last, a tag parked beside the frame on a leader longer than `longestParkedLeader` is
    /// numbered near its box instead (`numberingFarParkedTags`).
    ///
    /// Views are taken in the file's order, each container before what it holds; when that
    /// leaves some view on a leader or numbered, the tags are placed again with each
    /// container after what it holds (`tagOrder`), and the order that needs fewer leaders
    /// and callouts is kept. Placed first, a mail row's tag took the place right of its
    /// sender that the sender's own tag needed, and an inbox's senders were numbered; placed
    /// last, a profile's `names` container lost its inside corner to its children and went
    /// above the canvas: neither order suits every screen.
    mutating func placeAll(_ placement: inout Placement) -> [SceneItem.Tag] {
        parkingBeforeTags = parking
        let (start, startPlacement) = (self, placement)
        let inFileOrder = numberingFarParkedTags(placeAllOnce(&placement), &placement)
        let inFileOrderCost = Self.indirectNames(inFileOrder)
        if inFileOrderCost > 0 && scene.views.count <= Self.mostViewsPlacedTwice
            && scene.views.contains(where: \.isContainer) {
            let (first, firstPlacement) = (self, placement)
            (self, placement) = (start, startPlacement)
            containersLast = true
            let containersLastTags = numberingFarParkedTags(placeAllOnce(&placement), &placement)
            if Self.indirectNames(containersLastTags) < inFileOrderCost { return containersLastTags }
            (self, placement) = (first, firstPlacement)
        }
        return inFileOrder
    }

    /// How far views are named from their boxes: a leader counts 1 and 1 more for each 100
    /// points of its length, a numbered callout as much as the longest leader a tag takes
    /// before one (`longLeaders`); 0 when every tag is on or beside its box.
    static func indirectNames(_ tags: [SceneItem.Tag]) -> Double {
        tags.reduce(0) { cost, tag in
            cost + (tag.leader.map { 1 + length($0) / 100 } ?? 0) + (tag.callout != nil ? 1 + longLeaders.last! / 100 : 0)
        }
    }

    /// Frames with more views are placed once, in the file's order (10,000 stacked labels).
    static let mostViewsPlacedTwice = 400
    /// Whether containers are tagged after what they hold (`tagOrder`).
    private var containersLast = false

    private mutating func placeAllOnce(_ placement: inout Placement) -> [SceneItem.Tag] {
        let (start, startPlacement) = (self, placement)
        let (tags, mixed) = placeAll(&placement, numbering: [])
        guard !mixed.isEmpty else { return tags }
        let (tried, triedPlacement) = (self, placement)
        self = start
        placement = startPlacement
        let (numberedTags, _) = placeAll(&placement, numbering: mixed)
        // Kept only when every member of those groups did get a callout.
        let byView = Dictionary(numberedTags.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
        let allNumbered = mixed.allSatisfy { group in
            alikeMembers(group).allSatisfy { byView[scene.views[$0].view.name]?.callout != nil }
        }
        if allNumbered { return numberedTags }
        self = tried
        placement = triedPlacement
        return tags
    }

    /// A parked tag's leader longer than this runs across most of a wide window (Rectangle's
    /// shortcut pane: 40 tags parked right of an 850-pt window, leaders to 1,600 px, the
    /// picture three windows wide): a numbered callout near the box on a short leader, the
    /// key saying whose, reads better.
    static let longestParkedLeader = 240.0

    /// Each tag parked on a leader longer than `longestParkedLeader` made a numbered callout
    /// near its box (`calloutOnALeader`), where one finds a place once every other tag is
    /// placed: numbered while tags were still being placed, such a callout took the places
    /// near the box that its neighbours' tags went to, and they in turn were numbered (VLC's
    /// donation screen: its amount buttons, named on their faces, numbered one after
    /// another). Identical siblings that were mostly parked so far are numbered all or none,
    /// so that the group is named one way; one of many parked far is numbered on its own
    /// (a leader across the picture misleads more than a group named two ways). Chains keep
    /// their tags. The parked tag's place and leader stay filed, so the
    /// callout keeps clear of them too.
    private mutating func numberingFarParkedTags(_ tags: [SceneItem.Tag], _ placement: inout Placement) -> [SceneItem.Tag] {
        let indexOf = Dictionary(scene.views.indices.map { (scene.views[$0].view.name, $0) }, uniquingKeysWith: { first, _ in first })
        var tagOf: [Int: Int] = [:]
        for (position, tag) in tags.enumerated() { if let index = indexOf[tag.view] { tagOf[index] = position } }
        func parkedFar(_ index: Int) -> Bool {
            guard let position = tagOf[index], tags[position].callout == nil, let leader = tags[position].leader else { return false }
            return Self.length(leader) > Self.longestParkedLeader
        }
        // All of a group when at least half of it was parked far, else just those; nil: none.
        func numberedPart(_ unit: [Int]) -> [Int]? {
            let far = unit.filter(parkedFar)
            if far.isEmpty { return nil }
            return unit.allSatisfy { tagOf[$0] != nil } && 2 * far.count >= unit.count ? unit : far
        }
        let chained = Set(sameFrameChains().values.joined())
        let groups = groupsOfSiblings()
        let grouped = Set(groups.values.joined())
        let units = (groups.values.map { $0 } + scene.views.indices.filter { !grouped.contains($0) && !chained.contains($0) }.map { [$0] })
            .compactMap(numberedPart)
            .sorted { $0[0] < $1[0] }
        var result = tags
        let nearest = scene.tree.tagsNearestTheirViews
        // A group that cannot be numbered whole (no place near one member's box) has its
        // far-parked members numbered each on its own: named two ways, the group still reads
        // better than with leaders across the picture (Transmission's torrent options: four
        // fields and a pop-up of a group of seven tagged 500 to 1,400 points off).
        // Not a crowd's (boxes over each other): its names are a list beside the frame.
        let placed = placement
        let inACrowd = { (index: Int) in placed.boxesCrowding(index, upTo: Self.crowdSize) >= Self.crowdSize }
        let tries = units.flatMap { unit in
            [unit] + (unit.count > 1 ? unit.filter { parkedFar($0) && !inACrowd($0) }.map { [$0] } : [])
        }
        var tried = Set<Int>()
        for unit in tries where !unit.contains(where: tried.contains) {
            var (trial, trialPlacement) = (self, placement)
            var numbered: [(Int, SceneItem.Tag)] = []
            for index in unit {
                let placed = scene.views[index]
                let allowed = { [trialPlacement] (rect: Rect) in
                    trialPlacement.tagAllowed(rect, own: index) && (!nearest || trialPlacement.isNearest(rect, own: index))
                }
                guard let callout = trial.calloutOnALeader(near: placed.frame, own: index, allowed: allowed, trialPlacement)
                else { break }
                numbered.append((index, trial.settleCallout(index, placed, callout, keyText: tags[tagOf[index]!].text, &trialPlacement)))
            }
            guard numbered.count == unit.count else { continue }
            tried.formUnion(unit)
            (self, placement) = (trial, trialPlacement)
            for (index, tag) in numbered { result[tagOf[index]!] = tag }
        }
        // The columns hold only the tags still parked in them: the key and the parked pills
        // come after, and went past columns emptied by the numbering (Transmission's
        // options: its key 3,500 points right of a 300-point frame).
        if !tried.isEmpty, var columns = parkingBeforeTags {
            for tag in result where tag.callout == nil && tag.leader != nil && tag.rect.x >= parking.left - 0.5 {
                columns.take(tag.rect)
            }
            parking = columns
        }
        return result
    }

    static func length(_ leader: (Point, Point)) -> Double {
        let (a, b) = leader
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// Numbered callouts for all of `members` at the same inside corner of each box (a row
    /// of equal buttons, each numbered at its top-left corner, not one beside the frame,
    /// the next on its corner and the last past the canvas's side); none when no corner
    /// takes them all.
    private mutating func numberedAlike(_ members: [Int], _ placement: inout Placement) -> [Int: SceneItem.Tag] {
        let numbers = members.indices.map { "\(calloutCount + 1 + $0)" }
        let corners = zip(members, numbers).map { member, number in
            insideCandidates(scene.views[member].frame, calloutShape(number), isContainer: false)
        }
        for corner in 0..<(corners.map(\.count).min() ?? 0) {
            let rects = corners.map { $0[corner] }
            let suitsAll = members.indices.allSatisfy { i in
                placement.tagAllowed(rects[i], own: members[i])
                    && (!scene.tree.tagsNearestTheirViews || placement.isNearest(rects[i], own: members[i]))
                    && !rects[..<i].contains { $0.overlapArea(rects[i]) > Placement.tolerance }
            }
            guard suitsAll else { continue }
            var tags: [Int: SceneItem.Tag] = [:]
            for (i, member) in members.enumerated() {
                let placed = scene.views[member]
                calloutCount += 1
                let full = shape(name: placed.view.name, size: Self.sizeText(placed, in: scene.tree))
                tags[member] = settle(member, placed, calloutShape(numbers[i]), rects[i], leader: nil, callout: numbers[i],
                                      &placement, keyText: full.text)
            }
            return tags
        }
        return [:]
    }

    /// The members of the group of identical siblings whose first member is `first`.
    private func alikeMembers(_ first: Int) -> [Int] { groupsOfSiblings()[first] ?? [] }

    /// The groups of identical siblings not tagged as chains, by their first member.
    private func groupsOfSiblings() -> [Int: [Int]] {
        let chained = Set(sameFrameChains().values.joined())
        var position: [Int: Int] = [:]
        for (at, index) in tagOrder().enumerated() { position[index] = at }
        var groups: [Int: [Int]] = [:]
        for members in alikeGroups().values {
            // Keyed by the member reached first (`tagOrder`).
            let rest = members.filter { !chained.contains($0) }.sorted { position[$0]! < position[$1]! }
            if rest.count > 1 { groups[rest[0]] = rest }
        }
        return groups
    }

    /// `numbering`: groups (by first member) whose members each go straight to a numbered
    /// callout. Returns the tags and the groups named in two ways (callouts and tags).
    private mutating func placeAll(_ placement: inout Placement, numbering: Set<Int>) -> ([SceneItem.Tag], mixed: Set<Int>) {
        var tags: [Int: SceneItem.Tag] = [:]
        // Views sharing one box are tagged as a chain (`SameFrameChains`), not as siblings.
        var chains: [Int: [Int]] = [:]
        for chain in sameFrameChains().values { for member in chain { chains[member] = chain } }
        let groups = groupsOfSiblings()
        var groupOf: [Int: Int] = [:]
        for (first, members) in groups { for member in members { groupOf[member] = first } }
        // Each group's places so far (a tag and its box, and how many members took it): the
        // places its other members try first, the most taken first.
        var anchors: [Int: [Anchor]] = [:]
        for index in tagOrder() where !scene.views[index].view.isSpacer && tags[index] == nil {
            let placed = scene.views[index]
            // A chain is tagged when its first member is reached (`tagOrder`), once.
            if let members = chains[index], !members.contains(where: { tags[$0] != nil }),
               let chainTags = placeChain(members, &placement) {
                for (member, tag) in chainTags { tags[member] = tag }
                continue
            }
            if let group = groupOf[index], numbering.contains(group) {
                if group == index { for (member, tag) in numberedAlike(groups[index]!, &placement) { tags[member] = tag } }
                if tags[index] != nil { continue }
                if let (tag, _) = followSibling(index, placed, anchors[group] ?? [], &placement) {
                    tags[index] = tag
                    continue
                }
                if let tag = numbered(index, placed, &placement) {
                    tags[index] = tag
                    anchors[group, default: []].append(Anchor(tag: tag, box: placed.frame, uses: 1))
                    continue
                }
            }
            if let members = groups[index] {
                for (member, tag) in placeAlike(members, &placement) { tags[member] = tag }
                if tags[index] != nil { continue }
            }
            // A member of a group no one place suited, in its own turn: where a sibling's tag is.
            if let group = groupOf[index] {
                if let (tag, used) = followSibling(index, placed, anchors[group] ?? [], &placement) {
                    tags[index] = tag
                    anchors[group]![used].uses += 1
                    anchors[group]!.sort { $0.uses > $1.uses }
                    continue
                }
            }
            let tag = place(index, placed, &placement)
            tags[index] = tag
            if let group = groupOf[index] { anchors[group, default: []].append(Anchor(tag: tag, box: placed.frame, uses: 1)) }
        }
        let mixed = Set(groups.filter { _, members in
            let kinds = Set(members.compactMap { tags[$0].map { $0.callout != nil } })
            return kinds.count > 1
        }.keys)
        return (scene.views.indices.compactMap { tags[$0] }, mixed)
    }

    /// The views in the order their tags are placed: the file's, or with `containersLast`
    /// each container after everything it holds. A container's tag may go anywhere along
    /// its inside edges; placed last it takes what its children leave, and is still inside
    /// or at its own box.
    func tagOrder() -> [Int] {
        guard containersLast else { return Array(scene.views.indices) }
        var last = Array(scene.views.indices)
        for (index, placed) in scene.views.enumerated() {
            for ancestor in placed.ancestors { last[ancestor] = max(last[ancestor], index) }
        }
        // Ties (a container and its last descendant): the deeper first.
        return scene.views.indices.sorted {
            (last[$0], -scene.views[$0].ancestors.count, $0) < (last[$1], -scene.views[$1].ancestors.count, $1)
        }
    }

    /// A tag for an identical sibling of views already tagged, at the place one of theirs
    /// took (the first that suits it), measured from the same corner of its box; nil when
    /// none does. Identical rows then read alike, not as a tag above, one below and a
    /// callout; a sibling's callout is followed with a callout of this view's own number.
    /// Returns the tag and which of `anchors` it followed.
    private mutating func followSibling(_ index: Int, _ placed: FrameScene.PlacedView, _ anchors: [Anchor],
                                        _ placement: inout Placement) -> (SceneItem.Tag, Int)? {
        let size = Self.sizeText(placed, in: scene.tree)
        for (used, anchor) in anchors.enumerated() where anchor.tag.leader == nil {
            let number = anchor.tag.callout.map { _ in "\(calloutCount + 1)" }
            let withSize = anchor.tag.nameLength < anchor.tag.text.count
            let shape = number.map(calloutShape) ?? shape(name: placed.view.name, size: withSize ? size : nil)
            let rect = Self.samePlace(anchor.tag.rect, of: anchor.box, on: placed.frame, width: shape.width,
                                      height: shape.height)
            guard placement.tagAllowed(rect, own: index),
                  number != nil && !scene.tree.tagsNearestTheirViews || placement.isNearest(rect, own: index) else { continue }
            if number != nil { calloutCount += 1 }
            return (settle(index, placed, shape, rect, leader: nil, callout: number, &placement,
                           keyText: number.map { _ in self.shape(name: placed.view.name, size: size).text }), used)
        }
        return nil
    }

    /// A place a member of a group of identical siblings took: its tag, its box, and how
    /// many members have taken that place.
    private struct Anchor {
        let tag: SceneItem.Tag
        let box: Rect
        var uses: Int
    }

    /// Where a tag `width` × `height` sits on `box` as `rect` sits on `other`: on each axis,
    /// beside the same edge as far from it (a tag wholly left of its box keeps its right
    /// end as near the box), else measured from the nearer of the two edges.
    static func samePlace(_ rect: Rect, of other: Rect, on box: Rect, width: Double, height: Double) -> Rect {
        func place(_ start: Double, _ end: Double, _ otherStart: Double, _ otherEnd: Double,
                   _ boxStart: Double, _ boxEnd: Double, _ length: Double) -> Double {
            if end <= otherStart + 0.5 { return boxStart - (otherStart - end) - length }
            if start >= otherEnd - 0.5 { return boxEnd + (start - otherEnd) }
            return (start + end) / 2 <= (otherStart + otherEnd) / 2
                ? boxStart + (start - otherStart) : boxEnd - (otherEnd - end) - length
        }
        return Rect(x: place(rect.x, rect.maxX, other.x, other.maxX, box.x, box.maxX, width),
                    y: place(rect.y, rect.maxY, other.y, other.maxY, box.y, box.maxY, height),
                    width: width, height: height)
    }

    /// What makes views identical siblings: drawn alike, the same size, in containers of
    /// the same size (the canvas for top-level views).
    private struct AlikeKey: Hashable {
        let kind: ViewKind
        let isContainer: Bool
        let width, height: Double
        let containerWidth, containerHeight: Double
    }

    /// The groups of two or more identical siblings, each by its first member's index.
    private func alikeGroups() -> [Int: [Int]] {
        var byKey: [AlikeKey: [Int]] = [:]
        var keys: [AlikeKey] = []
        for (index, placed) in scene.views.enumerated() where !placed.view.isSpacer {
            let container = placed.ancestors.last.map { scene.views[$0].frame } ?? scene.canvas
            let key = AlikeKey(kind: placed.kind, isContainer: placed.isContainer,
                               width: (placed.frame.width * 2).rounded(), height: (placed.frame.height * 2).rounded(),
                               containerWidth: (container.width * 2).rounded(),
                               containerHeight: (container.height * 2).rounded())
            if byKey[key] == nil { keys.append(key) }
            byKey[key, default: []].append(index)
        }
        var groups: [Int: [Int]] = [:]
        for key in keys { if let members = byKey[key], members.count > 1 { groups[members[0]] = members } }
        counterparts(joining: &groups)
        return groups
    }

    /// Where a view sits in its container, for finding its counterparts in the container's
    /// identical siblings: its kind and height, how far down, and how far in from one side.
    private struct CounterpartKey: Hashable {
        let containers: Int
        let kind: ViewKind
        let isContainer: Bool
        let height, top: Double
        /// The distance in from the container's leading (true) or trailing (false) side.
        let fromLeading: Bool
        let inset: Double
    }

    /// Adds to `groups` the counterparts in identical containers: views not in a group of
    /// their own, drawn alike, as high and as far down in containers that are identical
    /// siblings (a list's cells, a settings list's rows), and as far in from one side (the
    /// senders at the cells' leading inset; the times, of other widths, at their trailing
    /// one). A list reads as one cell repeated when each cell's sender is named at the
    /// same place, not one above its box and the next beside it.
    private func counterparts(joining groups: inout [Int: [Int]]) {
        var grouped = Set(groups.values.joined())
        var containerGroup: [Int: Int] = [:]
        for (first, members) in groups where scene.views[first].isContainer {
            for member in members { containerGroup[member] = first }
        }
        guard !containerGroup.isEmpty else { return }
        for fromLeading in [true, false] {
            var byKey: [CounterpartKey: [Int]] = [:]
            var keys: [CounterpartKey] = []
            for (index, placed) in scene.views.enumerated() where !placed.view.isSpacer && !grouped.contains(index) {
                guard let parent = placed.ancestors.last, let containers = containerGroup[parent] else { continue }
                let box = scene.views[parent].frame, frame = placed.frame
                let key = CounterpartKey(containers: containers, kind: placed.kind, isContainer: placed.isContainer,
                                         height: (frame.height * 2).rounded(), top: ((frame.y - box.y) * 2).rounded(),
                                         fromLeading: fromLeading,
                                         inset: ((fromLeading ? frame.x - box.x : box.maxX - frame.maxX) * 2).rounded())
                if byKey[key] == nil { keys.append(key) }
                byKey[key, default: []].append(index)
            }
            for key in keys {
                guard let members = byKey[key], members.count > 1,
                      Set(members.map { scene.views[$0].ancestors.last! }).count == members.count else { continue }
                groups[members[0]] = members
                grouped.formUnion(members)
            }
        }
    }

    /// Tags for identical siblings at the same place on each box (inside or touching it,
    /// the tiers `place` tries first), each as wide as the widest of them so that their
    /// places line up; none when no place suits them all (each then follows its siblings
    /// in its own turn, `followSibling`).
    private mutating func placeAlike(_ members: [Int], _ placement: inout Placement) -> [Int: SceneItem.Tag] {
        let views = members.map { scene.views[$0] }
        guard !members.contains(where: { placement.boxesCrowding($0, upTo: Self.crowdSize) >= Self.crowdSize })
        else { return [:] }
        let sizes = members.map { Self.sizeText(scene.views[$0], in: scene.tree) }
        var partial: (suited: [Int], rects: [Rect], shapes: [Shape])?
        let first = views[0]
        let insideFirst = first.isContainer || [.box, .image, .label, .text].contains(first.kind)
        // In an explanation the sizes are what the conflict is about: members that cannot
        // keep theirs at one place are named each on its own, where a short leader may keep it.
        for withSize in scene.tree.tagsNearestTheirViews ? [true] : [true, false] {
            let own = zip(views, sizes).map { shape(name: $0.view.name, size: withSize ? $1 : nil) }
            let width = own.map(\.width).max()!
            let shapes = own.map {
                Shape(text: $0.text, nameLength: $0.nameLength, nameWidth: $0.nameWidth, width: width,
                      height: $0.height, ascent: $0.ascent)
            }
            // A box's corners are the same places whatever the width of the tag in them: on
            // plain boxes each tag keeps its own width (a wider one might not fit a corner).
            let insideShapes = first.isContainer ? shapes : own
            let inside = zip(views, insideShapes).map { insideCandidates($0.frame, $1, isContainer: $0.isContainer) }
            let touching = sameTouchingPlaces(views.map(\.frame), shapes)
            // Beside the boxes within the canvas, on them, then beside them past its edge
            // (as `place` orders them for a button or a field).
            let canvas = scene.canvas
            // Only above or below: beside a box in a column of cells, a tag reads as the
            // neighbouring cell's (unless it lies in the box's own cell, below).
            let count = touching.map(\.count).min() ?? 0
            let stacked = (0..<count).map { k in
                let (rect, box) = (touching[0][k], views[0].frame)
                return rect.maxY <= box.y + 1 || rect.y >= box.maxY - 1
            }
            let within = (0..<count).map { k in stacked[k] && touching.allSatisfy { canvas.contains($0[k]) } }
            // Beside each box inside its own cell (the label of each row of a settings
            // list in the row's inset), each tag as wide as its own name: a common width
            // would stretch the narrower tags' halos over their neighbours.
            let touchingOwn = sameTouchingPlaces(views.map(\.frame), own)
            let besideInOwnCells = (0..<(touchingOwn.map(\.count).min() ?? 0)).map { k in
                let (rect, box) = (touchingOwn[0][k], views[0].frame)
                return rect.maxY > box.y + 1 && rect.y < box.maxY - 1
                    && Self.liesInOwnCells(touchingOwn.map { $0[k] }, of: views, in: scene)
            }
            // Past the canvas above or below them, or beside each box past its side (a
            // place most of them take and the rest numbered are named again all by
            // callouts: `placeAll`).
            let beyond = (0..<count).map { k in
                !within[k] && (stacked[k] || Self.liesBesideEachPastTheCanvas(touching.map { $0[k] }, of: views, in: canvas))
            }
            let tiers: [([[Rect]], [Bool]?, [Shape])] = insideFirst
                ? [(inside, nil, insideShapes), (touching, within, shapes), (touchingOwn, besideInOwnCells, own),
                   (touching, beyond, shapes)]
                : [(touching, within, shapes), (touchingOwn, besideInOwnCells, own), (inside, nil, insideShapes),
                   (touching, beyond, shapes)]
            for (candidates, inTier, tierShapes) in tiers {
                let count = candidates.map(\.count).min() ?? 0
                var found: (k: Int, cost: Double)?
                var accepted = 0
                for k in 0..<count where inTier?[k] ?? true {
                    let rects = candidates.map { $0[k] }
                    func suits(_ i: Int) -> Bool {
                        placement.tagAllowed(rects[i], own: members[i])
                            && placement.isNearest(rects[i], own: members[i])
                    }
                    guard members.indices.allSatisfy(suits),
                          !rects.indices.contains(where: { i in rects[..<i].contains { $0.overlapArea(rects[i]) > Placement.tolerance } })
                    else {
                        // The place most of them can take, should none suit them all.
                        guard members.count <= Self.mostForAPartialPlace else { continue }
                        var suited: [Int] = []
                        for i in members.indices where suits(i)
                            && !suited.contains(where: { rects[$0].overlapArea(rects[i]) > Placement.tolerance }) {
                            suited.append(i)
                        }
                        if suited.count > (partial?.suited.count ?? 1) {
                            partial = (suited, candidates.map { $0[k] }, tierShapes)
                        }
                        continue
                    }
                    let cost = rects.reduce(0) { $0 + placement.cost($1) }
                    if found == nil || cost < found!.cost { found = (k, cost) }
                    accepted += 1
                    if cost == 0 || accepted >= 8 { break }
                }
                if let found {
                    var tags: [Int: SceneItem.Tag] = [:]
                    for i in members.indices {
                        tags[members[i]] = settle(members[i], views[i], tierShapes[i], candidates[i][found.k],
                                                  leader: nil, callout: nil, &placement)
                    }
                    return tags
                }
            }
        }
        // Most of them at one place: the rest, in their own turn, where they can.
        guard let partial, 2 * partial.suited.count > members.count else { return [:] }
        var tags: [Int: SceneItem.Tag] = [:]
        for i in partial.suited {
            tags[members[i]] = settle(members[i], views[i], partial.shapes[i], partial.rects[i], leader: nil, callout: nil,
                                      &placement)
        }
        return tags
    }

    /// The places just outside each of `boxes` (`touchingCandidates`), the k-th of each at
    /// the same place on its box: those of the narrowest box, moved onto each other box as
    /// they sit on it (`samePlace`). Counterparts in a list's rows are of different widths
    /// ("Profile", "Password"), and each box's own places slide along it in steps of
    /// its own width: the k-th place of one was not the k-th of another, and no place
    /// suited them all.
    func sameTouchingPlaces(_ boxes: [Rect], _ shapes: [Shape]) -> [[Rect]] {
        let reference = boxes.indices.min { boxes[$0].width < boxes[$1].width }!
        let places = touchingCandidates(boxes[reference], shapes[reference])
        return boxes.indices.map { i in
            i == reference ? places : places.map {
                Self.samePlace($0, of: boxes[reference], on: boxes[i], width: shapes[i].width, height: shapes[i].height)
            }
        }
    }

    /// Whether each of `rects`, a place beside one of `views`' boxes, lies inside that
    /// view's container (not the canvas): the label of each row of a settings list named
    /// in the row's inset beside it, where no other row's box is near.
    static func liesInOwnCells(_ rects: [Rect], of views: [FrameScene.PlacedView], in scene: FrameScene) -> Bool {
        zip(rects, views).allSatisfy { rect, view in
            guard let parent = view.ancestors.last else { return false }
            return scene.views[parent].frame.contains(rect)
        }
    }

    /// Whether each of `rects` lies beside its view's box, within the box's height, and
    /// past the canvas's side: the rows of a list each named at its own height in the
    /// picture's margin, where no neighbouring cell is.
    static func liesBesideEachPastTheCanvas(_ rects: [Rect], of views: [FrameScene.PlacedView], in canvas: Rect) -> Bool {
        zip(rects, views).allSatisfy { rect, view in
            let box = view.frame
            let beside = rect.x >= box.maxX - 0.5 || rect.maxX <= box.x + 0.5
            let pastTheSide = rect.maxX > canvas.maxX + 0.5 || rect.x < canvas.x - 0.5
            return beside && pastTheSide && rect.y >= box.y - 0.5 && rect.maxY <= box.maxY + 0.5
        }
    }

    /// Groups of identical siblings up to this many are looked at for a place that suits
    /// most of them when none suits all (each place is tried for each member).
    static let mostForAPartialPlace = 12

    /// The widest tag a view of the frame can have: the parking columns' width.
    static func widestTag(in scene: FrameScene, measurer: TextMeasurer) -> Double {
        var widest = 0.0
        for placed in scene.views where !placed.view.isSpacer {
            let text = placed.view.name + (Self.sizeText(placed, in: scene.tree).map { " " + $0 } ?? "")
            let box = TextBox(text, size: Face.viewName.size, weight: Face.viewName.weight, measurer: measurer)
            widest = max(widest, box.width)
        }
        return widest + 2 * halo
    }

    /// `335 × 32`: a view's size in the layout's own points (its zoom and axis breaks undone),
    /// the size of the box drawn (an AppKit control's face, its alignment rectangle); `width 0` or `height 24` when the other was made up for the
    /// drawing; nil for a placeholder whose size means nothing, or both made up.
    static func sizeText(_ placed: FrameScene.PlacedView, in tree: LayoutTree) -> String? {
        guard !tree.unsizedViews.contains(placed.view.name) else { return nil }
        let frame = placed.frame, insets = placed.view.alignmentInsets
        let width = NumberText.hundredths(tree.layoutLength(.horizontal, start: frame.x,
                                                            length: placed.view.width - insets.horizontal))
        let height = NumberText.hundredths(tree.layoutLength(.vertical, start: frame.y,
                                                             length: placed.view.height - insets.vertical))
        switch tree.madeUpSizes[placed.view.name] ?? [] {
        case []: return "\(width) × \(height)"
        case [.vertical]: return "width \(width)"
        case [.horizontal]: return "height \(height)"
        default: return nil
        }
    }

    /// The text of a tag and its halo'd rectangle's size.
    struct Shape {
        let text: String
        let nameLength: Int
        let nameWidth: Double
        let width, height: Double
        let ascent: Double
    }

    func shape(name: String, size: String?) -> Shape {
        let nameBox = TextBox(name, size: Face.viewName.size, weight: Face.viewName.weight, measurer: measurer)
        var width = nameBox.width, height = nameBox.height
        var text = name
        if let size {
            let sizeBox = TextBox(size, size: Face.viewSize.size, measurer: measurer)
            width += Self.nameSizeGap + sizeBox.width
            height = max(height, sizeBox.height)
            text += " " + size
        }
        return Shape(text: text, nameLength: name.count, nameWidth: nameBox.width, width: width + 2 * Self.halo,
                     height: height + 2 * Self.halo, ascent: nameBox.ascent)
    }

    private mutating func place(_ index: Int, _ placed: FrameScene.PlacedView,
                                _ placement: inout Placement) -> SceneItem.Tag {
        let view = placed.view
        let box = placed.frame
        let full = shape(name: view.name, size: Self.sizeText(placed, in: scene.tree))
        let nameOnly = shape(name: view.name, size: nil)
        // Beside its box, a tag is read as the nearest box's; on a leader, as the box the
        // leader ends on, and a numbered callout by the key (`visual explain` keeps those
        // nearest too: its views squeezed to lines lie along each other, where a leader's
        // end touches them all).
        func allowed(_ rect: Rect) -> Bool {
            placement.tagAllowed(rect, own: index) && placement.isNearest(rect, own: index)
        }
        func allowedWhenMarked(_ rect: Rect) -> Bool {
            placement.tagAllowed(rect, own: index) && (!scene.tree.tagsNearestTheirViews || placement.isNearest(rect, own: index))
        }
        // Places are only ever taken, never freed, and a wider tag at a place covers all a
        // narrower one did: when a view with the same box (no container, so nothing of its
        // own lies under it) found no place for a name no wider, this one finds none either.
        // A pile of views at one place (nothing vertical in a file) skips straight to
        // parking instead of trying every place again for each of them.
        let place = placed.isContainer ? nil
            : CrowdedPlace(x: box.x, y: box.y, width: box.width, height: box.height, kind: placed.kind,
                           ancestors: placed.ancestors)
        if let place, let narrowest = crowded[place], nameOnly.width >= narrowest {
            return parkInCrowd(index, placed, full, &placement, leaderInPieces: false)
        }
        if !placed.isContainer && placement.boxesCrowding(index, upTo: Self.crowdSize) >= Self.crowdSize {
            return parkInCrowd(index, placed, full, &placement, leaderInPieces: true)
        }
        func nearTiers(_ shape: Shape) -> (within: [[Rect]], outside: [Rect], overhanging: [Rect]) {
            self.nearTiers(placed, shape)
        }

        // A leader crosses no text, no other leader and no other control's face.
        func joinedClearly(_ rect: Rect) -> Bool {
            let leader = rect.leader(to: box)
            return allowedWhenMarked(rect) && placement.isClear(leader: leader) && placement.missesControls(leader, own: index)
        }
        // 1. Name and size, then the name alone, on or beside the box; a long name is
        // better without its size, or shortened, than overhanging the frame. In an
        // explanation the size (`height 0`, what its conflict is about) on a short leader
        // comes before the name alone beside the box.
        let tiers = [full, nameOnly].map { (shape: $0, places: nearTiers($0)) }
        for (position, tier) in tiers.enumerated() {
            for places in tier.places.within + [tier.places.outside] {
                if let rect = placement.best(places, allowed: allowed) {
                    return settle(index, placed, tier.shape, rect, leader: nil, callout: nil, &placement)
                }
            }
            if position == 0 && scene.tree.tagsNearestTheirViews,
               let rect = placement.best(ringCandidates(box, full, distances: Self.shortLeaders),
                                         allowed: { joinedClearly($0) && !placement.liesNearerASiblingControl($0, own: index) }) {
                return settle(index, placed, full, rect, leader: rect.leader(to: box), callout: nil, &placement)
            }
        }
        for (shape, places) in tiers.map({ ($0.shape, $0.places.overhanging) }) {
            guard let rect = placement.best(places, allowed: allowed) else { continue }
            if let (short, shortRect) = shortened(view.name, near: nearTiers, allowed: allowed, placement) {
                return settle(index, placed, short, shortRect, leader: nil, callout: nil, &placement)
            }
            return settle(index, placed, shape, rect, leader: nil, callout: nil, &placement)
        }
        // 2. A short leader: name and size only on the shortest, further out the name
        // alone. Reaching out past a neighbour, a tag stands where the neighbours' own names
        // go, and its size made it twice as wide: a browser bar's `forward 32 × 32`, 18
        // points above its button, took the room above `reload` too, and `reload` and
        // `share` were numbered in a row of named buttons.
        for (shape, distances) in [(full, [Self.shortLeaders[0]]), (nameOnly, Self.shortLeaders)] {
            let candidates = ringCandidates(box, shape, distances: distances)
            // Not nearer a sibling control than its own box (a card's `save1` diagonally below
            // its button, right under `Share`, read as Share's name whatever its leader said).
            if let rect = placement.best(candidates, allowed: { joinedClearly($0) && !placement.liesNearerASiblingControl($0, own: index) }) {
                return settle(index, placed, shape, rect, leader: rect.leader(to: box), callout: nil, &placement)
            }
        }
        // 3. A numbered callout on the box or touching it; not for a view squeezed to a line,
        // on which a number reads as a mark on another box's edge, its view nowhere to be
        // seen (Simplenote's popover: a 60 × 0 view numbered `1` on its card's top edge):
        // its name is taken out to it on a leader, as other tags are.
        let isLine = min(box.width, box.height) < ScenePainter.Metrics.flatSize
        if !isLine, let tag = numbered(index, placed, &placement) { return tag }
        // 4. The name further out with a leader.
        let far = ringCandidates(box, nameOnly, distances: Self.longLeaders)
        // A leader that must cross something crosses a tag or another leader, not text.
        func joinedPastText(_ rect: Rect) -> Bool {
            let leader = rect.leader(to: box)
            return allowedWhenMarked(rect) && placement.crossesNoText(leader) && placement.missesControls(leader, own: index)
        }
        // Of the places found, the one with the shortest leader, even over a line: from the
        // first place with nothing under it, photo-tabs' `forYou` ran 90 points across above
        // `albums`, whose own leader then had no way up (`farLeaderCost`).
        let walk = { (rect: Rect) in Self.farLeaderCost * Self.length(rect.leader(to: box)) }
        if let rect = placement.best(far, extraCost: walk, allowed: joinedClearly) {
            return settle(index, placed, nameOnly, rect, leader: rect.leader(to: box), callout: nil, &placement)
        }
        // Beside the frame on a leader that crosses nothing beats one near the box through a
        // pill or a tag (a profile's `followers`, named below the frame, its leader down
        // through the 10 between two buttons). A view squeezed to a line keeps its tier 5.
        let squeezed = scene.tree.tagsNearestTheirViews && min(box.width, box.height) < ScenePainter.Metrics.flatSize
        if !squeezed, let rect = parkedPastText(full, leaderTo: box, own: index, placement, clearOnly: true) {
            return settle(index, placed, full, rect, leader: rect.leader(to: box), callout: nil, &placement)
        }
        if let rect = placement.best(far, extraCost: walk, allowed: joinedPastText) {
            return settle(index, placed, nameOnly, rect, leader: rect.leader(to: box), callout: nil, &placement)
        }
        // 5. A view squeezed to a line across others' boxes (a `visual explain` set's view
        // held at 0 high, run over its neighbours' edges), whose tag may lie over no box
        // it does not lie within: beside its line, over those boxes. Parked, its leader
        // would run on along the line, and read as the view running on to the tag
        // (stackview-text-field-nsspace's `image1`, 540 points past its end).
        if squeezed {
            func besideItsLine(_ rect: Rect, acrossOutlines: Bool) -> Bool {
                placement.tagAllowed(rect, own: index, overWhatItCrosses: true, acrossOutlines: acrossOutlines)
                    && placement.isNearest(rect, own: index, overWhatItCrosses: true)
            }
            // Inside or outside its containers first, across their outlines only when there
            // is no such place.
            for (shape, acrossOutlines) in [(full, false), (nameOnly, false), (full, true), (nameOnly, true)] {
                if let rect = placement.best(touchingCandidates(box, shape),
                                             allowed: { besideItsLine($0, acrossOutlines: acrossOutlines) }) {
                    return settle(index, placed, shape, rect, leader: nil, callout: nil, &placement)
                }
            }
        }
        // 6. Parked beside the frame.
        if let place { crowded[place] = min(crowded[place] ?? .infinity, nameOnly.width) }
        // Parked with a leader past all text; only when no place in the columns has one, a
        // place further out whose leader crosses text, or the columns' first free place.
        if let rect = parkedPastText(full, leaderTo: box, own: index, placement) {
            return settle(index, placed, full, rect, leader: rect.leader(to: box), callout: nil, &placement)
        }
        if let callout = calloutOnALeader(near: box, own: index, allowed: allowedWhenMarked, placement) {
            return settleCallout(index, placed, callout, keyText: full.text, &placement)
        }
        if let rect = placement.best(far, allowed: allowedWhenMarked) {
            return settle(index, placed, nameOnly, rect, leader: rect.leader(to: box), callout: nil, &placement)
        }
        let rect = parking.park(width: full.width, height: full.height, near: box.y, isClear: placement.coversNothing)
        return settle(index, placed, full, rect, leader: rect.leader(to: box), callout: nil, &placement)
    }

    /// Places on or beside `placed`'s box within the canvas, in tiers; beside it above or
    /// below the canvas, where a tag reads as the picture's margin (welcome's `signIn`
    /// beside the 20 pill), so a button's or field's tag goes on the box's corner (on a
    /// halo, clear of its title) first; and last beside it far past the canvas's side
    /// (`sideOverhang`), where it overhangs the frame (a long Interface Builder name, an
    /// explained view's id).
    func nearTiers(_ placed: FrameScene.PlacedView, _ shape: Shape) -> (within: [[Rect]], outside: [Rect], overhanging: [Rect]) {
        let box = placed.frame
        // A tag reads well inside a plain box; on a button's or field's face it would sit on
        // the control's own text, so those try outside first.
        let insideFirst = placed.isContainer || [.box, .image, .label, .text].contains(placed.kind)
        let inside = insideCandidates(box, shape, isContainer: placed.isContainer)
        // Along a label's box only when no corner suits.
        let along = placed.kind == .label ? insideAlongCandidates(box, shape) : []
        let touching = touchingCandidates(box, shape)
        let canvas = scene.canvas
        let within = touching.filter { canvas.contains($0) }
        let beyond = touching.filter { !canvas.contains($0) }
        // A frame drawn around what is drawn grows to hold a tag far past the canvas's
        // side: nothing there overhangs it, so no name is shortened for it.
        let side = scene.tree.framesWhatIsDrawn ? Double.infinity : Self.sideOverhang
        let outside = beyond.filter { $0.x >= canvas.x - side && $0.maxX <= canvas.maxX + side }
        let overhanging = beyond.filter { $0.x < canvas.x - side || $0.maxX > canvas.maxX + side }
        return (insideFirst ? [inside, along, within] : [within, inside, along], outside, overhanging)
    }

    /// A numbered callout on `placed`'s box or touching it (its name and size in the key
    /// beside the frame); nil when no place near the box takes one.
    mutating func numbered(_ index: Int, _ placed: FrameScene.PlacedView, _ placement: inout Placement) -> SceneItem.Tag? {
        func allowedWhenMarked(_ rect: Rect) -> Bool {
            placement.tagAllowed(rect, own: index) && (!scene.tree.tagsNearestTheirViews || placement.isNearest(rect, own: index))
        }
        let number = "\(calloutCount + 1)"
        let callout = calloutShape(number)
        let places = nearTiers(placed, callout)
        for tier in places.within + [places.outside, places.overhanging] {
            if let rect = placement.best(tier, allowed: allowedWhenMarked) {
                calloutCount += 1
                let full = shape(name: placed.view.name, size: Self.sizeText(placed, in: scene.tree))
                return settle(index, placed, callout, rect, leader: nil, callout: number, &placement, keyText: full.text)
            }
        }
        return nil
    }

    /// A place in the parking columns for `shape`, covering nothing readable, whose leader
    /// to `box` crosses nothing, not even another control's face (`Placement.missesControls`;
    /// else nothing readable, else nothing readable but other leaders, else at least no
    /// text): the columns' first free place beside the box's top has a straight leader that
    /// may run through a label's text on its way (Simplenote's tag cell: `spacingView`'s
    /// leader through "Label"), or through the tags parked in the nearer columns. Only the
    /// place taken fills its column (`Parking.take`). Nil, with the columns untouched, when
    /// none of their tries has a leader through no text. `clearOnly`: only a leader that
    /// crosses nothing at all.
    private mutating func parkedPastText(_ shape: Shape, leaderTo box: Rect, own: Int, _ placement: Placement,
                                         clearOnly: Bool = false) -> Rect? {
        let missingControls = { placement.isClear(leader: $0) && placement.missesControls($0, own: own) }
        let tiers = [missingControls, placement.isClear(leader:), placement.crossesNothingReadable, placement.crossesNoText]
        for joined in clearOnly ? [missingControls] : tiers {
            var trial = parking
            let rect = trial.park(width: shape.width, height: shape.height, near: box.y, tries: Self.parkingTries) {
                placement.coversNothing($0) && joined($0.leader(to: box))
            }
            if placement.coversNothing(rect) && joined(rect.leader(to: box)) {
                parking.take(rect)
                return rect
            }
        }
        return nil
    }

    /// How many places in the columns a parked tag tries for a leader past text: every
    /// column on eight rows, so that below a row whose leaders all cross a title (or the
    /// tags parked in the nearer columns) a clear one is found, not the row's next column.
    static let parkingTries = 8 * Parking.mostColumns

    /// The tag of a view in a crowd (`crowdSize`) or of a pile at one place, parked at the
    /// columns' first free place, in the file's order, unless its leader from there runs
    /// through text: then with a leader past all text (`parkedPastText`), else a numbered
    /// callout near the box on a leader past text (`calloutOnALeader`). Only the first
    /// `mostCrowdLeadersChecked` of a frame are checked: 10,000 labels stacked a point
    /// apart were drawn in seconds because their tags skip every search. DuckDuckGo's
    /// OmniBar parked three tags of its crowd with straight leaders through the "Cancel"
    /// button's title.
    private mutating func parkInCrowd(_ index: Int, _ placed: FrameScene.PlacedView, _ shape: Shape,
                                      _ placement: inout Placement, leaderInPieces: Bool) -> SceneItem.Tag {
        let box = placed.frame
        var first = parking
        let rect = first.park(width: shape.width, height: shape.height, near: box.y, isClear: placement.coversNothing)
        crowdLeadersChecked += 1
        if crowdLeadersChecked <= Self.mostCrowdLeadersChecked && !placement.crossesNoText(rect.leader(to: box)) {
            if let rect = parkedPastText(shape, leaderTo: box, own: index, placement) {
                return settle(index, placed, shape, rect, leader: rect.leader(to: box), callout: nil, &placement,
                              leaderInPieces: leaderInPieces)
            }
            let nearest = scene.tree.tagsNearestTheirViews
            if let callout = calloutOnALeader(near: box, own: index, allowed: { [placement] rect in
                placement.tagAllowed(rect, own: index) && (!nearest || placement.isNearest(rect, own: index))
            }, placement) {
                return settleCallout(index, placed, callout, keyText: shape.text, &placement)
            }
        }
        parking = first
        return settle(index, placed, shape, rect, leader: rect.leader(to: box), callout: nil, &placement,
                      leaderInPieces: leaderInPieces)
    }

    /// How many tags of a crowd or pile in a frame have their first place's leader checked.
    static let mostCrowdLeadersChecked = 64
    private var crowdLeadersChecked = 0

    /// A numbered callout near `box` (of view `own`) whose leader to it crosses no text
    /// (clear of everything else and of other controls' faces too, when a place has one), the
    /// nearest first; nil when none is.
    /// For a tag whose every leader from the parking columns would run through text: a
    /// small number finds room near the box where the name did not, and its leader is
    /// short; the key beside the frame says whose it is.
    private func calloutOnALeader(near box: Rect, own: Int, allowed: (Rect) -> Bool, _ placement: Placement) -> (Shape, Rect)? {
        let callout = calloutShape("\(calloutCount + 1)")
        let places = ringCandidates(box, callout, distances: Self.shortLeaders + Self.longLeaders)
        let rect = placement.best(places) {
            allowed($0) && placement.isClear(leader: $0.leader(to: box)) && placement.missesControls($0.leader(to: box), own: own)
        }
            ?? placement.best(places) { allowed($0) && placement.isClear(leader: $0.leader(to: box)) }
            ?? placement.best(places) { allowed($0) && placement.crossesNoText($0.leader(to: box)) }
            // Last, over a neighbour's box where it covers nothing readable: a small number
            // on a short leader, in a panel with no free room between its fields, rather than
            // the name on a leader across the picture. Not in a crowd, whose boxes lie over
            // each other: its names are a list beside the frame.
            ?? (placement.boxesCrowding(own, upTo: Self.crowdSize) >= Self.crowdSize ? nil
                : placement.best(places) { placement.isClear($0) && placement.crossesNoText($0.leader(to: box)) })
        return rect.map { (callout, $0) }
    }

    /// Settles a numbered callout (`calloutOnALeader`) with its leader; `keyText`: the
    /// view's name and size, for the key.
    private mutating func settleCallout(_ index: Int, _ placed: FrameScene.PlacedView, _ callout: (Shape, Rect),
                                        keyText: String, _ placement: inout Placement) -> SceneItem.Tag {
        calloutCount += 1
        let (shape, rect) = callout
        return settle(index, placed, shape, rect, leader: rect.leader(to: placed.frame), callout: shape.text, &placement,
                      keyText: keyText)
    }

    /// The name cut at its tail with `…`, as long as a place beside the box on the canvas
    /// takes it (at least `shortestName` characters kept); nil when none does.
    private func shortened(_ name: String, near: (Shape) -> (within: [[Rect]], outside: [Rect], overhanging: [Rect]),
                           allowed: (Rect) -> Bool, _ placement: Placement) -> (Shape, Rect)? {
        var kept = name.count - 2
        while kept >= Self.shortestName {
            let short = shape(name: String(name.prefix(kept)) + "…", size: nil)
            let places = near(short)
            for tier in places.within + [places.outside] {
                if let rect = placement.best(tier, allowed: allowed) { return (short, rect) }
            }
            kept -= Self.shorteningStep
        }
        return nil
    }

    /// A shortened name keeps at least this many characters (and `…`), and loses this many
    /// more at each try.
    static let shortestName = 8
    static let shorteningStep = 3

    private func calloutShape(_ number: String) -> Shape {
        let box = TextBox(number, size: Face.viewName.size, weight: Face.viewName.weight, measurer: measurer)
        let height = box.height + 2
        return Shape(text: number, nameLength: number.count, nameWidth: box.width,
                     width: max(height, box.width + 6), height: height, ascent: box.ascent)
    }

    /// `leaderInPieces`: a crowd's leader, filed in pieces (see `Placement.addLeaderInPieces`).
    func settle(_ index: Int, _ placed: FrameScene.PlacedView, _ shape: Shape, _ rect: Rect,
                        leader: (Point, Point)?, callout: String?, _ placement: inout Placement,
                        keyText: String? = nil, leaderInPieces: Bool = false) -> SceneItem.Tag {
        placement.addSolid(rect)
        if let leader {
            if leaderInPieces { placement.addLeaderInPieces(leader) } else { placement.addLeader(leader) }
        }
        let textX = callout == nil ? rect.x + Self.halo : rect.midX - shape.nameWidth / 2
        let textTop = rect.y + (rect.height - (shape.height - (callout == nil ? 2 * Self.halo : 2))) / 2
        return SceneItem.Tag(
            frame: frame, view: placed.view.name, text: keyText ?? shape.text,
            nameLength: keyText == nil ? shape.nameLength : placed.view.name.count,
            rect: rect, leader: leader, callout: callout, baseline: Point(textX, textTop + shape.ascent),
            nameWidth: shape.nameWidth, hasHalo: callout == nil && (!placed.frame.contains(rect) || placed.kind == .button
                || liesOnAButtonInside(index, placed, rect)),
            hue: ViewHue.of(placed.view.name), isDimmed: !focus.includes(placed.view.name))
    }

    /// A container's tag inside its box over a button it holds (a wrapper of the button's
    /// size, as Interface Builder screens have them) would be dark on the button's blue:
    /// it is drawn on a halo, as a button's own tag is.
    func liesOnAButtonInside(_ index: Int, _ placed: FrameScene.PlacedView, _ rect: Rect) -> Bool {
        placed.isContainer && scene.views.contains { other in
            other.kind == .button && other.ancestors.contains(index) && other.frame.intersects(rect)
        }
    }

    // MARK: Candidates

    /// The box's corners, when the tag fits inside: top-left, bottom-left, then the
    /// right-hand corners.
    func insideCandidates(_ box: Rect, _ shape: Shape, isContainer: Bool) -> [Rect] {
        let (ix, iy) = Self.insideInset
        guard shape.width + 2 * ix <= box.width, shape.height + 2 * iy <= box.height else { return [] }
        let left = box.x + ix, right = box.maxX - ix - shape.width
        let top = box.y + iy, bottom = box.maxY - iy - shape.height
        var candidates: [Rect] = []
        candidates.reserveCapacity(4)
        candidates.append(Rect(x: left, y: top, width: shape.width, height: shape.height))
        candidates.append(Rect(x: left, y: bottom, width: shape.width, height: shape.height))
        candidates.append(Rect(x: right, y: top, width: shape.width, height: shape.height))
        candidates.append(Rect(x: right, y: bottom, width: shape.width, height: shape.height))
        // A container's corners are often taken by its children: then anywhere along its
        // top and bottom edges, inside.
        if isContainer {
            var x = left + Self.slideStep
            while x < right {
                candidates.append(Rect(x: x, y: top, width: shape.width, height: shape.height))
                candidates.append(Rect(x: x, y: bottom, width: shape.width, height: shape.height))
                x += Self.slideStep
            }
        }
        return candidates
    }

    /// Inside the box along its top and bottom edges, from the right-hand corner inwards,
    /// when the tag fits inside: a label stretched wider than its text, whose corners a
    /// pill on its container's inset takes, has room between its text and that pill (the
    /// split view's `Inbox` was named on a leader from past the frame's side). A label
    /// barely taller than a tag (a 13-pt byline 16 high) takes it with less than the inset
    /// above and below, centred: its tag's text still lies within its box, where a leader
    /// from beside the frame was drawn.
    func insideAlongCandidates(_ box: Rect, _ shape: Shape) -> [Rect] {
        let ix = Self.insideInset.x
        let iy = min(Self.insideInset.y, (box.height - shape.height) / 2)
        guard shape.width + 2 * ix <= box.width, iy >= 0 else { return [] }
        let left = box.x + ix, top = box.y + iy, bottom = box.maxY - iy - shape.height
        var candidates: [Rect] = []
        var x = box.maxX - ix - shape.width - Self.slideStep
        while x > left {
            candidates.append(Rect(x: x, y: top, width: shape.width, height: shape.height))
            candidates.append(Rect(x: x, y: bottom, width: shape.width, height: shape.height))
            x -= Self.slideStep
        }
        return candidates
    }

    /// Just outside the box (`touchGap` away): above and below, left-aligned, right-aligned
    /// and sliding along while they still share some of the box's width; then beside it,
    /// sliding down.
    func touchingCandidates(_ box: Rect, _ shape: Shape) -> [Rect] {
        let (w, h) = (shape.width, shape.height)
        let gap = Self.touchGap
        let above = box.y - h - gap, below = box.maxY + gap
        let left = box.x - w - gap, right = box.maxX + gap
        var candidates: [Rect] = []
        candidates.reserveCapacity(10 + 8 * Self.slideSteps)
        func add(_ x: Double, _ y: Double) { candidates.append(Rect(x: x, y: y, width: w, height: h)) }
        add(box.x, above); add(box.x, below); add(box.maxX - w, above); add(box.maxX - w, below)
        // Along a wide box the steps lengthen, so that they reach across it.
        let along = max(Self.slideStep, (box.width - w) / Double(Self.slideSteps))
        for step in 1...Self.slideSteps {
            let d = Double(step) * along
            // Keep at least 4 points of the tag over the box's span, so it stays touching.
            if box.x + d <= box.maxX - 4 { add(box.x + d, above); add(box.x + d, below) }
            if box.x - d + w >= box.x + 4 { add(box.x - d, above); add(box.x - d, below) }
        }
        add(right, box.y); add(left, box.y); add(right, box.maxY - h); add(left, box.maxY - h)
        add(right, box.midY - h / 2); add(left, box.midY - h / 2)
        for step in 1...Self.slideSteps {
            let d = Double(step) * Self.slideStep
            if box.y + d <= box.maxY - 4 { add(right, box.y + d); add(left, box.y + d) }
            if box.y - d + h >= box.y + 4 { add(right, box.y - d); add(left, box.y - d) }
        }
        return candidates
    }

    /// Around the box at each distance: above and below (at its left, middle and right),
    /// then to either side (at its top, middle and bottom).
    func ringCandidates(_ box: Rect, _ shape: Shape, distances: [Double]) -> [Rect] {
        let (w, h) = (shape.width, shape.height)
        var candidates: [Rect] = []
        candidates.reserveCapacity(20 * distances.count)
        func add(_ x: Double, _ y: Double) { candidates.append(Rect(x: x, y: y, width: w, height: h)) }
        for d in distances {
            let above = box.y - h - d, below = box.maxY + d
            let left = box.x - w - d, right = box.maxX + d
            func vertically(_ x: Double) { add(x, above); add(x, below) }
            vertically(box.x); vertically(box.midX - w / 2); vertically(box.maxX - w)
            vertically(box.x - w / 2); vertically(box.maxX - w / 2)
            func sideways(_ y: Double) { add(right, y); add(left, y) }
            sideways(box.y); sideways(box.midY - h / 2); sideways(box.maxY - h)
            sideways(box.y - h - d); sideways(box.maxY + d)
        }
        return candidates
    }
}
