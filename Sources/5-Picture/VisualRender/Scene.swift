import Geometry
import TextMeasure
import VisualSyntax

/// Everything a picture shows, item by item, with final rectangles: what the renderer
/// paints (the painter draws this list in order and nothing else), what `--scene` writes
/// and what tests and other tools measure. Coordinates are points of the whole sheet
/// (the picture at scale 1), origin top-left.
public struct Scene: Sendable {
    /// One canvas size drawn on the sheet.
    public struct Frame: Sendable, Equatable {
        public var width: Double
        public var height: Double
        /// Where the canvas lies on the sheet.
        public var rect: Rect
    }

    public var width: Double
    public var height: Double
    public var frames: [Frame]
    /// In paint order: later items are drawn over earlier ones.
    public var items: [SceneItem]

    /// The items of one type, in order.
    public var views: [SceneItem.View] { items.compactMap { if case .view(let v) = $0 { v } else { nil } } }
    public var tags: [SceneItem.Tag] { items.compactMap { if case .tag(let t) = $0 { t } else { nil } } }
    public var guides: [SceneItem.Guide] { items.compactMap { if case .guide(let g) = $0 { g } else { nil } } }
    public var texts: [SceneItem.Text] { items.compactMap { if case .text(let t) = $0 { t } else { nil } } }
    public var labels: [SceneItem.Label] { items.compactMap { if case .label(let l) = $0 { l } else { nil } } }
}

/// One thing the picture draws.
public enum SceneItem: Sendable {
    /// A frame's canvas: its fill, its border and (blueprint) its grid.
    case canvas(Canvas)
    /// A container's safe-area and margin strips, and the margins' dashed outline.
    case insets(Insets)
    /// An RQVisual row's band across its container.
    case row(Row)
    case view(View)
    /// Where a stretch of the layout is cut out of the picture (`LayoutTree.axisBreaks`).
    case axisBreak(AxisBreak)
    /// A size a constraint wanted for a view and did not get (`LayoutTree.wantedSizes`): a
    /// faint dashed outline where the view would lie at that size.
    case wantedSize(WantedSize)
    /// Text drawn inside a view.
    case text(Text)
    case guide(Guide)
    /// A view's name (and size), or its numbered callout.
    case tag(Tag)
    /// A problem marker on a view's corner: `!` for a conflict, `?H`/`?V` for an open axis.
    case marker(Marker)
    /// Any other text: the title, a canvas's size, a row's name, the legend's and the key's
    /// entries, a spacer's size.
    case label(Label)
    /// A legend's sample of a mark (a line, a hatch, a marker), beside its text.
    case swatch(Swatch)

    public struct Canvas: Sendable {
        public var frame: Int
        public var rect: Rect
    }

    public struct Insets: Sendable {
        public var frame: Int
        public var safeArea: [Rect]
        public var margins: [Rect]
        /// The dashed line where the margins run; nil without margins.
        public var marginsOutline: Rect?
    }

    public struct Row: Sendable {
        public var frame: Int
        public var band: Rect
    }

    /// One view of the layout, its box exactly where the layout put it.
    public struct View: Sendable {
        public enum Mark: String, Sendable {
            case conflict
            case ambiguousHorizontal = "ambiguous-horizontal"
            case ambiguousVertical = "ambiguous-vertical"
            case overflow
            case truncated
        }

        public var frame: Int
        public var name: String
        public var parent: String?
        public var kind: String
        /// The box drawn: the view's alignment rectangle, which is its frame unless the view
        /// has `inset T L B R` (an AppKit control's face inside a frame with room for its
        /// shadow, as an Interface Builder document stores it).
        public var rect: Rect
        /// The frame the layout reports, where it is not `rect`; nil otherwise.
        public var frameRect: Rect?
        public var isSpacer: Bool
        public var isContainer: Bool
        public var marks: [Mark]
        /// The parts of the box outside its container or the canvas, hatched red.
        public var overflow: [Rect]
        /// Drawn faded: `--focus` names other views.
        public var isDimmed: Bool
        /// A switch, checkbox or radio drawn on (`on`); off otherwise.
        public var isOn: Bool = false
        /// A checkbox's square or a radio button's circle: at the leading side (the right in
        /// a right-to-left layout), where its title's inset leaves room; nil for other kinds.
        public var stateMark: Rect?
        /// A pop-up's up-and-down chevron, a pull-down's or combo box's down chevron: nil for
        /// other kinds, or when the view has no room for one.
        public var chevron: Chevron?
        /// A UIKit pop-up button's face (`plain`, `tinted`, `filled`): drawn as UIKit draws
        /// it, its chevron after its title; nil for AppKit's bordered pop-up and other kinds.
        public var face: PopUpFace?
        /// A button with no title: its face is an image Visual does not have (an icon
        /// button of an Interface Builder document), drawn with a picture glyph so that it
        /// does not read as a blank control.
        public var isUntitled: Bool = false
        /// A spacer or guide that views lie within (a scroll view's content guide): its
        /// space is not empty, so it is outlined, not hatched.
        public var holdsViews: Bool = false
        /// A view squeezed to a line, drawn this far off the edge it lies on (drawn minus
        /// true place, across the line): links from its ends reach back to that edge.
        public var standOff: Double = 0
    }

