/// A name as written: a metric, a row label, a view kind, a dictionary key.
public struct Identifier: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var range: SourceRange

    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }

    public var description: String { text }
}

/// A name written where a view belongs: inside `[ ]` of a row or VFL line, a Visually term,
/// a `layout` target or `Item`, either side of an equation, a nested container.
///
/// A separate type from `Identifier` so that a field's type says "this is a view": the
/// constraint stage creates views from exactly these.
public struct ViewName: Sendable, Hashable, CustomStringConvertible {
    /// The reserved name that makes a new invisible spacer view at each use.
    public static let spacer = "_spacer"

    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    /// True for `_spacer`. Each spacer is a different view; its range tells them apart.
    public var isSpacer: Bool { name == ViewName.spacer }

    public var description: String { name }
}
