import VisualSyntax

/// One entry of a file's outline: a view, a nested container with its views, or a metric.
public struct OutlineSymbol: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case view, container, metric
    }

    public var name: String
    public var kind: Kind
    /// The view's kind and text, or the metric's value.
    public var detail: String?
    /// The whole thing: a view's `view` statement (else its first use), a container's block.
    public var range: SourceRange
    /// The name itself, inside `range`.
    public var nameRange: SourceRange
    public var children: [OutlineSymbol]
}

extension DocumentAnalysis {
    /// The file's views as a tree: each view under the container it belongs to, in order of
    /// first appearance, then the metrics. Spacers are left out.
    public var outline: [OutlineSymbol] {
        let views = file.names.views.filter { !$0.isSpacer }
        var blocks: [String: Container] = [:]
        func collectBlocks(_ container: Container) {
            for child in container.children {
                if let name = child.name?.name, blocks[name] == nil { blocks[name] = child }
                collectBlocks(child)
            }
        }
        collectBlocks(file.root)

        // Each container's views, grouped once (not a pass over every view per container).
        let viewsByContainer = Dictionary(grouping: views, by: \.container)
        func symbols(in container: String?) -> [OutlineSymbol] {
            (viewsByContainer[container] ?? []).map { entry in
                let declaration = entry.declaration
                let detail = declaration.map { declaration in
                    ([declaration.kind.rawValue] + [declaration.text.map { "\"\($0.value)\"" }].compactMap { $0 })
                        .joined(separator: " ")
                }
                if entry.isContainer, let block = blocks[entry.name], let name = block.name {
                    return OutlineSymbol(name: entry.name, kind: .container, detail: detail, range: block.range,
                                         nameRange: name.range, children: symbols(in: entry.name))
                }
                let nameRange = declaration?.name.range ?? entry.firstUse
                return OutlineSymbol(name: entry.name, kind: .view, detail: detail,
                                     range: declaration?.range ?? entry.firstUse, nameRange: nameRange, children: [])
            }
        }
        let metrics = file.root.allMetrics.map { metric in
            OutlineSymbol(name: metric.name.text, kind: .metric, detail: "= \(metric.value.text)", range: metric.range,
                          nameRange: metric.name.range, children: [])
        }
        return symbols(in: nil) + metrics
    }
}
