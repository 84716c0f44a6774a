import StackViews
import VisualSyntax

/// One call that lays views out, as the code writes it (either language).
public struct LayoutCall: Sendable {
    /// Which library's call it is.
    public enum Dialect: String, Sendable {
        case vfl, rqvisual, visually, vbautolayout
        /// One constraint between two attributes (`NSLayoutConstraint(item:…)`,
        /// `constraintWithItem:…`, layout anchors), written as a format file's equation so
        /// the views the other calls place are not left open by constraints they do not show.
        case equation
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
    /// The call is in an `else` branch (or a `switch` case after the first): the code runs
    /// it instead of calls in the first branch, never with them, so it is checked but left
    /// out of the unit's layout (a layout follows the first branch of each choice).
    public var isAlternative = false
    /// An equation's parts (dialect `equation`).
    public var equation: EquationParts?
    /// The variable an equation's constraint is kept in (`let width = …`,
    /// `_widthConstraint = …`), named as a view would be, so that a later
    /// `width.priority = …` reaches it.
    public var boundName: String?
    /// The helper function of a positional call (`addConstraintsWithFormat`): the call
    /// counts only when the scanned files define that helper.
    public var positionalHelper: String?
    /// The loop variables in scope that run over a literal list of views, with the list
    /// (`LiteralLoops`): a call naming one is made once per element.
    public var loopElements: [String: [String]] = [:]

    public init(dialect: Dialect, position: SourceLocation, formats: [LiteralText]) {
        self.dialect = dialect
        self.position = position
        self.formats = formats
        self.options = []
    }
}

/// One constraint as the code states it: `first.attribute relation multiplier × second.attribute + constant`.
public struct EquationParts: Sendable {
    /// The first item's expression (`self.titleLabel`, `view.safeAreaLayoutGuide`).
    public var first: Spelled
    /// UIKit's attribute, in the format file's spelling (`leading`, `leadingMargin`, `centerY`).
    public var firstAttribute: String
    /// `==`, `>=` or `<=`.
    public var relation: String
    public var second: Spelled?
    public var secondAttribute: String?
    public var multiplier: Double
    /// The constant when the code gives it as a literal (or a constant it can see).
    public var constant: Double?
    /// The constant's expression when it is only known at run time.
    public var constantText: String?
    /// The priority the code gives the constraint after making it (`c.priority = 999`);
    /// nil for required.
    public var priority: Double?
    /// The priority's expression when it is only known at run time.
    public var priorityText: String?

    public init(first: Spelled, firstAttribute: String, relation: String, second: Spelled?, secondAttribute: String?,
                multiplier: Double = 1, constant: Double? = 0, constantText: String? = nil) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.constantText = constantText
    }

    /// The format file's attribute for UIKit's (`NSLayoutAttributeLeadingMargin`,
    /// `.leadingMargin`, `leadingAnchor`), nil for one it does not have.
    static func attribute(_ spelled: String) -> String? {
        var name = spelled
        for prefix in ["NSLayoutAttribute", "."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if name.hasSuffix("Anchor") { name.removeLast("Anchor".count) }
        guard let first = name.first else { return nil }
        name = first.lowercased() + name.dropFirst()
        let known: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX",
                                  "centerY", "lastBaseline", "firstBaseline", "baseline", "leftMargin", "rightMargin",
                                  "topMargin", "bottomMargin", "leadingMargin", "trailingMargin",
                                  "centerXWithinMargins", "centerYWithinMargins"]
        return known.contains(name) ? name : nil
    }

