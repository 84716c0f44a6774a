import Geometry
import VisualConstraints
import VisualSyntax

/// A view where the solver put it, relative to its parent container.
public struct SolvedView: Sendable, Equatable {
    public var name: String
    /// The kind a `view` statement gave it; nil for an undeclared view (a plain box).
    public var kind: ViewKind?
    public var text: String?
    /// Its measured text and intrinsic size, as the layout used them: the renderer draws
    /// the text from these, measured once.
    public var content: ContentSize?
    /// `font`, `lines`, `align`, `on`/`off` as the `view` statement wrote them.
    public var attributes = TextAttributes()
    public var isSpacer: Bool
    /// Declared `hidden`: laid out, not drawn, its text not checked.
    public var isHidden = false
    /// The nested container it belongs to; nil for the canvas.
    public var parent: String?
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// How far its alignment rectangle, what its constraints pin and the picture draws,
    /// lies inside its frame (`inset T L B R`). Not part of the contract's JSON: `x`, `y`,
    /// `width` and `height` are the frame's.
    public var alignmentInsets = Insets.zero
    /// True when one of the view's constraints was left unsatisfied.
    public var conflict: Bool
    /// The axes the constraints leave open.
    public var ambiguous: [LayoutAxis]

    /// A plain box (no kind, no text), for layouts made outside the pipeline (`visual explain`).
    public init(name: String, parent: String? = nil, x: Double, y: Double, width: Double, height: Double,
                conflict: Bool = false, ambiguous: [LayoutAxis] = []) {
        self.init(name: name, kind: nil, text: nil, isSpacer: false, parent: parent, x: x, y: y,
                  width: width, height: height, conflict: conflict, ambiguous: ambiguous)
    }

    init(name: String, kind: ViewKind?, text: String?, content: ContentSize? = nil,
         attributes: TextAttributes = TextAttributes(), isSpacer: Bool, isHidden: Bool = false, parent: String?,
         x: Double, y: Double, width: Double, height: Double, conflict: Bool, ambiguous: [LayoutAxis]) {
        self.name = name
        self.kind = kind
        self.text = text
        self.content = content
        self.attributes = attributes
        self.isSpacer = isSpacer
        self.isHidden = isHidden
        self.parent = parent
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.conflict = conflict
        self.ambiguous = ambiguous
    }
}

/// The solved layout of a format file: what `visual layout` prints and the renderer draws.
public struct LayoutTree: Sendable, Equatable {
    public var canvasWidth: Double
    public var canvasHeight: Double
    /// Every view once, in order of first appearance, parents before their children.
    public var views: [SolvedView]
    /// The constraint stage's and the solver's warnings (conflict, ambiguous, overlap, …).
    public var diagnostics: [Diagnostic]
    /// Every spacing between two views or a view and an edge, in constraint order.
    /// Not part of the contract's JSON.
    public var guides: [SpacingGuide] = []
    /// The RQVisual rows, in source order. Not part of the contract's JSON.
    public var rows: [SolvedRow] = []
    /// The containers with safe-area or margin insets. Not part of the contract's JSON.
    public var insets: [ContainerInsets] = []

    public init(canvasWidth: Double, canvasHeight: Double, views: [SolvedView], diagnostics: [Diagnostic],
                guides: [SpacingGuide] = [], rows: [SolvedRow] = [], insets: [ContainerInsets] = []) {
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.views = views
        self.diagnostics = diagnostics
        self.guides = guides
        self.rows = rows
        self.insets = insets
    }
    /// The direction it was laid out in: where leading text is drawn. The JSON says
    /// `"direction": "rtl"` when it is right to left; frames stay in canvas coordinates.
    public var direction: LayoutDirection = .leftToRight
    /// How many times its size the geometry is drawn: above 1 for a layout whose sizes are
    /// too small to read (`visual explain` of a conflict a few points wide). Every position
    /// and size here is already multiplied; every number a picture shows is divided back,
    /// so it reads the layout's own points. Not part of the contract's JSON.
    public var zoom: Double = 1
    /// Stretches cut out of the picture (`visual explain` of a conflict whose members span
    /// very different scales). Not part of the contract's JSON.
    public var axisBreaks: [AxisBreak] = []
    /// Views drawn as placeholders whose size means nothing (`visual explain`'s views
    /// outside the conflict): their tags give the name only. Not part of the contract's JSON.
    public var unsizedViews: Set<String> = []
    /// Whether a met gap of 0 (two edges pinned together) is drawn, as a mark at the edge
    /// with its value, rather than left out: `visual explain`, where such a pin is a member
    /// of the conflict. Not part of the contract's JSON.
    public var drawsZeroGaps = false
    /// The widths and heights the drawing made up, by view name (`visual explain`'s sizes
    /// the conflict leaves open): a tag gives only the sizes the layout sets (`width 0`),
    /// never a made-up one shrunk by the zoom (`0 × 1.5`). Not part of the contract's JSON.
    public var madeUpSizes: [String: Set<LayoutAxis>] = [:]
    /// Whether the picture's frame is drawn around everything it draws (views, tags,
    /// pills, badges) rather than around the canvas, and no canvas size is shown: a canvas
    /// made up to hold the drawing (`visual explain`), whose size means nothing and whose
    /// edge a tag beside a view would otherwise overhang. Not part of the contract's JSON.
    public var framesWhatIsDrawn = false
    /// Whether a tag on a leader also lies nearer its own box than any other box but its
    /// superviews' and subviews' (as every tag beside its box does): `visual explain`,
    /// whose views squeezed to no width or height lie along each other's edges, where a
    /// leader's end touching one touches them all. Not part of the contract's JSON.
    public var tagsNearestTheirViews = false
    /// Whether a met value keeps off the dash line of an unmet constraint, and where it can
    /// off the views' borders, beside its own line where on it the value would cross them:
    /// `visual explain`, whose unmet line is what the picture is about, drawn a lane (16
    /// points) from the met lines of the same stretch, whose values are wider than that.
    /// Not part of the contract's JSON.
    public var keepsValuesClear = false
    /// Sizes constraints wanted for views and did not get, each drawn as a faint outline
    /// where its view would lie at that size (`visual explain`'s unmet size pins). Not part
    /// of the contract's JSON.
    public var wantedSizes: [WantedSize] = []
}
