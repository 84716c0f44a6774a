/// The view classes the scanned code defines, as far as their layout goes: the intrinsic
/// content size a class declares (`override var intrinsicContentSize`,
/// `- (CGSize)intrinsicContentSize`) and which class each inherits from.
///
/// UIKit sizes a custom view by its `intrinsicContentSize` as it sizes a label by its text:
/// ResearchKit's direction arrows and progress dots are placed by a format that gives them
/// no width or height, so without their classes' sizes they are drawn 0 wide and reported as
/// ambiguous. Only sizes written with numbers and constants the file defines are taken (a
/// size computed from the view's frame or text is only known at run time).
public struct CustomViewClasses: Sendable, Equatable {
    /// A class's declared size per axis; nil for an axis it declares without one
    /// (`UIViewNoIntrinsicMetric`, `UIView.noIntrinsicMetric`).
    public struct DeclaredSize: Sendable, Equatable {
        public var width: Double?
        public var height: Double?

        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }

        /// Larger than any screen (an iPad Pro's is 1,366 points high) is a class asking for
        /// all the room its container gives (ResearchKit's touch canvas says 10,000 high): no
        /// size of its own on that axis, rather than a picture thousands of points long.
        static let largestSize = 2_000.0

        var withinAScreen: DeclaredSize {
            DeclaredSize(width: width.flatMap { $0 > Self.largestSize ? nil : $0 },
                         height: height.flatMap { $0 > Self.largestSize ? nil : $0 })
        }

        /// The format file's attribute: `intrinsic 16 24`, `intrinsic none 44`.
        public var attribute: String {
            "intrinsic \(width.map(\.formatted) ?? "none") \(height.map(\.formatted) ?? "none")"
        }
    }

    /// By class name: the size its `intrinsicContentSize` returns.
    public var sizes: [String: DeclaredSize] = [:]
    /// By class name: the class it inherits from, as its declaration says.
    public var superclasses: [String: String] = [:]

    public init() {}

    /// The size `className` declares or inherits from the nearest superclass that declares
    /// one (UIKit's controls among them); nil when none of them does (or the chain loops, as
    /// a file may write it).
    public func size(of className: String) -> DeclaredSize? {
        var current = className
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            if let size = sizes[current] ?? Self.uikitSizes[current] { return size.withinAScreen }
            guard let superclass = superclasses[current] else { return nil }
            current = superclass
        }
        return nil
    }

    /// UIKit's controls that the format file draws as plain boxes but that UIKit sizes itself
    /// (iOS 13 on): a spinner of the default style, a progress bar's and a segmented control's
    /// height as real documents store their frames; a stepper's default size (not seen in a
    /// document here).
    static let uikitSizes: [String: DeclaredSize] = [
        "UIActivityIndicatorView": DeclaredSize(width: 20, height: 20),
        "UIProgressView": DeclaredSize(width: nil, height: 4),
        "UISegmentedControl": DeclaredSize(width: nil, height: 32),
        "UIStepper": DeclaredSize(width: 94, height: 32),
    ]

    /// The classes a view is declared as when it may be made of any view class
    /// (`UIView *arrow` made with `[[ArrowView alloc] init]`): what they say of the view's
    /// class is left to where it is made.
    static let baseClasses: Set<String> = ["UIView", "NSView", "UIControl", "NSControl"]

    /// Adds what another file defines (its word wins, as a later file's constant does).
    public mutating func merge(_ other: CustomViewClasses) {
        sizes.merge(other.sizes) { $1 }
        superclasses.merge(other.superclasses) { $1 }
    }

    /// The value UIKit's "no intrinsic metric" stands for, in either language's spelling.
    static func isNoIntrinsicMetric(_ spelled: String) -> Bool {
        spelled == "UIViewNoIntrinsicMetric" || spelled == "NSViewNoIntrinsicMetric"
            || spelled.hasSuffix("noIntrinsicMetric")
    }
}
