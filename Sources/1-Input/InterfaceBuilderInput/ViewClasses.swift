import Geometry
import VisualSyntax

/// What each Interface Builder element that is a view becomes in a format file: its kind
/// (how it is drawn) and where its intrinsic content size comes from.
///
/// Intrinsic sizes (docs/format-file.md, "Interface Builder documents"): a view with intrinsic
/// content takes the size Xcode stored for it (its frame, measured with the system font),
/// on the axes UIKit gives it one; switches keep UIKit's own size (51 × 31), because their
/// stored frame is not their alignment rectangle.
enum ViewClass {
    /// Where a class's intrinsic content size comes from.
    enum Intrinsic {
        /// No intrinsic size (a plain view, a scroll view, a stack view).
        case none
        /// Both axes from the stored frame (labels, buttons, fields, images with an image…).
        case stored
        /// Only the height from the stored frame (sliders, progress views, bars).
        case storedHeight
        /// The kind's own size (a switch: UIKit's 51 × 31).
        case kind
    }

    /// The element names Interface Builder writes for views (UIKit and AppKit), and their kind.
    static let kinds: [String: ViewKind] = [
        "view": .box, "label": .label, "button": .button, "imageView": .image, "textField": .field,
        "textView": .text, "switch": .switch, "segmentedControl": .box, "slider": .box, "stepper": .box,
        "activityIndicatorView": .box, "progressView": .box, "stackView": .box, "scrollView": .box,
        "tableView": .box, "tableViewCell": .box, "tableViewCellContentView": .box, "collectionView": .box,
        "collectionViewCell": .box, "collectionViewCellContentView": .box, "collectionReusableView": .box,
        "tableViewHeaderFooterView": .box, "visualEffectView": .box, "navigationBar": .box, "toolbar": .box,
        "tabBar": .box, "mapView": .box, "webView": .box, "wkWebView": .box, "pageControl": .box,
        "datePicker": .box, "pickerView": .box, "searchBar": .box, "containerView": .box,
        "glkView": .box, "sceneKitView": .box, "skView": .box, "arscnView": .box, "arskView": .box,
        "mtkView": .box, "clipView": .box, "customView": .box, "box": .box, "splitView": .box,
        "tabView": .box, "outlineView": .box, "imageCell": .box, "colorWell": .box, "popUpButton": .popup,
        "comboBox": .combo, "searchField": .field, "secureTextField": .field, "levelIndicator": .box,
        "progressIndicator": .box, "scroller": .box, "matrix": .box, "datePickerCell": .box,
        "pathControl": .box, "tokenField": .field, "tableCellView": .box, "textFieldCell": .box, "gridView": .box,
    ]

    /// The kind a view is drawn as: its element's, except that an AppKit text field whose
    /// cell is not editable is a label (AppKit has no label class: `NSTextField(labelWithString:)`),
    /// an AppKit button whose cell is a check box or radio button is one, and a UIKit button
    /// that is a pop-up button (its menu its primary action, changing its selection) is one.
    static func kind(of element: XMLElement) -> ViewKind {
        if element.name == "textField", let cell = element.cell,
           cell.name == "textFieldCell", cell["editable"] != "YES" {
            return .label
        }
        if element.isUIKitPopUpButton { return .popup }
        if element.name == "button", let cell = element.cell, cell.name == "buttonCell" {
            if cell["type"] == "check" { return .checkbox }
            if cell["type"] == "radio" { return .radio }
        }
        return kinds[element.name] ?? .box
    }

    /// `toolsVersion`: the document's. Xcode 26 (24000 on) draws iOS 26's controls, whose
    /// switch is 63 × 28 (measured: NetNewsWire's Xcode 26 documents store every switch so,
    /// 2 points past the trailing margin it is pinned to, as older switches were).
    static func intrinsic(of element: XMLElement, toolsVersion: Double) -> Intrinsic {
        if element.name == "switch" && toolsVersion >= 24000 { return .stored }
        return intrinsic(of: element)
    }

