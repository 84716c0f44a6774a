import Geometry
import TextMeasure
import VisualSyntax

/// What a view is drawn as, and the intrinsic content size that kind gives it.
///
/// The sizes follow UIKit's controls where there is one, measured in the mockup font
/// (DejaVu Sans) so that layout and picture agree:
///
/// | kind | text size | insets (top, left, bottom, right) | minimum | no text |
/// |---|---|---|---|---|
/// | `label` | 15 | 0 | — | no intrinsic size |
/// | `button` | 15 bold | 6, 16, 6, 16 | height 30 | no intrinsic size |
/// | `field` | 15 | 7, 8, 7, 8 | height 30 | no intrinsic size |
/// | `text` | 15, wrapped to its width (the layout measures its height) | 8, 5, 8, 5 | — | no intrinsic size |
/// | `switch` | — | — | — | 51 × 31 always |
/// | `checkbox`, `radio` | 15 | 0, 20, 0, 0 (the 14-point mark and a gap at the leading side) | height 16 | 14 × 16 |
/// | `popup` | 15 | 3, 10, 3, 24 (the 20-point chevron area and a gap at the trailing side) | height 24 | 34 × 24 |
/// | `combo` | 15 | 7, 8, 7, 28 (a field's, and the 20-point chevron area) | height 30 | no intrinsic size |
/// | `image`, `box`, others | — | — | — | no intrinsic size |
extension ViewKind {
    /// Labels, buttons and fields centre their text vertically; text views start at the top.
    public var centresText: Bool { self != .text }

    /// The text's point size and weight, as measured for the intrinsic size and drawn.
    public var textStyle: (size: Double, weight: TextMeasure.FontWeight) {
        self == .button ? (15, .bold) : (15, .regular)
    }

    /// Where the text sits inside the frame (the layout adds them to the measured text).
    public var insets: Insets {
        switch self {
        case .button: Insets(top: 6, left: 16, bottom: 6, right: 16)
        case .field: Insets(top: 7, left: 8, bottom: 7, right: 8)
        case .text: Insets(top: 8, left: 5, bottom: 8, right: 5)
        // Mirrored in a right-to-left layout, where the mark is at the right (ViewText).
        case .checkbox, .radio: Insets(top: 0, left: Self.markSide + 6, bottom: 0, right: 0)
        // The chevron's area at the trailing side, mirrored in right to left too (ViewText).
        case .popup: Insets(top: 3, left: 10, bottom: 3, right: Self.chevronArea + 4)
        case .combo: Insets(top: 7, left: 8, bottom: 7, right: Self.chevronArea + 8)
        default: .zero
        }
    }

    var minimumHeight: Double {
        switch self {
        case .button, .field, .combo: 30
        case .checkbox, .radio: 16
        case .popup: Self.popUpHeight
        default: 0
        }
    }

    /// The side of a checkbox's square or a radio button's circle (AppKit's regular size).
    public static let markSide = 14.0

    /// The width of the part of a pop-up or combo box at its trailing side that holds its
    /// chevron (AppKit's regular pop-up keeps about as much past its title for its arrows).
    public static let chevronArea = 20.0

    /// The height of a regular AppKit pop-up button's alignment rectangle, as Xcode 26
    /// stores it (every pop-up of Rectangle's preferences is 24 high).
    public static let popUpHeight = 24.0

    /// The lines a view of this kind shows at most when `lines` is not written (0: any).
    public var defaultLines: Int { self == .text ? 0 : 1 }

    /// The intrinsic size of a view of this kind with this text, if it has one, in the
    /// view's own face (`font SIZE WEIGHT`, else the kind's) and showing at most
    /// `attributes.lines` of its lines (`\n` breaks them).
    func contentSize(text: String?, attributes: TextAttributes, measurer: TextMeasurer) -> ContentSize? {
        if self == .switch {
            return ContentSize(width: 51, height: 31, text: nil, insets: insets, centresText: centresText,
                               style: textStyle, lines: 1, alignment: attributes.alignment, isOn: attributes.isOn)
        }
        if hasStateMark, text?.isEmpty ?? true {
            return ContentSize(width: Self.markSide, height: minimumHeight, text: nil, insets: .zero,
                               centresText: centresText, style: textStyle, lines: 1, alignment: attributes.alignment,
                               isOn: attributes.isOn)
        }
        if self == .popup, text?.isEmpty ?? true {
            // An untitled pop-up still shows its chevron; one titled "" (an empty menu) has
            // its font's baselines too, as AppKit's has, for views lined up with it.
            let style = attributes.style ?? textStyle
            let metrics = text.map { measurer.measure($0, size: style.size, weight: style.weight) }
            return ContentSize(width: insets.left + insets.right, height: minimumHeight, text: metrics, insets: insets,
                               centresText: centresText, style: style, lines: 1, alignment: attributes.alignment,
                               isOn: attributes.isOn)
        }
        guard let text, self != .box, self != .image else { return nil }
        let style = attributes.style ?? textStyle
        var metrics = measurer.measure(text, size: style.size, weight: style.weight)
        let lines = attributes.lines ?? defaultLines
        if lines > 0 && metrics.lineCount > lines {
            // Only the first `lines` lines take room; the rest is cut with `…` when drawn.
            metrics.height = (metrics.lineHeight * Double(lines)).rounded(.up)
        }
        return ContentSize(
            width: metrics.width + insets.left + insets.right,
            height: max(minimumHeight, metrics.height + insets.top + insets.bottom),
            text: metrics,
            insets: insets,
            centresText: centresText,
            style: style, lines: lines, alignment: attributes.alignment, isOn: attributes.isOn
        )
    }
}

