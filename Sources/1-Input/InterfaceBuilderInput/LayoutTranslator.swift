import Geometry
import StackViews
import TextFormats
import VisualSyntax

/// What the translation knows about a frame beyond its views: its name, where it is in the
/// document, its safe area, and the old top and bottom layout guides of its view controller.
struct FrameContext {
    var name: String
    var location: SourceLocation
    var safeArea: Insets
    /// The root has a view controller's root margins (the system minimum at the sides,
    /// the safe area above and below): a scene's root view, a xib's top-level view.
    var hasRootMargins: Bool
    var topLayoutGuideID: String?
    var bottomLayoutGuideID: String?
    /// The size classes of the document's device; nil: the base values.
    var sizeClass: SizeClass?
}

/// Writes one frame of an Interface Builder document (a scene's root view, or a xib's
/// top-level view) as a format file: a canvas the root's size, the root as a nested
/// container (so every statement can name it), each view with subviews as a container of
/// its own, each `<constraint>` as an equation in the container whose `superview`, `safeArea`
/// and `margins` it means, stack views' and autoresizing masks' constraints as equations.
struct LayoutTranslator {
    let root: DocumentView
    let context: FrameContext
    let measure: Bool
    private(set) var diagnostics: [Diagnostic] = []

    /// Any view of the frame, or one of its guides, by document id.
    fileprivate enum Item {
        case view(DocumentView)
        case safeArea(DocumentView)
        case topLayoutGuide
        case bottomLayoutGuide
        case contentGuide(DocumentView)
        case frameGuide(DocumentView)
        /// A scroll view's content rectangle: its origin the scroll view's, its size what
        /// the constraints inside make it (written as a guide, `SCROLL_content`).
        case scrollContent(DocumentView)
    }

    private var viewsByID: [String: DocumentView] = [:]
    private var guides: [String: Item] = [:]
    /// Views written as containers (`NAME { … }`).
    private var containers: Set<ObjectIdentifier> = []
    /// Views a placeholder constraint names: Xcode's canvas lays them out with it, and
    /// keeps them where they are wherever the constraints left without it decide nothing.
    private var placeholderPlaced: Set<ObjectIdentifier> = []
    /// Scroll views whose content rectangle a constraint names (they get its guide).
    private var scrollsWithContent: Set<ObjectIdentifier> = []
    /// The containers whose equations name each view.
    private var containersNaming: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// Equations to write in each container, in document order.
    private var equations: [ObjectIdentifier: [(text: String, location: SourceLocation)]] = [:]
    /// Ids of the views in hidden grid rows and columns (AppKit hides them), once per frame.
    private var inCollapsedGridTracks: Set<String> = []

    init(root: DocumentView, context: FrameContext, measure: Bool) {
        self.root = root
        self.context = context
        self.measure = measure
    }

    mutating func translate() -> TranslatedLayout {
        let views = root.subtree
        var naming = ViewNaming()
        for view in views {
            view.name = naming.name(for: view)
            viewsByID[view.id] = view
            for (id, kind) in view.guides {
                switch kind {
                case "safeArea": guides[id] = .safeArea(view)
                case "contentLayoutGuide": guides[id] = .contentGuide(view)
                case "frameLayoutGuide": guides[id] = .frameGuide(view)
                default: break
                }
            }
            if view.element["misplaced"] == "YES" {
                diagnostics.append(.warning("view '\(view.name)' (id \(view.id)) is misplaced in the document: "
                                            + "Xcode's stored frame is not where its constraints put it",
                                            at: Self.range(view.element.location)))
            }
            if view.element["ambiguous"] == "YES" {
                diagnostics.append(.warning("view '\(view.name)' (id \(view.id)) is marked ambiguous in the document",
                                            at: Self.range(view.element.location)))
            }
        }
        // After naming: a grid's cells name their views.
        inCollapsedGridTracks = Set(views.filter(\.isGridView).flatMap(\.collapsedGridViewIDs))
        if let id = context.topLayoutGuideID { guides[id] = .topLayoutGuide }
        if let id = context.bottomLayoutGuideID { guides[id] = .bottomLayoutGuide }

        let resolved = views.flatMap { holder in holder.heldConstraints.compactMap { resolve($0, holder: holder) } }
        for view in views where view.isRoot || !view.subviews.isEmpty || view.isStackView || view.isGridView {
            containers.insert(ObjectIdentifier(view))
        }
        for constraint in resolved {
            for (item, attribute) in [(constraint.first, constraint.firstAttribute), (constraint.second, constraint.secondAttribute)] {
                guard let item, let attribute else { continue }
                if case .view(let view) = item, AttributePart.extraNames[attribute]?.1 == .margin {
                    containers.insert(ObjectIdentifier(view))
                }
                if case .safeArea(let owner) = item { containers.insert(ObjectIdentifier(owner)) }
                if case .contentGuide(let scroll) = item { containers.insert(ObjectIdentifier(scroll)) }
            }
        }
        for constraint in resolved { place(constraint) }

        var writer = FormatFileWriter()
        guard let frame = root.frame else {
            diagnostics.append(.error("the root view (id \(root.id)) has no stored frame", at: Self.range(root.element.location)))
            return finish(writer)
        }
        writer.line("canvas \(NumberText.formatFile(frame.width)) x \(NumberText.formatFile(frame.height))", from: context.location)
        // A xib's top-level control (a pop-up kept as a menu's template, a button) is drawn
        // as the control it is, not as an empty container.
        if ViewClass.kind(of: root.element) != .box {
            writer.line(declaration(of: root), from: root.element.location)
        }
        for attribute in ["left", "top", "width", "height"] {
            writer.line("\(root.name).\(attribute) == superview.\(attribute)", from: root.element.location)
        }
        writeContainer(root, into: &writer)
        return finish(writer)
    }

