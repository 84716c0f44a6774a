import VisualLayout
import VisualSyntax

/// What a picture shows and where, in points from the sheet's top-left corner: the
/// renderer's own account of its picture, for tests that check the pixels against it and
/// for tools that annotate pictures.
public struct Drawing: Sendable {
    /// A view's frame as drawn (its outline lies just inside it).
    public struct Box: Sendable, Equatable {
        public var name: String
        public var frame: Rect
        public var isSpacer: Bool
    }

    /// A dimension line across a gap, and where its value label went.
    public struct Guide: Sendable, Equatable {
        public var axis: LayoutAxis
        /// Where the line starts and ends along the axis, and where it runs across it.
        public var start: Double
        public var end: Double
        public var position: Double
        public var label: String
        public var labelFrame: Rect
        public var isImplicit: Bool
    }

    /// A piece of text.
    public struct Label: Sendable, Equatable {
        public enum Role: Sendable, Equatable {
            case title, canvasSize, viewName, content, rowLabel, guide, legend, marker
        }

        public var role: Role
        public var text: String
        public var frame: Rect
    }

    /// The sheet's size in points (the PNG is `scale` times as many pixels).
    public var width: Double = 0
    public var height: Double = 0
    /// Each drawn canvas, one per size, left to right.
    public var canvases: [Rect] = []
    public var boxes: [Box] = []
    public var guides: [Guide] = []
    public var labels: [Label] = []
}
