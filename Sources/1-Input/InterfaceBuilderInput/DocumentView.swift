import Geometry
import VisualSyntax

/// A view of an Interface Builder document, as the translation needs it: its element, its
/// stored frame, its subviews and the constraints it holds.
final class DocumentView {
    let element: XMLElement
    /// The document's `id` (every view has one; a missing one is made up and warned about).
    let id: String
    /// Its name in the format file (`ViewNaming`).
    var name = ""
    private(set) weak var parent: DocumentView?
    private(set) var subviews: [DocumentView] = []
    /// `<rect key="frame">`, relative to the superview's top-left corner (an AppKit frame,
    /// stored from the bottom, turned over); nil when the document has none.
    let frame: Rect?
    /// The view's `<constraints>`, those the base size class removes left out.
    var heldConstraints: [XMLElement] = []
    /// The document's `toolsVersion` (the Xcode that saved it), on which AppKit controls'
    /// frames depend (`ViewClass.alignmentInsets`).
    var toolsVersion = 0.0
    /// True when the document stores its frame from the superview's bottom edge (AppKit,
    /// but in a flipped clip view): its autoresizing mask's `flexibleMinY` is then the
    /// bottom margin.
    var isStoredFromBottom = false
    /// Its layout guides by id: `safeArea`, a scroll view's content and frame guides.
    var guides: [String: String] = [:]

    init(element: XMLElement, id: String, frame: Rect?, parent: DocumentView?) {
        self.element = element
        self.id = id
        self.frame = frame
        self.parent = parent
        parent?.subviews.append(self)
    }

    var isStackView: Bool { element.name == "stackView" }

    /// How far its alignment rectangle, which constraints, stacks and grids place, lies
    /// inside its stored frame (`ViewClass.alignmentInsets`).
    var alignmentInsets: Insets { ViewClass.alignmentInsets(of: element, toolsVersion: toolsVersion) }

    /// The stored frame's alignment rectangle from the superview's alignment rectangle:
    /// what equations that keep the frame where it is write, since both pin alignment
    /// rectangles (an AppKit box's content view is stored from the box's frame).
    var alignmentFrame: Rect? {
        let origin = parent?.alignmentInsets ?? .zero
        return frame?.inset(by: alignmentInsets).offsetBy(-origin.left, -origin.top)
    }
    var isScrollView: Bool { ["scrollView", "tableView", "collectionView", "textView"].contains(element.name) }
    var isHidden: Bool { element["hidden"] == "YES" }
    var isRoot: Bool { parent == nil }

    /// A content view its container lays out: a table or collection view cell's, an NSBox's
    /// (inside its border and under its title), a scroll view's clip view.
    var isContentView: Bool { element["key"] == "contentView" }
    var isCell: Bool { ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(element.name) }

    /// True when Auto Layout places the view through its autoresizing mask
    /// (`translatesAutoresizingMaskIntoConstraints`), so it keeps its stored frame: every
    /// view Interface Builder does not mark `translatesAutoresizingMaskIntoConstraints="NO"`,
    /// except a stack view's arranged subviews (the stack turns the mask off) and the root.
    var keepsStoredFrame: Bool {
        guard let parent else { return false }
        if parent.isStackView || parent.isGridView { return false }
        if isContentView || isCell { return true }
        if element["fixedFrame"] == "YES" { return true }
        return element["translatesAutoresizingMaskIntoConstraints"] != "NO"
    }

    /// Views between this one and the root, itself included.
    var ancestorsAndSelf: [DocumentView] {
        var chain: [DocumentView] = []
        var current: DocumentView? = self
        while let view = current {
            chain.append(view)
            current = view.parent
        }
        return chain
    }

    /// Every view of the subtree, this one first (iteratively: depth is bounded by the XML
    /// reader, but no pass should rely on it).
    var subtree: [DocumentView] {
        var result: [DocumentView] = []
        var stack: [DocumentView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The stored text or title: a label's or field's `text` (or `<string key="text">`), a
    /// button's normal title, a pop-up's selected item, a field's placeholder.
    var text: String? {
        if let title = element.popUpTitle { return title }
        if let text = element["text"] { return text }
        if let text = element.child("string", key: "text")?.text { return text }
        if let attributed = element.child("attributedString", key: "attributedText") {
            return attributed.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
        }
        if let title = element.children("state").first(where: { $0["key"] == "normal" })?["title"] { return title }
        if let title = element.child("buttonConfiguration")?["title"] { return title }
        if let title = element["title"] { return title }
        if let placeholder = element["placeholder"] { return placeholder }
        // AppKit keeps a control's text in its cell (`<textFieldCell key="cell" title=…>`).
        if let title = element.cell?["title"], !title.isEmpty { return title }
        if let placeholder = element.cell?["placeholderString"] { return placeholder }
        return nil
    }
}

extension Rect {
    /// `<rect key="frame" x= y= width= height=>`; nil when any number is missing or not finite.
    init?(_ element: XMLElement?) {
        guard let element, let x = Double(element["x"] ?? "0"), let y = Double(element["y"] ?? "0"),
              let width = Double(element["width"] ?? ""), let height = Double(element["height"] ?? ""),
              [x, y, width, height].allSatisfy(\.isFinite) else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }
}
