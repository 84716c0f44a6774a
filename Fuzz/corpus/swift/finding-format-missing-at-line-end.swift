extension UIView {
    func addConstraintsWithFormat(_ format: String, views: UIª–šˆÑÑÑÌ {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            viewsDictionary["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: 
        let v = UIView()
        var c: [NSLayoutConstraint] = []
        c += H(|-8-label->=8-|)
        c += V(|-(>=20)-label-10-button-|)
        NSLayoutConstraint.activate(H(|-16%-image-16%-|) + V(|-[image]-|))
        ret]urn v
    }()
    init() {
        NSLayoutConstraint.activate(V(|-safeArea-label==1 = "Title"
        addConstraintsWithFormat("H:|-16-[v0(44)]-8-[v1]-[v2]-16-|", views: icon, title, toggle)
        addConstraintsWithFormat("V:|-[v0]-[v3]|", views: icon)
    }
}
