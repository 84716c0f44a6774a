extension UIView {
    func addConstraintsWithFormat(_ format: String, views: UIView...) {
        var viewsDictionary = [String: UIView]()
        for (index, view) in views.enumerated() {
            viewsDictionary["v\(index)"] = view
        }
        addConstraints(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: viewsDictionary))
    }
}
class Feed: UICollectionViewCell {
    let icon = UIImageView(), title = UILabel(), toggle = UISwitch()
    func setupViews() {
        title.text = "Title"
        addConstraintsWithFormat("H:|-16-[v0(44)]-8-[v1]-[v2]-16-|", views: icon, title, toggle)
        addConstraintsWithFormat("V:|-[v0]-[v3]|", views: icon)
    }
}
