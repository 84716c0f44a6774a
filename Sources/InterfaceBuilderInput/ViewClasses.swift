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
        "tabView": .box, "outlineView": .box, "imageCell": .box, "colorWell": .box, "popUpButton": .button,
        "comboBox": .field, "searchField": .field, "secureTextField": .field, "levelIndicator": .box,
        "progressIndicator": .box, "scroller": .box, "matrix": .box, "datePickerCell": .box,
        "pathControl": .box, "tokenField": .field, "tableCellView": .box, "textFieldCell": .box,
    ]

    static func intrinsic(of element: XMLElement) -> Intrinsic {
        switch element.name {
        case "label", "button", "textField", "segmentedControl", "stepper", "pageControl", "activityIndicatorView",
             "datePicker", "pickerView", "popUpButton", "comboBox", "searchField", "secureTextField", "tokenField",
             "colorWell", "levelIndicator":
            .stored
        case "imageView":
            element["image"] != nil || element.child("imageReference") != nil ? .stored : .none
        case "textView":
            element["scrollEnabled"] == "NO" ? .stored : .none
        case "slider", "progressView", "navigationBar", "toolbar", "tabBar", "searchBar", "progressIndicator":
            .storedHeight
        case "switch":
            .kind
        default:
            .none
        }
    }

    /// The word a name made from a text ends with: `signInButton`, `nameLabel`.
    static func nameSuffix(of element: XMLElement) -> String {
        let name = element.name
        return name.prefix(1).uppercased() + name.dropFirst()
    }
}
