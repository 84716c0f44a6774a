/// `layout NAME {Top: "20", Leading: {Item: other, Constant: "8"}, …}`: one VBAutolayout
/// layout dictionary for view NAME.
///
/// The constant strings are kept raw: VBAutolayout reads them in its own odd way
/// (`VBAutolayoutConstantReading`), and the constraint stage applies that reading and warns
/// where it differs from what the text seems to say.
public struct LayoutStatement: Sendable, Equatable {
    public var view: ViewName
    /// In written order. VBAutolayout creates constraints in `LayoutKey.allCases` order
    /// instead: see `entriesInCreationOrder`.
    public var entries: [LayoutEntry]
    /// From `layout` to the dictionary's closing brace; may span lines.
    public var range: SourceRange

    /// The entries in the order VBAutolayout creates their constraints: Top, Bottom, Leading,
    /// Trailing, Width, Height, CenterX, CenterY.
    public var entriesInCreationOrder: [LayoutEntry] {
        entries.sorted { a, b in
            LayoutKey.allCases.firstIndex(of: a.key)! < LayoutKey.allCases.firstIndex(of: b.key)!
        }
    }
}

/// The keys of a layout dictionary, in VBAutolayout's creation order.
public enum LayoutKey: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case top = "Top", bottom = "Bottom", leading = "Leading", trailing = "Trailing"
    case width = "Width", height = "Height", centerX = "CenterX", centerY = "CenterY"

    /// The library's constant name, e.g. `VBAutolayoutAttributeTop`, also accepted as a key.
    public var libraryName: String { "VBAutolayoutAttribute\(rawValue)" }

    public var description: String { rawValue }
}

/// One `KEY: value` of a layout dictionary. A single value and a list `[…]` of values are
/// both a list of specs here; `isList` remembers which was written.
public struct LayoutEntry: Sendable, Equatable {
    public var key: LayoutKey
    public var keyRange: SourceRange
    /// One constraint each.
    public var specs: [LayoutSpec]
    public var isList: Bool
    public var range: SourceRange
}

/// One constraint of an entry: `"10"` (constant only, relative to the container) or
/// `{Item: other, Constant: "10"}` (either part may be missing).
public struct LayoutSpec: Sendable, Equatable {
    /// The other view; nil means the container.
    public var item: ViewName?
    /// Nil when no constant is written, which VBAutolayout reads as `== 0 @1000`.
    public var constant: LayoutConstant?
    /// True for the `{…}` form, false for a bare string.
    public var isItemDictionary: Bool
    public var range: SourceRange

    /// VBAutolayout's reading of the constant (or of its absence).
    public var reading: VBAutolayoutConstantReading {
        constant?.reading ?? .missingConstant
    }
}

/// A constant string of a layout dictionary, as written.
public struct LayoutConstant: Sendable, Equatable {
    /// The string's value, e.g. `>=10@999`.
    public var text: String
    /// From the quote (or `@` of `@"…"`) to the closing quote.
    public var range: SourceRange

    /// How VBAutolayout 2.0.1 reads this string.
    public var reading: VBAutolayoutConstantReading { VBAutolayoutConstantReading(text) }
}
