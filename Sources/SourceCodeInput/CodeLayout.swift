import VisualSyntax

/// One call that lays views out, as the code writes it (either language).
public struct LayoutCall: Sendable {
    /// Which library's call it is.
    public enum Dialect: String, Sendable {
        case vfl, rqvisual, visually, vbautolayout
    }

    public var dialect: Dialect
    /// The contract's position of the call: the first format literal's opening quote
    /// (Visually: the `H`/`V`; VBAutolayout: the dictionary's opening bracket).
    public var position: SourceLocation
    /// The formats as the code builds them (RQVisual: the rows; Visually: the text inside
    /// `H(…)`; VBAutolayout: the dictionary's source text).
    public var formats: [LiteralText]
    /// RQVisual's `rowSpacingVisualFormat`, when the call gives one.
    public var rowSpacing: LiteralText?
    /// `H` or `V` for a Visually expression.
    public var visuallyAxis: Character?
    /// The views dictionary (VFL, RQVisual); nil when the call has none (Visually,
    /// VBAutolayout name their views as expressions).
    public var views: Bindings?
    /// The metrics dictionary (VFL), nil when the call passes none.
    public var metrics: Bindings?
    /// The VFL options, each with the position of its name.
    public var options: [Spelled]
    /// VBAutolayout: the view the dictionary lays out.
    public var target: Spelled?
    /// RQVisual's `viewFromVisualFormats:`, whose container RQVisual sizes itself.
    public var makesItsContainer = false
    /// The helper function of a positional call (`addConstraintsWithFormat`): the call
    /// counts only when the scanned files define that helper.
    public var positionalHelper: String?

    public init(dialect: Dialect, position: SourceLocation, formats: [LiteralText]) {
        self.dialect = dialect
        self.position = position
        self.formats = formats
        self.options = []
    }
}

/// A word of the code with where it was written: an option's name, a view expression.
public struct Spelled: Sendable, Equatable {
    public var text: String
    public var position: SourceLocation

    public init(_ text: String, at position: SourceLocation) {
        self.text = text
        self.position = position
    }
}

/// A dictionary of views or metrics as the code builds it.
public struct Bindings: Sendable {
    /// One key and what it is bound to.
    public struct Entry: Sendable {
        public var key: String
        /// Where the key is written (the key literal, or the variable of
        /// `NSDictionaryOfVariableBindings`).
        public var position: SourceLocation
        /// The bound expression's view name (views), nil for a metric.
        public var viewName: String?
        /// A metric's literal value, nil when only known at run time.
        public var number: Double?
        /// The value's type is an Optional the file declares (a warning: the key may hold nil).
        public var isOptional = false

        public init(key: String, position: SourceLocation, viewName: String? = nil, number: Double? = nil) {
            self.key = key
            self.position = position
            self.viewName = viewName
            self.number = number
        }
    }

    public var entries: [Entry] = []
    /// Keys are also added at run time (a computed key): a missing key may exist.
    public var hasRuntimeKeys = false
    /// The dictionary itself is only known at run time (a parameter, a call's result).
    public var isUnknown = false

    public init(entries: [Entry] = [], hasRuntimeKeys: Bool = false, isUnknown: Bool = false) {
        self.entries = entries
        self.hasRuntimeKeys = hasRuntimeKeys
        self.isUnknown = isUnknown
    }

    public func entry(_ key: String) -> Entry? { entries.last { $0.key == key } }
}

/// What the code of one unit says about its views besides the layout calls.
public struct ViewFacts: Sendable {
    /// The view's kind in the format file (`label`, `button`, …), by view name.
    public var kinds: [String: Spelled] = [:]
    /// The view's literal text (`.text = "…"`, a title, a placeholder), by view name.
    public var texts: [String: Spelled] = [:]
    /// The view that holds each view (`container.addSubview(x)`), by view name.
    public var parents: [String: String] = [:]
    /// Numeric constants with a literal value visible to the unit (`let margin: CGFloat = 8`).
    public var constants: [String: Double] = [:]
    /// Names whose declared type is an Optional.
    public var optionals: Set<String> = []

    public init() {}

    /// These facts, then `other`'s where they say more (a unit's own over its type's).
    public func merged(with other: ViewFacts) -> ViewFacts {
        var merged = self
        merged.kinds.merge(other.kinds) { _, new in new }
        merged.texts.merge(other.texts) { _, new in new }
        merged.parents.merge(other.parents) { _, new in new }
        merged.constants.merge(other.constants) { _, new in new }
        merged.optionals.formUnion(other.optionals)
        return merged
    }
}

/// The layout calls of one function, method, initializer or property initializer: one
/// format file.
public struct CodeUnit: Sendable {
    /// `TYPE.FUNCTION` (Objective-C: `CLASS.SELECTOR`).
    public var name: String
    /// Where the unit's declaration starts.
    public var position: SourceLocation
    /// The last line of the declaration.
    public var endLine: Int
    public var calls: [LayoutCall] = []
    public var facts = ViewFacts()
    /// Notes and warnings the reader found (a format built at run time, …).
    public var diagnostics: [Diagnostic] = []

    public init(name: String, position: SourceLocation, endLine: Int) {
        self.name = name
        self.position = position
        self.endLine = endLine
    }
}

/// Classes of UIKit and AppKit, and the format file's kind each is drawn as.
enum ViewClasses {
    static func kind(of className: String) -> String? {
        switch className {
        case "UILabel", "NSTextField": "label"
        case "UIButton", "NSButton": "button"
        case "UIImageView", "NSImageView": "image"
        case "UITextField", "NSSecureTextField", "NSSearchField": "field"
        case "UITextView", "NSTextView": "text"
        case "UISwitch", "NSSwitch": "switch"
        case "UIView", "NSView", "UIStackView", "NSStackView", "UIScrollView", "NSScrollView",
             "UITableView", "UICollectionView", "UIVisualEffectView", "UIActivityIndicatorView",
             "UIProgressView", "UISlider", "UISegmentedControl", "UIPageControl", "UIStepper",
             "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar", "MKMapView",
             "WKWebView", "UIWebView", "UIControl": "box"
        default: nil
        }
    }
}
