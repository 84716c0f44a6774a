// The names a statement uses, for passes that need every view or metric of the file
// (NameResolver here; view creation in the constraint stage).

extension Statement {
    /// Every view name written in the statement, in written order, repeats included.
    ///
    /// For a nested container this is the block's own name only: its statements belong to
    /// the nested container and are visited with it.
    public var viewNames: [ViewName] {
        switch self {
        case .setting, .metric: []
        case .view(let declaration): [declaration.name]
        case .row(let row): row.items.map(\.view)
        case .vfl(let line): line.viewNames
        case .visually(let line): line.viewNames
        case .centering(let statement): statement.views
        case .layout(let statement): [statement.view] + statement.entries.flatMap { $0.specs.compactMap(\.item) }
        case .equation(let equation): [equation.first, equation.second].compactMap { $0?.item.viewName }
        case .container(let container): container.name.map { [$0] } ?? []
        }
    }

    /// Every name the statement uses as a metric (constants, multipliers, priorities), in
    /// written order. Defined or not: checking that is `NameResolver`'s job.
    public var metricReferences: [Identifier] {
        switch self {
        case .setting, .metric, .view, .row, .centering, .layout, .container: []
        case .vfl(let line): line.metricReferences
        case .visually(let line): line.metricReferences
        case .equation(let equation): equation.metricReferences
        }
    }

    /// Every priority written as a metric name, for the range check of its value.
    public var metricPriorities: [Identifier] {
        let priorities: [PrioritySyntax?]
        switch self {
        case .setting, .metric, .view, .row, .centering, .layout, .container: priorities = []
        case .vfl(let line): priorities = line.allPredicates.map(\.priority)
        case .visually(let line): priorities = line.allValues.map(\.priority) + line.terms.map { $0.size?.priority }
        case .equation(let equation): priorities = [equation.priority]
        }
        return priorities.compactMap { if case .metric(let name)? = $0?.value { name } else { nil } }
    }
}

extension EquationItem {
    var viewName: ViewName? {
        if case .view(let name) = self { name } else { nil }
    }
}

extension ConstantSyntax {
    var metricName: Identifier? {
        if case .metric(let name) = self { name } else { nil }
    }
}

extension PrioritySyntax {
    var metricName: Identifier? {
        if case .metric(let name) = value { name } else { nil }
    }
}

extension VFLLine {
    /// The predicates of the connections and of the views, in written order.
    var allPredicates: [VFLPredicate] {
        var predicates = leadingEdge?.connection.predicates ?? []
        for (index, view) in views.enumerated() {
            predicates += view.predicates
            if index < connections.count { predicates += connections[index].predicates }
        }
        return predicates + (trailingEdge?.connection.predicates ?? [])
    }

    var viewNames: [ViewName] {
        var names: [ViewName] = []
        for view in views {
            names.append(view.name)
            for case .view(let other) in view.predicates.map(\.object) {
                names.append(other)
            }
        }
        return names
    }

    var metricReferences: [Identifier] {
        allPredicates.flatMap { predicate -> [Identifier] in
            var names: [Identifier] = []
            if case .constant(.metric(let name)) = predicate.object { names.append(name) }
            if let name = predicate.priority?.metricName { names.append(name) }
            return names
        }
    }
}

extension VFLConnection {
    var predicates: [VFLPredicate] {
        if case .predicates(let predicates) = kind { predicates } else { [] }
    }
}

extension VisuallyLine {
    /// The gap values of every connection, in written order.
    var allValues: [VisuallyValue] {
        ([leadingEdge] + connections.map { $0 } + [trailingEdge]).compactMap { $0?.gap }
    }

    var viewNames: [ViewName] {
        var names: [ViewName] = []
        for term in terms {
            names.append(term.view)
            if case .view(let other)? = term.size?.amount { names.append(other) }
        }
        return names
    }

    var metricReferences: [Identifier] {
        var names: [Identifier] = []
        // Written order: an opening edge, then each term followed by the connection after it.
        func add(_ value: VisuallyValue?) {
            guard let value else { return }
            if let name = value.constant.metricName { names.append(name) }
            if let name = value.priority?.metricName { names.append(name) }
        }
        add(leadingEdge?.gap)
        for (index, term) in terms.enumerated() {
            if let size = term.size {
                if case .constant(.metric(let name)) = size.amount { names.append(name) }
                if let name = size.priority?.metricName { names.append(name) }
            }
            if index < connections.count { add(connections[index].gap) }
        }
        add(trailingEdge?.gap)
        return names
    }
}

extension Equation {
    var metricReferences: [Identifier] {
        [multiplier?.metricName, constant?.value.metricName, priority?.metricName].compactMap { $0 }
    }
}
