// Every node prints as normalised source text: what was parsed, written back in one canonical
// spelling (`-30-` becomes `-(30)-`, a VFL predicate always shows its relation, a Visually
// priority its name). Tests compare trees through it, and later stages can quote statements
// in messages. Parsing a printed statement gives the same tree (ranges aside).

extension FormatFile: CustomStringConvertible {
    public var description: String { root.description }
}

extension Container: CustomStringConvertible {
    /// The statements, one per line; a nested block indented by four spaces.
    public var description: String {
        statements.map(\.description).joined(separator: "\n")
    }
}

extension Statement: CustomStringConvertible {
    public var description: String {
        switch self {
        case .setting(let setting): return setting.description
        case .metric(let metric): return metric.description
        case .view(let declaration): return declaration.description
        case .row(let row): return row.description
        case .vfl(let line): return line.description
        case .visually(let line): return line.description
        case .centering(let statement): return statement.description
        case .layout(let statement): return statement.description
        case .equation(let equation): return equation.description
        case .mask(let mask): return "mask " + mask.views.map(\.name).joined(separator: " ")
        case .container(let container):
            let body = container.statements.map { "    " + $0.description.replacingNewlines(with: "\n    ") }
            return (["\(container.name?.name ?? "") {"] + body + ["}"]).joined(separator: "\n")
        }
    }
}

private extension String {
    func replacingNewlines(with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

// MARK: - Settings and declarations

extension Setting: CustomStringConvertible {
    public var description: String {
        switch self {
        case .canvas(let canvas): "canvas \(canvas.width) x \(canvas.height)"
        case .padding(let padding): (["padding \(padding.horizontal)"] + [padding.vertical?.text].compactMap { $0 }).joined(separator: " ")
        case .spacing(let spacing): (["spacing \(spacing.sibling)"] + [spacing.edge?.text].compactMap { $0 }).joined(separator: " ")
        case .safeArea(let insets): "safe-area \(insets)"
        case .margins(let insets): "margins \(insets)"
        case .rowSpacing(let format): "rows \(format)"
        case .direction(let setting): "direction \(setting.direction)"
        }
    }
}

extension InsetsSetting: CustomStringConvertible {
    /// `T L B R`.
    public var description: String { "\(top) \(left) \(bottom) \(right)" }
}

extension MetricDefinition: CustomStringConvertible {
    public var description: String { "metric \(name) = \(value)" }
}

extension ViewDeclaration: CustomStringConvertible {
    public var description: String {
        var parts = ["view", name.name, kind.rawValue]
        if let text { parts.append(text.description) }
        if let hugging { parts.append("hug \(hugging.horizontal) \(hugging.vertical)") }
        if let compressionResistance {
            parts.append("resist \(compressionResistance.horizontal) \(compressionResistance.vertical)")
        }
        if let font { parts.append("font \(font.size)" + (font.weight.map { " \($0)" } ?? "")) }
        if let lines { parts.append("lines \(lines)") }
        if let alignment { parts.append("align \(alignment)") }
        if let isOn { parts.append(isOn ? "on" : "off") }
        if let intrinsicSize {
            parts.append("intrinsic \(intrinsicSize.width?.description ?? "none") \(intrinsicSize.height?.description ?? "none")")
        }
        if let baselines { parts.append("baseline \(baselines.first) \(baselines.last)") }
        if let alignmentInsets { parts.append("inset \(alignmentInsets)") }
        if isHidden { parts.append("hidden") }
        if isSample { parts.append("sample") }
        if pullsDown { parts.append("pulldown") }
        if let face { parts.append(face.rawValue) }
        return parts.joined(separator: " ")
    }
}

// MARK: - RQVisual

extension Row: CustomStringConvertible {
    public var description: String {
        var text = label.map { "\($0):" } ?? ""
        text += RowPrinting.sequence(leading: leadingEdge, elements: items.map(\.description),
                                     connections: connections, trailing: trailingEdge)
        if let height { text += "(\(height))" }
        return text
    }
}

extension RowSpacingFormat: CustomStringConvertible {
    public var description: String {
        RowPrinting.sequence(leading: leadingEdge, elements: labels.map { "[\($0)]" },
                             connections: connections, trailing: trailingEdge)
    }
}

extension RowItem: CustomStringConvertible {
    public var description: String {
        var text = "[\(view)"
        if let width {
            switch width.kind {
            case .fixed(let number): text += width.writtenWithEquals ? "(==\(number))" : "(\(number))"
            case .equalWidthGroup: text += "(==)"
            }
        }
        return text + (alignment?.rawValue ?? "") + "]"
    }
}

extension RowConnection: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .flush: ""
        case .padding: "-"
        case .explicit(let number): "-(\(number))-"
        }
    }
}

private enum RowPrinting {
    static func sequence(leading: RowEdge?, elements: [String], connections: [RowConnection], trailing: RowEdge?) -> String {
        var text = leading.map { "|\($0.connection)" } ?? ""
        for (index, element) in elements.enumerated() {
            if index > 0 { text += connections[index - 1].description }
            text += element
        }
        return text + (trailing.map { "\($0.connection)|" } ?? "")
    }
}

// MARK: - Apple VFL

