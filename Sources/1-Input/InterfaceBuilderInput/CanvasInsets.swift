import Geometry

/// The safe-area insets and layout margins Xcode's canvas gives a scene's root view.
///
/// The safe area depends on the screen (the stored root size, with the document's device
/// id and `toolsVersion` where one size was two devices), on the orientation, and on the
/// bars the scene shows (status, navigation, tab bar, toolbar). docs/interface-builder.md's table lists the
/// values and where each comes from.
enum CanvasInsets {
    /// Portrait screens by size: (status bar or sensor housing, home indicator), and the
    /// landscape insets (left and right, bottom).
    private struct Screen {
        var top: Double
        var bottom: Double
        var landscapeSide: Double
        var landscapeBottom: Double
    }

    private static func screen(width: Double, height: Double, deviceID: String?, toolsVersion: Double) -> Screen? {
        let (short, long) = (min(width, height), max(width, height))
        switch (short, long) {
        case (320, 480), (320, 568), (375, 667), (414, 736):
            // The 20-point status bar is in the safe area of documents saved before Xcode
            // 10.2 (toolsVersion 14800); since then Xcode's canvas leaves it out (measured on
            // the stored frames of real documents: 14092 → 20, 14868 and later → 0).
            return Screen(top: toolsVersion < 14_800 ? 20 : 0, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
        case (375, 812):
            // iPhone X, XS, 11 Pro (44); the 12 and 13 mini (`retina5_4`, 50).
            return Screen(top: deviceID == "retina5_4" ? 50 : 44, bottom: 34, landscapeSide: 44, landscapeBottom: 21)
        case (414, 896):
            // iPhone XR and 11 (`retina6_1`): 44 in documents saved up to Xcode 13
            // (toolsVersion 19xxx), 48 since (the 11's status bar from iOS 15 on); XS Max and
            // 11 Pro Max (`retina6_5`): 44.
            let top: Double = deviceID == "retina6_1" && toolsVersion >= 20_000 ? 48 : 44
            return Screen(top: top, bottom: 34, landscapeSide: 44, landscapeBottom: 21)
        case (390, 844), (428, 926):
            return Screen(top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21)
        case (393, 852), (430, 932):
            return Screen(top: 59, bottom: 34, landscapeSide: 59, landscapeBottom: 21)
        case (402, 874), (440, 956):
            return Screen(top: 62, bottom: 34, landscapeSide: 62, landscapeBottom: 21)
        case (768, 1024), (834, 1112), (810, 1080):
            // iPads keep their 20-point status bar in every version's stored frames.
            return Screen(top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
        case (1024, 1366) where deviceID != "ipad12_9rounded":
            // The 12.9-inch iPad with a home button, likewise.
            return Screen(top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0)
        case (834, 1194), (820, 1180), (1024, 1366), (744, 1133), (834, 1210), (1032, 1376):
            return Screen(top: 24, bottom: 20, landscapeSide: 0, landscapeBottom: 20)
        default:
            return nil
        }
    }

    /// The bars a scene shows, in points below the status bar or above the home indicator.
    struct Bars {
        var top = 0.0
        var bottom = 0.0
    }

    /// The root view's safe area on this screen with these bars; zero for a size that is
    /// no screen (a freeform view, a cell, a form sheet, a view below opaque bars) and for
    /// macOS documents.
    static func safeArea(width: Double, height: Double, deviceID: String?, orientation: String?,
                         toolsVersion: Double, bars: Bars, isMac: Bool, isFreeformView: Bool = false,
                         statusBarHidden: Bool = false) -> Insets {
        guard !isMac else { return Insets() }
        if width == 1920 && height == 1080 && (deviceID ?? "appleTV").hasPrefix("appleTV") {
            // tvOS keeps content inside the television's overscan: 60 points above and
            // below, 80 at the sides (measured on VLC's tvOS documents: views pinned to the
            // safe area's leading edge stored 80 points in, to the root's top margin 60 down).
            return Insets(top: 60, left: 80, bottom: 60, right: 80)
        }
        guard let screen = screen(width: width, height: height, deviceID: deviceID, toolsVersion: toolsVersion) else {
            return freeformSafeArea(width: width, height: height, deviceID: deviceID, toolsVersion: toolsVersion,
                                    isFreeformView: isFreeformView, statusBarHidden: statusBarHidden)
        }
        let isPad = min(width, height) >= 744
        if width > height && !isPad {
            // iPhones hide the status bar in landscape; the compact navigation bar is 32.
            return Insets(top: bars.top > 0 ? 32 : 0, left: screen.landscapeSide,
                                bottom: screen.landscapeBottom + bars.bottom, right: screen.landscapeSide)
        }
        return Insets(top: screen.top + bars.top, left: 0, bottom: screen.bottom + bars.bottom, right: 0)
    }

    /// The safe area of a root that is not the screen's size. A xib's freeform view is drawn
    /// under the device's status bar (measured: 20 on a `retina4_7`, 44 on a `retina6_1`).
    /// A view controller's freeform root (a form sheet, a popover, an embedded child, an
    /// extension's interface) was drawn under a 20-point status bar by the Xcode versions
    /// that kept the status bar in the safe area (before toolsVersion 14800: measured 20 on
    /// 13189 and 14313 roots of 545 × 530, 271 × 523 and 320 × 528; 0 from 14865 on), unless
    /// the scene simulates no status bar or the root is laid out below opaque bars (the
    /// device's width, 64 or more points shorter: 375 × 603 on a `retina4_7`, measured 0).
    private static func freeformSafeArea(width: Double, height: Double, deviceID: String?, toolsVersion: Double,
                                         isFreeformView: Bool, statusBarHidden: Bool) -> Insets {
        let device = deviceScreen(deviceID)
        if isFreeformView {
            guard let device, let status = screen(width: device.width, height: device.height, deviceID: deviceID,
                                                  toolsVersion: toolsVersion) else { return Insets() }
            return Insets(top: status.top == 0 ? 20 : status.top)
        }
        guard toolsVersion < 14_800, !statusBarHidden else { return Insets() }
        if let device, width == device.width, height <= device.height - 64 { return Insets() }
        return Insets(top: 20)
    }

    /// The portrait screen a device id stands for.
    private static func deviceScreen(_ id: String?) -> (width: Double, height: Double)? {
        switch id {
        case "retina3_5": (320, 480)
        case "retina4_0": (320, 568)
        case "retina4_7": (375, 667)
        case "retina5_5": (414, 736)
        case "retina5_9", "retina5_4": (375, 812)
        case "retina6_1", "retina6_5": (414, 896)
        case "retina6_7": (428, 926)
        case "retina6_12", "retina6_72": (393, 852)
        case "ipad9_7": (768, 1024)
        case "ipad11", "ipad12_9rounded", "ipad10_9rounded": (834, 1194)
        default: nil
        }
    }

    /// UIKit's minimum layout margins of a view controller's root view on this width:
    /// 16 on compact iPhones, 20 from 414 points wide (Plus, Max, iPads).
    static func rootSideMargin(width: Double) -> Double { width >= 414 ? 20 : 16 }
}