    private func finish(_ writer: FormatFileWriter) -> TranslatedLayout {
        var ids: [String: String] = [:]
        for view in root.subtree { ids[view.name] = view.id }
        return TranslatedLayout(name: context.name, text: writer.text, origin: writer.origin, documentIDs: ids,
                                diagnostics: diagnostics)
    }

    static func range(_ location: SourceLocation) -> SourceRange {
        SourceRange(line: location.line, column: location.column)
    }

    // MARK: Writing

    private func isContainer(_ view: DocumentView) -> Bool { containers.contains(ObjectIdentifier(view)) }

    /// `NAME { settings; children's declarations and placements; children's blocks;
    /// equations }`.
    private func writeContainer(_ view: DocumentView, into writer: inout FormatFileWriter) {
        writer.block(view.name, from: view.element.location) { writer in
            let safeArea = safeAreaInsets(of: view)
            if safeArea != Insets() {
                writer.line("safe-area \(insetsText(safeArea))", from: view.element.location)
            }
            writer.line("margins \(insetsText(margins(of: view)))", from: view.element.location)
            for child in view.subviews {
                writer.line(declaration(of: child), from: child.element.location)
                if child.keepsStoredFrame {
                    for equation in autoresizingEquations(child, in: view) {
                        writer.line(equation, from: child.element.location, placesContentView: child.isContentView)
                    }
                } else if !isContainer(child) && !isPlacedByOwnEquations(child, in: view) {
                    // Places the view in this container before an equation elsewhere names it.
                    writer.line("\(child.name).width >= 0", from: child.element.location)
                }
            }
            if scrollsWithContent.contains(ObjectIdentifier(view)) {
                let guide = Self.contentGuideName(of: view)
                for line in ["view \(guide) guide", "\(guide).left == superview.left", "\(guide).top == superview.top"] {
                    writer.line(line, from: view.element.location)
                }
            }
            for child in view.subviews where isContainer(child) {
                writeContainer(child, into: &writer)
            }
            if view.isStackView {
                for equation in view.stackArrangement.hidingEquations() {
                    writer.line(equation.text, from: view.element.location, meaning: equation.identifier, isImplied: true)
                }
            }
            for equation in equations[ObjectIdentifier(view)] ?? [] {
                writer.line(equation.text, from: equation.location)
            }
            for child in view.subviews where placeholderPlaced.contains(ObjectIdentifier(child)) && !child.keepsStoredFrame
                && !view.isStackView && !view.isGridView {
                for equation in storedFrameEquations(child) {
                    writer.line(equation, from: child.element.location)
                }
            }
            if view.isStackView {
                for equation in view.stackArrangement.equations() {
                    writer.line(equation.text, from: view.element.location, meaning: equation.identifier, isImplied: true)
                }
            }
            if view.isGridView {
                for equation in view.gridArrangement.equations() {
                    writer.line(equation, from: view.element.location, isImplied: true)
                }
            }
        }
    }

    /// True when only equations written in `container` name the view (a stack view's own
    /// equations name each arranged view): the first of them places it there, so it needs
    /// no line of its own (a statement fewer to read for most views).
    private func isPlacedByOwnEquations(_ view: DocumentView, in container: DocumentView) -> Bool {
        let named = containersNaming[ObjectIdentifier(view)] ?? []
        return named.isSubset(of: [ObjectIdentifier(container)]) && (!named.isEmpty || container.isStackView || container.isGridView)
    }

    private func insetsText(_ insets: Insets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(NumberText.formatFile).joined(separator: " ")
    }

