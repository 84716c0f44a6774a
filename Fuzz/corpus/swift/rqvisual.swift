class Rows {
    func make() -> UIView {
        return RQVisualMaster.viewFromVisualFormats(["[avatar(50)]-[name]", "[bio]"], rowSpacingVisualFormat: "-8-",
            variableBindings: ["avatar": avatar, "name": name, "bio": bio])
    }
    func add() {
        VisualMaster.addSubviewsToView(container, usingVisualFormats: ["|-[a]-|", "[b(==a)]", "\(x)"],
            rowSpacingVisualFormat: nil, variableBindings: ["a": a, "b": b])
    }
}