    /// The chevron of a control that opens a list, which says what kind of list: up and down
    /// for a pop-up (a choice, its selected item shown), down for a pull-down menu (commands
    /// under a fixed title) and a combo box.
    public struct Chevron: Sendable {
        public enum Shape: String, Sendable {
            case upAndDown = "up-down"
            case down
        }

        /// The box it is drawn in: centred in the chevron's area at the trailing side (the
        /// left in a right-to-left layout), past its view's text inset.
        public var rect: Rect
        public var shape: Shape
    }

    /// A cut across the views that span a stretch left out of the picture: each band is
    /// cleared and edged with a zigzag on either side, as a chart draws a broken axis.
    public struct AxisBreak: Sendable {
        public var frame: Int
        public var axis: LayoutAxis
        /// One band across each view the cut runs through.
        public var bands: [Rect]
    }

    public struct WantedSize: Sendable {
        public var frame: Int
        public var view: String
        public var rect: Rect
        /// Larger than the view: its area past the view is shaded faintly (a smaller one, inside
        /// the view, only outlined, so as not to tint the view).
        public var isLarger: Bool
    }

    public struct Text: Sendable {
        public var frame: Int
        public var view: String
        /// As drawn: ending in `…` when truncated.
        public var text: String
        public var rect: Rect
        /// The left end of the baseline.
        public var baseline: Point
        public var size: Double
        /// As the file wrote it (`font 17 semibold`), or the kind's.
        public var weight: TextMeasure.FontWeight
        /// Whether it is drawn on an accent (a button's face) or plain.
        public var onAccent: Bool
        public var isSecondary: Bool
        /// Drawn in the accent: the title of a UIKit pop-up button without a filled face,
        /// which UIKit tints as it tints a plain button's.
        public var isTinted: Bool = false
        public var truncated: Bool
        /// A stand-in for a text set at run time (`sample`): drawn as a placeholder is.
        public var isSample: Bool = false
    }

    /// A dimension line across a gap (or along a view, for a size), with its value.
    public struct Guide: Sendable {
        public var frame: Int
        /// The views it measures (a container's edge is not named).
        public var views: [String]
        public var axis: LayoutAxis
        /// On the first edge in the constraint's own order, then on the second: a negative
        /// gap runs backwards.
        public var from: Point
        public var to: Point
        public var label: String
        public var pill: Rect?
        /// The label's text as measured when its pill was sized: the pill's text is drawn
        /// by it (`PillPlacer.pillPadding` in, centred across).
        public var labelBox: TextBox
        /// From the pill to its line, when the pill could not sit on it.
        public var leader: (Point, Point)?
        public var met: Bool
        /// A default the file did not spell out (`-`): drawn dashed and lighter.
        public var isImplicit: Bool
        public var line: Int?
        public var isDimmed: Bool
        /// How many equal gaps of same-shaped siblings it stands for (its label ends `×N`).
        public var count: Int = 1
        /// Unmet by design: an optional constraint outweighed by a stronger one (drawn
        /// neutral, not red).
        public var gaveWay = false
        /// Extension lines, as a redline draws them: from the edge of a view the line does
        /// not run beside (the views do not overlap across the axis) to just past the line.
        public var extensions: [(Point, Point)] = []
    }

    public struct Tag: Sendable {
        public var frame: Int
        public var view: String
        /// The name, then the size when there was room: `email 335 × 32`.
        public var text: String
        /// How much of `text` is the name (drawn bold); the rest is the size.
        public var nameLength: Int
        public var rect: Rect
        /// From the tag to the view's box, when the tag is not on or beside it.
        public var leader: (Point, Point)?
        /// The number shown instead of the name on a crowded screen; the key beside the
        /// frame says whose it is.
        public var callout: String?
        /// Where the text starts: the rect less its halo.
        public var baseline: Point
        public var nameWidth: Double
        /// Drawn on a halo: it lies outside its box, over lines or other views' outlines.
        public var hasHalo: Bool
        public var hue: Double
        public var isDimmed: Bool
    }

    public struct Marker: Sendable {
        public var frame: Int
        public var view: String
        public var text: String
        public var rect: Rect
        /// Its text as measured when the marker was sized: centred in `rect` by it.
        public var textBox: TextBox
        public var isConflict: Bool
    }

    public struct Label: Sendable {
        public enum Role: String, Sendable {
            case title, caption, rowName = "row-name", legend, key, inset, spacerSize = "spacer-size"
            /// What a frame with nothing laid out in it says in its middle.
            case note
        }

        public var role: Role
        public var text: String
        public var rect: Rect
        public var baseline: Point
        public var size: Double
        public var weight: TextMeasure.FontWeight
    }

    public struct Swatch: Sendable {
        public enum Sample: Sendable {
            case writtenSpacing, defaultSpacing, unmetSpacing, gaveWaySpacing, wantedSize, callout, spacer, conflict, ambiguous, overflow, truncated, sampleText
        }

        public var sample: Sample
        public var rect: Rect
        /// The sample's own text measured (`A…`, `1`, `!`, `?H`), for the samples that show one.
        public var textBox: TextBox?
    }
}
