import TextFormats
/// The checks that need the whole file, run on the tree after parsing, and the table of its
/// views and metrics.
///
/// They cannot be made line by line: a metric may be defined below its use, a view belongs to
/// the container where it is first written, a `rows` format refers to rows written anywhere
/// in its container. Keeping them out of the parsers also keeps each parser to one language.
///
/// Errors reported:
/// - a metric defined twice; a metric with a view's name;
/// - an undefined metric where only a metric can stand (a VFL connection or priority, a
///   Visually gap or priority, an equation's multiplier or constant), unless a `metric`
///   statement of that name failed to parse: its own error says what is wrong, and an
///   "undefined metric" at every use would only bury it;
/// - a priority metric whose value is not in 1…1000;
/// - `superview`, `safeArea` or `margins` written where a view belongs;
/// - a view used inside its own container block (or a block inside it);
/// - a container block or a `view` declaration written twice; `_spacer` declared or used as a
///   block (each use of `_spacer` is a new view, so it cannot be referred to again);
/// - duplicate row labels in a container; a `rows` label that is unknown or out of order;
/// - a `mask` naming a view the file does not have.
public enum NameResolver {
    /// The views and metrics of `file`, and the errors of its names (in no particular order;
    /// `FormatFileParser` sorts all diagnostics by position).
    ///
    /// `metricStatementNames`: the name of every `metric` statement of the file, those with a
    /// syntax error included (they are not in the tree). A use of such a name is not reported
    /// as undefined.
    public static func resolve(_ file: FormatFile, metricStatementNames: Set<String> = [])
        -> (NameTable, [Diagnostic]) {
        var walker = Walker(metricStatementNames: metricStatementNames)
        walker.collectMetrics(in: file.root)
        walker.visit(file.root, enclosingBlocks: [])
        walker.checkMetricsAgainstViews()
        walker.checkMasks(file.maskedViews)
        return (walker.table, walker.diagnostics)
    }
}

private struct Walker {
    /// Names of `metric` statements, parsed or not (see `resolve`).
    let metricStatementNames: Set<String>
    var table = NameTable()
    var diagnostics: [Diagnostic] = []
    private var metricDefinitions: [MetricDefinition] = []
    private var declarations: [String: ViewDeclaration] = [:]
    private var blocks: [String: ViewName] = [:]

    init(metricStatementNames: Set<String>) {
        self.metricStatementNames = metricStatementNames
    }

    // MARK: Metrics

    mutating func collectMetrics(in container: Container) {
        for statement in container.statements {
            switch statement {
            case .metric(let metric):
                if let first = table.metric(named: metric.name.text) {
                    diagnostics.append(.error("metric '\(metric.name)' is already defined", at: metric.name.range,
                                              notes: [.note("first defined here", at: first.name.range)]))
                } else {
                    table.define(metric)
                    metricDefinitions.append(metric)
                }
            case .container(let child):
                collectMetrics(in: child)
            default:
                break
            }
        }
    }

    mutating func checkMetricsAgainstViews() {
        for metric in metricDefinitions {
            guard let view = table.view(named: metric.name.text) else { continue }
            diagnostics.append(.error("metric '\(metric.name)' has the same name as a view", at: metric.name.range,
                                      notes: [.note("view '\(view.name)' is first used here", at: view.firstUse)]))
        }
    }

    private mutating func checkMetricUses(in statement: Statement) {
        for name in statement.metricReferences
        where table.metric(named: name.text) == nil && !metricStatementNames.contains(name.text) {
            diagnostics.append(.error("undefined metric '\(name)'", at: name.range))
        }
        for name in statement.metricPriorities {
            guard let value = table.metricValue(name.text), !PrioritySyntax.validRange.contains(value) else { continue }
            diagnostics.append(.error(
                "metric '\(name)' is \(NumberText.exact(value)), which is not a priority; priorities go from 1 to 1000",
                at: name.range))
        }
    }

    // MARK: Views

