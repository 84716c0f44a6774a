/// The views and metrics of a file, as `NameResolver` found them.
public struct NameTable: Sendable, Equatable {
    /// Every view in order of first appearance in the file (the order of `visual layout`'s
    /// JSON). Each `_spacer` use is an entry of its own; a container comes before its children.
    public private(set) var views: [ViewEntry] = []
    /// The metrics by name (the first definition when a name is defined twice, an error).
    public private(set) var metrics: [String: MetricDefinition] = [:]
    private var viewIndex: [String: Int] = [:]

    public init() {}

    /// The view called `name`; nil for unknown names and for `_spacer` (which is many views).
    public func view(named name: String) -> ViewEntry? {
        viewIndex[name].map { views[$0] }
    }

    /// The definition of metric `name`, if any.
    public func metric(named name: String) -> MetricDefinition? {
        metrics[name]
    }

    /// The value of metric `name`, if defined.
    public func metricValue(_ name: String) -> Double? {
        metrics[name]?.value.value
    }

    mutating func define(_ metric: MetricDefinition) {
        metrics[metric.name.text] = metric
    }

    /// Records a use of a view: a new entry for a spacer or a name not seen before.
    mutating func recordUse(of view: ViewName, in container: String?) {
        if !view.isSpacer, viewIndex[view.name] != nil { return }
        if !view.isSpacer { viewIndex[view.name] = views.count }
        views.append(ViewEntry(name: view.name, firstUse: view.range, container: container, isSpacer: view.isSpacer))
    }

    mutating func markAsContainer(_ name: String) {
        if let index = viewIndex[name] { views[index].isContainer = true }
    }

    mutating func attach(_ declaration: ViewDeclaration) {
        if let index = viewIndex[declaration.name.name], views[index].declaration == nil {
            views[index].declaration = declaration
        }
    }
}

/// One view of the file.
public struct ViewEntry: Sendable, Equatable {
    public var name: String
    /// Where the view is first written; for a spacer, the use that makes it.
    public var firstUse: SourceRange
    /// The container the view belongs to (where it is first written); nil for the canvas.
    public var container: String?
    /// A `_spacer`: invisible, new at each use.
    public var isSpacer: Bool
    /// True when a `NAME { … }` block gives the view children.
    public var isContainer: Bool = false
    /// Its `view` statement, if any: kind, text, content priorities.
    public var declaration: ViewDeclaration?

    public init(name: String, firstUse: SourceRange, container: String?, isSpacer: Bool) {
        self.name = name
        self.firstUse = firstUse
        self.container = container
        self.isSpacer = isSpacer
    }
}
