import Geometry
import VisualSyntax

/// Interface Builder documents (`.xib`, `.storyboard`) as format files: one
/// `TranslatedLayout` per frame, which the format-file pipeline lays out like any file
/// (docs/format-file.md, "Interface Builder documents").
public enum InterfaceBuilderDocument {
    /// Views nested deeper than this are left out with an error (a format file nests at
    /// most `FormatFileParser.maximumNestingDepth` containers).
    static let maximumViewDepth = FormatFileParser.maximumNestingDepth - 6

    /// Reads a document's text: a storyboard gives one layout per scene (named by its
    /// storyboard identifier, else its view controller's title, else the scene's id), a xib
    /// one per top-level view. `measure`: texts are measured with Visual's fonts instead of
    /// taking the sizes Xcode stored. Diagnostics are at positions in the document.
    public static func layouts(text: String, measure: Bool = false) -> (layouts: [TranslatedLayout], diagnostics: [Diagnostic]) {
        let (root, readDiagnostics) = XMLTreeReader.read(text)
        guard let document = root else { return ([], readDiagnostics) }
        var reader = DocumentReader(document: document, measure: measure)
        reader.diagnostics = readDiagnostics
        let layouts = reader.read()
        return (layouts, reader.diagnostics)
    }
}

/// Finds a document's frames and each frame's views.
struct DocumentReader {
    let document: XMLElement
    let measure: Bool
    var diagnostics: [Diagnostic] = []

    private var deviceID: String?
    private var orientation: String?
    private var toolsVersion = 0.0
    /// The size classes of the document's device, whose variations apply.
    private var sizeClass: SizeClass?
    private var isMac = false
    /// Ids of constraints and views the base size class leaves out (`<variation key="default">`).
    private var excluded: Set<String> = []
    private var unknownElements: Set<String> = []
    /// Ids of a xib's views that are its File's Owner's `view` outlet (a view controller's).
    private var ownersViews: Set<String> = []

    init(document: XMLElement, measure: Bool) {
        self.document = document
        self.measure = measure
    }

    /// The Xcode that saved the document: its `toolsVersion`, or where that is no number
    /// (Xcode 15's and 16's "32700.99.1234", the same in every document they save) its
    /// plug-in's version (22684 beside it: Xcode 15's); 0 without either.
    static func toolsVersion(of document: XMLElement) -> Double {
        if let version = Double(document["toolsVersion"] ?? "") { return version }
        let plugIn = document.child("dependencies")?.children("plugIn").first { $0["version"] != nil }
        return plugIn.flatMap { Double($0["version"] ?? "") } ?? 0
    }

    mutating func read() -> [TranslatedLayout] {
        guard document.name == "document" else {
            diagnostics.append(.error("not an Interface Builder document: its root element is <\(document.name)>, not <document>",
                                      at: LayoutTranslator.range(document.location)))
            return []
        }
        let device = document.child("device")
        deviceID = device?["id"]
        orientation = device?["orientation"]
        toolsVersion = Self.toolsVersion(of: document)
        sizeClass = SizeClass.of(deviceID: deviceID, orientation: orientation)
        isMac = (document["targetRuntime"] ?? "").contains("Cocoa") && !(document["targetRuntime"] ?? "").contains("CocoaTouch")
        collectExclusions(document)
        var layouts: [TranslatedLayout] = []
        if let scenes = document.child("scenes") {
            let bars = BarInference(scenes: scenes)
            for scene in scenes.children("scene") {
                if let layout = readScene(scene, bars: bars) { layouts.append(layout) }
            }
        } else if let objects = document.child("objects") {
            ownersViews = Set(objects.children("placeholder").filter { $0["placeholderIdentifier"] == "IBFilesOwner" }
                .flatMap { $0.child("connections")?.children("outlet") ?? [] }
                .filter { $0["property"] == "view" }.compactMap { $0["destination"] })
            var naming = ViewNaming()
            for element in objects.children {
                if isView(element) {
                    guard let root = buildView(element, parent: nil, depth: 0) else { continue }
                    let name = naming.name(for: root)
                    layouts.append(translate(root, name: name, location: element.location, isViewControllerRoot: false,
                                             bars: CanvasInsets.Bars(), topGuide: nil, bottomGuide: nil))
                } else if let content = ownedRootView(of: element) {
                    // A window's (or panel's, or view controller's) view, which Xcode lays
                    // out at the size it stores, as a storyboard's window controller scene.
                    guard let root = buildView(content, parent: nil, depth: 0) else { continue }
                    let name = element["userLabel"] ?? element["title"] ?? element["id"] ?? element.name
                    layouts.append(translate(root, name: name, location: element.location, isViewControllerRoot: true,
                                             bars: CanvasInsets.Bars(), topGuide: nil, bottomGuide: nil))
                }
            }
        }
        if layouts.isEmpty {
            // A menu-only document (a MainMenu.xib, an app storyboard of its menu bar) has
            // nothing to lay out: say so where the document starts, naming what it holds.
            let objects = document.child("objects")?.children ?? document.child("scenes")?.children("scene")
                .flatMap { $0.child("objects")?.children ?? [] } ?? []
            let kinds = Array(Set(objects.map(\.name))).sorted()
            diagnostics.append(.warning("no view to lay out: the document's top-level objects are "
                                        + (kinds.isEmpty ? "none" : kinds.map { "<\($0)>" }.joined(separator: ", ")),
                                        at: LayoutTranslator.range(document.location)))
        }
        return uniquelyNamed(layouts)
    }