    /// The safe area of the root as Xcode's canvas gives it; of any other view, the part of
    /// the root's safe-area insets its stored frame lies in.
    private func safeAreaInsets(of view: DocumentView) -> Insets {
        if view.isRoot { return context.safeArea }
        guard view.guides.values.contains("safeArea") else { return Insets() }
        return safeAreaOverlap(of: view)
    }

    /// How far the root's safe-area insets reach into a view's stored frame.
    private func safeAreaOverlap(of view: DocumentView) -> Insets {
        guard let frame = absoluteFrame(of: view), let rootFrame = root.frame else { return Insets() }
        let rootInsets = context.safeArea
        return Insets(top: max(0, rootInsets.top - frame.y), left: max(0, rootInsets.left - frame.x),
                            bottom: max(0, frame.y + frame.height - (rootFrame.height - rootInsets.bottom)),
                            right: max(0, frame.x + frame.width - (rootFrame.width - rootInsets.right)))
    }

    private func absoluteFrame(of view: DocumentView) -> Rect? {
        var x = 0.0, y = 0.0
        for ancestor in view.ancestorsAndSelf.dropLast() {
            guard let frame = ancestor.frame else { return nil }
            x += frame.x
            y += frame.y
        }
        guard let frame = view.frame else { return nil }
        return Rect(x: x, y: y, width: frame.width, height: frame.height)
    }

    /// Layout margins, inside the part of the safe area the view is in (UIKit's
    /// `insetsLayoutMarginsFromSafeArea`, on unless the document turns it off; measured: a
    /// stack view under a 44-point safe-area inset with a 16-point top margin arranges its
    /// views 60 points down). Views in scroll views and cells are left as they are: their
    /// scroll view moves its content out of the unsafe area instead.
    private func margins(of view: DocumentView) -> Insets {
        let own = ownMargins(of: view)
        guard !view.isRoot, view.element["insetsLayoutMarginsFromSafeArea"] != "NO", context.safeArea != Insets(),
              !view.ancestorsAndSelf.contains(where: { $0.isScrollView || $0.isCell || $0.isContentView }) else { return own }
        let safe = safeAreaOverlap(of: view)
        return Insets(top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom,
                            right: own.right + safe.right)
    }

    /// The margins a view has before the safe area: the document's when it stores them;
    /// else UIKit's: a view controller's root view its system minimum (16 or 20 at the
    /// sides) inside the safe area, a cell's content view 11 and 16 or 20 (as
    /// UITableViewCell gives it), any other view 8.
    private func ownMargins(of view: DocumentView) -> Insets {
        // `edgeInsets`: an AppKit stack view's, the room it keeps around its views.
        if let insets = view.element.children("edgeInsets").first(where: { $0["key"] == "layoutMargins" || $0["key"] == "edgeInsets" }) {
            return Insets(top: Double(insets["top"] ?? "") ?? 0, left: Double(insets["left"] ?? "") ?? 0,
                                bottom: Double(insets["bottom"] ?? "") ?? 0, right: Double(insets["right"] ?? "") ?? 0)
        }
        if let insets = view.element.children("directionalEdgeInsets").first(where: { $0["key"] == "directionalLayoutMargins" }) {
            return Insets(top: Double(insets["top"] ?? "") ?? 0, left: Double(insets["leading"] ?? "") ?? 0,
                                bottom: Double(insets["bottom"] ?? "") ?? 0, right: Double(insets["trailing"] ?? "") ?? 0)
        }
        if view.isStackView || view.isGridView { return Insets() }
        let width = root.frame?.width ?? 375
        if view.isRoot && context.hasRootMargins {
            let side = CanvasInsets.rootSideMargin(width: width)
            let safe = context.safeArea
            return Insets(top: safe.top, left: safe.left + side, bottom: safe.bottom, right: safe.right + side)
        }
        if let cell = view.parent, view.isContentView && cell.element.name == "tableViewCell" {
            let side = CanvasInsets.rootSideMargin(width: width)
            // Beside an accessory (a disclosure indicator, a checkmark) the content view ends
            // where the accessory's own spacing starts, 8 points from its trailing margin
            // (measured on a real cell with a disclosure indicator).
            let accessory = cell.element["accessoryType"].map { $0 != "none" } ?? false
            return Insets(top: 11, left: side, bottom: 11, right: accessory ? 8 : side)
        }
        return Insets(top: 8, left: 8, bottom: 8, right: 8)
    }

