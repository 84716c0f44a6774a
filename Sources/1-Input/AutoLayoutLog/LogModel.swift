import VisualSyntax

/// A view (or layout guide) as a log names it: `UILabel:0x7fb3c8d0a560'title'`.
public struct LogItem: Sendable, Hashable {
    /// `CLASS:ADDRESS` (or `CLASS:key` for a Masonry `mas_key`): what tells views apart.
    public var id: String
    public var className: String
    /// The text in quotes after the address (a label's text, a guide's identifier).
    public var label: String?
    /// The name a `names:` list gives it (`label:UILabel:0x…`), other than `|`.
    public var givenName: String?

    public init(id: String, className: String, label: String? = nil, givenName: String? = nil) {
        self.id = id
        self.className = className
        self.label = label
        self.givenName = givenName
    }
}

/// The attributes a log's constraints name, folded to the contract's reading: `midX` is
/// `centerX`, `minX` is `left`, `baseline` is `lastBaseline`.
public enum LogAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins, firstBaseline, lastBaseline

    /// The attribute a log word names, or nil for a word that is no attribute.
    public init?(logName: String) {
        switch logName {
        case "minX": self = .left
        case "maxX": self = .right
        case "midX": self = .centerX
        case "minY": self = .top
        case "maxY": self = .bottom
        case "midY": self = .centerY
        case "baseline": self = .lastBaseline
        default:
            guard let attribute = LogAttribute(rawValue: logName) else { return nil }
            self = attribute
        }
    }

    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: true
        default: false
        }
    }
}

/// `coefficient × item.attribute`.
public struct LogTerm: Sendable, Hashable {
    public var item: String
    public var attribute: LogAttribute
    public var coefficient: Double

    public init(item: String, attribute: LogAttribute, coefficient: Double = 1) {
        self.item = item
        self.attribute = attribute
        self.coefficient = coefficient
    }
}

public enum LogRelation: String, Sendable, Hashable {
    case equal = "==", lessOrEqual = "<=", greaterOrEqual = ">="
}

/// `lhs RELATION rhs + constant`, both sides sums of terms.
public struct LogEquation: Sendable, Hashable {
    public var lhs: [LogTerm]
    public var relation: LogRelation
    public var rhs: [LogTerm]
    public var constant: Double

    public init(lhs: [LogTerm], relation: LogRelation, rhs: [LogTerm], constant: Double) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.constant = constant
    }
}

/// One constraint description of a log, `<NSLayoutConstraint:0x… … (active)>`.
public struct LogConstraint: Sendable, Hashable {
    /// The 1-based line of the log it is on.
    public var line: Int
    /// The 1-based column of its `<`.
    public var column: Int
    /// The description as written, from `<` to `>` (to the end of the line when cut short).
    public var text: String
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `SnapKit.LayoutConstraint`, …
    public var className: String
    /// The constraint's own address (`0x600…`, or a Masonry or SnapKit key), empty when the
    /// log writes none.
    public var address: String
    /// `CLASS:ADDRESS`.
    public var id: String { className + ":" + address }
    /// The identifier in quotes: `UIView-Encapsulated-Layout-Width`, `UISV-spacing`.
    public var identifier: String?
    /// Where SnapKit says the constraint was made: `File.swift#88`.
    public var sourceLocation: String?
    /// `h=--& v=--&` of an autoresizing-mask constraint.
    public var autoresizingMask: String?
    /// What it says, in the contract's terms: one equation, or several for a VFL line that
    /// joins more than two items; none when the description could not be read.
    public var equations: [LogEquation]
    /// `@750`; 1000 when the log shows none. Every constraint is solved as required anyway.
    public var priority: Double
    /// The items the description names, in order of appearance.
    public var items: [String]
}

/// A log as read: its views, its constraints in order, and what could not be read.
public struct AutoLayoutLog: Sendable {
    public var source: SourceFile
    /// Every item named, in order of first appearance, once.
    public var items: [LogItem]
    public var constraints: [LogConstraint]
    /// Index into `constraints` of the one the log says it broke ("Will attempt to recover
    /// by breaking constraint"), found by its text, else its address; nil when the log names
    /// none or one its list does not hold.
    public var broken: Int?
    /// Each view's superview where a `names:` list says it (`'|':UIView:0x…`), by id.
    public var superviews: [String: String]
    /// Warnings for descriptions that could not be read (line and column of the trouble).
    public var diagnostics: [Diagnostic]
}