    private func uniquelyNamed(_ layouts: [TranslatedLayout]) -> [TranslatedLayout] {
        var seen: [String: Int] = [:]
        return layouts.map { layout in
            var layout = layout
            let count = seen[layout.name, default: 0] + 1
            seen[layout.name] = count
            if count > 1 { layout.name += "-\(count)" }
            return layout
        }
    }

    /// What the document's size class does not install: every `<variation key="default">`'s
    /// excluded references (the base leaves them out), less what a variation for the device's
    /// size class includes, plus what one excludes.
    private mutating func collectExclusions(_ root: XMLElement) {
        var included: Set<String> = [], excludedHere: Set<String> = []
        var stack = [root]
        while let element = stack.popLast() {
            if element.name == "variation", let key = element["key"] {
                let applies = sizeClass?.matches(key) == true
                for mask in element.children("mask") {
                    for exclude in mask.children("exclude") {
                        guard let id = exclude["reference"] else { continue }
                        if key == "default" { excluded.insert(id) } else if applies { excludedHere.insert(id) }
                    }
                    for include in mask.children("include") where applies {
                        if let id = include["reference"] { included.insert(id) }
                    }
                }
            }
            stack.append(contentsOf: element.children)
        }
        excluded.subtract(included)
        excluded.formUnion(excludedHere)
    }

    /// The view a top-level object that is not a view holds as its own: a window's or a
    /// panel's `contentView`, a view controller's `view`.
    private func ownedRootView(of element: XMLElement) -> XMLElement? {
        element.children.first { ($0["key"] == "contentView" || $0["key"] == "view") && isView($0) }
    }

    private func isView(_ element: XMLElement) -> Bool {
        ViewClass.kinds[element.name] != nil && element.children.contains { $0.name == "rect" && $0["key"] == "frame" }
    }

    /// A scene's view controller and its root view (`key="view"`, or a window's content
    /// view); nil for scenes without one (navigation and tab bar controllers).
    private mutating func readScene(_ scene: XMLElement, bars: BarInference) -> TranslatedLayout? {
        guard let objects = scene.child("objects") else { return nil }
        for controller in objects.children {
            let rootElement = controller.children.first { $0["key"] == "view" && isView($0) }
                ?? controller.child("window")?.children.first { $0["key"] == "contentView" && isView($0) }
            guard let rootElement else { continue }
            guard let root = buildView(rootElement, parent: nil, depth: 0) else { return nil }
            let name = controller["storyboardIdentifier"] ?? controller["title"] ?? scene["sceneID"] ?? controller["id"] ?? "scene"
            let layoutGuides = controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? []
            let statusBarHidden = controller.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
            return translate(root, name: name, location: scene.location, isViewControllerRoot: true,
                             statusBarHidden: statusBarHidden, bars: bars.bars(for: controller),
                             topGuide: layoutGuides.first { $0["type"] == "top" }?["id"],
                             bottomGuide: layoutGuides.first { $0["type"] == "bottom" }?["id"])
        }
        return nil
    }

    private mutating func translate(_ root: DocumentView, name: String, location: SourceLocation, isViewControllerRoot: Bool,
                                    statusBarHidden: Bool = false, bars: CanvasInsets.Bars, topGuide: String?,
                                    bottomGuide: String?) -> TranslatedLayout {
        let size = root.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let safeArea = CanvasInsets.safeArea(width: size.width, height: size.height, deviceID: deviceID,
                                             orientation: orientation, toolsVersion: toolsVersion, bars: bars, isMac: isMac,
                                             isFreeformView: !isViewControllerRoot && root.guides.values.contains("safeArea"),
                                             statusBarHidden: statusBarHidden)
        // Xcode's canvas gives a xib's top-level view a view controller's root margins when
        // it is its File's Owner's `view` or has a safe area (measured on real documents:
        // 44 at the top and 34 at the bottom of a `retina6_1` screen, the safe area's; 20 at
        // the side of a 414-point-wide header view).
        let hasRootMargins = isViewControllerRoot || (!isMac && root.element.name == "view"
            && (ownersViews.contains(root.id) || root.guides.values.contains("safeArea")))
        let context = FrameContext(name: name, location: location, safeArea: safeArea, hasRootMargins: hasRootMargins,
                                   topLayoutGuideID: topGuide, bottomLayoutGuideID: bottomGuide, sizeClass: sizeClass)
        var translator = LayoutTranslator(root: root, context: context, measure: measure)
        return translator.translate()
    }