/// What a `view` statement says about its text and state beyond the kind (`font`, `lines`,
/// `align`, `on`/`off`, `pulldown`, a pop-up's face); nil: the kind's default.
public struct TextAttributes: Sendable, Equatable {
    /// The face as written or the kind's: the weight is carried as written (`medium` and
    /// `semibold` too); the text engine draws each with the nearest face it has.
    public var style: (size: Double, weight: TextMeasure.FontWeight)?
    /// The weight as written (`font 17 semibold`; nil when not written), for the layout's JSON.
    public var weight: VisualSyntax.FontWeight?
    public var lines: Int?
    public var alignment: TextAlignment?
    public var isOn: Bool?
    /// `pulldown`: a pop-up that is a pull-down menu, drawn with a single down chevron.
    public var pullsDown = false
    /// `plain`, `tinted` or `filled`: a UIKit pop-up button's face; nil: AppKit's bordered one.
    public var face: PopUpFace?
    /// `sample`: the text stands in for one set at run time; drawn as a placeholder, never
    /// called truncated.
    public var isSample = false

    public init(style: (size: Double, weight: TextMeasure.FontWeight)? = nil, lines: Int? = nil,
                alignment: TextAlignment? = nil, isOn: Bool? = nil, pullsDown: Bool = false,
                face: PopUpFace? = nil) {
        self.style = style
        self.lines = lines
        self.alignment = alignment
        self.isOn = isOn
        self.pullsDown = pullsDown
        self.face = face
    }

    public static func == (a: TextAttributes, b: TextAttributes) -> Bool {
        a.style?.size == b.style?.size && a.style?.weight == b.style?.weight && a.weight == b.weight
            && a.lines == b.lines
            && a.alignment == b.alignment && a.isOn == b.isOn && a.pullsDown == b.pullsDown && a.isSample == b.isSample
            && a.face == b.face
    }
}

extension TextMeasure.FontWeight {
    /// The weight a `font SIZE WEIGHT` names, as itself (the two enums name UIKit's weights alike).
    public init(_ written: VisualSyntax.FontWeight) {
        self = switch written {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        }
    }
}

/// A view's intrinsic content size, and its text's metrics when it has text.
/// A view's intrinsic content: its size, and the measured text and where that text sits.
/// The layout makes it once; the layout's baselines and the renderer's text both read it.
public struct ContentSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var text: TextMetrics?
    public var insets: Insets
    /// Labels, buttons and fields centre their text vertically; text views start at the top.
    public var centresText: Bool
    /// The face the text is measured and drawn in.
    public var style: TextStyle
    /// The most lines shown (0: any).
    public var lines: Int
    /// True when the text breaks between words to fit its view's width (`lines` other
    /// than 1), so its height depends on that width.
    public var wrapsText: Bool { text != nil && lines != 1 }
    /// `align …` as written; nil: the kind's (buttons centre, the others lead).
    public var alignment: TextAlignment?
    /// A switch's, checkbox's or radio button's state (`on`); nil: off.
    public var isOn: Bool?
    /// False for an axis a view's `intrinsic` attribute gives as `none`: no intrinsic
    /// constraints on it.
    public var hasWidth = true
    public var hasHeight = true
    /// True when the size was given as numbers (`intrinsic W H`): the layout keeps it and
    /// does not measure a wrapping text again at the solved width (the picture still wraps it).
    public var isGiven = false

    /// A text's point size and weight.
    public struct TextStyle: Sendable, Equatable {
        public var size: Double
        public var weight: TextMeasure.FontWeight

        public init(size: Double, weight: TextMeasure.FontWeight) {
            self.size = size
            self.weight = weight
        }
    }

    public init(width: Double, height: Double, text: TextMetrics?, insets: Insets, centresText: Bool,
                style: (size: Double, weight: TextMeasure.FontWeight), lines: Int, alignment: TextAlignment?,
                isOn: Bool?) {
        self.width = width
        self.height = height
        self.text = text
        self.insets = insets
        self.centresText = centresText
        self.style = TextStyle(size: style.size, weight: style.weight)
        self.lines = lines
        self.alignment = alignment
        self.isOn = isOn
    }

    /// Where the text block's top sits in a view `height` tall whose top is at 0: centred
    /// kinds centre the block, a text view starts at its top inset. The one rule for the
    /// layout's baselines (as expressions) and the renderer's lines (as numbers):
    /// `textTop = top + heightShare × height + offset`.
    public var textTop: (heightShare: Double, offset: Double) {
        guard let text else { return (0, 0) }
        return centresText ? (0.5, -text.height / 2) : (0, insets.top)
    }
}
