class Login: UIViewController {
    let pad: CGFloat = 12
    var field: UITextField?
    func layout(gap: CGFloat) {
        var views: [String: UIView] = ["field": field!, "go": goButton]
        views["title"] = titleLabel
        goButton.setTitle("Go", for: .normal)
        field?.placeholder = NSLocalizedString("login.email", comment: "")
        NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[fiel]- (gap)-[go]|" + "-|",
            options: [.alignAllLeading, .alignAllTop], metrics: ["pad": pad, "gap": gap], views: views)
        NSLayoutConstraint.constraints(withVisualFormat: "V:|[title][field(>=44,<=88)]|", options: .directionLeadingToTrailing, metrics: nil, views: views)
        NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(pad)-[title]|", options: [], metrics: nil, views: views)
    }
}
