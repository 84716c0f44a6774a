import Cassowary
import Geometry
import VisualSyntax

/// The canvas or a nested container (`NAME { … }`): a view whose children its
/// statements lay out, with the settings that apply inside it.
public final class LayoutContainer: @unchecked Sendable {
    /// The container as a view: the canvas, or the view named by the block.
    public let view: LayoutView
    public internal(set) var settings = ResolvedSettings()
    /// Views that belong to this container, in order of first appearance.
    public internal(set) var children: [LayoutView] = []

    init(view: LayoutView) {
        self.view = view
    }

    /// The safe-area guide's or the margins' edges: the container's edges moved inward.
    public func guide(_ guide: Guide, _ attribute: LayoutAttribute) -> Expression {
        view.expression(attribute, in: guide == .safeArea ? settings.safeArea : settings.margins)
    }
}

/// The two layout guides of a container.
public enum Guide: String, Sendable {
    case safeArea, margins
}

/// The settings of one container as numbers, the contract's defaults filled in.
public struct ResolvedSettings: Sendable {
    /// `nil` = `fit`.
    public var canvasWidth: Double?
    public var canvasHeight: Double?
    /// RQVisual's default paddings (`padding H V`).
    public var horizontalPadding = 10.0
    public var verticalPadding = 10.0
    /// Apple VFL's standard spacing (`spacing S E`).
    public var siblingSpacing = 8.0
    public var edgeSpacing = 20.0
    public var safeArea = Insets.zero
    public var margins = Insets.zero
}