    /// `view NAME KIND ["TEXT"] hug H V resist H V [intrinsic W H] [baseline F L] [inset T L B R] [lines N] [hidden]`.
    private func declaration(of view: DocumentView) -> String {
        let element = view.element
        let kind = ViewClass.kind(of: element)
        var parts = ["view", view.name, kind.rawValue]
        var text = kind == .box || kind == .image || kind == .switch ? nil : view.text
        // An AppKit control showing its image only shows no title (OpenEmu's gear pull-down
        // titled "Item 1" was drawn "…" and reported truncated).
        if element.cell?["imagePosition"] == "only" { text = nil }
        // An AppKit field, label or pop-up (a control with a cell) without a text still has
        // its font's baselines, which a grid row or a constraint lines others up with: an
        // empty text keeps them (MacPass's empty fields, baseline-aligned with their
        // labels, had their baseline at their top, the labels a line above them).
        if text == nil, element.cell != nil, [.field, .label, .popup, .combo].contains(kind),
           ViewClass.intrinsic(of: element, toolsVersion: view.toolsVersion) == .stored {
            text = ""
        }
        if let text { parts.append(StringLiteral.quoted(text)) }
        let hug = (priority(element["horizontalHuggingPriority"], default: 250), priority(element["verticalHuggingPriority"], default: 250))
        var resist = (priority(element["horizontalCompressionResistancePriority"], default: 750),
                      priority(element["verticalCompressionResistancePriority"], default: 750))
        // A size taken from the stored frame is Apple's font measured and rounded to whole
        // points (two labels of equal widths stored 188 and 189 wide): held at required
        // priority, the rounding becomes a conflict the app does not have. Just below it,
        // the size still gives way only to required constraints.
        // UIKit sizes a pop-up button to the item it shows and its indicator at run time;
        // Xcode stores the size of the design-time title, with no indicator (UIKitCatalog's
        // "Item 1" pop-up stored 41 wide, the width of "Button"): its text is measured.
        let measuresTitle = measure || element.isUIKitPopUpButton
        let measuresText = measuresTitle && text != nil
        if !(measuresTitle && view.text != nil), ViewClass.intrinsic(of: element, toolsVersion: view.toolsVersion) == .stored {
            if resist.0 == "1000" { resist.0 = "999" }
            if resist.1 == "1000" { resist.1 = "999" }
        }
        // The format's own defaults (250, 750) go unwritten: most views have them, and every
        // word written is read again when the frame is laid out.
        if hug != ("250", "250") { parts.append("hug \(hug.0) \(hug.1)") }
        if resist != ("750", "750") { parts.append("resist \(resist.0) \(resist.1)") }
        let intrinsic = ViewClass.intrinsic(of: element, toolsVersion: view.toolsVersion)
        if let placeholder = placeholderIntrinsicSize(view) {
            // A custom view's design-time intrinsic size (Interface Builder's "Intrinsic
            // Size: Placeholder"), which its class gives it at run time.
            parts.append("intrinsic \(placeholder)")
        } else if let frame = view.frame, !measuresText {
            switch intrinsic {
            case .stored:
                parts.append("intrinsic \(NumberText.formatFile(frame.width)) \(NumberText.formatFile(frame.height))")
                if text != nil {
                    // A UIKit label shows its `numberOfLines` (0: any), every other control one
                    // line, centred. An AppKit text field's cell draws from its top: its first
                    // line stays the first of those its height holds.
                    let drawsFromTop = element.name == "textField" && element.cell != nil
                    let maximumLines = drawsFromTop ? 0 : kind == .label ? Int(element["numberOfLines"] ?? "1") ?? 1 : 1
                    let baselines = TextMetricsEstimate.baselines(height: frame.height, size: TextMetricsEstimate.fontSize(of: element),
                                                                  maximumLines: maximumLines)
                    let shift = ViewClass.baselineShift(of: element, toolsVersion: view.toolsVersion)
                    parts.append("baseline \(NumberText.formatFile(rounded(baselines.first + shift)))"
                                 + " \(NumberText.formatFile(rounded(baselines.last + shift)))")
                }
            case .storedHeight:
                parts.append("intrinsic none \(NumberText.formatFile(frame.height))")
            case .none, .kind:
                break
            }
        }
        let insets = view.alignmentInsets
        if insets != .zero {
            parts.append("inset " + [insets.top, insets.left, insets.bottom, insets.right].map(NumberText.formatFile).joined(separator: " "))
        }
        if text != nil { parts.append(TextMetricsEstimate.fontAttribute(of: element, drawnOnly: !measuresText)) }
        if let alignment = textAlignment(element, kind: kind) { parts.append("align \(alignment)") }
        // One line is a label's default in a format file too: unwritten, like the default priorities.
        if kind == .label, let lines = Int(element["numberOfLines"] ?? Self.appKitLines(element) ?? "1"), lines >= 0,
           lines <= 10_000, lines != 1 {
            parts.append("lines \(lines)")
        }
        if kind == .switch, element["on"] == "YES" { parts.append("on") }
        if kind.hasStateMark, element.cell?["state"] == "on" { parts.append("on") }
        if element.isPullDown { parts.append("pulldown") }
        if let face = element.uiKitPopUpFace { parts.append(face.rawValue) }
        // A stack's hidden arranged view is squeezed to nothing (`UISV-hiding`) and shows
        // nothing: declared hidden, it is neither drawn as a sliver nor reported truncated.
        // A grid keeps its hidden views' room (it has no `detachesHiddenViews`) and does not
        // draw them either; its hidden rows and columns hide their views.
        let inStackOrGrid = view.parent.map { $0.isStackView || $0.isGridView } ?? false
        if (view.isHidden && inStackOrGrid) || inCollapsedGridTracks.contains(view.id) { parts.append("hidden") }
        return parts.joined(separator: " ")
    }