    /// Elements that hold a view's subviews or cells without being views themselves.
    private static let wrappers = Set(["subviews", "prototypes", "cells", "sections", "tableViewSection", "gridCells", "gridCell"]
                                      + DocumentView.gravityAreas.map(\.element))
    /// Keys of child elements that are views a view contains (a cell's content view, a
    /// table's header).
    private static let keyedSubviews: Set<String> = [
        "contentView", "tableHeaderView", "tableFooterView", "sectionHeaderView", "sectionFooterView",
        "backgroundView", "documentView",
    ]

    /// The view of `element` and, recursively (to `maximumViewDepth`), its subviews.
    private mutating func buildView(_ element: XMLElement, parent: DocumentView?, depth: Int) -> DocumentView? {
        if depth > InterfaceBuilderDocument.maximumViewDepth {
            diagnostics.append(.error("views nest deeper than \(InterfaceBuilderDocument.maximumViewDepth) levels; "
                                      + "this one and those inside it are left out", at: LayoutTranslator.range(element.location)))
            return nil
        }
        var id = element["id"] ?? ""
        if id.isEmpty {
            id = "line\(element.location.line)"
            diagnostics.append(.warning("a <\(element.name)> has no id; it is called '\(id)' here",
                                        at: LayoutTranslator.range(element.location)))
        }
        if ViewClass.kinds[element.name] == nil && !unknownElements.contains(element.name) {
            unknownElements.insert(element.name)
            diagnostics.append(.warning("unknown view element <\(element.name)>: drawn as a box",
                                        at: LayoutTranslator.range(element.location)))
        }
        var frame = Rect(element.children.first { $0.name == "rect" && $0["key"] == "frame" })
        // AppKit stores a frame from its superview's bottom edge, unless the superview is
        // flipped (a clip view); the format file's frames are from the top.
        let isStoredFromBottom = isMac && parent?.frame != nil && parent?.element.name != "clipView"
        if isStoredFromBottom, let parentHeight = parent?.frame?.height, let stored = frame {
            frame = Rect(x: stored.x, y: parentHeight - stored.y - stored.height, width: stored.width, height: stored.height)
        }
        let view = DocumentView(element: element, id: id, frame: frame, parent: parent)
        view.toolsVersion = toolsVersion
        view.isStoredFromBottom = isStoredFromBottom
        for child in element.children {
            switch child.name {
            case "viewLayoutGuide":
                if let guideID = child["id"], let key = child["key"] { view.guides[guideID] = key }
            case "constraints":
                view.heldConstraints = child.children("constraint").filter { !excluded.contains($0["id"] ?? "") }
            default:
                break
            }
        }
        for child in subviewElements(of: element) where !excluded.contains(child["id"] ?? "") {
            _ = buildView(child, parent: view, depth: depth + 1)
        }
        if let shown = shownTabItem(of: element), let content = shown.item.child("view", key: "view") {
            _ = buildView(content, parent: view, depth: depth + 1)
            // Named up to five, so that a document of thousands of tabs writes one short note.
            var others = shown.others.prefix(5).map { "'\($0["label"] ?? $0["identifier"] ?? "")'" }
            if shown.others.count > 5 { others.append("\((shown.others.count - 5).grouped) more") }
            if !others.isEmpty {
                diagnostics.append(.note("the tab view shows its tab '\(shown.item["label"] ?? "")'; "
                                         + "\(others.joined(separator: ", ")) \(shown.others.count == 1 ? "is" : "are") not drawn",
                                         at: LayoutTranslator.range(element.location)))
            }
        }
        return view
    }

    /// An AppKit tab view's tab that it shows (its `initialItem`, else the first), whose
    /// view lies inside it, and the tabs that are not shown.
    private func shownTabItem(of element: XMLElement) -> (item: XMLElement, others: [XMLElement])? {
        guard element.name == "tabView", let items = element.child("tabViewItems")?.children("tabViewItem"),
              let first = items.first else { return nil }
        let shown = items.first { $0["id"] != nil && $0["id"] == element["initialItem"] } ?? first
        return (shown, items.filter { $0 !== shown })
    }

    /// The elements of a view's subviews, cells and keyed content views, in document order.
    private func subviewElements(of element: XMLElement) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in element.children {
            if Self.wrappers.contains(child.name) {
                for inner in child.children {
                    if Self.wrappers.contains(inner.name) { found += subviewElements(of: inner) }
                    else if inner.children.contains(where: { $0.name == "rect" && $0["key"] == "frame" }) || child.name == "subviews" {
                        found.append(inner)
                    }
                }
            } else if let key = child["key"], Self.keyedSubviews.contains(key),
                      isView(child) || (element.name == "gridCell" && child.child("rect", key: "frame") != nil) {
                // A grid cell's view is its only content, whatever its kind: one Visual does not
                // know is drawn as a box and named in a warning, as a subview is.
                found.append(child)
            }
        }
        return found
    }
}