    /// `==`, `>=`, `<=` for UIKit's relation (`NSLayoutRelationGreaterThanOrEqual`, `.lessThanOrEqual`, an anchor method's label).
    static func relation(_ spelled: String) -> String? {
        if spelled.contains("GreaterThanOrEqual") || spelled.contains("greaterThanOrEqual") { return ">=" }
        if spelled.contains("LessThanOrEqual") || spelled.contains("lessThanOrEqual") { return "<=" }
        if spelled.contains("Equal") || spelled.contains("equal") { return "==" }
        return nil
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
        /// The value cannot be nil where the dictionary is built, whatever its declaration
        /// says (`label!`, a name an enclosing `if let` or an earlier `guard let` binds).
        public var isUnwrapped = false
        /// A metric whose value is a named constant (`@(kAvatarHeight)`, `margin`) the reader
        /// could not resolve in the file: another scanned file may define it.
        public var constantName: String?

        /// The bound expression as the code writes it (`action.view`), so that a view that is
        /// each element of a loop in turn is known as such whatever its name.
        public var expression: String?

        public init(key: String, position: SourceLocation, viewName: String? = nil, number: Double? = nil) {
            self.key = key
            self.position = position
            self.viewName = viewName
            self.number = number
        }

        /// Binds the key to the view an expression names (`self.titleLabel` is `titleLabel`).
        public mutating func bind(to expression: String) {
            self.expression = expression
            viewName = ViewNames.name(of: expression)
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
    /// The class the code declares or makes a view of (`ORKArrowView *_leftArrow`,
    /// `[[ORKArrowView alloc] init…]`, `let ring: RingView`), by view name: a class of the
    /// scanned code may declare its intrinsic size.
    public var classNames: [String: String] = [:]
    /// The view's literal text (`.text = "…"`, a title, a placeholder), by view name.
    public var texts: [String: Spelled] = [:]
    /// The view's font (`x.font = …`), by view name.
    public var fonts: [String: CodeFont] = [:]
    /// A font the code gives a view that the reader cannot size (`.systemFont(ofSize: size)`
    /// with a size only known at run time, an app's own font or style), as written, by view
    /// name: the view is drawn in its kind's font, with a warning.
    public var runtimeFonts: [String: Spelled] = [:]
    /// Views the code gives an image (`setImage(_:for:)`, `setImage:forState:`): a button
    /// that shows an image gets no stand-in title.
    public var images: Set<String> = []
    /// `x.numberOfLines = N` written literally, by view name.
    public var lines: [String: Int] = [:]
    /// The view that holds each view (`container.addSubview(x)`), by view name.
    public var parents: [String: String] = [:]
    /// The view a view is laid out in when the code says no more (the receiver of a
    /// positional helper's call, `box.addConstraintsWithFormat(…, views: icon)`, whose `|`
    /// is `box`): used only where `parents` names none.
    public var impliedParents: [String: String] = [:]
    /// Stack views the code builds or configures, by view name.
    public var stacks: [String: StackFacts] = [:]
    /// `x.isHidden = true` / `false` written literally, by view name.
    public var hidden: [String: Bool] = [:]
    /// What the code says about a button's menu (`pullsDown`, `showsMenuAsPrimaryAction`,
    /// `changesSelectionAsPrimaryAction`), by view name.
    public var menus: [String: MenuFacts] = [:]
    /// Views the code assigns as its class's own (`_headerView = …`, `self.headerView = …`
    /// in Objective-C), declared in this file or not: the class's views, whose facts the other
    /// methods take.
    public var members: Set<String> = []
    /// Numeric constants with a literal value visible to the unit (`let margin: CGFloat = 8`).
    public var constants: [String: Double] = [:]
    /// Names whose declared type is an Optional.
    public var optionals: Set<String> = []
    /// Names that stand for each element of a collection in turn (a `for … in` variable,
    /// a closure's or block's parameter): no one view, so calls naming them are not laid out.
    public var iterationNames: Set<String> = []

    public init() {}

    /// These facts, then `other`'s where they say more (a unit's own over its type's).
    public func merged(with other: ViewFacts) -> ViewFacts {
        var merged = self
        merged.merge(other)
        return merged
    }

    /// Takes `other`'s facts where they say more, in place (a type's functions merged one by
    /// one without copying what is already merged).
    public mutating func merge(_ other: ViewFacts) {
        kinds.merge(other.kinds) { _, new in new }
        classNames.merge(other.classNames) { _, new in new }
        texts.merge(other.texts) { _, new in new }
        fonts.merge(other.fonts) { _, new in new }
        runtimeFonts.merge(other.runtimeFonts) { _, new in new }
        // The font set last is the one UIKit draws: a known one replaces an unknown one.
        for view in other.fonts.keys where other.runtimeFonts[view] == nil { runtimeFonts[view] = nil }
        for view in other.runtimeFonts.keys where other.fonts[view] == nil { fonts[view] = nil }
        lines.merge(other.lines) { _, new in new }
        parents.merge(other.parents) { _, new in new }
        impliedParents.merge(other.impliedParents) { _, new in new }
        stacks.merge(other.stacks) { old, new in old.merged(with: new) }
        hidden.merge(other.hidden) { _, new in new }
        menus.merge(other.menus) { old, new in old.merged(with: new) }
        constants.merge(other.constants) { _, new in new }
        optionals.formUnion(other.optionals)
        iterationNames.formUnion(other.iterationNames)
        images.formUnion(other.images)
        members.formUnion(other.members)
    }
}

/// What the code says about a button's menu, each written literally: nil where it says
/// nothing, so that a unit's own settings go over its property initializer's.
public struct MenuFacts: Sendable, Equatable {
    /// AppKit's `pullsDown` (`NSPopUpButton(frame:pullsDown:)`, `.pullsDown = true`).
    public var pullsDown: Bool?
    /// UIKit's `showsMenuAsPrimaryAction`: a tap opens the button's menu.
    public var showsMenu: Bool?
    /// UIKit's `changesSelectionAsPrimaryAction`: the button's title follows the item chosen.
    public var changesSelection: Bool?

    public init(pullsDown: Bool? = nil, showsMenu: Bool? = nil, changesSelection: Bool? = nil) {
        self.pullsDown = pullsDown
        self.showsMenu = showsMenu
        self.changesSelection = changesSelection
    }

    /// The menu setting a property assignment makes (`pullsDown`,
    /// `showsMenuAsPrimaryAction`, `changesSelectionAsPrimaryAction`); nil for another property.
    init?(property: String, value: Bool) {
        switch property {
        case "pullsDown": self.init(pullsDown: value)
        case "showsMenuAsPrimaryAction": self.init(showsMenu: value)
        case "changesSelectionAsPrimaryAction": self.init(changesSelection: value)
        default: return nil
        }
    }

    /// UIKit's pop-up button: a button whose menu is its primary action and whose title
    /// follows the item chosen. UIKit gives a button that only shows a menu no indicator.
    public var isUIKitPopUp: Bool { showsMenu == true && changesSelection == true }

    /// These settings, then `other`'s where it has them.
    func merged(with other: MenuFacts) -> MenuFacts {
        MenuFacts(pullsDown: other.pullsDown ?? pullsDown, showsMenu: other.showsMenu ?? showsMenu,
                  changesSelection: other.changesSelection ?? changesSelection)
    }
}

/// What the code says about one stack view (`UIStackView`, `NSStackView`): nil where it
/// sets nothing, so that a unit's own settings go over those of the property's initializer
/// and UIKit's defaults apply to the rest.
public struct StackFacts: Sendable {
    /// Known to be a stack view: made as one (`UIStackView(arrangedSubviews:)`), or given
    /// arranged views; settings alone (`x.spacing = 8`) may be another class's.
    public var isStack = false
    /// Made where the scan sees it (`UIStackView(…)`, `[[UIStackView alloc] init…]`), so
    /// UIKit's defaults hold for what the code does not set; a stack another class's factory
    /// makes (`[Utilities newStackView]`) may have any settings.
    public var isMadeInCode = false
    /// Settings whose value is only known at run time (`stack.axis = axis`), as written.
    public var runtimeSettings: [Spelled] = []
    /// Where the stack is made or first configured: the place its equations stand for.
    public var position: SourceLocation?
    /// The arranged views in order, by view name.
    public var arranged: [String] = []
    /// Some arranged view is only known at run time (an array variable, a loop's element).
    public var hasRuntimeArranged = false
    public var axis: StackArrangement.Axis?
    public var distribution: StackArrangement.Distribution?
    public var alignment: StackArrangement.Alignment?
    public var spacing: Double?
    /// The spacing's expression when only known at run time.
    public var runtimeSpacing: Spelled?
    public var isLayoutMarginsRelative: Bool?
    /// The stack's own `layoutMargins` / `directionalLayoutMargins` (leading as left), which
    /// `isLayoutMarginsRelativeArrangement` arranges its views inside.
    public var margins: StackMargins?
    /// The margins' expression when only known at run time.
    public var runtimeMargins: Spelled?
    /// `setCustomSpacing(_:after:)`: the spacing after an arranged view, by view name.
    public var customSpacings: [String: Double] = [:]
    /// Custom spacings whose value or view is only known at run time, as written.
    public var runtimeCustomSpacings: [Spelled] = []
    public var isBaselineRelative: Bool?
    /// Where `isBaselineRelativeArrangement` is set, for the note about the stack's ends.
    public var baselineRelativePosition: SourceLocation?

    public init() {}

    /// These facts, then `other`'s where it says something (arranged views: these, then
    /// those `other` adds).
    public func merged(with other: StackFacts) -> StackFacts {
        var merged = self
        merged.isStack = isStack || other.isStack
        merged.isMadeInCode = isMadeInCode || other.isMadeInCode
        merged.runtimeSettings = runtimeSettings + other.runtimeSettings
        merged.position = position ?? other.position
        merged.arranged += other.arranged.filter { !arranged.contains($0) }
        merged.hasRuntimeArranged = hasRuntimeArranged || other.hasRuntimeArranged
        merged.axis = other.axis ?? axis
        merged.distribution = other.distribution ?? distribution
        merged.alignment = other.alignment ?? alignment
        if other.spacing != nil || other.runtimeSpacing != nil {
            merged.spacing = other.spacing
            merged.runtimeSpacing = other.runtimeSpacing
        }
        merged.isLayoutMarginsRelative = other.isLayoutMarginsRelative ?? isLayoutMarginsRelative
        if other.margins != nil || other.runtimeMargins != nil {
            merged.margins = other.margins
            merged.runtimeMargins = other.runtimeMargins
        }
        merged.customSpacings.merge(other.customSpacings) { _, new in new }
        merged.runtimeCustomSpacings = runtimeCustomSpacings + other.runtimeCustomSpacings
        merged.isBaselineRelative = other.isBaselineRelative ?? isBaselineRelative
        merged.baselineRelativePosition = other.baselineRelativePosition ?? baselineRelativePosition
        return merged
    }

    /// A stack setting's value in Swift's or Objective-C's spelling (`.vertical`,
    /// `NSLayoutConstraint.Axis.vertical`, `UILayoutConstraintAxisVertical`,
    /// `UIStackViewAlignmentFirstBaseline`, `NSUserInterfaceLayoutOrientationVertical`): its
    /// last word, lower-camel-cased.
    static func word(_ spelled: String) -> String {
        var word = spelled.split(separator: ".").last.map(String.init) ?? spelled
        for prefix in ["UILayoutConstraintAxis", "NSLayoutConstraintOrientation", "NSUserInterfaceLayoutOrientation",
                       "UIStackViewAlignment", "UIStackViewDistribution", "NSStackViewDistribution",
                       "NSLayoutAttribute"] where word.hasPrefix(prefix) {
            word.removeFirst(prefix.count)
        }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    static func axis(_ spelled: String) -> StackArrangement.Axis? {
        switch word(spelled) {
        case "horizontal": .horizontal
        case "vertical": .vertical
        default: nil
        }
    }

    static func distribution(_ spelled: String) -> StackArrangement.Distribution? {
        switch word(spelled) {
        case "fill": .fill
        case "fillEqually": .fillEqually
        case "fillProportionally": .fillProportionally
        case "equalSpacing": .equalSpacing
        case "equalCentering": .equalCentering
        default: nil
        }
    }

    static func alignment(_ spelled: String) -> StackArrangement.Alignment? {
        switch word(spelled) {
        case "fill": .fill
        case "leading", "top": .leading
        case "trailing", "bottom": .trailing
        case "center", "centerX", "centerY": .center
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: nil
        }
    }
}

/// A stack view's layout margins as the code sets them, in points (a directional inset's
/// leading is `left`, its trailing `right`, as in a left-to-right layout).
public struct StackMargins: Sendable, Equatable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// What a stack's spacing value says when it is one of UIKit's named values: the system
/// spacing (`spacingUseSystem`), or the stack's own spacing (`spacingUseDefault`, for a
/// custom spacing).
enum StackSpacingConstant {
    case system, stackDefault

    /// UIKit's system spacing between sibling views: 8 points, Apple VFL's standard spacing.
    static let systemSpacing = 8.0

    init?(_ spelled: String) {
        let word = spelled.split(separator: ".").last.map(String.init) ?? spelled
        switch word {
        case "spacingUseSystem", "UIStackViewSpacingUseSystem": self = .system
        case "spacingUseDefault", "UIStackViewSpacingUseDefault": self = .stackDefault
        default: return nil
        }
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
    /// The kind a view's name suggests when the file does not show its class (declared in
    /// another file, or a superclass's: a cell's `textLabel`, a button's `titleLabel`).
    static func kind(byName name: String) -> String? {
        // A pop-up button's name ends in `Button` too: its own suffix is looked at first.
        let suffixes: [(String, String)] = [("PopUpButton", "popup"), ("ComboBox", "combo"),
                                            ("Label", "label"), ("Button", "button"), ("ImageView", "image"),
                                            ("TextField", "field"), ("Field", "field"), ("TextView", "text"),
                                            ("Switch", "switch")]
        return suffixes.first { name.hasSuffix($0.0) || name == $0.0.prefix(1).lowercased() + $0.0.dropFirst() }?.1
    }

    /// The labels of the initializer and factory arguments that give a view its text.
    static let textArguments: Set<String> = ["title", "text", "checkboxWithTitle", "radioButtonWithTitle",
                                             "labelWithString", "wrappingLabelWithString"]

    /// The kind an AppKit factory makes, where it is not its class's: `NSButton`'s
    /// `checkboxWithTitle:` and `radioButtonWithTitle:`.
    static func kind(of className: String, madeBy factory: String) -> String? {
        switch (className, factory) {
        case ("NSButton", "checkboxWithTitle"): "checkbox"
        case ("NSButton", "radioButtonWithTitle"): "radio"
        default: nil
        }
    }

    static func kind(of className: String) -> String? {
        switch className {
        case "UILabel", "NSTextField": "label"
        case "UIButton", "NSButton": "button"
        case "UIImageView", "NSImageView": "image"
        case "UITextField", "NSSecureTextField", "NSSearchField": "field"
        case "UITextView", "NSTextView": "text"
        case "UISwitch", "NSSwitch": "switch"
        case "NSPopUpButton": "popup"
        case "NSComboBox": "combo"
        case "UIView", "NSView", "UIStackView", "NSStackView", "UIScrollView", "NSScrollView",
             "UITableView", "UICollectionView", "UIVisualEffectView", "UIActivityIndicatorView",
             "UIProgressView", "UISlider", "UISegmentedControl", "UIPageControl", "UIStepper",
             "UIDatePicker", "UIPickerView", "UINavigationBar", "UIToolbar", "UITabBar", "MKMapView",
             "WKWebView", "UIWebView", "UIControl": "box"
        default: nil
        }
    }
}
