/// `metric NAME = NUMBER`: a named constant for VFL lines, Visually lines and equations.
///
/// Metrics are file-wide: one defined inside a nested container can be used anywhere, and a
/// metric can be used above its definition (like settings, it is not a step in time).
public struct MetricDefinition: Sendable, Equatable {
    public var name: Identifier
    public var value: NumberLiteral
    public var range: SourceRange
}

/// The kinds of view `view` can declare. They decide how a view is drawn and whether its text
/// gives it an intrinsic size; the syntax stage only checks the word.
///
/// `guide` (an extension of the contract's kinds) is a layout guide: an invisible view that
/// constraints can name, drawn and reported as a spacer is (`_spacer`, but with a name of its
/// own, so several equations can name it): what UIKit's `UILayoutGuide` and a stack view's
/// distributing guides are.
///
/// `checkbox` and `radio` (extensions too) are AppKit's check boxes and radio buttons
/// (an `NSButton` of those types): a small square or circle before the title, which a
/// push button's face would misread in a preferences window full of them.
///
/// `popup` and `combo` (extensions too) are the controls that open a list: AppKit's pop-up
/// button (`NSPopUpButton`, showing its selected item's title) and combo box (`NSComboBox`,
/// a text field with a button that opens its list). A pop-up drawn as a push button reads
/// as an action, a combo box drawn as a field as free text only: both are drawn with a
/// chevron at their trailing side. A pop-up declared `pulldown` is a pull-down menu
/// (`pullsDown`): a menu of commands under a fixed title, drawn with a single down chevron.
public enum ViewKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case box, label, button, image, text, field, `switch`, checkbox, radio, popup, combo, guide

    /// The kinds with an on/off state (`on`, `off`).
    public var hasState: Bool { self == .switch || hasStateMark }

    /// The kinds drawn with a square or circle at the leading side, their title after it.
    public var hasStateMark: Bool { self == .checkbox || self == .radio }

    /// The kinds drawn with a chevron at the trailing side, their text before it.
    public var hasChevron: Bool { self == .popup || self == .combo }

    public var description: String { rawValue }
}

/// A font weight of `font SIZE WEIGHT`, UIKit's names.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case regular, medium, semibold, bold, heavy

    public var description: String { rawValue }
}

/// `plain`, `tinted` or `filled`: the face of a UIKit pop-up button (a button whose menu is
/// its primary action and whose title follows the item chosen), after its configuration's
/// style. UIKit draws no bezel round a plain one, only its tinted title and a small
/// up-and-down chevron after it; a tinted (or grey) one on a light tint of the accent; a
/// filled one on the accent. A `popup` without a face is AppKit's bordered pop-up button.
public enum PopUpFace: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case plain, tinted, filled

    public var description: String { rawValue }
}

/// `align leading|center|trailing`: where a view's lines sit across its width (`leading`
/// and `trailing` follow the layout direction).
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case leading, center, trailing

    public var description: String { rawValue }
}

/// `font SIZE [WEIGHT]`.
public struct FontAttribute: Sendable, Equatable {
    public var size: NumberLiteral
    public var weight: FontWeight?
    public var range: SourceRange
}

/// `view NAME KIND ["TEXT"] [hug H V] [resist H V] [font SIZE [WEIGHT]] [lines N]
/// [align A] [on|off] [hidden]`: the attributes in any order, each at most once.
public struct ViewDeclaration: Sendable, Equatable {
    public var name: ViewName
    public var kind: ViewKind
    public var kindRange: SourceRange
    public var text: StringLiteral?
    /// Content hugging priorities; nil when not written (250 250).
    public var hugging: ContentPriorities?
    /// Compression resistance priorities; nil when not written (750 750).
    public var compressionResistance: ContentPriorities?
    /// `font SIZE [WEIGHT]`; nil: the kind's.
    public var font: FontAttribute?
    /// `lines N` (0: as many as needed); nil: the kind's (1, or 0 for `text`).
    public var lines: NumberLiteral?
    /// `align …`; nil: the kind's.
    public var alignment: TextAlignment?
    /// A switch's `on` (true) or `off` (false); nil: off.
    public var isOn: Bool?
    /// `intrinsic W H`: an intrinsic content size given as numbers (either may be `none`),
    /// in place of the one the kind and text would give; nil: the kind's.
    public var intrinsicSize: GivenContentSize?
    /// `baseline F L`: the first and last baselines, measured from the top of the content
    /// (a text centred in the view has its content centred too); nil: measured.
    public var baselines: GivenBaselines?
    /// `inset T L B R`: the view's alignment rectangle, what its constraints pin and what the
    /// picture draws, lies this far inside its frame (AppKit's `alignmentRectInsets`: a push
    /// button's frame holds its bezel and room for its shadow); nil: the frame itself.
    public var alignmentInsets: InsetsSetting?
    /// `hidden`: the view is laid out by its constraints but not drawn, as UIKit lays out a
    /// hidden view and shows nothing of it (a stack view's hidden arranged view, an Interface
    /// Builder view marked hidden). Its text is not checked for truncation.
    public var isHidden = false
    /// `sample`: the text is a stand-in for one the app sets at run time (a label whose
    /// code gives it no literal text). It is measured and laid out as written, drawn as a
    /// placeholder, and not checked for truncation, since the real text's length is unknown.
    public var isSample = false
    /// `pulldown`: a pop-up that is a pull-down menu (AppKit's `pullsDown`), its title fixed
    /// and its chevron a single one pointing down. Only a `popup` takes it.
    public var pullsDown = false
    /// `plain`, `tinted` or `filled`: a UIKit pop-up button's face; nil: AppKit's bordered
    /// pop-up. Only a `popup` takes it.
    public var face: PopUpFace?
    public var range: SourceRange
}

/// The two numbers after `hug` or `resist`: horizontal, then vertical.
public struct ContentPriorities: Sendable, Equatable {
    public var horizontal: PrioritySyntax
    public var vertical: PrioritySyntax
    /// From the keyword to the second priority.
    public var range: SourceRange
}

/// `intrinsic W H`: the intrinsic content size of a view as numbers, as an Interface
/// Builder document stores the size Xcode measured; `none` for an axis without one
/// (UIKit's `noIntrinsicMetric`). An extension of the contract's `view` attributes.
public struct GivenContentSize: Sendable, Equatable {
    public var width: NumberLiteral?
    public var height: NumberLiteral?
    public var range: SourceRange
}

/// `baseline F L`: where the text's first and last baselines lie below the top of the
/// view's content (its intrinsic height, centred as the kind centres text).
public struct GivenBaselines: Sendable, Equatable {
    public var first: NumberLiteral
    public var last: NumberLiteral
    public var range: SourceRange
}
