/// The size classes UIKit gives a full-screen view controller on the device a document is
/// previewed on (its `<device>`), and the `<variation key="…">` that applies to them.
///
/// Xcode stores each view's frame as laid out for that device, with the size class's
/// variations applied: openHAB's slider cell holds a slider `width == 300` varied to 150 for
/// `heightClass=regular-widthClass=compact`, and an iPhone document stores it 150 wide (its
/// frame 154). Laid out with the base value, the cell could not hold together.
struct SizeClass: Equatable {
    var widthIsRegular: Bool
    var heightIsRegular: Bool

    /// The device's classes in the document's orientation; nil when the document names no
    /// device Visual knows (the base values apply then, as before).
    static func of(deviceID: String?, orientation: String?) -> SizeClass? {
        guard let deviceID else { return nil }
        if deviceID.hasPrefix("ipad") { return SizeClass(widthIsRegular: true, heightIsRegular: true) }
        guard deviceID.hasPrefix("retina") else { return nil }
        guard orientation == "landscape" else { return SizeClass(widthIsRegular: false, heightIsRegular: true) }
        // In landscape, the 414-point-wide and larger iPhones (Plus, Max, XR) are regular wide.
        let wideInLandscape: Set = ["retina5_5", "retina6_1", "retina6_5", "retina6_7"]
        return SizeClass(widthIsRegular: wideInLandscape.contains(deviceID), heightIsRegular: false)
    }

    /// Whether a variation's key (`widthClass=compact`, `heightClass=regular-widthClass=compact`)
    /// names these classes; `default`, the base, does not.
    func matches(_ key: String) -> Bool {
        let traits = key.split(separator: "-")
        return !traits.isEmpty && traits.allSatisfy { trait in
            switch trait {
            case "widthClass=compact": !widthIsRegular
            case "widthClass=regular": widthIsRegular
            case "heightClass=compact": !heightIsRegular
            case "heightClass=regular": heightIsRegular
            default: false
            }
        }
    }

    /// The variations among `element`'s children that apply, the most specific last (a key
    /// naming both classes over one naming one), so that its values win.
    func variations(of element: XMLElement) -> [XMLElement] {
        element.children
            .filter { $0.name == "variation" && matches($0["key"] ?? "") }
            .sorted { ($0["key"] ?? "").split(separator: "-").count < ($1["key"] ?? "").split(separator: "-").count }
    }

    /// An attribute of `element` as this size class sees it: the most specific applying
    /// variation's value, else the element's own.
    func value(_ attribute: String, of element: XMLElement) -> String? {
        variations(of: element).last { $0[attribute] != nil }?[attribute] ?? element[attribute]
    }
}
