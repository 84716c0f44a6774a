// A profile header as an app writes it: Apple VFL calls in a view's initializer and a
// Visually expression in another method. `visual scan Samples/ProfileHeader.swift` finds
// both layouts; `visual render` draws them.
import UIKit

final class ProfileHeader: UIView {
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = "Ada Lovelace"
        handleLabel.text = "@ada"
        followButton.setTitle("Follow", for: .normal)
        for view in [avatarView, nameLabel, handleLabel, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views = ["avatar": avatarView, "name": nameLabel, "handle": handleLabel, "follow": followButton]
        let metrics = ["margin": 16, "size": 64]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[avatar(size)]-[name]-(>=8)-[follow]-margin-|",
                                           options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:[avatar]-[handle]",
                                             options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[avatar(size)]-margin-|",
                                             options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[name]-4-[handle]",
                                             options: [], metrics: metrics, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-margin-[follow]",
                                             options: [], metrics: metrics, views: views)
        )
    }

    private let badgeLabel = UILabel()

    func layoutBadge() {
        badgeLabel.text = "PRO"
        let inset: CGFloat = 12
        NSLayoutConstraint.activate(H(|-inset-badgeLabel->=inset-|) + V(|-inset-badgeLabel-inset-|))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