    static func intrinsic(of element: XMLElement) -> Intrinsic {
        switch element.name {
        case "label", "button", "textField", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
             "datePicker", "pickerView", "popUpButton", "comboBox", "searchField", "secureTextField", "tokenField",
             "colorWell", "levelIndicator":
            .stored
        case "pathControl":
            // A standard path control sizes itself to its path (OpenEmu's, placed by its
            // leading edge only); MacPass's pop-up style ones are stretched by their
            // constraints, which their stored frames show.
            element.cell?["pathStyle"] == "popUp" ? .none : .stored
        case "imageView":
            // UIKit writes the image on the view, AppKit on its cell (`<imageCell image="…">`).
            element["image"] != nil || element.child("imageReference") != nil || element.cell?["image"] != nil
                ? .stored : .none
        case "textView":
            element["scrollEnabled"] == "NO" ? .stored : .none
        case "slider", "progressView", "navigationBar", "toolbar", "tabBar", "searchBar", "progressIndicator":
            .storedHeight
        case "switch":
            .kind
        case "box" where element["boxType"] == "separator":
            // A separator line has no length of its own; Xcode keeps the one it was drawn
            // at (96 points), which the document stores, and lays the stack around it.
            .stored
        default:
            .none
        }
    }

    /// How far a view's alignment rectangle, which its constraints relate and the picture
    /// draws, lies inside the frame the document stores (`inset T L B R`). Measured on real
    /// documents:
    /// - a UISlider's frame has 2 points more at each side and 1 more below (every
    ///   constrained slider tried is stored 2 points left of and 4 points wider than its
    ///   constraints put it, those constrained by their bottom edge 1 point lower);
    /// - a UISwitch's 51-point frame has 2 more at its trailing side (switches whose trailing
    ///   edge is constrained end 2 points past it, centred ones sit 1 point right, and real
    ///   documents constrain them to `width == 49`);
    /// - an AppKit label's frame has 2 points more at each side (labels stored at x = −2 in
    ///   stacks whose next view starts 8 points past the label's frame less 2);
    /// - an NSBox separator's 2 more at each side across its line (a separator 20 points
    ///   above the next view in a stack stored at y = −2, 4 high);
    /// - AppKit's regular-size controls in documents before Xcode 26 (iina's 35 macOS
    ///   documents; Xcode 26's, in NetNewsWire and Rectangle, store none): a checkbox's 2 more at
    ///   its leading side and 1 above and below (checkboxes constrained 16 high stored 18
    ///   high, 2 points left of what they align with); a rounded push button's 7 more at
    ///   each side and below, and 5 above from Xcode 12.2 (macOS 11's 20-point button in a
    ///   32-point frame) or 4 before it (buttons stored 7 points past the edge they are
    ///   constrained by, 14 more per button in a row of them; MacPass's and iina's buttons
    ///   pinned by their top stored 5 points above it from tools version 17701 on, 4 in
    ///   documents of 16097 and 17156); a rounded pop-up button's 3 more at each side, 1 above and 4 below
    ///   (MacPass's and MonitorControl's pop-ups 25 high in grid rows 20 high, stored 1
    ///   point above the row, and views pinned 8 points below them 4 points past their
    ///   frames' bottom); a box's (NSBox, the primary kind) 3 more at each side, 2 above
    ///   and 4 below (boxes stored 3 points left of the stack edge they fill, their stacks
    ///   6 points taller than their frames less 6); a tab view's with a bezel 7 more at
    ///   each side (Sequel Ace's bezelled tab views stored 7 points past the edges they
    ///   are pinned to; their tabs' views, laid out in the frame, were 14 points too narrow).
    /// Other views' frames are their alignment rectangles.
    /// `toolsVersion`: the document's (Xcode 26, tools version 24000 on, stores AppKit
    /// controls' alignment rectangles as their frames).
    static func alignmentInsets(of element: XMLElement, toolsVersion: Double) -> Insets {
        let isAppKitLabel = element.name == "textField" && kind(of: element) == .label
        if element.name == "box", element["boxType"] == "separator" {
            let frame = element.children.first { $0.name == "rect" && $0["key"] == "frame" }
            let isVertical = (frame?["height"].flatMap(Double.init) ?? 0) > (frame?["width"].flatMap(Double.init) ?? 0)
            return isVertical ? Insets(left: 2, right: 2) : Insets(top: 2, bottom: 2)
        }
        // iOS 26's slider frame is its alignment rectangle (measured: VLC's and NetNewsWire's
        // Xcode 26 documents store sliders at the edges they are pinned to).
        if element.name == "slider" && toolsVersion >= 24000 { return .zero }
        return alignmentInsets(of: isAppKitLabel ? "appKitLabel" : appKitControl(element, toolsVersion: toolsVersion) ?? element.name)
    }

