import VisualSyntax

/// A view or metric name as written at one place of the file.
public struct NameOccurrence: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case view, metric
    }

    public var kind: Kind
    public var name: String
    public var range: SourceRange

    /// Every view and metric name of `container` and the containers nested in it, in
    /// source order. Spacers are left out: each `_spacer` is a different view.
    static func collect(in container: Container) -> [NameOccurrence] {
        var found: [NameOccurrence] = []
        for statement in container.statements {
            if case .metric(let definition) = statement {
                found.append(NameOccurrence(kind: .metric, name: definition.name.text, range: definition.name.range))
            }
            // A mask names views without making any (`viewNames` leaves it out); to the
            // editor its names are uses all the same (rename, references).
            if case .mask(let mask) = statement {
                found += mask.views.map { NameOccurrence(kind: .view, name: $0.name, range: $0.range) }
            }
            for view in statement.viewNames where !view.isSpacer {
                found.append(NameOccurrence(kind: .view, name: view.name, range: view.range))
            }
            for metric in statement.metricReferences {
                found.append(NameOccurrence(kind: .metric, name: metric.text, range: metric.range))
            }
            if case .container(let nested) = statement {
                found += collect(in: nested)
            }
        }
        // A statement's view and metric names are each in written order; interleaved, the
        // file's order is their positions'.
        return found.sorted { $0.range.start < $1.range.start }
    }
}
