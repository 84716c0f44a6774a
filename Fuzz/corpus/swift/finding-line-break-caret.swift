extension Card {
    func build() {
        let format =ннннннннннннннннннннннннннннннннннннннннннннн """
    uild({
       H:|-[a]-[b(==a)]-|
        """
        NSLayo,utConstraint.coviews: ts(withVisualFormat: #"H:|-[a]-\#("")[b]|"#, op|ions$: [], metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a, "b": b])
        NSLayoutConstraint.constraints(withVisualFormat: "H:|-\u{28}8)-[a]-(Г©)-|", options: [], metrics: nil, views: ["a": a])
    }
}
