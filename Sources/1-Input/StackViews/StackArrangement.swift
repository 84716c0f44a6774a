import TextFormats

/// A stack view as every front end that reads one knows it (an Interface Builder
/// `<stackView>`, a `UIStackView` built in Swift or Objective-C code): its axis,
/// distribution, alignment and spacing, and its arranged views in order. The constraints
/// the stack makes come from this value alone (`equations()`), so that a stack drawn from a
/// storyboard and one built in code are laid out by the same rules.
public struct StackArrangement: Sendable, Equatable {
    public enum Axis: Sendable, Equatable { case horizontal, vertical }

    /// How the views share the room along the axis (`UIStackView.Distribution`; AppKit's
    /// `gravityAreas` lays a UIKit stack out as `fill`).
    public enum Distribution: Sendable, Equatable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering, gravityAreas
    }

    /// Where the views sit across the axis (`UIStackView.Alignment`): `top` is `leading`
    /// and `bottom` is `trailing`, as in UIKit, where each pair is one value.
    public enum Alignment: Sendable, Equatable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    /// AppKit's gravity areas (`NSStackView.Gravity`): the views of a stack laid out by
    /// them cluster at its start, its middle or its end.
    public enum Gravity: Sendable, Equatable { case leading, center, trailing }

    /// One arranged view.
    public struct ArrangedView: Sendable, Equatable {
        /// Its name in the format file.
        public var name: String
        /// The gravity area an `NSStackView` of distribution `gravityAreas` holds it in
        /// (Interface Builder's `<beginningViews>`, `<middleViews>`, `<endViews>`); nil
        /// for the views of other stacks.
        public var gravity: Gravity?
        /// Hidden: UIKit gives it no room and no spacing (`UISV-hiding`).
        public var isHidden: Bool
        /// The size stored for the view (an Interface Builder frame's alignment rectangle), by which
        /// `fillProportionally` shares out the room; 0 when none is known.
        public var storedWidth: Double
        public var storedHeight: Double

        public init(name: String, isHidden: Bool = false,
                    storedWidth: Double = 0, storedHeight: Double = 0, gravity: Gravity? = nil) {
            self.name = name
            self.gravity = gravity
            self.isHidden = isHidden
            self.storedWidth = storedWidth
            self.storedHeight = storedHeight
        }
    }

    /// AppKit's `NSStackView` keeps its views inside itself at its clipping resistance
    /// priority and shrinks onto them at its hugging priority, one of each per axis, where
    /// UIKit pins its views to its edges (`AppKitStackArrangement.swift`).
    public struct AppKitPriorities: Sendable, Equatable {
        public var horizontalHugging: Double
        public var verticalHugging: Double
        public var horizontalClipping: Double
        public var verticalClipping: Double

        /// AppKit's defaults: hugging `defaultLow` (250), clipping resistance required.
        public init(horizontalHugging: Double = 250, verticalHugging: Double = 250,
                    horizontalClipping: Double = 1000, verticalClipping: Double = 1000) {
            self.horizontalHugging = horizontalHugging
            self.verticalHugging = verticalHugging
            self.horizontalClipping = horizontalClipping
            self.verticalClipping = verticalClipping
        }
    }

    /// The stack's name in the format file (the guides it needs are named after it).
    public var name: String
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    /// The spacing between neighbours, in points.
    public var spacing: Double
    public var arranged: [ArrangedView]
    /// `isLayoutMarginsRelativeArrangement`: the views are arranged inside the stack's
    /// layout margins, not its edges.
    public var isLayoutMarginsRelative: Bool
    /// Set for an `NSStackView`, whose ends and alignments differ from UIKit's; nil for a
    /// `UIStackView`.
    public var appKit: AppKitPriorities?
    /// `setCustomSpacing(_:after:)`: the spacing after an arranged view, by the view's name,
    /// in place of `spacing`.
    public var customSpacings: [String: Double] = [:]
    /// `isBaselineRelativeArrangement`: a vertical stack's spacing runs from a view's last
    /// baseline to the next view's first (UIKit uses it for vertical stacks only).
    public var isBaselineRelative = false

    /// A stack with UIKit's defaults: horizontal, `fill`, `fill`, no spacing.
    public init(name: String, axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill,
                spacing: Double = 0, arranged: [ArrangedView] = [], isLayoutMarginsRelative: Bool = false,
                appKit: AppKitPriorities? = nil) {
        self.name = name
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.arranged = arranged
        self.isLayoutMarginsRelative = isLayoutMarginsRelative
        self.appKit = appKit
    }
}

/// One equation a stack view makes, in format-file words inside the stack's container
/// (`superview` is the stack, `margins` its layout margins), with UIKit's identifier for it
/// (nil for AppKit's).
public struct StackEquation: Sendable, Equatable {
    public let text: String
    public let identifier: String?
}
