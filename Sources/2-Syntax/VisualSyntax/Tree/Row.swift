/// An RQVisual row, written as one string of RQVisual's `visualFormats` array:
/// `r1:|-(30)-[imageView(50)<]-[label](60)`.
///
/// `items.count == connections.count + 1`: `connections[i]` joins `items[i]` and `items[i+1]`.
/// The `|` bars are decorative in RQVisual (`[a]` and `|[a]|` are the same row); an edge is
/// recorded only where a bar is written, and a missing edge means 0.
public struct Row: Sendable, Equatable {
    /// `r1` of `r1:[…]`, the name the `rows` format refers to.
    public var label: Identifier?
    public var leadingEdge: RowEdge?
    public var items: [RowItem]
    public var connections: [RowConnection]
    public var trailingEdge: RowEdge?
    /// The trailing `(60)`: every item of the row gets this height.
    public var height: NumberLiteral?
    public var range: SourceRange
}

/// One `[name(width)align]` of a row.
public struct RowItem: Sendable, Equatable {
    public var view: ViewName
    public var width: RowWidth?
    public var alignment: RowAlignment?
    /// From `[` to `]`.
    public var range: SourceRange
}

/// The parenthesised width of a row item.
public struct RowWidth: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `(50)` or `(==50)`: a fixed width, which counts as 50 everywhere (docs/format-file.md).
        case fixed(NumberLiteral)
        /// `(==)`: a member of the row's equal-width group.
        case equalWidthGroup
    }

    public var kind: Kind
    /// True for `(==50)` and `(==)`. RQVisual's own container size counts `(==50)` as 0;
    /// the flag lets a later stage report that faithful size.
    public var writtenWithEquals: Bool
    /// From `(` to `)`.
    public var range: SourceRange

    /// The fixed width, or nil for an equal-width group member.
    public var fixedWidth: Double? {
        if case .fixed(let number) = kind { return number.value }
        return nil
    }
}

/// The alignment mark closing a row item.
public enum RowAlignment: String, Sendable, Hashable, CustomStringConvertible {
    /// `<`: pinned left (the item's right link is dropped).
    case left = "<"
    /// `>`: pinned right (the item's left link is dropped).
    case right = ">"
    /// `<>`: centred with the row's other `<>` items.
    case center = "<>"

    public var description: String { rawValue }
}

/// The spacing between two items of a row, or between an item and an edge.
public struct RowConnection: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Nothing written (`[a][b]`, `|[a]`): 0.
        case flush
        /// A lone `-`: the default padding (horizontal in a row, vertical in `rows`).
        case padding
        /// `-10-` or `-(10)-`.
        case explicit(NumberLiteral)
    }

    public var kind: Kind
    /// The connection's text; a point between the brackets for `flush`.
    public var range: SourceRange
}

/// A `|` with the connection between it and the nearest item.
public struct RowEdge: Sendable, Equatable {
    public var connection: RowConnection
    /// The `|` itself.
    public var barRange: SourceRange
}

/// `rows FORMAT`, RQVisual's `rowSpacingVisualFormat`: `|-5-[r1]-5-[r2]-15-|`.
///
/// Shaped like a row whose items are row labels. In it, `-` is the default *vertical*
/// padding (docs/format-file.md); labels must name rows of the same container, in their order.
public struct RowSpacingFormat: Sendable, Equatable {
    public var leadingEdge: RowEdge?
    public var labels: [Identifier]
    /// `connections[i]` joins `labels[i]` and `labels[i+1]`.
    public var connections: [RowConnection]
    public var trailingEdge: RowEdge?
    /// The whole `rows …` statement.
    public var range: SourceRange
}