    /// Visits a container's statements in order. `enclosingBlocks` holds the names of this
    /// block and the blocks around it.
    mutating func visit(_ container: Container, enclosingBlocks: [String]) {
        let containerName = container.name?.name
        checkRowLabels(of: container)
        for statement in container.statements {
            checkMetricUses(in: statement)
            for view in statement.viewNames {
                recordUse(of: view, in: containerName, enclosingBlocks: enclosingBlocks)
            }
            switch statement {
            case .view(let declaration):
                declare(declaration)
            case .container(let child):
                guard let name = child.name else { break }
                openBlock(name)
                visit(child, enclosingBlocks: enclosingBlocks + [name.name])
            default:
                break
            }
        }
    }

    private mutating func recordUse(of view: ViewName, in container: String?, enclosingBlocks: [String]) {
        if EquationItem.containerNames.contains(view.name) {
            diagnostics.append(.error(
                "'\(view)' names the container in equations and cannot be used as a view", at: view.range))
            return
        }
        if enclosingBlocks.contains(view.name) {
            diagnostics.append(.error(
                "view '\(view)' is used inside its own container block; refer to it as 'superview' there",
                at: view.range))
            return
        }
        table.recordUse(of: view, in: container)
    }

    private mutating func declare(_ declaration: ViewDeclaration) {
        let name = declaration.name
        if name.isSpacer {
            diagnostics.append(.error("'_spacer' cannot be declared: each use of it makes a new view", at: name.range))
        } else if let first = declarations[name.name] {
            diagnostics.append(.error("view '\(name)' is already declared", at: name.range,
                                      notes: [.note("first declared here", at: first.name.range)]))
        } else {
            declarations[name.name] = declaration
            table.attach(declaration)
        }
    }

    private mutating func openBlock(_ name: ViewName) {
        if name.isSpacer {
            diagnostics.append(.error("'_spacer' cannot be a container: each use of it makes a new view", at: name.range))
        } else if let first = blocks[name.name] {
            diagnostics.append(.error("container '\(name)' already has a block", at: name.range,
                                      notes: [.note("first block here", at: first.range)]))
        } else {
            blocks[name.name] = name
            table.markAsContainer(name.name)
        }
    }

    /// Every name a `mask` gives is a view of the file (written anywhere: a view may be
    /// first used below its mask); `_spacer` is none (each use is a new view).
    mutating func checkMasks(_ masked: [ViewName]) {
        for name in masked {
            if name.isSpacer {
                diagnostics.append(.error("'_spacer' cannot be masked: each use of it makes a new view", at: name.range))
            } else if table.view(named: name.name) == nil {
                diagnostics.append(.error("unknown view '\(name)' in mask; the file has no view of that name", at: name.range))
            }
        }
    }

    // MARK: Row labels

    /// Row labels are unique in their container, and a `rows` format names them in row order.
    private mutating func checkRowLabels(of container: Container) {
        var rowIndex: [String: (index: Int, label: Identifier)] = [:]
        for (index, row) in container.rows.enumerated() {
            guard let label = row.label else { continue }
            if let first = rowIndex[label.text] {
                diagnostics.append(.error("duplicate row label '\(label)'", at: label.range,
                                          notes: [.note("first used here", at: first.label.range)]))
            } else {
                rowIndex[label.text] = (index, label)
            }
        }
        guard let format = container.settings.rowSpacing else { return }
        var previous: (index: Int, label: Identifier)?
        for label in format.labels {
            guard let row = rowIndex[label.text] else {
                diagnostics.append(.error("unknown row label '\(label)'; no row of this container is labelled '\(label)'",
                                          at: label.range))
                continue
            }
            if let previous, row.index <= previous.index {
                let message = row.index == previous.index
                    ? "row label '\(label)' is written twice in the rows format"
                    : "row label '\(label)' is out of order: row '\(label)' comes before row '\(previous.label)'"
                diagnostics.append(.error(message, at: label.range))
                continue
            }
            previous = (row.index, label)
        }
    }
}