extension VFLLine: CustomStringConvertible {
    public var description: String {
        var text = axis == .horizontal ? "H:" : "V:"
        if let leadingEdge { text += "|\(leadingEdge.connection)" }
        for (index, view) in views.enumerated() {
            if index > 0 { text += connections[index - 1].description }
            text += view.description
        }
        if let trailingEdge { text += "\(trailingEdge.connection)|" }
        if !options.isEmpty {
            let list = options.map(\.description)
            text += " options: " + (list.count == 1 ? list[0] : "[\(list.joined(separator: ", "))]")
        }
        return text
    }
}

extension VFLView: CustomStringConvertible {
    public var description: String {
        predicates.isEmpty ? "[\(name)]" : "[\(name)(\(predicates.map(\.description).joined(separator: ",")))]"
    }
}

extension VFLPredicate: CustomStringConvertible {
    public var description: String {
        let object = switch object {
        case .constant(let constant): constant.description
        case .view(let view): view.name
        }
        return "\(relation)\(object)" + (priority.map { "@\($0)" } ?? "")
    }
}

extension VFLConnection: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .flush: ""
        case .standard: "-"
        case .predicates(let predicates): "-(\(predicates.map(\.description).joined(separator: ",")))-"
        }
    }
}

extension VFLOption: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .alignAll(let alignment): ".\(alignment)"
        case .directionLeadingToTrailing: ".directionLeadingToTrailing"
        case .directionLeftToRight: ".directionLeftToRight"
        case .directionRightToLeft: ".directionRightToLeft"
        }
    }
}

// MARK: - Visually

extension VisuallyLine: CustomStringConvertible {
    public var description: String {
        var text = axis == .horizontal ? "H(" : "V("
        if let leadingEdge { text += "|-" + VisuallyPrinting.gap(leadingEdge) }
        for (index, term) in terms.enumerated() {
            if index > 0 { text += "-" + VisuallyPrinting.gap(connections[index - 1]) }
            text += term.description
        }
        if let trailingEdge { text += "-" + VisuallyPrinting.gap(trailingEdge) + "|" }
        if !options.isEmpty {
            let list = options.map { $0.kind.description }
            text += ", options: " + (list.count == 1 ? list[0] : "[\(list.joined(separator: ", "))]")
        }
        return text + ")"
    }
}

extension VisuallyTerm: CustomStringConvertible {
    public var description: String {
        guard let size else { return view.name }
        let amount = switch size.amount {
        case .constant(let constant): constant.description
        case .percent(let number): "\(number)%"
        case .view(let other): other.name
        }
        let relation = size.relation == .equal ? "" : size.relation.rawValue
        let value = size.priority.map { "(\(amount) ~ \(VisuallyPrinting.priority($0)))" } ?? amount
        return "\(view)[\(relation)\(value)]"
    }
}

extension VisuallyValue: CustomStringConvertible {
    public var description: String {
        priority.map { "(\(constant) ~ \(VisuallyPrinting.priority($0)))" } ?? constant.description
    }
}

private enum VisuallyPrinting {
    /// What follows the first dash of a connection: `>=8-`, `8-`, `>=-`, or nothing.
    static func gap(_ connection: VisuallyConnection) -> String {
        let relation = connection.relation == .equal ? "" : connection.relation.rawValue
        guard let gap = connection.gap else { return relation.isEmpty ? "" : relation + "-" }
        return relation + gap.description + "-"
    }

    /// Visually's spelling of a priority.
    static func priority(_ priority: PrioritySyntax) -> String {
        switch priority.value {
        case .named(.required): ".required"
        case .named(.high): ".defaultHigh"
        case .named(.low): ".defaultLow"
        case .named(.fitting): ".fittingSizeLevel"
        default: priority.description
        }
    }
}

extension CenteringStatement: CustomStringConvertible {
    public var description: String {
        "\(function)(\(views.map(\.name).joined(separator: ", ")))"
    }
}

// MARK: - VBAutolayout

extension LayoutStatement: CustomStringConvertible {
    public var description: String {
        "layout \(view) {\(entries.map(\.description).joined(separator: ", "))}"
    }
}

extension LayoutEntry: CustomStringConvertible {
    public var description: String {
        let specs = specs.map(\.description)
        return "\(key): " + (isList ? "[\(specs.joined(separator: ", "))]" : specs.joined())
    }
}

extension LayoutSpec: CustomStringConvertible {
    public var description: String {
        let quotedConstant = constant.map { StringLiteral(value: $0.text, range: $0.range).description }
        guard isItemDictionary else { return quotedConstant ?? "\"\"" }
        let parts = [item.map { "Item: \($0)" }, quotedConstant.map { "Constant: \($0)" }].compactMap { $0 }
        return "{\(parts.joined(separator: ", "))}"
    }
}

// MARK: - Equations

extension Equation: CustomStringConvertible {
    public var description: String {
        var text = "\(first) \(relation) "
        if let second {
            text += multiplier.map { "\($0) * " } ?? ""
            text += second.description
            if let constant { text += (constant.isNegated ? " - " : " + ") + constant.value.description }
        } else if let constant {
            text += (constant.isNegated ? "-" : "") + constant.value.description
        }
        return text + (priority.map { " @ \($0)" } ?? "")
    }
}

extension AttributeReference: CustomStringConvertible {
    public var description: String { "\(item).\(attributeName)" }
}