    /// An AppKit label's line count: a cell that wraps (Interface Builder's "Wrapping Label",
    /// whose cell has no `lineBreakMode` or a wrapping one) takes as many lines as its
    /// height holds ("0"); one that clips or truncates, one line (nil: the default).
    private static func appKitLines(_ element: XMLElement) -> String? {
        guard element.name == "textField", let cell = element.cell, cell["usesSingleLineMode"] != "YES" else { return nil }
        return [nil, "wordWrapping", "charWrapping"].contains(cell["lineBreakMode"]) ? "0" : nil
    }

    /// `align …` for a text the document does not lay out the kind's way: a centred or
    /// right-aligned label or field, a button whose content leads or trails.
    private func textAlignment(_ element: XMLElement, kind: ViewKind) -> String? {
        if kind == .button || element.isUIKitPopUpButton {
            switch element["contentHorizontalAlignment"] {
            case "left"?, "leading"?: return "leading"
            case "right"?, "trailing"?: return "trailing"
            // UIKit centres a button's content, a pop-up button's too; a `popup` leads by
            // default (AppKit's), so UIKit's centre is written.
            default: return kind == .popup ? "center" : nil
            }
        }
        switch element["textAlignment"] {
        case "center"?: return "center"
        case "right"?: return "trailing"
        default: return nil
        }
    }

    /// `placeholderIntrinsicWidth`/`Height` as the frame's `W H` (`infinite`: `none`); nil
    /// without them. An intrinsic size is the alignment rectangle's, as Auto Layout's is:
    /// the frame is larger where the two differ (MonitorControl's separators placed 2 high
    /// stored 6 high, its push buttons placed 150 × 20 stored 164 × 32).
    private func placeholderIntrinsicSize(_ view: DocumentView) -> String? {
        let element = view.element
        let width = element["placeholderIntrinsicWidth"], height = element["placeholderIntrinsicHeight"]
        guard width != nil || height != nil else { return nil }
        func size(_ text: String?, _ attribute: String) -> String {
            guard let text, let value = Double(text), value.isFinite, value >= 0, value <= NumberLiteral.maximumMagnitude else { return "none" }
            let insets = view.alignmentInsets
            return NumberText.formatFile(value + (attribute == "width" ? insets.horizontal : insets.vertical))
        }
        return "\(size(width, "width")) \(size(height, "height"))"
    }

    private func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// A content priority as the file takes it (1…1000), the document's or the default.
    private func priority(_ text: String?, default value: Double) -> String {
        guard let text, let number = Double(text), number.isFinite else { return NumberText.formatFile(value) }
        return NumberText.formatFile(min(1000, max(1, number)))
    }

    /// The stored frame at the lowest priority: it decides only what the view's other
    /// constraints leave open (a position or size that only a placeholder, which the
    /// layout leaves out, gave), as Xcode's canvas keeps such a view where it is.
    private func storedFrameEquations(_ view: DocumentView) -> [String] {
        guard let frame = view.alignmentFrame else { return [] }
        let number = NumberText.formatFile
        func offset(_ value: Double) -> String { value < 0 ? " - \(number(-value))" : value > 0 ? " + \(number(value))" : "" }
        return ["\(view.name).left == superview.left\(offset(frame.x)) @ 1",
                "\(view.name).top == superview.top\(offset(frame.y)) @ 1",
                "\(view.name).width == \(number(frame.width)) @ 1",
                "\(view.name).height == \(number(frame.height)) @ 1"]
    }

