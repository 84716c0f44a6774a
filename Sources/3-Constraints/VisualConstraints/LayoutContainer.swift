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
        let insets = guide == .safeArea ? settings.safeArea : settings.margins
        let v = view
        switch attribute {
        case .left, .leading: return v.left + insets.left
        case .right, .trailing: return v.left + v.width - insets.right
        case .top: return v.top + insets.top
        case .bottom: return v.top + v.height - insets.bottom
        case .width: return v.width - (insets.left + insets.right)
        case .height: return v.height - (insets.top + insets.bottom)
        case .centerX: return v.left + 0.5 * v.width + (insets.left - insets.right) / 2
        case .centerY: return v.top + 0.5 * v.height + (insets.top - insets.bottom) / 2
        }
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
