import Cassowary
import Geometry
import VisualSyntax

/// A view of the format file, with the four unknowns the solver finds for it.
///
/// Positions are absolute (from the canvas's top-left corner) inside the constraint
/// system; the layout stage makes them relative to the parent when it reports them.
/// The canvas itself is a view too (`isCanvas`), so that `superview` means the same
/// thing for the root and for nested containers.
public final class LayoutView: @unchecked Sendable {
    public let name: String
    /// Where the view is first written: diagnostics about the view point here.
    public let declaredAt: SourceRange?
    /// True for `_spacer` and for a view declared `guide`: an invisible layout guide.
    public var isSpacer: Bool { isSpacerName || kind == .guide }
    private let isSpacerName: Bool
    public let isCanvas: Bool
    /// The container the view belongs to (nil for the canvas).
    public internal(set) weak var parent: LayoutContainer?
    /// Set by a `view` statement; `nil` means the default kind, `box`.
    public internal(set) var kind: ViewKind?
    public internal(set) var text: String?
    public internal(set) var hugging: (horizontal: Double, vertical: Double) = (250, 250)
    public internal(set) var compressionResistance: (horizontal: Double, vertical: Double) = (750, 750)
    /// The container this view is, when it is one (`NAME { … }`); the system owns it.
    public internal(set) weak var container: LayoutContainer?
    /// The measured size and baselines of its content, when it has any.
    public internal(set) var content: ContentSize?
    /// Declared `hidden`: laid out, not drawn.
    public internal(set) var isHidden = false
    /// `font`, `lines`, `align` and `on`/`off` as its `view` statement wrote them.
    public internal(set) var attributes = TextAttributes()
    /// `inset T L B R`: how far its alignment rectangle lies inside its frame. Constraints
    /// pin the alignment rectangle (`expression`); the frame is what is solved and reported.
    public internal(set) var alignmentInsets = Insets.zero

    public let left: Variable
    public let top: Variable
    public let width: Variable
    public let height: Variable

    init(name: String, declaredAt: SourceRange?, isSpacer: Bool = false, isCanvas: Bool = false) {
        self.name = name
        self.declaredAt = declaredAt
        self.isSpacerName = isSpacer
        self.isCanvas = isCanvas
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The kind as drawn: `box` unless a `view` statement said otherwise.
    public var effectiveKind: ViewKind { kind ?? .box }

    /// An attribute of the view's alignment rectangle (its frame, unless `inset` moves its
    /// edges in) as a linear expression of the view's unknowns: what its constraints pin,
    /// those of the views inside it that name it `superview` too. Leading and trailing are left and right here; a right-to-left
    /// constraint names its edges right to left before it gets here (`Anchor.mirrored`,
    /// `GeneratedConstraint.make`).
    public func expression(_ attribute: LayoutAttribute) -> Expression {
        expression(attribute, in: alignmentInsets)
    }

    /// An attribute of the rectangle `insets` inside the view's frame: its alignment
    /// rectangle, its safe area or its margins.
    public func expression(_ attribute: LayoutAttribute, in insets: Insets) -> Expression {
        switch attribute {
        case .left, .leading: left + insets.left
        case .right, .trailing: left + width - insets.right
        case .top: top + insets.top
        case .bottom: top + height - insets.bottom
        case .width: width - (insets.left + insets.right)
        case .height: height - (insets.top + insets.bottom)
        case .centerX: left + 0.5 * width + 0.5 * (insets.left - insets.right)
        case .centerY: top + 0.5 * height + 0.5 * (insets.top - insets.bottom)
        }
    }

    /// Where a baseline sits. Text is centred vertically in labels, buttons and fields
    /// and starts at the top inset in text views; a view without text has its first
    /// baseline at its top and its last at its bottom (the contract).
    public func baseline(last: Bool) -> Expression {
        guard let content, let metrics = content.text else {
            return last ? top + height : Expression(top)
        }
        let baseline = last ? metrics.lastBaseline : metrics.firstBaseline
        let textTop = content.textTop
        return top + textTop.heightShare * height + (textTop.offset + baseline)
    }
}
