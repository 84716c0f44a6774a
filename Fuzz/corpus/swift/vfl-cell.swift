final class ProfileCell: UITableViewCell {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    func setupConstraints() {
        nameLabel.text = "Name"
        contentView.addSubview(avatarView)
        contentView.addSubview(nameLabel)
        let views = ["avatar": avatarView, "name": nameLabel]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[avatar(40)]-[name]-|",
            options: .alignAllCenterY, metrics: nil, views: views))
        NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[avatar(==40@750)]-(>=8)-|", options: [],
            metrics: ["margin": 8], views: views)
    }
}
