/// A container setting: `canvas`, `padding`, `spacing`, `safe-area`, `margins`, `rows` or
/// `direction` (the last only at the top level: it is the whole file's).
///
/// A setting applies to its whole container wherever it is written, and may be written once
/// per container (a second one is an error and is left out of the tree).
public enum Setting: Sendable, Equatable {
    case canvas(CanvasSetting)
    case padding(PaddingSetting)
    case spacing(SpacingSetting)
    case safeArea(InsetsSetting)
    case margins(InsetsSetting)
    case rowSpacing(RowSpacingFormat)
    case direction(DirectionSetting)

    /// Which setting this is, regardless of its values.
    public var kind: SettingKind {
        switch self {
        case .canvas: .canvas
        case .padding: .padding
        case .spacing: .spacing
        case .safeArea: .safeArea
        case .margins: .margins
        case .rowSpacing: .rowSpacing
        case .direction: .direction
        }
    }

    public var range: SourceRange {
        switch self {
        case .canvas(let setting): setting.range
        case .padding(let setting): setting.range
        case .spacing(let setting): setting.range
        case .safeArea(let setting), .margins(let setting): setting.range
        case .rowSpacing(let format): format.range
        case .direction(let setting): setting.range
        }
    }
}

/// The kinds of setting, named by the keyword that writes them.
public enum SettingKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case canvas
    case padding
    case spacing
    case safeArea = "safe-area"
    case margins
    case rowSpacing = "rows"
    case direction

    /// The keyword, e.g. `safe-area`.
    public var description: String { rawValue }
}

/// `canvas W x H` or `canvas fit`: the container's size.
public struct CanvasSetting: Sendable, Equatable {
    public var width: CanvasDimension
    public var height: CanvasDimension
    public var range: SourceRange
}

/// One side of the canvas: a number of points, or `fit` (the smallest size the constraints allow).
public enum CanvasDimension: Sendable, Equatable, CustomStringConvertible {
    case points(NumberLiteral)
    /// `fit`, with the range of the word (or of `canvas fit`, which means both sides).
    case fit(SourceRange)

    public var description: String {
        switch self {
        case .points(let number): number.text
        case .fit: "fit"
        }
    }
}

/// `padding H [V]`: RQVisual's default horizontal and vertical padding.
public struct PaddingSetting: Sendable, Equatable {
    public var horizontal: NumberLiteral
    /// Nil when not written: the vertical padding is then the horizontal one.
    public var vertical: NumberLiteral?
    public var range: SourceRange

    /// The vertical padding in effect.
    public var effectiveVertical: Double { (vertical ?? horizontal).value }
}

/// `spacing S [E]`: Apple VFL's standard spacing between siblings and to the superview edge.
public struct SpacingSetting: Sendable, Equatable {
    public var sibling: NumberLiteral
    /// Nil when not written: the edge spacing keeps its default (20), because the two
    /// spacings are different things in Apple's VFL (unlike RQVisual's two paddings).
    public var edge: NumberLiteral?
    public var range: SourceRange
}

/// `direction ltr|rtl`: the layout direction of the whole file (docs/format-file.md, "Layout
/// direction"). Under `rtl` every leading edge is the right one and every trailing edge the
/// left one; left, right and centre X keep their meaning.
public struct DirectionSetting: Sendable, Equatable {
    public var direction: LayoutDirection
    public var range: SourceRange
}

/// Which way a layout reads: where its leading and trailing edges are.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Leading is left, trailing is right (the default).
    case leftToRight = "ltr"
    /// Leading is right, trailing is left, as UIKit lays out a right-to-left language.
    case rightToLeft = "rtl"

    /// `ltr` or `rtl`, as the file and the command line write it.
    public var description: String { rawValue }
}

/// `safe-area T L B R` or `margins T L B R`: insets of one of the container's guides; also
/// a view's `inset T L B R`, its alignment rectangle inside its frame.
public struct InsetsSetting: Sendable, Equatable {
    public var top: NumberLiteral
    public var left: NumberLiteral
    public var bottom: NumberLiteral
    public var right: NumberLiteral
    public var range: SourceRange
}

/// The settings of one container, each nil when not written (the defaults of the contract
/// then apply: `canvas fit x fit`, `padding 10 10`, `spacing 8 20`, insets 0, no `rows`).
public struct ContainerSettings: Sendable, Equatable {
    public var canvas: CanvasSetting?
    public var padding: PaddingSetting?
    public var spacing: SpacingSetting?
    public var safeArea: InsetsSetting?
    public var margins: InsetsSetting?
    public var rowSpacing: RowSpacingFormat?
    /// Only the root's counts: a nested `direction` is an error and is left out of the tree.
    public var direction: DirectionSetting?

    public init() {}

    /// Records `setting`; the first setting of a kind wins, as later ones are errors.
    mutating func record(_ setting: Setting) {
        switch setting {
        case .canvas(let value): canvas = canvas ?? value
        case .padding(let value): padding = padding ?? value
        case .spacing(let value): spacing = spacing ?? value
        case .safeArea(let value): safeArea = safeArea ?? value
        case .margins(let value): margins = margins ?? value
        case .rowSpacing(let value): rowSpacing = rowSpacing ?? value
        case .direction(let value): direction = direction ?? value
        }
    }
}
