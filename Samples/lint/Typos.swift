// Deliberate mistakes, kept apart from the samples `visual check` draws:
// `visual scan Samples/lint` reports each at its character, as UIKit would fail at run time.
import UIKit

final class TyposCell: UITableViewCell {
    let titleLabel = UILabel()
    let detailLabel = UILabel()

    func setupConstraints() {
        let views = ["title": titleLabel, "detail": detailLabel]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[titel]-|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]- (padding)-[detail]-|",
                                             options: [], metrics: ["padding": 8], views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|[detail|", options: [], metrics: nil, views: views)
        )
    }
}
