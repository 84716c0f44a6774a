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
        case .equation(let equation): equation.viewNames
        case .container(let container): container.name.map { [$0] } ?? []
        // Names a mask refers to, not uses: a mask makes no view (`NameResolver` checks them).
        case .mask: []
        }
    }

    /// Every name the statement uses as a metric (constants, multipliers, priorities), in
    /// written order. Defined or not: checking that is `NameResolver`'s job.
    public var metricReferences: [Identifier] {
        switch self {
        case .setting, .metric, .view, .row, .centering, .layout, .container, .mask: []
        case .vfl(let line): line.metricReferences
        case .visually(let line): line.metricReferences
        case .equation(let equation): equation.metricReferences
        }
    }

    /// Every priority written as a metric name, for the range check of its value.
    public var metricPriorities: [Identifier] {
        switch self {
        case .setting, .metric, .view, .row, .centering, .layout, .container, .mask:
            return []
        case .vfl(let line):
            // No arrays unless there is a name to return: every line of a file passes here.
            var names: [Identifier] = []
            line.forEachPredicate { if let name = $0.priority?.metricName { names.append(name) } }
            return names
        case .visually(let line):
            let priorities = line.allValues.map(\.priority) + line.terms.map { $0.size?.priority }
            return priorities.compactMap { $0?.metricName }
        case .equation(let equation):
            return equation.priority?.metricName.map { [$0] } ?? []
        }
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
    /// Calls `body` with each predicate of the connections and of the views, in written
    /// order, without collecting them in an array.
    func forEachPredicate(_ body: (VFLPredicate) -> Void) {
        leadingEdge?.connection.predicates.forEach(body)
        for (index, view) in views.enumerated() {
            view.predicates.forEach(body)
            if index < connections.count { connections[index].predicates.forEach(body) }
        }
        trailingEdge?.connection.predicates.forEach(body)
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
        var names: [Identifier] = []
        forEachPredicate { predicate in
            if case .constant(.metric(let name)) = predicate.object { names.append(name) }
            if let name = predicate.priority?.metricName { names.append(name) }
        }
        return names
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
        var names: [Identifier] = []
        for name in [multiplier?.metricName, constant?.value.metricName, priority?.metricName] {
            if let name { names.append(name) }
        }
        return names
    }

    var viewNames: [ViewName] {
        switch (first.item.viewName, second?.item.viewName) {
        case (let first?, let second?): [first, second]
        case (let first?, nil): [first]
        case (nil, let second?): [second]
        case (nil, nil): []
        }
    }
}
