import VisualSyntax

/// Intrinsic content sizes, as UIKit makes them: a view resists being smaller than its
/// content (compression resistance, 750 by default) and hugs it against being larger
/// (content hugging, 250 by default), on each axis.
enum ContentSizeConstraints {
    static func add(to system: ConstraintSystem) {
        for view in system.views {
            guard let content = view.content else { continue }
            let sides: [(LayoutAttribute, Double, Double, Double)] = [
                (.width, content.width, view.compressionResistance.horizontal, view.hugging.horizontal),
                (.height, content.height, view.compressionResistance.vertical, view.hugging.vertical),
            ]
            for (attribute, size, resistance, hugging) in sides {
                system.constraints.append(.make(.view(view, attribute), .greaterThanOrEqual, nil, constant: size,
                                                priority: resistance, range: view.declaredAt,
                                                reason: "intrinsic \(attribute), compression resistance", implicit: true))
                system.constraints.append(.make(.view(view, attribute), .lessThanOrEqual, nil, constant: size,
                                                priority: hugging, range: view.declaredAt,
                                                reason: "intrinsic \(attribute), content hugging", implicit: true))
            }
        }
    }
}
