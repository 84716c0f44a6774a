/// The syntax tree of a whole format file: its root container, and the table of its names.
///
/// Only this module's parsers make the tree's nodes, so most have no public initialiser, only
/// the memberwise one Swift writes: other modules read and edit a tree, and a new input
/// makes one by writing format-file text (`TranslatedLayout`), never by building nodes.
public struct FormatFile: Sendable, Equatable {
    public var source: SourceFile
    /// The canvas: the file's top-level statements.
    public var root: Container
    /// The views in order of first appearance and the metrics, filled in by `NameResolver`
    /// when `FormatFileParser` builds the tree.
    public var names: NameTable

    public init(source: SourceFile, root: Container, names: NameTable = NameTable()) {
        self.source = source
        self.root = root
        self.names = names
    }

    /// The file's `direction` (a top-level setting); left to right when it has none.
    public var direction: LayoutDirection { root.settings.direction?.direction ?? .leftToRight }
}

/// A container: the canvas (the root) or a nested `NAME { … }` block.
///
/// `statements` is the single source of truth, in source order, because order matters
/// downstream: constraints enter the solver in statement order, and views are listed in order
/// of first appearance. `settings`, `metrics`, `viewDeclarations`, `rows` and `children` are
/// views of it for convenience.
public struct Container: Sendable, Equatable {
    /// The block's name (a view of the enclosing container); nil for the root.
    public var name: ViewName?
    public var statements: [Statement]
    /// The whole block from its name to its `}`, or the whole file for the root.
    public var range: SourceRange

    /// The settings written in this container (not inherited from enclosing ones).
    public var settings: ContainerSettings {
        var settings = ContainerSettings()
        for case .setting(let setting) in statements {
            settings.record(setting)
        }
        return settings
    }

    /// The metrics defined in this container (metrics are file-wide: see `FormatFile.names`).
    public var metrics: [MetricDefinition] {
        statements.compactMap { if case .metric(let metric) = $0 { metric } else { nil } }
    }

    /// The `view` statements written in this container.
    public var viewDeclarations: [ViewDeclaration] {
        statements.compactMap { if case .view(let declaration) = $0 { declaration } else { nil } }
    }

    /// The RQVisual rows, top row first.
    public var rows: [Row] {
        statements.compactMap { if case .row(let row) = $0 { row } else { nil } }
    }

    /// The nested containers written directly in this one.
    public var children: [Container] {
        statements.compactMap { if case .container(let child) = $0 { child } else { nil } }
    }
}

/// One statement of a container, as written.
///
/// `indirect`: each statement's node lives in a box of its own, so copying a statement (every
/// `for case … in statements` copies each one it passes) is a reference, not the hundreds of
/// bytes of a view declaration or an equation (measured: those copies were a tenth of laying
/// out an Interface Builder scene).
public indirect enum Statement: Sendable, Equatable {
    /// `canvas`, `padding`, `spacing`, `safe-area`, `margins`, `rows`, `direction`.
    case setting(Setting)
    /// `metric NAME = NUMBER`.
    case metric(MetricDefinition)
    /// `view NAME KIND …`.
    case view(ViewDeclaration)
    /// An RQVisual row.
    case row(Row)
    /// `H:…` / `V:…`.
    case vfl(VFLLine)
    /// `H(…)` / `V(…)`.
    case visually(VisuallyLine)
    /// `centerInSuperview(…)` and the other Visually centring helpers.
    case centering(CenteringStatement)
    /// `layout NAME {…}`.
    case layout(LayoutStatement)
    /// `a.attr == b.attr …`.
    case equation(Equation)
    /// `NAME { … }`.
    case container(Container)
    /// `mask VIEW…`: views a golden check leaves out of its pixel comparison.
    case mask(MaskStatement)

    /// The whole statement, for messages about it ("(line 3)").
    public var range: SourceRange {
        switch self {
        case .setting(let node): node.range
        case .metric(let node): node.range
        case .view(let node): node.range
        case .row(let node): node.range
        case .vfl(let node): node.range
        case .visually(let node): node.range
        case .centering(let node): node.range
        case .layout(let node): node.range
        case .equation(let node): node.range
        case .container(let node): node.range
        case .mask(let node): node.range
        }
    }
}