    /// The constraints `translatesAutoresizingMaskIntoConstraints` makes from a view's stored
    /// frame and its autoresizing mask, relative to its superview: a flexible width keeps
    /// both margins, a flexible left margin keeps the right one, and otherwise the left
    /// margin and the width are kept (likewise vertically). Where the mask lets two of
    /// them change together, UIKit shares the change out in proportion; at the document's
    /// own sizes that gives the stored frame, which is what these keep (through its alignment
    /// rectangle, which the equations pin, within the superview's frame).
    private func autoresizingEquations(_ view: DocumentView, in parent: DocumentView) -> [String] {
        guard let frame = view.alignmentFrame, let parentFrame = parent.alignmentFrame else { return [] }
        let mask = view.element.children("autoresizingMask").first { $0["key"] == "autoresizingMask" }
        func flag(_ name: String) -> Bool { mask?[name] == "YES" }
        let name = view.name
        let number = NumberText.formatFile
        func offset(_ value: Double) -> String { value < 0 ? " - \(number(-value))" : value > 0 ? " + \(number(value))" : "" }
        var equations: [String] = []
        let right = parentFrame.width - frame.x - frame.width
        let bottom = parentFrame.height - frame.y - frame.height
        if flag("widthSizable") && !flag("flexibleMinX") && !flag("flexibleMaxX") {
            equations += ["\(name).left == superview.left\(offset(frame.x))", "\(name).right == superview.right\(offset(-right))"]
        } else if flag("flexibleMinX") && !flag("flexibleMaxX") {
            equations += ["\(name).right == superview.right\(offset(-right))", "\(name).width == \(number(frame.width))"]
        } else {
            equations += ["\(name).left == superview.left\(offset(frame.x))", "\(name).width == \(number(frame.width))"]
        }
        // The flexible margin above: `flexibleMinY` in UIKit, `flexibleMaxY` in AppKit's
        // bottom-up frames.
        let (above, below) = view.isStoredFromBottom ? ("flexibleMaxY", "flexibleMinY") : ("flexibleMinY", "flexibleMaxY")
        if flag("heightSizable") && !flag(above) && !flag(below) {
            equations += ["\(name).top == superview.top\(offset(frame.y))", "\(name).bottom == superview.bottom\(offset(-bottom))"]
        } else if flag(above) && !flag(below) {
            equations += ["\(name).bottom == superview.bottom\(offset(-bottom))", "\(name).height == \(number(frame.height))"]
        } else {
            equations += ["\(name).top == superview.top\(offset(frame.y))", "\(name).height == \(number(frame.height))"]
        }
        return equations
    }
}

// MARK: Constraints