    /// The AppKit controls of regular size whose stored frame is not their alignment
    /// rectangle, by the name `alignmentInsets` knows them by; nil for the others.
    private static func appKitControl(_ element: XMLElement, toolsVersion: Double) -> String? {
        guard toolsVersion < 24000 else { return nil }
        if element.name == "box", element["boxType"] == nil || element["boxType"] == "primary" { return "appKitBox" }
        if element.name == "tabView", element["type"] != "noTabsNoBorder" { return "appKitTabView" }
        guard let cell = element.cell else { return nil }
        if cell["controlSize"] == "small", element.name == "button", cell.name == "buttonCell",
           cell["type"] == "check" || cell["type"] == "radio" {
            return "appKitSmallCheckbox"
        }
        guard cell["controlSize"] == nil || cell["controlSize"] == "regular" else { return nil }
        switch (element.name, cell.name, cell["type"], cell["bezelStyle"]) {
        case ("button", "buttonCell", "check", _), ("button", "buttonCell", "radio", _): return "appKitCheckbox"
        // macOS 11's push button is a point shorter than Catalina's, its frame as tall:
        // Xcode 12.2 (17500) drew the first with its SDK.
        case ("button", "buttonCell", "push", "rounded"): return toolsVersion < 17500 ? "appKitPushButtonBeforeMacOS11" : "appKitPushButton"
        case ("popUpButton", "popUpButtonCell", _, "rounded"): return "appKitPopUpButton"
        default: return nil
        }
    }

    private static func alignmentInsets(of elementName: String) -> Insets {
        switch elementName {
        case "appKitLabel": Insets(left: 2, right: 2)
        case "slider": Insets(left: 2, bottom: 1, right: 2)
        case "switch": Insets(right: 2)
        case "appKitCheckbox": Insets(top: 1, left: 2, bottom: 1)
        case "appKitSmallCheckbox": Insets(top: 1, left: 1, bottom: 1)
        // Before macOS 11 the button stood a point lower in the same frame.
        case "appKitPushButtonBeforeMacOS11": Insets(top: 4, left: 7, bottom: 7, right: 7)
        case "appKitPushButton": Insets(top: 5, left: 7, bottom: 7, right: 7)
        case "appKitBox": Insets(top: 2, left: 3, bottom: 4, right: 3)
        case "appKitPopUpButton": Insets(top: 1, left: 3, bottom: 4, right: 3)
        case "appKitTabView": Insets(left: 7, right: 7)
        default: .zero
        }
    }

    /// How far a control's text baseline lies from where centring its line in its stored
    /// frame puts it: a rounded pop-up button's frame before Xcode 26 has more room below
    /// its text than above (measured: iina's pop-ups baseline-aligned with labels are
    /// stored 2 to 3 points lower than a centred line puts them).
    static func baselineShift(of element: XMLElement, toolsVersion: Double) -> Double {
        appKitControl(element, toolsVersion: toolsVersion) == "appKitPopUpButton" ? -2.5 : 0
    }

    /// The word a name made from a text ends with: `signInButton`, `nameLabel`.
    static func nameSuffix(of element: XMLElement) -> String {
        let name = element.name
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
