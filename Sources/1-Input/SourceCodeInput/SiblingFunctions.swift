/// The facts a layout function takes from the other functions of its type, read in file
/// order: `setUpViews()` adds `titleLabel` to the card and titles it, `setUpConstraints()`
/// lays it out. Each function says what it can (`ViewFacts.about(_:)` lists which facts); a later
/// function's word goes over an earlier one's, and the layout function's own, or its type's
/// declarations, over both.
///
/// A type's facts are merged once, as its functions are read; a layout takes only those about
/// the views it names, their containers and the stacks that arrange them. (Merging every
/// other function's facts into every layout was quadratic: a generated type of 4,000 layout
/// functions did not finish in ten minutes.)
struct SiblingFunctions {
    /// By type: what its functions say, merged in file order.
    private var shared: [String: ViewFacts] = [:]
    /// By type, by view: the stack view that arranges it.
    private var arrangingStack: [String: [String: String]] = [:]

    /// Records one function's facts, read after those before it in the file.
    mutating func append(type: String?, facts: ViewFacts) {
        guard let type else { return }
        // `prepareForReuse` clears a label's text: not the text it is laid out with.
        var facts = facts
        facts.texts = facts.texts.filter { !$0.value.text.isEmpty }
        shared[type, default: ViewFacts()].merge(facts)
        for (stack, stackFacts) in facts.stacks {
            for view in stackFacts.arranged { arrangingStack[type, default: [:]][view] = stack }
        }
    }

    /// The views the functions of `type` assign as the type's own (`ViewFacts.members`).
    func members(of type: String) -> Set<String> { shared[type]?.members ?? [] }

    /// What the functions of `type` say about the views `unit` names (its own included:
    /// the unit's facts go over these anyway), of those the type declares (`isDeclared`):
    /// another function's local of the same name (a factory's `let stackView`) is another view.
    func facts(for unit: CodeUnit, of type: String, isDeclared: (String) -> Bool) -> ViewFacts {
        guard let facts = shared[type] else { return ViewFacts() }
        var names = unit.namedViews
        var unvisited = Array(names)
        while let name = unvisited.popLast() {
            for holder in [facts.parents[name], arrangingStack[type]?[name]].compactMap({ $0 })
            where names.insert(holder).inserted {
                unvisited.append(holder)
            }
        }
        var about = facts.about(names.filter(isDeclared))
        // A stack's arranged views and a menu's settings merge rather than replace: those the
        // unit has are its own alone, or its own arranged views would be listed twice, out of
        // their order.
        about.stacks = about.stacks.filter { unit.facts.stacks[$0.key] == nil }
        about.menus = about.menus.filter { unit.facts.menus[$0.key] == nil }
        return about
    }
}

extension CodeUnit {
    /// The views the unit's calls bind and its facts mention (by the time a reader asks, its
    /// type's declared views are among its facts).
    var namedViews: Set<String> {
        var names: Set<String> = []
        for call in calls {
            for entry in call.views?.entries ?? [] { if let view = entry.viewName { names.insert(view) } }
            if let target = call.target { names.insert(target.text) }
            // An equation's items as the code writes them (`_headerView`, `self.card`): by
            // their views' names, as the facts know them.
            if let equation = call.equation {
                for item in [equation.first] + (equation.second.map { [$0] } ?? []) {
                    if let name = ViewNames.equationItem(of: item.text) { names.insert(name) }
                }
            }
        }
        names.formUnion(facts.kinds.keys)
        names.formUnion(facts.parents.keys)
        names.formUnion(facts.parents.values)
        for (stack, stackFacts) in facts.stacks {
            names.insert(stack)
            names.formUnion(stackFacts.arranged)
        }
        return names
    }
}

extension ViewFacts {
    /// The facts about `names` that one function tells the others of its type: how the
    /// views look (kinds, classes, texts, fonts, lines, menus, images) and where they sit (parents,
    /// stacks). Not whether a view is hidden (code toggles it as the app runs) nor what is a
    /// function's own (its constants, its locals' types, its loop variables, the receiver of
    /// its positional calls).
    func about(_ names: Set<String>) -> ViewFacts {
        var facts = ViewFacts()
        for name in names {
            facts.kinds[name] = kinds[name]
            facts.classNames[name] = classNames[name]
            facts.texts[name] = texts[name]
            facts.fonts[name] = fonts[name]
            facts.runtimeFonts[name] = runtimeFonts[name]
            facts.lines[name] = lines[name]
            facts.menus[name] = menus[name]
            if images.contains(name) { facts.images.insert(name) }
            facts.parents[name] = parents[name]
            facts.stacks[name] = stacks[name]
        }
        return facts
    }
}
