import VisualSyntax

/// Finds the file's views, gives each its container and lists them in order of first
/// appearance, parents before their children (the order of `visual layout`'s JSON).
///
/// A name belongs to the container in which it is first *written where a view belongs*
/// (a row or VFL item, a Visually term, a `layout` target or Item, an equation side, a
/// nested container's name). A `view` statement alone does not place a view: it only
/// describes it; a view that is declared and never used is placed where it is declared.
/// The order counts every appearance, declarations too (`view icon image` on the first
/// line lists `icon` first), except that a view declared above the block it belongs to
/// waits for that block's view. Every `_spacer` is a new view.
enum ViewCollector {
    private struct Occurrence {
        let name: ViewName
        let container: LayoutContainer
        let isDeclaration: Bool
    }

    static func collect(_ root: Container, container canvas: LayoutContainer, system: ConstraintSystem,
                        directory: inout ViewDirectory,
                        containers: inout [(syntax: Container, layout: LayoutContainer)]) {
        var occurrences: [Occurrence] = []
        var blocks: [(Container, LayoutContainer)] = []
        walk(root, layout: canvas, occurrences: &occurrences, blocks: &blocks)

        // The first written occurrence decides; a declaration only when nothing else exists.
        // (One table for both indices: looking names up is most of this pass's work.)
        var firsts: [String: (appearance: Int, placement: Int)] = [:]
        for (index, occurrence) in occurrences.enumerated() where !occurrence.name.isSpacer {
            let name = occurrence.name.name
            if let current = firsts[name] {
                if occurrences[current.placement].isDeclaration && !occurrence.isDeclaration {
                    firsts[name]!.placement = index
                }
            } else {
                firsts[name] = (index, index)
            }
        }
        var found: [(order: Int, view: LayoutView, container: LayoutContainer)] = []
        for (index, occurrence) in occurrences.enumerated() {
            let name = occurrence.name
            if name.isSpacer {
                let view = LayoutView(name: name.name, declaredAt: name.range, isSpacer: true)
                directory.spacers[name.range.start] = view
                found.append((index, view, occurrence.container))
            } else if let first = firsts[name.name], first.placement == index {
                let view = LayoutView(name: name.name, declaredAt: name.range)
                directory.named[name.name] = view
                found.append((first.appearance, view, occurrence.container))
            }
        }
        // In order of first appearance; a view waits for the view of the block it is in.
        let blockNames = Dictionary(uniqueKeysWithValues: blocks.map { (ObjectIdentifier($0.1), $0.0.name?.name) })
        var placed: Set<String> = []
        var waiting: [String: [(view: LayoutView, container: LayoutContainer)]] = [:]
        func emit(_ view: LayoutView, _ container: LayoutContainer) {
            place(view, in: container, system: system)
            guard !view.isSpacer, !blocks.isEmpty else { return }  // without blocks nothing waits
            placed.insert(view.name)
            for child in waiting.removeValue(forKey: view.name) ?? [] { emit(child.view, child.container) }
        }
        for (_, view, container) in found.sorted(by: { $0.order < $1.order }) {
            if let block = blockNames[ObjectIdentifier(container)] ?? nil, !placed.contains(block) {
                waiting[block, default: []].append((view, container))
            } else {
                emit(view, container)
            }
        }
        // Nested containers: the block's name is a view; its layout container wraps it.
        containers = [(root, canvas)]
        for (syntax, placeholder) in blocks {
            guard let name = syntax.name, let view = directory.named[name.name] else { continue }
            let layout = LayoutContainer(view: view)
            view.container = layout
            for child in placeholder.children {
                child.parent = layout
                layout.children.append(child)
            }
            containers.append((syntax, layout))
        }
    }

    private static func place(_ view: LayoutView, in container: LayoutContainer, system: ConstraintSystem) {
        view.parent = container
        container.children.append(view)
        system.views.append(view)
    }

    /// Every view name of a container's statements, in source order; nested blocks get a
    /// placeholder container whose children move to the real one once its view exists.
    private static func walk(_ container: Container, layout: LayoutContainer, occurrences: inout [Occurrence],
                             blocks: inout [(Container, LayoutContainer)]) {
        func add(_ name: ViewName, declaration: Bool = false) {
            occurrences.append(Occurrence(name: name, container: layout, isDeclaration: declaration))
        }
        for statement in container.statements {
            switch statement {
            case .setting, .metric, .mask:
                break
            case .view(let declaration):
                add(declaration.name, declaration: true)
            case .row(let row):
                row.items.forEach { add($0.view) }
            case .vfl(let line):
                for view in line.views {
                    add(view.name)
                    for predicate in view.predicates {
                        if case .view(let other) = predicate.object { add(other) }
                    }
                }
            case .visually(let line):
                for term in line.terms {
                    add(term.view)
                    if case .view(let other)? = term.size?.amount { add(other) }
                }
            case .centering(let statement):
                statement.views.forEach { add($0) }
            case .layout(let statement):
                add(statement.view)
                for entry in statement.entries {
                    for spec in entry.specs { if let item = spec.item { add(item) } }
                }
            case .equation(let equation):
                if case .view(let name) = equation.first.item { add(name) }
                if case .view(let name)? = equation.second?.item { add(name) }
            case .container(let child):
                if let name = child.name { add(name) }
                let placeholder = LayoutContainer(view: LayoutView(name: "", declaredAt: nil))
                blocks.append((child, placeholder))
                walk(child, layout: placeholder, occurrences: &occurrences, blocks: &blocks)
            }
        }
    }
}