extension LayoutTranslator {
    /// A `<constraint>` with its items found: what it says, before it is written.
    fileprivate struct ResolvedConstraint {
        var element: XMLElement
        var holder: DocumentView
        var first: Item?
        var firstAttribute: String?
        var second: Item?
        var secondAttribute: String?
        var relation: String
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    /// The constraint's items and numbers, or nil (with a warning where the document is at
    /// fault) when it cannot be laid out: a placeholder, an item that is not in the frame,
    /// an unknown attribute, a number out of range.
    fileprivate mutating func resolve(_ element: XMLElement, holder: DocumentView) -> ResolvedConstraint? {
        if element["placeholder"] == "YES" {
            for id in [element["firstItem"] ?? holder.id, element["secondItem"]].compactMap({ $0 }) {
                if let view = viewsByID[id], !view.isRoot, placeholderPlaced.insert(ObjectIdentifier(view)).inserted {
                    diagnostics.append(.warning("view '\(view.name)' (id \(view.id)) has placeholder constraints, which are "
                                                + "left out: where its others leave it open, it keeps its stored frame",
                                                at: Self.range(view.element.location)))
                }
            }
            return nil
        }
        let location = Self.range(element.location)
        let id = element["id"] ?? "without id"
        func skip(_ reason: String) -> ResolvedConstraint? {
            diagnostics.append(.warning("constraint \(id) is left out: \(reason)", at: location))
            return nil
        }
        guard let firstAttribute = element["firstAttribute"] else { return skip("it has no firstAttribute") }
        guard Self.isKnownAttribute(firstAttribute) else { return skip("unknown attribute '\(firstAttribute)'") }
        var first: Item = .view(holder)
        if let firstID = element["firstItem"] {
            guard let item = item(firstID) else { return skip("its firstItem '\(firstID)' is no view or guide of this frame") }
            first = item
        }
        var second: Item?
        var secondAttribute = element["secondAttribute"]
        if secondAttribute == "notAnAttribute" { secondAttribute = nil }
        if let secondID = element["secondItem"] {
            guard let item = item(secondID) else { return skip("its secondItem '\(secondID)' is no view or guide of this frame") }
            second = item
            if secondAttribute == nil { return skip("its secondItem has no secondAttribute") }
        } else if secondAttribute != nil {
            second = .view(holder)
        }
        if let secondAttribute, !Self.isKnownAttribute(secondAttribute) { return skip("unknown attribute '\(secondAttribute)'") }
        // A UISwitch keeps its own size whatever its width or height is constrained to (real
        // documents store 51 × 31 beside `width == 49`): such a constant size is left out.
        if case .view(let view) = first, view.element.name == "switch", second == nil,
           firstAttribute == "width" || firstAttribute == "height" {
            return nil
        }
        let relation: String
        switch element["relation"] {
        case nil, "equal"?: relation = "=="
        case "greaterThanOrEqual"?: relation = ">="
        case "lessThanOrEqual"?: relation = "<="
        case let other?: return skip("unknown relation '\(other)'")
        }
        guard let multiplier = Self.multiplier(element["multiplier"]) else {
            return skip("its multiplier '\(element["multiplier"] ?? "")' is not a number or a ratio like 16:9")
        }
        let writtenConstant = context.sizeClass?.value("constant", of: element) ?? element["constant"]
        guard var constant = Double(writtenConstant ?? "0"), constant.isFinite else {
            return skip("its constant '\(writtenConstant ?? "")' is not a number")
        }
        guard abs(constant) <= NumberLiteral.maximumMagnitude, abs(multiplier) <= NumberLiteral.maximumMagnitude else {
            return skip("a number beyond a billion points")
        }
        if element["symbolic"] == "YES", Self.isSafeArea(first) || second.map(Self.isSafeArea) == true {
            // "Standard" spacing (`symbolic`) between a view and a safe-area guide: Xcode
            // stores the constant (20, or 8 at the top and bottom) but its canvas lays the
            // view out with no space, since Auto Layout's system spacing is defined between
            // views, not guides (measured: every such constraint in the real documents tried,
            // 48 of them from Xcode 9.4 and 10, has its view's stored frame on the guide).
            constant = 0
        }
        var priority = 1000.0
        if let text = element["priority"] {
            guard let value = Double(text), value.isFinite else { return skip("its priority '\(text)' is not a number") }
            priority = value
            if value < 1 || value > 1000 {
                priority = min(1000, max(1, value))
                diagnostics.append(.warning("constraint \(id) has priority \(text), outside Auto Layout's 1…1000; "
                                            + "it is laid out at \(NumberText.formatFile(priority))", at: location))
            }
        }
        return ResolvedConstraint(element: element, holder: holder, first: first, firstAttribute: firstAttribute,
                                  second: second, secondAttribute: secondAttribute, relation: relation,
                                  multiplier: multiplier, constant: constant, priority: priority)
    }

    private static func isSafeArea(_ item: Item) -> Bool {
        if case .safeArea = item { return true }
        return false
    }

    private func item(_ id: String) -> Item? {
        if let view = viewsByID[id] { return .view(view) }
        return guides[id]
    }

    private static func isKnownAttribute(_ name: String) -> Bool {
        LayoutAttribute(rawValue: name) != nil || AttributePart.extraNames[name] != nil
    }

    /// `2`, `0.5`, `16:9`, `2/3`; nil (not written) is 1.
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        let parts = text.split(omittingEmptySubsequences: false) { $0 == ":" || $0 == "/" }
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0, a.isFinite, b.isFinite {
            return a / b
        }
        guard parts.count == 1, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// An item and attribute as a format file names them from inside `container`, or nil
    /// when that container cannot name it (a guide of another view).
    private func reference(_ item: Item, _ attribute: String, in container: DocumentView) -> String? {
        switch item {
        case .view(let view):
            return "\(view === container ? "superview" : view.name).\(attribute)"
        case .safeArea(let owner):
            return owner === container ? "safeArea.\(attribute)" : nil
        case .frameGuide(let scroll):
            return reference(.view(scroll), attribute, in: container)
        case .scrollContent(let scroll):
            return "\(Self.contentGuideName(of: scroll)).\(attribute)"
        case .contentGuide, .topLayoutGuide, .bottomLayoutGuide:
            return nil
        }
    }

    private static func contentGuideName(of scroll: DocumentView) -> String { "\(scroll.name)_content" }

    /// The old top and bottom layout guides as the root's safe area, a scroll view's
    /// content guide as its content rectangle; nil when the item's attribute says nothing
    /// about the frame.
    private func normalized(_ item: Item, _ attribute: String) -> (Item, String)? {
        switch item {
        case .topLayoutGuide:
            if attribute == "bottom" { return (.safeArea(root), "top") }
            if attribute == "top" { return (.view(root), "top") }
            return nil
        case .bottomLayoutGuide:
            if attribute == "top" { return (.safeArea(root), "bottom") }
            if attribute == "bottom" { return (.view(root), "bottom") }
            return nil
        case .contentGuide(let scroll):
            return ["leading", "left", "top"].contains(attribute) ? (.view(scroll), attribute) : (.scrollContent(scroll), attribute)
        default:
            return (item, attribute)
        }
    }

    /// Decides the container the constraint is written in and writes its equation there:
    /// the container of the safe-area guide it names, else its holder (or, for a holder
    /// that is no container, the holder's superview).
    fileprivate mutating func place(_ constraint: ResolvedConstraint) {
        let id = constraint.element["id"] ?? "without id"
        let location = Self.range(constraint.element.location)
        guard let rawFirst = constraint.first, let rawAttribute = constraint.firstAttribute,
              let normalizedFirst = normalized(rawFirst, rawAttribute) else { return }
        var first = normalizedFirst.0
        let firstAttribute = normalizedFirst.1
        var second: (Item, String)?
        if let item = constraint.second, let attribute = constraint.secondAttribute {
            guard let normalizedSecond = normalized(item, attribute) else { return }
            second = normalizedSecond
        }
        // A scroll view's own trailing or bottom edge, constrained from inside it, is its
        // content rectangle's (whose size the content makes, as the scroll view's content
        // size), not its frame's: measured, a label pinned 32 points inside the trailing
        // edge of a scroll view whose content a full-width view spans is stored 32 points
        // inside that width. Its centres and sizes are its frame's, as UIKit's Auto Layout
        // Guide says (measured: VLC's views centred on a scroll view are stored at the
        // middle of its frame).
        if let (secondItem, secondAttribute) = second {
            if isScrollContentEdge(first, firstAttribute, other: secondItem), case .view(let scroll) = first {
                first = .scrollContent(scroll)
            } else if isScrollContentEdge(secondItem, secondAttribute, other: first), case .view(let scroll) = secondItem {
                second = (.scrollContent(scroll), secondAttribute)
            }
        }
        for item in [first, second?.0] {
            if case .scrollContent(let scroll)? = item { scrollsWithContent.insert(ObjectIdentifier(scroll)) }
        }
        var container: DocumentView = isContainer(constraint.holder) ? constraint.holder : (constraint.holder.parent ?? root)
        for item in [first, second?.0].compactMap({ $0 }) {
            if case .safeArea(let owner) = item { container = owner }
        }
        guard let firstText = reference(first, firstAttribute, in: container) else {
            diagnostics.append(.warning("constraint \(id) is left out: it relates the safe areas of two views", at: location))
            return
        }
        guard checkRelatable(firstAttribute, second?.1, id: id, at: location) else { return }
        var text = "\(firstText) \(constraint.relation) "
        let number = NumberText.formatFile
        // Between alignment rectangles, as the document's: a view's `inset` says where its
        // rectangle lies in its frame.
        let constant = constraint.constant
        if let (secondItem, secondAttribute) = second {
            guard let secondText = reference(secondItem, secondAttribute, in: container) else {
                diagnostics.append(.warning("constraint \(id) is left out: it relates the safe areas of two views", at: location))
                return
            }
            if constraint.multiplier != 1 { text += "\(number(constraint.multiplier)) * " }
            text += secondText
            if constant != 0 {
                text += constant < 0 ? " - \(number(-constant))" : " + \(number(constant))"
            }
        } else {
            text += number(constant)
        }
        if constraint.priority != 1000 { text += " @ \(number(constraint.priority))" }
        equations[ObjectIdentifier(container), default: []].append((text, constraint.element.location))
        for item in [first, second?.0].compactMap({ $0 }) {
            if case .view(let view) = item, view !== container {
                containersNaming[ObjectIdentifier(view), default: []].insert(ObjectIdentifier(container))
            }
        }
    }

    private func isScrollContentEdge(_ item: Item, _ attribute: String, other: Item) -> Bool {
        guard case .view(let scroll) = item, scroll.element.name == "scrollView",
              ["trailing", "right", "bottom"].contains(attribute),
              case .view(let inside) = other, inside !== scroll,
              inside.ancestorsAndSelf.contains(where: { $0 === scroll }) else { return false }
        return true
    }

    /// Auto Layout relates sizes with sizes and positions of one axis; anything else in a
    /// document is left out with a warning (the format file would refuse the equation).
    private mutating func checkRelatable(_ first: String, _ second: String?, id: String, at location: SourceRange) -> Bool {
        guard let second else { return true }
        func base(_ name: String) -> LayoutAttribute? { LayoutAttribute(rawValue: name) ?? AttributePart.extraNames[name]?.0 }
        guard let a = base(first), let b = base(second) else { return false }
        if a.isDimension == b.isDimension && (a.isDimension || a.axis == b.axis) { return true }
        diagnostics.append(.warning("constraint \(id) is left out: Auto Layout cannot relate \(first) to \(second)", at: location))
        return false
    }
}
