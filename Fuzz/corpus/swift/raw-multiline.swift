extension Card {
    func build() {
        let format = """
        H:|-[a]-[b(==a)]-|
        """
        NSLayoutConstraint.constraints(withVisualFormat: #"H:|-[a]-\#("")[b]|"#, options: [], metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.constraints(withVisualFormat: "H:|-\u{28}8)-[a]-(é)-|", options: [], metrics: nil, views: ["a": a])
    }
}
